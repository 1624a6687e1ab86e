import Playground
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// The playground's open effect (`:open FILE`), carried out: the scene file read and
/// checked as every command reads one, and the outcome as the action that reports it.
enum SceneOpening {
    /// Reads the scene at `typed` (a leading `~` is the home directory);
    /// ``PlaygroundAction/opened(_:path:)`` on success, else
    /// ``PlaygroundAction/openFailed(path:reason:)`` with the file's problem.
    static func open(_ typed: String) -> PlaygroundAction {
        let path = PromptPath.expandingTilde(typed, home: getenv("HOME").map { String(cString: $0) })
        do {
            return .opened(try SceneFile.load(path: path), path: path)
        } catch {
            return .openFailed(path: path, reason: error.description)
        }
    }
}
