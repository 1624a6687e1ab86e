extension UIKitConstraints {
    /// UIView-margin-guide-constraint: where the layout margins guide sits inside the stack,
    /// as UIKit writes it (golden 12):
    ///
    ///     UIViewLayoutMarginsGuide.top == StackView.top + top
    ///     UIViewLayoutMarginsGuide.leading == StackView.leading + leading
    ///     StackView.bottom == UIViewLayoutMarginsGuide.bottom + bottom
    ///     StackView.trailing == UIViewLayoutMarginsGuide.trailing + trailing
    ///
    /// Only for a margins-relative stack with arranged views (otherwise nothing uses the guide).
    static func marginGuideConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        guard arrangement.stack.marginsRelative, !arrangement.views.isEmpty else { return [] }
        let margins = arrangement.stack.margins
        let guide = LayoutItem.marginsGuide
        let stack = LayoutItem.stackView
        let id = ConstraintIdentifier.marginGuide
        return [
            arrangement.constraint(id, guide, .top, .equal, stack, .top, constant: margins.top),
            arrangement.constraint(id, guide, .leading, .equal, stack, .leading, constant: margins.leading),
            arrangement.constraint(id, stack, .bottom, .equal, guide, .bottom, constant: margins.bottom),
            arrangement.constraint(id, stack, .trailing, .equal, guide, .trailing, constant: margins.trailing),
        ]
    }
}
