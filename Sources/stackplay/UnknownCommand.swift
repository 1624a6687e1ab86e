import ArgumentParser
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// `stackplay WORD` (or `stackplay play WORD`) where WORD is neither a command nor a scene
/// file: a mistyped command (`stackplay lessons`), which the default command would otherwise
/// read as a scene file.
enum UnknownCommand {
    /// The names `stackplay` takes as its first argument.
    static var commandNames: [String] {
        Stackplay.configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// The message for `arguments` (without the program's name) when its first argument
    /// looks like a command that does not exist: a word (letters, digits, `-`, `_`, starting
    /// with a letter) that is no command, has no `.json` suffix and names no existing file.
    /// It suggests the nearest command, or `--example NAME` for an example's name.
    /// Nil otherwise: options, paths and existing files go to the commands as before.
    static func problem(in arguments: [String]) -> String? {
        // `stackplay play WORD` is the default command named: WORD is checked the same way.
        let arguments = arguments.first == "play" ? Array(arguments.dropFirst()) : arguments
        // `stackplay help WORD` asks for a command's help: WORD must be a command.
        if arguments.first == "help", arguments.count > 1, let topic = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }),
           !commandNames.contains(topic), topic != "help" {
            let hint = Suggestion.closest(to: topic, among: commandNames).map { "did you mean `stackplay help \($0)`? " } ?? ""
            return "\(topic): no such command; \(hint)commands: \(commandNames.joined(separator: ", "))"
        }
        guard let first = arguments.first, looksLikeAWord(first), !commandNames.contains(first), first != "help" else { return nil }
        guard !first.lowercased().hasSuffix(".json") else { return nil }
        var info = stat()
        guard stat(first, &info) != 0 else { return nil }
        let names = commandNames
        let hint = Suggestion.closest(to: first, among: names)
            ?? names.first { first.hasPrefix($0) || $0.hasPrefix(first) }
        // A built-in example's name is meant as one (`stackplay card`).
        let meant = Examples.named(first) != nil ? "--example " + first : hint
        let suggestion = meant.map { "did you mean `stackplay \($0)`? " } ?? ""
        return "\(first): neither a command nor a scene file; \(suggestion)commands: \(names.joined(separator: ", "))"
    }

    private static func looksLikeAWord(_ text: String) -> Bool {
        guard let lead = text.unicodeScalars.first, lead.properties.isAlphabetic, lead.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
