import Cassowary
import Testing

/// Selections read exactly what ``Solver/value(of:)`` and ``Solver/error(of:)`` read, bit for
/// bit, whatever happened to the solver since they were made.
@Suite struct SolverSelectionTests {
    typealias Chain = IncrementalRules.Chain

    private func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }

    private func expectSameValues(_ solver: Solver, _ selection: VariableSelection,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let one = selection.variables.map { solver.value(of: $0) }
        #expect(bits(solver.values(of: selection)) == bits(one), sourceLocation: sourceLocation)
        #expect(bits(solver.values(of: selection.variables)) == bits(one), sourceLocation: sourceLocation)
    }

    private func expectSameErrors(_ solver: Solver, _ selection: ConstraintSelection,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let one = selection.constraints.map { solver.error(of: $0) }
        #expect(bits(solver.errors(of: selection)) == bits(one), sourceLocation: sourceLocation)
    }

    @Test func valuesFollowSuggestions() throws {
        let chain = Chain(intrinsic: [20, 50, 120.5, 30, 40.25])
        let solver = try chain.makeSolver(suggesting: chain.natural + 100)
        let selection = solver.selection(of: chain.x + chain.w + [chain.total, chain.x[2]])
        #expect(selection.variables.count == 2 * chain.n + 2)
        for value in [chain.natural + 100, chain.natural - 37.5, chain.natural + 3.25, 0] {
            try solver.suggestValue(value, for: chain.total)
            expectSameValues(solver, selection)
        }
    }

    @Test func unknownVariablesReadZeroUntilTheSolverSeesThem() throws {
        let solver = Solver()
        let (a, b) = (Variable("a"), Variable("b"))
        try solver.add(a == 3)
        let selection = solver.selection(of: [a, b])
        #expect(solver.values(of: selection) == [3, 0])
        try solver.add(b == a + 4.5)
        #expect(solver.values(of: selection) == [3, 7.5])
        expectSameValues(solver, selection)
    }

    /// Removing rebuilds the tableau with new symbols: selections made before still read right.
    @Test func selectionsSurviveRemovalsAndRefusals() throws {
        let chain = Chain(intrinsic: [20, 50, 120, 30, 40])
        let solver = try chain.makeSolver(suggesting: chain.natural + 60)
        let values = solver.selection(of: chain.w + chain.x)
        let errors = solver.selection(of: chain.all)
        try solver.remove(chain.hugging[1])
        try solver.remove(chain.required[0])
        try solver.add(chain.x[0] == 5)
        #expect(throws: SolverError.self) { try solver.add(chain.x[0] == 6) }
        try solver.suggestValue(chain.natural + 20, for: chain.total)
        expectSameValues(solver, values)
        expectSameErrors(solver, errors)
    }

    @Test func errorsMatchOneByOneIncludingConstraintsNotInTheSolver() throws {
        let chain = Chain(intrinsic: [20, 50, 120, 30, 40])
        let solver = try chain.makeSolver(suggesting: chain.natural + 100)
        let outsider = Variable("outsider")
        let extra = [
            chain.w[0] + chain.w[1] == 0.3 * chain.x[4] - 7,
            (chain.x[2] <= chain.total / 3).priority(10),
            chain.w[3] + outsider >= 1000,
        ]
        let selection = solver.selection(of: chain.all + extra)
        for value in [chain.natural + 100, chain.natural - 100, chain.natural] {
            try solver.suggestValue(value, for: chain.total)
            expectSameErrors(solver, selection)
        }
        // A variable the solver had not seen when the selection was made, seen now: read at
        // its value, not at the 0 it had then.
        try solver.add(outsider == 25)
        expectSameErrors(solver, selection)
        // At the natural width no hugging is broken; stretched by 100, they are by 100 in total.
        let hugging = solver.selection(of: chain.hugging)
        #expect(abs(solver.errors(of: hugging).reduce(0, +)) < 1e-9)
        try solver.suggestValue(chain.natural + 100, for: chain.total)
        #expect(abs(solver.errors(of: hugging).reduce(0, +) - 100) < 1e-9)
    }
}
