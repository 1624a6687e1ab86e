import Foundation
import TestScratch
import Testing

/// A real terminal for end-to-end tests: `stackplay` runs in a detached tmux session on a
/// private tmux server, keys go in with `send-keys`, the screen comes out with `capture-pane`.
final class TmuxSession {
    /// The private server's socket, in the session's scratch folder: a socket named with
    /// `-L` stayed in `/tmp/tmux-UID` after its server was gone (1,196 of them).
    let socket: String
    let name = "play"
    /// Where the command's exit status is written when it ends.
    let statusFile: URL

    static var isAvailable: Bool {
        (try? Subprocess.run(["tmux", "-V"]))?.status == 0
    }

    /// Whether sessions can run as `nobody`: the tests run as root, with `setpriv`, and
    /// `nobody` may run the binary and reach the test's scratch folders.
    static var canRunAsNobody: Bool {
        guard getuid() == 0, let folder = try? makeScratchDirectory("nobody-probe") else { return false }
        let probe = "test -x \(quoted(Stackplay.binary.path)) && test -x \(quoted(folder.path))"
        return (try? Subprocess.run(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "sh", "-c", probe]))?.status == 0
    }

    /// Starts `stackplay ARGUMENTS` in a `width`×`height` terminal with a UTF-8 locale.
    ///
    /// With `inShell`, the command is typed into an interactive bash with job control (as a
    /// user would run it), so that Ctrl-Z stops it and `fg` brings it back; otherwise it is
    /// the pane's own command, run under `ulimit -f fileSizeLimit` where that is given (in
    /// the shell's blocks: 512 or 1024 bytes).
    ///
    /// `asNobody` runs it as the user `nobody` (for a root test process, with `setpriv`).
    init(arguments: [String], width: Int, height: Int, environment: [String: String] = [:], inShell: Bool = false, fileSizeLimit: Int? = nil,
         asNobody: Bool = false) throws {
        let directory = try makeScratchDirectory("tmux")
        statusFile = directory.appendingPathComponent("status")
        socket = directory.appendingPathComponent("socket").path
        var variables = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "PS1": "$ "]
        variables.merge(environment) { _, new in new }
        let exports = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let user = asNobody ? ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : []
        let command = (user + [Stackplay.binary.path] + arguments).map(Self.quoted).joined(separator: " ")
        let record = recordStatus
        let script = inShell
            ? "env \(exports) bash --norc --noprofile -i"
            // The pane's shell survives a Ctrl-C that reaches its process group (the
            // playground lets Ctrl-C raise SIGINT while it computes), so that the status is
            // still recorded; the trap is reset to the default in the playground itself.
            : "trap : INT; \(fileSizeLimit.map { "ulimit -f \($0); " } ?? "")env \(exports) \(command); \(record); sleep 30"
        let result = try Self.tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", script], socket: socket)
        guard result.status == 0 else { throw TmuxError.failed("new-session: \(result.output)") }
        if inShell {
            try waitForScreen { $0.contains { $0.hasPrefix("$") } }
            try type("\(command); \(record)")
            try send("Enter")
        }
    }

    /// The shell command that writes the last command's exit status where ``waitForExit(timeout:)`` reads it.
    var recordStatus: String {
        "echo $? > \(Self.quoted(statusFile.path))"
    }

    /// Forgets a recorded exit status (of a job that was only stopped, say).
    func forgetStatus() {
        try? FileManager.default.removeItem(at: statusFile)
    }

    /// The terminal's line-discipline flags (`icanon`, `-echo`, …) as `stty -a` prints them
    /// in the session's shell; only for sessions started `inShell`.
    func terminalModes() throws -> Set<String> {
        let file = statusFile.deletingLastPathComponent().appendingPathComponent("stty")
        try type("stty -a > \(Self.quoted(file.path))")
        try send("Enter")
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), text.contains("icanon") {
                return Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
            }
            usleep(50_000)
        }
        throw TmuxError.failed("stty -a wrote nothing")
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

    /// Sends raw bytes, as a terminal would write them (`send-keys -H`): escape sequences
    /// tmux has no name for, or sequences split the way a slow line splits them.
    func sendBytes(_ bytes: [UInt8]) throws {
        let hex = bytes.map { String(format: "%02x", $0) }
        _ = try Self.tmux(["send-keys", "-t", name, "-H"] + hex, socket: socket)
    }

    /// The screen with its colours and attributes as escape sequences (`capture-pane -e`).
    func screenWithAttributes() throws -> String {
        try Self.tmux(["capture-pane", "-p", "-e", "-t", name], socket: socket).output
    }

    /// The pane's terminal modes as tmux tracks them: `alternate` (the alternate screen) and
    /// the xterm mouse modes `standard` (1000), `button` (1002), `any` (1003), `sgr` (1006),
    /// each "1" when on.
    func paneModes() throws -> [String: String] {
        let names = ["alternate", "standard", "button", "any", "sgr"]
        let format = "#{alternate_on} #{mouse_standard_flag} #{mouse_button_flag} #{mouse_any_flag} #{mouse_sgr_flag}"
        let output = try Self.tmux(["display-message", "-p", "-t", name, format], socket: socket).output
        let values = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        return Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    /// Resizes the terminal.
    func resize(width: Int, height: Int) throws {
        _ = try Self.tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"], socket: socket)
    }

    /// Sends a signal (`TERM`, `HUP`, …) to the stackplay process running in the pane.
    func signalCommand(_ signal: String) throws {
        let panes = try Self.tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"], socket: socket)
        let shell = panes.output.trimmingCharacters(in: .whitespacesAndNewlines)
        try Subprocess.run(["pkill", "-\(signal)", "-P", shell, "-x", "stackplay"])
    }

    /// Stops the stackplay process running in the pane (SIGSTOP), after waiting (up to 5 s)
    /// until it is busy, as it is between reading a key and drawing its outcome: keys typed
    /// while it is stopped wait in the terminal, and the step it was in takes as long as the
    /// stop. Only for sessions not started `inShell`, where no shell takes the terminal back
    /// from a stopped job.
    func stopCommandWhileBusy() throws {
        let panes = try Self.tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"], socket: socket)
        let shell = panes.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let found = try Subprocess.run(["pgrep", "-P", shell, "-x", "stackplay"])
        guard let pid = Int32(found.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TmuxError.failed("no stackplay process under the pane's shell \(shell)")
        }
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            // The third field of /proc/PID/stat is the state: R while it computes or draws.
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            if state == "R" {
                kill(pid, SIGSTOP)
                return
            }
            usleep(1_000)
        }
        throw TmuxError.failed("stackplay (\(pid)) was never busy")
    }

    /// The pane's line-discipline flags as `stty -a` prints them for its terminal, read from
    /// outside (for sessions not started `inShell`).
    func paneTerminalModes() throws -> Set<String> {
        let tty = try Self.tmux(["display-message", "-p", "-t", name, "#{pane_tty}"], socket: socket)
        let result = try Subprocess.run(["stty", "-a", "-F", tty.output.trimmingCharacters(in: .whitespacesAndNewlines)])
        return Set(result.output.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    }

    /// The screen, one string a line.
    func screen() throws -> [String] {
        let result = try Self.tmux(["capture-pane", "-p", "-t", name], socket: socket)
        var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }  // the newline that ends the last line
        return lines
    }

    /// Waits (up to `timeout` seconds) until the screen satisfies `condition` and has
    /// settled (two captures 100 ms apart are the same, so a half-drawn screen is not taken
    /// for the result); returns the last screen. A wait that runs out is a failure of the
    /// calling test (a condition that never holds would otherwise only slow the test down
    /// and let it go on from a screen it did not mean to check).
    @discardableResult
    func waitForScreen(timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
                       _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = try screen()
        while Date() < deadline {
            if condition(lines) {
                usleep(100_000)
                let again = try screen()
                if again == lines { return lines }
                lines = again
                continue
            }
            usleep(50_000)
            lines = try screen()
        }
        Issue.record("the screen did not show what was waited for within \(timeout) s:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return lines
    }

    /// Whether the screen satisfies `condition` within `timeout` seconds; unlike
    /// ``waitForScreen(timeout:sourceLocation:_:)``, running out is not a failure (for a step
    /// the test may try again).
    func shows(within timeout: Double, _ condition: ([String]) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition(try screen()) { return true }
            if Date() >= deadline { return false }
            usleep(100_000)
        }
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
        try Subprocess.run(["tmux", "-S", socket, "-f", "/dev/null"] + arguments)
    }
}
