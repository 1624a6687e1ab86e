import ArgumentParser
import Playground

/// `stackplay [SCENE]`: the interactive playground (the default command).
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the interactive playground on a scene (the default command). Press ? in it for the keys."
    )

    @OptionGroup var source: SceneSource

    func run() throws {
        let loaded = try source.load()
        guard TerminalScreen.isInteractive else {
            throw CommandFailure.badInput("stackplay: the playground needs a terminal (standard input and output are not both terminals); to print the layout instead, use `stackplay render` (drawing) or `stackplay layout` (frames)")
        }
        var state = PlaygroundState(scene: loaded.scene, name: loaded.title)
        let screen = TerminalScreen()
        screen.start()
        defer { screen.stop() }
        while true {
            let (width, height) = screen.size
            screen.draw(PlaygroundScreen.render(state, width: width, height: height, color: screen.usesColor, ascii: !screen.usesUnicode))
            switch screen.read() {
            case .suspend:
                screen.suspend()
            case let .key(key):
                if key == .resize { screen.invalidate() }
                if state.handle(key) == .quit { return }
            }
        }
    }
}
