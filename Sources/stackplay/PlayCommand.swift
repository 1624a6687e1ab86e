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

    @OptionGroup var launch: PlaygroundLaunch

    func run() throws {
        let loaded = try source.load()
        if let output {
            // Refused now, before the terminal is touched, not at the first `w`.
            do {
                try SceneFile.checkSaveTarget(output)
            } catch {
                throw CommandFailure.badInput("--output " + error.description)
            }
        }
        let state = PlaygroundState(scene: Self.startScene(loaded.scene, source: source), name: output ?? loaded.title,
                                    file: output ?? source.scene, animates: !launch.noAnimation)
        try launch.run(state)
    }

    /// The width the playground's first screen gives the seed example's stack when no scene
    /// is named: an iPhone's width, wider than the views need, so that `d` and `a` visibly
    /// change the picture from the first key.
    static let defaultStartWidth: Double = 375

    /// The scene the playground opens: the one given, or with neither a file nor an example
    /// named, the seed example at ``defaultStartWidth`` points wide.
    static func startScene(_ scene: Scene, source: SceneSource) -> Scene {
        guard source.scene == nil, source.example == nil, scene.stack.width == nil else { return scene }
        var sized = scene
        sized.stack.width = defaultStartWidth
        return sized
    }
}
