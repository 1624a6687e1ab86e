import Foundation
import Testing

/// What a new user gets wrong on the command line: a mistyped command, a file of the wrong
/// kind, options that contradict each other or the command. Each is one message on stderr
/// saying what was expected, exit status 2, nothing on stdout.
@Suite("stackplay on command-line mistakes", .serialized)
struct CommandMistakeTests {
    private func expectRefused(_ arguments: [String], saying expected: [String], in directory: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = try Stackplay.run(arguments, currentDirectory: directory)
        #expect(output.status == 2, "\(arguments): \(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stdout.isEmpty, "\(arguments): \(output.stdout)", sourceLocation: sourceLocation)
        #expect(output.stderr.split(separator: "\n").count == 1, "\(arguments): one message, got \(output.stderr)", sourceLocation: sourceLocation)
        for part in expected {
            #expect(output.stderr.contains(part), "\(arguments): no \(part) in \(output.stderr)", sourceLocation: sourceLocation)
        }
    }

    @Test func aMistypedCommandIsNotReadAsASceneFile() throws {
        try expectRefused(["lessons"], saying: ["Error: lessons: neither a command nor a scene file", "did you mean `stackplay lesson`?", "commands: play, render, constraints, layout"])
        try expectRefused(["rendr", "--columns", "40"], saying: ["rendr: neither a command nor a scene file", "`stackplay render`"])
        try expectRefused(["card"], saying: ["card: neither a command nor a scene file", "`stackplay --example card`"])
        try expectRefused(["xyzzy"], saying: ["xyzzy: neither a command nor a scene file; commands: play, render"])
        // The same after the default command's name.
        try expectRefused(["play", "lessons"], saying: ["lessons: neither a command nor a scene file", "did you mean `stackplay lesson`?"])
        // Misspelt names are met with the nearest one.
        try expectRefused(["lesson", "hidding"], saying: ["hidding: no built-in lesson of that name and no such file; did you mean hiding? built-in lessons: distributions"])
        try expectRefused(["layout", "--example", "crad"], saying: ["--example crad: no such example; did you mean card? expected one of seed"])
        // A path, a .json name or an existing file is a scene file, read as before.
        try expectRefused(["lessons.json"], saying: ["lessons.json: cannot read the scene: No such file or directory"])
        try expectRefused(["./lessons"], saying: ["./lessons: cannot read the scene: No such file or directory"])
        let directory = try Stackplay.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"views": [{"name": "a", "width": 10, "height": 10}]}"#.write(to: directory.appendingPathComponent("myscene"), atomically: true, encoding: .utf8)
        let existing = try Stackplay.run(["myscene"], currentDirectory: directory)
        #expect(existing.status == 2)
        #expect(existing.stderr.contains("the playground needs a terminal"), "\(existing.stderr)")
        // Commands and help are untouched.
        #expect(try Stackplay.run(["examples"]).status == 0)
        #expect(try Stackplay.run(["help"]).status == 0)
    }

    @Test func fileErrorsNameTheKindOfFileExpected() throws {
        let directory = try Stackplay.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try expectRefused(["demo", "/nonexist"], saying: ["/nonexist: cannot read the demo: No such file or directory"])
        try expectRefused(["demo", directory.path], saying: [": cannot read the demo: a directory is not a demo file; expected a regular file"])
        try expectRefused(["lesson", "/nonexist"], saying: ["/nonexist: no built-in lesson of that name and no such file; built-in lessons: distributions"])
        try expectRefused(["lesson", directory.path], saying: [": cannot read the lesson: a directory is not a lesson file; expected a regular file"])
        let latin1 = directory.appendingPathComponent("demo.json")
        try Data([0x7B, 0xE9, 0x7D]).write(to: latin1)
        try expectRefused(["demo", latin1.path, "--print"], saying: ["cannot read the demo: the file is not UTF-8 text"])
        try expectRefused(["layout", directory.path], saying: [": cannot read the scene: a directory is not a scene file"])
    }

    @Test func playChecksOutputBeforeTheTerminal() throws {
        let directory = try Stackplay.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Without a terminal the playground would refuse anyway: the --output message comes first.
        try expectRefused(["play", "--output", directory.path], saying: ["--output \(directory.path): cannot save: it is a directory, not a regular file"])
        try expectRefused(["--example", "card", "--output", "/dev/null"], saying: ["--output /dev/null: cannot save: it is a character device"])
        try expectRefused(["play", "--output", directory.path + "/missing/scene.json"], saying: ["cannot save: its directory", "/missing: No such file or directory"])
        try expectRefused(["play", "--output", directory.path + "/"], saying: ["cannot save: it names a directory"])
        // A new file in an existing directory is fine: the playground's own refusal follows, and nothing is written.
        let fresh = directory.appendingPathComponent("new.json")
        let output = try Stackplay.run(["play", "--output", fresh.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("the playground needs a terminal"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func lessonOptionsThatContradictAreRefused() throws {
        try expectRefused(["lesson", "--json", "--print", "hiding"], saying: ["--json and --print: give one"])
        try expectRefused(["lesson", "--json"], saying: ["--json needs a lesson: give a built-in lesson's name"])
        try expectRefused(["lesson", "--print"], saying: ["--print needs a lesson"])
        try expectRefused(["lesson", "--present"], saying: ["--present applies only to the playground; without a name, `stackplay lesson` lists the lessons"])
        try expectRefused(["lesson", "hiding", "--print", "--record", "/tmp/x.cast", "--no-animation"],
                          saying: ["--no-animation, --record apply only to the playground; --print prints the lesson instead of opening it"])
        try expectRefused(["lesson", "hiding", "--json", "--present"], saying: ["--present applies only to the playground; --json prints"])
        // What each does alone still works.
        for arguments in [["lesson"], ["lesson", "hiding", "--print"], ["lesson", "hiding", "--json"]] {
            let output = try Stackplay.run(arguments)
            #expect(output.status == 0, "\(arguments): \(output.stderr)")
            #expect(!output.stdout.isEmpty)
        }
    }

    @Test func demoPrintRefusesThePlaygroundsOptions() throws {
        let directory = try Stackplay.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("demo.json")
        try #"{"title": "T", "steps": [{"caption": ["one"], "keys": "d"}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let printed = try Stackplay.run(["demo", file.path, "--print"])
        try #require(printed.status == 0, "\(printed.stderr)")
        try expectRefused(["demo", file.path, "--print", "--present"], saying: ["--present applies only to the playground; --print prints the demo's steps"])
    }

    @Test func theCaptionLineStaysIntactAtAnyZoom() throws {
        for example in ["seed", "card", "toolbar"] {
            let plain = try Stackplay.run(["render", "--example", example, "--columns", "30", "--rows", "6", "--color", "never"])
            let caption = try #require(plain.stdout.split(separator: "\n").first)
            for zoom in ["0.5", "5", "50", "1000"] {
                let zoomed = try Stackplay.run(["render", "--example", example, "--zoom", zoom, "--columns", "30", "--rows", "5", "--color", "never"])
                #expect(zoomed.status == 0)
                let lines = zoomed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.first == caption, "\(example) at zoom \(zoom):\n\(zoomed.stdout)")
                #expect(lines.count - 1 <= 5)
            }
        }
    }

    @Test func svgRefusesEveryTextOnlyOption() throws {
        let text = ["--columns": "40", "--rows": "10", "--zoom": "2", "--color": "never"]
        for (option, value) in text {
            try expectRefused(["render", "--format", "svg", option, value], saying: ["--format svg draws at point scale", "\(option) applies only to the text drawing; leave it out"])
        }
        try expectRefused(["render", "--format", "svg", "--ascii"], saying: ["--ascii applies only to the text drawing"])
        // Refused for not applying, not for its value.
        try expectRefused(["render", "--format", "svg", "--columns", "5", "--zoom", "1000"], saying: ["--columns, --zoom apply only to the text drawing; leave them out"])
        let svg = try Stackplay.run(["render", "--format", "svg", "--guides", "--example", "card"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.hasPrefix("<?xml"))
    }

    @Test func benchChecksTheMatrixOptionsBeforePrinting() throws {
        try expectRefused(["bench", "--matrix", "--save-scenes", "/nonexist", "--views", "1", "--runs", "1", "--cell", "fill/fill/sized"],
                          saying: ["--save-scenes /nonexist: No such file or directory"])
        try expectRefused(["bench", "--matrix", "--save-scenes", "/dev/null", "--views", "1", "--runs", "1", "--cell", "fill/fill/sized"],
                          saying: ["--save-scenes /dev/null: not a directory"])
        try expectRefused(["bench", "--cap", "3", "--cell", "fill/fill/sized"], saying: ["--cell, --cap apply only with --matrix"])
    }
}
