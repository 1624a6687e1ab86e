import JSON

extension Explanation {
    /// The explanation for people: per item its summary, then per attribute its value, the
    /// constraints that decide it with the value each what-if gives, and what gave way.
    ///
    ///     Subview0 — Subview0 is stretched from 160 to 200: …
    ///       width 200
    ///         decided by
    ///           UISV-canvas-connection: StackView.trailing == Subview2.trailing    without it: 160
    ///         gave way
    ///           NSContentSizeLayoutConstraint: Subview0.width <= 160 @250    off by 40, yielded to …
    public var text: String {
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("\(item.name) — \(item.summary)")
            for attribute in item.attributes {
                lines += attribute.textLines
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"items": [{"name", "summary", "attributes": [{"attribute", "value", "ambiguous",
    /// "freeWhileHidden", "unplaced", "decidedBy", "whatIf", "gaveWay"}]}]}`, with every constraint in
    /// the JSON form of `stackplay constraints --format json`, so that a tool can look each
    /// one up.
    public var json: String {
        let objects = items.map { item -> JSONValue in
            .object([
                ("name", .string(item.name)),
                ("summary", .string(item.summary)),
                ("attributes", .array(item.attributes.map(\.jsonValue))),
            ])
        }
        return JSONValue.object([("items", .array(objects))]).formatted(compactFrom: 4)
    }
}

extension AttributeExplanation {
    /// The attribute's lines of ``Explanation/text``.
    var textLines: [String] {
        var lines = ["  \(attribute.rawValue) \(formatPoints(value))" + (freedomNote.map { " (\($0))" } ?? "")]
        if !decidedBy.isEmpty {
            lines.append("    decided by")
            let texts = decidedBy.map(ConstraintText.line(for:))
            let width = texts.map(\.count).max() ?? 0
            for (index, text) in zip(whatIf.indices, texts) {
                lines.append("      " + text.padding(toLength: width) + "    " + whatIfNote(at: index))
            }
        }
        if !gaveWay.isEmpty {
            lines.append("    gave way")
            for record in gaveWay {
                var line = "      \(ConstraintText.line(for: record.constraint))    off by \(formatPoints(record.offBy))"
                if record.constraint.isRequired {
                    line += ", broken to recover from a conflict with " + record.yieldedTo.map(ConstraintText.line(for:)).joined(separator: "; ")
                } else if !record.yieldedTo.isEmpty {
                    line += ", yielded to " + record.yieldedTo.map(ConstraintText.line(for:)).joined(separator: "; ")
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// The attribute as a JSON object.
    var jsonValue: JSONValue {
        let whatIfs = whatIf.map { record -> JSONValue in
            .object([
                ("without", ConstraintText.jsonValue(for: record.without)),
                ("value", .number(record.value)),
                ("ambiguous", .bool(record.ambiguous)),
            ])
        }
        let gave = gaveWay.map { record -> JSONValue in
            .object([
                ("constraint", ConstraintText.jsonValue(for: record.constraint)),
                ("offBy", .number(record.offBy)),
                ("yieldedTo", .array(record.yieldedTo.map(ConstraintText.jsonValue(for:)))),
            ])
        }
        return .object([
            ("attribute", .string(attribute.rawValue)),
            ("value", .number(value)),
            ("ambiguous", .bool(ambiguous)),
            ("freeWhileHidden", .bool(freeWhileHidden)),
            ("unplaced", .bool(unplaced)),
            ("decidedBy", .array(decidedBy.map(ConstraintText.jsonValue(for:)))),
            ("whatIf", .array(whatIfs)),
            ("gaveWay", .array(gave)),
        ])
    }
}
