/// The canvas as text: plain lines, or lines with ANSI SGR escapes.
extension Canvas {
    /// The rows as plain text, one string per row, without trailing spaces. A wide character
    /// is written once (its continuation cell adds nothing), so a row never takes more
    /// terminal columns than the canvas is wide.
    public func lines() -> [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * 3)
        return (0..<height).map { row in
            let start = row * width
            var end = start + width
            while end > start, cells[end - 1].character == " " { end -= 1 }
            bytes.removeAll(keepingCapacity: true)
            for index in start..<end where !cells[index].isContinuation {
                Self.appendUTF8(cells[index].character, to: &bytes)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The rows with SGR escape sequences for the cells' styles at `colorDepth`, one
    /// string per row. Each style change writes a full SGR (starting from a reset); a line
    /// that ends styled ends with a reset (`ESC[0m`). Trailing cells that show nothing at
    /// this depth (spaces without a background, reverse video or underline) are left out.
    /// A wide character is written once, in the style of its first cell.
    public func ansiLines(colorDepth: ColorDepth) -> [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * 8)
        var sequences: [CellStyle: [UInt8]] = [:]
        let reset = Array(Self.reset.utf8)
        return (0..<height).map { row in
            let start = row * width
            var end = start + width
            while end > start, cells[end - 1].character == " ", !Self.effective(cells[end - 1].style, colorDepth).showsBlank {
                end -= 1
            }
            bytes.removeAll(keepingCapacity: true)
            var current = CellStyle.plain
            for index in start..<end {
                let cell = cells[index]
                if cell.isContinuation { continue }
                let style = Self.effective(cell.style, colorDepth)
                if style != current {
                    if let sequence = sequences[style] {
                        bytes += sequence
                    } else {
                        let sequence = Array(Self.sgr(style, depth: colorDepth).utf8)
                        sequences[style] = sequence
                        bytes += sequence
                    }
                    current = style
                }
                Self.appendUTF8(cell.character, to: &bytes)
            }
            if current != .plain { bytes += reset }
            return String(decoding: bytes, as: UTF8.self)
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

    /// The style as drawn at `depth`: without colours in monochrome, and `.plain` for
    /// every style that draws like plain text.
    private static func effective(_ style: CellStyle, _ depth: ColorDepth) -> CellStyle {
        let drawn = depth == .monochrome ? style.withoutColors : style
        return drawn.isPlain ? .plain : drawn
    }

    /// Appends the UTF-8 encoding of `character` (a cell's character: never a control, so
    /// its ASCII value is its only byte when it has one).
    private static func appendUTF8(_ character: Character, to bytes: inout [UInt8]) {
        if let ascii = character.asciiValue {
            bytes.append(ascii)
        } else {
            bytes += character.utf8
        }
    }
}
