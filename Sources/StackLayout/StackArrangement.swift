/// The attributes of one direction of a stack: its two edges, its center and its size.
///
/// Along a horizontal stack they are leading, trailing, centerX and width; across it, top,
/// bottom, centerY and height. A vertical stack swaps the two.
struct AxisAttributes: Equatable {
    /// The edge where the direction starts (leading or top).
    let leading: LayoutAttribute
    /// The edge where the direction ends (trailing or bottom).
    let trailing: LayoutAttribute
    /// The center in this direction.
    let center: LayoutAttribute
    /// The size in this direction.
    let size: LayoutAttribute

    static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, center: .centerX, size: .width)
    static let vertical = AxisAttributes(leading: .top, trailing: .bottom, center: .centerY, size: .height)

    /// The attributes along `axis` (the distribution's direction).
    static func along(_ axis: Axis) -> AxisAttributes {
        axis == .horizontal ? .horizontal : .vertical
    }

    /// The attributes across `axis` (the alignment's direction).
    static func across(_ axis: Axis) -> AxisAttributes {
        axis == .horizontal ? .vertical : .horizontal
    }
}

/// A scene prepared for constraint generation: the views, which of them are visible, the
/// attributes of both directions and the item the arranged views connect to.
struct StackArrangement {
    let stack: StackProperties
    let views: [ArrangedView]
    /// Indices into `views` of the views that are not hidden, in order.
    let visible: [Int]
    /// Attributes along the axis: leading/trailing/centerX/width on a horizontal stack.
    let along: AxisAttributes
    /// Attributes across the axis: top/bottom/centerY/height on a horizontal stack.
    let across: AxisAttributes

    init(scene: Scene) {
        stack = scene.stack
        views = scene.views
        visible = scene.views.indices.filter { !scene.views[$0].hidden }
        along = .along(scene.stack.axis)
        across = .across(scene.stack.axis)
    }

    var axis: Axis { stack.axis }

    /// What canvas connections attach to: the margins guide or the stack itself.
    var canvas: String {
        stack.marginsRelative ? LayoutItem.marginsGuide : LayoutItem.stackView
    }

    /// Whether spacing is measured between baselines (`isBaselineRelativeArrangement`,
    /// which UIKit honours on vertical stacks only).
    var isBaselineRelative: Bool { stack.baselineRelative && axis == .vertical }

    func name(_ index: Int) -> String { views[index].name }

    func isHidden(_ index: Int) -> Bool { views[index].hidden }

    /// The spacing after view `index` when a visible view follows it: its custom spacing,
    /// or the stack's spacing.
    func spacing(after index: Int) -> Double {
        stack.customSpacing[name(index)] ?? stack.spacing
    }

    /// `identifier: firstItem.firstAttribute RELATION multiplier*secondItem.secondAttribute + constant @priority`.
    func constraint(
        _ identifier: String,
        _ firstItem: String, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal,
        _ secondItem: String, _ secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) -> LayoutConstraint {
        LayoutConstraint(
            identifier, LayoutAnchor(firstItem, firstAttribute), relation,
            LayoutAnchor(secondItem, secondAttribute),
            multiplier: multiplier, constant: constant, priority: priority
        )
    }

    /// `identifier: item.attribute == value @priority`.
    func constant(
        _ identifier: String,
        _ item: String, _ attribute: LayoutAttribute,
        equals value: Double, priority: Double = 1000
    ) -> LayoutConstraint {
        LayoutConstraint(identifier, LayoutAnchor(item, attribute), .equal, nil, constant: value, priority: priority)
    }
}
