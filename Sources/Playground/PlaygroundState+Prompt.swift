/// The save prompt: a one-line editor for a file name on the info line.
extension PlaygroundState {
    /// An action while the prompt is open: typing edits the name, Enter asks the driver to
    /// save, Esc (or Ctrl-C) cancels. Anything else does nothing.
    mutating func editPrompt(_ action: PlaygroundAction) -> [PlaygroundEffect] {
        guard let text = ui.prompt else { return [] }
        // The name the prompt opened with, selected, goes at the first character typed; any
        // editing key keeps it, and clears the selection.
        let selected = ui.promptSelected
        switch action {
        case .promptInsert, .promptDeleteBackward, .promptDeleteWord, .promptClear, .promptKeepName, .promptSubmit, .promptCancel, .quit:
            ui.promptSelected = false
        default:
            break
        }
        switch action {
        case .promptInsert(let character):
            ui.prompt = (selected ? "" : text) + String(character)
        case .promptDeleteBackward:
            ui.prompt = String(text.dropLast())
        case .promptDeleteWord:
            ui.prompt = Self.deletingLastWord(text)
        case .promptClear:
            ui.prompt = ""
        case .promptSubmit:
            ui.prompt = nil
            let path = text.trimmingSpaces
            guard !path.isEmpty else {
                ui.message = "not saved: no file name"
                return []
            }
            return [saveEffect(to: path)]
        case .promptCancel, .quit:
            ui.prompt = nil
            ui.replacing = nil
            ui.message = "not saved"
        default:
            break
        }
        return []
    }

    /// The effect that writes the scene to `path`, as it is (an unsized axis has no size).
    func saveEffect(to path: String) -> PlaygroundEffect {
        .save(scene, to: path)
    }

    /// `text` without its last word and the spaces after it; a word ends at a space or a `/`
    /// (so that Ctrl-W takes back one path component at a time).
    static func deletingLastWord(_ text: String) -> String {
        var characters = Array(text)
        while characters.last == " " { characters.removeLast() }
        if characters.last == "/" {
            characters.removeLast()
        }
        while let last = characters.last, last != " ", last != "/" { characters.removeLast() }
        return String(characters)
    }
}

extension String {
    /// Without trailing spaces.
    var trimmingTrailingSpaces: String {
        var characters = Substring(self)
        while characters.last == " " { characters = characters.dropLast() }
        return String(characters)
    }

    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { $0 != " " }),
              let last = characters.lastIndex(where: { $0 != " " }) else { return "" }
        return String(characters[first...last])
    }
}

/// File names typed at the save prompt, as a shell reads them.
public enum PromptPath {
    /// `path` with a leading `~` (alone or before `/`) replaced by `home`; other paths, and
    /// all paths when `home` is nil or empty, as they are. `~user` is not expanded.
    public static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        let rest = path.dropFirst()
        return home.hasSuffix("/") && rest.hasPrefix("/") ? home + rest.dropFirst() : home + rest
    }
}
