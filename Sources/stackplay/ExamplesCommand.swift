import ArgumentParser
import StackLayout

/// `stackplay examples`: the built-in scenes, one a line.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the built-in example scenes (use one with --example NAME)."
    )

    func run() {
        let width = Examples.all.map(\.name.count).max() ?? 0
        for example in Examples.all {
            let padding = String(repeating: " ", count: width - example.name.count)
            print("\(example.name)\(padding)  \(example.summary)")
        }
    }
}
