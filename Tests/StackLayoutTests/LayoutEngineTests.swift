import StackLayout
import Testing

@Suite("Layout engine")
struct LayoutEngineTests {
    static let seed = Examples.named("seed")!.scene

    @Test func contradictoryRequiredConstraintIsBrokenToRecoverAndReported() throws {
        let first = LayoutConstraint("custom", LayoutAnchor("StackView", .width), .equal, constant: 300)
        let second = LayoutConstraint("custom", LayoutAnchor("StackView", .width), .equal, constant: 200)
        let engine = LayoutEngine(scene: Self.seed, constraints: StackLayoutSolver.constraints(for: Self.seed) + [first, second])
        let result = engine.result()
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.broken == second)
        #expect(result.conflicts.first?.conflicting.contains(first) == true)
        #expect(result.frame(of: "StackView")?.width == 300)
        #expect(result.broken.contains { $0.constraint == second && abs($0.error - 100) < 1e-9 })
        let report = LayoutReport.text(result)
        #expect(report.contains("Unable to simultaneously satisfy constraints"))
        #expect(report.contains("Will attempt to recover by breaking constraint\n  custom: StackView.width == 200"))
    }

    @Test func equalHuggingInASizedStackStretchesTheFirstView() {
        var scene = Self.seed
        scene.stack.width = 380
        let result = StackLayoutSolver.solve(scene)
        #expect(result.ambiguous.isEmpty)
        #expect(result.frame(of: "Subview0")?.width == 260)
        #expect(result.frame(of: "Subview1")?.width == 80)
        #expect(result.frame(of: "Subview2")?.width == 40)
    }

    @Test func lowerHuggingStretchesFirstRegardlessOfIndex() {
        var scene = Self.seed
        scene.stack.width = 380
        scene.views[2].hugging.horizontal = 200
        let result = StackLayoutSolver.solve(scene)
        #expect(result.frame(of: "Subview2")?.width == 140)
        #expect(result.frame(of: "Subview0")?.width == 160)
    }

    @Test func rightToLeftMirrorsTheFrames() {
        var scene = Self.seed
        scene.stack.layoutDirection = .rightToLeft
        let result = StackLayoutSolver.solve(scene)
        #expect(result.frame(of: "Subview0") == Frame(x: 120, y: 0, width: 160, height: 200))
        #expect(result.frame(of: "Subview2") == Frame(x: 0, y: 0, width: 40, height: 200))
    }

    @Test func verticalAxisStacksDownwards() {
        var scene = Self.seed
        scene.stack.axis = .vertical
        scene.stack.spacing = 10
        let result = StackLayoutSolver.solve(scene)
        #expect(result.frame(of: "StackView") == Frame(x: 0, y: 0, width: 160, height: 370))
        #expect(result.frame(of: "Subview1") == Frame(x: 0, y: 210, width: 160, height: 100))
    }

    @Test func resizingThroughTheEditVariableMatchesAFreshSolve() {
        let engine = StackLayoutSolver.engine(for: Self.seed)
        engine.makeStackSizeEditable(width: true, height: false)
        for width in [400.0, 200, 330, 280] {
            engine.setStackSize(width: width, height: nil)
            var fixed = Self.seed
            fixed.stack.width = width
            let fresh = StackLayoutSolver.solve(fixed)
            for item in engine.frames() where !item.name.hasPrefix("_") {
                #expect(item.frame == fresh.frame(of: item.name), "\(item.name) at width \(width)")
            }
        }
    }

    @Test func unsizedViewsAreReportedAmbiguous() {
        let scene = Scene(stack: StackProperties(), views: [ArrangedView(name: "a", height: 20), ArrangedView(name: "b", width: 30, height: 20)])
        var sized = scene
        sized.stack.width = 100
        let result = StackLayoutSolver.solve(sized)
        #expect(result.ambiguous.isEmpty)
        #expect(result.frame(of: "a")?.width == 70)
        var twoUnsized = sized
        twoUnsized.views[1].width = nil
        #expect(Set(StackLayoutSolver.solve(twoUnsized).ambiguous) == ["a.width", "b.x", "b.width"])
    }
}
