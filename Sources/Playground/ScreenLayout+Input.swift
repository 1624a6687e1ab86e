import StackLayout

/// A drag of a fixed-size stack's edge under way: where it started, in cells and in points.
/// The driver keeps it from the press to the release.
public struct StackDragGesture: Equatable, Sendable {
    var column: Int
    var row: Int
    var width: Double
    var height: Double
    /// Columns per point when the drag started (rows per point are half as many).
    var zoom: Double
    var movesWidth: Bool
    var movesHeight: Bool
    /// Whether the drag has changed the size yet (the first change is one step of undo).
    var moved = false
}

extension ScreenLayout {
    /// Mouse-wheel lines a notch scrolls the panel by.
    static let wheelLines = 3

    /// The action `key` triggers on this screen (see ``KeyMap/action(for:promptOpen:helpOpen:)``),
    /// with PgUp and PgDn turned into a scroll by the panel's page, clamped to its length;
    /// nil when the key does nothing. On a screen too small to draw the playground, only
    /// the keys that quit or back out (`q`, Ctrl-C, Esc) act, and all of them quit (asking
    /// first where there are unsaved changes, which that screen says): nothing changes where
    /// it cannot be seen.
    public func action(for key: Key, in state: PlaygroundState) -> PlaygroundAction? {
        guard fits else {
            let action = KeyMap.action(for: key, promptOpen: false, helpOpen: false)
            return action == .quit || action == .back ? .quit : nil
        }
        let action = KeyMap.action(for: key, promptOpen: state.ui.prompt != nil, helpOpen: state.ui.showHelp, lessonOpen: state.lesson != nil,
                                       commandOpen: state.ui.command != nil, demoOpen: state.demo.map { !$0.isFinished } ?? false)
        guard case .pagePanel(let pages) = action else { return action }
        return scrollPanel(state, by: pages * (panelExtent?.pageRows ?? 0))
    }

    /// The action a mouse event triggers on this screen, nil when it does nothing. A click
    /// on a view's box selects it (the selected one is on top), a click elsewhere on the
    /// drawing selects nothing; in fixed-size mode, pressing
    /// on the stack's right (bottom) edge when it has a width (height) starts `drag`, and moving resizes
    /// the stack; the wheel over the panel scrolls it. With the help or the prompt open,
    /// the mouse does nothing.
    public func action(for event: MouseEvent, in state: PlaygroundState, drag: inout StackDragGesture?) -> PlaygroundAction? {
        guard fits, state.ui.prompt == nil, !state.ui.showHelp else { return nil }
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard let panel, panel.contains(x: event.x, y: event.y) else { return nil }
            return scrollPanel(state, by: event.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines)
        case .press:
            guard drawing.contains(x: event.x, y: event.y), state.ui.gallery == nil else { return nil }
            if let gesture = edgeDrag(at: event, in: state) {
                drag = gesture
                return .beginStackDrag
            }
            if let index = viewIndex(at: event, in: state) { return .select(viewAt: index) }
            return state.document.validSelection == nil ? nil : .clearSelection
        case .drag:
            guard var gesture = drag else { return nil }
            let width = gesture.movesWidth ? gesture.width + Double(event.x - gesture.column) / gesture.zoom : nil
            let height = gesture.movesHeight ? gesture.height + Double(event.y - gesture.row) * 2 / gesture.zoom : nil
            let action = PlaygroundAction.dragStackEdge(width: width.map { $0.rounded() }, height: height.map { $0.rounded() }, startsDrag: !gesture.moved)
            gesture.moved = true
            drag = gesture
            return action
        case .release:
            drag = nil
            return nil
        }
    }

    /// The panel scrolled by `lines` from where it shows now, within its length; nil
    /// without a panel.
    private func scrollPanel(_ state: PlaygroundState, by lines: Int) -> PlaygroundAction? {
        guard let extent = panelExtent else { return nil }
        let current = min(max(0, state.ui.panelScroll), extent.maximumScroll)
        return .scrollPanel(to: min(max(0, current + lines), extent.maximumScroll))
    }

    /// A drag of a fixed-size stack's outline (drawn one cell outside its cells) starting
    /// at `event`, when it is on the right or bottom edge.
    private func edgeDrag(at event: MouseEvent, in state: PlaygroundState) -> StackDragGesture? {
        guard state.sizeMode == .fixed, let stack = state.layout.frame(of: LayoutItem.stackView) else { return nil }
        let outline = mapping.rect(for: stack).insetBy(-1)
        let nearRight = state.scene.stack.width != nil
            && abs(event.x - (outline.right - 1)) <= 1 && event.y >= outline.top && event.y < outline.bottom + 1
        let nearBottom = state.scene.stack.height != nil
            && abs(event.y - (outline.bottom - 1)) <= 1 && event.x >= outline.left && event.x < outline.right + 1
        guard nearRight || nearBottom else { return nil }
        return StackDragGesture(column: event.x, row: event.y, width: stack.width, height: stack.height,
                                zoom: mapping.zoom, movesWidth: nearRight, movesHeight: nearBottom)
    }

    /// The visible arranged view of the stack being edited whose box is under `event`, the
    /// selected one first.
    private func viewIndex(at event: MouseEvent, in state: PlaygroundState) -> Int? {
        let views = state.current.views
        var order = Array(views.indices)
        if let selected = state.document.validSelection, let position = order.firstIndex(of: selected) {
            order.remove(at: position)
            order.insert(selected, at: 0)
        }
        return order.first { index in
            guard !views[index].hidden, let frame = state.layout.frame(of: views[index].name) else { return false }
            return mapping.rect(for: frame).contains(x: event.x, y: event.y)
        }
    }
}
