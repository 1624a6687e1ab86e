// How far a constraint is from holding, computed the same way wherever it is read.

extension Constraint {
    /// How far the constraint is from holding when the variable of term `i` has the value
    /// `valueOfTerm(i)`: 0 when it holds, otherwise the distance between its sides.
    func error(valueOfTerm: (Int) -> Double) -> Double {
        var difference = expression.constant
        for (index, term) in expression.terms.enumerated() {
            difference += term.coefficient * valueOfTerm(index)
        }
        return relation.violation(difference)
    }
}

extension Relation {
    /// How far `difference RELATION 0` is from holding: 0 when it holds.
    func violation(_ difference: Double) -> Double {
        switch self {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }
}
