import ArgumentParser
import Playground
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// The `stackplay` command: the interactive playground, and the subcommands that print
/// constraints, layouts and drawings for scripts, tests and slides.
@main
struct Stackplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stackplay",
        abstract: "A terminal playground for UIStackView layouts: the constraints UIKit writes, solved and drawn.",
        subcommands: [PlayCommand.self, RenderCommand.self, ConstraintsCommand.self, LayoutCommand.self, ExplainCommand.self, ExportCommand.self, GalleryCommand.self, LessonCommand.self, DemoCommand.self, ExamplesCommand.self, BenchCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    /// Runs the command with stackplay's exit codes: 0 on success, 2 on bad input or
    /// bad usage (with one message on stderr), 1 on any other failure.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = UnknownCommand.problem(in: arguments) ?? RepeatedOption.problem(in: arguments) {
            printError("Error: " + problem)
            Glibc.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
            finishStandardOutput()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // Help: printed as ArgumentParser prints it, and, like every output, checked.
                let message = fullMessage(for: error)
                if !message.isEmpty { print(message) }
                finishStandardOutput()
                Glibc.exit(0)
            }
            let message = error is CommandFailure ? fullMessage(for: error) : Self.oneLine(fullMessage(for: error))
            if !message.isEmpty { printError(message) }
            let failure = error as? CommandFailure
            Glibc.exit(failure?.exitCode ?? (code == .validationFailure ? 2 : code.rawValue))
        }
    }
}

extension Stackplay {
    /// An option's error as ArgumentParser words it (`Error: …`, then `Help:`, `Usage:` and
    /// `See '…' for more information.` lines), as one line: the error, and where the options
    /// are listed (`(stackplay layout --help lists the options)`). Bad input gets one message.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.count > 1, lines[0].hasPrefix("Error:") else { return message }
        let errorLines = lines.prefix { !$0.hasPrefix("Help:") && !$0.hasPrefix("Usage:") && !$0.trimmingLeadingSpaces.hasPrefix("See '") }
        var line = errorLines.map(\.trimmingLeadingSpaces).joined(separator: " ")
        if let see = lines.last(where: { $0.trimmingLeadingSpaces.hasPrefix("See '") }),
           let start = see.firstIndex(of: "'"), let end = see[see.index(after: start)...].firstIndex(of: "'") {
            line += " (" + see[see.index(after: start)..<end] + " lists the options)"
        }
        return line
    }
}

private extension String {
    /// Without leading spaces.
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}

/// Writes out what is left of standard output and exits with status 1 and one message when
/// any of it could not be written (a full disk, a closed pipe, `> /dev/full`): a command
/// whose output was lost does not report success. Output to a terminal is the playground's
/// screen, whose ending (a terminal that went away) has rules of its own.
func finishStandardOutput() {
    guard isatty(STDOUT_FILENO) == 0, let reason = StandardOutput.flushFailure() else { return }
    printError("Error: cannot write the output: " + reason)
    Glibc.exit(1)
}

/// Writes a line to standard error.
func printError(_ message: String) {
    // A file's name or text quoted in a message cannot drive the terminal.
    var line = message.replacingUndrawable(keepingLineBreaks: true)
    if !line.hasSuffix("\n") { line += "\n" }
    var bytes = Array(line.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            Glibc.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written <= 0 { return }
        offset += written
    }
}
