@testable import Cassowary
@testable import StackLayout
import Testing

/// The playground sizes a stack through edit variables. A build puts them in just before
/// the first optional constraint, with their suggestions, so that the stack's size is held
/// before anything leans on it, as a required size is; added after every constraint, the
/// edit dragged the stack from the size the others gave it, a pivot at a time across rows of
/// every view.
@Suite struct EditableSizeBuildTests {
    /// `ChainShapeTests`' views, given a width `factor` times what they need side by side.
    static func sized(_ distribution: Distribution, _ alignment: Alignment, views: Int, factor: Double) -> Scene {
        var scene = ChainShapeTests.scene(distribution, alignment, views: views)
        let needed = scene.views.compactMap(\.width).reduce(0, +) + scene.stack.spacing * Double(views - 1)
        scene.stack.width = (needed * factor).rounded()
        return scene
    }

    /// 300 views in a stack a tenth wider than they need and 20 points taller than the
    /// tallest, as `bench --matrix` sizes its stacks: the sized build takes a handful of
    /// pivots and keeps its rows short (with the edit variables added last: equalSpacing
    /// centred 185,000 cells in the rows, fillEqually on leading edges 131 pivots,
    /// equalCentering on first baselines 143), and lays the views out along the axis where
    /// the same stack with a required size does.
    @Test(arguments: [(Distribution.fill, Alignment.fill), (.equalSpacing, .center), (.fillEqually, .leading), (.equalCentering, .firstBaseline)])
    func aSizedBuildHoldsTheSizeFromTheStart(_ distribution: Distribution, _ alignment: Alignment) {
        var scene = Self.sized(distribution, alignment, views: 300, factor: 1.1)
        scene.stack.height = (scene.views.compactMap(\.height).max() ?? 0) + 20
        let free = scene.withoutStackSize
        let engine = LayoutEngine(scene: free, constraints: StackLayoutSolver.constraints(for: free), editableWidth: scene.stack.width, height: scene.stack.height)
        let sized = engine.result()
        let tableau = engine.solver
        let cells = tableau.rowCells
        #expect(tableau.pivotCount < 20, "\(tableau.pivotCount) pivots")
        #expect(cells < 40 * scene.views.count, "\(cells) cells in the rows")
        let required = StackLayoutSolver.solve(scene)
        let alongTheAxis = { (name: String) in name.hasSuffix(".x") || name.hasSuffix(".width") }
        #expect(!sized.ambiguous.contains(where: alongTheAxis) && !required.ambiguous.contains(where: alongTheAxis))
        #expect(sized.items.count == required.items.count)
        for (frame, expected) in zip(sized.items, required.items) {
            #expect(frame.name == expected.name && abs(frame.frame.x - expected.frame.x) < 1e-6 && abs(frame.frame.width - expected.frame.width) < 1e-6, "\(frame) \(expected)")
        }
    }

    /// Making the size editable and giving it before the first read takes the path of a build
    /// with the edit variables (the engine builds again then), so that a fresh engine, one
    /// built with its sizes and one rebuilt by an update all stand alike, to the last bit,
    /// even where the layout has other optima (a row on first baselines in a taller stack
    /// can slide up and down).
    @Test(arguments: [Alignment.firstBaseline, .center])
    func everyWayToASizedBuildStandsAlike(_ alignment: Alignment) {
        var scene = Self.sized(.equalSpacing, alignment, views: 60, factor: 0.95)
        scene.stack.height = 300
        let free = scene.withoutStackSize
        let constraints = StackLayoutSolver.constraints(for: free)

        let built = LayoutEngine(scene: free, constraints: constraints, editableWidth: scene.stack.width, height: scene.stack.height)
        let madeEditable = LayoutEngine(scene: free, constraints: constraints)
        madeEditable.makeStackSizeEditable(width: true, height: true)
        madeEditable.setStackSize(width: scene.stack.width, height: scene.stack.height)
        #expect(madeEditable.editsAwaitBuild)

        // An engine sized for another scene, rebuilt by an update (a hidden view comes back).
        var hidden = free
        hidden.views[7].hidden = true
        let updated = LayoutEngine(scene: hidden, constraints: StackLayoutSolver.constraints(for: hidden), editableWidth: scene.stack.width, height: scene.stack.height)
        _ = updated.result()
        let before = updated.solver
        updated.update(to: free)
        #expect(updated.solver !== before, "the update rebuilt")

        let expected = built.result()
        if alignment == .firstBaseline { #expect(expected.ambiguous.contains { $0.hasSuffix(".y") }) }
        for (name, engine) in [("made editable", madeEditable), ("updated", updated)] {
            let result = engine.result()
            #expect(result.items == expected.items, "\(name)")
            #expect(result.ambiguous == expected.ambiguous, "\(name)")
        }
    }

    /// A size given after the answer was read still goes through the solver in place (the
    /// playground's resizing keys): no rebuild, and the answer a build with that size gives.
    @Test func aSizeGivenAfterAReadGoesInPlace() {
        let scene = Self.sized(.fill, .center, views: 40, factor: 1.2)
        let free = scene.withoutStackSize
        let constraints = StackLayoutSolver.constraints(for: free)
        let engine = LayoutEngine(scene: free, constraints: constraints, editableWidth: scene.stack.width, height: nil)
        _ = engine.result()
        let solver = engine.solver
        let width = (scene.stack.width ?? 0) + 120
        engine.setStackSize(width: width, height: nil)
        #expect(!engine.editsAwaitBuild)
        let result = engine.result()
        #expect(engine.solver === solver)
        let fresh = LayoutEngine(scene: free, constraints: constraints, editableWidth: width, height: nil).result()
        #expect(LayoutEngineUpdateTests.difference(result, fresh) == nil)
    }
}
