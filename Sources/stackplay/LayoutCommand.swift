import ArgumentParser
import StackLayout

/// `stackplay layout`: the solved frames, the optional constraints that gave way, conflicts
/// and ambiguity (text, or the JSON of ConstraintTextFormat.md with `items`, `ambiguous`,
/// `gaveWay` and `conflicts`).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve the scene and print every item's frame, the optional constraints that gave way, any conflict between required constraints, and what is ambiguous."
    )

    @OptionGroup var source: SceneSource

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let loaded = try source.load()
        let result = StackLayoutSolver.solve(loaded.scene)
        switch format {
        case .json: print(LayoutReport.json(result))
        case .text: print(LayoutReport.text(result), terminator: "")
        }
    }
}
