import Foundation
import Playground
import StackLayout

/// What the tests do in place of the terminal driver: keys and mouse events turned into
/// actions against the screen's layout, as the driver does, and the save effect carried
/// out with ``SceneFile`` and reported back.
extension PlaygroundState {
    /// Presses `key` on a `width` × `height` screen and returns the effects the driver
    /// would be left with (saving is carried out here, and reported back).
    @discardableResult
    mutating func press(_ key: Key, width: Int = 120, height: Int = 36) -> [PlaygroundEffect] {
        let screen = ScreenLayout(self, width: width, height: height, ascii: false)
        guard let action = screen.action(for: key, in: self) else { return [] }
        return perform(update(action))
    }

    /// Sends the mouse `event` on a `width` × `height` screen; `drag` is the gesture the
    /// driver keeps between events.
    @discardableResult
    mutating func click(_ event: MouseEvent, width: Int = 120, height: Int = 36, drag: inout StackDragGesture?) -> PlaygroundAction? {
        let screen = ScreenLayout(self, width: width, height: height, ascii: false)
        guard let action = screen.action(for: event, in: self, drag: &drag) else { return nil }
        _ = perform(update(action))
        return action
    }

    /// Carries out the save effects; returns the others.
    private mutating func perform(_ effects: [PlaygroundEffect]) -> [PlaygroundEffect] {
        var left: [PlaygroundEffect] = []
        for effect in effects {
            guard case let .save(scene, typed) = effect else {
                left.append(effect)
                continue
            }
            let path = PromptPath.expandingTilde(typed, home: ProcessInfo.processInfo.environment["HOME"])
            do {
                try SceneFile.save(scene, to: path)
                _ = update(.saved(to: path))
            } catch {
                _ = update(.saveFailed(path: path, reason: error.description))
            }
        }
        return left
    }

    /// Whether everything shown and remembered is the same as in `other` (for tests of
    /// keys that must do nothing).
    func isSame(as other: PlaygroundState) -> Bool {
        document == other.document && history == other.history && ui == other.ui && file == other.file
    }
}
