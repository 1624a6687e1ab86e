import StackLayout

/// Lesson mode's lines above the drawing: the lesson's title and `step K/N`, the step's
/// caption, and its goal, which says when it is met:
///
/// ```text
/// The five distributions · step 2/5
/// Press d: fillEqually makes every view as wide as the first
/// (UISV-fill-equally); their intrinsic widths no longer count.
/// ✓ goal met: distribution is fillEqually · Enter goes on
/// ```
///
/// A caption wider than the screen is flowed again as one paragraph; a goal line wraps onto
/// a second row (and is cut after it); the goal keeps the rows its longer line (met or not)
/// needs throughout the step. On a short screen the caption's last lines go first (the last one shown ending in
/// an ellipsis), and the title line gives the caption its last row; the drawing keeps
/// ``minimumDrawingRows`` rows.
struct LessonBanner {
    let state: PlaygroundState
    let text: ScreenText
    let color: Bool

    /// The rows the drawing keeps below the banner.
    static let minimumDrawingRows = 5

    /// The rows a goal line may take.
    static let maximumGoalRows = 2

    /// The banner's rows for `state` when `available` rows are above the info line on a
    /// screen `width` columns wide; 0 outside lesson mode.
    /// The goal takes the rows its longest line needs, met or not, said on either axis: a
    /// key that meets the goal (or changes the axis) never moves the drawing. Every step
    /// takes the rows of the lesson's tallest banner, so that going on to a step with a
    /// shorter caption leaves the drawing where it was: given a row more, a 400-point
    /// stack the next step kept as it was was fitted again, 76 columns wide, then 82.
    static func rows(for state: PlaygroundState, available: Int, width: Int, text: ScreenText) -> Int {
        guard let progress = state.lesson else { return 0 }
        var wanted = 0
        for index in progress.lesson.steps.indices {
            var atStep = state
            atStep.lesson?.stepIndex = index
            let banner = LessonBanner(state: atStep, text: text, color: false)
            let goalRows = [false, true].flatMap { met in
                Axis.allCases.map { banner.goalRows(of: banner.goalLine(met: met, axis: $0), width: width).count }
            }.max() ?? 0
            wanted = max(wanted, 1 + banner.captionRows(width: width).count + goalRows)
        }
        return max(0, min(wanted, available - minimumDrawingRows))
    }

    /// The step's caption in rows of at most `width` columns: its lines as written where they
    /// fit, else its words flowed again into rows of the screen's width (a narrow screen shows
    /// all its words rather than cut them, and a caption written as one paragraph broken at 80
    /// columns does not leave a few words alone on every other row).
    func captionRows(width: Int) -> [String] {
        guard let caption = state.lesson?.step.caption else { return [] }
        guard caption.contains(where: { $0.columnCount > width }) else { return caption }
        return text.wrapped(caption.joined(separator: " "), width: width)
    }

    /// The goal line in rows of at most `width` columns, at most ``maximumGoalRows`` of them
    /// (the last cut where it goes on).
    func goalRows(width: Int) -> [String] {
        goalRows(of: goalLine, width: width)
    }

    /// `line` in rows of at most `width` columns, at most ``maximumGoalRows`` of them. The
    /// keys' phrases (`Enter goes on`, `q quits`) are not broken: wrapped as words they left
    /// `on` or `quits` alone on a row.
    func goalRows(of line: String, width: Int) -> [String] {
        let rows = text.wrapped(line, width: width).map(Self.spaced)
        guard rows.count > Self.maximumGoalRows else { return rows }
        var kept = Array(rows.prefix(Self.maximumGoalRows))
        kept[kept.count - 1] = text.truncated(kept[kept.count - 1] + " " + rows[kept.count], to: width)
        return kept
    }

    /// Stands for a space the goal line's wrapping must not break at (no-break space, one
    /// column), given back as a space once wrapped.
    private static let unbreakableSpace: Character = "\u{00A0}"

    /// `phrase` with spaces the wrapping does not break at.
    private static func unbroken(_ phrase: String) -> String {
        String(phrase.map { $0 == " " ? unbreakableSpace : $0 })
    }

    /// `row` with its unbreakable spaces made spaces again.
    private static func spaced(_ row: String) -> String {
        String(row.map { $0 == unbreakableSpace ? " " : $0 })
    }

    /// The goal line: what the step asks for, or that it is met, or how to go on.
    var goalLine: String {
        goalLine(met: state.lessonGoalMet == true, axis: state.scene.stack.axis)
    }

    /// The goal line when the goal is `met` or not, said for a stack along `axis`.
    func goalLine(met: Bool, axis: Axis) -> String {
        guard let lesson = state.lesson else { return "" }
        let onwards = lesson.isLastStep ? "the lesson's last step: " + Self.unbroken("q quits") : Self.unbroken("Enter goes on")
        guard let goal = lesson.step.goal else { return onwards + ", " + Self.unbroken("Backspace goes back") }
        if met {
            return (text.ellipsis == "." ? "[x]" : "✓") + " goal met: " + goal.summary(on: axis) + text.separator + onwards
        }
        return "goal: " + goal.summary(on: axis)
    }

    /// Draws the banner into `area`: the title line, the caption, the goal line.
    func draw(into canvas: inout Canvas, in area: CellRect) {
        guard let lesson = state.lesson, !area.isEmpty else { return }
        let title = lesson.lesson.title + text.separator + lesson.position
        let goalStyle = state.lessonGoalMet == true
            ? CellStyle(foreground: color ? .green : nil, bold: true)
            : CellStyle(foreground: color ? .yellow : nil)
        let goal = goalRows(width: area.width)
        // Where no caption row would be left, the title line gives the caption its row; the
        // last caption row shown ends in an ellipsis where more is cut: a cut caption never
        // looks whole.
        let caption = captionRows(width: area.width)
        var captionRoom = max(0, area.height - 1 - goal.count)
        let showsTitle = captionRoom > 0 || caption.isEmpty || area.height - goal.count <= 0
        if !showsTitle { captionRoom = area.height - goal.count }
        var shown = Array(caption.prefix(captionRoom))
        if shown.count < caption.count, !shown.isEmpty {
            shown[shown.count - 1] = text.truncated(shown[shown.count - 1] + " " + caption[shown.count], to: area.width)
        }
        var lines: [(String, CellStyle)] = showsTitle ? [(title, CellStyle(bold: true))] : []
        lines += shown.map { ($0, CellStyle.plain) }
        lines += goal.map { ($0, goalStyle) }
        for (row, line) in lines.prefix(area.height).enumerated() {
            canvas.text(text.truncated(line.0, to: area.width), x: area.left, y: area.top + row, style: line.1)
        }
    }
}
