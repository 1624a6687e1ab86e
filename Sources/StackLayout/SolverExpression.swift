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
        var terms: [Term] = []
        terms.reserveCapacity(4)
        let lhsConstant = first.appendTerms(of: self.first.attribute, to: &terms)
        var rhsConstant = constant
        if let anchor = self.second, let second {
            let multiplier = multiplier
            let constant = second.appendTerms(of: anchor.attribute, to: &terms) { $0 * multiplier * -1 }
            rhsConstant = constant * multiplier + self.constant
        }
        return Expression(terms, constant: lhsConstant + rhsConstant * -1)
    }
}
