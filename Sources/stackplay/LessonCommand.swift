import ArgumentParser
import Playground
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// `stackplay lesson`: the built-in lessons listed, a lesson opened in the playground, or
/// checked and printed.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "List the built-in lessons, or open one in the playground (a name, or a lesson file).",
        discussion: "Without NAME, lists the built-in lessons. With NAME or FILE, opens the playground in lesson mode (Enter: next step, Backspace: previous); --print prints its steps instead (and so checks a lesson file); --json prints a built-in lesson's source, to start your own from. --print and --json need a lesson and exclude each other and the playground's options."
    )

    @Argument(help: "A built-in lesson's name or a lesson file (JSON, see the README).")
    var lesson: String?

    @Flag(help: "Print the lesson's JSON source instead of opening it (built-in lessons).")
    var json = false

    @Flag(name: .customLong("print"), help: "Print the lesson's steps instead of opening it.")
    var printSteps = false

    @OptionGroup var launch: PlaygroundLaunch

    func run() throws {
        if json, printSteps {
            throw CommandFailure.badInput("--json and --print: give one (--json prints a built-in lesson's source, --print its steps)")
        }
        if lesson == nil, json || printSteps {
            let option = json ? "--json" : "--print"
            throw CommandFailure.badInput("\(option) needs a lesson: give a built-in lesson's name\(json ? "" : " or a lesson file") (`stackplay lesson` lists them)")
        }
        if lesson == nil {
            try launch.refuseUnlessOpening("without a name, `stackplay lesson` lists the lessons (give a name to open one)")
        } else if json || printSteps {
            try launch.refuseUnlessOpening("\(json ? "--json" : "--print") prints the lesson instead of opening it")
        }
        guard let lesson else {
            let width = BuiltInLessons.all.map(\.name.count).max() ?? 0
            for lesson in BuiltInLessons.all {
                print(lesson.name + String(repeating: " ", count: width + 2 - lesson.name.count) + lesson.title)
            }
            return
        }
        let loaded = try LessonSource.load(lesson)
        if json {
            guard let source = BuiltInLessons.source(of: loaded.name), BuiltInLessons.named(lesson) != nil else {
                throw CommandFailure.badInput("--json prints built-in lessons; \(lesson) is a file: it is its own source")
            }
            print(source)
            return
        }
        guard printSteps else {
            let state = PlaygroundState(lesson: loaded, animates: !launch.noAnimation)
            try launch.run(state)
            return
        }
        print(loaded.title.replacingUndrawable())
        // Goals name alignments as the playground does on the axis of the last scene a step
        // brought (`top` on a horizontal stack).
        var axis: Axis?
        for (index, step) in loaded.steps.enumerated() {
            if let scene = step.scene { axis = scene.stack.axis }
            print("")
            print("step \(index + 1)/\(loaded.steps.count)" + (step.goal.map { " — goal: \($0.summary(on: axis))" } ?? ""))
            for line in step.caption { print("  " + line.replacingUndrawable()) }
        }
    }
}

/// Where a lesson comes from: a built-in name, or else a file.
enum LessonSource {
    static func load(_ nameOrPath: String) throws -> Lesson {
        if let builtIn = BuiltInLessons.named(nameOrPath) { return builtIn }
        let names = BuiltInLessons.all.map(\.name).joined(separator: ", ")
        var info = stat()
        guard stat(nameOrPath, &info) == 0 else {
            let meant = Suggestion.closest(to: nameOrPath, among: BuiltInLessons.all.map(\.name)).map { "did you mean \($0)? " } ?? ""
            throw CommandFailure.badInput("\(nameOrPath): no built-in lesson of that name and no such file; \(meant)built-in lessons: \(names)")
        }
        let text: String
        do {
            text = try SceneFile.readText(path: nameOrPath, kind: "lesson")
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        let name = nameOrPath.split(separator: "/").last.map(String.init) ?? nameOrPath
        do {
            return try LessonJSON.decode(text, file: nameOrPath, name: name)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
    }
}
