import StackLayout

/// The playground's one table of keys: every row says which keys do what (the actions), how
/// the help overlay lists them, how the key line labels them and when, and how the README
/// documents them. The help, the key line, key handling and the README's key tables (checked
/// by a test) all come from ``KeyMap/bindings``; adding a key is adding a row.
public enum KeyMap {
    /// The part of the playground a binding belongs to (one README table each).
    public enum Group: String, CaseIterable, Sendable {
        /// The stack's properties and size.
        case stack
        /// Selecting and editing arranged views.
        case selectedView
        /// The panel, the overlays, history, files, leaving.
        case general
        /// Editing the file name at the save prompt.
        case prompt
        /// Walking a lesson's steps (before the other keys, in lesson mode only).
        case lesson
        /// Editing a command at the command line (`:`).
        case commandLine
        /// Playing a demo (before the other keys, in demo mode only).
        case demo

        /// The README's sentence above the group's table.
        public var heading: String {
            switch self {
            case .stack: return "The stack:"
            case .selectedView: return "The selected view (Tab, or click its box):"
            case .general: return "Everything else:"
            case .prompt: return "At the save prompt (`w` without a file, or `W`, which opens it with the scene's file name\nselected: the first character typed replaces the name, an editing key edits it):"
            case .lesson: return "In lesson mode (`stackplay lesson NAME`), before the keys above:"
            case .commandLine: return "At the command line (`:`):"
            case .demo: return "In demo mode (`stackplay demo FILE`), before the keys above:"
            }
        }
    }

    /// When the key line shows a binding's entry.
    public enum Context: Equatable, Sendable {
        /// Always (except at the prompt).
        case always
        /// When no view is selected.
        case noSelection
        /// When a view is selected: its editing keys.
        case selection
        /// When the constraints panel is open: scrolling.
        case panel
        /// When a nested stack is being edited: how to back out of it.
        case nestedStack
        /// When the save prompt is open: its editing keys.
        case prompt
        /// In lesson mode.
        case lesson
        /// In lesson mode, before its last step.
        case lessonBeforeLastStep
        /// When the command line is open: its editing keys.
        case commandLine
        /// In demo mode, while steps are left to play and it is not paused.
        case demo
        /// In demo mode, while it is paused with steps left to play.
        case demoPaused
        /// When Esc has something to back out of (see ``PlaygroundState/backingOut``).
        case backingOut
    }

    /// A binding's entry on the key line: `d dist`.
    public struct LineEntry: Equatable, Sendable {
        /// The keys, as few characters as possible.
        public let keys: String
        /// One word.
        public let label: String
        /// Lower is kept longer when the line is too long.
        public let priority: Int
        /// When it is shown.
        public let context: Context

        /// `keys label`.
        public var text: String { keys + " " + label }
    }

    /// One row of the table.
    public struct Binding: Sendable {
        /// Its README table.
        public let group: Group
        /// The keys and the action each one triggers.
        public let actions: [(key: Key, action: PlaygroundAction)]
        /// The keys, as the help lists them (`d / D`).
        public let keys: String
        /// What they do, in a few words, as the help says it.
        public let help: String
        /// The keys in fewer columns, for a small help box.
        public let shortKeys: String
        /// What they do in one or two words, for a small help box.
        public let shortHelp: String
        /// Its key-line entries (none: not on the key line).
        public let line: [LineEntry]
        /// The keys as the README's table writes them.
        public let manualKeys: String
        /// What they do, as the README's table says it.
        public let manualText: String

        /// The README table row: `| keys | text |`.
        public var manualRow: String { "| " + manualKeys + " | " + manualText + " |" }
    }

    /// The bindings of `group`, in table order.
    public static func bindings(in group: Group) -> [Binding] {
        bindings.filter { $0.group == group }
    }

    /// The bindings the help overlay lists: all but the prompt's, the lesson's and the
    /// command line's.
    static var helpBindings: [Binding] {
        bindings.filter { ![.prompt, .lesson, .commandLine, .demo].contains($0.group) }
    }

    /// The README table of `group`: the header and a row per binding.
    public static func manualTable(for group: Group) -> String {
        (["| key | action |", "| --- | --- |"] + bindings(in: group).map(\.manualRow)).joined(separator: "\n")
    }

    /// The action `key` triggers in the playground as it is now: at the prompt, characters
    /// are typed and the prompt's keys edit; with the help open, `q` and Ctrl-C quit and any
    /// other key closes it; in lesson mode the lesson's keys come first; otherwise the
    /// table's action (nil for a key it does not list). The mouse and resizes are not keys
    /// of the table (see ``ScreenLayout``).
    public static func action(for key: Key, promptOpen: Bool, helpOpen: Bool, lessonOpen: Bool = false, commandOpen: Bool = false,
                              demoOpen: Bool = false) -> PlaygroundAction? {
        if case .mouse = key { return nil }
        if key == .resize { return nil }
        if commandOpen {
            if let action = lookUp(key, in: bindings(in: .commandLine)) { return action }
            if case .character(let character) = key { return .commandInsert(character) }
            return nil
        }
        if promptOpen {
            if let action = lookUp(key, in: bindings(in: .prompt)) { return action }
            if case .character(let character) = key { return .promptInsert(character) }
            return nil
        }
        let modes: [Group] = (lessonOpen ? [.lesson] : []) + (demoOpen ? [.demo] : []) + [.stack, .selectedView, .general]
        let action = lookUp(key, in: modes.flatMap { bindings(in: $0) })
        if helpOpen {
            // Pages of the help, where it does not fit at once; any other key closes it.
            if key == .pageDown || key == .character(" ") { return .pageHelp(by: 1) }
            if key == .pageUp { return .pageHelp(by: -1) }
            return action == .quit ? .quit : .closeHelp
        }
        return action
    }

    private static func lookUp(_ key: Key, in bindings: [Binding]) -> PlaygroundAction? {
        for binding in bindings {
            if let match = binding.actions.first(where: { $0.key == key }) { return match.action }
        }
        return nil
    }
}

extension KeyMap {
    /// Every key the playground answers to, in the order the help and the README list them.
    /// The help's text is ASCII so that it reads the same with `--ascii`.
    public static let bindings: [Binding] = [
        // MARK: The stack
        Binding(.stack, [(.character("d"), .cycleDistribution(by: 1)), (.character("D"), .cycleDistribution(by: -1))],
                help: "d / D", "next / previous distribution", short: "d D", "distribution",
                line: [LineEntry(keys: "d", label: "dist", priority: 2, context: .noSelection)],
                manual: "`d` / `D`", "next / previous distribution: fill → fillEqually → fillProportionally → equalSpacing → equalCentering"),
        Binding(.stack, [(.character("a"), .cycleAlignment(by: 1)), (.character("A"), .cycleAlignment(by: -1))],
                help: "a / A", "next / previous alignment", short: "a A", "alignment",
                line: [LineEntry(keys: "a", label: "align", priority: 3, context: .noSelection)],
                manual: "`a` / `A`", "next / previous alignment: fill → leading → center → trailing → firstBaseline → lastBaseline (top / bottom on a horizontal stack)"),
        Binding(.stack, [(.character("x"), .toggleAxis)],
                help: "x", "axis: horizontal / vertical", short: "x", "axis",
                line: [LineEntry(keys: "x", label: "axis", priority: 6, context: .noSelection)],
                manual: "`x`", "axis: horizontal ⇄ vertical"),
        Binding(.stack, [(.character("+"), .changeSpacing(by: PlaygroundState.spacingStep)),
                         (.character("="), .changeSpacing(by: PlaygroundState.spacingStep)),
                         (.character("-"), .changeSpacing(by: -PlaygroundState.spacingStep))],
                help: "+ or = / -", "spacing up / down by \(formatPoints(PlaygroundState.spacingStep)) points", short: "+ -", "spacing",
                line: [LineEntry(keys: "+/-", label: "spacing", priority: 7, context: .noSelection)],
                manual: "`+` (or `=`) / `-`", "spacing up / down by \(formatPoints(PlaygroundState.spacingStep)) points; it may go negative"),
        Binding(.stack, (0..<PlaygroundState.digitViews).map { (.character(Character(String($0))), .toggleHidden(viewAt: $0)) },
                help: "0-9", "hide / show arranged view #N (the first is #0)", short: "0-9", "hide view #N",
                line: [LineEntry(keys: "0-9", label: "hide", priority: 8, context: .noSelection)],
                manual: "`0` … `9`", "hide / show arranged view N, counted from 0 like UIKit's `arrangedSubviews[N]`, the examples' names (`Subview0`) and the `#N` a box too small for its name shows"),
        Binding(.stack, [(.character("m"), .toggleMarginsRelative)],
                help: "m", "layout-margins-relative arrangement on / off", short: "m", "margins on/off",
                line: [LineEntry(keys: "m", label: "margins", priority: 11, context: .noSelection)],
                manual: "`m`", "layout-margins-relative arrangement on / off"),
        Binding(.stack, [(.character("M"), .cycleMarginSize)],
                help: "M", "margin size: " + PlaygroundState.marginSizes.map { formatPoints($0) }.joined(separator: ", ") + " points",
                short: "M", "margin size",
                manual: "`M`", "margin size on every edge: " + (PlaygroundState.marginSizes + PlaygroundState.marginSizes.prefix(1)).map { formatPoints($0) }.joined(separator: " → ") + " points"),
        Binding(.stack, [(.character("b"), .toggleBaselineRelative)],
                help: "b", "baseline-relative arrangement on / off", short: "b", "baseline-relative",
                manual: "`b`", "baseline-relative arrangement on / off (it changes vertical stacks only)"),
        Binding(.stack, [(.character("r"), .toggleLayoutDirection)],
                help: "r", "layout direction: left-to-right / right-to-left", short: "r", "LTR / RTL",
                manual: "`r`", "layout direction: left-to-right ⇄ right-to-left"),
        Binding(.stack, [(.character("s"), .cycleSizeMode)],
                help: "s", "stack size: unsized / 320 375 390 430 pt / yours", short: "s", "stack size",
                line: [LineEntry(keys: "s", label: "size", priority: 4, context: .noSelection)],
                manual: "`s`", "the stack's size in points along its axis: unsized (it takes the size of its views) → 320 → 375 → 390 → 430 pt wide (a vertical stack: 568 → 667 → 844 → 932 pt tall) → the last size you set → unsized; the other axis keeps its size or stays unsized. The terminal, the panel and the zoom never change it: they only scale the drawing (the info line says `zoom 1 col = 4 pt`)"),
        Binding(.stack, stackResizeActions,
                help: "Shift-arrows, H J K L", "resize the stack (or drag its edge)", short: "H J K L", "resize stack",
                manual: "Shift+arrows, `H` `J` `K` `L`", "resize the stack by \(formatPoints(PlaygroundState.stackSizeStep)) points (`H` narrower, `L` wider, `K` shorter, `J` taller; an unsized axis starts from the length it has), or drag its right (bottom) edge with the mouse when it has a width (height)"),

        // MARK: The selected view
        // Home / End share the Tab row so that the help still fits 120×40.
        Binding(.selectedView, [(.tab, .selectNext(by: 1)), (.backTab, .selectNext(by: -1)),
                                (.home, .selectVisible(last: false)), (.end, .selectVisible(last: true)),
                                (.enter, .enterNestedStack), (.character("^"), .leaveNestedStack)],
                help: "Tab / S-Tab, Home / End, Enter / ^", "select next / previous, first / last shown; in / out of a stack",
                short: "Tab Home End Enter ^", "select, in / out",
                line: [LineEntry(keys: "Tab", label: "select", priority: 5, context: .noSelection),
                       LineEntry(keys: "Tab", label: "next", priority: 4, context: .selection),
                       LineEntry(keys: "Enter", label: "in", priority: 12, context: .selection),
                       LineEntry(keys: "^", label: "out", priority: 3, context: .nestedStack)],
                manual: "Tab / Shift-Tab, Home / End, Enter / `^`", "select the next / previous arranged view of the stack being edited (or click it), or with Home / End its first / last visible (not hidden) one; Enter edits the selected nested stack: the stack keys and Tab then act on it and its views, and the status line names it; `^` backs out to the stack around it"),
        Binding(.selectedView, viewResizeActions,
                help: "arrows", "selected view's intrinsic size, \(formatPoints(PlaygroundState.sizeStep)) points a press", short: "arrows", "view size",
                line: [LineEntry(keys: "arrows", label: "size", priority: 2, context: .selection)],
                manual: "arrows", "its intrinsic width (← →) and height (↓ ↑), \(formatPoints(PlaygroundState.sizeStep)) points a press"),
        Binding(.selectedView, [(.character("["), .changeHugging(by: -1)), (.character("]"), .changeHugging(by: 1))],
                help: "[ / ]", "selected view's hugging on the axis, -1 / +1", short: "[ ]", "hugging",
                line: [LineEntry(keys: "[ ]", label: "hugging", priority: 3, context: .selection)],
                manual: "`[` / `]`", "its content hugging on the stack's axis, −1 / +1 (try 249, 250, 251)"),
        Binding(.selectedView, [(.character("{"), .changeCompressionResistance(by: -1)), (.character("}"), .changeCompressionResistance(by: 1))],
                help: "{ / }", "selected view's compression resistance, -1 / +1", short: "{ }", "compression",
                line: [LineEntry(keys: "{ }", label: "compression", priority: 5, context: .selection)],
                manual: "`{` / `}`", "its compression resistance on the stack's axis, −1 / +1"),
        Binding(.selectedView, [(.character("i"), .toggleIntrinsicSize)],
                help: "i", "selected view: no intrinsic size / back", short: "i", "no size",
                line: [LineEntry(keys: "i", label: "no size", priority: 9, context: .selection)],
                manual: "`i`", "no intrinsic size ⇄ back to the one it had"),
        Binding(.selectedView, [(.character(","), .changeCustomSpacing(by: -PlaygroundState.spacingStep)),
                                (.character("."), .changeCustomSpacing(by: PlaygroundState.spacingStep))],
                help: ", / .", "custom spacing after the selected view", short: ", .", "custom spacing",
                line: [LineEntry(keys: ", .", label: "gap after", priority: 7, context: .selection)],
                manual: "`,` / `.`", "custom spacing after it, −\(formatPoints(PlaygroundState.spacingStep)) / +\(formatPoints(PlaygroundState.spacingStep)) points"),
        Binding(.selectedView, [(.character("f"), .moveBaseline(first: true, down: PlaygroundState.baselineStep)),
                                (.character("F"), .moveBaseline(first: true, down: -PlaygroundState.baselineStep)),
                                (.character("e"), .moveBaseline(first: false, down: PlaygroundState.baselineStep)),
                                (.character("E"), .moveBaseline(first: false, down: -PlaygroundState.baselineStep))],
                help: "f F / e E", "selected view's first / last baseline down / up", short: "f F e E", "baselines",
                line: [LineEntry(keys: "f e", label: "baselines", priority: 11, context: .selection)],
                manual: "`f` / `F`, `e` / `E`", "its first / last baseline down / up by \(formatPoints(PlaygroundState.baselineStep)) points"),
        Binding(.selectedView, [(.character("n"), .addView), (.character("N"), .addNestedStack)],
                help: "n / N", "add a view / a nested stack after the selected one", short: "n N", "add view / stack",
                line: [LineEntry(keys: "n", label: "add", priority: 10, context: .selection)],
                manual: "`n` / `N`", "add a 60×60 view after it (or at the end) / a nested stack there: across the current stack's axis, with two 60×60 views"),
        Binding(.selectedView, [(.delete, .deleteSelected), (.backspace, .deleteSelected)],
                help: "Del", "delete the selected view", short: "Del", "delete view",
                line: [LineEntry(keys: "Del", label: "delete", priority: 8, context: .selection)],
                manual: "Delete, Backspace", "delete it"),
        Binding(.selectedView, [(.character("<"), .moveSelected(by: -1)), (.character(">"), .moveSelected(by: 1))],
                help: "< / >", "move the selected view earlier / later", short: "< >", "reorder",
                line: [LineEntry(keys: "< >", label: "move", priority: 6, context: .selection)],
                manual: "`<` / `>`", "move it earlier / later in the arranged order"),

        // MARK: Everything else
        Binding(.general, [(.character("c"), .togglePanel), (.character("o"), .toggleSelectedUserConstraint)],
                help: "c / o", "constraints panel / one of yours: on / off", short: "c o", "constraints",
                line: [LineEntry(keys: "c", label: "constraints", priority: 4, context: .always)],
                manual: "`c` / `o`", "the constraints panel on / off (beside the drawing from 90 columns, below it on narrower terminals) / switch one of your own constraints off or on: the first that names the selected view, or your first; an off one stays listed in the panel but is not solved or saved"),
        Binding(.general, [(.character("y"), .toggleWhy)],
                help: "y", "why panel: why the selected view sits there", short: "y", "why",
                line: [LineEntry(keys: "y", label: "why", priority: 9, context: .always)],
                manual: "`y`", "the why panel on / off, in the constraints panel's place: why the selected view (or the stack, when none is selected) sits where it does, as `stackplay explain` says it"),
        Binding(.general, [(.pageUp, .pagePanel(by: -1)), (.pageDown, .pagePanel(by: 1))],
                help: "PgUp / PgDn", "scroll the panel (or the wheel)", short: "PgUp PgDn", "scroll panel",
                line: [LineEntry(keys: "PgUp/PgDn", label: "scroll", priority: 2, context: .panel)],
                manual: "PgUp / PgDn, the mouse wheel", "scroll the constraints or why panel a page (the wheel: 3 lines)"),
        Binding(.general, [(.character("g"), .toggleGuides)],
                help: "g", "gap guides and spacer on / off", short: "g", "guides",
                manual: "`g`", "draw the gap guides (`_UIOLAGapGuide`) and the alignment spacer (`_UILayoutSpacer`)"),
        Binding(.general, [(.character("p"), .togglePriorities)],
                help: "p", "labels: intrinsic sizes and priorities", short: "p", "priorities",
                manual: "`p`", "each box's label also shows, per axis, its intrinsic size, content hugging and compression resistance: `w160 H250 CR750` (width) over `h200 H250 CR750` (height); `w-` is no intrinsic width"),
        Binding(.general, [(.character("G"), .cycleGallery)],
                help: "G", "gallery: by distribution / by alignment / off", short: "G", "gallery",
                line: [LineEntry(keys: "G", label: "gallery", priority: 12, context: .always)],
                manual: "`G`", "the gallery instead of the drawing: the scene once per distribution of the stack being edited, `G` again once per alignment, `G` a third time the drawing; every key edits all the panels at once"),
        Binding(.general, [(.character("P"), .togglePresenter)],
                help: "P", "presenter mode: caption, legend, no key line", short: "P", "presenter",
                manual: "`P`", "presenter mode on / off (`--present` starts with it on): no key line, the last change as a large caption (`distribution → equalCentering`), a legend strip naming each view of the stack being edited in its colour, the drawing in high contrast, names in double-width letters (`Ｓｕｂｖｉｅｗ０`) where a box has room"),
        Binding(.general, [(.character("z"), .toggleAnimation)],
                help: "z", "animation on / off", short: "z", "animation",
                manual: "`z`", "animation on / off (`--no-animation` starts with it off)"),
        Binding(.general, [(.character("u"), .undo), (.character("U"), .redo), (.controlR, .redo)],
                help: "u / U or Ctrl-R", "undo / redo", short: "u U", "undo / redo",
                line: [LineEntry(keys: "u", label: "undo", priority: 9, context: .always)],
                manual: "`u` / `U` or Ctrl-R", "undo / redo any change (up to \(DocumentHistory.limit)); the info line says what came back (`undone: distribution fillEqually → fill`, `undone: Toolbar: spacing 16 → 8`, `constraint off: …`, `Heart renamed Like`)"),
        Binding(.general, [(.character("w"), .save), (.character("W"), .saveAs)],
                help: "w / W", "save / save as (asks for a file name)", short: "w W", "save",
                line: [LineEntry(keys: "w", label: "save", priority: 10, context: .always)],
                manual: "`w`", "save the scene to its file (for an example, or with `W`, a prompt asks for a file name: Enter saves, Esc cancels)"),
        Binding(.general, [(.character(":"), .openCommandLine)],
                help: ":", "command line: type an exact value (:width 375)", short: ":", "command",
                line: [LineEntry(keys: ":", label: "command", priority: 5, context: .always)],
                manual: "`:`", "the command line: type a command such as `:width 375` or `:hugging 249` and Enter (the commands are listed below)"),
        Binding(.general, [(.character("?"), .showHelp)],
                help: "?", "this help on / off (PgDn pages; other keys close)", short: "?", "help",
                line: [LineEntry(keys: "?", label: "help", priority: 0, context: .always)],
                manual: "`?`", "help: every key, a page at a time on a small terminal (PgDn or Space the next, PgUp back); `q` and Ctrl-C quit from it, any other key closes it"),
        Binding(.general, [],
                help: "Ctrl-Z", "suspend (fg in the shell comes back)", short: "^Z", "suspend",
                manual: "Ctrl-Z", "suspend; `fg` resumes with a full redraw"),
        Binding(.general, [(.character("q"), .quit), (.controlC, .quit)],
                help: "q, Ctrl-C", "quit (asks once when there are unsaved changes)", short: "q", "quit",
                line: [LineEntry(keys: "q", label: "quit", priority: 1, context: .always)],
                manual: "`q`, Ctrl-C", "quit; with unsaved changes the first press asks, the second quits; the terminal is restored"),
        Binding(.general, [(.escape, .back)],
                help: "Esc", "back out: panel, gallery, selection, nested stack; then quit", short: "Esc", "back",
                line: [LineEntry(keys: "Esc", label: "back", priority: 2, context: .backingOut)],
                manual: "`Esc`", "back out of one thing a press: the help, the why or constraints panel, the gallery, the selection, a nested stack (as `^`); with none of them open, quit as `q` does"),

        // MARK: The save prompt
        Binding(.prompt, [(.enter, .promptSubmit)],
                help: "Enter", "save to the file name typed", short: "Enter", "save",
                line: [LineEntry(keys: "Enter", label: "save", priority: 0, context: .prompt)],
                manual: "Enter", "save to the file name typed (a leading `~` is your home directory, as in a shell); why a save failed is shown whole"),
        Binding(.prompt, [(.escape, .promptCancel), (.controlC, .promptCancel)],
                help: "Esc, Ctrl-C", "do not save", short: "Esc", "cancel",
                line: [LineEntry(keys: "Esc", label: "cancel", priority: 1, context: .prompt)],
                manual: "`Esc`, Ctrl-C", "close the prompt without saving"),
        Binding(.prompt, [(.right, .promptKeepName), (.end, .promptKeepName), (.left, .promptKeepName), (.home, .promptKeepName)],
                help: "→, End", "keep the file name and type after it", short: "End", "keep",
                line: [],
                manual: "→, End (or ←, Home)", "keep the file name `W` opened the prompt with (shown selected, which typing replaces) and type after it"),
        Binding(.prompt, [(.backspace, .promptDeleteBackward), (.delete, .promptDeleteBackward)],
                help: "Backspace", "delete the last character", short: "Bksp", "delete",
                line: [LineEntry(keys: "Bksp", label: "delete", priority: 2, context: .prompt)],
                manual: "Backspace", "delete the last character"),
        Binding(.prompt, [(.controlW, .promptDeleteWord)],
                help: "Ctrl-W", "delete the last word (or path component)", short: "^W", "delete word",
                line: [LineEntry(keys: "^W", label: "word", priority: 3, context: .prompt)],
                manual: "Ctrl-W", "delete the last word (or path component)"),
        Binding(.prompt, [(.controlU, .promptClear)],
                help: "Ctrl-U", "delete everything typed", short: "^U", "clear",
                line: [LineEntry(keys: "^U", label: "clear", priority: 4, context: .prompt)],
                manual: "Ctrl-U", "delete everything typed"),
    ] + modeBindings

    /// Shift+arrows and `H` `J` `K` `L`: a fixed-size stack's size.
    private static var stackResizeActions: [(key: Key, action: PlaygroundAction)] {
        let step = PlaygroundState.stackSizeStep
        let wider = PlaygroundAction.resizeStack(width: step, height: 0), narrower = PlaygroundAction.resizeStack(width: -step, height: 0)
        let taller = PlaygroundAction.resizeStack(width: 0, height: step), shorter = PlaygroundAction.resizeStack(width: 0, height: -step)
        return [(.shiftRight, wider), (.shiftLeft, narrower), (.shiftDown, taller), (.shiftUp, shorter),
                (.character("L"), wider), (.character("H"), narrower), (.character("J"), taller), (.character("K"), shorter)]
    }

    /// The arrows: the selected view's intrinsic size.
    private static var viewResizeActions: [(key: Key, action: PlaygroundAction)] {
        let step = PlaygroundState.sizeStep
        return [(.right, .resizeSelected(width: step, height: 0)), (.left, .resizeSelected(width: -step, height: 0)),
                (.up, .resizeSelected(width: 0, height: step)), (.down, .resizeSelected(width: 0, height: -step))]
    }
}

extension KeyMap.Binding {
    init(_ group: KeyMap.Group, _ actions: [(key: Key, action: PlaygroundAction)],
         help keys: String, _ help: String, short shortKeys: String, _ shortHelp: String,
         line: [KeyMap.LineEntry] = [], manual manualKeys: String, _ manualText: String) {
        self.group = group
        self.actions = actions
        self.keys = keys
        self.help = help
        self.shortKeys = shortKeys
        self.shortHelp = shortHelp
        self.line = line
        self.manualKeys = manualKeys
        self.manualText = manualText
    }
}
