import Foundation
import Testing

/// `y` in the real binary in a real terminal (tmux): the why panel opens, follows the
/// selection, gives its place to the constraints panel, and the playground quits cleanly.
@Suite("Why panel in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct WhyPanelEndToEndTests {
    static func joined(_ screen: [String]) -> String {
        screen.joined(separator: "\n")
    }

    @Test func yExplainsTheStackThenTheSelectedView() throws {
        let session = try TmuxSession(arguments: ["--no-animation"], width: 120, height: 36)
        var screen = try session.waitForScreen { Self.joined($0).contains("horizontal") && Self.joined($0).contains("Subview0 ") }
        #expect(!Self.joined(screen).contains("decided by"))

        try session.send("y")
        screen = try session.waitForScreen { Self.joined($0).contains("why StackView") }
        #expect(Self.joined(screen).contains("decided by"))
        #expect(Self.joined(screen).contains("without it:"))
        #expect(Self.joined(screen).contains(" why (y) ") || Self.joined(screen).contains("│why StackView"))

        try session.send("Tab")
        screen = try session.waitForScreen { Self.joined($0).contains("why Subview0") }
        #expect(Self.joined(screen).contains("Subview0 is"), "the summary comes first")

        try session.send("c")
        screen = try session.waitForScreen { Self.joined($0).contains("not ambiguous") }
        #expect(!Self.joined(screen).contains("why Subview0"), "one panel at a time")

        try session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
