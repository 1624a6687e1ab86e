extension String {
    /// The text with every character the canvas draws as `?` (control characters such as
    /// ESC and BEL, zero-width ones, flags) replaced by `?`, as plain output prints it: a
    /// caption or a title in a file cannot move the cursor, clear the screen or retitle the
    /// terminal of whoever prints it. Line breaks stay where `keepingLineBreaks` is true.
    public func replacingUndrawable(keepingLineBreaks: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if keepingLineBreaks, character == "\n" || character == "\t" {
                result.append(character)
            } else {
                result.append(CharacterWidth.columns(of: character) == nil ? CharacterWidth.replacement : character)
            }
        }
        return result
    }
}
