@testable import Playground
@testable import StackLayout
import Testing

/// A key that rebuilds the solver (hiding a view) leaves the old one for the driver to free
/// once the frame is drawn, and `releaseReplacedSolvers()` frees it.
@Suite("Releasing a replaced solver")
struct ReplacedSolverReleaseTests {
    @Test func hidingAViewKeepsTheOldSolverUntilTheStateReleasesIt() throws {
        var state = PlaygroundStateTests.seed()
        let engine = try #require(state.solver.sized?.engine)
        weak let old = engine.solver
        _ = state.update(.toggleHidden(viewAt: 1))
        #expect(state.solver.sized?.engine === engine)
        #expect(old != nil)
        #expect(engine.replaced.count == 1)
        state.releaseReplacedSolvers()
        #expect(old == nil)
        #expect(engine.replaced.isEmpty)
        #expect(state.layout.frame(of: "Subview1")?.width == 0)
    }
}
