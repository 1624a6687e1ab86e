@testable import Cassowary
import Testing

/// A row that holds at 0 may be solved for a symbol of either sign; the solver picks one that
/// keeps the objective's costs non-negative, so optional equalities that all hold at once
/// are added without leaving pivots for later.
@Suite struct DegenerateSubjectTests {
    /// UIKit's spanning boundary on a top-aligned stack: every view's top is required to equal
    /// view 0's, and a spacer's top is asked to equal each of them at 999.5.
    static func spanningTops(views: Int) -> (solver: Solver, spacerTop: Variable) {
        let solver = Solver()
        let tops = (0..<views).map { Variable("View\($0).top") }
        let spacerTop = Variable("spacer.top")
        for top in tops.dropFirst() { try? solver.add(tops[0] == top) }
        try? solver.add(tops[0] == 10)
        for top in tops { try? solver.add((spacerTop == top).priority(999.5)) }
        return (solver, spacerTop)
    }

    @Test func optionalEqualitiesThatHoldTogetherLeaveTheObjectiveOptimal() {
        let (solver, spacerTop) = Self.spanningTops(views: 40)
        let tableau = solver.state.tableau
        // No symbol the simplex may move has a negative cost: nothing is left to pivot.
        #expect(tableau.objective.lowestNegative(where: tableau.isPivotable) == nil)
        #expect(abs(solver.value(of: spacerTop) - 10) < 1e-9)
    }
}
