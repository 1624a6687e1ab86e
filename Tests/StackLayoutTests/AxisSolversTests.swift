import Testing
@testable import StackLayout

/// An engine solves each axis with a solver of its own (built side by side on two threads
/// for long stacks) unless a constraint ties the axes together: the answer is the one a
/// single solver of every constraint gives.
@Suite("One solver per axis")
struct AxisSolversTests {
    static let scenesPerSeed = 400

    /// Engines for `scene` with a solver per axis and with one for both.
    static func engines(_ scene: Scene) -> (split: LayoutEngine, joined: LayoutEngine) {
        let constraints = StackLayoutSolver.constraints(for: scene)
        return (LayoutEngine(scene: scene, constraints: constraints, insertion: .byKind),
                LayoutEngine(scene: scene, constraints: constraints, insertion: .byKind, splittingAxes: false))
    }

    /// Random scenes (every axis, distribution, alignment, hidden views, fixed sizes, a
    /// user's constraint in half of them, an aspect ratio in a tenth): frames, what gave way,
    /// the conflicts in their order and the ambiguous attributes are the single solver's.
    @Test(arguments: RandomScenes.seeds)
    func splitAxesAnswerAsOneSolver(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var (split, conflicted) = (0, 0)
        for index in 0..<Self.scenesPerSeed {
            var scene = RandomScenes.scene(&random)
            if Bool.random(using: &random) { scene.constraints.append(UserConstraintSolveTests.userConstraint(for: scene, &random)) }
            if Int.random(in: 0..<10, using: &random) == 0 {
                let names = scene.views.map(\.name)
                scene.constraints.append(LayoutConstraint(
                    "aspect", LayoutAnchor(names[Int.random(in: 0..<names.count, using: &random)], .width), .equal,
                    LayoutAnchor(names[Int.random(in: 0..<names.count, using: &random)], .height),
                    multiplier: [0.5, 1, 2][Int.random(in: 0..<3, using: &random)], priority: [1000, 750, 250][Int.random(in: 0..<3, using: &random)]))
            }
            let (axes, joined) = Self.engines(scene)
            let (a, b) = (axes.result(), joined.result())
            if axes.solver.isSplit { split += 1 }
            if axes.solver.isSplit, !a.conflicts.isEmpty { conflicted += 1 }
            #expect(LayoutEngineUpdateTests.difference(a, b) == nil, "seed \(seed) scene \(index): \(LayoutEngineUpdateTests.difference(a, b) ?? "")")
            #expect(LayoutReport.text(a) == LayoutReport.text(b), "seed \(seed) scene \(index): the reports differ")
        }
        // Both kinds of engine, and split ones with conflicts, must be met for the test to show anything.
        #expect(split > Self.scenesPerSeed / 2 && split < Self.scenesPerSeed, "\(split) of \(Self.scenesPerSeed) split")
        #expect(conflicted > 0, "no split engine of seed \(seed) had a conflict")
    }

    /// Conflicts on both axes are reported in the order one solver meets them (the user's
    /// required constraints as listed: here the height's before the width's), not an axis
    /// at a time.
    @Test func conflictsOnBothAxesKeepTheirOrder() {
        var scene = Scene()
        scene.views = [ArrangedView(name: "View0", width: 40, height: 30), ArrangedView(name: "View1", width: 60, height: 20)]
        scene.constraints = [
            LayoutConstraint("tall", LayoutAnchor("View1", .height), .equal, constant: 50),
            LayoutConstraint("short", LayoutAnchor("View1", .height), .equal, constant: 10),
            LayoutConstraint("wide", LayoutAnchor("View0", .width), .equal, constant: 90),
            LayoutConstraint("narrow", LayoutAnchor("View0", .width), .equal, constant: 20),
        ]
        let (axes, joined) = Self.engines(scene)
        let (a, b) = (axes.result(), joined.result())
        #expect(axes.solver.isSplit)
        #expect(a.conflicts.map(\.broken.identifier) == ["short", "narrow"])
        #expect(a.conflicts == b.conflicts)
        #expect(LayoutReport.text(a) == LayoutReport.text(b))
    }

    /// Long stacks, whose axes are built on two threads: the same answers as one solver's.
    @Test(arguments: [(Distribution.fill, Alignment.firstBaseline), (.fillProportionally, .center), (.equalSpacing, .lastBaseline), (.equalCentering, .fill), (.fillEqually, .trailing)])
    func longStacksBuiltSideBySideAnswerAsOneSolver(_ distribution: Distribution, _ alignment: Alignment) {
        for sized in [false, true] {
            var scene = ChainShapeTests.scene(distribution, alignment, views: 120)
            if sized {
                scene.stack.width = 9000
                scene.stack.height = 140
            }
            let (axes, joined) = Self.engines(scene)
            #expect(axes.constraints.count >= LayoutEngine.sideBySideMinimum, "too short to be built side by side")
            #expect(axes.solver.isSplit && axes.solver.sideBySide && !joined.solver.isSplit)
            let (a, b) = (axes.result(), joined.result())
            #expect(LayoutEngineUpdateTests.difference(a, b) == nil, "sized \(sized): \(LayoutEngineUpdateTests.difference(a, b) ?? "")")
        }
    }

    /// An aspect ratio ties a view's width to its height: one solver takes both axes, and
    /// an update that adds one to a split engine builds it again that way.
    @Test func anAspectRatioJoinsTheAxes() {
        var scene = Scene()
        scene.stack.alignment = .center
        scene.views = [ArrangedView(name: "View0", width: 40, height: 30), ArrangedView(name: "View1", width: 60, height: 20)]
        let engine = StackLayoutSolver.engine(for: scene)
        _ = engine.result()
        #expect(engine.solver.isSplit)
        scene.constraints = [LayoutConstraint("ratio", LayoutAnchor("View1", .height), .equal, LayoutAnchor("View1", .width), multiplier: 0.5)]
        engine.update(to: scene)
        let updated = engine.result()
        #expect(!engine.solver.isSplit)
        let fresh = StackLayoutSolver.solve(scene)
        #expect(LayoutEngineUpdateTests.difference(updated, fresh) == nil)
        let view = updated.items.first { $0.name == "View1" }?.frame
        #expect(view.map { abs($0.height - $0.width / 2) < 1e-9 } == true, "\(String(describing: view))")
    }
}
