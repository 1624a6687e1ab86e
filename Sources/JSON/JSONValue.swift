/// A JSON document as a tree of values, keeping the order of object members.
///
/// stackplay reads scene and lesson files into a `JSONValue` with ``parse(_:)`` and writes every
/// JSON it prints (scenes, reports) with ``formatted(compactFrom:)``. It has its own reader rather
/// than Foundation's `JSONDecoder` because that one gives no line and column for an error on
/// Linux, and accepts trailing commas and duplicate keys, which a hand-written scene file must
/// not get away with. This module knows nothing of scenes.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; one too large for a `Double` reads as infinity.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in the order they were written.
    case object([(key: String, value: JSONValue)])
}

extension JSONValue: Equatable {
    /// Structural equality; object members are compared in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case let (.bool(a), .bool(b)):
            return a == b
        case let (.number(a), .number(b)):
            return a == b
        case let (.string(a), .string(b)):
            return a == b
        case let (.array(a), .array(b)):
            return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default:
            return false
        }
    }
}

extension JSONValue {
    /// The value of the first member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, for messages: `a string ("10")`, `an array`, `null`.
    public var kindDescription: String {
        switch self {
        case .null:
            return "null"
        case .bool(let value):
            return "a boolean (\(value))"
        case .number(let value):
            return value.isFinite ? "a number (\(JSONValue.numberText(value)))" : "a number too large to represent"
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return "a string (\(JSONValue.quoted(shown)))"
        case .array:
            return "an array"
        case .object:
            return "an object"
        }
    }
}
