/// A line that is not in the one-line constraint form.
public struct ConstraintTextError: Error, Equatable, CustomStringConvertible {
    /// The line that failed to parse.
    public var line: String
    /// What is wrong with it.
    public var reason: String

    /// Creates an error for `line`.
    public init(line: String, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "cannot read constraint \"\(line)\": \(reason)" }
}

extension ConstraintText {
    /// Reads one line of the one-line form (see ``ConstraintText``).
    ///
    /// Accepts an optional multiplier (`0.571429*StackView.width`, `1*StackView.width`),
    /// an optional constant after a second item (`+ 10`, `- 4`, `+ 0`), a constant alone on
    /// the right (`0`, `-4`, `- 4`) and an optional `@PRIORITY` in `(0, 1000]`.
    public static func parse(_ line: String) throws(ConstraintTextError) -> LayoutConstraint {
        let fail = { (reason: String) in ConstraintTextError(line: line, reason: reason) }
        guard let colon = line.firstIndex(of: ":"),
              line.index(after: colon) < line.endIndex,
              line[line.index(after: colon)] == " "
        else {
            throw fail("expected \"IDENTIFIER: \" at the start")
        }
        let identifier = String(line[line.startIndex..<colon])
        guard !identifier.isEmpty, !identifier.contains(where: \.isWhitespace) else {
            throw fail("the identifier must be one word")
        }
        var tokens = line[line.index(after: colon)...].split(whereSeparator: \.isWhitespace).map(String.init)

        var priority = 1000.0
        if let last = tokens.last, last.hasPrefix("@") {
            guard let value = Double(last.dropFirst()), value > 0, value <= 1000 else {
                throw fail("the priority \"\(last)\" is not a number in (0, 1000]")
            }
            priority = value
            tokens.removeLast()
        }
        guard tokens.count >= 3 else { throw fail("expected ITEM.ATTRIBUTE RELATION RIGHT-HAND SIDE") }
        let first = try anchor(tokens[0], fail)
        guard let relation = LayoutRelation(rawValue: tokens[1]) else {
            throw fail("unknown relation \"\(tokens[1])\"; expected ==, <= or >=")
        }
        let rest = Array(tokens[2...])

        // A constant alone: `0`, `-4`, `- 4`, `+ 4`.
        if let constant = signedNumber(rest) {
            return LayoutConstraint(identifier, first, relation, nil, constant: constant, priority: priority)
        }

        var multiplier = 1.0
        var secondText = rest[0]
        if let star = secondText.firstIndex(of: "*") {
            guard let value = Double(secondText[secondText.startIndex..<star]), value.isFinite else {
                throw fail("the multiplier in \"\(secondText)\" is not a number")
            }
            multiplier = value
            secondText = String(secondText[secondText.index(after: star)...])
        }
        let second = try anchor(secondText, fail)

        var constant = 0.0
        switch rest.count {
        case 1:
            break
        case 3:
            guard let magnitude = Double(rest[2]), magnitude.isFinite else {
                throw fail("the constant \"\(rest[2])\" is not a number")
            }
            switch rest[1] {
            case "+": constant = magnitude
            case "-": constant = -magnitude
            default: throw fail("expected + or - before the constant, found \"\(rest[1])\"")
            }
        default:
            throw fail("expected \"+ CONSTANT\" or \"- CONSTANT\" after \(secondText)")
        }
        return LayoutConstraint(
            identifier, first, relation, second,
            multiplier: multiplier, constant: constant, priority: priority
        )
    }

    /// Parses every non-empty line of `text` that is not a `#` comment.
    public static func parseLines(_ text: String) throws(ConstraintTextError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingWhitespace
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            constraints.append(try parse(line))
        }
        return constraints
    }

    private static func anchor(
        _ text: String, _ fail: (String) -> ConstraintTextError
    ) throws(ConstraintTextError) -> LayoutAnchor {
        guard let dot = text.lastIndex(of: ".") else {
            throw fail("expected ITEM.ATTRIBUTE, found \"\(text)\"")
        }
        let item = String(text[text.startIndex..<dot])
        let attributeName = String(text[text.index(after: dot)...])
        guard !item.isEmpty else { throw fail("missing item name in \"\(text)\"") }
        guard let attribute = LayoutAttribute(rawValue: attributeName) else {
            throw fail("unknown attribute \"\(attributeName)\"")
        }
        return LayoutAnchor(item, attribute)
    }

    /// `["4"]`, `["-4"]`, `["-", "4"]` or `["+", "4"]` as a number; nil otherwise.
    private static func signedNumber(_ tokens: [String]) -> Double? {
        switch tokens.count {
        case 1:
            guard let value = Double(tokens[0]), value.isFinite else { return nil }
            return value
        case 2:
            guard let value = Double(tokens[1]), value.isFinite, value >= 0 else { return nil }
            switch tokens[0] {
            case "+": return value
            case "-": return -value
            default: return nil
            }
        default:
            return nil
        }
    }
}

extension Substring {
    /// The text without leading and trailing whitespace.
    fileprivate var trimmingWhitespace: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
              let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[start...end])
    }
}
