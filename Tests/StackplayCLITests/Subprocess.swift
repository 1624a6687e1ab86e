import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a short-lived program with `posix_spawnp` and waits for it with `waitpid`.
///
/// The tmux tests use this instead of Foundation's `Process`: `tmux new-session` forks the
/// tmux server, and on Linux `Process` could miss the client's exit and wait forever.
/// Output goes to a temporary file, so no pipe can be held open by a daemon.
enum Subprocess {
    enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)
        var description: String {
            switch self {
            case let .spawn(program, code): return "could not start \(program): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Runs `arguments[0]` (looked up in PATH) with the rest as its arguments; returns its
    /// exit status (128 + N when killed by signal N) and what it wrote to stdout and stderr.
    @discardableResult
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("stackplay-subprocess-\(UUID().uuidString)").path
        defer { unlink(outputPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        // A clean signal state: the test runner blocks signals in its threads, and a child
        // (the tmux server, and through it the playground) would inherit that mask.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard code == 0 else { throw Failure.spawn(arguments[0], code) }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output)
    }
}
