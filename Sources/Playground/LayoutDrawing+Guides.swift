import StackLayout

/// The layout guides (gap guides and the alignment spacer) as dotted regions.
extension LayoutDrawing {
    /// Each guide in the layout as a dotted line (when no thicker than a cell) or a dotted
    /// region, labelled `gap0`, `spacer` where the label fits. Drawn under the views.
    mutating func drawGuides() {
        let style = CellStyle(foreground: options.color ? .gray : nil, dim: true)
        for item in layout.items {
            guard let kind = GuideKind(itemName: item.name), item.frame.isFinite else { continue }
            let rect = visibleRect(for: item.frame)
            let label = kind.label
            if rect.height == 1 {
                horizontalLine(row: rect.top, from: rect.left, to: rect.right, glyphs.guideHorizontal, style)
                if label.count <= rect.width { canvas.text(label, x: rect.left, y: rect.top, style: style) }
            } else if rect.width == 1 {
                verticalLine(column: rect.left, from: rect.top, to: rect.bottom, glyphs.guideVertical, style)
            } else {
                canvas.fill(
                    x: rect.left, y: rect.top, width: rect.width, height: rect.height,
                    with: glyphs.guideFill, style: style)
                if label.count <= rect.width { canvas.text(label, x: rect.left, y: rect.top, style: style) }
            }
        }
    }
}
