/// Where a nested stack's baselines come from: UIStackView's `viewForFirstBaselineLayout` and
/// `viewForLastBaselineLayout` are its first and last arranged views' (their own, recursively,
/// when they are stacks too). stackplay takes the first and last *visible* arranged views, so
/// that hiding a view lays the rest out as removing it would; a stack with no visible view uses
/// its own top and bottom edges.
struct NestedBaselines {
    /// For each nested stack, the views its first and last baselines are read from.
    private let sources: [String: (first: String, last: String)]

    init(_ scene: Scene) {
        var sources: [String: (first: String, last: String)] = [:]
        let hidden = scene.effectivelyHiddenNames
        func source(of view: ArrangedView, last: Bool) -> String {
            guard let nested = view.nested else { return view.name }
            let visible = nested.views.filter { !hidden.contains($0.name) }
            guard let end = last ? visible.last : visible.first else { return view.name }
            return source(of: end, last: last)
        }
        for view in scene.allViews where view.nested != nil {
            let (first, last) = (source(of: view, last: false), source(of: view, last: true))
            if first != view.name || last != view.name {
                sources[view.name] = (first, last)
            }
        }
        self.sources = sources
    }

    /// Whether no nested stack's baselines are read from other views: ``resolve(_:)`` then
    /// changes nothing.
    var isEmpty: Bool { sources.isEmpty }

    /// `constraint` with a nested stack's `firstBaseline` and `lastBaseline` read from the views
    /// they come from; unchanged when it names none.
    func resolve(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard !sources.isEmpty else { return constraint }
        var resolved = constraint
        resolved.first = resolve(constraint.first)
        resolved.second = constraint.second.map(resolve)
        return resolved
    }

    private func resolve(_ anchor: LayoutAnchor) -> LayoutAnchor {
        guard let source = sources[anchor.item] else { return anchor }
        switch anchor.attribute {
        case .firstBaseline: return LayoutAnchor(source.first, .firstBaseline)
        case .lastBaseline: return LayoutAnchor(source.last, .lastBaseline)
        default: return anchor
        }
    }
}
