/// Why the items of a solved layout sit where they do: for each item and each of its four
/// frame attributes, the constraints that decide the value, what the value would be without
/// each of them (found by solving again), and the optional constraints that gave way.
public struct Explanation: Equatable, Sendable {
    /// The explained items, in report order (the stack first, then the views).
    public var items: [ItemExplanation]

    /// Creates an explanation.
    public init(items: [ItemExplanation]) {
        self.items = items
    }

    /// The explanation of the named item, if it was explained.
    public func item(named name: String) -> ItemExplanation? {
        items.first { $0.name == name }
    }
}

/// One of the four numbers of a frame.
public enum FrameAttribute: String, Equatable, Hashable, Sendable, CaseIterable {
    case x, y, width, height

    /// The attribute's value in `frame`.
    public func value(in frame: Frame) -> Double {
        switch self {
        case .x: return frame.x
        case .y: return frame.y
        case .width: return frame.width
        case .height: return frame.height
        }
    }

    /// The frame attribute a constraint on `attribute` moves first: sizes move their size,
    /// every horizontal position moves `x`, every vertical one `y`.
    public init(_ attribute: LayoutAttribute) {
        switch attribute {
        case .width: self = .width
        case .height: self = .height
        case .left, .right, .leading, .trailing, .centerX: self = .x
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: self = .y
        }
    }
}

/// Why one item sits where it does.
public struct ItemExplanation: Equatable, Sendable {
    /// The item's name (`StackView` or a view's name).
    public var name: String
    /// One sentence in plain words, from the catalogue of UIKit rules in ``ExplanationSummary``.
    public var summary: String
    /// x, y, width and height, in that order.
    public var attributes: [AttributeExplanation]

    /// Creates an item explanation.
    public init(name: String, summary: String, attributes: [AttributeExplanation]) {
        self.name = name
        self.summary = summary
        self.attributes = attributes
    }

    /// The explanation of one attribute.
    public func attribute(_ attribute: FrameAttribute) -> AttributeExplanation? {
        attributes.first { $0.attribute == attribute }
    }
}

/// Why one frame attribute has its value.
public struct AttributeExplanation: Equatable, Sendable {
    /// Which attribute.
    public var attribute: FrameAttribute
    /// Its value in points (one of the possible values when it is ambiguous).
    public var value: Double
    /// Whether the constraints leave it free.
    public var ambiguous: Bool
    /// The constraints that hold with equality and without which the value would change or
    /// become ambiguous, strongest priority first.
    public var decidedBy: [LayoutConstraint]
    /// For each constraint of ``decidedBy``, in the same order: the value without it.
    public var whatIf: [WhatIf]
    /// The optional constraints on this attribute of the item that are not satisfied, and
    /// a required one broken to recover from a conflict.
    public var gaveWay: [GaveWay]
    /// Whether it is free because its item is hidden and takes no room (a hidden view of an
    /// equalSpacing stack, anywhere between its neighbours): the layout is not ambiguous for it.
    public var freeWhileHidden = false
    /// Whether no constraint names it (a gap guide's position and length across its stack):
    /// it is where UIKit reports it, at its stack's edge (see ``UnfixedGuide``).
    public var unplaced = false

    /// What is said after the value of an attribute left free: for a hidden view's, that it
    /// takes no room, where "ambiguous" beside the layout's "not ambiguous" read as a
    /// contradiction; for one no constraint names, where it is reported.
    public var freedomNote: String? {
        // Said, where nothing under it did (`y 0`, then the next attribute).
        if unplaced { return "no constraint places it: UIKit reports it at the stack's edge" }
        guard ambiguous else { return nil }
        return freeWhileHidden ? "free while hidden: it takes no room" : "ambiguous: no constraint decides it"
    }

    /// Creates an attribute explanation.
    public init(attribute: FrameAttribute, value: Double, ambiguous: Bool, decidedBy: [LayoutConstraint], whatIf: [WhatIf], gaveWay: [GaveWay]) {
        self.attribute = attribute
        self.value = value
        self.ambiguous = ambiguous
        self.decidedBy = decidedBy
        self.whatIf = whatIf
        self.gaveWay = gaveWay
    }
}

/// What one attribute would be if one constraint were removed and the layout solved again.
public struct WhatIf: Equatable, Sendable {
    /// The removed constraint.
    public var without: LayoutConstraint
    /// The attribute's value in the layout solved without it.
    public var value: Double
    /// Whether the attribute would be free (ambiguous) without it.
    public var ambiguous: Bool

    /// Creates a what-if.
    public init(without: LayoutConstraint, value: Double, ambiguous: Bool) {
        self.without = without
        self.value = value
        self.ambiguous = ambiguous
    }
}

/// An optional constraint that is not satisfied, and the stronger ones it yielded to.
public struct GaveWay: Equatable, Sendable {
    /// The constraint that gave way.
    public var constraint: LayoutConstraint
    /// How far its two sides are from holding, in points.
    public var offBy: Double
    /// The stronger constraints without which it would be satisfied, or less violated; for
    /// a required constraint broken to recover from a conflict, the ones it conflicts with.
    public var yieldedTo: [LayoutConstraint]

    /// Creates a gave-way record.
    public init(constraint: LayoutConstraint, offBy: Double, yieldedTo: [LayoutConstraint]) {
        self.constraint = constraint
        self.offBy = offBy
        self.yieldedTo = yieldedTo
    }
}
