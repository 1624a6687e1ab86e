import Foundation
import Testing

/// A demo played in a real terminal (tmux), and checked with --print.
@Suite("Demo in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct DemoEndToEndTests {
    static func demoFile(pace: Double) throws -> String {
        let path = try Stackplay.temporaryDirectory().appendingPathComponent("demo.json").path
        try """
            {"title": "Quick", "example": "seed", "pace": \(pace), "steps": [
              {"caption": "A width", "command": "width 375"},
              {"caption": "fillEqually", "command": "distribution fillEqually"},
              {"caption": "Done"}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aDemoPlaysToItsEndByItself() throws {
        let session = try TmuxSession(arguments: ["demo", try Self.demoFile(pace: 0.3), "--no-animation"], width: 100, height: 30)
        let screen = try session.waitForScreen { $0.first?.contains("step 3/3 · over") == true }
        #expect(screen.joined(separator: "\n").contains("fillEqually"))
        #expect(screen.joined(separator: "\n").contains("375×200 pt"))
        try session.send("q", "q")
        #expect(session.waitForExit() == 0)
    }

    @Test func spacePausesAndRightSteps() throws {
        let session = try TmuxSession(arguments: ["demo", try Self.demoFile(pace: 30), "--no-animation"], width: 100, height: 30)
        _ = try session.waitForScreen { $0.first?.contains("step 0/3") == true }
        try session.send("Space")
        _ = try session.waitForScreen { $0.first?.contains("paused") == true }
        try session.send("Right")
        let screen = try session.waitForScreen { $0.first?.contains("step 1/3 · paused") == true }
        #expect(screen.joined(separator: "\n").contains("375×200 pt"))
        try session.send("q", "q")
        #expect(session.waitForExit() == 0)
    }

    /// With the command line open the demo waits; closed, it goes on.
    @Test func theDemoWaitsWhileTheCommandLineIsOpen() throws {
        let session = try TmuxSession(arguments: ["demo", try Self.demoFile(pace: 0.3), "--no-animation"], width: 100, height: 30)
        _ = try session.waitForScreen { $0.first?.contains("step 0/3") == true }
        try session.send(":")
        _ = try session.waitForScreen { $0.contains { $0.hasPrefix(":") } }
        usleep(1_000_000)
        var screen = try session.screen()
        #expect(screen.first?.contains("step 0/3") == true, "\(screen.first ?? "")")
        try session.send("Escape")
        screen = try session.waitForScreen { $0.first?.contains("step 3/3 · over") == true }
        #expect(screen.joined(separator: "\n").contains("fillEqually"))
        try session.send("q", "q")
        #expect(session.waitForExit() == 0)
    }

    @Test func printListsTheStepsAndABadDemoIsStatus2() throws {
        let listed = try Stackplay.run(["demo", try Self.demoFile(pace: 1), "--print"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("step 2/3: fillEqually  [:distribution fillEqually]\n"))
        #expect(listed.stdout.contains("step 3/3: Done\n"))
        let bad = try Stackplay.temporaryDirectory().appendingPathComponent("bad.json").path
        try #"{"title": "x", "steps": [{"command": "width wide"}]}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let result = try Stackplay.run(["demo", bad])
        #expect(result.status == 2)
        #expect(result.stderr.contains("steps[0].command"))
    }
}
