@testable import Cassowary
import PropertyBased
import Testing

/// Expanding a row through the definitions, highest rank first, gives the row that
/// substituting every definition in any order gives, and the ranks it relies on hold.
@Suite struct DefinitionExpansionTests {
    /// Random systems of two- and three-term equalities and inequalities over up to 12
    /// variables (chains, stars and closed loops of definitions), some optional.
    static var systems: Generator<[(Int, Int, Int, Int, Int)], some Sequence & SendableMetatype> {
        zip(Gen.int(in: 0...11), Gen.int(in: 0...11), Gen.int(in: 0...11), Gen.int(in: -5...5), Gen.int(in: 0...5))
            .array(of: 1...30)
    }

    static func constraint(_ spec: (Int, Int, Int, Int, Int), _ variables: [Variable]) -> Constraint {
        let (a, b, c, constant, kind) = spec
        var terms = [Term(variables[a], 1), Term(variables[b], -1)]
        if kind >= 3 { terms.append(Term(variables[c], kind == 5 ? 0.5 : -1)) }
        let relation: Relation = kind % 3 == 0 ? .greaterThanOrEqual : .equal
        let priority: Double = kind == 4 ? 250 : Priority.required
        return Constraint(Expression(terms, constant: Double(constant)), relation, priority: priority)
    }

    /// `row` with every definition and basic symbol substituted, one at a time, until none is left.
    static func naiveExpansion(of row: Row, in tableau: Tableau) -> [Symbol: Double] {
        var terms: [Symbol: Double] = [:]
        var constant = row.constant
        var pending = row.cells.map { ($0.symbol, $0.coefficient) }
        while let (symbol, coefficient) = pending.popLast() {
            if let definition = tableau.definitions[symbol] ?? tableau.rows[symbol] {
                constant += coefficient * definition.constant
                pending += definition.cells.map { ($0.symbol, coefficient * $0.coefficient) }
            } else {
                terms[symbol, default: 0] += coefficient
            }
        }
        terms[-1] = constant
        return terms.filter { abs($0.value) > 1e-9 }
    }

    @Test func expansionEqualsSubstitutingEveryDefinition() async {
        await propertyCheck(count: 300, input: Self.systems) { specs in
            let variables = (0..<12).map { Variable("v\($0)") }
            let solver = Solver()
            for spec in specs { try? solver.add(Self.constraint(spec, variables)) }
            var tableau = solver.state.tableau
            let ranks = tableau.definitionRanks.ranks
            for (variable, definition) in tableau.definitions.enumerated() {
                guard let definition else { continue }
                for cell in definition.cells where tableau.definitions[cell.symbol] != nil {
                    #expect(ranks[variable] > ranks[cell.symbol], "a definition ranks above what it names")
                }
            }
            for spec in specs {
                // The constraint's expression as a row, where the solver has seen its variables.
                let terms = Self.constraint(spec, variables).expression.terms
                let symbols = terms.compactMap { solver.state.symbol(of: $0.variable) }
                guard symbols.count == terms.count else { continue }
                var row = Row(constant: Double(spec.3))
                for (symbol, term) in zip(symbols, terms) { row.insert(symbol, term.coefficient) }
                let expected = Self.naiveExpansion(of: row, in: tableau)
                let expanded = tableau.expanded(row)
                var actual = Dictionary(uniqueKeysWithValues: expanded.cells.map { ($0.symbol, $0.coefficient) })
                actual[-1] = expanded.constant
                actual = actual.filter { abs($0.value) > 1e-9 }
                #expect(Set(actual.keys) == Set(expected.keys))
                for (symbol, value) in expected {
                    #expect(abs((actual[symbol] ?? 0) - value) < 1e-9)
                }
            }
        }
    }
}
