import ArgumentParser
import Playground

/// The options every command that opens the playground takes (`play`, `lesson`, `demo`), and
/// opening it: refused with one message when there is no usable terminal (or `--record`'s file
/// cannot be written); the terminal is always restored.
struct PlaygroundLaunch: ParsableArguments {
    @Flag(name: .long, help: "Show layout changes at once instead of animating them (the z key toggles it too).")
    var noAnimation = false

    @Flag(name: .long, help: "Start in presenter mode: no key line, the last change as a large caption, a legend strip, high contrast (the P key toggles it).")
    var present = false

    @Option(name: .long, help: ArgumentHelp("Record the session as an asciicast v2 file (asciinema play FILE.cast plays it).", valueName: "file.cast"))
    var record: String?

    /// The playground options given, as typed (`--present`, `--record`, `--no-animation`).
    var given: [String] {
        (noAnimation ? ["--no-animation"] : []) + (present ? ["--present"] : []) + (record != nil ? ["--record"] : [])
    }

    /// Refuses the playground options when the command does not open the playground
    /// (`lesson --print`, `demo --print`): `instead` says what it does instead.
    func refuseUnlessOpening(_ instead: String) throws {
        guard !given.isEmpty else { return }
        let options = given.joined(separator: ", ")
        throw CommandFailure.badInput("\(options) \(given.count == 1 ? "applies" : "apply") only to the playground; \(instead)")
    }

    /// Opens the playground on `state`, in presenter mode when `--present` asks for it.
    func run(_ state: PlaygroundState) throws {
        var state = state
        if present { _ = state.update(.togglePresenter) }
        guard TerminalScreen.isInteractive else {
            throw CommandFailure.badInput("the playground needs a terminal (standard input and output are not both terminals); to print the layout instead, use `stackplay render` (drawing) or `stackplay layout` (frames)")
        }
        if let problem = TerminalType.current.problem {
            throw CommandFailure.badInput(TerminalType.playgroundMessage(problem))
        }
        let recorder = try record.map { try CastRecorder(path: $0) }
        let screen = TerminalScreen()
        screen.start()
        defer { screen.stop() }
        var loop = PlaygroundLoop(screen: screen, state: state, recorder: recorder)
        loop.run()
    }
}
