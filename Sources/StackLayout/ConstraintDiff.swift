/// How one list of layout constraints becomes another: which constraints stay, which
/// change only their constant or priority, which go and which come.
struct ConstraintDiff {
    /// For each position of the new list, the position of the equal old constraint it keeps
    /// (nil when it is changed or added).
    var kept: [Int?]
    /// Old and new positions of constraints that differ only in constant and/or priority
    /// (both required or both optional).
    var changed: [(old: Int, new: Int)]
    /// Old positions of constraints that go.
    var removed: [Int]
    /// New positions of constraints that come.
    var added: [Int]

    /// Whether nothing but the order may differ.
    var isEmpty: Bool { changed.isEmpty && removed.isEmpty && added.isEmpty }

    /// Pairs equal constraints first (in order), then, among the rest, constraints with the
    /// same identifier, anchors, relation and multiplier (in order).
    init(from old: [LayoutConstraint], to new: [LayoutConstraint]) {
        if let aligned = Self.aligned(old, new) {
            self = aligned
            return
        }
        var equal: [LayoutConstraint: [Int]] = [:]
        for position in old.indices.reversed() { equal[old[position], default: []].append(position) }
        kept = new.map { equal[$0]?.popLast() }
        var similar: [Shape: [Int]] = [:]
        for positions in equal.values {
            for position in positions { similar[Shape(old[position]), default: []].append(position) }
        }
        for key in similar.keys { similar[key]?.sort(by: >) }
        changed = []
        added = []
        for position in new.indices where kept[position] == nil {
            let shape = Shape(new[position])
            if let match = similar[shape]?.last, old[match].isRequired == new[position].isRequired {
                similar[shape]?.removeLast()
                changed.append((match, position))
            } else {
                added.append(position)
            }
        }
        removed = similar.values.flatMap { $0 }.sorted()
    }

    /// The diff of two lists of the same length whose constraints pair up position by
    /// position (the usual case: a key changed a constant or a priority), found without
    /// hashing; nil when they do not.
    private static func aligned(_ old: [LayoutConstraint], _ new: [LayoutConstraint]) -> ConstraintDiff? {
        guard old.count == new.count else { return nil }
        var kept: [Int?] = []
        kept.reserveCapacity(new.count)
        var changed: [(old: Int, new: Int)] = []
        for position in new.indices {
            let (before, after) = (old[position], new[position])
            if before == after {
                kept.append(position)
            } else if before.identifier == after.identifier, before.first == after.first, before.relation == after.relation,
                      before.second == after.second, before.multiplier == after.multiplier, before.isRequired == after.isRequired {
                kept.append(nil)
                changed.append((position, position))
            } else {
                return nil
            }
        }
        return ConstraintDiff(kept: kept, changed: changed, removed: [], added: [])
    }

    private init(kept: [Int?], changed: [(old: Int, new: Int)], removed: [Int], added: [Int]) {
        self.kept = kept
        self.changed = changed
        self.removed = removed
        self.added = added
    }

    /// What a constraint is apart from its constant and priority.
    private struct Shape: Hashable {
        var identifier: String
        var first: LayoutAnchor
        var relation: LayoutRelation
        var second: LayoutAnchor?
        var multiplier: Double

        init(_ constraint: LayoutConstraint) {
            identifier = constraint.identifier
            first = constraint.first
            relation = constraint.relation
            second = constraint.second
            multiplier = constraint.multiplier
        }
    }
}
