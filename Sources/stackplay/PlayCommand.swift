import ArgumentParser

/// `stackplay [SCENE]`: the interactive playground (the default command).
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the interactive playground on a scene (the default command)."
    )

    @OptionGroup var source: SceneSource

    func run() throws {
        let loaded = try source.load()
        throw CommandFailure.notYet("the interactive playground is not built yet; try `stackplay layout \(loaded.label)`")
    }
}
