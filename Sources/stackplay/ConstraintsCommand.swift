import ArgumentParser
import StackLayout

/// `stackplay constraints`: every constraint the layout is solved with.
struct ConstraintsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constraints",
        abstract: "Print the constraints a UIStackView writes for the scene, plus the content-size, scene-size and stackplay constraints it is solved with."
    )

    @OptionGroup var source: SceneSource

    @Option(help: "text (one constraint a line) or json.")
    var format: OutputFormat = .text

    @Flag(help: "Group the lines under their identifiers, like the listings of the seed article (text only).")
    var group = false

    func run() throws {
        if group, format == .json {
            throw CommandFailure.badInput("--group groups the text listing; --format json gives every constraint its identifier already: use one or the other")
        }
        let loaded = try source.load()
        let constraints = StackLayoutSolver.constraints(for: loaded.scene)
        switch format {
        case .json:
            print(ConstraintText.json(constraints))
        case .text:
            if group {
                print(ConstraintText.grouped(constraints), terminator: "")
            } else {
                for constraint in constraints { print(ConstraintText.line(for: constraint)) }
            }
        }
    }
}
