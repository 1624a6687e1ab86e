@testable import Cassowary
import PropertyBased
import Testing

/// Definitions stay short and shallow: a constraint defines a variable it names itself, and a
/// long definition whose terms have since cancelled is rewritten. Neither changes an answer.
@Suite struct DefinitionShapeTests {
    /// Positions chained by gaps (`x[k+1] == x[k] + g[k] + 10`, each gap named by a
    /// definition), then every gap equal to the first, as equalSpacing writes them.
    static func chainWithEqualGaps(count: Int) -> (solver: Solver, positions: [Variable], gaps: [Variable]) {
        let solver = Solver()
        let positions = (0...count).map { Variable("x\($0)") }
        let gaps = (0..<count).map { Variable("g\($0)") }
        try? solver.add(positions[0] == 0)
        for k in 0..<count { try? solver.add(positions[k + 1] == positions[k] + gaps[k] + 10) }
        for gap in gaps.dropFirst() { try? solver.add(gap == gaps[0]) }
        return (solver, positions, gaps)
    }

    /// `g[k] == g[0]` finds `g[0]` defined by the gap before: defining that gap (the first
    /// free variable of the expanded row) made a chain `g[0] → g[1] → … → g[k]` that every
    /// later row walked; defining `g[k]`, which the constraint names, keeps a star.
    @Test func aStarOfEqualitiesStaysAStar() {
        let (solver, positions, gaps) = Self.chainWithEqualGaps(count: 12)
        let tableau = solver.state.tableau
        var defined = 0
        for gap in gaps {
            guard let symbol = solver.state.symbol(of: gap), let definition = tableau.definitions[symbol] else { continue }
            defined += 1
            for cell in definition.cells where tableau.kinds[cell.symbol] == .external {
                #expect(tableau.definitions[cell.symbol] == nil, "\(gap.name) is defined through another definition")
            }
        }
        // All but the gap at the centre of the star are defined by the equalities.
        #expect(defined == gaps.count - 1)
        try? solver.add(positions[12] == 12 * 15)
        for gap in gaps { #expect(abs(solver.value(of: gap) - 5) < 1e-9) }
    }

    /// An equalSpacing-like stack whose common gap is first defined by what the widths leave
    /// of the stack (every width), then fixed at the spacing by the `>=` spacings: the rows
    /// of the later spacings go through the long definition only until it is rewritten.
    /// (Every inequality gets its row here: otherwise all spacings but the first are found
    /// parallel to it before anything is expanded through the gap's definition.)
    @Test func aDefinitionThatCancelledIsRewritten() {
        func solve(_ refresh: DefinitionRefresh) -> (expansions: Int, values: [Double]) {
            let solver = Solver()
            solver.state.sharesDummies = false
            solver.state.tableau.definitionRefresh = refresh
            let system = EqualSpacingSystem(spacings: Array(repeating: 8, count: 59), width: nil, solver: solver)
            let values = system.values
            return (solver.state.tableau.expansionCount, values)
        }
        let rewritten = solve(DefinitionRefresh())
        let kept = solve(.never)
        #expect(rewritten.values.count == kept.values.count)
        for (a, b) in zip(rewritten.values, kept.values) { #expect(abs(a - b) < 1e-9) }
        // Kept, each of the 59 spacings walks the 60 widths again (3,776 expansions; 528 with
        // the rewrite).
        #expect(kept.expansions > 2_000, "\(kept.expansions)")
        #expect(rewritten.expansions < 1_000, "\(rewritten.expansions)")
    }

    /// Rewriting every definition an expansion goes through changes no value, no ambiguity
    /// and no ranking of what it names.
    @Test func rewritingDefinitionsChangesNoAnswer() async {
        await propertyCheck(count: 300, input: DefinitionExpansionTests.systems) { specs in
            let variables = (0..<12).map { Variable("v\($0)") }
            func solve(_ refresh: DefinitionRefresh) -> (solver: Solver, refused: [Int]) {
                let solver = Solver()
                solver.state.tableau.definitionRefresh = refresh
                var refused: [Int] = []
                for (index, spec) in specs.enumerated() {
                    do { try solver.add(DefinitionExpansionTests.constraint(spec, variables)) } catch { refused.append(index) }
                }
                return (solver, refused)
            }
            let always = solve(.always)
            let never = solve(.never)
            #expect(always.refused == never.refused)
            let ambiguous = Set(always.solver.ambiguousVariables().map(\.name))
            #expect(ambiguous == Set(never.solver.ambiguousVariables().map(\.name)))
            let tableau = always.solver.state.tableau
            let ranks = tableau.definitionRanks.ranks
            for (variable, definition) in tableau.definitions.enumerated() {
                guard let definition else { continue }
                for cell in definition.cells where tableau.definitions[cell.symbol] != nil {
                    #expect(ranks[variable] > ranks[cell.symbol], "a definition ranks above what it names")
                }
            }
            for variable in variables where !ambiguous.contains(variable.name) {
                #expect(abs(always.solver.value(of: variable) - never.solver.value(of: variable)) < 1e-6, "\(variable.name)")
            }
        }
    }
}
