extension ConstraintText {
    /// The constraints in the JSON form of <doc:ConstraintTextFormat>, one constraint a line:
    ///
    ///     {"constraints": [
    ///       {"identifier": "UISV-spacing", "first": {"item": "Subview1", "attribute": "leading"}, "relation": "==", "second": {"item": "Subview0", "attribute": "trailing"}, "multiplier": 1, "constant": 0, "priority": 1000}
    ///     ]}
    ///
    /// `second` is `null` for a constant constraint. Numbers are exact (the shortest text
    /// that reads back to the same value) and whole numbers have no `.0`.
    public static func json(_ constraints: [LayoutConstraint]) -> String {
        guard !constraints.isEmpty else { return "{\"constraints\": []}" }
        let objects = constraints.map { "  " + jsonObject(for: $0) }
        return "{\"constraints\": [\n" + objects.joined(separator: ",\n") + "\n]}"
    }

    /// One constraint as a JSON object on one line.
    public static func jsonObject(for constraint: LayoutConstraint) -> String {
        let second = constraint.second.map(jsonAnchor) ?? "null"
        return "{\"identifier\": \(JSONValue.quoted(constraint.identifier)), "
            + "\"first\": \(jsonAnchor(constraint.first)), "
            + "\"relation\": \(JSONValue.quoted(constraint.relation.rawValue)), "
            + "\"second\": \(second), "
            + "\"multiplier\": \(jsonNumber(constraint.multiplier)), "
            + "\"constant\": \(jsonNumber(constraint.constant)), "
            + "\"priority\": \(jsonNumber(constraint.priority))}"
    }

    private static func jsonAnchor(_ anchor: LayoutAnchor) -> String {
        "{\"item\": \(JSONValue.quoted(anchor.item)), \"attribute\": \(JSONValue.quoted(anchor.attribute.rawValue))}"
    }

    /// JSON has no NaN or infinity; scenes reject them, so this only guards the output.
    private static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? NumberText.exact(value) : "null"
    }
}
