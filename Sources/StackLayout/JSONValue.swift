/// A JSON document as a tree of values, keeping the order of object members.
///
/// Scene files are read into a `JSONValue` with ``parse(_:)`` (which rejects malformed JSON and
/// duplicate keys with a line and column) and written with ``formatted()``.
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

// MARK: - Writing

extension JSONValue {
    /// The value as pretty-printed JSON: two-space indentation, one member or element per line,
    /// `"key": value` separators, no trailing newline. Non-finite numbers are written as `null`.
    public func formatted() -> String {
        var out = ""
        write(into: &out, level: 0)
        return out
    }

    private func write(into out: inout String, level: Int) {
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
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += JSONValue.indentation(level + 1)
                element.write(into: &out, level: level + 1)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(level) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += JSONValue.indentation(level + 1) + JSONValue.quoted(member.key) + ": "
                member.value.write(into: &out, level: level + 1)
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

// MARK: - Reading

extension JSONValue {
    /// Parses one JSON value (RFC 8259), surrounded by optional whitespace.
    ///
    /// Besides malformed JSON, rejects an object that uses the same key twice, and nesting deeper
    /// than ``maximumDepth``. Numbers too large for a `Double` become infinity; callers that
    /// need finite numbers must check.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        return try parser.parseDocument()
    }

    /// The deepest nesting of arrays and objects that ``parse(_:)`` accepts.
    public static let maximumDepth = 256
}

/// Why ``JSONValue/parse(_:)`` refused a text, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: Equatable, Sendable {
        /// The text is not JSON.
        case malformed
        /// The text is JSON, but an object uses the same key twice.
        case duplicateKey
    }

    /// The kind of problem.
    public var kind: Kind
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column of the problem, counted in Unicode scalars.
    public var column: Int
    /// What was expected and what was found.
    public var message: String
    /// For a duplicate key, the key path of the repeated member (`stack.axis`); otherwise empty.
    public var keyPath: String

    /// Creates a syntax error.
    public init(kind: Kind = .malformed, line: Int, column: Int, message: String, keyPath: String = "") {
        self.kind = kind
        self.line = line
        self.column = column
        self.message = message
        self.keyPath = keyPath
    }

    /// `4:17: expected ',' or '}' after an object member, found '"'`.
    public var description: String {
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(line):\(column): \(path)\(message)"
    }
}

/// A recursive-descent JSON parser over Unicode scalars.
private struct JSONParser {
    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    /// Where the value being parsed sits in the document, for duplicate-key messages.
    private var path: [PathComponent] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < scalars.count {
            throw error("unexpected text after the JSON value, found \(foundDescription())")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let scalar = current else {
            throw error("expected a JSON value, found end of input")
        }
        switch scalar {
        case "{":
            return try parseObject()
        case "[":
            return try parseArray()
        case "\"":
            return .string(try parseString())
        case "-", "0"..."9":
            return .number(try parseNumber())
        default:
            if let word = wordAtIndex() {
                switch word {
                case "true":
                    index += 4
                    return .bool(true)
                case "false":
                    index += 5
                    return .bool(false)
                case "null":
                    index += 4
                    return .null
                case "NaN", "Infinity":
                    throw error("expected a JSON value, found '\(word)' (JSON has no NaN or infinity)")
                default:
                    break
                }
            }
            throw error("expected a JSON value, found \(foundDescription())")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        var firstUse: [String: Int] = [:]
        skipWhitespace()
        if current == "}" {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else {
                if current == "}" && !members.isEmpty {
                    throw error("expected a string key after ',', found '}' (trailing commas are not allowed)")
                }
                throw error("expected a string key in double quotes, found \(foundDescription())")
            }
            let keyStart = index
            let key = try parseString()
            if let first = firstUse[key] {
                let (line, column) = position(of: first)
                throw JSONSyntaxError(
                    kind: .duplicateKey,
                    line: position(of: keyStart).line,
                    column: position(of: keyStart).column,
                    message: "duplicate key \(SceneFileError.quotedExcerpt(key)); it is first used at line \(line), column \(column)",
                    keyPath: renderedPath(appending: .key(key))
                )
            }
            firstUse[key] = keyStart
            skipWhitespace()
            guard current == ":" else {
                throw error("expected ':' after the key \(SceneFileError.quotedExcerpt(key)), found \(foundDescription())")
            }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue()
            path.removeLast()
            members.append((key: key, value: value))
            skipWhitespace()
            switch current {
            case ",":
                index += 1
            case "}":
                index += 1
                depth -= 1
                return .object(members)
            default:
                throw error("expected ',' or '}' after an object member, found \(foundDescription())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == "]" {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if current == "]" && !elements.isEmpty {
                throw error("expected a value after ',', found ']' (trailing commas are not allowed)")
            }
            path.append(.index(elements.count))
            let element = try parseValue()
            path.removeLast()
            elements.append(element)
            skipWhitespace()
            switch current {
            case ",":
                index += 1
            case "]":
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw error("expected ',' or ']' after an array element, found \(foundDescription())")
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONValue.maximumDepth {
            throw error("arrays and objects are nested more than \(JSONValue.maximumDepth) levels deep")
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if current == "-" {
            index += 1
        }
        guard let first = current, isDigit(first) else {
            throw error("expected a digit after '-', found \(foundDescription())")
        }
        index += 1
        if first == "0", let next = current, isDigit(next) {
            throw error("numbers cannot have leading zeros")
        }
        skipDigits()
        if current == "." {
            index += 1
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit after the decimal point, found \(foundDescription())")
            }
            skipDigits()
        }
        if current == "e" || current == "E" {
            index += 1
            if current == "+" || current == "-" {
                index += 1
            }
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit in the exponent, found \(foundDescription())")
            }
            skipDigits()
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(text)) else {
            throw error("invalid number", at: start)
        }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1  // "
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw error("unterminated string: missing the closing '\"'", at: start)
            }
            switch scalar {
            case "\"":
                index += 1
                return String(result)
            case "\\":
                result.append(try parseEscape())
            case "\n", "\r":
                throw error("line break inside a string (missing the closing '\"'?)")
            default:
                if scalar.value < 0x20 {
                    throw error("control character \(scalarName(scalar)) inside a string; write it as an escape")
                }
                result.append(scalar)
                index += 1
            }
        }
    }

    /// Reads an escape sequence starting at the backslash.
    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1  // backslash
        guard let letter = current else {
            throw error("unterminated string: missing the closing '\"'")
        }
        index += 1
        switch letter {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let unit = try parseHex4(escapeStart: start)
            switch unit {
            case 0xD800...0xDBFF:
                let lowStart = index
                guard current == "\\", peek(1) == "u" else {
                    throw error("unpaired surrogate \\u\(hex4(unit)) in a string", at: start)
                }
                index += 2
                let low = try parseHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired surrogate \\u\(hex4(unit)) in a string", at: start)
                }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else {
                    throw error("invalid \\u escape", at: start)
                }
                return scalar
            case 0xDC00...0xDFFF:
                throw error("unpaired surrogate \\u\(hex4(unit)) in a string", at: start)
            default:
                guard let scalar = Unicode.Scalar(unit) else {
                    throw error("invalid \\u escape", at: start)
                }
                return scalar
            }
        default:
            throw error("invalid escape '\\\(letter)' in a string", at: start)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = hexValue(scalar) else {
                throw error("invalid \\u escape: expected 4 hexadecimal digits", at: escapeStart)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: Scanning

    private var current: Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            index += 1
        }
    }

    private mutating func skipDigits() {
        while let scalar = current, isDigit(scalar) {
            index += 1
        }
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The run of letters, digits and underscores at the current index, if it starts with a letter.
    private func wordAtIndex() -> String? {
        guard let first = current, first.properties.isAlphabetic else { return nil }
        var word = String.UnicodeScalarView()
        var cursor = index
        while cursor < scalars.count, word.count < 24 {
            let scalar = scalars[cursor]
            guard scalar.properties.isAlphabetic || isDigit(scalar) || scalar == "_" else { break }
            word.append(scalar)
            cursor += 1
        }
        return String(word)
    }

    /// What sits at the current index, for "found …" in messages.
    private func foundDescription() -> String {
        guard let scalar = current else { return "end of input" }
        if let word = wordAtIndex() {
            return "'\(word)'"
        }
        if scalar == "'" {
            return "\"'\""
        }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace || scalar.value == 0xFEFF {
            return scalarName(scalar)
        }
        return "'\(Character(scalar))'"
    }

    private func scalarName(_ scalar: Unicode.Scalar) -> String {
        "U+" + hex4(scalar.value)
    }

    // MARK: Positions and errors

    private func renderedPath(appending last: PathComponent) -> String {
        var rendered = ""
        for component in path + [last] {
            switch component {
            case .key(let key): rendered = SceneKeyPath.appending(key: key, to: rendered)
            case .index(let index): rendered = SceneKeyPath.appending(index: index, to: rendered)
            }
        }
        return rendered
    }

    /// The 1-based line and column of the scalar at `offset`; `\n`, `\r\n` and `\r` end lines.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var cursor = 0
        while cursor < offset && cursor < scalars.count {
            switch scalars[cursor] {
            case "\n":
                line += 1
                column = 1
            case "\r":
                if cursor + 1 < scalars.count && scalars[cursor + 1] == "\n" {
                    break  // the "\n" ends the line
                }
                line += 1
                column = 1
            default:
                column += 1
            }
            cursor += 1
        }
        return (line, column)
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let (line, column) = position(of: offset ?? index)
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}
