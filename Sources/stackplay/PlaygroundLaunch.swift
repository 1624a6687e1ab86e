import Playground

/// Opens the playground on a state, for `stackplay`, `stackplay play` and `stackplay lesson`:
/// refuses with one message when there is no usable terminal (or `--record`'s file cannot be
/// written), and always restores it.
enum PlaygroundLaunch {
    static func run(_ state: PlaygroundState, record: String? = nil) throws {
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
