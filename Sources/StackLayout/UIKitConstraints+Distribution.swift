extension UIKitConstraints {
    /// UISV-hiding: a hidden view's size along the axis is 0.
    static func hidingConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        arrangement.views.indices.filter(arrangement.isHidden).map {
            arrangement.constant(ConstraintIdentifier.hiding, arrangement.name($0), arrangement.along.size, equals: 0)
        }
    }

    /// The size constraints of fillEqually and fillProportionally (none for the others).
    static func distributionSizeConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        switch arrangement.stack.distribution {
        case .fillEqually:
            return fillEquallyConstraints(arrangement)
        case .fillProportionally:
            return fillProportionallyConstraints(arrangement) ?? fillEquallyConstraints(arrangement)
        case .fill, .equalSpacing, .equalCentering:
            return []
        }
    }

    /// UISV-fill-equally: every visible view as long as the first visible one.
    static func fillEquallyConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        guard let reference = arrangement.visible.first else { return [] }
        let size = arrangement.along.size
        return arrangement.visible.dropFirst().map {
            arrangement.constraint(
                ConstraintIdentifier.fillEqually,
                arrangement.name($0), size, .equal, arrangement.name(reference), size
            )
        }
    }

    /// UISV-fill-proportionally, or nil when the proportions are undefined and UIKit falls
    /// back to the fillEqually constraints (no visible view has a positive intrinsic
    /// length, golden 18; or the total below is not positive, as with a large negative
    /// spacing).
    ///
    /// The total is the sum of the visible views' positive intrinsic lengths plus
    /// `spacing * (visible - 1)` (the stack's spacing, not custom spacings, as UIKit
    /// computes it). A visible view with a positive intrinsic length gets
    /// `view.length == (length / total) * canvas.length`, where the canvas is the margins
    /// guide on a margins-relative stack; the priority is 999 minus the view's index among
    /// the visible views, never below 751, and the constraint is required when the
    /// multiplier is exactly 1 (golden 19). Any other visible view gets a required
    /// `view.length == 0` (golden 17).
    static func fillProportionallyConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint]? {
        let axis = arrangement.axis
        let lengths = arrangement.visible.map { index -> Double in
            let length = arrangement.views[index].intrinsicSize(on: axis) ?? 0
            return length > 0 ? length : 0
        }
        let spacingTotal = arrangement.stack.spacing * Double(arrangement.visible.count - 1)
        let total = lengths.reduce(spacingTotal, +)
        guard lengths.contains(where: { $0 > 0 }), total > 0, total.isFinite else { return nil }

        let size = arrangement.along.size
        return zip(arrangement.visible, lengths).enumerated().map { position, entry in
            let (index, length) = entry
            let name = arrangement.name(index)
            let multiplier = length / total
            guard multiplier > 0 else {
                return arrangement.constant(ConstraintIdentifier.fillProportionally, name, size, equals: 0)
            }
            let priority = multiplier == 1 ? 1000 : max(999 - Double(position), fillProportionallyFloor)
            return arrangement.constraint(
                ConstraintIdentifier.fillProportionally,
                name, size, .equal, arrangement.canvas, size,
                multiplier: multiplier, priority: priority
            )
        }
    }

    /// The lowest priority of fillProportionally's proportional sizes (999 minus the view's
    /// position, never below it): from the 249th visible view on they all sit at it.
    static let fillProportionallyFloor: Double = 751

    /// The lowest priority of equalCentering's equal gap lengths (150 minus the guide's
    /// index, never below it): from the 101st gap guide on they all sit at it.
    static let equalCenteringFloor: Double = 50

    /// Whether `constraint` is one of UIKit's optional constraints at the floor of its
    /// descending run of priorities (``fillProportionallyFloor``, ``equalCenteringFloor``),
    /// where UIKit's list no longer says which of them gives way first.
    static func isAtPriorityFloor(_ constraint: LayoutConstraint) -> Bool {
        switch constraint.identifier {
        case ConstraintIdentifier.fillProportionally: constraint.priority == fillProportionallyFloor
        case ConstraintIdentifier.fillEqually: constraint.priority == equalCenteringFloor
        default: false
        }
    }

    /// equalSpacing and equalCentering: a gap guide `_UIOLAGapGuideN` between each pair of
    /// visible neighbours (UISV-distributing-edge), all as long as the first
    /// (UISV-fill-equally).
    ///
    /// equalSpacing pins a guide between the facing edges (`guide.leading == previous.trailing`,
    /// `next.leading == guide.trailing`). equalCentering pins it between the centers
    /// (`guide.leading == previous.centerX`, `guide.trailing == next.centerX`); there its
    /// equal-length constraints are optional, at 150 minus the guide's index (149, 148, …,
    /// never below 50; golden 05). On a baseline-relative vertical stack the guide's own
    /// baselines take the place of its top and bottom (`guide.firstBaseline ==
    /// previous.lastBaseline`, `next.firstBaseline == guide.lastBaseline`; with equalCentering
    /// `guide.firstBaseline == previous.centerY`), as Arranged writes them; a guide has no
    /// baselines of its own, so they resolve to its top and bottom.
    static func gapGuideConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        let centering: Bool
        switch arrangement.stack.distribution {
        case .equalSpacing: centering = false
        case .equalCentering: centering = true
        case .fill, .fillEqually, .fillProportionally: return []
        }
        let along = arrangement.along
        // The sides of guides and views: edges, or baselines on a baseline-relative stack.
        let (leadingSide, trailingSide) = arrangement.isBaselineRelative
            ? (LayoutAttribute.firstBaseline, LayoutAttribute.lastBaseline) : (along.leading, along.trailing)
        let pairs = zip(arrangement.visible, arrangement.visible.dropFirst())
        var edges: [LayoutConstraint] = []
        var equalLengths: [LayoutConstraint] = []
        for (gapIndex, pair) in pairs.enumerated() {
            let guide = LayoutItem.gapGuide(gapIndex)
            let previous = arrangement.name(pair.0)
            let next = arrangement.name(pair.1)
            if centering {
                edges.append(arrangement.constraint(
                    ConstraintIdentifier.distributingEdge, guide, leadingSide, .equal, previous, along.center))
                edges.append(arrangement.constraint(
                    ConstraintIdentifier.distributingEdge, guide, trailingSide, .equal, next, along.center))
            } else {
                edges.append(arrangement.constraint(
                    ConstraintIdentifier.distributingEdge, guide, leadingSide, .equal, previous, trailingSide))
                edges.append(arrangement.constraint(
                    ConstraintIdentifier.distributingEdge, next, leadingSide, .equal, guide, trailingSide))
            }
            if gapIndex > 0 {
                equalLengths.append(arrangement.constraint(
                    ConstraintIdentifier.fillEqually, guide, along.size, .equal, LayoutItem.gapGuide(0), along.size,
                    priority: centering ? max(150 - Double(gapIndex), equalCenteringFloor) : 1000))
            }
        }
        return edges + equalLengths
    }

    /// UISV-canvas-fit along the axis: equalSpacing and equalCentering have only minimum
    /// gaps, so a weak `StackView.length == 0 @49` keeps an unsized stack tight (golden 04, 05).
    static func distributionCanvasFitConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        switch arrangement.stack.distribution {
        case .equalSpacing, .equalCentering:
            return [arrangement.constant(
                ConstraintIdentifier.canvasFit, LayoutItem.stackView, arrangement.along.size, equals: 0, priority: 49)]
        case .fill, .fillEqually, .fillProportionally:
            return []
        }
    }

    /// UISV-canvas-connection along the axis: the first arranged view's leading edge and the
    /// last one's trailing edge, hidden or not (golden 11), on the canvas's edges. When every
    /// view is hidden, the spanner takes their place (as Arranged does), so that the hidden
    /// views hold nothing.
    static func axisCanvasConnections(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        guard let first = arrangement.views.first, let last = arrangement.views.last else { return [] }
        let along = arrangement.along
        let leadingItem = arrangement.visible.isEmpty ? LayoutItem.spacer : first.name
        let trailingItem = arrangement.visible.isEmpty ? LayoutItem.spacer : last.name
        return [
            arrangement.constraint(
                ConstraintIdentifier.canvasConnection, arrangement.canvas, along.leading, .equal, leadingItem, along.leading),
            arrangement.constraint(
                ConstraintIdentifier.canvasConnection, trailingItem, along.trailing, .equal, arrangement.canvas, along.trailing),
        ]
    }
}
