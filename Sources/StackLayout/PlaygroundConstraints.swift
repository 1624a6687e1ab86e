/// Constraints that stackplay adds to the ones UIKit writes. Each is listed with the
/// others under its own identifier, so that what is shown is what was solved.
public enum PlaygroundConstraints {
    /// Pins the stack's top-leading corner to (0, 0): frames are relative to the stack.
    public static let origin = "stackplay-origin"
    /// Settles the choice UIKit leaves open when views share the lowest hugging or
    /// compression resistance: Apple resizes "based on their index", so the first
    /// visible view stretches or shrinks first.
    public static let tieBreak = "stackplay-tie-break"

    /// `StackView.leading == 0` and `StackView.top == 0`.
    public static let originConstraints = [
        LayoutConstraint(origin, LayoutAnchor(LayoutItem.stackView, .leading), .equal, constant: 0),
        LayoutConstraint(origin, LayoutAnchor(LayoutItem.stackView, .top), .equal, constant: 0),
    ]

    /// For fill, equalSpacing and equalCentering: every visible view after the first that
    /// has an intrinsic size on the axis is held at it by a very low priority that grows
    /// with its index (k / count for the k-th visible view, to 6 decimals, below every UIKit priority), so
    /// that among views of equal priority the earlier ones give way first.
    public static func tieBreaks(for scene: Scene) -> [LayoutConstraint] {
        switch scene.stack.distribution {
        case .fill, .equalSpacing, .equalCentering: break
        case .fillEqually, .fillProportionally: return []
        }
        let axis = scene.stack.axis
        let visible = scene.views.filter { !$0.hidden }
        guard visible.count > 1 else { return [] }
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        var result: [LayoutConstraint] = []
        for (index, view) in visible.enumerated() where index > 0 {
            guard let size = view.intrinsicSize(on: axis) else { continue }
            // Rounded to 6 decimals so that it prints exactly; distinct up to a million views.
            let priority = (Double(index) / Double(visible.count) * 1e6).rounded() / 1e6
            result.append(LayoutConstraint(tieBreak, LayoutAnchor(view.name, attribute), .equal, constant: size, priority: priority))
        }
        return result
    }
}
