import Foundation
import StackLayout
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

    /// On a long stack the explanation takes seconds (one solve per constraint that holds):
    /// the panel says it is working and how far it has got, keys go on meanwhile, and the
    /// explanation of the document as it is then arrives by itself.
    @Test func aLongStackIsExplainedWhileKeysGoOn() throws {
        let folder = try Stackplay.temporaryDirectory()
        let path = folder.appendingPathComponent("long.json").path
        var scene = Scene()
        scene.stack.spacing = 8
        scene.views = (0..<150).map { index -> ArrangedView in
            let width = Double(20 + 10 * (index % 7))
            let height = Double(20 + 10 * (index % 5))
            return ArrangedView(name: "V\(index)", width: width, height: height)
        }
        try SceneFile.save(scene, to: path)
        let session = try TmuxSession(arguments: [path, "--no-animation"], width: 120, height: 36)
        _ = try session.waitForScreen { Self.joined($0).contains("horizontal") }

        // While the explanation is worked out the panel's count changes every 0.1 s, so
        // these screens never settle: each is looked for, not waited on to settle.
        try session.send("y")
        #expect(try session.shows(within: 10) { Self.joined($0).contains("working out why") })
        try session.send("+")
        #expect(try session.shows(within: 10) { Self.joined($0).contains("spacing 12") })
        // Meanwhile the panel counts the solves done.
        #expect(try session.shows(within: 10) { Self.joined($0).contains("working out why") && Self.joined($0).contains(" solved (") })
        let screen = try session.waitForScreen(timeout: 240) { Self.joined($0).contains("decided by") }
        #expect(Self.joined(screen).contains("why StackView"))
        #expect(!Self.joined(screen).contains("working out why"))

        // The spacing changed: the first q asks about the unsaved change, the second quits.
        try session.send("q")
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
