import StackLayout

/// The tags that mark the user's own constraints in the constraints panel: `  (user #0)`,
/// or `  (user #0, off)` for one switched off. Each listed constraint takes the tag of the
/// first of the user's constraints equal to it that has not been taken yet, the on ones
/// first (the panel lists the solved constraints before the off ones), so that two equal
/// constraints get both their numbers and UIKit's own constraints get none.
struct UserConstraintTags {
    private var remaining: [(number: Int, entry: UserConstraintEntry)]

    init(_ entries: [UserConstraintEntry]) {
        let numbered = entries.enumerated().map { (number: $0.offset, entry: $0.element) }
        remaining = numbered.filter(\.entry.isOn) + numbered.filter { !$0.entry.isOn }
    }

    /// The tag of `constraint`, if it is one of the user's not tagged yet.
    mutating func take(_ constraint: LayoutConstraint) -> String? {
        guard let index = remaining.firstIndex(where: { $0.entry.constraint == constraint }) else { return nil }
        let (number, entry) = remaining.remove(at: index)
        return "  (user #\(number)" + (entry.isOn ? ")" : ", off)")
    }
}
