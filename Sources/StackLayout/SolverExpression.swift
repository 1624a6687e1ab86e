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

    /// The constraint as the solver takes it, written from the item that comes later along
    /// the stack's chain of views and gap guides: equalCentering's
    /// `_UIOLAGapGuide0.trailing == View1.centerX` becomes `View1.centerX ==
    /// _UIOLAGapGuide0.trailing`, the way UIKit writes equalSpacing's trailing edges; every
    /// other constraint stays as listed. The two say the same thing.
    ///
    /// The solver defines a variable it meets for the first time by the constraint that
    /// names it first. Written from the guide, the edge defined the guide's width by the
    /// next view's centre; the gaps, tied to the first by `UISV-fill-equally`, then redefined
    /// each view's position through the views after it, a chain that every later gap's row
    /// walked to its end (about N²/2 definitions expanded, 250 ms at 1000 views). Written
    /// from the view, the edge defines the view's position by the guide, each gap stays a
    /// variable of its own, and a gap's row stops at the next view (75 ms).
    var writtenAlongTheChain: LayoutConstraint {
        guard isWrittenAgainstTheChain, let second else { return self }
        return LayoutConstraint(identifier, second, .equal, first, constant: -constant, priority: priority)
    }

    /// Whether ``writtenAlongTheChain`` turns the constraint around.
    var isWrittenAgainstTheChain: Bool {
        guard first.attribute.isTrailingSide, relation == .equal, multiplier == 1,
              identifier == ConstraintIdentifier.distributingEdge,
              first.item.hasPrefix(LayoutItem.gapGuidePrefix),
              let second, !second.item.hasPrefix(LayoutItem.gapGuidePrefix) else { return false }
        return true
    }
}

extension LayoutAttribute {
    /// The side by which a chain along the stack leaves an item: trailing, right, bottom or
    /// last baseline.
    fileprivate var isTrailingSide: Bool {
        self == .trailing || self == .right || self == .bottom || self == .lastBaseline
    }
}

extension Relation {
    /// The solver's relation for a layout constraint's.
    init(_ relation: LayoutRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
