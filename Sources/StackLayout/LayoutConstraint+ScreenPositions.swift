import Cassowary

/// Constraints that place things where they lie on screen, in a right-to-left stack.
///
/// The solver measures horizontal positions from the stack's leading edge, which is its
/// right edge in a right-to-left stack (frames are mirrored when read). That is how
/// `leading` and `trailing` read, and how `centerX` reads beside them: Auto Layout measures a
/// constraint that names `leading` or `trailing` along the layout direction. But `left` and
/// `right`, and `centerX` in a constraint without `leading` or `trailing`, are screen
/// positions measured from the left: `A.left >= StackView.centerX` puts A in the right half
/// whatever the direction. Written from the leading edge as they stand, such a constraint
/// would hold in the mirror image instead.
extension LayoutConstraint {
    /// Whether the constraint reads horizontal positions on screen, left to right, so that a
    /// right-to-left stack must solve it mirrored: it names `left` or `right`, or only
    /// `centerX` in a way that mirroring changes (an inequality, a constant or a multiplier;
    /// `A.centerX == B.centerX` says the same either way).
    var readsScreenPositions: Bool {
        guard first.attribute.isHorizontalLocation else { return false }
        let attributes = [first.attribute] + (second.map { [$0.attribute] } ?? [])
        if attributes.contains(where: { $0 == .left || $0 == .right }) { return true }
        guard attributes.allSatisfy({ $0 == .centerX }) else { return false }
        return relation != .equal || constant != 0 || multiplier != 1
    }

    /// The constraint as the solver takes it in a right-to-left stack `stackWidth` wide,
    /// for one that ``readsScreenPositions``: each screen position `p` of an item is the
    /// stack's width less the mirrored position measured from the leading edge (`left` is
    /// `width - trailing`, `right` is `width - leading`, `centerX` is `width - centerX`), so
    /// `first - (multiplier * second + constant)` becomes
    /// `-first' + multiplier * second' + (1 - multiplier) * width - constant`.
    func solverExpressionFromTheRight(first: ItemVariables, second: ItemVariables?, stackWidth: Variable) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(5)
        var constant = -first.appendTerms(of: self.first.attribute.mirrored, to: &terms) { -$0 }
        var widthShare = 1.0
        if let anchor = self.second, let second {
            let multiplier = multiplier
            constant += multiplier * second.appendTerms(of: anchor.attribute.mirrored, to: &terms) { $0 * multiplier }
            widthShare -= multiplier
        }
        if widthShare != 0 { terms.append(Term(stackWidth, widthShare)) }
        return Expression(terms, constant: constant - self.constant)
    }
}

extension LayoutAttribute {
    /// The attribute measured from the leading edge of a right-to-left stack that lies where
    /// this screen position does: `left` at the trailing side, `right` at the leading side,
    /// `centerX` at the centre.
    fileprivate var mirrored: LayoutAttribute {
        switch self {
        case .left: return .trailing
        case .right: return .leading
        default: return self
        }
    }
}
