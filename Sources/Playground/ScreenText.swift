/// Text helpers shared by the playground screen's lines: the characters that differ between
/// Unicode and ASCII drawing, and the one way text is fitted into a number of columns.
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

    /// The first of `forms` (longest first) that fits in `width` columns; when none does,
    /// the last one cut to `width`, ending in the ellipsis when there is room for more than
    /// the ellipsis. Empty for a width of 0 or less. Widths are terminal columns (a wide
    /// character takes two), and a cut never falls inside a character.
    func fitted(_ forms: [String], width: Int) -> String {
        guard width > 0, let last = forms.last else { return "" }
        if let fitting = forms.first(where: { $0.columnCount <= width }) { return fitting }
        let ellipsisWidth = ellipsis.columnCount
        guard width > ellipsisWidth else { return String(last.prefix(columns: width)) }
        return String(last.prefix(columns: width - ellipsisWidth)) + ellipsis
    }

    /// `text` in lines of at most `width` columns, broken after the last space (or `/`)
    /// that fits (or at the width, where a word ends there), or inside a word that does not
    /// fit; trailing spaces dropped. (A wide
    /// character in a width of one column gets a line of its own, which is too wide.)
    func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var rest = Substring(text)
        while rest.columnCount > width {
            var head = rest.prefix(columns: width)
            if head.isEmpty { head = rest.prefix(1) }
            // A word that ends exactly at the width stays on the line when a space follows it.
            let fillsLine = head.endIndex < rest.endIndex && rest[head.endIndex] == " "
            let cut = fillsLine ? head.endIndex : head.lastIndex { $0 == " " || $0 == "/" }.map { head.index(after: $0) } ?? head.endIndex
            let line = cut > head.startIndex ? rest[..<cut] : head
            lines.append(String(line).trimmingTrailingSpaces)
            rest = rest[line.endIndex...]
            while rest.first == " " { rest = rest.dropFirst() }
        }
        if !rest.isEmpty || lines.isEmpty { lines.append(String(rest).trimmingTrailingSpaces) }
        return lines
    }

    /// `text` cut to `width` columns, as ``fitted(_:width:)`` cuts it.
    func truncated(_ text: String, to width: Int) -> String {
        fitted([text], width: width)
    }

    /// The end of `text` that fits in `width` columns: what a text field shows of a text
    /// longer than it, so that the end being typed stays in view.
    func tail(_ text: String, width: Int) -> String {
        String(text.suffix(columns: max(0, width)))
    }
}
