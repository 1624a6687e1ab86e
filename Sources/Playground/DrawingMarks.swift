import StackLayout

/// The marks the drawing puts on a view to say how the layout treats it, and the legend
/// that explains them (in the help and in the why panel).
enum DrawingMark: CaseIterable, Sendable {
    /// Stretched past its intrinsic size along the stack's axis: its hugging gave way.
    case stretched
    /// Compressed below its intrinsic size along the stack's axis: its compression
    /// resistance gave way.
    case compressed
    /// The constraints leave its frame free: a dashed border and `?`.
    case ambiguous
    /// Compressed past zero (Auto Layout allows it): a bar with its size.
    case negative
    /// In a conflict of required constraints.
    case conflict

    /// The mark on a horizontal stack's view (written along its top edge), in Unicode or ASCII.
    func horizontal(ascii: Bool) -> String {
        switch self {
        case .stretched: return ascii ? "<>" : "↔"
        case .compressed: return ascii ? "><" : "→←"
        case .ambiguous: return "?"
        case .negative: return ascii ? "x" : "╳"
        case .conflict: return "!"
        }
    }

    /// The mark on a vertical stack's view, written down its left edge, one character a row.
    func vertical(ascii: Bool) -> String {
        switch self {
        case .stretched: return ascii ? "^v" : "↕"
        case .compressed: return ascii ? "v^" : "↓↑"
        case .ambiguous, .negative, .conflict: return horizontal(ascii: ascii)
        }
    }

    /// What it means, in a few words.
    var meaning: String {
        switch self {
        case .stretched: return "stretched along the axis: its hugging gave way"
        case .compressed: return "compressed along the axis: resistance gave way"
        case .ambiguous: return "ambiguous (dashed): the constraints leave it free"
        case .negative: return "negative size: a bar with its size"
        case .conflict: return "in a conflict of required constraints (red)"
        }
    }

    /// What it means in a word or two, for a small help box.
    var shortMeaning: String {
        switch self {
        case .stretched: return "stretched"
        case .compressed: return "compressed"
        case .ambiguous: return "ambiguous"
        case .negative: return "negative size"
        case .conflict: return "conflict"
        }
    }

    /// The mark's forms on both axes: `↔ ↕`, or one form when they are the same.
    func forms(ascii: Bool) -> String {
        let horizontal = horizontal(ascii: ascii), vertical = vertical(ascii: ascii)
        return horizontal == vertical ? horizontal : horizontal + " " + vertical
    }

    /// The legend: one line a mark, its horizontal and vertical forms, then what it means.
    static func legend(ascii: Bool) -> [String] {
        let marks = allCases.map { $0.forms(ascii: ascii) }
        let width = marks.map(\.count).max() ?? 0
        return zip(marks, allCases).map { mark, kind in mark + String(repeating: " ", count: width - mark.count) + "  " + kind.meaning }
    }
}

extension DrawingMark {
    /// The marks of the view called `name` in `layout` (of a stack along `axis`), in the
    /// order they are written: stretched or compressed along the axis, ambiguous, in a
    /// conflict. A negative size is not among them: it shows in the frame itself.
    ///
    /// This reads the whole layout; to mark every view, build a ``ViewMarkTable`` once.
    static func marks(of name: String, in layout: LayoutResult, axis: Axis) -> [DrawingMark] {
        ViewMarkTable(layout: layout, axis: { _ in axis }).marks(of: name)
    }
}

/// The marks of every view of a layout (see ``DrawingMark/marks(of:in:axis:)``), read from
/// the layout in one pass over what gave way, what is ambiguous and the conflicts, so that
/// marking N views costs O(N + those) rather than N times that.
struct ViewMarkTable {
    private var marksByName: [String: [DrawingMark]] = [:]

    /// The marks in `layout`, where `axis` gives the axis of the stack arranging the view
    /// with a given name.
    init(layout: LayoutResult, axis: (String) -> Axis) {
        var stretched = Set<String>(), compressed = Set<String>(), ambiguous = Set<String>(), conflicting = Set<String>()
        for record in layout.broken where !record.constraint.isRequired {
            let constraint = record.constraint
            guard constraint.identifier == ConstraintIdentifier.contentSize else { continue }
            let name = constraint.first.item
            let along: LayoutAttribute = axis(name) == .horizontal ? .width : .height
            guard constraint.first.attribute == along else { continue }
            if constraint.relation == .lessThanOrEqual { stretched.insert(name) }
            if constraint.relation == .greaterThanOrEqual { compressed.insert(name) }
        }
        for attribute in layout.ambiguous {
            guard let dot = attribute.lastIndex(of: ".") else { continue }
            guard ["x", "y", "width", "height"].contains(attribute[attribute.index(after: dot)...]) else { continue }
            ambiguous.insert(String(attribute[..<dot]))
        }
        for conflict in layout.conflicts {
            for constraint in [conflict.broken] + conflict.conflicting {
                conflicting.insert(constraint.first.item)
                if let second = constraint.second { conflicting.insert(second.item) }
            }
        }
        for name in stretched.union(compressed).union(ambiguous).union(conflicting) {
            var marks: [DrawingMark] = []
            if stretched.contains(name) { marks.append(.stretched) }
            if compressed.contains(name) { marks.append(.compressed) }
            if ambiguous.contains(name) { marks.append(.ambiguous) }
            if conflicting.contains(name) { marks.append(.conflict) }
            marksByName[name] = marks
        }
    }

    /// The marks of the view called `name`, in the order they are written.
    func marks(of name: String) -> [DrawingMark] {
        marksByName[name] ?? []
    }
}
