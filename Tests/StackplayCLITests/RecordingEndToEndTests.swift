import Foundation
import Testing

/// `--record FILE.cast` in a real terminal (tmux): an asciicast v2 file that asciinema reads.
@Suite("Recording a session", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct RecordingEndToEndTests {
    @Test func theRecordingIsAsciicastV2WithEveryScreen() throws {
        let folder = try Stackplay.temporaryDirectory()
        let path = folder.appendingPathComponent("session.cast").path
        let session = try TmuxSession(arguments: ["--example", "seed", "--no-animation", "--record", path], width: 100, height: 30)
        _ = try session.waitForScreen { $0.joined().contains("280×200 pt") }
        try session.send("d")
        _ = try session.waitForScreen { $0.joined().contains("fillEqually") }
        try session.send("q", "q")
        #expect(session.waitForExit() == 0)

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count >= 3, "a header and a frame per screen: \(lines.count)")
        let header = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100)
        #expect(header["height"] as? Int == 30)
        var last = -1.0
        var texts: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            #expect(event.count == 3)
            let time = try #require(event[0] as? Double)
            #expect(time >= last, "times never go back")
            last = time
            #expect(event[1] as? String == "o")
            texts.append(try #require(event[2] as? String))
        }
        #expect(texts.first?.hasPrefix("\u{1B}[H\u{1B}[2J") == true, "each frame redraws the screen")
        #expect(texts.first?.contains("fill · fill") == true)
        #expect(texts.contains { $0.contains("distribution: fillEqually") })
    }

    @Test func anUnwritableRecordingIsBadInputBeforeTheTerminalIsTouched() throws {
        let session = try TmuxSession(arguments: ["--example", "seed", "--record", "/nonexistent-dir/x.cast"], width: 100, height: 30)
        let screen = try session.waitForScreen { $0.joined().contains("--record") }
        #expect(screen.joined(separator: "\n").contains("--record /nonexistent-dir/x.cast: cannot write it"))
        #expect(session.waitForExit() == 2)
    }
}
