@testable import Cassowary
import Testing

/// The search for other optima says whether it found every variable they move
/// (``Ambiguity/isComplete``): a caller that needs the answer a fresh solver would give
/// (the layout engine after an update) trusts a complete search only.
@Suite struct AmbiguityCompletenessTests {
    /// `x ≥ 0`, `y ≥ 0` and `x + y ≤ 0` hold both at zero. The third constraint's row
    /// stands at zero and blocks the two slacks that would move x and y, and no basis shows
    /// them free; the row has no direction that could make room, so the search sees that
    /// they are pinned and is complete at once.
    @Test func directionsPinnedByADegenerateRowLeaveTheSearchComplete() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 0)
        try solver.add(z == x + 5)
        #expect(solver.state.tableau.freeDirections().isEmpty, "the slacks are blocked in this basis")
        let ambiguity = solver.ambiguity()
        #expect(ambiguity.variables.isEmpty)
        #expect(ambiguity.isComplete)
        #expect(solver.value(of: z) == 5)
    }

    /// `y ≥ 0`, `x ≥ y` and `x ≥ 2y`, nothing else: both can grow (y = 1, x = 2). The last
    /// constraint's row stands at zero and blocks the slack that would move y alone, while
    /// the slack that moves x could make room: which variables a basis shows moving depends
    /// on the basis, so the search reports what it saw, but not as complete.
    @Test func aDirectionThatAnotherCouldFreeLeavesTheSearchIncomplete() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(y >= 0)
        try solver.add(x - y >= 0)
        try solver.add(x - 2 * y >= 0)
        let ambiguity = solver.ambiguity()
        #expect(Set(ambiguity.variables.map(\.name)) == ["x", "y"])
        #expect(!ambiguity.isComplete)
    }

    /// A layout pinned by nothing but required equalities has no other optimum: complete.
    @Test func aUniqueOptimumWithoutDegenerateRowsIsComplete() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 4)
        let ambiguity = solver.ambiguity()
        #expect(ambiguity.variables.isEmpty && ambiguity.isComplete)
    }

    /// `v0 ≥ 0`, `v0 ≥ v1`, `v0 ≥ v1 − v2`, `v1 ≤ 0`, `v2 ≥ 0`, nothing else: each can move
    /// (v0 up, v1 down, v2 up). In the bases the search first walks through, v0 moves only
    /// along a direction a row at zero blocks; a basis one pivot aside of them shows it free.
    /// Walking on from the last basis only, the search came back to one it had tried
    /// everything from and stopped without v0 (found by the property test against the
    /// reference solver); going depth first and backing out, it reports all three.
    @Test func aBasisASideStepAwayIsReached() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let solver = Solver()
        try solver.add(v2 >= 0)
        try solver.add(v1 <= 0)
        try solver.add(v0 - v1 >= 0)
        try solver.add(-v0 + v1 - v2 <= 0)
        try solver.add(-v0 <= 0)
        #expect(Set(solver.ambiguousVariables().map(\.name)) == ["v0", "v1", "v2"])
    }
}
