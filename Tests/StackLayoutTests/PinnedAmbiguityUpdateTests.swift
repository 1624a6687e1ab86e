@testable import Cassowary
@testable import StackLayout
import Testing

/// After an update, the engine keeps the solver's answer only when the search for other
/// optima is complete. A stack of more than 100 views distributed by centers gives the
/// gaps after the hundredth the same equal-width priority (UIKit counts down from 149 and
/// stops at 50). Solved without stackplay's tie-breaks of that floor, the solver stands at
/// a vertex where rows at zero block some directions, all of them pinned. The search is
/// complete there, so key presses go through the solver in place.
@Suite struct PinnedAmbiguityUpdateTests {
    static func centeredLabels(sized: Bool) -> Scene {
        var scene = Scene()
        scene.stack.distribution = .equalCentering
        scene.stack.alignment = .firstBaseline
        scene.stack.spacing = 8
        if sized { scene.stack.width = 900 }
        scene.views = (0..<120).map { index in
            var view = ArrangedView(name: "V\(index)", width: Double(20 + 9 * (index % 6)), height: Double(20 + 7 * (index % 6)))
            view.baselines = Baselines(first: Double(12 + index % 6), last: 4)
            return view
        }
        return scene
    }

    /// How many zero-cost directions of the solver's tableau a row standing at zero blocks.
    static func blockedDirections(_ solvers: AxisSolvers) -> Int {
        solvers.tableaus.reduce(0) { total, tableau in
            total + tableau.kinds.indices.filter { symbol in
                tableau.isZeroCostDirection(symbol) && tableau.anyHolder(of: symbol) { tableau.blocks($0, symbol) }
            }.count
        }
    }

    /// The scene's constraints but the tie-breaks of UIKit's priority floors.
    static func constraintsLeavingTheFloorOpen(_ scene: Scene) -> [LayoutConstraint] {
        StackLayoutSolver.constraints(for: scene).filter { !$0.isFloorTieBreak }
    }

    @Test(arguments: [false, true])
    func changesGoThroughTheSolverInPlace(sized: Bool) {
        var scene = Self.centeredLabels(sized: sized)
        let atTheFloor = StackLayoutSolver.constraints(for: scene).filter(UIKitConstraints.isAtPriorityFloor).count
        #expect(atTheFloor > 1, "no floor: the test shows nothing")
        let engine = LayoutEngine(scene: scene, constraints: Self.constraintsLeavingTheFloorOpen(scene))
        #expect(engine.result().ambiguous.isEmpty)
        #expect(Self.blockedDirections(engine.solver) > 0, "the scene no longer blocks directions: the test shows nothing")
        let edits: [(inout Scene) -> Void] = [
            { $0.stack.spacing += 2 },
            { $0.views[5].width = 70 },
            { $0.views[0].hugging.horizontal = 251 },
        ]
        for edit in edits {
            let before = engine.solver
            edit(&scene)
            let constraints = Self.constraintsLeavingTheFloorOpen(scene)
            engine.update(to: scene, constraints: constraints)
            let result = engine.result()
            #expect(engine.solver === before, "rebuilt")
            #expect(LayoutEngineUpdateTests.difference(result, LayoutEngine(scene: scene, constraints: constraints).result()) == nil)
        }
    }
}
