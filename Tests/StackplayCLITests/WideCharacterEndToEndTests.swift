import Foundation
import Testing

/// Wide (CJK) characters in a real terminal (tmux): drawn as themselves, two columns each,
/// with what follows them where the terminal puts it.
@Suite("Wide characters in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct WideCharacterEndToEndTests {
    /// A CJK file name typed at the save prompt (`W`) shows as itself; the cursor and the
    /// hint follow it at the right columns; the file is saved under that name and the
    /// message says so.
    @Test func aCJKFileNameAtTheSavePromptShowsAsItself() throws {
        let home = try Stackplay.temporaryDirectory()
        let session = try TmuxSession(arguments: ["--no-animation"], width: 100, height: 30, environment: ["HOME": home.path])
        try session.waitForScreen { PlaygroundEndToEndTests.status($0).contains("horizontal") }
        try session.send("W")
        try session.waitForScreen { $0.contains { $0.hasPrefix("save to: ") } }
        // Deleting a wide character redraws both its columns (the cursor and the hint move back).
        try session.type("~/日本語")
        try session.send("BSpace")
        let deleted = try session.waitForScreen { $0.contains { $0.hasPrefix("save to: ~/日本▏") } }
        #expect(deleted.contains { $0 == "save to: ~/日本▏  Enter saves, Esc cancels" }, "nothing left of the longer line: \(deleted)")
        try session.type("é.json")
        let screen = try session.waitForScreen { $0.contains { $0.contains(".json") } }
        let prompt = try #require(screen.first { $0.hasPrefix("save to: ") })
        #expect(prompt.hasPrefix("save to: ~/日本é.json▏  Enter saves, Esc cancels"), "got \(prompt)")
        #expect(!prompt.contains("?"))

        try session.send("Enter")
        let saved = home.appendingPathComponent("日本é.json").path
        let after = try session.waitForScreen { $0.joined(separator: "\n").contains(" · saved") }
        #expect(after.contains { $0.hasPrefix(saved + " · saved") }, "the title is the file saved to")
        #expect(FileManager.default.fileExists(atPath: saved))
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    /// A scene file with a CJK name: the info line names it as itself, at a width where the
    /// whole line fits and at one where the name must be cut (by columns, with an ellipsis).
    @Test func aCJKSceneNameShowsOnTheInfoLine() throws {
        let directory = try Stackplay.temporaryDirectory()
        let scene = directory.appendingPathComponent("日本語のシーン.json")
        try #"{"version": 1, "stack": {"width": 300, "height": 100}, "views": [{"name": "a", "width": 150, "height": 100}]}"#
            .write(to: scene, atomically: true, encoding: .utf8)
        let session = try TmuxSession(arguments: ["--no-animation", scene.path], width: 100, height: 30)
        var screen = try session.waitForScreen { PlaygroundEndToEndTests.status($0).contains("horizontal") }
        #expect(screen.contains { $0.contains("日本語のシーン") }, "\(screen.joined(separator: "\n"))")
        #expect(!screen.joined().contains("??"))
        // The info line starts with the path: this width leaves room for the directory,
        // "日本" and half of "語", which must not be drawn, before the ellipsis.
        let width = directory.path.count + 1 + 6
        try session.resize(width: width, height: 30)
        screen = try session.waitForScreen { $0.contains { $0.hasPrefix(directory.path + "/日本…") } }
        #expect(screen.contains { $0 == directory.path + "/日本…" }, "\(screen.joined(separator: "\n"))")
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
