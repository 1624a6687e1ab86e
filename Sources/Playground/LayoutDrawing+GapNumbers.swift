import StackLayout

/// With the guides shown (`g`, `--guides`): the numbers that make equalSpacing and
/// equalCentering differ, on a dimension line outside the stack's outline (below a
/// horizontal stack, right of a vertical one), where the views cannot hide it.
///
/// ```text
/// ╰────────────────────────────────────────╯
///                   ├─ 40 ─┤       ├─ 40 ─┤        equalSpacing: each gap guide's length
///    ├───── gap0 130 ────┼──── gap1 130 ────┤      equalCentering: centre to centre
/// ```
///
/// Under equalCentering each view's centre is also ticked on its box's edge (`┴`, or `├` on
/// a vertical stack's right edge), so that the line's ticks meet the centres they measure.
extension LayoutDrawing {
    /// The gap guides (`_UIOLAGapGuideN`) with finite frames, along the axis, each with its
    /// label (`gap0`).
    var gapGuides: [(label: String, frame: Frame)] {
        let horizontal = scene.stack.axis == .horizontal
        return layout.items.compactMap { item -> (label: String, frame: Frame)? in
            guard let kind = GuideKind(itemName: item.name), kind.isTopLevelGap, item.frame.isFinite else { return nil }
            return (kind.label, item.frame)
        }.sorted { horizontal ? $0.frame.x < $1.frame.x : $0.frame.y < $1.frame.y }
    }

    /// The cells the dimension line needs outside the outline: a row below a horizontal
    /// stack, or a column and the widest number right of a vertical one (none without gap
    /// guides, or without the guides shown).
    static func dimensionRoom(layout: LayoutResult, scene: Scene, options: RenderOptions) -> (rows: Int, columns: Int) {
        guard options.showGuides else { return (0, 0) }
        // The stack's own gaps: room kept for a nested stack's, whose dimension line is not
        // drawn, moved the drawing a column each time `g` was pressed inside one.
        let gaps = layout.items.filter { item in
            GuideKind(itemName: item.name)?.isTopLevelGap == true && item.frame.isFinite
        }
        guard !gaps.isEmpty else { return (0, 0) }
        if scene.stack.axis == .horizontal { return (1, 0) }
        let widest = gaps.map { formatPoints($0.frame.height).count }.max() ?? 0
        return (0, 2 + widest)
    }

    /// Draws the dimension line of the gap guides and, under equalCentering, the centre
    /// ticks on the views.
    mutating func drawGapNumbers() {
        guard let stackRect else { return }
        let guides = gapGuides
        guard !guides.isEmpty else { return }
        let style = CellStyle(foreground: options.color ? .gray : nil, bold: true)
        let ascii = options.ascii
        let horizontal = scene.stack.axis == .horizontal
        if scene.stack.distribution == .equalCentering { drawCentreTicks(style: style) }
        var previousEnd: Int?  // where the last dimension ended: a shared end is a joint
        for (label, guide) in guides {
            let length = formatPoints(horizontal ? guide.width : guide.height)
            if horizontal {
                let row = stackRect.bottom + 1
                let left = mapping.column(atX: guide.x), right = mapping.column(atX: guide.maxX)
                guard row < canvas.height, right > left else { continue }
                horizontalLine(row: row, from: left, to: right + 1, ascii ? "-" : "─", style)
                canvas.put(previousEnd == left ? (ascii ? "+" : "┼") : (ascii ? "|" : "├"), x: left, y: row, style: style)
                canvas.put(ascii ? "|" : "┤", x: right, y: row, style: style)
                previousEnd = right
                // Between the ends with a space each side (named as the guide is, `gap0`, when
                // there is room), else between the ends rounded (`≈22.7`, `≈23`), so that the
                // ends still show where the gap starts and stops; only where nothing fits
                // between them, over the ends.
                let points = horizontal ? guide.width : guide.height
                let approximately = ascii ? "~" : "≈"
                var roundings: [String] = []
                for text in [formatPoints((points * 10).rounded() / 10), formatPoints(points.rounded())] where text != length && !roundings.contains(approximately + text) {
                    roundings.append(approximately + text)
                }
                // Last between the ends: the whole number alone (`├23┤` in a four-cell gap).
                let whole = formatPoints(points.rounded())
                let between = [(" " + label + " " + length + " ", 1), (" " + length + " ", 1), (length, 1)] + roundings.map { ($0, 1) }
                    + (whole == length ? [] : [(whole, 1)])
                let over = [(length, 0)] + roundings.map { ($0, 0) } + (roundings.isEmpty ? [] : [(formatPoints(points.rounded()), 0)])
                let forms = between + over
                for (label, inset) in forms where right - left + 1 - 2 * inset >= label.count {
                    canvas.text(label, x: left + inset + (right - left + 1 - 2 * inset - label.count) / 2, y: row, style: style)
                    break
                }
            } else {
                let column = stackRect.right + 1
                let top = mapping.row(atY: guide.y), bottom = mapping.row(atY: guide.maxY)
                guard column < canvas.width, bottom > top else { continue }
                verticalLine(column: column, from: top, to: bottom + 1, ascii ? "|" : "│", style)
                canvas.put(previousEnd == top ? (ascii ? "+" : "┼") : (ascii ? "-" : "┬"), x: column, y: top, style: style)
                canvas.put(ascii ? "-" : "┴", x: column, y: bottom, style: style)
                previousEnd = bottom
                canvas.text(length, x: column + 1, y: top + (bottom - top) / 2, style: style)
            }
        }
    }

    /// A tick at each visible view's centre on its box's bottom edge (right edge of a
    /// vertical stack's view), the points equalCentering keeps equally apart.
    private mutating func drawCentreTicks(style: CellStyle) {
        let horizontal = scene.stack.axis == .horizontal
        for view in scene.views where !view.hidden {
            guard let frame = layout.frame(of: view.name), frame.isFinite, !frame.isNegative else { continue }
            let rect = mapping.rect(for: frame)
            guard rect.width >= 2, rect.height >= 2 else { continue }
            if horizontal {
                let column = mapping.column(atX: frame.x + frame.width / 2)
                if column > rect.left, column < rect.right - 1 { canvas.put(options.ascii ? "+" : "┴", x: column, y: rect.bottom - 1, style: style) }
            } else {
                let row = mapping.row(atY: frame.y + frame.height / 2)
                if row > rect.top, row < rect.bottom - 1 { canvas.put(options.ascii ? "+" : "├", x: rect.right - 1, y: row, style: style) }
            }
        }
    }
}
