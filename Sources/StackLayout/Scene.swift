/// One stack view and its arranged views (some of which may be stacks themselves), and the
/// user's own constraints: what a scene file holds.
public struct Scene: Equatable, Sendable {
    /// The stack view's properties.
    public var stack: StackProperties
    /// The arranged views, in `arrangedSubviews` order.
    public var views: [ArrangedView]
    /// The user's own constraints (scene format 2), solved after UIKit's.
    public var constraints: [LayoutConstraint]

    /// Creates a scene.
    public init(stack: StackProperties = StackProperties(), views: [ArrangedView] = [], constraints: [LayoutConstraint] = []) {
        self.stack = stack
        self.views = views
        self.constraints = constraints
    }
}

/// The stack of an arranged view that is itself a `UIStackView` (scene format 2).
public struct NestedStack: Equatable, Sendable {
    /// The nested stack's properties.
    public var stack: StackProperties
    /// Its arranged views, in `arrangedSubviews` order.
    public var views: [ArrangedView]

    /// Creates a nested stack.
    public init(stack: StackProperties = StackProperties(), views: [ArrangedView] = []) {
        self.stack = stack
        self.views = views
    }
}

/// The stack view's axis.
public enum Axis: String, Equatable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// `UIStackView.Distribution`: how views are laid out along the axis.
public enum Distribution: String, Equatable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `UIStackView.Alignment`: how views are laid out across the axis.
///
/// `top` and `bottom` in scene files are the horizontal-axis names of `leading` and
/// `trailing`; they are read as `.leading` and `.trailing`.
public enum Alignment: String, Equatable, Sendable, CaseIterable {
    case fill, leading, center, trailing, firstBaseline, lastBaseline

    /// The name UIKit uses for this alignment on a stack with `axis`
    /// (`top`/`bottom` on a horizontal stack).
    public func name(on axis: Axis) -> String {
        switch (self, axis) {
        case (.leading, .horizontal): return "top"
        case (.trailing, .horizontal): return "bottom"
        default: return rawValue
        }
    }
}

/// Left-to-right or right-to-left: which way `leading` and `trailing` point.
public enum LayoutDirection: String, Equatable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Directional layout margins, in points.
public struct Margins: Equatable, Sendable {
    /// The top margin.
    public var top: Double
    /// The leading margin (left, or right in right-to-left layouts).
    public var leading: Double
    /// The bottom margin.
    public var bottom: Double
    /// The trailing margin.
    public var trailing: Double

    /// Creates margins; UIKit's default is 8 on every edge.
    public init(top: Double = 8, leading: Double = 8, bottom: Double = 8, trailing: Double = 8) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// The properties of the stack view itself.
public struct StackProperties: Equatable, Sendable {
    /// The direction the views are laid out in.
    public var axis: Axis = .horizontal
    /// How the views share the stack's length.
    public var distribution: Distribution = .fill
    /// How the views sit across the stack.
    public var alignment: Alignment = .fill
    /// Points between neighbours; may be negative.
    public var spacing: Double = 0
    /// Spacing after the named view (`setCustomSpacing(_:after:)`), replacing `spacing`.
    public var customSpacing: [String: Double] = [:]
    /// `isBaselineRelativeArrangement` (used by vertical stacks only).
    public var baselineRelative: Bool = false
    /// `isLayoutMarginsRelativeArrangement`.
    public var marginsRelative: Bool = false
    /// Directional layout margins.
    public var margins: Margins = Margins()
    /// Which way leading and trailing point.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// A required `StackView.width == width`; nil leaves the stack unsized on that axis.
    public var width: Double? = nil
    /// A required `StackView.height == height`; nil leaves the stack unsized on that axis.
    public var height: Double? = nil

    /// Creates stack properties with UIKit's defaults.
    public init() {}
}

/// Content hugging or compression resistance priorities, one per axis.
public struct AxisPriorities: Equatable, Sendable {
    /// The priority for the width.
    public var horizontal: Double
    /// The priority for the height.
    public var vertical: Double

    /// Creates priorities for both axes.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority on `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// First and last baseline offsets of a view with text.
public struct Baselines: Equatable, Sendable {
    /// The first baseline, in points below the view's top.
    public var first: Double
    /// The last baseline, in points above the view's bottom.
    public var last: Double

    /// Creates baseline offsets.
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}

/// One arranged view.
public struct ArrangedView: Equatable, Sendable {
    /// Unique name, `[A-Za-z_][A-Za-z0-9_-]*`; it names the view in constraints.
    public var name: String
    /// Intrinsic content width in points; nil means no intrinsic width.
    public var width: Double?
    /// Intrinsic content height in points; nil means no intrinsic height.
    public var height: Double?
    /// Content hugging priorities (default 250).
    public var hugging: AxisPriorities
    /// Compression resistance priorities (default 750).
    public var compressionResistance: AxisPriorities
    /// Whether the view is hidden.
    public var hidden: Bool
    /// Baseline offsets; nil means the top and bottom edges serve as baselines.
    public var baselines: Baselines?
    /// The view's own stack when it is a `UIStackView`: then it has no intrinsic content size
    /// or baselines of its own, and its arranged views are laid out inside it.
    public var nested: NestedStack?
    /// The colour it is drawn in (the scene's `"color"`); nil: a colour of the palette that
    /// stays with the view.
    public var color: ViewColor?

    /// Creates an arranged view with UIKit's default priorities.
    public init(
        name: String,
        width: Double? = nil,
        height: Double? = nil,
        hugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250),
        compressionResistance: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750),
        hidden: Bool = false,
        baselines: Baselines? = nil,
        nested: NestedStack? = nil,
        color: ViewColor? = nil
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.hidden = hidden
        self.baselines = baselines
        self.nested = nested
        self.color = color
    }

    /// A nested stack view named `name`: no intrinsic content size, UIKit's default priorities.
    public static func stack(_ name: String, _ stack: StackProperties, views: [ArrangedView], hidden: Bool = false) -> ArrangedView {
        ArrangedView(name: name, hidden: hidden, nested: NestedStack(stack: stack, views: views))
    }

    /// The intrinsic size on `axis`, if any.
    public func intrinsicSize(on axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }
}
