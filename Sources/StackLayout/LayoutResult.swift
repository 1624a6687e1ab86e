/// The frame of one item of a solved layout.
public struct ItemFrame: Equatable, Sendable {
    /// The item's name (`StackView`, a view's name, `_UILayoutSpacer`, …).
    public var name: String
    /// Its frame, in points.
    public var frame: Frame

    /// Creates an item frame.
    public init(name: String, frame: Frame) {
        self.name = name
        self.frame = frame
    }
}

/// A constraint the solution does not satisfy, and by how much: an optional one that gave
/// way, or a required one broken to recover from a conflict.
public struct BrokenConstraint: Equatable, Sendable {
    /// The constraint.
    public var constraint: LayoutConstraint
    /// The distance between its two sides in the solution, in points.
    public var error: Double

    /// Creates a broken-constraint record.
    public init(constraint: LayoutConstraint, error: Double) {
        self.constraint = constraint
        self.error = error
    }
}

/// A required constraint that could not hold: UIKit's "Unable to simultaneously satisfy
/// constraints". It was broken (left out) to recover, and the layout was solved without it.
public struct ConstraintConflict: Equatable, Sendable {
    /// The constraint that was broken to recover.
    public var broken: LayoutConstraint
    /// The required constraints it contradicts.
    public var conflicting: [LayoutConstraint]

    /// Creates a conflict record.
    public init(broken: LayoutConstraint, conflicting: [LayoutConstraint]) {
        self.broken = broken
        self.conflicting = conflicting
    }
}

/// A solved stack layout.
public struct LayoutResult: Equatable, Sendable {
    /// Every constraint the layout was solved with, in the order they were added.
    public var constraints: [LayoutConstraint]
    /// The frames of every item that appears in the constraints: the stack, the views in
    /// scene order, then the layout guides.
    public var items: [ItemFrame] {
        didSet { itemIndex = Self.index(of: items) }
    }
    /// Each item's position in ``items`` by name (the first, should a name repeat).
    private var itemIndex: [String: Int]
    /// Every constraint the solution does not satisfy: the optional ones that gave way
    /// (``gaveWay``), then the required ones broken to recover from a conflict.
    public var broken: [BrokenConstraint]
    /// Required constraints broken to recover from a conflict.
    public var conflicts: [ConstraintConflict]
    /// The attributes the constraints do not pin down, as `Item.attribute`
    /// (`x`, `y`, `width`, `height`); empty when the layout is unique.
    public var ambiguous: [String]

    /// Creates a layout result.
    public init(constraints: [LayoutConstraint], items: [ItemFrame], broken: [BrokenConstraint] = [], conflicts: [ConstraintConflict] = [], ambiguous: [String] = []) {
        self.constraints = constraints
        self.items = items
        self.itemIndex = Self.index(of: items)
        self.broken = broken
        self.conflicts = conflicts
        self.ambiguous = ambiguous
    }

    /// The optional constraints that gave way: not satisfied, as is normal in Auto Layout
    /// when a stronger constraint wins. A required constraint broken to recover from a
    /// conflict is not among them (see ``conflicts``).
    public var gaveWay: [BrokenConstraint] {
        broken.filter { !$0.constraint.isRequired }
    }

    /// The frame of the named item.
    public func frame(of name: String) -> Frame? {
        itemIndex[name].map { items[$0].frame }
    }

    private static func index(of items: [ItemFrame]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(items.count)
        for (position, item) in items.enumerated() where index[item.name] == nil { index[item.name] = position }
        return index
    }
}
