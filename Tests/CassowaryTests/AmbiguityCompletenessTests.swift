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

    /// A fill stack of three views 20, 21 and 22 wide stretched to 120, as the layout engine
    /// writes it (origin, spacings, canvas connections and the stack's width, the content
    /// sizes, tie-breaks at 1/3 and 2/3, then the connection closing the chain); the middle
    /// view hidden (its content sizes and tie-break taken out, its width pinned at 0, the
    /// spacings beside it halved, the last tie-break at 1/2) and shown again, each change made
    /// in place. Taking the zero width out leaves a free column split in two halves, which
    /// the search saw held by a row at zero and freed by the other half at once: it stopped
    /// incomplete, and the layout engine rebuilt after every such key. Settled first, the
    /// search is complete and finds what a fresh solver finds: nothing moves.
    @Test func aConstraintTakenOutInPlaceLeavesTheSearchComplete() throws {
        let stackX = Variable("S.x"), stackWidth = Variable("S.width")
        let x = (0..<3).map { Variable("x\($0)") }, width = (0..<3).map { Variable("w\($0)") }
        let intrinsic: [Double] = [20, 21, 22]
        func spacing(_ index: Int, _ gap: Double) -> Constraint {
            Constraint(x[index] - (x[index - 1] + width[index - 1] + gap), .equal, sharesDummy: false)
        }
        func content(_ index: Int) -> [Constraint] {
            [(width[index] <= intrinsic[index]).priority(250), (width[index] >= intrinsic[index]).priority(750)]
        }
        func tieBreak(_ index: Int, _ priority: Double) -> Constraint {
            (width[index] == intrinsic[index]).priority(priority)
        }
        func built(spacings: [Constraint], middle: [Constraint]) throws -> (Solver, lastTieBreak: Constraint) {
            let solver = Solver()
            try solver.add([stackX == 0] + spacings + [stackX == x[0], stackWidth == 120])
            let lastTieBreak = tieBreak(2, 2.0 / 3)
            try solver.add(content(2) + content(1) + content(0))
            try solver.add(middle + [lastTieBreak])
            try solver.add(x[2] + width[2] == stackX + stackWidth)
            return (solver, lastTieBreak)
        }
        var spacings = [spacing(1, 8), spacing(2, 8)]
        let middleTieBreak = tieBreak(1, 1.0 / 3)
        let (solver, lastTieBreak) = try built(spacings: spacings, middle: [middleTieBreak])
        let middleContent = solver.constraints.filter { $0.description.hasPrefix("w1 ") && !$0.isRequired && $0 !== middleTieBreak }
        try #require(middleContent.count == 2)
        #expect(solver.ambiguity().isComplete)

        // Hidden.
        let hiding = Constraint(Expression(width[1]), .equal, sharesDummy: false)
        // As the layout engine updates: what goes, then what changes, then what comes.
        try solver.remove(middleContent + [middleTieBreak])
        var changed = [spacing(1, 4), spacing(2, 4)]
        let halfway = tieBreak(2, 0.5)
        try solver.replace(zip(spacings, changed).map { Solver.Replacement($0, by: $1) } + [Solver.Replacement(lastTieBreak, by: halfway)])
        try solver.add(hiding)
        spacings = changed
        #expect(solver.value(of: width[1]) == 0)
        #expect(solver.ambiguity().isComplete)

        // Shown again.
        try solver.remove(hiding)
        changed = [spacing(1, 8), spacing(2, 8)]
        try solver.replace(zip(spacings, changed).map { Solver.Replacement($0, by: $1) } + [Solver.Replacement(halfway, by: tieBreak(2, 2.0 / 3))])
        try solver.add(content(1) + [tieBreak(1, 1.0 / 3)])
        #expect(solver.rebuildCount == 0, "every change made in place")

        let (fresh, _) = try built(spacings: changed, middle: [tieBreak(1, 1.0 / 3)])
        #expect(width.map { solver.value(of: $0) } == width.map { fresh.value(of: $0) })
        let (ambiguity, freshAmbiguity) = (solver.ambiguity(), fresh.ambiguity())
        #expect(freshAmbiguity.isComplete && freshAmbiguity.variables.isEmpty)
        #expect(ambiguity.isComplete, "the free column left by the zero width taken out is settled")
        #expect(ambiguity.variables.isEmpty)
    }

    /// Hugging and compression resistance on one width share a slack; taken out one at a
    /// time, the hugging (the slack's owner) first, its equation stays for the compression
    /// resistance, and then binds nothing, its slack and error costing nothing: a free
    /// column without a column of its own, which the search saw as two directions and
    /// stopped incomplete (found by a helper reviewing the free columns). Recorded as one,
    /// the search is complete, and reports v free above 10 as a fresh solver does.
    @Test func aSharedSlackTakenOutOwnerFirstLeavesTheSearchComplete() throws {
        let v = Variable("v")
        let hugging = (v <= 10).priority(250), compression = (v >= 10).priority(750)
        let solver = Solver()
        try solver.add([hugging, compression, v >= 10])
        try solver.remove(hugging)
        try solver.remove(compression)
        #expect(solver.rebuildCount == 0)
        let fresh = Solver()
        try fresh.add(v >= 10)
        let (ambiguity, freshAmbiguity) = (solver.ambiguity(), fresh.ambiguity())
        #expect(freshAmbiguity.isComplete && freshAmbiguity.variables.map(\.name) == ["v"])
        #expect(ambiguity.isComplete)
        #expect(ambiguity.variables.map(\.name) == ["v"])
    }
}
