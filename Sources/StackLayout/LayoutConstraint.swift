/// A layout attribute of an item, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Equatable, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline
}

/// How the two sides of a layout constraint relate.
public enum LayoutRelation: String, Equatable, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation with the two sides swapped (`<=` and `>=` trade places).
    public var swapped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// An attribute of a named item: `Subview0.leading`, `StackView.width`.
public struct LayoutAnchor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The item's name: a view's scene name or one of ``LayoutItem``'s names.
    public var item: String
    /// The attribute.
    public var attribute: LayoutAttribute

    /// Creates an anchor.
    public init(_ item: String, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// The names of the items that are not arranged views.
public enum LayoutItem {
    /// The stack view itself.
    public static let stackView = "StackView"
    /// The stack view's layout margins guide.
    public static let marginsGuide = "UIViewLayoutMarginsGuide"
    /// The alignment spanner of the weak-edge alignments.
    public static let spacer = "_UILayoutSpacer"
    /// The `index`-th gap guide of equalSpacing / equalCentering, from 0.
    public static func gapGuide(_ index: Int) -> String { gapGuidePrefix + String(index) }

    /// Why `name` cannot name an arranged view, or nil when it can: the stack, its margins
    /// guide, the spanner and the gap guides are items of their own in the constraints, and a
    /// view sharing a name would be the same item. A nested stack's guides are these names
    /// followed by `-` and its name, so `UIViewLayoutMarginsGuide` and `_UILayoutSpacer`, alone
    /// or followed by `-` and anything, and every name starting with `_UIOLAGapGuide` are reserved.
    public static func reservation(of name: String) -> String? {
        if name == stackView { return "it names the stack view itself" }
        if name == marginsGuide || name.hasPrefix(marginsGuide + "-") { return "it names the layout margins guide of a stack" }
        if name == spacer || name.hasPrefix(spacer + "-") { return "it names the alignment spanner of a stack" }
        return name.hasPrefix(gapGuidePrefix) ? "it names the gap guides of equalSpacing and equalCentering" : nil
    }

    static let gapGuidePrefix = "_UIOLAGapGuide"
}

/// Well-known constraint identifiers.
public enum ConstraintIdentifier {
    /// The stack's edges to its first and last views.
    public static let canvasConnection = "UISV-canvas-connection"
    /// Between neighbours.
    public static let spacing = "UISV-spacing"
    /// The views lined up across the stack.
    public static let alignment = "UISV-alignment"
    /// Equal lengths.
    public static let fillEqually = "UISV-fill-equally"
    /// Lengths in proportion to the intrinsic sizes.
    public static let fillProportionally = "UISV-fill-proportionally"
    /// Neighbours to the gap guides.
    public static let distributingEdge = "UISV-distributing-edge"
    /// Each view within the `_UILayoutSpacer` (weak-edge alignments).
    public static let spanningBoundary = "UISV-spanning-boundary"
    /// The alignment spacer as small as it can be.
    public static let spanningFit = "UISV-spanning-fit"
    /// The stack as small as it can be across the axis.
    public static let canvasFit = "UISV-canvas-fit"
    /// Views with no size across the axis held at zero.
    public static let ambiguitySuppression = "UISV-ambiguity-suppression"
    /// Views of text made equally wide when nothing else decides.
    public static let textWidthDisambiguation = "UISV-text-width-disambiguation"
    /// A hidden view's length held at zero.
    public static let hiding = "UISV-hiding"
    /// The layout margins guide to the stack's edges.
    public static let marginGuide = "UIView-margin-guide-constraint"
    /// Hugging and compression resistance of a view's intrinsic content size.
    public static let contentSize = "NSContentSizeLayoutConstraint"
    /// A size given in the scene (`stack.width` / `stack.height`).
    public static let custom = "custom"
}

/// One constraint: `first RELATION multiplier * second + constant` at `priority`,
/// or `first RELATION constant` when `second` is nil.
public struct LayoutConstraint: Equatable, Sendable, CustomStringConvertible {
    /// UIKit's identifier, such as `UISV-spacing`.
    public var identifier: String
    /// The left-hand side.
    public var first: LayoutAnchor
    /// The relation.
    public var relation: LayoutRelation
    /// The right-hand side's anchor; nil for a constant constraint.
    public var second: LayoutAnchor?
    /// The multiplier of `second` (1 when there is no second item).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority in `(0, 1000]`; 1000 is required.
    public var priority: Double

    /// Creates a constraint.
    public init(
        _ identifier: String,
        _ first: LayoutAnchor,
        _ relation: LayoutRelation,
        _ second: LayoutAnchor? = nil,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: Double = 1000
    ) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    public var description: String { ConstraintText.line(for: self) }
}

/// Layout constraints are hashed by every property, so that they can be looked up in sets
/// (a fresh solver takes the user's own constraints in their own place: see
/// ``LayoutEngine/insertionOrder(of:userConstraints:movingChainClosings:)``).
extension LayoutConstraint: Hashable {
    /// Hashes every property that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(first)
        hasher.combine(relation)
        hasher.combine(second)
        hasher.combine(multiplier)
        hasher.combine(constant)
        hasher.combine(priority)
    }
}
