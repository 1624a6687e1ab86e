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
    /// "decidedBy", "whatIf", "gaveWay"}]}]}`, with every constraint in the JSON form of
    /// `stackplay constraints --format json`, so that a tool can look each one up.
    public var json: String {
        let objects = items.map { item -> String in
            let attributes = item.attributes.map { "      " + $0.jsonObject }
            return "    {\"name\": \(JSONValue.quoted(item.name)), \"summary\": \(JSONValue.quoted(item.summary)), \"attributes\": [\n"
                + attributes.joined(separator: ",\n") + "\n    ]}"
        }
        return objects.isEmpty ? "{\"items\": []}" : "{\"items\": [\n" + objects.joined(separator: ",\n") + "\n]}"
    }
}

extension AttributeExplanation {
    /// The attribute's lines of ``Explanation/text``.
    var textLines: [String] {
        var lines = ["  \(attribute.rawValue) \(formatPoints(value))" + (ambiguous ? " (ambiguous: no constraint decides it)" : "")]
        if !decidedBy.isEmpty {
            lines.append("    decided by")
            let texts = decidedBy.map(ConstraintText.line(for:))
            let width = texts.map(\.count).max() ?? 0
            for (text, whatIf) in zip(texts, whatIf) {
                let without = whatIf.ambiguous ? "ambiguous" : formatPoints(whatIf.value)
                lines.append("      " + text.padding(toLength: width) + "    without it: \(without)")
            }
        }
        if !gaveWay.isEmpty {
            lines.append("    gave way")
            for record in gaveWay {
                var line = "      \(ConstraintText.line(for: record.constraint))    off by \(formatPoints(record.offBy))"
                if !record.yieldedTo.isEmpty {
                    line += ", yielded to " + record.yieldedTo.map(ConstraintText.line(for:)).joined(separator: "; ")
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// The attribute as one JSON object on one line.
    var jsonObject: String {
        let decided = decidedBy.map(ConstraintText.jsonObject(for:)).joined(separator: ", ")
        let whatIfs = whatIf.map { record in
            "{\"without\": \(ConstraintText.jsonObject(for: record.without)), \"value\": \(JSONValue.numberText(record.value)), \"ambiguous\": \(record.ambiguous)}"
        }.joined(separator: ", ")
        let gave = gaveWay.map { record in
            let yielded = record.yieldedTo.map(ConstraintText.jsonObject(for:)).joined(separator: ", ")
            return "{\"constraint\": \(ConstraintText.jsonObject(for: record.constraint)), \"offBy\": \(JSONValue.numberText(record.offBy)), \"yieldedTo\": [\(yielded)]}"
        }.joined(separator: ", ")
        return "{\"attribute\": \(JSONValue.quoted(attribute.rawValue)), \"value\": \(JSONValue.numberText(value)), \"ambiguous\": \(ambiguous), "
            + "\"decidedBy\": [\(decided)], \"whatIf\": [\(whatIfs)], \"gaveWay\": [\(gave)]}"
    }
}
