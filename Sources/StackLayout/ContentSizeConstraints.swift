/// The constraints that come from the scene rather than from the stack view: each
/// arranged view's intrinsic content size, and the stack sizes the scene sets.
public enum ContentSizeConstraints {
    /// `NSContentSizeLayoutConstraint`: for every arranged view with an intrinsic width W,
    /// `view.width <= W` at its horizontal hugging priority and `view.width >= W` at its
    /// horizontal compression resistance; the same for an intrinsic height. A hidden view's
    /// intrinsic size does not act while it is hidden (it would otherwise stretch the visible
    /// views across the axis), so hidden views get none.
    public static func constraints(for scene: Scene) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        append(for: scene, to: &result)
        return result
    }

    /// Appends ``constraints(for:)`` to `constraints`.
    static func append(for scene: Scene, to constraints: inout [LayoutConstraint]) {
        for view in scene.views where !view.hidden {
            for axis in Axis.allCases {
                guard let size = view.intrinsicSize(on: axis) else { continue }
                let anchor = LayoutAnchor(view.name, axis == .horizontal ? .width : .height)
                constraints.append(LayoutConstraint(
                    ConstraintIdentifier.contentSize, anchor, .lessThanOrEqual,
                    constant: size, priority: view.hugging[axis]))
                constraints.append(LayoutConstraint(
                    ConstraintIdentifier.contentSize, anchor, .greaterThanOrEqual,
                    constant: size, priority: view.compressionResistance[axis]))
            }
        }
    }

    /// `custom`: `StackView.width == W` and `StackView.height == H` for the sizes the scene
    /// sets, required.
    public static func sceneSizeConstraints(for scene: Scene) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        if let width = scene.stack.width {
            result.append(LayoutConstraint(
                ConstraintIdentifier.custom, LayoutAnchor(LayoutItem.stackView, .width), .equal, constant: width))
        }
        if let height = scene.stack.height {
            result.append(LayoutConstraint(
                ConstraintIdentifier.custom, LayoutAnchor(LayoutItem.stackView, .height), .equal, constant: height))
        }
        return result
    }
}
