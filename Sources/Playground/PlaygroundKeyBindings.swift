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
            "?", "this help on / off (any key closes it)", short: "?", "help", inShortHelp: false),
        PlaygroundKeyBinding(
            "q, Esc, Ctrl-C", "quit", short: "q", "quit", inShortHelp: false),
    ]

    /// Every key the playground answers to and what it does, in the order the help overlay
    /// lists them.
    public static let keyBindings: [(keys: String, action: String)] = bindings.map { ($0.keys, $0.action) }
}
