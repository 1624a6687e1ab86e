import StackLayout

/// The marks that say how the layout treats a view (see ``DrawingMark``): stretched or
/// compressed along the axis, ambiguous, in a conflict, compressed past zero.
extension LayoutDrawing {
    /// The marks of the view called `name`, in the order they are written.
    func marks(of name: String) -> [DrawingMark] {
        markTable.marks(of: name)
    }

    /// `style`, red and bold for a view in a conflict (bold only without colour).
    func markedStyle(_ style: CellStyle, marks: [DrawingMark]) -> CellStyle {
        guard marks.contains(.conflict) else { return style }
        var marked = style
        marked.bold = true
        if options.color { marked.foreground = .red }
        return marked
    }

    /// The marks written on the box `rect`'s edge along `axis` (that of the stack arranging
    /// the view): centred on the top edge of a horizontal stack's view, down the middle of
    /// the left edge of a vertical stack's, when the edge has room for them between its corners.
    mutating func drawEdgeMarks(_ marks: [DrawingMark], on rect: CellRect, axis: Axis, style: CellStyle) {
        guard !marks.isEmpty else { return }
        if axis == .horizontal {
            let text = marks.map { $0.horizontal(ascii: options.ascii) }.joined()
            guard rect.width >= text.count + 2 else { return }
            canvas.text(text, x: rect.left + (rect.width - text.count) / 2, y: rect.top, style: style)
        } else {
            let characters = Array(marks.map { $0.vertical(ascii: options.ascii) }.joined())
            guard rect.height >= characters.count + 2 else { return }
            let top = rect.top + (rect.height - characters.count) / 2
            for (offset, character) in characters.enumerated() {
                canvas.put(character, x: rect.left, y: top + offset, style: style)
            }
        }
    }

    /// A view compressed past zero as it is drawn: its bar and its label's cells.
    struct NegativeBar {
        /// The view's place in ``StackLayout/Scene/allViews``.
        let index: Int
        let frame: Frame
        /// One cell thick across the stack's axis, where the view starts.
        let bar: CellRect
        /// The label (`red 50×-52`) and its cells: inside a bar along a row when it fits,
        /// else just after the bar, or just before it at the canvas's right edge.
        let label: String
        let labelRect: CellRect
    }

    /// Every visible view with a negative size (compressed past zero, which Auto Layout
    /// allows), laid out as a bar with its label; on the canvas only.
    func negativeBars() -> [NegativeBar] {
        let canvasRect = CellRect(left: 0, top: 0, right: canvas.width, bottom: canvas.height)
        // At every depth, each along its own stack's axis: a nested stack's view compressed
        // past zero was not drawn at all.
        let hidden = scene.effectivelyHiddenNames
        return scene.allViews.enumerated().compactMap { index, view -> NegativeBar? in
            guard !hidden.contains(view.name), let frame = layout.frame(of: view.name), frame.isFinite, frame.isNegative else { return nil }
            let vertical = axis(ofStackHolding: view.name) == .vertical
            // In a conflict, its mark before its name: a bar has no edge to carry it, and the
            // view compressed past zero by a broken constraint showed no `!` (its neighbours did).
            let conflictMark = marks(of: view.name).contains(.conflict) ? DrawingMark.conflict.horizontal(ascii: options.ascii) : ""
            let label = conflictMark + view.name + " " + formatPoints(frame.width) + glyphs.times + formatPoints(frame.height)
            var bar: CellRect
            if vertical {
                let row = mapping.row(atY: frame.y)
                let across = mapping.rect(for: Frame(x: frame.x, y: frame.y, width: frame.width, height: 0))
                bar = CellRect(left: across.left, top: row, right: max(across.right, across.left + 1), bottom: row + 1)
            } else {
                let column = mapping.column(atX: frame.x)
                let down = mapping.rect(for: Frame(x: frame.x, y: frame.y, width: 0, height: frame.height))
                bar = CellRect(left: column, top: down.top, right: column + 1, bottom: max(down.bottom, down.top + 1))
            }
            bar = bar.intersection(canvasRect)
            guard !bar.isEmpty else { return nil }
            let row = bar.top + (bar.height - 1) / 2
            let inside = vertical && bar.width >= label.count + 2
            let fitsAfter = bar.right + label.count <= canvas.width
            let left = inside ? bar.left + (bar.width - label.count) / 2 : (fitsAfter ? bar.right : max(0, bar.left - label.count))
            let labelRect = CellRect(left: left, top: row, right: left + label.count, bottom: row + 1).intersection(canvasRect)
            return NegativeBar(index: index, frame: frame, bar: bar, label: label, labelRect: labelRect)
        }
    }

    /// The bars of ``negativeBars()``, filled with the negative mark and labelled, over the
    /// other views (whose labels keep clear of them).
    mutating func drawNegativeViews(_ bars: [NegativeBar]) {
        let fill = Character(DrawingMark.negative.horizontal(ascii: options.ascii))
        let views = scene.allViews
        for entry in bars where views.indices.contains(entry.index) {
            let view = views[entry.index]
            let marks = [DrawingMark.negative] + self.marks(of: view.name).filter { $0 != .stretched && $0 != .compressed }
            let style = markedStyle(CellStyle(foreground: viewColor(of: view, position: entry.index), bold: true), marks: marks)
            canvas.fill(x: entry.bar.left, y: entry.bar.top, width: entry.bar.width, height: entry.bar.height, with: fill, style: style)
            canvas.text(entry.label, x: entry.labelRect.left, y: entry.labelRect.top, style: style, maxWidth: entry.labelRect.width)
        }
    }
}

extension Frame {
    /// Whether its width or height is below zero (a view compressed past zero).
    var isNegative: Bool { width < 0 || height < 0 }
}

extension LayoutDrawing {
    /// With ``RenderOptions/showPriorities``: the lines added under a view's `label` in
    /// `area`, one per axis, `w160 H250 CR750` and `h200 H250 CR750` (`w-`: no intrinsic
    /// width), as many as fit whole.
    func priorityLines(of view: ArrangedView, under label: [String], in area: CellRect) -> [String] {
        guard options.showPriorities, !label.isEmpty else { return [] }
        let lines = [(Axis.horizontal, "w", view.width), (Axis.vertical, "h", view.height)].map { axis, letter, intrinsic in
            letter + (intrinsic.map(formatPoints) ?? "-") + " H" + formatPoints(view.hugging[axis])
                + " CR" + formatPoints(view.compressionResistance[axis])
        }
        let room = max(0, area.height - label.count)
        return Array(lines.prefix(room).prefix { $0.count <= area.width })
    }
}
