import JSON

extension ConstraintText {
    /// The constraints in the JSON form of <doc:ConstraintTextFormat>, one constraint a line:
    ///
    ///     {
    ///       "constraints": [
    ///         {"identifier": "UISV-spacing", "first": {"item": "Subview1", "attribute": "leading"}, "relation": "==", "second": {"item": "Subview0", "attribute": "trailing"}, "multiplier": 1, "constant": 0, "priority": 1000}
    ///       ]
    ///     }
    ///
    /// `second` is `null` for a constant constraint. Numbers are exact (the shortest text
    /// that reads back to the same value) and whole numbers have no `.0`.
    public static func json(_ constraints: [LayoutConstraint]) -> String {
        JSONValue.object([("constraints", .array(constraints.map(jsonValue(for:))))]).formatted(compactFrom: 2)
    }

    /// One constraint as a JSON object on one line.
    public static func jsonObject(for constraint: LayoutConstraint) -> String {
        jsonValue(for: constraint).compactText
    }

    /// One constraint as a JSON value: identifier, first, relation, second, multiplier,
    /// constant, priority.
    public static func jsonValue(for constraint: LayoutConstraint) -> JSONValue {
        .object([
            ("identifier", .string(constraint.identifier)),
            ("first", jsonAnchor(constraint.first)),
            ("relation", .string(constraint.relation.rawValue)),
            ("second", constraint.second.map(jsonAnchor) ?? .null),
            ("multiplier", .number(constraint.multiplier)),
            ("constant", .number(constraint.constant)),
            ("priority", .number(constraint.priority)),
        ])
    }

    private static func jsonAnchor(_ anchor: LayoutAnchor) -> JSONValue {
        .object([("item", .string(anchor.item)), ("attribute", .string(anchor.attribute.rawValue))])
    }
}
