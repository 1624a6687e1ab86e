/// Demo mode's lines above the drawing: the demo's title, `step K/N` (and whether it is
/// paused), then the caption of the step that played last.
///
/// ```text
/// Distributions in a minute · step 2/6 · paused
/// fillEqually: every view as wide as the first
/// ```
struct DemoBanner {
    let state: PlaygroundState
    let text: ScreenText

    /// The rows the drawing keeps below the banner.
    static let minimumDrawingRows = 5

    /// The banner's rows for `state` when `available` rows are above the info line: the
    /// title line and room for the longest caption; 0 outside demo mode.
    static func rows(for state: PlaygroundState, available: Int) -> Int {
        guard let demo = state.demo else { return 0 }
        let wanted = 1 + (demo.script.steps.map(\.caption.count).max() ?? 0)
        return max(0, min(wanted, available - minimumDrawingRows))
    }

    /// The title line: `Title · step 2/6`, with `· paused` or `· over`.
    var titleLine: String {
        guard let demo = state.demo else { return "" }
        let status = demo.isFinished ? text.separator + "over" : demo.paused ? text.separator + "paused" : ""
        return demo.script.title + text.separator + "step \(demo.played)/\(demo.script.steps.count)" + status
    }

    /// Draws the banner into `area`.
    func draw(into canvas: inout Canvas, in area: CellRect) {
        guard let demo = state.demo, !area.isEmpty else { return }
        let lines = [(titleLine, CellStyle(bold: true))] + demo.caption.map { ($0, CellStyle.plain) }
        for (row, line) in lines.prefix(area.height).enumerated() {
            canvas.text(text.truncated(line.0, to: area.width), x: area.left, y: area.top + row, style: line.1)
        }
    }
}
