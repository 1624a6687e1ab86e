import StackLayout

/// Views thinner than a cell: a bar that falls on a neighbour's edge, redrawn over it.
extension LayoutDrawing {
    /// A view that snaps to no cell along an axis (4 points among 50-point neighbours) is a
    /// one-cell bar, which falls on a neighbour's edge: drawn before that neighbour, it was
    /// covered and not seen at all (`┃Charlie ┃╔════`). Where the boxes drawn after it cover
    /// it cell for cell, it is drawn again over their edges, but not on their corners, with
    /// its number in the middle (on boxes only two cells high, its number alone, on a corner).
    /// Not over a view drawn as a bar or a dot itself, which that cell may be all there is of.
    /// `index` files the rectangles of `shown`, in that order: only the boxes drawn after a
    /// thin view and meeting it are looked at (every later box, for each of a 3000-view
    /// stack's thin views, was half the time of a frame).
    mutating func redrawCoveredThinViews(_ shown: [(view: ArrangedView, index: Int, number: Int, rect: CellRect)], index: RectangleIndex) {
        var corners: Set<Int>?
        for position in shown.indices {
            let entry = shown[position]
            guard entry.view.nested == nil, let frame = layout.frame(of: entry.view.name), frame.isFinite else { continue }
            let snapped = mapping.rect(for: frame)
            guard snapped.width <= 0 || snapped.height <= 0 else { continue }
            let onCanvas = entry.rect.intersection(CellRect(left: 0, top: 0, right: canvas.width, bottom: canvas.height))
            guard !onCanvas.isEmpty else { continue }
            let later = index.positions(after: position, meeting: entry.rect).map { shown[$0].rect }
            let cells = (onCanvas.top..<onCanvas.bottom).flatMap { row in (onCanvas.left..<onCanvas.right).map { (column: $0, row: row) } }
            // Covered cell for cell, and only by boxes, on one of their edges: inside a box
            // (negative spacing laying a 0-wide view over its neighbour) the bar went through
            // the neighbour's label, and its number read as part of it (`┃E160×40┃`).
            let covering = cells.map { cell in later.filter { $0.contains(x: cell.column, y: cell.row) } }
            guard covering.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.width >= 2 && $0.height >= 2 } }),
                  zip(cells, covering).allSatisfy({ cell, boxes in boxes.contains { $0.isOnEdge(x: cell.column, y: cell.row) } }) else { continue }
            if corners == nil { corners = Self.corners(of: shown.map(\.rect), width: canvas.width) }
            let free = cells.filter { corners?.contains($0.row * canvas.width + $0.column) == false }
            let marks = self.marks(of: entry.view.name)
            let lines = marks.contains(.ambiguous) ? glyphs.dashed : glyphs.viewLines(at: entry.index)
            let style = markedStyle(CellStyle(foreground: viewColor(of: entry.view, position: entry.index), bold: entry.view.name == options.selected), marks: marks)
            let rect = entry.rect
            let glyph = rect.width == 1 && rect.height > 1 ? lines.vertical : rect.height == 1 && rect.width > 1 ? lines.horizontal : glyphs.dot
            for cell in free { canvas.put(glyph, x: cell.column, y: cell.row, style: style) }
            let number = String(entry.number)
            let middle = free.isEmpty ? cells[0] : free[free.count / 2]
            if number.count == 1 { canvas.put(Character(number), x: middle.column, y: middle.row, style: style) }
        }
    }

    /// The corner cells of the boxes among `rects` (2 × 2 cells or more) on a canvas `width`
    /// columns wide, as `row * width + column`.
    private static func corners(of rects: [CellRect], width: Int) -> Set<Int> {
        var corners = Set<Int>()
        for rect in rects where rect.width >= 2 && rect.height >= 2 {
            for (column, row) in [(rect.left, rect.top), (rect.right - 1, rect.top), (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1)]
            where column >= 0 && column < width && row >= 0 {
                corners.insert(row * width + column)
            }
        }
        return corners
    }
}
