/// A recursive-descent JSON parser over Unicode scalars.
struct JSONParser {
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
                    message: "duplicate key \(TextExcerpt.quoted(key)); it is first used at line \(line), column \(column)",
                    keyPath: renderedPath(appending: .key(key))
                )
            }
            firstUse[key] = keyStart
            skipWhitespace()
            guard current == ":" else {
                throw error("expected ':' after the key \(TextExcerpt.quoted(key)), found \(foundDescription())")
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
            case .key(let key): rendered = JSONPath.appending(key: key, to: rendered)
            case .index(let index): rendered = JSONPath.appending(index: index, to: rendered)
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
