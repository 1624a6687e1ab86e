import Cassowary

extension LayoutConstraint {
    /// The constraint as the solver takes it, `first - (multiplier * second + constant)`
    /// RELATION 0, written over the items' variables (`second` is nil exactly when the
    /// constraint has no second anchor).
    ///
    /// The terms and the arithmetic are exactly those of that expression written with the
    /// operators: the first anchor's terms, then the second's times `multiplier` and times
    /// -1; the constant `first + (second * multiplier + constant) * -1`. Only the
    /// intermediate expressions are left out.
    func solverExpression(first: ItemVariables, second: ItemVariables?) -> Expression {
        let lhs = first.expression(for: self.first.attribute)
        let rhs = self.second.flatMap { anchor in second?.expression(for: anchor.attribute) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + (rhs?.terms.count ?? 0))
        terms.append(contentsOf: lhs.terms)
        var rhsConstant = constant
        if let rhs {
            for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * multiplier * -1)) }
            rhsConstant = rhs.constant * multiplier + constant
        }
        return Expression(terms, constant: lhs.constant + rhsConstant * -1)
    }
}
