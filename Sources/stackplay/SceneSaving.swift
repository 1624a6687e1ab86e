import Playground
import StackLayout

/// The playground's save effect, carried out: the scene written atomically in the scene
/// format (see ``SceneFile/save(_:to:)``), and the outcome as the action that reports it.
enum SceneSaving {
    /// Writes `scene` to `path`; ``PlaygroundAction/saved(to:)`` on success, else
    /// ``PlaygroundAction/saveFailed(path:reason:)`` with why (the file is as it was).
    static func save(_ scene: Scene, to path: String) -> PlaygroundAction {
        do {
            try SceneFile.save(scene, to: path)
            return .saved(to: path)
        } catch {
            return .saveFailed(path: path, reason: error.description)
        }
    }
}
