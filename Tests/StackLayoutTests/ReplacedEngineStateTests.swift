import Cassowary
@testable import StackLayout
import Testing

/// A rebuild keeps the solver it replaced until the engine's owner releases it (the
/// playground, once the frame is drawn), keeps at most two, and never changes an answer.
@Suite("Replaced engine state")
struct ReplacedEngineStateTests {
    /// Another distribution rebuilds the engine (constraints go): the old solver lives on
    /// until ``LayoutEngine/releaseReplacedState()``.
    @Test func aRebuildKeepsTheOldSolverUntilReleased() throws {
        var scene = try #require(Examples.named("seed")).scene
        let engine = StackLayoutSolver.engine(for: scene)
        _ = engine.result()
        weak let old = engine.solver
        scene.stack.distribution = .equalSpacing
        engine.update(to: scene)
        _ = engine.result()
        #expect(old != nil)
        #expect(engine.solver !== old)
        engine.releaseReplacedState()
        #expect(old == nil)
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)
    }

    /// An update made in place replaces nothing; an engine nobody releases keeps only the
    /// last two solvers it replaced.
    @Test func anEngineNobodyReleasesKeepsAtMostTwo() throws {
        var scene = try #require(Examples.named("seed")).scene
        let engine = StackLayoutSolver.engine(for: scene)
        _ = engine.result()
        scene.stack.spacing += 4
        engine.update(to: scene)
        _ = engine.result()
        #expect(engine.replaced.isEmpty)
        weak let first = engine.solver
        for distribution in [Distribution.equalSpacing, .equalCentering, .fillEqually] {
            let index = engine.replaced.count
            scene.stack.distribution = distribution
            engine.update(to: scene)
            _ = engine.result()
            #expect(engine.replaced.count == min(index + 1, ReplacedEngineState.kept))
        }
        #expect(first == nil)
    }

    /// Releasing at any point between updates changes no answer.
    @Test(arguments: 0..<12)
    func releasingBetweenUpdatesChangesNoAnswer(seed: Int) {
        var random = TestRandom(seed: UInt64(5000 + seed))
        var scene = LayoutEngineUpdateTests.randomScene(&random)
        let engine = StackLayoutSolver.engine(for: scene)
        for step in 0..<10 {
            let edit = LayoutEngineUpdateTests.edit(&scene, &random)
            engine.update(to: scene)
            if random.next(in: 0...1) == 0 { engine.releaseReplacedState() }
            let difference = LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene))
            #expect(difference == nil, "seed \(seed), step \(step) (\(edit)): \(difference ?? "")")
            if random.next(in: 0...1) == 0 { engine.releaseReplacedState() }
        }
    }
}
