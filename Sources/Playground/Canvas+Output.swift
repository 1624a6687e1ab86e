/// The canvas as text: plain lines, or lines with ANSI SGR escapes.
extension Canvas {
    /// The rows as plain text, one string per row, without trailing spaces.
    public func lines() -> [String] {
        (0..<height).map { row in
            let start = row * width
            var end = start + width
            while end > start, cells[end - 1].character == " " { end -= 1 }
            var line = String()
            line.reserveCapacity(end - start)
            for index in start..<end { line.append(cells[index].character) }
            return line
        }
    }

    /// The rows with SGR escape sequences for the cells' styles at `colorDepth`, one
    /// string per row. Each style change writes a full SGR (starting from a reset); a line
    /// that ends styled ends with a reset (`ESC[0m`). Trailing cells that show nothing
    /// (spaces without a background, reverse video or underline) are left out.
    public func ansiLines(colorDepth: ColorDepth) -> [String] {
        (0..<height).map { row in
            let start = row * width
            var end = start + width
            while end > start, cells[end - 1].character == " ",
                  !(colorDepth == .monochrome ? cells[end - 1].style.withoutColors : cells[end - 1].style).showsBlank {
                end -= 1
            }
            var line = String()
            line.reserveCapacity((end - start) * 2)
            var current = CellStyle.plain
            for index in start..<end {
                let cell = cells[index]
                var style = colorDepth == .monochrome ? cell.style.withoutColors : cell.style
                if style.isPlain { style = .plain }
                if style != current {
                    line += Self.sgr(style, depth: colorDepth)
                    current = style
                }
                line.append(cell.character)
            }
            if current != .plain { line += Self.reset }
            return line
        }
    }

    /// `ESC[0m`: back to the terminal's plain text.
    static let reset = "\u{1B}[0m"

    /// The escape sequence that switches to `style`, starting from a reset.
    static func sgr(_ style: CellStyle, depth: ColorDepth) -> String {
        if style.isPlain { return reset }
        var parameters = ["0"]
        if style.bold { parameters.append("1") }
        if style.dim { parameters.append("2") }
        if style.underline { parameters.append("4") }
        if style.reverse { parameters.append("7") }
        if let foreground = style.foreground, foreground != .default,
           let code = foreground.sgrParameters(background: false, depth: depth) {
            parameters.append(code)
        }
        if let background = style.background, background != .default,
           let code = background.sgrParameters(background: true, depth: depth) {
            parameters.append(code)
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
