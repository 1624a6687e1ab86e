extension UIKitConstraints {
    /// UISV-text-width-disambiguation: on a horizontal stack with baseline alignment, each
    /// visible view gets an optional share of the canvas width,
    /// `view.width == (1/n)*canvas.width - spacing*(n-1)/n`, where n counts the visible
    /// views, at 10 above the larger of its horizontal hugging and compression resistance
    /// (760 by default; at most 999). fillEqually and fillProportionally already decide the
    /// widths and get none (golden 09, 10).
    static func textWidthConstraints(_ arrangement: StackArrangement, _ plan: AlignmentPlan) -> [LayoutConstraint] {
        guard plan.isHorizontalBaseline, !arrangement.visible.isEmpty else { return [] }
        switch arrangement.stack.distribution {
        case .fillEqually, .fillProportionally: return []
        case .fill, .equalSpacing, .equalCentering: break
        }
        let count = Double(arrangement.visible.count)
        let constant = -(arrangement.stack.spacing * (count - 1)) / count
        return arrangement.visible.map { index in
            let view = arrangement.views[index]
            let priority = min(max(view.compressionResistance.horizontal, view.hugging.horizontal) + 10, 999)
            return arrangement.constraint(
                ConstraintIdentifier.textWidthDisambiguation,
                view.name, .width, .equal, arrangement.canvas, .width,
                multiplier: 1 / count, constant: constant, priority: priority)
        }
    }
}
