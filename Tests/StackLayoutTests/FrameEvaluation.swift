import StackLayout

/// Reads constraints back off solved frames: the value of each anchor as the frames give it,
/// and how far a constraint is from holding. Independent of the solver: it works from the
/// frames a user sees.
struct FrameEvaluation {
    let result: LayoutResult
    let scene: Scene

    private var stackWidth: Double { result.frame(of: LayoutItem.stackView)?.width ?? 0 }

    /// The value of `anchor` (nil when the item has no frame). Leading edges are measured
    /// from the stack's leading edge, so right-to-left frames are mirrored back first.
    func value(of anchor: LayoutAnchor) -> Double? {
        guard let frame = result.frame(of: anchor.item) else { return nil }
        let rightToLeft = scene.stack.layoutDirection == .rightToLeft
        let lead = rightToLeft ? stackWidth - frame.x - frame.width : frame.x
        let baselines = scene.allViews.first { $0.name == anchor.item }?.baselines
        switch anchor.attribute {
        case .leading, .left: return lead
        case .trailing, .right: return lead + frame.width
        case .centerX: return lead + frame.width / 2
        case .width: return frame.width
        case .top: return frame.y
        case .bottom: return frame.y + frame.height
        case .centerY: return frame.y + frame.height / 2
        case .height: return frame.height
        case .firstBaseline: return frame.y + (baselines?.first ?? 0)
        case .lastBaseline: return frame.y + frame.height - (baselines?.last ?? 0)
        }
    }

    /// How far `constraint` is from holding in the frames: 0 when it holds (an inequality on
    /// the right side counts as holding), else the distance between its sides.
    func violation(of constraint: LayoutConstraint) -> Double? {
        guard let first = value(of: constraint.first) else { return nil }
        var second = constraint.constant
        if let anchor = constraint.second {
            guard let other = value(of: anchor) else { return nil }
            second += constraint.multiplier * other
        }
        let difference = first - second
        switch constraint.relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(difference, 0)
        case .greaterThanOrEqual: return max(-difference, 0)
        }
    }
}
