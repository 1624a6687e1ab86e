import StackLayout

/// The keys that size the stack view: `s` cycles how, Shift+arrows (or `H`/`J`/`K`/`L`)
/// change a fixed size.
extension PlaygroundState {
    /// `s`: unsized → fills the canvas → fixed size → unsized. A fixed size starts at the
    /// size the stack has now.
    mutating func cycleSizeMode() {
        let next = Self.cycled(sizeMode, by: 1)
        record()
        let current = layout.frame(of: LayoutItem.stackView)
        sizeMode = next
        switch next {
        case .unsized:
            scene.stack.width = nil
            scene.stack.height = nil
        case .fillCanvas:
            let canvas = canvasPoints ?? (current.map { ($0.width, $0.height) } ?? (320, 240))
            scene.stack.width = canvas.width
            scene.stack.height = canvas.height
        case .fixed:
            scene.stack.width = (current?.width ?? 0).rounded()
            scene.stack.height = (current?.height ?? 0).rounded()
        }
        solve()
        message = "stack " + next.title + (next == .fixed ? ": Shift+arrows or H J K L resize it" : "")
    }

    /// Changes a fixed-size stack's size by `width` and `height` points (never below 0)
    /// through the solver's edit variables: the layout is re-solved, not rebuilt.
    mutating func resizeStack(width: Double, height: Double) {
        guard sizeMode == .fixed, let resizer else {
            message = "the stack's size is " + sizeMode.title + ": s makes it fixed"
            return
        }
        let newWidth = max(0, (scene.stack.width ?? resizer.width) + width)
        let newHeight = max(0, (scene.stack.height ?? resizer.height) + height)
        record()
        scene.stack.width = newWidth
        scene.stack.height = newHeight
        resizer.resize(width: newWidth, height: newHeight)
        layout = resizer.layout()
        message = "stack " + formatPoints(newWidth) + "×" + formatPoints(newHeight)
    }

    /// Sets a fixed-size stack's size (a drag of its edge); the first call of a drag records
    /// the state for undo.
    mutating func dragStack(toWidth width: Double?, height: Double?, startsDrag: Bool) {
        guard sizeMode == .fixed, let resizer else { return }
        if startsDrag { record() }
        let newWidth = max(0, width ?? resizer.width), newHeight = max(0, height ?? resizer.height)
        scene.stack.width = newWidth
        scene.stack.height = newHeight
        resizer.resize(width: newWidth, height: newHeight)
        layout = resizer.layout()
        message = "stack " + formatPoints(newWidth) + "×" + formatPoints(newHeight)
    }
}
