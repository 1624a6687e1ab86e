import Playground
import StackLayout

#if canImport(Glibc)
import Glibc
import JSON
#endif

/// `--record FILE.cast`: the playground's screens written as an asciicast v2 recording, the
/// format `asciinema play` and its web player read: a header line, then one
/// `[seconds, "o", text]` line per screen drawn, the text clearing the screen and drawing the
/// whole frame with its colours. A frame the same as the one before is not written again.
final class CastRecorder {
    private let file: UnsafeMutablePointer<FILE>
    private let path: String
    private let start = ContinuousClock.now
    private var lastFrame: [String] = []
    /// Why writing stopped, if it did (the playground goes on without recording).
    private(set) var failure: String?

    private var wroteHeader = false

    /// Creates `path` (replacing a file there), before the terminal is taken over; a path
    /// that cannot be written is bad input.
    init(path: String) throws {
        guard let file = fopen(path, "w") else {
            throw CommandFailure.badInput("--record \(path): cannot write it: \(String(cString: strerror(errno)))")
        }
        self.file = file
        self.path = path
    }

    deinit {
        fclose(file)
    }

    /// Records `canvas` as drawn now, with colours at `depth`.
    func record(_ canvas: Canvas, depth: ColorDepth) {
        guard failure == nil else { return }
        let lines = canvas.ansiLines(colorDepth: depth)
        guard lines != lastFrame else { return }
        lastFrame = lines
        if !wroteHeader {
            // The first frame's size is the terminal's when the recording starts.
            wroteHeader = true
            let header = "{\"version\": 2, \"width\": \(canvas.width), \"height\": \(canvas.height), \"timestamp\": \(Int(time(nil))), "
            write(header + "\"env\": {\"TERM\": \"xterm-256color\"}}\n")
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let text = "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n")
        write("[" + String(format3(seconds)) + ", \"o\", " + JSONValue.quoted(text) + "]\n")
    }

    /// Writes `text` and flushes, so that the recording is whole up to the last frame even
    /// if the process is killed; a failure stops the recording.
    private func write(_ text: String) {
        guard failure == nil else { return }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count || fflush(file) != 0 {
            failure = "--record \(path): writing stopped: \(String(cString: strerror(errno)))"
        }
    }

    /// `seconds` with three decimals.
    private func format3(_ seconds: Double) -> String {
        let millis = Int((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return String(millis / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
