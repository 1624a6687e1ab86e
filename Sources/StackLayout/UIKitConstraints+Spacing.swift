extension UIKitConstraints {
    /// UISV-spacing: one constraint between each pair of neighbours, hidden or not:
    /// `next.leading == previous.trailing + gap` (`>=` for equalSpacing and equalCentering,
    /// where the spacing is the minimum gap). On a baseline-relative vertical stack the
    /// edges are `next.firstBaseline` and `previous.lastBaseline`.
    static func spacingConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        let relation: LayoutRelation = switch arrangement.stack.distribution {
        case .fill, .fillEqually, .fillProportionally: .equal
        case .equalSpacing, .equalCentering: .greaterThanOrEqual
        }
        let (leadingEdge, trailingEdge) = spacingEdges(arrangement)
        return arrangement.views.indices.dropFirst().map { next in
            arrangement.constraint(
                ConstraintIdentifier.spacing,
                arrangement.name(next), leadingEdge, relation,
                arrangement.name(next - 1), trailingEdge,
                constant: spacingConstant(arrangement, before: next)
            )
        }
    }

    /// The edges spacing is measured between: (following view's, preceding view's).
    static func spacingEdges(_ arrangement: StackArrangement) -> (LayoutAttribute, LayoutAttribute) {
        arrangement.isBaselineRelative
            ? (.firstBaseline, .lastBaseline)
            : (arrangement.along.leading, arrangement.along.trailing)
    }

    /// The constant of the spacing constraint between views `next - 1` and `next`.
    ///
    /// Two visible neighbours get the spacing after the first of them. Hidden views have no
    /// size; the spacing between the visible views on either side of a run of hidden ones is
    /// split into two halves, one on each outer edge of the run, and the edges between two
    /// hidden views get 0, so the visible views still end up exactly one spacing apart
    /// (golden 20). Before the first visible view and after the last one every gap is 0, so
    /// hidden views at the ends leave no space (golden 11).
    static func spacingConstant(_ arrangement: StackArrangement, before next: Int) -> Double {
        let previous = next - 1
        guard let firstVisible = arrangement.visible.first,
              let lastVisible = arrangement.visible.last,
              next > firstVisible, previous < lastVisible
        else { return 0 }
        switch (arrangement.isHidden(previous), arrangement.isHidden(next)) {
        case (false, false):
            return arrangement.spacing(after: previous)
        case (false, true):
            return arrangement.spacing(after: previous) / 2
        case (true, false):
            // The run of hidden views started after the last visible view before it.
            let opening = arrangement.visible.last(where: { $0 < previous }) ?? previous
            return arrangement.spacing(after: opening) / 2
        case (true, true):
            return 0
        }
    }
}
