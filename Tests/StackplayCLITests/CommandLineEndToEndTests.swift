import Foundation
import Testing

/// The command line in a real terminal (tmux): `:width 375` typed, run, undone.
@Suite("Command line in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct CommandLineEndToEndTests {
    static func joined(_ screen: [String]) -> String {
        screen.joined(separator: "\n")
    }

    @Test func typingWidth375() throws {
        let session = try TmuxSession(arguments: ["--example", "seed", "--no-animation"], width: 100, height: 30)
        var screen = try session.waitForScreen { Self.joined($0).contains("280×200 pt") }
        try session.send(":")
        try session.type("wid")
        try session.send("Tab")
        screen = try session.waitForScreen { $0.contains { $0.hasPrefix(":width ") } }
        #expect(screen.last == "Enter run  Esc cancel  Up/Dn history  Tab complete")
        try session.type("375")
        screen = try session.waitForScreen { $0.contains { $0.hasPrefix(":width 375") } }
        try session.send("Enter")
        screen = try session.waitForScreen { Self.joined($0).contains("375×200 pt") }
        #expect(Self.joined(screen).contains("stack 375 pt wide, height unsized"))
        #expect(!screen.contains { $0.hasPrefix(":width") }, "the command line closed")

        try session.send(":")
        try session.type("width wide")
        try session.send("Enter")
        screen = try session.waitForScreen { Self.joined($0).contains("expected a number of points") }
        #expect(Self.joined(screen).contains("375×200 pt"), "bad input changes nothing")

        try session.send("u")
        screen = try session.waitForScreen { Self.joined($0).contains("280×200 pt") }
        #expect(Self.joined(screen).contains("undone"))
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
