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
    /// the ellipsis. Empty for a width of 0 or less.
    func fitted(_ forms: [String], width: Int) -> String {
        guard width > 0, let last = forms.last else { return "" }
        if let fitting = forms.first(where: { $0.count <= width }) { return fitting }
        guard width > ellipsis.count else { return String(last.prefix(width)) }
        return String(last.prefix(width - ellipsis.count)) + ellipsis
    }

    /// `text` in lines of at most `width` columns, broken after the last space (or `/`)
    /// that fits, or inside a word that does not fit; trailing spaces dropped.
    func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            let head = rest.prefix(width)
            let cut = head.lastIndex { $0 == " " || $0 == "/" }.map { head.index(after: $0) } ?? head.endIndex
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
}
