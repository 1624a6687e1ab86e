@testable import StackLayout
import Testing

/// A layout whose frames can move (it has more than one optimum) is rebuilt on the next
/// change without trying the update first; the answer stays the one a fresh build gives.
@Suite struct AmbiguousUpdateTests {
    /// Views aligned on first baselines in a stack taller than they are: the row of views can
    /// slide up and down.
    static func slidingRow() -> Scene {
        var scene = Scene()
        scene.stack.alignment = .firstBaseline
        scene.stack.height = 200
        scene.views = (0..<8).map { index in
            var view = ArrangedView(name: "V\(index)", width: 40, height: Double(30 + 5 * index))
            view.baselines = Baselines(first: Double(10 + index), last: 4)
            return view
        }
        return scene
    }

    @Test func anAmbiguousLayoutIsRebuiltWithoutTryingTheUpdate() {
        var scene = Self.slidingRow()
        let engine = StackLayoutSolver.engine(for: scene)
        #expect(engine.result().ambiguous.contains("V0.y"))
        let before = engine.solver
        scene.stack.spacing += 2
        engine.update(to: scene)
        #expect(engine.solver !== before, "rebuilt by the update itself")
        #expect(!engine.updatedIncrementally)
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)

        // Once the layout is unique again, changes go through the solver in place.
        scene.stack.height = nil
        engine.update(to: scene)
        #expect(engine.result().ambiguous.isEmpty)
        scene.stack.spacing += 2
        engine.update(to: scene)
        #expect(engine.updatedIncrementally)
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)
    }
}
