import StackLayout

/// One row of the playground's key table: the keys, what they do, and the shorter forms the
/// help overlay falls back to on a small terminal.
struct PlaygroundKeyBinding: Sendable {
    /// The keys, as the help lists them (`d / D`).
    let keys: String
    /// What they do, in a few words.
    let action: String
    /// The keys in fewer columns.
    let shortKeys: String
    /// What they do, in one or two words.
    let shortAction: String
    /// Whether the short help lists it; the help's own border already says how to close it
    /// and how to quit.
    let inShortHelp: Bool

    init(_ keys: String, _ action: String, short shortKeys: String, _ shortAction: String, inShortHelp: Bool = true) {
        self.keys = keys
        self.action = action
        self.shortKeys = shortKeys
        self.shortAction = shortAction
        self.inShortHelp = inShortHelp
    }
}

extension PlaygroundState {
    /// Every key the playground answers to, in the order the help lists them. The text is
    /// ASCII so that it reads the same with `--ascii`.
    static let bindings: [PlaygroundKeyBinding] = [
        PlaygroundKeyBinding(
            "d / D", "next / previous distribution", short: "d D", "distribution"),
        PlaygroundKeyBinding(
            "a / A", "next / previous alignment", short: "a A", "alignment"),
        PlaygroundKeyBinding(
            "x", "axis: horizontal / vertical", short: "x", "axis"),
        PlaygroundKeyBinding(
            "+ or = / -", "spacing up / down by \(formatPoints(spacingStep)) points", short: "+ -", "spacing"),
        PlaygroundKeyBinding(
            "1-9", "hide / show arranged view N", short: "1-9", "hide view N"),
        PlaygroundKeyBinding(
            "m", "layout-margins-relative arrangement on / off", short: "m", "margins on/off"),
        PlaygroundKeyBinding(
            "M", "margin size: " + marginSizes.map { formatPoints($0) }.joined(separator: ", ") + " points",
            short: "M", "margin size"),
        PlaygroundKeyBinding(
            "b", "baseline-relative arrangement on / off", short: "b", "baseline-relative"),
        PlaygroundKeyBinding(
            "r", "layout direction: left-to-right / right-to-left", short: "r", "LTR / RTL"),
        PlaygroundKeyBinding(
            "c", "constraints panel on / off", short: "c", "constraints"),
        PlaygroundKeyBinding(
            "PgUp / PgDn", "scroll the constraints panel (or the wheel)", short: "PgUp PgDn", "scroll panel"),
        PlaygroundKeyBinding(
            "Tab / Shift-Tab", "select the next / previous view (or click it)", short: "Tab", "select"),
        PlaygroundKeyBinding(
            "arrows", "selected view's intrinsic size, \(formatPoints(sizeStep)) points a press", short: "arrows", "view size"),
        PlaygroundKeyBinding(
            "[ / ]", "selected view's hugging on the axis, -1 / +1", short: "[ ]", "hugging"),
        PlaygroundKeyBinding(
            "{ / }", "selected view's compression resistance, -1 / +1", short: "{ }", "compression"),
        PlaygroundKeyBinding(
            "i", "selected view: no intrinsic size / back", short: "i", "no size"),
        PlaygroundKeyBinding(
            ", / .", "custom spacing after the selected view", short: ", .", "custom spacing"),
        PlaygroundKeyBinding(
            "f F / e E", "selected view's first / last baseline down / up", short: "f F e E", "baselines"),
        PlaygroundKeyBinding(
            "n / Del", "add a view / delete the selected one", short: "n Del", "add / delete"),
        PlaygroundKeyBinding(
            "< / >", "move the selected view earlier / later", short: "< >", "reorder"),
        PlaygroundKeyBinding(
            "s", "stack size: unsized / fills the canvas / fixed", short: "s", "size mode"),
        PlaygroundKeyBinding(
            "Shift-arrows, H J K L", "resize a fixed-size stack (or drag its edge)", short: "H J K L", "stack size"),
        PlaygroundKeyBinding(
            "g", "gap guides and spacer on / off", short: "g", "guides"),
        PlaygroundKeyBinding(
            "z", "animation on / off", short: "z", "animation"),
        PlaygroundKeyBinding(
            "u / U or Ctrl-R", "undo / redo", short: "u U", "undo / redo"),
        PlaygroundKeyBinding(
            "w / W", "save / save as (asks for a file name)", short: "w W", "save"),
        PlaygroundKeyBinding(
            "?", "this help on / off (any key closes it)", short: "?", "help", inShortHelp: false),
        PlaygroundKeyBinding(
            "Ctrl-Z", "suspend (fg in the shell comes back)", short: "^Z", "suspend", inShortHelp: false),
        PlaygroundKeyBinding(
            "q, Esc, Ctrl-C", "quit (asks once when there are unsaved changes)", short: "q", "quit", inShortHelp: false),
    ]

    /// Every key the playground answers to and what it does, in the order the help overlay
    /// lists them.
    public static let keyBindings: [(keys: String, action: String)] = bindings.map { ($0.keys, $0.action) }
}
