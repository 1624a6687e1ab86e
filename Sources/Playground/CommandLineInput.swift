/// The command line while it is open: what is typed, and which earlier command ↑ recalled.
public struct CommandLineInput: Equatable, Sendable {
    /// The text after the `:`.
    public var text: String
    /// The index in the history of the command recalled, nil while typing a new one.
    public var historyIndex: Int?
    /// What Tab last offered when it could not choose (shown on the line).
    public var choices: [String]

    /// An empty command line.
    public init(text: String = "", historyIndex: Int? = nil, choices: [String] = []) {
        self.text = text
        self.historyIndex = historyIndex
        self.choices = choices
    }
}

/// The command line (`:`): typing, ↑ and ↓ through the history, Tab completion, Enter runs
/// the command (as the same action a key triggers), Esc cancels.
extension PlaygroundState {
    /// The most commands the history keeps.
    public static let commandHistoryLimit = 100

    /// An action while the command line is open.
    mutating func editCommandLine(_ action: PlaygroundAction) -> [PlaygroundEffect] {
        guard var input = ui.command else { return [] }
        input.choices = []
        switch action {
        case .commandInsert(let character):
            input.text.append(character)
            input.historyIndex = nil
        case .commandDeleteBackward:
            guard !input.text.isEmpty else {
                ui.command = nil
                return []
            }
            input.text.removeLast()
        case .commandClear:
            input.text = ""
        case .commandHistory(let step):
            let history = ui.commandHistory
            guard !history.isEmpty else { break }
            let current = input.historyIndex ?? history.count
            let next = min(max(0, current + step), history.count)
            input.historyIndex = next == history.count ? nil : next
            input.text = next == history.count ? "" : history[next]
        case .commandComplete:
            let completion = PlaygroundCommand.complete(input.text, in: self)
            input.text = completion.text
            input.choices = completion.choices
        case .commandSubmit:
            ui.command = nil
            return run(command: input.text)
        case .commandCancel, .quit:
            ui.command = nil
            return []
        default:
            break
        }
        ui.command = input
        return []
    }

    /// Runs `text` (remembered for ↑): its action, as a key's, or a message saying what was
    /// expected, changing nothing.
    private mutating func run(command text: String) -> [PlaygroundEffect] {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return [] }
        if ui.commandHistory.last != trimmed { ui.commandHistory.append(trimmed) }
        if ui.commandHistory.count > Self.commandHistoryLimit { ui.commandHistory.removeFirst() }
        switch PlaygroundCommand.action(for: trimmed, in: self) {
        case .success(let action):
            return update(action)
        case .failure(let problem):
            ui.message = ":" + trimmed + ": " + problem.message
            ui.messageIsWarning = true
            return []
        }
    }
}
