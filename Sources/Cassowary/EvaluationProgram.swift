/// Every definition, in evaluation order, flattened into contiguous arrays: evaluating the
/// user variables then reads memory in order instead of following each definition's cells.
///
/// It holds only what does not change until the definitions do (which variables, which
/// terms, in which order); the constants, which suggestions move, are read where they live.
struct EvaluationProgram {
    /// One term of a definition: `coefficient * value`, where the value is another user
    /// variable's (`isExternal`) or a restricted symbol's (its row's constant when basic, else 0).
    struct Term {
        var symbol: Symbol
        var coefficient: Double
        var isExternal: Bool
    }

    /// The defined variables in evaluation order, each with where its terms end in `terms`.
    private var steps: [(variable: Symbol, termsEnd: Int)] = []
    /// The terms of every definition, step after step, each definition's in cell order.
    /// Parameter terms are left out: their value is already folded into the constants.
    private var terms: [Term] = []

    /// Compiles the definitions of `order` (each after the variables its definition names).
    init(order: [Symbol], definitions: [Row?], kinds: [SymbolKind]) {
        steps.reserveCapacity(order.count)
        for variable in order {
            guard let definition = definitions[variable] else { continue }
            for cell in definition.cells where kinds[cell.symbol] != .parameter {
                terms.append(Term(symbol: cell.symbol, coefficient: cell.coefficient, isExternal: kinds[cell.symbol] == .external))
            }
            steps.append((variable, terms.count))
        }
    }

    /// Stores the value of every defined variable in `values` (indexed by symbol, 0 for the
    /// variables no definition gives): its definition's constant plus its terms, in order.
    func evaluate(definitions: [Row?], rows: [Row?], into values: inout [Double]) {
        // The program's own arrays through buffers (its indices are its own), the tableau's
        // checked: the loop runs over every definition once a frame during a drag.
        steps.withUnsafeBufferPointer { steps in
            terms.withUnsafeBufferPointer { terms in
                var start = 0
                for step in steps {
                    var value = definitions[step.variable]?.constant ?? 0
                    for index in start..<step.termsEnd {
                        let term = terms[index]
                        value += term.coefficient * (term.isExternal ? values[term.symbol] : rows[term.symbol]?.constant ?? 0)
                    }
                    values[step.variable] = value
                    start = step.termsEnd
                }
            }
        }
    }
}
