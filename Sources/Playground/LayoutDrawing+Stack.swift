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
        let band = stackRect
        guard guide.isFinite, guide.width >= 0, guide.height >= 0 else {
            canvas.fill(x: band.left, y: band.top, width: band.width, height: band.height, with: glyphs.margin, style: dimStyle)
            return
        }
        // The guide, clipped to the stack; the band is the four strips around it.
        let guideRect = mapping.rect(for: guide)
        let inner = CellRect(
            left: min(max(guideRect.left, band.left), band.right), top: min(max(guideRect.top, band.top), band.bottom),
            right: min(max(guideRect.right, band.left), band.right), bottom: min(max(guideRect.bottom, band.top), band.bottom))
        let strips = [
            CellRect(left: band.left, top: band.top, right: band.right, bottom: inner.top),
            CellRect(left: band.left, top: max(inner.top, inner.bottom), right: band.right, bottom: band.bottom),
            CellRect(left: band.left, top: inner.top, right: inner.left, bottom: inner.bottom),
            CellRect(left: max(inner.left, inner.right), top: inner.top, right: band.right, bottom: inner.bottom),
        ]
        for strip in strips {
            canvas.fill(x: strip.left, y: strip.top, width: strip.width, height: strip.height, with: glyphs.margin, style: dimStyle)
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

    /// The caption on its row, as many of its parts as fit the canvas width. The row is the
    /// caption's alone: a drawing zoomed past the canvas is clipped below it.
    mutating func drawCaption() {
        guard let row = plan.captionRow else { return }
        canvas.fill(x: 0, y: row, width: canvas.width, height: 1)
        let parts = Caption.parts(for: scene.stack, frame: stackFrame, glyphs: glyphs)
        let text = Caption.fitted(parts, glyphs: glyphs, width: canvas.width)
        canvas.text(text, x: 0, y: row)
    }
}
