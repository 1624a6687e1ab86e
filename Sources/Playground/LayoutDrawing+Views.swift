import StackLayout

/// The visible arranged views: boxes (or bars when too thin), labels and baselines.
extension LayoutDrawing {
    /// Every visible view in scene order, the selected one last (on top) unless it is a
    /// nested stack. A view's label
    /// keeps clear of the views drawn over it (overlapping views, negative spacing). Views at
    /// every depth are drawn: a nested stack as a box (its outline), then its views inside it.
    mutating func drawViews() {
        let views = scene.allViews
        let hidden = scene.effectivelyHiddenNames
        let visible = views.indices.filter { !hidden.contains(views[$0].name) }
        let names = visible.map { views[$0].name }
        let positions = scene.positionsInOwnStack
        // A selected nested stack stays under its views, which would otherwise be covered.
        let selected = options.selected
        let onTop = visible.filter { views[$0].name == selected && views[$0].nested == nil }
        let order = visible.filter { !onTop.contains($0) } + onTop
        // The stack's own views, whose alignment is the one `onItsBaseline` reads.
        let outer = Set(scene.views.map(\.name))
        // A view compressed past zero is a bar drawn over the others (``drawNegativeViews()``).
        let placed = order.compactMap { index -> (index: Int, frame: Frame, rect: CellRect)? in
            guard let frame = layout.frame(of: views[index].name), frame.isFinite, !frame.isNegative else { return nil }
            return (index, frame, visibleRect(for: frame))
        }
        let stackOwn = placed.filter { outer.contains(views[$0.index].name) }.map { (view: views[$0.index], frame: $0.frame, rect: $0.rect) }
        sharedBaselineRow = sharedBaselineRow(of: stackOwn)
        sharedBaselineViews = sharedBaselineRow == nil ? [] : Set(stackOwn.filter { $0.view.nested == nil }.map(\.view.name))
        let entries = placed.map { entry -> (index: Int, frame: Frame, rect: CellRect) in
            let view = views[entry.index]
            return (entry.index, entry.frame, outer.contains(view.name) ? onItsBaseline(entry.rect, of: view, frame: entry.frame) : entry.rect)
        }
        let negative = negativeBars()
        let bars = negative.flatMap { [$0.bar, $0.labelRect] }
        let onCanvas = CellRect(left: 0, top: 0, right: canvas.width, bottom: canvas.height)
        let rects = RectangleIndex(entries.map(\.rect), bounds: onCanvas)
        let labelNames = NamePrefixes(names)
        // A nested stack's name, on its top (or bottom) edge where no view's box covers that
        // edge (see ``EdgeName``): its views cover the inside of its box, and often its edges.
        var stackNames: [(text: String, column: Int, row: Int, style: CellStyle)] = []
        // Where its views cover the whole of both edges (one view left, filling it), the
        // first of them says which stack it is in, under its own label, and which of the
        // stack's views are hidden: their markers had no edge to go on either.
        var unnamedStacks: [String: (stack: String, hidden: String?)] = [:]
        for (position, entry) in entries.enumerated() where views[entry.index].nested != nil {
            let stack = views[entry.index]
            let covers = rects.positions(after: -1, meeting: entry.rect).filter { $0 != position }.map { entries[$0].rect } + bars
                + ghostMarkerCells(of: stack, box: entry.rect)
            // One row high, the stack's outline is the row of its views' bars: a number there
            // reads as one of theirs (`#0━#2━━#1`), so only its name goes on it.
            let number = entry.rect.height >= 2 ? positions[stack.name] ?? entry.index : nil
            let spot = entry.rect.width >= 4 ? EdgeName.spot(
                for: stack.name, index: number, on: entry.rect, avoiding: covers, ellipsis: glyphs.ellipsis, names: labelNames) : nil
            if let spot {
                let style = CellStyle(foreground: viewColor(of: stack, position: entry.index), bold: stack.name == options.selected)
                var text = spot.text
                // A stack too thin to have an inside (every view hidden: 0 long) has no room
                // for its hidden views' markers: they follow its name where the edge holds
                // them (`━Toolbar ▾Like,Comment,Share━━`); they had left no trace.
                if text == stack.name, entry.rect.width < 3 || entry.rect.height < 3, let gone = hiddenViewsText(of: stack, hidden: hidden) {
                    let more = " " + gone
                    let span = EdgeName.lineSpans(on: spot.row, of: entry.rect, avoiding: covers).first { $0.contains(spot.column) }
                    if let span, spot.column + CharacterWidth.columns(of: text + more) <= span.upperBound { text += more }
                }
                stackNames.append((text, spot.column, spot.row, style))
            } else if let first = stack.nested?.views.first(where: { !hidden.contains($0.name) }) {
                unnamedStacks[first.name] = (stack.name, hiddenViewsText(of: stack, hidden: hidden))
            }
        }
        for (position, entry) in entries.enumerated() {
            // A label stays inside its view's rectangle, so only the later views meeting
            // that rectangle can cover it.
            var above = rects.positions(after: position, meeting: entry.rect).map { entries[$0].rect } + bars
            // A vertical nested stack's own label keeps off the rows its hidden views' dotted
            // lines cross: on one, `▸┈┈┈Toolbar┈┈┈` read as a hidden view called Toolbar.
            if let nested = views[entry.index].nested, nested.stack.axis == .vertical {
                above += nested.views.filter(\.hidden).compactMap { layout.frame(of: $0.name) }.filter(\.isFinite).map { frame in
                    let row = mapping.row(atY: frame.y)
                    return CellRect(left: entry.rect.left, top: row, right: entry.rect.right, bottom: row + 1)
                }
            }
            drawView(
                views[entry.index], at: entry.index, number: positions[views[entry.index].name] ?? entry.index,
                frame: entry.frame, rect: entry.rect, above: above, names: labelNames,
                inStack: unnamedStacks[views[entry.index].name]?.stack, hiddenBeside: unnamedStacks[views[entry.index].name]?.hidden)
        }
        for name in stackNames {
            _ = canvas.text(name.text, x: name.column, y: name.row, style: name.style)
        }
        redrawCoveredThinViews(entries.map { (views[$0.index], $0.index, positions[views[$0.index].name] ?? $0.index, $0.rect) }, index: rects)
        drawNegativeViews(negative)
    }

    /// The hidden views of the nested stack `stack` after a ghost marker, as they are named
    /// where their own markers have no room (`▾Like,Comment`); nil where none is hidden.
    private func hiddenViewsText(of stack: ArrangedView, hidden: Set<String>) -> String? {
        guard let nested = stack.nested else { return nil }
        let gone = nested.views.filter { hidden.contains($0.name) }.map(\.name)
        guard !gone.isEmpty else { return nil }
        let marker = nested.stack.axis == .horizontal ? glyphs.ghostMarkerDown : glyphs.ghostMarkerRight
        return String(marker) + gone.joined(separator: ",")
    }

    /// The longest run of whole rows of `area` that none of `covers` meets (an empty
    /// rectangle where every row is met).
    private static func widestFreeBand(of area: CellRect, avoiding covers: [CellRect]) -> CellRect {
        var best = CellRect(left: area.left, top: area.top, right: area.left, bottom: area.top)
        var start: Int?
        for row in area.top...area.bottom {
            let free = row < area.bottom && !covers.contains { $0.top <= row && row < $0.bottom && $0.left < area.right && $0.right > area.left }
            if free, start == nil { start = row }
            if !free, let first = start {
                if row - first > best.height { best = CellRect(left: area.left, top: first, right: area.right, bottom: row) }
                start = nil
            }
        }
        return best
    }

    /// One view (at `index` in ``Scene/allViews``, `number` in its own stack's arranged
    /// views): a box when it is at least 2 × 2 cells, else a bar or a dot, then its
    /// baselines and its label (kept clear of the rectangles in `above`), `#number` when its
    /// name does not fit; under it `in Toolbar` where `inStack` names the nested stack holding
    /// it, whose outline had no room for its own name, and the box has room for the line, and
    /// then `hiddenBeside`, that stack's hidden views (`▾Like,Comment`), under it or after it
    /// where it fits.
    private mutating func drawView(
        _ view: ArrangedView, at index: Int, number: Int, frame: Frame, rect: CellRect, above: [CellRect], names: NamePrefixes,
        inStack: String? = nil, hiddenBeside: String? = nil
    ) {
        let isSelected = view.name == options.selected
        let marks = self.marks(of: view.name)
        let color = viewColor(of: view, position: index)
        let lineStyle = markedStyle(CellStyle(foreground: color, bold: isSelected), marks: marks)
        let lines = marks.contains(.ambiguous) ? glyphs.dashed : glyphs.viewLines(at: index)
        var labelArea: CellRect

        if rect.width >= 2, rect.height >= 2 {
            box(rect, lines, lineStyle)
            // A baseline on an edge (a view without text has its first at its top) is
            // drawn under the marks, so that squeezed or stretched still shows.
            drawBaselines(of: view, frame: frame, in: rect, lines: lines, style: lineStyle)
            drawEdgeMarks(marks, on: rect, axis: axis(ofStackHolding: view.name), style: lineStyle)
            if rect.width >= 3, rect.height >= 3 {
                labelArea = rect.insetBy(1)
            } else if rect.width >= 3 {
                // Two rows: the label goes on the top edge, or on the bottom one where the top
                // one carries the marks of a horizontal stack (`↔`), which it would cover.
                let row = marks.isEmpty || axis(ofStackHolding: view.name) == .vertical ? rect.top : rect.bottom - 1
                labelArea = CellRect(left: rect.left + 1, top: row, right: rect.right - 1, bottom: row + 1)
            } else {  // two columns: the index goes on the left edge's middle row
                let middle = rect.top + (rect.height - 1) / 2
                labelArea = CellRect(left: rect.left, top: middle, right: rect.left + 1, bottom: middle + 1)
            }
        } else if rect.height == 1, rect.width == 1 {
            canvas.put(glyphs.dot, x: rect.left, y: rect.top, style: lineStyle)
            labelArea = rect
        } else if rect.height == 1 {
            horizontalLine(row: rect.top, from: rect.left, to: rect.right, lines.horizontal, lineStyle)
            // Two cells keep one of the bar for a one-digit number (`━2`): as `#2` it had no
            // line left, and on a hidden view's dotted line it read as that view's label.
            labelArea = rect.width >= 3
                ? CellRect(left: rect.left + 1, top: rect.top, right: rect.right - 1, bottom: rect.bottom)
                : rect.width == 2 && (0..<10).contains(number) ? CellRect(left: rect.left + 1, top: rect.top, right: rect.right, bottom: rect.bottom) : rect
            // A bar has no edge for its marks: they go at its start, before its label (a
            // stretched label one row high lost its `↔`), where the bar is long enough.
            let vertical = axis(ofStackHolding: view.name) == .vertical
            let markText = marks.map { vertical ? $0.vertical(ascii: options.ascii) : $0.horizontal(ascii: options.ascii) }.joined()
            if !markText.isEmpty, labelArea.width >= markText.count + 4 {
                canvas.text(markText, x: labelArea.left, y: rect.top, style: lineStyle)
                labelArea.left += markText.count + 1
            }
        } else {
            verticalLine(column: rect.left, from: rect.top, to: rect.bottom, lines.vertical, lineStyle)
            let middle = rect.top + (rect.height - 1) / 2
            labelArea = CellRect(left: rect.left, top: middle, right: rect.right, bottom: middle + 1)
        }
        // Only the part on the canvas counts, so that a label stays in sight when zoomed in.
        labelArea = labelArea.intersection(CellRect(left: 0, top: 0, right: canvas.width, bottom: canvas.height))
        // A nested stack's label goes on rows its views leave whole: between two of its views'
        // bars it read as theirs (`#0      #1276×124#2`).
        if view.nested != nil { labelArea = Self.widestFreeBand(of: labelArea, avoiding: above) }
        for cover in above {
            labelArea = labelArea.uncovered(by: cover, along: scene.stack.axis)
        }

        // A nested stack is named on its outline (see ``EdgeName``). Its own label shows in the
        // room its views leave, between them, where its number (`#0`) or a cut name (`To…`)
        // reads as a view of its own: it is its whole name or nothing, and a stack too thin to
        // have an inside, whose label would go on the outline's edge, has none.
        if view.nested != nil, rect.width < 3 || rect.height < 3 { return }
        let size = formatPoints(frame.width) + glyphs.times + formatPoints(frame.height)
        var label = ViewLabel.lines(
            name: view.name, size: size, index: view.nested == nil ? number : nil, width: labelArea.width, height: labelArea.height,
            ellipsis: glyphs.ellipsis, names: names, times: glyphs.times.first)
        if view.nested != nil, label.first?.hasPrefix(view.name) != true { label = [] }
        if options.largeLabels, !options.ascii, let large = ViewLabel.fullwidth(view.name),
           CharacterWidth.columns(of: large) <= labelArea.width {
            label = [large] + (labelArea.height >= 2 && size.count <= labelArea.width ? [size] : [])
        }
        if let inStack, !label.isEmpty, label.count < labelArea.height {
            let line = "in " + inStack
            if CharacterWidth.columns(of: line) <= labelArea.width { label.append(line) }
            // On the next row where there is one, else on the same (`in Toolbar ▾Like`).
            if let hiddenBeside, label.last == line {
                let together = line + " " + hiddenBeside
                if label.count < labelArea.height, CharacterWidth.columns(of: hiddenBeside) <= labelArea.width {
                    label.append(hiddenBeside)
                } else if CharacterWidth.columns(of: together) <= labelArea.width {
                    label[label.count - 1] = together
                }
            }
        }
        let labelStyle = CellStyle(foreground: color, bold: isSelected, reverse: isSelected)
        centeredText(label + priorityLines(of: view, under: label, in: labelArea), in: labelArea, labelStyle)
    }

    /// `rect` moved onto the row its view's aligned baseline is drawn on, where the view (one
    /// of the outer stack's, whose alignment this reads) is one row high and that row is the
    /// next one: a 16-point label among 40-point ones is a bar of one row, which rounding can
    /// put a row off the dotted baseline its neighbours share (the labels example at 80×24),
    /// so that a stack aligned on baselines looked misaligned.
    private func onItsBaseline(_ rect: CellRect, of view: ArrangedView, frame: Frame) -> CellRect {
        let y: Double
        switch scene.stack.alignment {
        case .firstBaseline: y = Self.firstBaseline(of: view, in: frame)
        case .lastBaseline: y = Self.lastBaseline(of: view, in: frame)
        default: return rect
        }
        guard rect.height == 1, axis(ofStackHolding: view.name) == .horizontal, y.isFinite else { return rect }
        let row = sharedBaselineRow ?? mapping.rowAbove(y: y)
        // Never onto the stack's outline: a 50-point view aligned on its first baseline at the
        // top of a small gallery panel went up a row, onto the border (`╭────━↔━#2━━╮`).
        guard abs(row - rect.top) == 1, stackRect.map({ (($0.top)..<max($0.top + 1, $0.bottom)).contains(row) }) ?? true else { return rect }
        return CellRect(left: rect.left, top: row, right: rect.right, bottom: row + 1)
    }

    /// The y of each of `view`'s baselines the stack lines up or spaces by: the first on
    /// firstBaseline alignment or baseline-relative arrangement, the last on lastBaseline or
    /// baseline-relative.
    private func alignedBaselines(of view: ArrangedView, frame: Frame) -> [Double] {
        let stack = scene.stack
        var baselines: [Double] = []
        if stack.alignment == .firstBaseline || stack.baselineRelative { baselines.append(Self.firstBaseline(of: view, in: frame)) }
        if stack.alignment == .lastBaseline || stack.baselineRelative { baselines.append(Self.lastBaseline(of: view, in: frame)) }
        return baselines
    }

    /// The y of `view`'s first baseline in `frame` (its top, for a view without baselines).
    private static func firstBaseline(of view: ArrangedView, in frame: Frame) -> Double {
        frame.y + (view.baselines?.first ?? 0)
    }

    /// The y of `view`'s last baseline in `frame` (its bottom, for a view without baselines).
    private static func lastBaseline(of view: ArrangedView, in frame: Frame) -> Double {
        frame.maxY - (view.baselines?.last ?? 0)
    }

    /// With baseline alignment or baseline-relative arrangement, a dotted line across the
    /// view on the row of each baseline that matters (tees where it meets the sides).
    private mutating func drawBaselines(of view: ArrangedView, frame: Frame, in rect: CellRect, lines: LineGlyphs, style: CellStyle) {
        guard rect.width >= 3 else { return }
        let lined = lineUpBaseline(of: view, frame: frame)
        for y in alignedBaselines(of: view, frame: frame) where y.isFinite {
            let shared = y == lined && sharedBaselineViews.contains(view.name) ? sharedBaselineRow : nil
            let row = min(max(shared ?? mapping.rowAbove(y: y), rect.top), rect.bottom - 1)
            horizontalLine(row: row, from: rect.left + 1, to: rect.right - 1, glyphs.baseline, style)
            if row != rect.top, row != rect.bottom - 1 {
                canvas.put(lines.leftTee, x: rect.left, y: row, style: style)
                canvas.put(lines.rightTee, x: rect.right - 1, y: row, style: style)
            }
        }
    }
}
