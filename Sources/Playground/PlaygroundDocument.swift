import StackLayout

/// What the user is editing, and what undo and redo bring back: the scene, how the stack
/// is sized, and which view is selected.
public struct PlaygroundDocument: Equatable, Sendable {
    /// The scene being explored.
    public var scene: Scene
    /// How the stack is sized.
    public var sizeMode: StackSizeMode
    /// The index of the selected arranged view, if any.
    public var selectedIndex: Int?

    /// The selected arranged view's index, when it names one of the scene's views.
    public var validSelection: Int? {
        selectedIndex.flatMap { scene.views.indices.contains($0) ? $0 : nil }
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

/// Everything shown besides the document: the overlays, the panel's scroll, the save
/// prompt and what the last action did. None of it is undone.
public struct PlaygroundUI: Equatable, Sendable {
    /// Whether the help overlay is open.
    public var showHelp = false
    /// Whether the constraints panel is shown.
    public var showPanel = false
    /// The first panel body line shown (the screen clamps what it asks for).
    public var panelScroll = 0
    /// Whether the gap guides and the alignment spacer are drawn.
    public var showGuides = false
    /// Whether layout changes animate.
    public var animates = true
    /// What the last action did (`Subview1 hidden`), until the next one; nil when there is
    /// nothing to say.
    public var message: String?
    /// The file name being typed at the save prompt, while it is open.
    public var prompt: String?
    /// Whether the last action was a quit refused for unsaved changes.
    public var quitRequested = false
}
