@testable import Playground
@testable import StackLayout
import Testing

/// A key that rebuilds the solver (another distribution) leaves the old one for the driver
/// to free once the frame is drawn, and `releaseReplacedSolvers()` frees it.
@Suite("Releasing a replaced solver")
struct ReplacedSolverReleaseTests {
    @Test func aNewDistributionKeepsTheOldSolverUntilTheStateReleasesIt() throws {
        var state = PlaygroundStateTests.seed()
        let engine = try #require(state.solver.sized?.engine)
        weak let old = engine.solver
        _ = state.update(.setDistribution(.equalSpacing))
        #expect(state.solver.sized?.engine === engine)
        #expect(old != nil)
        #expect(engine.replaced.count == 1)
        state.releaseReplacedSolvers()
        #expect(old == nil)
        #expect(engine.replaced.isEmpty)
        let fresh = StackLayoutSolver.solve(state.scene)
        for view in state.scene.views {
            let (kept, solved) = (try #require(state.layout.frame(of: view.name)), try #require(fresh.frame(of: view.name)))
            #expect(abs(kept.x - solved.x) < 0.01 && abs(kept.width - solved.width) < 0.01, "\(view.name): \(kept) against \(solved)")
        }
    }
}
