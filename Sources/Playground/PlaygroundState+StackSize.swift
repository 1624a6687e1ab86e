import StackLayout

/// The actions that size the stack view: `s` cycles how, Shift+arrows (or `H`/`J`/`K`/`L`)
/// and a drag of its edge change a fixed size.
extension PlaygroundState {
    /// `s`: unsized → fills the canvas → fixed size → unsized. A fixed size starts at the
    /// size the stack has now.
    mutating func cycleSizeMode() {
        let next = Self.cycled(sizeMode, by: 1)
        history.record(document)
        let current = layout.frame(of: LayoutItem.stackView)
        document.sizeMode = next
        switch next {
        case .unsized:
            document.scene.stack.width = nil
            document.scene.stack.height = nil
        case .fillCanvas:
            let canvas = canvasPoints ?? (current.map { ($0.width, $0.height) } ?? (320, 240))
            document.scene.stack.width = canvas.width
            document.scene.stack.height = canvas.height
        case .fixed:
            document.scene.stack.width = (current?.width ?? 0).rounded()
            document.scene.stack.height = (current?.height ?? 0).rounded()
        }
        layout = solver.solve(document)
        ui.message = "stack " + next.title + (next == .fixed ? ": Shift+arrows or H J K L resize it" : "")
    }

    /// Changes a fixed-size stack's size by `width` and `height` points (never below 0)
    /// through the solver's edit variables: the layout is re-solved, not rebuilt.
    mutating func resizeStack(width: Double, height: Double) {
        guard sizeMode == .fixed else {
            ui.message = "the stack's size is " + sizeMode.title + ": s makes it fixed"
            return
        }
        history.record(document)
        setFixedSize(width: (scene.stack.width ?? 0) + width, height: (scene.stack.height ?? 0) + height)
    }

    /// Sets a fixed-size stack's size (a drag of its edge; nil keeps a dimension); the first
    /// action of a drag records the document for undo.
    mutating func dragStack(toWidth width: Double?, height: Double?, startsDrag: Bool) {
        guard sizeMode == .fixed else { return }
        if startsDrag { history.record(document) }
        setFixedSize(width: width ?? scene.stack.width ?? 0, height: height ?? scene.stack.height ?? 0)
    }

    private mutating func setFixedSize(width: Double, height: Double) {
        let newWidth = max(0, width), newHeight = max(0, height)
        document.scene.stack.width = newWidth
        document.scene.stack.height = newHeight
        layout = solver.resize(document)
        ui.message = "stack " + formatPoints(newWidth) + "×" + formatPoints(newHeight)
    }

    /// The driver says how large the drawing area is, in points at the screen's scale; a
    /// stack that fills the canvas takes that size (not a step of undo).
    mutating func fitCanvas(width: Double, height: Double) {
        if canvasPoints?.width == width && canvasPoints?.height == height { return }
        canvasPoints = (width, height)
        guard sizeMode == .fillCanvas else { return }
        document.scene.stack.width = width
        document.scene.stack.height = height
        layout = solver.solve(document)
    }
}
