import JSON

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
    /// ConstraintTextFormat.md gives it, one item, constraint or conflict a line. The optional
    /// constraints that gave way are in the constraint JSON form. Each conflict is
    /// `{"broken": CONSTRAINT, "conflicting": [CONSTRAINT, ...]}`: the required constraint broken
    /// to recover, and the required constraints it could not hold together with.
    public static func json(_ result: LayoutResult) -> String {
        let items = result.items.map { item -> JSONValue in
            .object([
                ("name", .string(item.name)), ("x", .number(item.frame.x)), ("y", .number(item.frame.y)),
                ("width", .number(item.frame.width)), ("height", .number(item.frame.height)),
            ])
        }
        let conflicts = result.conflicts.map { conflict -> JSONValue in
            .object([
                ("broken", ConstraintText.jsonValue(for: conflict.broken)),
                ("conflicting", .array(conflict.conflicting.map(ConstraintText.jsonValue(for:)))),
            ])
        }
        return JSONValue.object([
            ("items", .array(items)),
            ("ambiguous", .array(result.ambiguous.map(JSONValue.string))),
            ("gaveWay", .array(result.gaveWay.map { ConstraintText.jsonValue(for: $0.constraint) })),
            ("conflicts", .array(conflicts)),
        ]).formatted(compactFrom: 2)
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
