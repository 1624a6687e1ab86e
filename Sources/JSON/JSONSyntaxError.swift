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
