/// A solved layout as text for people and as the JSON that ConstraintTextFormat.md describes.
public enum LayoutReport {
    /// The frames as a table, then the ambiguity, the optional constraints that gave way and
    /// any conflict (with the required constraint broken to recover from it).
    public static func text(_ result: LayoutResult) -> String {
        var lines: [String] = []
        let nameWidth = max(4, result.items.map(\.name.count).max() ?? 0)
        let header = ["x", "y", "width", "height"]
        let cells = result.items.map { item in
            [item.frame.x, item.frame.y, item.frame.width, item.frame.height].map(formatPoints)
        }
        let columnWidths = header.indices.map { column in
            max(header[column].count, cells.map { $0[column].count }.max() ?? 0)
        }
        func row(_ name: String, _ values: [String]) -> String {
            var line = name.padding(toLength: nameWidth)
            for (column, value) in values.enumerated() {
                line += "  " + value.leftPadding(toLength: columnWidths[column])
            }
            return line
        }
        lines.append(row("item", header))
        for (item, values) in zip(result.items, cells) { lines.append(row(item.name, values)) }
        lines.append("")
        if result.ambiguous.isEmpty {
            lines.append("Ambiguous: no, the layout is unique.")
        } else {
            lines.append("Ambiguous layout: \(result.ambiguous.joined(separator: ", ")) can take other values.")
        }
        let gaveWay = result.gaveWay
        if gaveWay.isEmpty {
            lines.append("Gave way: none.")
        } else {
            lines.append("Gave way (\(gaveWay.count)):")
            for record in gaveWay {
                lines.append("  \(ConstraintText.line(for: record.constraint))   off by \(formatPoints(record.error))")
            }
        }
        for conflict in result.conflicts {
            lines.append("Unable to simultaneously satisfy constraints:")
            for other in conflict.conflicting { lines.append("  \(ConstraintText.line(for: other))") }
            lines.append("  \(ConstraintText.line(for: conflict.broken))")
            lines.append("Will attempt to recover by breaking constraint")
            lines.append("  \(ConstraintText.line(for: conflict.broken))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"items": [...], "ambiguous": [...], "gaveWay": [...], "conflicts": [...]}` as
    /// ConstraintTextFormat.md gives it. Items are one a line; the optional constraints that
    /// gave way are in the constraint JSON form. Each conflict is `{"broken": CONSTRAINT,
    /// "conflicting": [CONSTRAINT, ...]}`: the required constraint broken to recover, and the
    /// required constraints it could not hold together with.
    public static func json(_ result: LayoutResult) -> String {
        let items = result.items.map { item in
            "    {\"name\": \(JSONValue.quoted(item.name)), \"x\": \(number(item.frame.x)), \"y\": \(number(item.frame.y)), "
                + "\"width\": \(number(item.frame.width)), \"height\": \(number(item.frame.height))}"
        }
        let ambiguous = result.ambiguous.map(JSONValue.quoted).joined(separator: ", ")
        let gaveWay = result.gaveWay.map { "    " + ConstraintText.jsonObject(for: $0.constraint) }
        let conflicts = result.conflicts.map(conflictJSON)
        var text = "{\"items\": [\n" + items.joined(separator: ",\n") + "\n  ],\n"
        text += " \"ambiguous\": [\(ambiguous)],\n"
        text += gaveWay.isEmpty ? " \"gaveWay\": [],\n" : " \"gaveWay\": [\n" + gaveWay.joined(separator: ",\n") + "\n  ],\n"
        text += conflicts.isEmpty ? " \"conflicts\": []}" : " \"conflicts\": [\n" + conflicts.joined(separator: ",\n") + "\n  ]}"
        return text
    }

    /// One conflict as a JSON object: the broken constraint on its own line, then the
    /// conflicting ones one a line.
    private static func conflictJSON(_ conflict: ConstraintConflict) -> String {
        let conflicting = conflict.conflicting.map { "        " + ConstraintText.jsonObject(for: $0) }
        let list = conflicting.isEmpty ? "[]" : "[\n" + conflicting.joined(separator: ",\n") + "\n      ]"
        return "    {\"broken\": " + ConstraintText.jsonObject(for: conflict.broken) + ",\n"
            + "      \"conflicting\": " + list + "}"
    }

    /// JSON has no infinity or NaN: a non-finite number (which bounded scenes never produce)
    /// would be written as `null` rather than break the document.
    private static func number(_ value: Double) -> String {
        value.isFinite ? JSONValue.numberText(value) : "null"
    }
}

extension String {
    /// The string padded with spaces on the right to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string padded with spaces on the left to `length` characters.
    func leftPadding(toLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
