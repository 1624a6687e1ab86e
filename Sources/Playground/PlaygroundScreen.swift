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
/// d dist  a align  x axis  +/- spacing  1-9 hide  Tab select  c constraints  ? help  q quit
/// ```
///
/// With `c`, the constraints panel takes the right of the screen (or the bottom of the
/// drawing area on a narrow one); see ``ScreenGeometry``.
///
/// The status is one line when it fits, else two or three (see
/// ``render(_:width:height:color:ascii:layout:)``); a second line shares the info line's row
/// when there is room. Below ``minimumWidth`` × ``minimumHeight`` cells the screen only asks
/// for a larger terminal.
public enum PlaygroundScreen {
    /// The narrowest screen the playground is drawn on.
    public static let minimumWidth = 40
    /// The shortest screen the playground is drawn on.
    public static let minimumHeight = 12
    /// The fewest columns the info line keeps when it shares its row with the status.
    static let minimumInfoWidth = 24

    /// Draws the screen of `state` in `width` × `height` cells, with colour or without, in
    /// Unicode or in ASCII only; `layout` and `scene`, when given, are drawn instead of the
    /// state's own (a frame of an animation towards them, see ``sceneDuringAnimation(from:to:)``).
    ///
    /// From the bottom up: the key line; the status (axis, distribution, alignment,
    /// `spacing N`, `hidden: …`, margins, baseline-relative arrangement and layout
    /// direction) on one to three lines; the info line (name, message, size, conflicts,
    /// ambiguity, broken constraints), which shares its row with the second status line when
    /// both fit. The layout fills the rows above. Every line fits the width and has no
    /// trailing spaces. Below the minimum size, one line asks for a larger terminal.
    public static func render(_ state: PlaygroundState, width: Int, height: Int, color: Bool, ascii: Bool, layout: LayoutResult? = nil, scene: Scene? = nil) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let text = ScreenText.forASCII(ascii)
        guard let geometry = ScreenGeometry(state, width: canvas.width, height: canvas.height, text: text) else {
            drawTooSmall(into: &canvas, text: text)
            return canvas
        }
        let width = canvas.width

        let options = renderOptions(state, color: color, ascii: ascii)
        let drawing = LayoutRenderer.render(layout ?? state.layout, scene: scene ?? state.scene, width: geometry.drawing.width, height: geometry.drawing.height, options: options)
        paste(drawing, into: &canvas, at: geometry.drawing)
        if let panel = geometry.panel {
            drawPanel(state, into: &canvas, rect: panel, separator: geometry.panelSeparator, color: color, ascii: ascii)
        }

        for (line, row) in zip(geometry.status, geometry.statusRows) where row != geometry.infoRow {
            canvas.text(line, x: 0, y: row)
        }
        if let beside = geometry.statusBesideInfo {
            canvas.text(beside, x: width - beside.count, y: geometry.infoRow)
        }
        if let prompt = state.prompt {
            drawPrompt(prompt, into: &canvas, row: geometry.infoRow, width: width, text: text)
        } else {
            drawInfo(state, into: &canvas, row: geometry.infoRow, width: geometry.infoWidth, color: color, text: text)
        }
        KeyLine.draw(into: &canvas, row: geometry.keyRow, color: color, text: text)

        if state.showHelp {
            let area = CellRect(left: 0, top: 0, right: width, bottom: geometry.infoRow)
            HelpOverlay.draw(into: &canvas, over: area, color: color, ascii: ascii, text: text)
        }
        return canvas
    }

    /// The scene to draw an animation from `old` to `new` with: `new`, except that a view
    /// hidden in only one of them is shown, so that a view being hidden shrinks as a box
    /// (and one being shown grows as one) instead of turning into a ghost at once.
    public static func sceneDuringAnimation(from old: Scene, to new: Scene) -> Scene {
        var scene = new
        let hiddenBefore = Dictionary(old.views.map { ($0.name, $0.hidden) }, uniquingKeysWith: { first, _ in first })
        for index in scene.views.indices where scene.views[index].hidden {
            scene.views[index].hidden = hiddenBefore[scene.views[index].name] ?? true
        }
        return scene
    }

    /// How the layout is drawn for `state`: with its selection and guides, without caption.
    static func renderOptions(_ state: PlaygroundState, color: Bool, ascii: Bool) -> RenderOptions {
        RenderOptions(ascii: ascii, showGuides: state.showGuides, color: color, selected: state.selectedViewName, showCaption: false)
    }

    /// The size in points that a stack filling the drawing area of a `width` × `height`
    /// screen has (4 points a column, 8 a row, less a cell on each side for the outline),
    /// or nil below the minimum size.
    public static func canvasPoints(for state: PlaygroundState, width: Int, height: Int) -> (width: Double, height: Double)? {
        guard let geometry = ScreenGeometry(state, width: width, height: height, text: .unicode) else { return nil }
        let columns = max(1, geometry.drawing.width - 2), rows = max(1, geometry.drawing.height - 2)
        return (Double(columns) * 4, Double(rows) * 8)
    }

    /// The largest panel scroll offset on a `width` × `height` screen (0 without a panel).
    public static func maximumPanelScroll(for state: PlaygroundState, width: Int, height: Int) -> Int {
        guard let geometry = ScreenGeometry(state, width: width, height: height, text: .unicode),
              let panel = geometry.panel else { return 0 }
        return ConstraintsPanel(layout: state.layout, selectedView: state.selectedViewName, ascii: false)
            .maximumScroll(height: panel.height)
    }

    // MARK: Parts

    /// Copies `drawing` onto `canvas` with its top-left corner at `rect`'s.
    private static func paste(_ drawing: Canvas, into canvas: inout Canvas, at rect: CellRect) {
        for y in 0..<min(drawing.height, rect.height) {
            for x in 0..<min(drawing.width, rect.width) where canvas.contains(x: rect.left + x, y: rect.top + y) {
                canvas[rect.left + x, rect.top + y] = drawing[x, y]
            }
        }
    }

    /// The constraints panel in `rect`, and the line that separates it from the drawing.
    private static func drawPanel(_ state: PlaygroundState, into canvas: inout Canvas, rect: CellRect, separator: CellRect?, color: Bool, ascii: Bool) {
        let panel = ConstraintsPanel(layout: state.layout, selectedView: state.selectedViewName, ascii: ascii)
        panel.draw(into: &canvas, rect: rect, scroll: state.panelScroll, color: color)
        guard let separator, !separator.isEmpty else { return }
        let style = CellStyle(dim: true)
        let lines: LineGlyphs = ascii ? .asciiSingle : .single
        if separator.width == 1 {
            canvas.fill(x: separator.left, y: separator.top, width: 1, height: separator.height, with: lines.vertical, style: style)
        } else {
            canvas.fill(x: separator.left, y: separator.top, width: separator.width, height: 1, with: lines.horizontal, style: style)
            canvas.text(" constraints (c) ", x: separator.left + 2, y: separator.top, style: style, maxWidth: max(0, separator.width - 2))
        }
    }

    /// The save prompt on the info row: `save to: FILE▏`.
    private static func drawPrompt(_ prompt: String, into canvas: inout Canvas, row: Int, width: Int, text: ScreenText) {
        let label = "save to: "
        let room = max(0, width - label.count - 1)
        let shown = prompt.count > room ? String(prompt.suffix(room)) : prompt
        let column = canvas.text(label, x: 0, y: row, style: CellStyle(bold: true))
        let end = column + canvas.text(shown, x: column, y: row, style: CellStyle(underline: true))
        canvas.put(text.ellipsis == "." ? "_" : "▏", x: end, y: row, style: CellStyle(bold: true))
        let hint = "  Enter saves, Esc cancels"
        if end + 1 + hint.count <= width { canvas.text(hint, x: end + 1, y: row, style: CellStyle(dim: true)) }
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
