import Foundation
import StackLayout
import Testing
import JSON

@Suite("stackplay command line", .serialized)
struct CommandLineTests {
    @Test func examplesListsEveryBuiltInSceneOneALine() throws {
        let output = try Stackplay.run(["examples"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == Examples.all.count)
        for (line, example) in zip(lines, Examples.all) {
            #expect(line.hasPrefix(example.name + " "))
            #expect(line.hasSuffix(example.summary))
        }
    }

    @Test func constraintsOfTheSeedExampleAreTheDefault() throws {
        let defaulted = try Stackplay.run(["constraints"])
        let seed = try Stackplay.run(["constraints", "--example", "seed"])
        #expect(defaulted.status == 0 && seed.status == 0)
        #expect(defaulted.stdout == seed.stdout)
        let lines = seed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("UISV-spacing: Subview1.leading == Subview0.trailing"))
        #expect(lines.contains("UISV-canvas-connection: Subview2.trailing == StackView.trailing"))
        #expect(lines.contains("NSContentSizeLayoutConstraint: Subview0.width >= 160 @750"))
        // Every line reads back as a constraint of the spec's one-line form.
        for line in lines { _ = try ConstraintText.parse(line) }
    }

    @Test func constraintsJSONListsTheSameConstraints() throws {
        let text = try Stackplay.run(["constraints", "--example", "apple"])
        let json = try Stackplay.run(["constraints", "--example", "apple", "--format", "json"])
        #expect(json.status == 0)
        let document = try JSONValue.parse(json.stdout)
        guard case let .array(entries)? = document["constraints"] else {
            Issue.record("no constraints array")
            return
        }
        #expect(entries.count == text.stdout.split(separator: "\n").count)
        #expect(entries.first?["identifier"] == .string("stackplay-origin"))
    }

    @Test func groupedConstraintsHaveHeadings() throws {
        let output = try Stackplay.run(["constraints", "--group"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("UISV-alignment:\n  Subview0.top == Subview1.top\n"))
    }

    @Test func layoutPrintsTheSeedFrames() throws {
        let output = try Stackplay.run(["layout"])
        #expect(output.status == 0)
        let rows = output.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["StackView", "0", "0", "280", "200"]))
        #expect(rows.contains(["Subview1", "160", "0", "80", "200"]))
        #expect(output.stdout.contains("Ambiguous: no"))
    }

    /// The seed's hugging gives way to alignment fill: the text says so, and calls nothing
    /// broken (a word kept for conflicts between required constraints).
    @Test func layoutSaysWhatGaveWayAndNothingBroken() throws {
        let output = try Stackplay.run(["layout"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("""
            Gave way (2):
              NSContentSizeLayoutConstraint: Subview1.height <= 100 @250   off by 100
              NSContentSizeLayoutConstraint: Subview2.height <= 50 @250   off by 150
            """))
        #expect(!output.stdout.lowercased().contains("broken"))
        let fitting = try Stackplay.run(["layout", "--example", "apple"])
        #expect(fitting.stdout.contains("Gave way: none.") || fitting.stdout.contains("Gave way ("))
        #expect(!fitting.stdout.lowercased().contains("broken"))
    }

    @Test func layoutJSONFollowsTheSpec() throws {
        let output = try Stackplay.run(["layout", "--example", "seed", "--format", "json"])
        #expect(output.status == 0)
        let document = try JSONValue.parse(output.stdout)
        guard case let .array(items)? = document["items"] else {
            Issue.record("no items")
            return
        }
        #expect(items.first?["name"] == .string("StackView"))
        #expect(items.first?["width"] == .number(280))
        #expect(document["ambiguous"] == .array([]))
        guard case let .array(gaveWay)? = document["gaveWay"] else {
            Issue.record("no gaveWay list")
            return
        }
        // Subview1 and Subview2 are stretched to the stack's height: their vertical hugging gives way.
        #expect(gaveWay.count == 2)
        #expect(document["broken"] == nil)
    }

    /// Auto Layout has no implicit `width >= 0`: a fixed width too small for the spacing
    /// compresses the first view below zero (compression resistance gives way), as UIKit does.
    @Test func tooNarrowStackCompressesTheFirstViewBelowZero() throws {
        let directory = try Stackplay.temporaryDirectory()
        let file = directory.appendingPathComponent("tight.json")
        try #"{"stack": {"spacing": 20, "width": 10}, "views": [{"name": "a", "width": 10, "height": 10}, {"name": "b", "width": 10, "height": 10}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let output = try Stackplay.run(["layout", file.path])
        #expect(output.status == 0)
        let rows = output.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["a", "0", "0", "-20", "10"]))
        #expect(rows.contains(["b", "0", "0", "10", "10"]))
        #expect(output.stdout.contains("NSContentSizeLayoutConstraint: a.width >= 10 @750   off by 30"))
    }

    @Test func badSceneFileIsOneMessageAndStatus2() throws {
        let directory = try Stackplay.temporaryDirectory()
        let file = directory.appendingPathComponent("bad.json")
        try #"{"views": [{"name": "a", "hugging": {"vertical": 1200}}]}"#.write(to: file, atomically: true, encoding: .utf8)
        for command in [["layout"], ["constraints"], ["bench", "--runs", "1"], []] {
            let output = try Stackplay.run(command + [file.path])
            #expect(output.status == 2, "\(command)")
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.contains("bad.json"))
            #expect(output.stderr.contains("views[0].hugging.vertical"))
            #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
        }
    }

    @Test func malformedJSONNamesLineAndColumn() throws {
        let directory = try Stackplay.temporaryDirectory()
        let file = directory.appendingPathComponent("broken.json")
        try "{\n  \"stack\": {\"axis\": \"vertical\",}\n}".write(to: file, atomically: true, encoding: .utf8)
        let output = try Stackplay.run(["layout", file.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("broken.json:2:"))
    }

    @Test func missingFileUnknownExampleAndBadOptionsExitWith2() throws {
        let cases: [[String]] = [
            ["layout", "/nonexistent/scene.json"],
            ["layout", "--example", "nope"],
            ["layout", "--format", "yaml"],
            ["constraints", "--nonsense"],
            ["bench", "--views", "-3"],
            ["render", "--color", "sometimes"],
            ["explain", "--view"],
        ]
        for arguments in cases {
            let output = try Stackplay.run(arguments)
            #expect(output.status == 2, "\(arguments): \(output.stderr)")
            // One message: ArgumentParser's usage lines after an option's error made four.
            #expect(output.stderr.hasPrefix("Error: ") && output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output.stderr)")
        }
        // An option given twice: the last was taken silently (`--example seed --example card`
        // laid out the card, exit 0). `--cell` is the one option that repeats.
        let twice = try Stackplay.run(["layout", "--example", "seed", "--example", "card"])
        #expect(twice.status == 2 && twice.stderr == "Error: --example is given twice; give it once\n" && twice.stdout.isEmpty, "\(twice.stderr)")
        #expect(try Stackplay.run(["render", "--columns=40", "--columns", "50"]).stderr == "Error: --columns is given twice; give it once\n")
        let option = try Stackplay.run(["layout", "--format", "yaml"])
        #expect(option.stderr.hasSuffix("(stackplay layout --help lists the options)\n"), "\(option.stderr)")
    }

    @Test func helpExitsWith0OnEveryCommand() throws {
        for command in [[], ["layout"], ["constraints"], ["examples"], ["bench"]] {
            let output = try Stackplay.run(command + ["--help"])
            #expect(output.status == 0, "\(command)")
            #expect(output.stdout.contains("USAGE"), "\(command)")
        }
    }

    @Test func benchJSONIsOneObjectOnOneLine() throws {
        let output = try Stackplay.run(["bench", "--json", "--runs", "2", "--views", "20"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let document = try JSONValue.parse(String(lines[0]))
        #expect(document["views"] == .number(20))
        for key in ["build_solve_ms", "resize_us", "resize_report_us", "render_200x60_us", "key_press_us", "animation_frame_us", "panel_frame_us", "why_frame_us", "why_open_ms"] {
            guard case let .number(figure)? = document[key] else {
                Issue.record("no \(key)")
                continue
            }
            #expect(figure > 0, "\(key)")
        }
    }

    /// The why panel's explanation costs about N² in the views (27 s at 1000 on one core in
    /// a release build, an hour at 10,000): `bench` stops it at `--why-limit` seconds and
    /// says so, instead of running on; `--why-limit 0` leaves it out. The other figures stay.
    /// (On 300 views this debug binary takes seconds to explain, so the limit of 1 s stops
    /// it; a machine fast enough to finish first must report a time within the limit.)
    @Test func benchStopsTheWhyPanelsExplanationAtItsLimit() throws {
        let stopped = try Stackplay.run(["bench", "--json", "--runs", "1", "--views", "300", "--why-limit", "1"])
        #expect(stopped.status == 0, "\(stopped.stderr)")
        let document = try JSONValue.parse(stopped.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(document["why_limit_s"] == .number(1))
        if case let .number(open)? = document["why_open_ms"] {
            // Finished first: within the limit, but for the solve already under way and the drawing.
            #expect(open <= 2000, "\(stopped.stdout)")
        } else {
            #expect(document["why_open_ms"] == .null)
            #expect(document["why_frame_us"] == .null)
        }
        guard case let .number(keyPress)? = document["key_press_us"] else {
            Issue.record("no key_press_us: \(stopped.stdout)")
            return
        }
        #expect(keyPress > 0)
        let text = try Stackplay.run(["bench", "--runs", "1", "--views", "300", "--why-limit", "1"])
        if !text.stdout.contains("why frame") {
            #expect(text.stdout.contains("why panel opens  over 1 s: the middle view's explanation was stopped (--why-limit)"), "\(text.stdout)")
        }
        let skipped = try Stackplay.run(["bench", "--runs", "1", "--views", "5", "--why-limit", "0"])
        #expect(skipped.status == 0)
        #expect(skipped.stdout.contains("why panel        not opened (--why-limit 0)"), "\(skipped.stdout)")
    }
}

/// Output that cannot be written is an error, not a success with a file cut short.
@Suite("Command line: output that cannot be written")
struct UnwritableOutputTests {
    @Test(arguments: ["layout", "render --columns 40 --rows 10", "render --format svg", "explain", "explain --example labeled-form", "constraints", "examples", "--help", "help layout", "gallery --help"])
    func aFullDiskIsOneMessageAndStatusOne(command: String) throws {
        let binary = Stackplay.binary.path
        let full = try Subprocess.run(["sh", "-c", "'\(binary)' \(command) > /dev/full"])
        #expect(full.status == 1, "\(command): \(full.output)")
        // One line, with the reason, also where a long output fails long before the end
        // (`explain` said "a write failed").
        #expect(full.output == "Error: cannot write the output: No space left on device\n", "\(command): \(full.output)")
        let closed = try Subprocess.run(["sh", "-c", "'\(binary)' \(command) >&-"])
        #expect(closed.status == 1 && closed.output.hasPrefix("Error: cannot write the output"), "\(command): \(closed.output)")
        let written = try Subprocess.run(["sh", "-c", "'\(binary)' \(command) > /dev/null"])
        #expect(written.status == 0 && written.output.isEmpty, "\(command): \(written.output)")
    }
}

/// Text from a file is printed as the playground draws it: control characters as `?`.
@Suite("Command line: control characters in files")
struct ControlCharacterOutputTests {
    @Test func printedStepsAndMessagesCannotDriveTheTerminal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stackplay-controls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let demo = directory.appendingPathComponent("demo.json")
        try #"{"title": "T\u001b]0;pwned\u0007", "steps": [{"caption": "a\u001b[2Jb"}]}"#.write(to: demo, atomically: true, encoding: .utf8)
        let lesson = directory.appendingPathComponent("lesson.json")
        try #"{"title": "L\u0007", "steps": [{"caption": ["c\u001b[31md"]}]}"#.write(to: lesson, atomically: true, encoding: .utf8)
        let bad = directory.appendingPathComponent("\u{1B}[31mbad\nname.json")
        try "{".write(to: bad, atomically: true, encoding: .utf8)

        let demoOutput = try Stackplay.run(["demo", demo.path, "--print"])
        #expect(demoOutput.status == 0)
        #expect(demoOutput.stdout.contains("T?]0;pwned?") && demoOutput.stdout.contains("a?[2Jb"), "\(demoOutput.stdout)")
        let lessonOutput = try Stackplay.run(["lesson", lesson.path, "--print"])
        #expect(lessonOutput.status == 0)
        #expect(lessonOutput.stdout.contains("L?") && lessonOutput.stdout.contains("c?[31md"), "\(lessonOutput.stdout)")
        let refused = try Stackplay.run(["layout", bad.path])
        #expect(refused.status == 2)
        for output in [demoOutput.stdout, lessonOutput.stdout, refused.stderr] {
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(output)")
        }
        #expect(refused.stderr.contains("?[31mbad"), "\(refused.stderr)")
    }
}

/// `stackplay help WORD` for a word that is no command is refused, not answered with the
/// general help and status 0.
@Suite("Command line: help for an unknown command")
struct HelpTopicTests {
    @Test func helpForAnUnknownCommandIsRefused() throws {
        let refused = try Stackplay.run(["help", "rendr"])
        #expect(refused.status == 2 && refused.stdout.isEmpty)
        #expect(refused.stderr == "Error: rendr: no such command; did you mean `stackplay help render`? commands: "
            + "play, render, constraints, layout, explain, export, gallery, lesson, demo, examples, bench\n", "\(refused.stderr)")
        let known = try Stackplay.run(["help", "render"])
        #expect(known.status == 0 && known.stdout.hasPrefix("OVERVIEW: Print the scene's solved layout"))
        // `help` is a command too.
        let help = try Stackplay.run(["help", "help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: Show subcommand help information."), "\(help.stderr)")
    }
}
