import ArgumentParser
import StackLayout

/// `stackplay explain`: why each item sits where it does.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why each item sits where it does: the constraints that decide its x, y, width and height, what each would be without each of them (solved again), and what gave way.",
        discussion: "Without --view, the stack and every arranged view are explained."
    )

    @OptionGroup var source: SceneSource

    @Option(help: "Explain only this item: a view's name, StackView, or a layout guide.")
    var view: String?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let loaded = try source.load()
        var names: [String]? = nil
        if let view {
            let items = StackLayoutSolver.solve(loaded.scene, includingAmbiguity: false).items.map(\.name)
            guard items.contains(view) else {
                throw CommandFailure.badInput("--view \(SceneFileError.excerpt(view)): no such item in \(loaded.label); \(NameList.expected(insteadOf: view, among: items))")
            }
            names = [view]
        }
        // The what-ifs on every core: the same explanation as one after another.
        let plan = ExplanationPlan(scene: loaded.scene, constraints: StackLayoutSolver.constraints(for: loaded.scene), items: names)
        let explanation = ConcurrentExplanation.explanation(of: plan) ?? Explanation(items: [])
        switch format {
        case .json: print(explanation.json)
        case .text: print(explanation.text, terminator: "")
        }
    }
}
