import StackLayout

/// `w` saves the scene in the scene format, atomically (see ``SceneFile/save(_:to:)``);
/// without a file yet, or with `W`, a prompt asks for a file name.
extension PlaygroundState {
    /// `w`: saves to ``file``, or opens the prompt when there is none.
    mutating func save() {
        guard let file else {
            openPrompt()
            return
        }
        save(to: file)
    }

    /// `W`: asks for a file name, starting from the current one.
    mutating func openPrompt() {
        prompt = file ?? ""
        message = nil
    }

    /// Writes the scene to `path`; on success it becomes ``file`` and the scene counts as
    /// saved. A failure leaves the file as it was and says why.
    mutating func save(to path: String) {
        var saved = scene
        if sizeMode == .unsized {
            saved.stack.width = nil
            saved.stack.height = nil
        }
        do {
            try SceneFile.save(saved, to: path)
            file = path
            savedScene = scene
            quitRequested = false
            message = "saved to " + path
        } catch {
            message = "not saved: " + error.description
        }
    }

    /// A key while the prompt is open: characters are typed, Backspace deletes, Enter saves,
    /// Esc (or Ctrl-C) cancels.
    mutating func handlePrompt(_ key: Key) {
        guard let text = prompt else { return }
        switch key {
        case .enter:
            let path = text.trimmingSpaces
            prompt = nil
            if path.isEmpty {
                message = "not saved: no file name"
            } else {
                save(to: path)
            }
        case .escape, .controlC:
            prompt = nil
            message = "not saved"
        case .backspace, .delete:
            prompt = String(text.dropLast())
        case .character(let character):
            prompt = text + String(character)
        default:
            break
        }
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { $0 != " " }),
              let last = characters.lastIndex(where: { $0 != " " }) else { return "" }
        return String(characters[first...last])
    }
}
