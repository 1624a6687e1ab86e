/// How one list of layout constraints becomes another: which constraints stay, which
/// change only their constant or priority, which go and which come.
///
/// Found by walking both lists in step, without hashing. A key press changes a constant or
/// a priority in place (the lists pair up position by position), or, like hiding a view,
/// takes out or puts in a few constraints in each group of UIKit's list (the spacing, the
/// alignment, the content sizes…), which keep their order. Where a pair neither is equal
/// nor differs only in constant and priority, the walk looks up to ``lookahead`` places
/// ahead for the nearest pair that does, and takes what it skips as removed or added.
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

    /// Whether the lists are the same.
    var isEmpty: Bool { changed.isEmpty && removed.isEmpty && added.isEmpty }

    /// How far ahead the walk looks for the place where the lists meet again.
    static let lookahead = 8

    /// The diff from `old` to `new`; nil when the walk finds no way through (the lists do
    /// not follow each other in step: the layout engine rebuilds for such a change, which
    /// in the update property test's random edits always takes constraints out anyway —
    /// hiding a view in a stack distributed by its gaps renames every gap after it).
    init?(from old: [LayoutConstraint], to new: [LayoutConstraint]) {
        kept = [Int?](repeating: nil, count: new.count)
        changed = []
        removed = []
        added = []
        var (i, j) = (0, 0)
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                kept[j] = i
            } else if Self.pairs(old[i], new[j]) {
                changed.append((i, j))
            } else {
                guard let skip = Self.nearestPairing(old, from: i, new, from: j) else { return nil }
                removed.append(contentsOf: i..<(i + skip.old))
                added.append(contentsOf: j..<(j + skip.new))
                i += skip.old
                j += skip.new
                continue
            }
            i += 1
            j += 1
        }
        removed.append(contentsOf: i..<old.count)
        added.append(contentsOf: j..<new.count)
    }

    /// Whether two constraints can stand for each other: equal, or differing only in
    /// constant and/or priority (both required or both optional).
    private static func pairs(_ before: LayoutConstraint, _ after: LayoutConstraint) -> Bool {
        before.identifier == after.identifier && before.first == after.first && before.relation == after.relation
            && before.second == after.second && before.multiplier == after.multiplier && before.isRequired == after.isRequired
    }

    /// The fewest constraints to skip — in the old list, in the new one, or as many in
    /// both — so that the next two pair up, up to ``lookahead``; nil when none does.
    private static func nearestPairing(_ old: [LayoutConstraint], from i: Int, _ new: [LayoutConstraint], from j: Int) -> (old: Int, new: Int)? {
        for skip in 1...lookahead {
            if i + skip < old.count, pairs(old[i + skip], new[j]) { return (skip, 0) }
            if j + skip < new.count, pairs(old[i], new[j + skip]) { return (0, skip) }
            if i + skip < old.count, j + skip < new.count, pairs(old[i + skip], new[j + skip]) { return (skip, skip) }
        }
        return nil
    }
}
