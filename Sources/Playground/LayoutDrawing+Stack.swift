import StackLayout

/// The stack view itself: its outline, its margins band and the caption.
extension LayoutDrawing {
    /// A dim outline just outside the stack's bounds, so that it never hides a view's edge.
    mutating func drawOutline() {
        guard let stackRect else { return }
        box(stackRect.insetBy(-1), glyphs.outline, dimStyle)
    }

    /// With layout-margins-relative arrangement, shades the band between the stack's
    /// bounds and its layout margins guide.
    mutating func drawMargins() {
        guard scene.stack.marginsRelative, let stackFrame, let stackRect else { return }
        let guide = layout.frame(of: LayoutItem.marginsGuide) ?? marginsGuideFrame(in: stackFrame)
        let inner: CellRect? = guide.isFinite && guide.width >= 0 && guide.height >= 0 ? mapping.rect(for: guide) : nil
        let top = max(stackRect.top, 0), bottom = min(stackRect.bottom, canvas.height)
        let left = max(stackRect.left, 0), right = min(stackRect.right, canvas.width)
        guard top < bottom, left < right else { return }
        for row in top..<bottom {
            for column in left..<right where !(inner?.contains(x: column, y: row) ?? false) {
                canvas.put(glyphs.margin, x: column, y: row, style: dimStyle)
            }
        }
    }

    /// The margins guide from the scene's margins, for a layout that does not list it.
    private func marginsGuideFrame(in stack: Frame) -> Frame {
        let margins = scene.stack.margins
        let left = scene.stack.layoutDirection == .rightToLeft ? margins.trailing : margins.leading
        return Frame(
            x: stack.x + left, y: stack.y + margins.top,
            width: stack.width - margins.leading - margins.trailing,
            height: stack.height - margins.top - margins.bottom)
    }

    /// The caption on its row, as many of its parts as fit the canvas width.
    mutating func drawCaption() {
        guard let row = plan.captionRow else { return }
        let parts = Caption.parts(for: scene.stack, frame: stackFrame, glyphs: glyphs)
        let text = Caption.fitted(parts, separator: glyphs.separator, width: canvas.width, ellipsis: glyphs.ellipsis)
        canvas.text(text, x: 0, y: row)
    }
}
