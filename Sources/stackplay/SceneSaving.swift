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
    static func save(_ scene: Scene, to typed: String) -> PlaygroundAction {
        let path = PromptPath.expandingTilde(typed, home: getenv("HOME").map { String(cString: $0) })
        do {
            try SceneFile.save(scene, to: path)
            return .saved(to: path)
        } catch {
            return .saveFailed(path: path, reason: error.description)
        }
    }
}
