/// The one-line text form of `spec/constraint-text.md` (placeholder; see ConstraintText tests).
public enum ConstraintText {
    /// `IDENTIFIER: ITEM.ATTRIBUTE RELATION [MULTIPLIER*]ITEM.ATTRIBUTE [± CONSTANT] [@PRIORITY]`.
    public static func line(for constraint: LayoutConstraint) -> String {
        "\(constraint.identifier): \(constraint.first) \(constraint.relation.rawValue) \(constraint.second.map { "\($0)" } ?? "\(constraint.constant)")"
    }
}
