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
/// On a short screen the caption's last lines go first, then the goal line; the title line
/// stays while the drawing keeps ``minimumDrawingRows`` rows.
struct LessonBanner {
    let state: PlaygroundState
    let text: ScreenText
    let color: Bool

    /// The rows the drawing keeps below the banner.
    static let minimumDrawingRows = 5

    /// The banner's rows for `state` when `available` rows are above the info line; 0
    /// outside lesson mode.
    static func rows(for state: PlaygroundState, available: Int) -> Int {
        guard let lesson = state.lesson else { return 0 }
        let wanted = 2 + lesson.step.caption.count
        return max(0, min(wanted, available - minimumDrawingRows))
    }

    /// The goal line: what the step asks for, or that it is met, or how to go on.
    var goalLine: String {
        guard let lesson = state.lesson else { return "" }
        let onwards = lesson.isLastStep ? "the lesson's last step: q quits" : "Enter goes on"
        guard let goal = lesson.step.goal else { return onwards + ", Backspace goes back" }
        if state.lessonGoalMet == true {
            return (text.ellipsis == "." ? "[x]" : "✓") + " goal met: " + goal.summary(on: state.scene.stack.axis) + text.separator + onwards
        }
        return "goal: " + goal.summary(on: state.scene.stack.axis)
    }

    /// Draws the banner into `area`: the title line, the caption, the goal line.
    func draw(into canvas: inout Canvas, in area: CellRect) {
        guard let lesson = state.lesson, !area.isEmpty else { return }
        let title = lesson.lesson.title + text.separator + lesson.position
        var lines: [(String, CellStyle)] = [(title, CellStyle(bold: true))]
        let goalStyle = state.lessonGoalMet == true
            ? CellStyle(foreground: color ? .green : nil, bold: true)
            : CellStyle(foreground: color ? .yellow : nil)
        let captionRows = max(0, area.height - 2)
        lines += lesson.step.caption.prefix(captionRows).map { ($0, CellStyle.plain) }
        if area.height >= 2 { lines.append((goalLine, goalStyle)) }
        for (row, line) in lines.prefix(area.height).enumerated() {
            canvas.text(text.truncated(line.0, to: area.width), x: area.left, y: area.top + row, style: line.1)
        }
    }
}
