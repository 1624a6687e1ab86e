extension KeyMap {
    /// The keys of the playground's modes: the command line (`:`), demo mode and lesson
    /// mode, each looked up before (or, for the command line, instead of) the others.
    static let modeBindings: [Binding] = [
        // MARK: The command line
        Binding(.commandLine, [(.enter, .commandSubmit)],
                help: "Enter", "run the command", short: "Enter", "run",
                line: [LineEntry(keys: "Enter", label: "run", priority: 0, context: .commandLine)],
                manual: "Enter", "run the command; what went wrong, if anything, is on the info line and nothing changes"),
        Binding(.commandLine, [(.escape, .commandCancel), (.controlC, .commandCancel)],
                help: "Esc, Ctrl-C", "close the command line", short: "Esc", "cancel",
                line: [LineEntry(keys: "Esc", label: "cancel", priority: 1, context: .commandLine)],
                manual: "`Esc`, Ctrl-C", "close the command line without running anything"),
        Binding(.commandLine, [(.up, .commandHistory(by: -1)), (.down, .commandHistory(by: 1))],
                help: "Up / Down", "earlier / later command", short: "Up Dn", "history",
                line: [LineEntry(keys: "Up/Dn", label: "history", priority: 3, context: .commandLine)],
                manual: "↑ / ↓", "recall an earlier / later command (the last \(PlaygroundState.commandHistoryLimit))"),
        Binding(.commandLine, [(.tab, .commandComplete)],
                help: "Tab", "complete the command or name", short: "Tab", "complete",
                line: [LineEntry(keys: "Tab", label: "complete", priority: 2, context: .commandLine)],
                manual: "Tab", "complete the command's name, a view's name or a value (`:dis` Tab → `:distribution `); when several match, they are listed"),
        Binding(.commandLine, [(.backspace, .commandDeleteBackward), (.delete, .commandDeleteBackward)],
                help: "Backspace", "delete the last character", short: "Bksp", "delete",
                manual: "Backspace", "delete the last character (on an empty line: close it)"),
        Binding(.commandLine, [(.controlU, .commandClear)],
                help: "Ctrl-U", "delete everything typed", short: "^U", "clear",
                manual: "Ctrl-U", "delete everything typed"),

        // MARK: Demo mode
        Binding(.demo, [(.character(" "), .toggleDemoPause)],
                help: "Space", "pause / resume the demo", short: "Space", "pause",
                line: [LineEntry(keys: "Space", label: "pause", priority: 0, context: .demo),
                       LineEntry(keys: "Space", label: "resume", priority: 0, context: .demoPaused)],
                manual: "Space", "pause / resume: while paused, steps play only with →"),
        Binding(.demo, [(.right, .playDemoStep)],
                help: "Right", "the demo's next step now", short: "Right", "next step",
                line: [LineEntry(keys: "→", label: "next", priority: 1, context: .demo),
                       LineEntry(keys: "→", label: "next", priority: 1, context: .demoPaused)],
                manual: "→", "play the next step now (→ no longer resizes the selected view, until the demo is over)"),

        // MARK: Lesson mode
        Binding(.lesson, [(.enter, .nextLessonStep)],
                help: "Enter", "the lesson's next step", short: "Enter", "next step",
                line: [LineEntry(keys: "Enter", label: "next step", priority: 0, context: .lessonBeforeLastStep)],
                manual: "Enter", "the next step (whether or not its goal is met); a step that brings a scene replaces yours, and `u` brings yours back"),
        Binding(.lesson, [(.backspace, .previousLessonStep)],
                help: "Backspace", "the lesson's previous step", short: "Bksp", "step back",
                line: [LineEntry(keys: "Bksp", label: "back", priority: 3, context: .lesson)],
                manual: "Backspace", "the previous step (Delete still deletes the selected view)"),
    ]
}
