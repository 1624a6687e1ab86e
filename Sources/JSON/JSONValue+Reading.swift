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
