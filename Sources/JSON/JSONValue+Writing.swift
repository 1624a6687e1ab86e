extension JSONValue {
    /// The value as pretty-printed JSON: two-space indentation, one member or element per line,
    /// `"key": value` separators, no trailing newline. Non-finite numbers are written as `null`.
    public func formatted() -> String {
        formatted(compactFrom: Int.max)
    }

    /// The value as JSON with every array and object nested `depth` levels or deeper (the value
    /// itself is level 0) written on one line, `{"a": 1, "b": [2, 3]}`, and the shallower ones
    /// one member or element a line: reports keep one item a line this way.
    public func formatted(compactFrom depth: Int) -> String {
        var out = ""
        write(into: &out, level: 0, compactFrom: depth)
        return out
    }

    /// The value on one line.
    public var compactText: String {
        formatted(compactFrom: 0)
    }

    private func write(into out: inout String, level: Int, compactFrom depth: Int) {
        switch self {
        case .null:
            out += "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .number(let value):
            out += value.isFinite ? JSONValue.numberText(value) : "null"
        case .string(let value):
            out += JSONValue.quoted(value)
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            if level >= depth {
                out += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { out += ", " }
                    element.write(into: &out, level: level + 1, compactFrom: depth)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += JSONValue.indentation(level + 1)
                element.write(into: &out, level: level + 1, compactFrom: depth)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(level) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            if level >= depth {
                out += "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { out += ", " }
                    out += JSONValue.quoted(member.key) + ": "
                    member.value.write(into: &out, level: level + 1, compactFrom: depth)
                }
                out += "}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += JSONValue.indentation(level + 1) + JSONValue.quoted(member.key) + ": "
                member.value.write(into: &out, level: level + 1, compactFrom: depth)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(level) + "}"
        }
    }

    private static func indentation(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// A finite number as JSON text: whole numbers without a fraction (`160`, not `160.0`),
    /// others in Swift's shortest round-trip form (`0.1`, `1e-05`).
    public static func numberText(_ value: Double) -> String {
        if value == 0 { return "0" }  // also -0
        // Up to 2^53 Swift writes whole numbers as `160.0`; above it, in exponent form (`1e+16`).
        if value.isFinite, value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
