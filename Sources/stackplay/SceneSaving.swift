import Playground
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// The playground's save effect, carried out: the scene written atomically in the scene
/// format (see ``SceneFile/save(_:to:)``), and the outcome as the action that reports it.
enum SceneSaving {
    /// Writes `scene` to `typed` (a leading `~` is the home directory, as in a shell);
    /// ``PlaygroundAction/saved(to:)`` with the path written on success, else
    /// ``PlaygroundAction/saveFailed(path:reason:)`` with why (the file is as it was).
    ///
    /// A regular file there other than the scene's own (`currentFile`) is replaced only when
    /// the user has said so (`replacing` is `typed`); so is the scene's own file when it is no
    /// longer what the playground last read or wrote (`currentStamp`, when known). Else the
    /// report is ``PlaygroundAction/saveWouldReplace(path:reason:)``, and the prompt asks.
    static func save(_ scene: Scene, to typed: String, currentFile: String? = nil, currentStamp: FileStamp? = nil,
                     replacing: String? = nil) -> PlaygroundAction {
        let path = PromptPath.expandingTilde(typed, home: getenv("HOME").map { String(cString: $0) })
        if replacing != typed, isRegularFile(path) {
            if !isSameFile(path, currentFile) { return .saveWouldReplace(path: typed, reason: .anotherFile) }
            if let currentStamp, FileStamp(path: path) != currentStamp { return .saveWouldReplace(path: typed, reason: .changedSinceRead) }
        }
        do {
            try SceneFile.save(scene, to: path)
            return .saved(to: path)
        } catch {
            return .saveFailed(path: path, reason: error.description)
        }
    }

    /// Whether `path` leads to a regular file.
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `path` and `other` lead to the same file.
    private static func isSameFile(_ path: String, _ other: String?) -> Bool {
        guard let other else { return false }
        var first = stat(), second = stat()
        guard stat(path, &first) == 0, stat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
