extension Canvas {
    /// Draws the outline of `rect` (at least 2 × 2 cells) in the line style `lines`; the
    /// inside is left as it is, and cells outside the canvas are clipped.
    mutating func box(_ rect: CellRect, _ lines: LineGlyphs, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        fill(x: rect.left + 1, y: rect.top, width: rect.width - 2, height: 1, with: lines.horizontal, style: style)
        fill(x: rect.left + 1, y: rect.bottom - 1, width: rect.width - 2, height: 1, with: lines.horizontal, style: style)
        fill(x: rect.left, y: rect.top + 1, width: 1, height: rect.height - 2, with: lines.vertical, style: style)
        fill(x: rect.right - 1, y: rect.top + 1, width: 1, height: rect.height - 2, with: lines.vertical, style: style)
        put(lines.topLeft, x: rect.left, y: rect.top, style: style)
        put(lines.topRight, x: rect.right - 1, y: rect.top, style: style)
        put(lines.bottomLeft, x: rect.left, y: rect.bottom - 1, style: style)
        put(lines.bottomRight, x: rect.right - 1, y: rect.bottom - 1, style: style)
    }
}
