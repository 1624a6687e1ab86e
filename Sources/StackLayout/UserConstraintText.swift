/// A constraint of the user's own, written in a scene in the one-line constraint form, with
/// the identifier optional (`custom` by default) and spaces allowed around `*`:
///
///     Subview0.width == 2 * Subview1.width @750
///     StackView.width <= 300
///     title-min: Title.height >= 44
///
/// Auto Layout's pairing rules are checked as UIKit checks them when a constraint is made: a
/// constant alone can only be given to a width or height; a location relates only to a location
/// on the same axis (and leading/trailing never to left/right); a size only to a size; the
/// multiplier is a finite non-zero number.
public enum UserConstraintText {
    /// The identifier of a user's constraint written without one.
    public static let defaultIdentifier = "custom"

    /// Why a line is not a constraint: where (a 1-based column in the line) and what was expected.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The 1-based column of the character where reading stopped.
        public var column: Int
        /// What was expected there, or what is wrong.
        public var message: String

        public var description: String { "column \(column): \(message)" }
    }

    /// Reads `line`; `items` are the names a constraint may use (views, `StackView`, nested stacks).
    public static func parse(_ line: String, items: Set<String>) throws(ParseError) -> LayoutConstraint {
        var reader = Reader(Array(line))
        reader.skipSpaces()
        var identifier = defaultIdentifier
        if let colon = reader.indexOfIdentifierColon() {
            let word = String(reader.characters[reader.position..<colon])
            guard !word.isEmpty else { throw ParseError(column: colon + 1, message: "expected an identifier before \":\"") }
            identifier = word
            reader.position = colon + 1
            reader.skipSpaces()
        }
        let first = try reader.anchor(items: items)
        reader.skipSpaces()
        let relation = try reader.relation()
        reader.skipSpaces()

        var second: LayoutAnchor?
        var multiplier = 1.0
        var constant = 0.0
        let rightStart = reader.position
        // Where the constant starts, for a message about its range.
        var constantStart = reader.position
        if let number = reader.number() {
            reader.skipSpaces()
            if reader.peek == "*" {
                reader.position += 1
                reader.skipSpaces()
                guard number.isFinite, number != 0, abs(number) <= Self.multiplierLimit else {
                    throw ParseError(column: rightStart + 1, message: "the multiplier must be a number within ±\(formatPoints(Self.multiplierLimit)), other than 0")
                }
                multiplier = number
                second = try reader.anchor(items: items)
            } else {
                constant = number
            }
        } else {
            second = try reader.anchor(items: items)
        }
        reader.skipSpaces()
        if second != nil, let sign = reader.peek, sign == "+" || sign == "-" {
            reader.position += 1
            reader.skipSpaces()
            let numberStart = reader.position
            constantStart = numberStart
            guard let value = reader.number(), value >= 0 else {
                throw ParseError(column: numberStart + 1, message: "expected a number after \"\(sign)\"")
            }
            constant = sign == "-" ? -value : value
            reader.skipSpaces()
        }
        var priority = 1000.0
        if reader.peek == "@" {
            let priorityStart = reader.position
            reader.position += 1
            guard let value = reader.number(), value > 0, value <= 1000 else {
                throw ParseError(column: priorityStart + 1, message: "expected a priority in (0, 1000] after \"@\"")
            }
            priority = value
            reader.skipSpaces()
        }
        guard reader.isAtEnd else {
            throw ParseError(column: reader.position + 1, message: "unexpected \"\(reader.peek.map(String.init) ?? "")\"; expected + CONSTANT, @PRIORITY or the end")
        }
        guard constant.isFinite, abs(constant) <= 1e7 else {
            throw ParseError(column: constantStart + 1, message: "the constant must be a number within ±10000000")
        }
        let constraint = LayoutConstraint(identifier, first, relation, second, multiplier: multiplier, constant: constant, priority: priority)
        if let problem = pairingProblem(constraint) { throw ParseError(column: rightStart + 1, message: problem) }
        return constraint
    }

    /// The largest multiplier taken, either sign: larger ones (`1e308 * A.height`) made frames
    /// that are not finite numbers.
    static let multiplierLimit = 1000.0

    /// What Auto Layout would refuse about the attributes' pairing, or nil.
    static func pairingProblem(_ constraint: LayoutConstraint) -> String? {
        let first = constraint.first.attribute
        guard let second = constraint.second?.attribute else {
            return first.isSize ? nil : "a location (\(first.rawValue)) cannot equal a constant; relate it to another item's \(first.isHorizontal ? "leading, trailing or centerX" : "top, bottom, centerY or baseline")"
        }
        if first.isSize != second.isSize {
            return "\(first.rawValue) and \(second.rawValue) cannot be related: a size relates only to a size, a location only to a location"
        }
        if first.isSize { return nil }
        if first.isHorizontal != second.isHorizontal {
            return "\(first.rawValue) and \(second.rawValue) are on different axes"
        }
        if first.isDirectional != second.isDirectional, first.isHorizontal, first != .centerX, second != .centerX {
            return "leading/trailing cannot be related to left/right"
        }
        return nil
    }

    /// Reads characters left to right, keeping the position for error columns.
    private struct Reader {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        var isAtEnd: Bool { position >= characters.count }
        var peek: Character? { isAtEnd ? nil : characters[position] }

        mutating func skipSpaces() {
            while let character = peek, character == " " || character == "\t" { position += 1 }
        }

        /// The position of a `:` that ends a leading identifier (a word followed by `: `).
        func indexOfIdentifierColon() -> Int? {
            var index = position
            while index < characters.count, Self.isNameCharacter(characters[index]) { index += 1 }
            guard index < characters.count, characters[index] == ":" else { return nil }
            return index
        }

        mutating func anchor(items: Set<String>) throws(ParseError) -> LayoutAnchor {
            let start = position
            while let character = peek, Self.isNameCharacter(character) { position += 1 }
            let item = String(characters[start..<position])
            guard !item.isEmpty else { throw ParseError(column: start + 1, message: "expected ITEM.ATTRIBUTE") }
            guard peek == "." else { throw ParseError(column: position + 1, message: "expected \".\" and an attribute after \(SceneFileError.quotedExcerpt(item))") }
            guard items.contains(item) else {
                throw ParseError(column: start + 1, message: "unknown item \(SceneFileError.quotedExcerpt(item)); \(NameList.expected(insteadOf: item, among: items.sorted()))")
            }
            position += 1
            let attributeStart = position
            while let character = peek, character.isLetter { position += 1 }
            let name = String(characters[attributeStart..<position])
            guard let attribute = LayoutAttribute(rawValue: name) else {
                throw ParseError(column: attributeStart + 1, message: "unknown attribute \(SceneFileError.quotedExcerpt(name)); expected one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return LayoutAnchor(item, attribute)
        }

        mutating func relation() throws(ParseError) -> LayoutRelation {
            let start = position
            guard position + 1 < characters.count,
                  let relation = LayoutRelation(rawValue: String(characters[position...position + 1])) else {
                throw ParseError(column: start + 1, message: "expected ==, <= or >=")
            }
            position += 2
            return relation
        }

        /// A decimal number (optionally signed, with a fraction and an exponent), or nil with
        /// the position unchanged.
        mutating func number() -> Double? {
            let start = position
            var end = position
            if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
            while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end] == "e" || characters[end] == "E"
                || ((characters[end] == "-" || characters[end] == "+") && end > start && (characters[end - 1] == "e" || characters[end - 1] == "E")) {
                end += 1
            }
            // A number too large for a Double (`1e400`) is read as infinite, so that the
            // constant's or multiplier's range is what the message says, not an item name.
            guard end > start, let value = Double(String(characters[start..<end])), !value.isNaN else { return nil }
            position = end
            return value
        }

        static func isNameCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
        }
    }
}

extension LayoutAttribute {
    /// Width or height.
    var isSize: Bool { self == .width || self == .height }
    /// An attribute of the horizontal axis (a location or the width).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: return true
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: return false
        }
    }
    /// Leading or trailing (which follow the layout direction).
    var isDirectional: Bool { self == .leading || self == .trailing }
}
