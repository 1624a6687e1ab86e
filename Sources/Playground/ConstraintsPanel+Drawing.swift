/// Drawing the panel into a rectangle of a canvas, and its scroll bounds.
extension ConstraintsPanel {
    /// How a panel `height` rows tall shares its rows.
    struct Viewport: Equatable, Sendable {
        /// Header rows shown (the header is cut when the panel is shorter).
        var headerRows: Int
        /// Rows for body lines.
        var bodyRows: Int
        /// Whether the last row says which body lines show (when they do not all fit).
        var showsPosition: Bool
    }

    /// The lines a panel `height` rows tall keeps at the top, and those it scrolls: the
    /// header stays while it takes at most half the rows (or is only the ambiguity line and
    /// the empty line after it), else it scrolls with the body. Kept at the top whatever its
    /// length, two conflicts at 80×24 took every row of the panel, and no constraint could be
    /// scrolled to.
    func parts(height: Int) -> (kept: [Line], scrolled: [Line]) {
        header.count <= max(2, height / 2) ? (header, body) : ([], header + body)
    }

    /// The rows of a panel `height` rows tall: the kept lines first, then the scrolled ones
    /// (see ``parts(height:)``); when those do not fit and at least two rows are left, the
    /// last one shows the position.
    func viewport(height: Int) -> Viewport {
        let height = max(0, height)
        let (kept, scrolled) = parts(height: height)
        let headerRows = min(kept.count, height)
        let room = height - headerRows
        if scrolled.count <= room || room < 2 {
            return Viewport(headerRows: headerRows, bodyRows: min(room, scrolled.count), showsPosition: false)
        }
        return Viewport(headerRows: headerRows, bodyRows: room - 1, showsPosition: true)
    }

    /// The largest useful scroll offset (in scrolled lines, below those kept at the top) for a
    /// panel `height` rows tall: 0 when everything fits.
    public func maximumScroll(height: Int) -> Int {
        let rows = viewport(height: height).bodyRows
        return rows > 0 ? max(0, parts(height: height).scrolled.count - rows) : 0
    }

    /// Draws the panel into the area `rect` of `canvas`: the header, then the body from line
    /// `scroll` (counted below the header, clamped to `0...maximumScroll(height:)`), and,
    /// when the body does not fit, the visible range on the last row (`lines 12–27 of 41`).
    ///
    /// The panel first clears `rect`; it never draws outside it. Lines are cut to the
    /// width with the ellipsis, and no trailing spaces are written. Without `color`, only
    /// bold, dim and the gutter marker tell lines apart.
    public func draw(into canvas: inout Canvas, in rect: CellRect, scroll: Int, color: Bool) {
        guard !rect.isEmpty else { return }
        canvas.fill(x: rect.left, y: rect.top, width: rect.width, height: rect.height)
        let text = ScreenText.forASCII(ascii)
        let viewport = self.viewport(height: rect.height)
        let first = min(max(0, scroll), maximumScroll(height: rect.height))
        let (kept, scrolled) = parts(height: rect.height)
        let shown = kept.prefix(viewport.headerRows) + scrolled.dropFirst(first).prefix(viewport.bodyRows)
        let levels = noteLevels(width: rect.width)
        for (offset, line) in shown.enumerated() {
            let fittedText = fitted(line, width: rect.width, text: text, noteLevel: levels[line.standing] ?? 0)
            drawText(fittedText, into: &canvas, rect: rect, row: rect.top + offset, style: style(of: line, color: color), text: text)
        }
        if viewport.showsPosition {
            let dash = ascii ? "-" : "–"
            let range = "\(first + 1)\(dash)\(first + viewport.bodyRows)"
            let forms = ["lines \(range) of \(scrolled.count)", "\(range) of \(scrolled.count)", "\(range)/\(scrolled.count)"]
            let position = forms.first { $0.count <= rect.width } ?? forms[forms.count - 1]
            drawText(position, into: &canvas, rect: rect, row: rect.bottom - 1, style: CellStyle(dim: true), text: text)
        }
    }

    /// How far, for a panel `width` columns wide, the notes of the constraints of each
    /// standing are shortened (an index into ``Line/keptNotes``): as far as the line that
    /// needs it most, so that every line that gave way says it alike (`gave way, off by 18`
    /// beside a cut line's `off 40` read as two kinds). The whole body counts, so that the
    /// notes do not change as it scrolls.
    func noteLevels(width: Int) -> [Standing: Int] {
        var levels: [Standing: Int] = [:]
        for line in body where line.keptNotes.count > 1 {
            guard let level = fittedForm(line, width: width, text: ScreenText.forASCII(ascii), noteLevel: 0, measuring: true).note else { continue }
            levels[line.standing] = max(levels[line.standing] ?? 0, level)
        }
        return levels
    }

    /// The text of `line` for a panel `width` columns wide: the whole line when it fits,
    /// else its first shorter form that fits. A constraint keeps the end of its equation
    /// that says most (its priority and the user's tag, ``Line/keptTail``) and its note
    /// (how far off a constraint that gave way is, what a what-if gives): first the whole
    /// equation with a shorter note, then the equation cut, then shorter forms of the tail.
    /// Its note is shortened at least to `noteLevel` (see ``noteLevels(width:)``).
    func fitted(_ line: Line, width: Int, text: ScreenText, noteLevel: Int = 0) -> String {
        fittedForm(line, width: width, text: text, noteLevel: noteLevel).text
    }

    /// ``fitted(_:width:text:noteLevel:)``'s text, with the index in ``Line/keptNotes`` of
    /// the note it ends in (nil where it has none of them: no note, or the last resort).
    /// `measuring`, only the note is worked out where the equation is cut (the text is then
    /// empty): ``noteLevels(width:)`` asks it of every line each frame.
    private func fittedForm(_ line: Line, width: Int, text: ScreenText, noteLevel: Int, measuring: Bool = false) -> (text: String, note: Int?) {
        let level = min(noteLevel, max(0, line.keptNotes.count - 1))
        let whole: Int? = line.keptNotes.isEmpty ? nil : 0
        guard line.text.count > width || level > 0 else { return (line.text, whole) }
        let full = line.keptNotes.first ?? ""
        let tail = line.keptTail
        guard !(full.isEmpty && tail.isEmpty), line.text.hasSuffix(tail + full) else {
            if line.role == .constraint, line.shorterForms.isEmpty { return (Self.shortenedNames(line.text, to: width, text: text, among: itemNames), nil) }
            return (text.fitted([line.text] + line.shorterForms, width: width), nil)
        }
        let equation = String(line.text.dropLast(tail.count + full.count))
        let notes = line.keptNotes.isEmpty ? [""] : line.keptNotes
        let note = { (index: Int) -> Int? in line.keptNotes.isEmpty ? nil : index }
        for index in level..<notes.count where equation.count + tail.count + notes[index].count <= width {
            return (equation + tail + notes[index], note(index))
        }
        let minimumEquation = 8
        for shortTail in [tail] + line.shorterTails + [""] {
            for index in level..<notes.count where width - shortTail.count - notes[index].count >= minimumEquation {
                if measuring { return ("", note(index)) }
                return (Self.shortenedNames(equation, to: width - shortTail.count - notes[index].count, text: text, among: itemNames) + shortTail + notes[index], note(index))
            }
        }
        return (text.fitted(line.lastResort.isEmpty ? [line.text] : line.lastResort, width: width), nil)
    }

    /// Draws `string` at the left of `row`, cut to the width of `rect` (ending in the
    /// ellipsis), without trailing spaces; non-ASCII characters become `?` in ASCII mode.
    private func drawText(_ string: String, into canvas: inout Canvas, rect: CellRect, row: Int, style: CellStyle, text: ScreenText) {
        var string = string
        while string.last == " " { string.removeLast() }
        if ascii { string = String(string.map { $0.isASCII ? $0 : "?" }) }
        canvas.text(text.truncated(string, to: rect.width), x: rect.left, y: row, style: style, maxWidth: rect.width)
    }

    /// How `line` is drawn: headings and the header bold; the selected view's constraints
    /// bold (cyan with colour); with colour, those that gave way yellow, broken and
    /// conflicting ones and the conflict lines red.
    func style(of line: Line, color: Bool) -> CellStyle {
        switch line.role {
        case .ambiguity(let ambiguous):
            return CellStyle(foreground: color ? (ambiguous ? .yellow : .green) : nil, bold: true)
        case .conflict:
            return CellStyle(foreground: color ? .red : nil, bold: true)
        case .heading:
            return CellStyle(bold: true)
        case .blank:
            return .plain
        case .constraint:
            var style = CellStyle(bold: line.isSelected)
            if color {
                switch line.standing {
                case .broken, .conflicting: style.foreground = .red
                case .gaveWay: style.foreground = .yellow
                case .holds: style.foreground = line.isSelected ? .cyan : nil
                }
            }
            return style
        }
    }
}
