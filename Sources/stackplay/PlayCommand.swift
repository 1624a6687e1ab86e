import ArgumentParser
import Playground
import StackLayout

/// `stackplay [SCENE]`: the interactive playground (the default command).
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the interactive playground on a scene (the default command). Press ? in it for the keys."
    )

    @OptionGroup var source: SceneSource

    @Option(name: .long, help: ArgumentHelp("Where `w` saves the scene (default: the scene file it was opened from; for an example, `w` asks).", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Show layout changes at once instead of animating them (the z key toggles it too).")
    var noAnimation = false

    func run() throws {
        let loaded = try source.load()
        guard TerminalScreen.isInteractive else {
            throw CommandFailure.badInput("the playground needs a terminal (standard input and output are not both terminals); to print the layout instead, use `stackplay render` (drawing) or `stackplay layout` (frames)")
        }
        if let problem = TerminalType.current.problem {
            throw CommandFailure.badInput(TerminalType.playgroundMessage(problem))
        }
        let state = PlaygroundState(scene: loaded.scene, name: loaded.title, file: output ?? source.scene, animates: !noAnimation)
        let screen = TerminalScreen()
        screen.start()
        defer { screen.stop() }
        var loop = PlaygroundLoop(screen: screen, state: state)
        loop.run()
    }
}
