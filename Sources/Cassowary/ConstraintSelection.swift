/// Constraints whose variables are looked up in a ``Solver`` once, so that how far each is
/// from holding can be read again and again without a lookup per variable: make it with
/// `Solver.selection(of:)` (of constraints) and read it with ``Solver/errors(of:)``.
///
/// Like a ``VariableSelection``, it never reads a wrong value, whatever happens to the
/// solver afterwards; it is only slower when the solver was rebuilt since.
public struct ConstraintSelection: Sendable {
    /// The constraints, in the order their errors are returned.
    public let constraints: [Constraint]
    /// Each constraint's constant.
    let constants: [Double]
    /// Each constraint's relation.
    let relations: [Relation]
    /// Where each constraint's terms end in ``coefficients`` and ``termSymbols``.
    let termsEnds: [Int]
    /// The coefficient of every term, constraint after constraint, in term order.
    let coefficients: [Double]
    /// The symbol of every term's variable in `assignment`, in the same order; -1 when the
    /// solver had not seen it. Kept without the variables themselves (the constraints hold
    /// them): an array of them retained every variable once per term.
    let termSymbols: [Symbol]
    /// The assignment of symbols to variables the symbols were looked up in.
    let assignment: SymbolAssignment

    init(constraints: [Constraint], in state: SolverState) {
        self.constraints = constraints
        var constants: [Double] = []
        var relations: [Relation] = []
        var termsEnds: [Int] = []
        var coefficients: [Double] = []
        var symbols: [Symbol] = []
        constants.reserveCapacity(constraints.count)
        relations.reserveCapacity(constraints.count)
        termsEnds.reserveCapacity(constraints.count)
        // Most constraints relate two anchors of one or two terms each.
        coefficients.reserveCapacity(4 * constraints.count)
        symbols.reserveCapacity(4 * constraints.count)
        for constraint in constraints {
            let expression = constraint.expression
            constants.append(expression.constant)
            relations.append(constraint.relation)
            for term in expression.terms {
                coefficients.append(term.coefficient)
                symbols.append(state.symbol(of: term.variable) ?? -1)
            }
            termsEnds.append(coefficients.count)
        }
        self.constants = constants
        self.relations = relations
        self.termsEnds = termsEnds
        self.coefficients = coefficients
        self.termSymbols = symbols
        assignment = state.symbolAssignment
    }
}

extension SolverState {
    /// A selection of `constraints` as the state knows their variables now.
    func selection(of constraints: [Constraint]) -> ConstraintSelection {
        ConstraintSelection(constraints: constraints, in: self)
    }

    /// The error of each selected constraint (see ``Constraint/error(valueOfTerm:)``);
    /// `values` must be current.
    func errors(of selection: ConstraintSelection) -> [Double] {
        let termValues = termValues(of: selection)
        let constants = selection.constants
        let relations = selection.relations
        let termsEnds = selection.termsEnds
        let coefficients = selection.coefficients
        var errors: [Double] = []
        errors.reserveCapacity(termsEnds.count)
        var start = 0
        for index in termsEnds.indices {
            var difference = constants[index]
            let end = termsEnds[index]
            for term in start..<end { difference += coefficients[term] * termValues[term] }
            start = end
            errors.append(relations[index].violation(difference))
        }
        return errors
    }

    /// The value of every selected term's variable, in term order (0 for a variable the state
    /// has not seen); a variable whose symbol was looked up in another assignment is looked
    /// up again (through the constraint, which holds it), as is one it had not seen.
    private func termValues(of selection: ConstraintSelection) -> [Double] {
        let symbols = selection.termSymbols
        var result = [Double](repeating: 0, count: symbols.count)
        if selection.assignment === symbolAssignment {
            for (term, symbol) in symbols.enumerated() {
                if symbol >= 0 && symbol < values.count {
                    result[term] = values[symbol]
                } else if symbol < 0 {
                    result[term] = value(ofTerm: term, in: selection)
                }
            }
            return result
        }
        var term = 0
        for constraint in selection.constraints {
            for member in constraint.expression.terms {
                if let symbol = self.symbol(of: member.variable), symbol < values.count { result[term] = values[symbol] }
                term += 1
            }
        }
        return result
    }

    /// The value of the variable of the selection's `term`-th term, looked up now (the state
    /// had not seen it when the selection was made).
    private func value(ofTerm term: Int, in selection: ConstraintSelection) -> Double {
        // The constraint whose terms end first after `term` (the ends ascend).
        let ends = selection.termsEnds
        var low = 0
        var high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > term { high = middle } else { low = middle + 1 }
        }
        guard low < ends.count else { return 0 }
        let constraintIndex = low
        let start = constraintIndex == 0 ? 0 : selection.termsEnds[constraintIndex - 1]
        let variable = selection.constraints[constraintIndex].expression.terms[term - start].variable
        guard let symbol = symbol(of: variable), symbol < values.count else { return 0 }
        return values[symbol]
    }
}
