import StackLayout

/// What the user is editing, and what undo and redo bring back: the scene (with the stack's
/// size in points, if it has one), the stack being edited, which view is selected, and
/// which of the user's constraints are switched off.
public struct PlaygroundDocument: Equatable, Sendable {
    /// The scene being explored.
    public var scene: Scene
    /// The index of the selected arranged view in the stack being edited, if any.
    public var selectedIndex: Int?
    /// The stack being edited: the outer one (empty) or a nested one.
    public var stackPath: StackPath = []
    /// The user's constraints switched off in the playground: left out of ``scene`` (and so
    /// of the solved layout and of a saved file) but still listed, where they were.
    public var switchedOff: [SwitchedOffConstraint] = []

    /// The selected arranged view's index, when it names one of the current stack's views.
    public var validSelection: Int? {
        selectedIndex.flatMap { currentLevel.views.indices.contains($0) ? $0 : nil }
    }
}

/// The documents `u` goes back to (the newest last) and the ones `U` goes forward to.
public struct DocumentHistory: Equatable, Sendable {
    /// Earlier documents, the newest last.
    public private(set) var past: [PlaygroundDocument] = []
    /// Undone documents, the next one last.
    public private(set) var future: [PlaygroundDocument] = []
    /// The most documents `u` can go back.
    public static let limit = 500

    /// Remembers `document` for undo and forgets what was undone.
    mutating func record(_ document: PlaygroundDocument) {
        past.append(document)
        if past.count > Self.limit { past.removeFirst(past.count - Self.limit) }
        future.removeAll()
    }

    /// The document before `current`, which redo will bring back; nil when there is none.
    mutating func undo(from current: PlaygroundDocument) -> PlaygroundDocument? {
        guard let previous = past.popLast() else { return nil }
        future.append(current)
        return previous
    }

    /// The document undo took back from `current`; nil when there is none.
    mutating func redo(from current: PlaygroundDocument) -> PlaygroundDocument? {
        guard let next = future.popLast() else { return nil }
        past.append(current)
        return next
    }
}
