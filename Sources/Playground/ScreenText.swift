/// Text helpers shared by the playground screen's lines: the characters that differ between
/// Unicode and ASCII drawing, and fitting text into a number of columns.
struct ScreenText: Sendable {
    /// Between the parts of a line when there is room: ` · `.
    let separator: String
    /// Between the parts of a line when room is short: `·`.
    let narrowSeparator: String
    /// Ends a shortened text.
    let ellipsis: String
    /// Between width and height: `280×200`.
    let times: String

    static let unicode = ScreenText(glyphs: .unicode)
    static let ascii = ScreenText(glyphs: .ascii)

    /// The screen's text characters, the same as the renderer's `glyphs`.
    init(glyphs: Glyphs) {
        separator = glyphs.separator
        narrowSeparator = glyphs.separator.trimmingSpaces
        ellipsis = glyphs.ellipsis
        times = glyphs.times
    }

    /// The Unicode or the ASCII set.
    static func forASCII(_ ascii: Bool) -> ScreenText {
        ascii ? .ascii : .unicode
    }

    /// `text` cut to `width` columns, ending in the ellipsis when it was cut (and there is
    /// room for more than the ellipsis); empty for a width of 0 or less.
    func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard text.count > width else { return text }
        guard width > ellipsis.count else { return String(text.prefix(width)) }
        return String(text.prefix(width - ellipsis.count)) + ellipsis
    }
}
