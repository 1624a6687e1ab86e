import Playground
import StackLayout

extension BenchMatrix {
    /// What one cell measured.
    struct Figures {
        var cell: Cell
        var views: Int
        /// Median time to generate the constraints and solve them from scratch (frames,
        /// broken constraints and ambiguity).
        var buildSolveMilliseconds: Double
        /// How many from-scratch runs the median is over (fewer than asked when capped).
        var buildSolveRuns: Int
        /// Median time of the work kiwisolver's harness (`.ci/kiwi-time`) times on the same
        /// constraints: the constraints given, the solver built from them and solved, every
        /// frame read; no report of what gave way or is ambiguous, and the engine freed after
        /// the clock stops.
        var solveMilliseconds: Double
        /// How many solve-alone runs that median is over.
        var solveRuns: Int
        /// Median time of a key-press-like edit (see ``keyPressScenes(from:)``): the engine
        /// brought up to the edited scene and the full layout read. It goes through the
        /// playground's own engine (`DocumentSolver.SizedEngine`): a sized stack's size is
        /// held by edit variables and given again after each edit. The solver a rebuild
        /// replaced is freed after the clock stops, as the playground frees it once the frame
        /// is drawn.
        var keyPressMilliseconds: Double
        /// How many key presses the median is over.
        var keyPresses: Int
        /// The edit whose key presses took longest (by their median), and that median: an
        /// edit the engine rebuilds for (hiding a view but on a fill stack, most edits of an
        /// ambiguous layout) costs a whole solve, which the median over every edit does not
        /// show.
        var slowestKey: (edit: String, milliseconds: Double)
        /// The median of each edit's key presses, in the order the edits are made.
        var keyPressMillisecondsByEdit: [(edit: String, milliseconds: Double)]
    }

    /// Times `cell` with `viewCount` views: up to `runs` from-scratch solves and up to
    /// `runs` rounds of the key-press edits, each series stopping early once it has taken
    /// `cap` seconds (a single run is never interrupted).
    static func measure(_ cell: Cell, viewCount: Int, runs: Int, cap: Double) -> Figures {
        let scene = scene(for: cell, viewCount: viewCount)
        var builds: [Double] = []
        var spent = 0.0
        while builds.count < runs && spent < cap {
            let seconds = time { _ = StackLayoutSolver.solve(scene) }
            builds.append(seconds)
            spent += seconds
        }
        let constraints = StackLayoutSolver.constraints(for: scene)
        var solves: [Double] = []
        spent = 0
        while solves.count < runs && spent < cap {
            var engine: LayoutEngine?
            let seconds = time {
                engine = LayoutEngine(scene: scene, constraints: constraints)
                _ = engine?.frames()
            }
            withExtendedLifetime(engine) {}
            solves.append(seconds)
            spent += seconds
        }
        let edits = keyPressScenes(from: scene)
        // The playground's own engine: a sized stack's size held by edit variables.
        let sized = DocumentSolver.SizedEngine(scene: scene)
        let engine = sized.engine
        _ = engine.result()
        var presses: [Double] = []
        var pressesByEdit = [[Double]](repeating: [], count: edits.count)
        spent = 0
        outer: for _ in 0..<runs {
            for (index, edited) in edits.enumerated() {
                let seconds = time {
                    sized.update(to: edited.scene)
                    _ = engine.result()
                }
                // The playground frees a rebuild's old solver once the frame is drawn.
                engine.releaseReplacedState()
                presses.append(seconds)
                pressesByEdit[index].append(seconds)
                spent += seconds
                if spent >= cap { break outer }
            }
        }
        let byEdit = pressesByEdit.enumerated().compactMap { index, times in
            times.isEmpty ? nil : (edit: edits[index].edit, milliseconds: median(times) * 1000)
        }
        let slowest = byEdit.max { $0.milliseconds < $1.milliseconds } ?? (edit: "", milliseconds: 0.0)
        return Figures(
            cell: cell,
            views: scene.views.count,
            buildSolveMilliseconds: median(builds) * 1000,
            buildSolveRuns: builds.count,
            solveMilliseconds: median(solves) * 1000,
            solveRuns: solves.count,
            keyPressMilliseconds: median(presses) * 1000,
            keyPresses: presses.count,
            slowestKey: slowest,
            keyPressMillisecondsByEdit: byEdit
        )
    }

    private static func time(_ work: () -> Void) -> Double { BenchTiming.time(work) }

    private static func median(_ values: [Double]) -> Double { BenchTiming.median(values) }
}
