import StackLayout

/// Presenter mode (`P`, `--present`), for a class watching a projector: instead of the key
/// line, a legend strip naming each view in its colour; above the drawing, the last change
/// as a large caption (`distribution → equalCentering`); and the drawing in high contrast
/// (nothing dim, everything bold).
struct PresenterStrip {
    let state: PlaygroundState
    let text: ScreenText
    let color: Bool

    /// The caption's rows: a blank row, the caption, a blank row.
    static let captionRows = 3
    /// The rows the drawing keeps below the caption; a shorter screen has no caption.
    static let minimumDrawingRows = 10

    /// The caption's rows above the drawing when `available` rows are left for both; 0
    /// outside presenter mode or on a short screen.
    static func captionRows(for state: PlaygroundState, available: Int) -> Int {
        state.ui.presenting && available - captionRows >= minimumDrawingRows ? captionRows : 0
    }

    /// `distribution: equalCentering` said as `distribution → equalCentering`.
    static func caption(from message: String) -> String {
        guard let range = message.firstRange(of: ": ") else { return message }
        return message[..<range.lowerBound] + " → " + message[range.upperBound...]
    }

    /// Draws the last change, centred, in reverse video with a space of padding each side.
    func drawCaption(into canvas: inout Canvas, in area: CellRect) {
        guard area.height >= 2, let caption = state.ui.caption, !caption.isEmpty else { return }
        let shown = " " + text.truncated(text.ellipsis == "." ? caption.replacing("→", with: "->") : caption, to: max(0, area.width - 2)) + " "
        let row = area.top + area.height / 2
        let style = CellStyle(foreground: color ? .yellow : nil, bold: true, reverse: true)
        canvas.text(shown, x: area.left + max(0, (area.width - shown.count) / 2), y: row, style: style)
    }

    /// Draws the legend: `■ Subview0  ■ Subview1  ◌ Subview2 (hidden)`, each view of the
    /// stack being edited (the views the digit keys hide) with its mark in the colour the
    /// drawing gives it, as many as fit.
    func drawLegend(into canvas: inout Canvas, in area: CellRect) {
        guard !area.isEmpty else { return }
        var column = area.left
        let depthFirst = state.scene.allViews.map(\.name)
        for (index, view) in state.current.views.enumerated() {
            let slot = state.ui.colorSlots[view.name] ?? depthFirst.firstIndex(of: view.name) ?? index
            let mark: String = text.ellipsis == "." ? (view.hidden ? "o" : "#") : (view.hidden ? "◌" : "■")
            let entry = mark + " " + view.name + (view.hidden ? " (hidden)" : "")
            let gap = column == area.left ? 0 : 2
            guard column + gap + entry.count <= area.right else { break }
            column += gap
            let markStyle = CellStyle(foreground: color ? view.color.map(TerminalColor.init) ?? LayoutRenderer.color(forViewAt: slot) : nil, bold: true)
            column += canvas.text(mark, x: column, y: area.top, style: markStyle)
            column += canvas.text(entry.dropFirst(mark.count), x: column, y: area.top, style: CellStyle(bold: !view.hidden))
        }
    }

    /// High contrast in `area`: nothing dim, everything bold.
    static func raiseContrast(of canvas: inout Canvas, in area: CellRect) {
        canvas.restyle(x: area.left, y: area.top, width: area.width, height: area.height) { style in
            style.dim = false
            style.bold = true
        }
    }
}

/// `P`: presenter mode on and off, and the caption it shows.
extension PlaygroundState {
    /// `P` (or `--present`): presenter mode on / off.
    mutating func togglePresenter() {
        ui.presenting.toggle()
        ui.message = "presenter mode " + (ui.presenting ? "on (P: off)" : "off")
        // The caption says what changed while the class watched: a change made before (`Subview2
        // shown`, then P) read as the latest.
        if ui.presenting { ui.caption = nil }
    }

    /// After an action that changed the scene, its message becomes the presenter's caption;
    /// a change inside a nested stack names it (`NameRow: axis → vertical`: `axis → vertical`
    /// read as the outer stack's, which was vertical already).
    mutating func noteLastChange(sceneBefore: Scene) {
        guard scene != sceneBefore, let message = ui.message else { return }
        // Every change made inside it (`spacing 12`, `margins 16` too), unless the message names it.
        let stack = document.stackPath.isEmpty || message.contains(currentStackName) ? "" : currentStackName + ": "
        ui.caption = stack + PresenterStrip.caption(from: message)
    }
}
