import StackLayout

/// A drag of a fixed-size stack's edge: where it started, in cells and in points.
struct StackDrag: Equatable {
    var column: Int
    var row: Int
    var width: Double
    var height: Double
    /// Columns per point when the drag started (rows per point are half as many).
    var zoom: Double
    var movesWidth: Bool
    var movesHeight: Bool
    /// Whether the drag has changed the size yet (the first change is recorded for undo).
    var moved = false
}

extension PlaygroundState {
    /// Handles a mouse event on a `screenWidth` × `screenHeight` screen drawn with `ascii`:
    /// a click on a view's box selects it; in fixed-size mode, pressing on the stack's right
    /// or bottom edge (or its corner) and dragging resizes the stack through the solver's edit
    /// variables; the wheel scrolls the constraints panel. Anything else does nothing.
    public mutating func handleMouse(_ event: MouseEvent, screenWidth: Int, screenHeight: Int, ascii: Bool = false) -> KeyOutcome {
        let before = self
        guard prompt == nil, !showHelp,
              let geometry = ScreenGeometry(self, width: screenWidth, height: screenHeight, text: ScreenText.forASCII(ascii))
        else { return .unchanged }
        switch event.kind {
        case .wheelUp, .wheelDown:
            if let panel = geometry.panel, panel.contains(x: event.x, y: event.y) {
                scrollPanel(by: event.kind == .wheelUp ? -3 : 3)
                clampPanelScroll(to: PlaygroundScreen.maximumPanelScroll(for: self, width: screenWidth, height: screenHeight))
            }
        case .press:
            message = nil
            press(at: event, in: geometry.drawing, ascii: ascii)
        case .drag:
            guard var drag = stackDrag else { break }
            let width = drag.movesWidth ? drag.width + Double(event.x - drag.column) / drag.zoom : nil
            let height = drag.movesHeight ? drag.height + Double(event.y - drag.row) * 2 / drag.zoom : nil
            dragStack(toWidth: width.map { $0.rounded() }, height: height.map { $0.rounded() }, startsDrag: !drag.moved)
            drag.moved = true
            stackDrag = drag
        case .release:
            stackDrag = nil
        }
        return self == before ? .unchanged : .changed
    }

    /// A press in the drawing: on a fixed-size stack's right or bottom edge it starts a
    /// drag; on a view's box it selects the view (the selected one is on top).
    private mutating func press(at event: MouseEvent, in drawing: CellRect, ascii: Bool) {
        guard drawing.contains(x: event.x, y: event.y) else { return }
        let options = PlaygroundScreen.renderOptions(self, color: false, ascii: ascii)
        let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: drawing.width, height: drawing.height, options: options)
        let column = event.x - drawing.left, row = event.y - drawing.top

        if sizeMode == .fixed, let stack = layout.frame(of: LayoutItem.stackView) {
            // The outline is drawn one cell outside the stack's cells.
            let outline = mapping.rect(for: stack).insetBy(-1)
            let nearRight = abs(column - (outline.right - 1)) <= 1 && row >= outline.top && row < outline.bottom + 1
            let nearBottom = abs(row - (outline.bottom - 1)) <= 1 && column >= outline.left && column < outline.right + 1
            if nearRight || nearBottom {
                stackDrag = StackDrag(
                    column: event.x, row: event.y, width: stack.width, height: stack.height,
                    zoom: mapping.zoom, movesWidth: nearRight, movesHeight: nearBottom)
                message = "drag to resize the stack"
                return
            }
        }
        var order = Array(scene.views.indices)
        if let selected = selectedIndex, let position = order.firstIndex(of: selected) {
            order.remove(at: position)
            order.insert(selected, at: 0)
        }
        for index in order where !scene.views[index].hidden {
            guard let frame = layout.frame(of: scene.views[index].name) else { continue }
            if mapping.rect(for: frame).contains(x: column, y: row) {
                select(named: scene.views[index].name)
                return
            }
        }
    }
}
