/// Key paths into a JSON document, as messages print them: `views[2].hugging.vertical`, and
/// `customSpacing["my view"]` for a key that is not a plain name.
public enum JSONPath {
    /// `path.key`, or `path["key"]` when `key` is not a plain name; a key longer than
    /// ``TextExcerpt/length`` is cut like ``TextExcerpt/quoted(_:)``.
    public static func appending(key: String, to path: String) -> String {
        guard isPlainName(key), key.unicodeScalars.count <= TextExcerpt.length else {
            return path + "[" + TextExcerpt.quoted(key) + "]"
        }
        return path.isEmpty ? key : path + "." + key
    }

    /// `path[index]`.
    public static func appending(index: Int, to path: String) -> String {
        path + "[\(index)]"
    }

    /// Whether `text` matches `[A-Za-z_][A-Za-z0-9_-]*`: a key written after a dot.
    public static func isPlainName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isLetterOrUnderscore(first) else { return false }
        return text.unicodeScalars.allSatisfy { isLetterOrUnderscore($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static func isLetterOrUnderscore(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
