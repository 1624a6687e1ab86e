/// Why the driver did not write over a file at once, but asked first (see
/// ``PlaygroundAction/saveWouldReplace(path:reason:)``).
public enum ReplaceReason: Equatable, Sendable {
    /// A file other than the scene's own is there (save-as onto it).
    case anotherFile
    /// The scene's own file changed on disk since the playground last read or wrote it
    /// (another editor, a `git checkout`): writing would lose that change.
    case changedSinceRead

    /// What the info line says after the file's name, longest first, for the room there is.
    var promptHints: [String] {
        switch self {
        case .anotherFile: ["  is there already: Enter replaces it, Esc keeps it", "  there: Enter replaces it", "  Enter replaces"]
        case .changedSinceRead: ["  changed on disk: Enter replaces it, Esc keeps it", "  changed: Enter replaces it", "  Enter replaces"]
        }
    }

    /// The warning shown whole when the question is asked.
    func message(for path: String) -> String {
        switch self {
        case .anotherFile: path + " is there already: Enter replaces it, Esc keeps it"
        case .changedSinceRead: path + " changed on disk since it was read: Enter replaces it, Esc keeps it"
        }
    }
}
