/// How an alignment treats the two edges across the axis (top and bottom of a horizontal
/// stack), and whether the views are packed into the `_UILayoutSpacer` spanner.
struct AlignmentPlan {
    let alignment: Alignment
    let axis: Axis
    /// Views may sit below the top edge (their top connection is an inequality).
    let isTopWeak: Bool
    /// Views may end above the bottom edge (their bottom connection is an inequality).
    let isBottomWeak: Bool
    /// Whether the spanner is used: when every view is hidden, or when there are several
    /// views and at least one edge is weak.
    let usesSpacer: Bool
    /// Whether some view is visible.
    let hasVisibleViews: Bool

    init(_ arrangement: StackArrangement) {
        alignment = arrangement.stack.alignment
        axis = arrangement.axis
        switch alignment {
        case .fill: (isTopWeak, isBottomWeak) = (false, false)
        case .leading: (isTopWeak, isBottomWeak) = (false, true)
        case .trailing: (isTopWeak, isBottomWeak) = (true, false)
        case .center, .firstBaseline, .lastBaseline: (isTopWeak, isBottomWeak) = (true, true)
        }
        hasVisibleViews = !arrangement.visible.isEmpty
        usesSpacer = !hasVisibleViews || (arrangement.views.count > 1 && (isTopWeak || isBottomWeak))
    }

    var isAnyEdgeWeak: Bool { isTopWeak || isBottomWeak }

    /// Baseline alignment on a horizontal stack, the only axis where UIKit honours it.
    var isHorizontalBaseline: Bool {
        axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
    }

    /// Baseline alignment on a vertical stack, which UIKit does not honour as baselines: the
    /// views are enclosed by the spanner as with baselines, but connect to the canvas as
    /// with leading (firstBaseline) or trailing (lastBaseline) alignment.
    var isVerticalBaseline: Bool {
        axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline)
    }

    /// Whether the canvas connection on the top (leading) edge goes to the spanner, or is an
    /// inequality when there is no spanner.
    var isTopCanvasConnectionWeak: Bool {
        isVerticalBaseline ? alignment == .lastBaseline : isTopWeak
    }

    /// Whether the canvas connection on the bottom (trailing) edge goes to the spanner, or is
    /// an inequality when there is no spanner.
    var isBottomCanvasConnectionWeak: Bool {
        isVerticalBaseline ? alignment == .firstBaseline : isBottomWeak
    }

    /// The attributes the views are aligned on, each relative to the first view.
    func alignedAttributes(_ across: AxisAttributes) -> [LayoutAttribute] {
        switch alignment {
        case .fill: return [across.leading, across.trailing]
        case .leading: return [across.leading]
        case .trailing: return [across.trailing]
        case .center: return [across.center]
        case .firstBaseline: return axis == .horizontal ? [.firstBaseline] : []
        case .lastBaseline: return axis == .horizontal ? [.lastBaseline] : []
        }
    }
}

extension UIKitConstraints {
    /// UISV-alignment: every other arranged view (hidden or not, golden 11) aligned with the
    /// first on the alignment's attributes: `first.top == other.top`.
    static func alignmentConstraints(_ arrangement: StackArrangement, _ plan: AlignmentPlan) -> [LayoutConstraint] {
        guard let first = arrangement.views.first else { return [] }
        return plan.alignedAttributes(arrangement.across).flatMap { attribute in
            arrangement.views.dropFirst().map {
                arrangement.constraint(
                    ConstraintIdentifier.alignment, first.name, attribute, .equal, $0.name, attribute)
            }
        }
    }

    /// UISV-spanning-boundary and UISV-spanning-fit: the spanner encloses the visible views;
    /// on a strong edge it meets each of them at 999.5, on a weak edge it only encloses them.
    /// Its length across the axis is pulled to 0 at 51. When every view is hidden the spanner
    /// stands in for them on both axes, and its length is pulled to 0 at 0.001 on both.
    static func spanningConstraints(_ arrangement: StackArrangement, _ plan: AlignmentPlan) -> [LayoutConstraint] {
        guard plan.usesSpacer, !arrangement.views.isEmpty else { return [] }
        let across = arrangement.across
        let spacer = LayoutItem.spacer
        var result: [LayoutConstraint] = []
        for index in arrangement.visible {
            let name = arrangement.name(index)
            result.append(arrangement.constraint(
                ConstraintIdentifier.spanningBoundary, spacer, across.leading,
                plan.isTopWeak ? .lessThanOrEqual : .equal, name, across.leading,
                priority: plan.isTopWeak ? 1000 : 999.5))
            result.append(arrangement.constraint(
                ConstraintIdentifier.spanningBoundary, spacer, across.trailing,
                plan.isBottomWeak ? .greaterThanOrEqual : .equal, name, across.trailing,
                priority: plan.isBottomWeak ? 1000 : 999.5))
        }
        result.append(arrangement.constant(
            ConstraintIdentifier.spanningFit, spacer, across.size, equals: 0,
            priority: plan.hasVisibleViews ? 51 : 0.001))
        if !plan.hasVisibleViews {
            result.append(arrangement.constant(
                ConstraintIdentifier.spanningFit, spacer, arrangement.along.size, equals: 0, priority: 0.001))
        }
        return result
    }

    /// UISV-canvas-connection across the axis.
    ///
    /// - No visible view: the spanner fills the canvas (and is centered on it for center).
    /// - With the spanner: a firm edge connects the first view, a weak edge the spanner
    ///   (golden 06, 07, 08, 09); lastBaseline on a horizontal stack instead keeps only
    ///   `canvas.bottom >= first.bottom` at the bottom (golden 10). Baseline alignment on a
    ///   vertical stack connects like leading (firstBaseline) or trailing (lastBaseline).
    /// - Without it (one view, or fill): the first view, with `canvas.top <= view.top` and
    ///   `canvas.bottom >= view.bottom` on weak edges (golden 14).
    /// - center also connects the centers of the canvas and the first view.
    ///
    /// The first view is connected even when hidden (golden 11): its place in UISV-alignment
    /// ties the visible views to it. Where nothing ties them to it — vertical baseline
    /// alignment writes no UISV-alignment, and the bottom inequality of horizontal lastBaseline
    /// would measure the hidden view's own bottom — the first visible view is connected.
    static func crossCanvasConnections(_ arrangement: StackArrangement, _ plan: AlignmentPlan) -> [LayoutConstraint] {
        guard let first = arrangement.views.first?.name else { return [] }
        let across = arrangement.across
        let canvas = arrangement.canvas
        let spacer = LayoutItem.spacer
        let id = ConstraintIdentifier.canvasConnection
        let firstVisible = arrangement.visible.first.map(arrangement.name) ?? first
        let centerItem = plan.hasVisibleViews ? first : spacer
        var result: [LayoutConstraint] = []

        if !plan.hasVisibleViews {
            result.append(arrangement.constraint(id, canvas, across.leading, .equal, spacer, across.leading))
            result.append(arrangement.constraint(id, spacer, across.trailing, .equal, canvas, across.trailing))
        } else if plan.usesSpacer {
            let anchor = plan.isVerticalBaseline ? firstVisible : first
            let topItem = plan.isTopCanvasConnectionWeak ? spacer : anchor
            result.append(arrangement.constraint(id, canvas, across.leading, .equal, topItem, across.leading))
            if plan.alignment == .lastBaseline && plan.axis == .horizontal {
                result.append(arrangement.constraint(
                    id, canvas, across.trailing, .greaterThanOrEqual, firstVisible, across.trailing))
            } else {
                let bottomItem = plan.isBottomCanvasConnectionWeak ? spacer : anchor
                result.append(arrangement.constraint(id, bottomItem, across.trailing, .equal, canvas, across.trailing))
            }
        } else {
            if plan.isTopCanvasConnectionWeak {
                result.append(arrangement.constraint(id, canvas, across.leading, .lessThanOrEqual, first, across.leading))
            } else {
                result.append(arrangement.constraint(id, canvas, across.leading, .equal, first, across.leading))
            }
            if plan.isBottomCanvasConnectionWeak {
                result.append(arrangement.constraint(
                    id, canvas, across.trailing, .greaterThanOrEqual, first, across.trailing))
            } else {
                result.append(arrangement.constraint(id, first, across.trailing, .equal, canvas, across.trailing))
            }
        }
        if plan.alignment == .center {
            result.append(arrangement.constraint(id, canvas, across.center, .equal, centerItem, across.center))
        }
        return result
    }

    /// UISV-canvas-fit across the axis, `StackView.height == 0 @49` on a horizontal stack:
    /// when a visible view's own canvas connection is an inequality (one view with a weak
    /// alignment, golden 14) and for baseline alignment of a horizontal stack (golden 09, 10).
    static func alignmentCanvasFitConstraints(_ arrangement: StackArrangement, _ plan: AlignmentPlan) -> [LayoutConstraint] {
        guard plan.hasVisibleViews else { return [] }
        let needsFit = plan.usesSpacer ? plan.isHorizontalBaseline : plan.isAnyEdgeWeak
        guard needsFit else { return [] }
        return [arrangement.constant(
            ConstraintIdentifier.canvasFit, LayoutItem.stackView, arrangement.across.size, equals: 0, priority: 49)]
    }

    /// UISV-ambiguity-suppression: with a weak edge, every arranged view's length across the
    /// axis is pulled to 0 at 25, so a view without an intrinsic size is not ambiguous.
    static func ambiguitySuppressionConstraints(_ arrangement: StackArrangement, _ plan: AlignmentPlan) -> [LayoutConstraint] {
        guard plan.isAnyEdgeWeak else { return [] }
        return arrangement.views.map {
            arrangement.constant(
                ConstraintIdentifier.ambiguitySuppression, $0.name, arrangement.across.size, equals: 0, priority: 25)
        }
    }
}
