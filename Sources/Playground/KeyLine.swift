/// The bottom line of the playground: the keys that matter now, from ``KeyMap``'s entries,
/// such as `d dist  a align  x axis  +/- spacing  0-9 hide  Tab select  c constraints  ? help  q quit`.
///
/// With a view selected it shows that view's editing keys, with the panel open how to
/// scroll it, and at the save prompt the prompt's keys. When the line is too long, the
/// least used keys are left out; `? help` and `q quit` stay as long as anything does.
struct KeyLine {
    /// What is on screen, which decides the entries shown.
    struct Context: Equatable {
        var promptOpen = false
        var viewSelected = false
        var panelOpen = false
        var lessonOpen = false
        var lessonHasNextStep = false
        var commandOpen = false
        /// In demo mode with steps left to play, not paused.
        var demoPlaying = false
        /// In demo mode with steps left to play, paused (Space resumes: the line said `Space pause`).
        var demoPaused = false
        var inNestedStack = false
        /// Whether Esc backs out of something rather than quits.
        var canBackOut = false
        /// The keys (``KeyMap/LineEntry/keys``) of what the lesson step's goal asks for,
        /// kept on the line first: the hiding lesson asks for `0` and `1`, and at 120
        /// columns `0-9 hide` was the entry left out.
        var goalKeys: Set<String> = []

        /// The context of `state`.
        init(_ state: PlaygroundState) {
            promptOpen = state.ui.prompt != nil
            viewSelected = state.selectedViewName != nil
            panelOpen = state.ui.panelOpen
            lessonOpen = state.lesson != nil
            lessonHasNextStep = state.lesson.map { !$0.isLastStep } ?? false
            commandOpen = state.ui.command != nil
            demoPlaying = state.demo.map { !$0.isFinished && !$0.paused } ?? false
            demoPaused = state.demo.map { !$0.isFinished && $0.paused } ?? false
            inNestedStack = !state.document.stackPath.isEmpty
            canBackOut = state.backingOutBehindHelp != nil
            goalKeys = state.lessonGoalMet == false ? state.lesson?.step.goal.map(Self.keys(for:)) ?? [] : []
        }

        /// The key-line keys that make `goal` hold.
        static func keys(for goal: LessonGoal) -> Set<String> {
            switch goal {
            case .distribution: return ["d"]
            case .alignment: return ["a"]
            case .axis: return ["x"]
            case .spacing: return ["+/-"]
            case .customSpacing: return ["Tab", ", ."]
            case .hidden, .visible: return ["0-9"]
            case .selected: return ["Tab"]
            case .stretched, .compressed: return ["Tab", "arrows"]
            case .hugging: return ["Tab", "[ ]"]
            case .compressionResistance: return ["Tab", "{ }"]
            case .marginsRelative: return ["m"]
            case .sized: return ["s"]
            case .width, .height: return ["s"]
            case .baselineRelative: return []
            case .all(let goals): return goals.reduce(into: []) { $0.formUnion(keys(for: $1)) }
            }
        }

        init(promptOpen: Bool = false, viewSelected: Bool = false, panelOpen: Bool = false) {
            self.promptOpen = promptOpen
            self.viewSelected = viewSelected
            self.panelOpen = panelOpen
        }

        /// Whether an entry shown `when` belongs on the line.
        func shows(_ when: KeyMap.Context) -> Bool {
            if promptOpen { return when == .prompt }
            if commandOpen { return when == .commandLine }
            switch when {
            case .always: return true
            case .noSelection: return !viewSelected
            case .selection: return viewSelected
            case .panel: return panelOpen
            case .prompt, .commandLine: return false
            case .lesson: return lessonOpen
            case .demo: return demoPlaying
            case .demoPaused: return demoPaused
            case .lessonBeforeLastStep: return lessonHasNextStep
            case .nestedStack: return inNestedStack
            case .backingOut: return canBackOut
            }
        }
    }

    let context: Context
    let text: ScreenText
    let color: Bool

    /// Between two entries.
    static let separator = "  "

    /// The entries for this context, in key-map order.
    /// A lesson goal's keys are there with a view selected too (`0-9 hide` went with Tab).
    var entries: [KeyMap.LineEntry] {
        let all = KeyMap.bindings.flatMap(\.line)
        let shown = all.filter { context.shows($0.context) }
        let keys = Set(shown.map(\.keys))
        return all.filter { entry in
            context.shows(entry.context)
                || (context.goalKeys.contains(entry.keys) && entry.context == .noSelection && !keys.contains(entry.keys)
                    && !context.promptOpen && !context.commandOpen)
        }
    }

    /// The entries shown in `width` columns: the most used ones that fit, in key-map order.
    func entries(fitting width: Int) -> [KeyMap.LineEntry] {
        let all = entries
        var chosen: [KeyMap.LineEntry] = []
        var length = 0
        // What the lesson's goal asks for comes just after `? help` and `q quit`.
        let rank = { (entry: KeyMap.LineEntry) in entry.priority <= 1 || !context.goalKeys.contains(entry.keys) ? entry.priority : 1 }
        for entry in all.sorted(by: { (rank($0), $0.priority) < (rank($1), $1.priority) }) {
            let added = (chosen.isEmpty ? 0 : Self.separator.count) + entry.text.count
            guard length + added <= width else { break }
            chosen.append(entry)
            length += added
        }
        return all.filter { chosen.contains($0) }
    }

    /// Draws the line into `area` (one row), the keys in bold.
    func draw(into canvas: inout Canvas, in area: CellRect) {
        guard !area.isEmpty else { return }
        let shown = entries(fitting: area.width)
        guard !shown.isEmpty else {
            let first = entries.filter { $0.priority <= 1 }.map(\.text).joined(separator: Self.separator)
            canvas.text(text.truncated(first, to: area.width), x: area.left, y: area.top)
            return
        }
        let keyStyle = CellStyle(foreground: color ? .cyan : nil, bold: true)
        var column = area.left
        for (index, entry) in shown.enumerated() {
            if index > 0 { column += Self.separator.count }
            column += canvas.text(entry.keys, x: column, y: area.top, style: keyStyle)
            column += canvas.text(" " + entry.label, x: column, y: area.top)
        }
    }
}
