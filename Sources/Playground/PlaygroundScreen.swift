import StackLayout

/// The playground's whole screen as a canvas, drawn from its state alone: the stack on top,
/// then, at the bottom, an info line (the scene's name, the last key's message, the stack's
/// size and any conflict), the status line(s) with every setting of the stack, and the key
/// line. `?` lays the help over it.
///
/// ```text
/// ╭───────────────────╮
/// │┌─────────┐╔═══╗┏━┓│       (the layout, as LayoutRenderer draws it)
/// ╰───────────────────╯
/// seed · 280×200 pt · 2 broken              margins off (8) · baseline off · LTR
/// horizontal · fill · fill · spacing 0 · hidden: none
/// d dist  a align  x axis  +/- spacing  1-9 hide  m margins  b baseline  ? help  q quit
/// ```
///
/// The status is one line when it fits, else two or three (see
/// ``render(_:width:height:color:ascii:)``); a second line shares the info line's row when
/// there is room. Below ``minimumWidth`` ×
/// ``minimumHeight`` cells the screen only asks for a larger terminal.
public enum PlaygroundScreen {
    /// The narrowest screen the playground is drawn on.
    public static let minimumWidth = 40
    /// The shortest screen the playground is drawn on.
    public static let minimumHeight = 12
    /// The fewest columns the info line keeps when it shares its row with the status.
    static let minimumInfoWidth = 24

    /// Draws the screen of `state` in `width` × `height` cells, with colour or without, in
    /// Unicode or in ASCII only.
    ///
    /// From the bottom up: the key line; the status (axis, distribution, alignment,
    /// `spacing N`, `hidden: …`, margins, baseline-relative arrangement and layout
    /// direction) on one to three lines; the info line (name, message, size, conflicts,
    /// ambiguity, broken constraints), which shares its row with the second status line when
    /// both fit. The layout fills the rows above. Every line fits the width and has no
    /// trailing spaces. Below the minimum size, one line asks for a larger terminal.
    public static func render(_ state: PlaygroundState, width: Int, height: Int, color: Bool, ascii: Bool) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let text = ScreenText.forASCII(ascii)
        guard canvas.width >= minimumWidth, canvas.height >= minimumHeight else {
            drawTooSmall(into: &canvas, text: text)
            return canvas
        }
        let width = canvas.width, height = canvas.height
        let status = StatusLine.lines(for: state.scene, width: width, text: text)
        let keyRow = height - 1

        // The status lines sit above the key line, in reading order. When there are two and
        // the second fits right of the info line, it goes there and saves a row.
        var statusRows = status.indices.map { keyRow - status.count + $0 }
        var infoRow = keyRow - status.count - 1, infoWidth = width
        if status.count == 2, let second = status.last, width - second.count - 2 >= minimumInfoWidth {
            infoRow = keyRow - 2
            infoWidth = width - second.count - 2
            statusRows = [keyRow - 1, infoRow]
            canvas.text(second, x: width - second.count, y: infoRow)
        }
        for (line, row) in zip(status, statusRows) where row != infoRow {
            canvas.text(line, x: 0, y: row)
        }
        let layoutHeight = infoRow

        let options = RenderOptions(ascii: ascii, color: color, showCaption: false)
        let drawing = LayoutRenderer.render(state.layout, scene: state.scene, width: width, height: layoutHeight, options: options)
        paste(drawing, into: &canvas)

        drawInfo(state, into: &canvas, row: infoRow, width: infoWidth, color: color, text: text)
        KeyLine.draw(into: &canvas, row: keyRow, color: color, text: text)

        if state.showHelp {
            let area = CellRect(left: 0, top: 0, right: width, bottom: layoutHeight)
            HelpOverlay.draw(into: &canvas, over: area, color: color, ascii: ascii, text: text)
        }
        return canvas
    }

    // MARK: Parts

    /// Copies `drawing` onto the top-left corner of `canvas`.
    private static func paste(_ drawing: Canvas, into canvas: inout Canvas) {
        for y in 0..<min(drawing.height, canvas.height) {
            for x in 0..<min(drawing.width, canvas.width) {
                canvas[x, y] = drawing[x, y]
            }
        }
    }

    /// The info line's parts, most important first: the name, the message, the stack's
    /// size, conflicts, ambiguity and broken optional constraints.
    static func infoParts(_ state: PlaygroundState, text: ScreenText) -> [(text: String, isMessage: Bool)] {
        var parts: [(text: String, isMessage: Bool)] = [(state.name, false)]
        if let message = state.message, !message.isEmpty { parts.append((message, true)) }
        let layout = state.layout
        if let frame = layout.frame(of: LayoutItem.stackView), frame.width.isFinite, frame.height.isFinite {
            parts.append((formatPoints(frame.width) + text.times + formatPoints(frame.height) + " pt", false))
        }
        if !layout.conflicts.isEmpty {
            parts.append(("\(layout.conflicts.count) conflict" + (layout.conflicts.count == 1 ? "" : "s"), false))
        }
        if !layout.ambiguous.isEmpty { parts.append(("ambiguous", false)) }
        if !layout.broken.isEmpty { parts.append(("\(layout.broken.count) broken", false)) }
        return parts
    }

    /// Draws the info line in the first `width` columns of `row`: the leading parts that
    /// fit; the name and the message are shortened rather than left out.
    private static func drawInfo(_ state: PlaygroundState, into canvas: inout Canvas, row: Int, width: Int, color: Bool, text: ScreenText) {
        let nameStyle = CellStyle(bold: true)
        let messageStyle = CellStyle(foreground: color ? .magenta : nil, bold: true)
        let parts = infoParts(state, text: text)
        var column = 0
        for (index, part) in parts.enumerated() {
            let style = index == 0 ? nameStyle : (part.isMessage ? messageStyle : .plain)
            if index == 0 {
                column += canvas.text(text.truncated(part.text, to: width), x: 0, y: row, style: style)
                continue
            }
            let room = width - column - text.separator.count
            let shortened = part.isMessage && room >= 4 ? text.truncated(part.text, to: room) : part.text
            guard shortened.count <= room else { break }
            column += canvas.text(text.separator, x: column, y: row)
            column += canvas.text(shortened, x: column, y: row, style: style)
        }
    }

    /// The ways of asking for a larger terminal, longest first.
    static func tooSmallForms(text: ScreenText) -> [String] {
        let size = "\(minimumWidth)\(text.times)\(minimumHeight)"
        return [
            "make the terminal larger (\(size))",
            "terminal too small (\(size))",
            "too small (\(size))",
            "need \(size)",
            size,
            "!",
        ]
    }

    /// One line on the middle row asking for a larger terminal, shortened to fit.
    private static func drawTooSmall(into canvas: inout Canvas, text: ScreenText) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        let forms = tooSmallForms(text: text)
        let line = forms.first { $0.count <= canvas.width } ?? text.truncated(forms.last ?? "", to: canvas.width)
        canvas.text(line, x: (canvas.width - line.count) / 2, y: (canvas.height - 1) / 2, style: CellStyle(bold: true))
    }
}
