/// Variables looked up in a ``Solver`` once, so that their values can be read again and
/// again without hashing: make it with `Solver.selection(of:)` (of variables) and read it
/// with `Solver.values(of:)`.
///
/// A selection never reads a wrong value: it remembers which assignment of symbols it looked
/// its variables up in, and when the solver no longer has that assignment (it was rebuilt
/// after a removal), or for a variable the solver had not seen yet, the variable is looked
/// up again when read. Such reads are only slower.
public struct VariableSelection: Sendable {
    /// The variables, in the order their values are returned.
    public let variables: [Variable]
    /// Each variable's symbol in `assignment`; -1 when the solver had not seen it.
    let symbols: [Symbol]
    /// The assignment of symbols to variables the symbols were looked up in.
    let assignment: SymbolAssignment

    init(variables: [Variable], symbols: [Symbol], assignment: SymbolAssignment) {
        self.variables = variables
        self.symbols = symbols
        self.assignment = assignment
    }
}

/// The identity of one solver state's assignment of symbols to variables (see
/// `SolverState.symbolAssignment`). A selection holds it, so it cannot be reused by another.
final class SymbolAssignment: Sendable {}

extension SolverState {
    /// A selection of `variables` as the state knows them now.
    func selection(of variables: [Variable]) -> VariableSelection {
        let found = variables.map { symbol(of: $0) ?? -1 }
        return VariableSelection(variables: variables, symbols: found, assignment: symbolAssignment)
    }

    /// The values of the selected variables; `values` must be current.
    func values(of selection: VariableSelection) -> [Double] {
        let count = selection.variables.count
        let isCurrent = selection.assignment === symbolAssignment
        return [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            values.withUnsafeBufferPointer { values in
                selection.symbols.withUnsafeBufferPointer { symbols in
                    for index in 0..<count {
                        let symbol = symbols[index]
                        if isCurrent, symbol >= 0, symbol < values.count {
                            buffer[index] = values[symbol]
                        } else {
                            let found = self.symbol(of: selection.variables[index]) ?? -1
                            buffer[index] = found >= 0 && found < values.count ? values[found] : 0
                        }
                    }
                }
            }
            initialized = count
        }
    }
}
