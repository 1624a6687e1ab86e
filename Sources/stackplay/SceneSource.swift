import ArgumentParser
import StackLayout

/// Where a command's scene comes from: a scene file or a built-in example (the seed
/// example when neither is given).
struct SceneSource: ParsableArguments {
    @Argument(help: "A scene file (JSON, see the README). Defaults to the seed example.")
    var scene: String?

    @Option(name: .long, help: "A built-in example instead of a file (see `stackplay examples`).")
    var example: String?

    /// A loaded scene and how to refer to it in messages.
    struct Loaded {
        var scene: Scene
        /// `SCENE.json` or `--example NAME`, as the user would type it.
        var label: String
        /// `SCENE.json` or the example's name, for a title.
        var title: String
    }

    func load() throws -> Loaded {
        if scene != nil, example != nil {
            throw CommandFailure.badInput("give either a scene file or --example, not both")
        }
        if let path = scene {
            do {
                return Loaded(scene: try SceneFile.load(path: path), label: path, title: path)
            } catch {
                throw CommandFailure.badInput(error.description)
            }
        }
        let name = example ?? Examples.defaultName
        guard let found = Examples.named(name) else {
            throw CommandFailure.badInput("--example \(SceneFileError.excerpt(name)): no such example; \(NameList.expected(insteadOf: name, among: Examples.all.map(\.name)))")
        }
        return Loaded(scene: found.scene, label: "--example \(name)", title: name)
    }
}
