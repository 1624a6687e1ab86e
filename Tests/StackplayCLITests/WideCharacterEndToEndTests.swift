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
        try session.type("~/日本é.json")
        let screen = try session.waitForScreen { $0.contains { $0.contains(".json") } }
        let prompt = try #require(screen.first { $0.hasPrefix("save to: ") })
        #expect(prompt.hasPrefix("save to: ~/日本é.json▏  Enter saves, Esc cancels"), "got \(prompt)")
        #expect(!prompt.contains("?"))

        try session.send("Enter")
        let saved = home.appendingPathComponent("日本é.json").path
        let after = try session.waitForScreen { $0.joined(separator: "\n").contains("saved to") }
        #expect(after.joined(separator: "\n").contains("saved to " + saved))
        #expect(FileManager.default.fileExists(atPath: saved))
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
