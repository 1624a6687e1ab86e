import Foundation

/// A real terminal for end-to-end tests: `stackplay` runs in a detached tmux session on a
/// private tmux server, keys go in with `send-keys`, the screen comes out with `capture-pane`.
final class TmuxSession {
    let socket = "stackplay-test-\(UUID().uuidString.prefix(8))"
    let name = "play"
    /// Where the command's exit status is written when it ends.
    let statusFile: URL

    static var isAvailable: Bool {
        (try? TmuxSession.tmux(["-V"], socket: "stackplay-probe"))?.status == 0
    }

    /// Starts `stackplay ARGUMENTS` in a `width`×`height` terminal with a UTF-8 locale.
    init(arguments: [String], width: Int, height: Int, environment: [String: String] = [:]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stackplay-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        statusFile = directory.appendingPathComponent("status")
        var variables = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color"]
        variables.merge(environment) { _, new in new }
        let exports = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let command = ([Stackplay.binary.path] + arguments).map(Self.quoted).joined(separator: " ")
        let script = "env \(exports) \(command); echo $? > \(Self.quoted(statusFile.path)); sleep 30"
        let result = try Self.tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", script], socket: socket)
        guard result.status == 0 else { throw TmuxError.failed("new-session: \(result.output)") }
    }

    deinit {
        _ = try? Self.tmux(["kill-server"], socket: socket)
    }

    /// Sends keys as tmux names them (`q`, `Escape`, `C-c`, `+`).
    func send(_ keys: String...) throws {
        for key in keys {
            _ = try Self.tmux(["send-keys", "-t", name, key], socket: socket)
        }
    }

    /// Sends text literally.
    func type(_ text: String) throws {
        _ = try Self.tmux(["send-keys", "-t", name, "-l", text], socket: socket)
    }

    /// Resizes the terminal.
    func resize(width: Int, height: Int) throws {
        _ = try Self.tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"], socket: socket)
    }

    /// The screen, one string a line.
    func screen() throws -> [String] {
        let result = try Self.tmux(["capture-pane", "-p", "-t", name], socket: socket)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Waits (up to `timeout` seconds) until the screen satisfies `condition`; returns the last screen.
    @discardableResult
    func waitForScreen(timeout: Double = 5, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = try screen()
        while !condition(lines) && Date() < deadline {
            usleep(50_000)
            lines = try screen()
        }
        return lines
    }

    /// Waits for the command to end and returns its exit status (nil if it did not end in time).
    func waitForExit(timeout: Double = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8), let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            usleep(50_000)
        }
        return nil
    }

    enum TmuxError: Error { case failed(String) }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @discardableResult
    static func tmux(_ arguments: [String], socket: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
