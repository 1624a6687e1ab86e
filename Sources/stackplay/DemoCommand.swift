import ArgumentParser
import Playground
import StackLayout

/// `stackplay demo FILE`: a demo script played in the playground, hands-free.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Play a demo script in the playground: captions and actions at a set pace (Space pauses, → steps).",
        discussion: "The script is JSON (see the README, \"Demo files\"); every step is checked before the demo starts. --print prints the steps instead."
    )

    @Argument(help: "A demo file (JSON, see the README).")
    var file: String

    @Flag(name: .customLong("print"), help: "Print the demo's steps instead of playing it (checks a demo file).")
    var printSteps = false

    @OptionGroup var launch: PlaygroundLaunch

    func run() throws {
        let script: DemoScript
        do {
            script = try DemoJSON.decode(try SceneFile.readText(path: file, kind: "demo"), file: file)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        if printSteps {
            try launch.refuseUnlessOpening("--print prints the demo's steps instead of playing it")
            print(script.title.replacingUndrawable() + " (a step every \(formatPoints(script.pace)) s)")
            for (index, step) in script.steps.enumerated() {
                let caption = step.caption.joined(separator: " ").replacingUndrawable()
                let source = step.source.isEmpty ? "" : "  [\(step.source.replacingUndrawable())]"
                print("step \(index + 1)/\(script.steps.count)" + (caption.isEmpty ? "" : ": " + caption) + source)
            }
            return
        }
        let state = PlaygroundState(demo: script, animates: !launch.noAnimation)
        try launch.run(state)
    }
}
