import StackLayout

/// The playground's whole screen as a canvas, drawn from its state and a ``ScreenLayout``:
/// the stack on top, then, at the bottom, an info line (the scene's name, the last action's
/// message, the stack's size and any conflict), the status line(s) with every setting of
/// the stack, and the key line. `?` lays the help over it.
///
/// ```text
/// ╭───────────────────╮
/// │┌─────────┐╔═══╗┏━┓│       (the layout, as LayoutRenderer draws it)
/// ╰───────────────────╯
/// seed · 280×200 pt · 2 gave way
/// horizontal · fill · fill · spacing 0 · hidden: none
/// margins off (8) · baseline off · LTR
/// d dist  a align  x axis  +/- spacing  0-9 hide  Tab select  c constraints  ? help  q quit
/// ```
///
/// Each part is a widget that draws into the area the layout gives it. Below
/// ``ScreenLayout/minimumWidth`` × ``ScreenLayout/minimumHeight`` cells the screen only
/// asks for a larger terminal.
public enum PlaygroundScreen {
    /// Draws `state` on `screen`, with colour or without; `frame` and `scene`, when given,
    /// are drawn instead of the state's own layout and scene (a frame of an animation
    /// towards them, see ``sceneDuringAnimation(from:to:)``). Every line fits the width and
    /// has no trailing spaces.
    public static func render(_ state: PlaygroundState, on screen: ScreenLayout, color: Bool, frame: LayoutResult? = nil, scene: Scene? = nil) -> Canvas {
        var canvas = Canvas(width: screen.width, height: screen.height)
        let text = ScreenText.forASCII(screen.ascii)
        guard screen.fits else {
            drawTooSmall(into: &canvas, text: text, asksToQuit: state.ui.quitRequested)
            return canvas
        }
        let options = ScreenLayout.renderOptions(state, color: color, ascii: screen.ascii)
        if let variation = state.ui.gallery {
            drawGallery(state, by: variation, into: &canvas, in: screen.drawing, color: color, ascii: screen.ascii)
        } else {
            LayoutRenderer.draw(frame ?? state.layout, scene: scene ?? state.scene, into: &canvas, in: screen.drawing, options: options)
        }
        if let panel = screen.panel, let content = screen.panelContent {
            content.draw(into: &canvas, in: panel, scroll: state.ui.panelScroll, color: color)
            drawSeparator(screen.panelSeparator, title: state.ui.showWhy ? " why (y) " : " constraints (c) ", into: &canvas, ascii: screen.ascii)
        }
        if state.ui.presenting { PresenterStrip.raiseContrast(of: &canvas, in: screen.drawing) }
        if let banner = screen.lessonBanner {
            LessonBanner(state: state, text: text, color: color).draw(into: &canvas, in: banner)
            DemoBanner(state: state, text: text).draw(into: &canvas, in: banner)
        }
        let presenter = PresenterStrip(state: state, text: text, color: color)
        if let caption = screen.presenterCaption { presenter.drawCaption(into: &canvas, in: caption) }
        StatusLine.draw(screen.status, into: &canvas)
        InfoLine(state: state, text: text, color: color, zoom: state.ui.gallery == nil ? screen.mapping.zoom : nil).draw(into: &canvas, in: screen.info, fullWidth: screen.width)
        if state.ui.presenting {
            presenter.drawLegend(into: &canvas, in: screen.keys)
        } else {
            KeyLine(context: KeyLine.Context(state), text: text, color: color).draw(into: &canvas, in: screen.keys)
        }
        if state.ui.showHelp {
            let area = CellRect(left: 0, top: 0, right: screen.width, bottom: screen.info.top)
            HelpOverlay(color: color, ascii: screen.ascii, page: state.ui.helpPage).draw(into: &canvas, in: area)
        }
        return canvas
    }

    /// Draws `state` on a `width` × `height` screen laid out for it (see ``ScreenLayout``).
    public static func render(_ state: PlaygroundState, width: Int, height: Int, color: Bool, ascii: Bool, layout: LayoutResult? = nil, scene: Scene? = nil) -> Canvas {
        render(state, on: ScreenLayout(state, width: width, height: height, ascii: ascii), color: color, frame: layout, scene: scene)
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

    /// The line between the drawing and the panel: a column, or a row titled with its key.
    private static func drawSeparator(_ separator: CellRect?, title: String, into canvas: inout Canvas, ascii: Bool) {
        guard let separator, !separator.isEmpty else { return }
        let style = CellStyle(dim: true)
        let lines: LineGlyphs = ascii ? .asciiSingle : .single
        if separator.width == 1 {
            canvas.fill(x: separator.left, y: separator.top, width: 1, height: separator.height, with: lines.vertical, style: style)
        } else {
            canvas.fill(x: separator.left, y: separator.top, width: separator.width, height: 1, with: lines.horizontal, style: style)
            canvas.text(title, x: separator.left + 2, y: separator.top, style: style, maxWidth: max(0, separator.width - 2))
        }
    }

    /// The ways of asking for a larger terminal, longest first.
    static func tooSmallForms(text: ScreenText) -> [String] {
        let size = "\(ScreenLayout.minimumWidth)\(text.times)\(ScreenLayout.minimumHeight)"
        return ["make the terminal larger (\(size))", "terminal too small (\(size))", "too small (\(size))", "need \(size)", size, "!"]
    }

    /// The ways of saying, on a screen too small for the playground, that `q` was refused
    /// for unsaved changes, longest first.
    static let tooSmallQuitForms = ["unsaved changes: q again quits", "unsaved: q again quits", "q again quits", "q again"]

    /// The words the README uses, `make the terminal larger (40×12)`, centred, wrapped over
    /// the rows when they do not fit on one; a shorter form on one row when they do not fit
    /// at all. Under them, after a `q` refused for unsaved changes (`asksToQuit`), that a
    /// second one quits; on a single row, that alone.
    private static func drawTooSmall(into canvas: inout Canvas, text: ScreenText, asksToQuit: Bool) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        let forms = tooSmallForms(text: text)
        let room = canvas.height - (asksToQuit ? 1 : 0)
        var lines = text.wrapped(forms[0], width: canvas.width)
        if lines.count > room || lines.contains(where: { $0.columnCount > canvas.width }) {
            lines = room > 0 ? [text.fitted(forms, width: canvas.width)] : []
        }
        if asksToQuit { lines.append(text.fitted(tooSmallQuitForms, width: canvas.width)) }
        let top = (canvas.height - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            canvas.text(line, x: (canvas.width - line.columnCount) / 2, y: top + offset, style: CellStyle(bold: true))
        }
    }
}
