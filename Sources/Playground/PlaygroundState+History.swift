import StackLayout

/// What `u` brings back: the scene, how the stack is sized, and the selection.
struct Snapshot: Equatable {
    var scene: Scene
    var sizeMode: StackSizeMode
    var selectedIndex: Int?
}

extension PlaygroundState {
    /// The state `u` would return to now.
    var snapshot: Snapshot {
        Snapshot(scene: scene, sizeMode: sizeMode, selectedIndex: selectedIndex)
    }

    /// Makes an undoable change to the scene and solves it again.
    mutating func change(_ edit: (inout Scene) -> Void) {
        var edited = scene
        edit(&edited)
        guard edited != scene else { return }
        record()
        scene = edited
        solve()
    }

    /// Remembers the current state for `u` and forgets what was undone.
    mutating func record() {
        history.append(snapshot)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        future.removeAll()
    }

    /// `u`: back to the state before the last change.
    mutating func undo() {
        guard let previous = history.popLast() else {
            message = "nothing to undo"
            return
        }
        future.append(snapshot)
        restore(previous)
        message = "undone (\(history.count) more)"
    }

    /// `U` or Ctrl-R: the change `u` took back.
    mutating func redo() {
        guard let next = future.popLast() else {
            message = "nothing to redo"
            return
        }
        history.append(snapshot)
        restore(next)
        message = "redone (\(future.count) more)"
    }

    private mutating func restore(_ snapshot: Snapshot) {
        scene = snapshot.scene
        sizeMode = snapshot.sizeMode
        selectedIndex = snapshot.selectedIndex
        if sizeMode == .fillCanvas, let canvas = canvasPoints {
            scene.stack.width = canvas.width
            scene.stack.height = canvas.height
        }
        solve()
    }
}
