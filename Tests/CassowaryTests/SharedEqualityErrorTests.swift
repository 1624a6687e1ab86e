@testable import Cassowary
import Testing

/// An optional equality on the expression of one already added (stackplay's tie-breaks of
/// UIKit's priority floors are twins of UIKit's constraints) is charged on the first one's
/// errors instead of getting a row. The randomised property tests, whose systems often
/// repeat an expression, check the answers against the reference solver; these check that
/// the sharing happens and that either twin can go.
@Suite struct SharedEqualityErrorTests {
    /// `x + y == 10` (required), `x == 2 @250`, and `x - y == 0` at each of `priorities`.
    static func system(twins priorities: [Double]) -> (solver: Solver, x: Variable, twins: [Constraint]) {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try? solver.add(Constraint(Expression([Term(x), Term(y)], constant: -10), .equal))
        try? solver.add(Constraint(Expression([Term(x)], constant: -2), .equal, priority: 250))
        var twins: [Constraint] = []
        for priority in priorities {
            let twin = Constraint(Expression([Term(x), Term(y, -1)]), .equal, priority: priority)
            try? solver.add(twin)
            twins.append(twin)
        }
        return (solver, x, twins)
    }

    static func rowCount(_ solver: Solver) -> Int {
        solver.state.tableau.rows.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    }

    @Test func aTwinAddsNoRowAndActsAtItsPriority() {
        let one = Self.system(twins: [500])
        let both = Self.system(twins: [500, 100])
        #expect(Self.rowCount(both.solver) == Self.rowCount(one.solver))
        #expect(both.solver.state.tags[ObjectIdentifier(both.twins[1])]?.marker == both.solver.state.tags[ObjectIdentifier(both.twins[0])]?.marker)
        // At 500 the twins beat `x == 2 @250`; at 100 alone the twin gives way to it.
        #expect(abs(both.solver.value(of: both.x) - 5) < 1e-9)
        let low = Self.system(twins: [100])
        #expect(abs(low.solver.value(of: low.x) - 2) < 1e-9)
        #expect(both.solver.errors(of: both.solver.selection(of: both.twins)) == [0, 0])
    }

    @Test func eitherTwinCanGo() throws {
        // The first (whose errors both are charged on) goes: the second still acts, alone.
        let first = Self.system(twins: [100, 500])
        try first.solver.remove(first.twins[0])
        #expect(abs(first.solver.value(of: first.x) - 5) < 1e-9)
        let firstGone = Self.system(twins: [500, 100])
        try firstGone.solver.remove(firstGone.twins[0])
        #expect(abs(firstGone.solver.value(of: firstGone.x) - 2) < 1e-9)
        // The second goes: its charge is taken back.
        let second = Self.system(twins: [100, 500])
        try second.solver.remove(second.twins[1])
        #expect(abs(second.solver.value(of: second.x) - 2) < 1e-9)
        // And comes back.
        try second.solver.add(second.twins[1])
        #expect(abs(second.solver.value(of: second.x) - 5) < 1e-9)
    }
}
