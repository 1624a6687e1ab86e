/// Values as error messages quote them: whole up to ``length`` characters, otherwise the first
/// ``length`` and `…`, so that a megabyte of bad input is not echoed back.
public enum TextExcerpt {
    /// How many characters of a value a message quotes.
    public static let length = 60

    /// `text`, cut to ``length`` characters and `…` when longer.
    public static func of(_ text: String) -> String {
        // Counting scalars rather than characters stays linear on text made of one huge cluster.
        guard text.unicodeScalars.count > length else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(length))) + "…"
    }

    /// `text` cut like ``of(_:)`` and written as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        guard text.unicodeScalars.count > length else { return JSONValue.quoted(text) }
        return JSONValue.quoted(String(String.UnicodeScalarView(text.unicodeScalars.prefix(length)))) + "…"
    }
}
