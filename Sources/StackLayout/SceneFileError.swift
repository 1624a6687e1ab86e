import JSON

/// Why a scene file could not be read, decoded or written: one message naming the file, the key
/// path inside it and, for malformed JSON, the line and column.
///
/// ```text
/// scene.json:4:17: malformed JSON: expected ',' or '}' after an object member, found '"'
/// scene.json: views[2].hugging.vertical: expected a priority in (0, 1000], found 1200
/// ```
public struct SceneFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's path or name, as the user gave it; may be empty for text that came from no file.
    public var file: String
    /// Where in the scene the problem is (`stack.margins.top`, `views[2].name`); empty for
    /// problems with the file as a whole.
    public var keyPath: String
    /// What was expected and what was found.
    public var message: String
    /// 1-based line of the problem, when known (malformed JSON).
    public var line: Int?
    /// 1-based column of the problem, when known (malformed JSON).
    public var column: Int?

    /// Creates an error.
    public init(file: String, keyPath: String = "", message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.keyPath = keyPath
        self.message = message
        self.line = line
        self.column = column
    }

    /// An error for a text that ``JSONValue/parse(_:)`` refused: malformed JSON is reported as
    /// `malformed JSON: …`, a duplicate key with its key path.
    public init(file: String, syntaxError: JSONSyntaxError) {
        switch syntaxError.kind {
        case .malformed:
            self.init(
                file: file, message: "malformed JSON: \(syntaxError.message)",
                line: syntaxError.line, column: syntaxError.column)
        case .duplicateKey:
            self.init(
                file: file, keyPath: syntaxError.keyPath, message: syntaxError.message,
                line: syntaxError.line, column: syntaxError.column)
        }
    }

    /// The whole error on one line: `file[:line:column]: [keyPath: ]message`.
    public var description: String {
        var parts: [String] = []
        // A line break in the file's name would break the one line: shown as `?`, as the
        // other characters a terminal would act on are where the message is printed.
        var location = String(file.map { $0.isNewline ? "?" : $0 })
        if let line {
            location += ":\(line)"
            if let column {
                location += ":\(column)"
            }
        }
        if !location.isEmpty {
            parts.append(location)
        }
        if !keyPath.isEmpty {
            parts.append(keyPath)
        }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}

extension SceneFileError {
    /// How many characters of a value a message quotes.
    public static let excerptLength = TextExcerpt.length

    /// `text` as messages show it (``TextExcerpt/of(_:)``): cut after ``excerptLength`` characters.
    public static func excerpt(_ text: String) -> String {
        TextExcerpt.of(text)
    }

    /// `text` cut like ``excerpt(_:)`` and written as a JSON string literal.
    public static func quotedExcerpt(_ text: String) -> String {
        TextExcerpt.quoted(text)
    }
}

/// Builds key paths such as `views[2].hugging.vertical` and `stack.customSpacing["my view"]`:
/// the JSON module's ``JSONPath``, under the name the scene code uses.
enum SceneKeyPath {
    /// `path.key`, or `path["key"]` when `key` is not a plain name.
    static func appending(key: String, to path: String) -> String {
        JSONPath.appending(key: key, to: path)
    }

    /// `path[index]`.
    static func appending(index: Int, to path: String) -> String {
        JSONPath.appending(index: index, to: path)
    }

    /// Whether `text` matches `[A-Za-z_][A-Za-z0-9_-]*`, the form of view names.
    static func isPlainName(_ text: String) -> Bool {
        JSONPath.isPlainName(text)
    }
}
