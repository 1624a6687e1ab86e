extension UIKitConstraints {
    /// UISV-spacing: one constraint between each pair of neighbours, hidden or not:
    /// `next.leading == previous.trailing + gap`.
    ///
    /// Between the first and the last visible view the relation is the distribution's (`>=`
    /// for equalSpacing and equalCentering, where the spacing is the minimum gap) and a
    /// visible view's side is its baseline on a baseline-relative vertical stack
    /// (`next.firstBaseline`, `previous.lastBaseline`); a hidden view's side is always its
    /// edge. Before the first visible view and after the last one (and everywhere when every
    /// view is hidden) the hidden views are joined edge to edge, `==` with constant 0, so that
    /// they collapse onto the canvas edge they are connected to.
    static func spacingConstraints(_ arrangement: StackArrangement) -> [LayoutConstraint] {
        arrangement.views.indices.dropFirst().map { next in
            let previous = next - 1
            let between = isBetweenVisibleViews(arrangement, previous, next)
            return arrangement.constraint(
                ConstraintIdentifier.spacing,
                arrangement.name(next), spacingEdge(arrangement, of: next, leading: true, betweenVisibleViews: between),
                between ? spacingRelation(arrangement) : .equal,
                arrangement.name(previous), spacingEdge(arrangement, of: previous, leading: false, betweenVisibleViews: between),
                constant: between ? spacingConstant(arrangement, before: next) : 0
            )
        }
    }

    /// The relation of a spacing constraint between visible views: `==` for the fill
    /// distributions, `>=` for equalSpacing and equalCentering.
    static func spacingRelation(_ arrangement: StackArrangement) -> LayoutRelation {
        switch arrangement.stack.distribution {
        case .fill, .fillEqually, .fillProportionally: .equal
        case .equalSpacing, .equalCentering: .greaterThanOrEqual
        }
    }

    /// Whether the gap between neighbours `previous` and `previous + 1` lies between the first
    /// and the last visible view (rather than in a run of hidden views at an end of the stack).
    static func isBetweenVisibleViews(_ arrangement: StackArrangement, _ previous: Int, _ next: Int) -> Bool {
        guard let firstVisible = arrangement.visible.first, let lastVisible = arrangement.visible.last else {
            return false
        }
        return previous >= firstVisible && next <= lastVisible
    }

    /// The attribute of view `index` that a spacing constraint uses on its leading (or
    /// trailing) side: the edge; or, for a visible view in a gap between visible views on a
    /// baseline-relative vertical stack, its first (or last) baseline. A hidden view's
    /// baselines never carry spacing, and a gap at an end of the stack joins edges.
    static func spacingEdge(
        _ arrangement: StackArrangement, of index: Int, leading: Bool, betweenVisibleViews: Bool
    ) -> LayoutAttribute {
        if arrangement.isBaselineRelative, betweenVisibleViews, !arrangement.isHidden(index) {
            return leading ? .firstBaseline : .lastBaseline
        }
        return leading ? arrangement.along.leading : arrangement.along.trailing
    }

    /// The constant of the spacing constraint between views `next - 1` and `next`, both
    /// between the first and the last visible view.
    ///
    /// Two visible neighbours get the spacing after the first of them (its custom spacing, or
    /// the stack's). Hidden views have no size; the spacing between the visible views on
    /// either side of a run of hidden ones — the spacing after the visible view before the
    /// run, whatever custom spacing a hidden view has — is split into two halves, one on each
    /// outer edge of the run, and the edges between two hidden views get 0, so the visible
    /// views still end up exactly one spacing apart (golden 20).
    static func spacingConstant(_ arrangement: StackArrangement, before next: Int) -> Double {
        let previous = next - 1
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
