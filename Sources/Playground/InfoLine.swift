import StackLayout

/// The info line: the scene's name, what the last action did, the stack's size, conflicts,
/// ambiguity and the optional constraints that gave way, the drawing's scale, as many as fit (the name and the message are
/// shortened rather than left out); while the save prompt is open, the prompt instead.
struct InfoLine {
    let state: PlaygroundState
    let text: ScreenText
    let color: Bool
    /// Columns per point of the drawing, said as `zoom 1 col = 4 pt` (nil: not said).
    var zoom: Double? = nil

    /// The parts, most important first: the name, the message, the stack's size, conflicts,
    /// ambiguity and how many optional constraints gave way (a conflict's broken constraint
    /// is counted as the conflict, not among them).
    var parts: [(text: String, isMessage: Bool)] {
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
        let gaveWay = layout.gaveWay.count
        if gaveWay > 0 { parts.append(("\(gaveWay) gave way", false)) }
        if let zoom, zoom.isFinite, zoom > 0 { parts.append((Self.zoomText(zoom), false)) }
        return parts
    }

    /// The drawing's scale: `zoom 1 col = 4 pt` (two decimals at most).
    static func zoomText(_ zoom: Double) -> String {
        "zoom 1 col = " + formatPoints((100 / zoom).rounded() / 100) + " pt"
    }

    /// The scene's name, shortened where the message would otherwise be cut in `width`
    /// columns: a file's path to its file name, then the name cut (to no fewer than
    /// ``shortestName`` columns). What the last key did matters more than where the file is.
    func shortenedName(toLeaveRoomIn width: Int) -> String {
        var name = state.name
        guard let message = state.message, !message.isEmpty else { return name }
        let room = width - text.separator.columnCount - message.columnCount
        guard name.columnCount > room else { return name }
        if name == state.file, let slash = name.lastIndex(of: "/"), name.index(after: slash) < name.endIndex {
            name = String(name[name.index(after: slash)...])
        }
        guard name.columnCount > room else { return name }
        return text.truncated(name, to: max(room, min(name.columnCount, Self.shortestName)))
    }

    /// The fewest columns the name is cut to, to leave room for the message.
    static let shortestName = 12

    /// The columns the line takes without the message.
    var lengthWithoutMessage: Int {
        parts.filter { !$0.isMessage }.map(\.text).joined(separator: text.separator).columnCount
    }

    /// Draws the line into `area` (one row); the prompt may use the screen's `fullWidth`.
    func draw(into canvas: inout Canvas, in area: CellRect, fullWidth: Int) {
        guard !area.isEmpty else { return }
        if let prompt = state.ui.prompt {
            drawPrompt(prompt, into: &canvas, row: area.top, width: fullWidth)
            return
        }
        if let command = state.ui.command {
            drawCommandLine(command, into: &canvas, row: area.top, width: fullWidth, ascii: text.ellipsis == ".")
            return
        }
        let nameStyle = CellStyle(bold: true)
        let messageStyle = CellStyle(foreground: color ? .magenta : nil, bold: true)
        if state.ui.messageIsWarning, let message = state.message,
           state.name.columnCount + text.separator.columnCount + message.columnCount > area.width {
            drawWarning(message, into: &canvas, row: area.top, width: fullWidth, style: messageStyle)
            return
        }
        var column = area.left
        for (index, part) in parts.enumerated() {
            if index == 0 {
                let name = shortenedName(toLeaveRoomIn: area.width)
                column += canvas.text(text.truncated(name, to: area.width), x: column, y: area.top, style: nameStyle)
                continue
            }
            let room = area.right - column - text.separator.columnCount
            let shortened = part.isMessage && room >= 4 ? text.truncated(part.text, to: room) : part.text
            guard shortened.columnCount <= room else { break }
            column += canvas.text(text.separator, x: column, y: area.top)
            column += canvas.text(shortened, x: column, y: area.top, style: part.isMessage ? messageStyle : .plain)
        }
    }

    /// A warning too long for the info line, whole: wrapped to the screen's width, its last
    /// line on the info row and the others over the bottom of the drawing (its end, when
    /// even the drawing's rows cannot hold it all).
    private func drawWarning(_ message: String, into canvas: inout Canvas, row: Int, width: Int, style: CellStyle) {
        let lines = text.wrapped(message, width: width).suffix(row + 1)
        for (offset, line) in lines.enumerated() {
            let y = row - (lines.count - 1) + offset
            canvas.fill(x: 0, y: y, width: width, height: 1)
            canvas.text(line, x: 0, y: y, style: style)
        }
    }

    /// The save prompt: `save to: FILE▏  Enter saves, Esc cancels`.
    private func drawPrompt(_ prompt: String, into canvas: inout Canvas, row: Int, width: Int) {
        let label = "save to: "
        let room = max(0, width - label.count - 1)
        let shown = text.tail(prompt, width: room)
        let column = canvas.text(label, x: 0, y: row, style: CellStyle(bold: true))
        // A name the prompt opened with is shown selected: typing replaces it.
        let selected = state.ui.promptSelected
        let end = column + canvas.text(shown, x: column, y: row, style: selected ? CellStyle(reverse: true) : CellStyle(underline: true))
        canvas.put(text.ellipsis == "." ? "_" : "▏", x: end, y: row, style: CellStyle(bold: true))
        // A file the user has not said to replace is there: said where the answer is given.
        let replaces = state.ui.replacing == prompt
        let hints = replaces ? state.ui.replacingReason.promptHints
            : selected ? ["  Enter saves, typing replaces, Esc cancels", "  Enter saves, Esc cancels"] : ["  Enter saves, Esc cancels"]
        let style = replaces ? CellStyle(foreground: color ? .magenta : nil, bold: true) : CellStyle(dim: true)
        if let hint = hints.first(where: { end + 1 + $0.count <= width }) {
            canvas.text(hint, x: end + 1, y: row, style: style)
        } else if replaces, let message = state.message, row > 0 {
            // No room beside a long name for what the question is: said whole above the
            // prompt (it was not said at all, and one Enter wrote over the other version).
            drawWarning(message, into: &canvas, row: row - 1, width: width, style: style)
        }
    }
}
