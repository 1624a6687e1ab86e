import StackLayout

/// Hidden arranged views: no box, but a dotted ghost line where they collapsed to nothing
/// along the axis, and a marker with their name on the stack's outline.
extension LayoutDrawing {
    /// The hidden views that have a frame, with their scene index.
    private var hiddenViews: [(index: Int, view: ArrangedView, frame: Frame)] {
        scene.views.indices.compactMap { index in
            let view = scene.views[index]
            guard view.hidden, let frame = layout.frame(of: view.name), frame.isFinite else { return nil }
            return (index, view, frame)
        }
    }

    /// Where a hidden view's ghost line goes: its column on a horizontal stack, its row on
    /// a vertical one, kept inside the stack.
    private func ghostPosition(of frame: Frame, in stack: CellRect) -> Int {
        if scene.stack.axis == .horizontal {
            return min(max(mapping.column(atX: frame.x), stack.left), max(stack.left, stack.right - 1))
        }
        return min(max(mapping.row(atY: frame.y), stack.top), max(stack.top, stack.bottom - 1))
    }

    /// A dotted line across the stack at each hidden view's position, drawn under the views
    /// and never inside a shown view's box, which does not clear its inside: with negative
    /// spacing a hidden view collapses inside its neighbour, whose box the line crossed.
    mutating func drawGhostLines() {
        guard let stackRect else { return }
        let shown = shownBoxes(among: scene.views, hidden: scene.effectivelyHiddenNames)
        for ghost in hiddenViews {
            let style = CellStyle(foreground: viewColor(at: ghost.index), dim: true)
            let position = ghostPosition(of: ghost.frame, in: stackRect)
            let horizontal = scene.stack.axis == .horizontal
            let span = horizontal ? stackRect.top..<max(stackRect.bottom, stackRect.top + 1) : stackRect.left..<max(stackRect.right, stackRect.left + 1)
            for cell in span {
                let (column, row) = horizontal ? (position, cell) : (cell, position)
                guard !shown.contains(where: { $0.contains(x: column, y: row) }) else { continue }
                canvas.put(horizontal ? glyphs.ghostVertical : glyphs.ghostHorizontal, x: column, y: row, style: style)
            }
        }
    }

    /// A marker on the outline at each hidden view's position, with its name: along the
    /// top edge of a horizontal stack's outline, beside the outline of a vertical one. Views
    /// hidden at one place share a marker and are named together (`▾Bravo,Charlie`), and a
    /// name never runs over the next marker: written one after the other, the second covered
    /// the first.
    mutating func drawGhostMarkers() {
        guard let stackRect else { return }
        let outline = stackRect.insetBy(-1)
        let names = NamePrefixes(scene.views.map(\.name))
        let horizontal = scene.stack.axis == .horizontal
        // The hidden views at each position, in the order the positions lie.
        var groups: [(position: Int, ghosts: [(index: Int, view: ArrangedView, frame: Frame)])] = []
        for ghost in hiddenViews {
            let position = ghostPosition(of: ghost.frame, in: stackRect)
            if let at = groups.firstIndex(where: { $0.position == position }) {
                groups[at].ghosts.append(ghost)
            } else {
                groups.append((position, [ghost]))
            }
        }
        groups.sort { $0.position < $1.position }
        // Where the last name written on the top edge ends.
        var written = outline.left
        for (number, group) in groups.enumerated() {
            let style = CellStyle(foreground: viewColor(at: group.ghosts[0].index), dim: true)
            let position = group.position
            let full = group.ghosts.map(\.view.name).joined(separator: ",")
            if horizontal {
                canvas.put(glyphs.ghostMarkerDown, x: position, y: outline.top, style: style)
                // The name follows the marker on the outline, up to the next marker, or comes
                // before it, after the last name, when only there is room.
                // A stack whose views are all hidden is 0 wide, its outline two cells: their
                // names run on past its corner (only the marker showed, `╭▾`).
                let end = scene.views.allSatisfy(\.hidden) ? canvas.width : outline.right - 1
                let nextMarker = number + 1 < groups.count ? groups[number + 1].position : end
                let after = nextMarker - (position + 1)
                let before = position - (written + 1)
                let useAfter = after >= full.count || after >= before
                if let text = ghostLabel(group.ghosts, room: useAfter ? after : before, names: names) {
                    let start = useAfter ? position + 1 : position - text.count
                    canvas.text(text, x: start, y: outline.top, style: style)
                    written = max(position, start + text.count - 1)
                } else {
                    written = position
                }
            } else {
                canvas.put(glyphs.ghostMarkerRight, x: outline.left, y: position, style: style)
                // The name goes left of the outline (a space before the marker), shortened if
                // need be; else on the dotted line after the marker, a dot left after it (a
                // stack as wide as the screen has no room on its left: the drawing keeps its
                // scale rather than make some); right of the outline, where it read as the
                // row's view's, only when nothing of it fits there either.
                let before = outline.left - 1
                var dotted = 0
                while canvas[outline.left + 1 + dotted, position].character == glyphs.ghostHorizontal { dotted += 1 }
                let after = canvas.width - (outline.right + 1)
                // Whole names where they fit, on the left first; then shortened, on the left first.
                let onLine = full.count <= dotted - 1 && full.count > before
                if !onLine, let text = ghostLabel(group.ghosts, room: before, names: names) {
                    canvas.text(text, x: before - text.count, y: position, style: style)
                } else if let text = ghostLabel(group.ghosts, room: dotted - 1, names: names) {
                    canvas.text(text, x: outline.left + 1, y: position, style: style)
                } else if let text = ghostLabel(group.ghosts, room: after, names: names) {
                    canvas.text(text, x: outline.right + 1, y: position, style: style)
                }
            }
        }
    }

    /// Hidden views of a shown nested stack: a marker on the stack's box where each collapsed
    /// (its top edge for a horizontal stack, its left edge for a vertical one; not over the
    /// stack's name) and a dotted line across the box on the cells its views leave blank.
    /// Drawn after the views, which cover the inside of the box.
    mutating func drawNestedGhosts() {
        let views = scene.allViews
        let hidden = scene.effectivelyHiddenNames
        // Each view's place among every view, for its colour (looked up once, not per view).
        let positions = Dictionary(views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, stackView) in views.enumerated() {
            guard let nested = stackView.nested, !hidden.contains(stackView.name),
                  let stackFrame = layout.frame(of: stackView.name), stackFrame.isFinite else { continue }
            let box = visibleRect(for: stackFrame)
            guard box.width >= 3, box.height >= 3 else { continue }
            let horizontal = nested.stack.axis == .horizontal
            // Never inside a shown view's box: a hidden first view collapses where the next
            // one's box starts, and its marks read as that view's (`╔▾══` over Comment).
            let shown = shownBoxes(among: nested.views, hidden: hidden)
            let isFree = { (column: Int, row: Int) in !shown.contains { $0.contains(x: column, y: row) } }
            // Views hidden side by side collapse at one place: named together, once
            // (`▸Like,Comment`; the second name found the first's cells taken and was left out).
            var together: [Double: [String]] = [:]
            for view in nested.views where view.hidden {
                guard let frame = layout.frame(of: view.name), frame.isFinite else { continue }
                together[horizontal ? frame.x : frame.y, default: []].append(view.name)
            }
            for view in nested.views where view.hidden {
                guard let frame = layout.frame(of: view.name), frame.isFinite, let index = positions[view.name] else { continue }
                let place = horizontal ? frame.x : frame.y
                // The first at its place draws the marker and every name there; the others nothing more.
                guard together[place]?.first == view.name else { continue }
                let name = together[place]?.joined(separator: ",") ?? view.name
                let style = CellStyle(foreground: viewColor(of: view, position: index) ?? viewColor(of: stackView, position: position), dim: true)
                // Where it collapsed, or the cell just before or after where a shown box starts there.
                if horizontal {
                    let at = collapsePlace(of: frame, in: box, horizontal: true)
                    let column = [at, at - 1, at + 1].first { (box.left + 1...box.right - 2).contains($0) && isFree($0, box.top) } ?? at
                    if !canvas[column, box.top].character.isLetter, isFree(column, box.top) {
                        canvas.put(glyphs.ghostMarkerDown, x: column, y: box.top, style: style)
                        nameBeside(column, on: box.top, name, of: box, avoiding: shown, style: style)
                    } else {
                        nameOnEdge(glyphs.ghostMarkerDown, name, near: at, of: box, avoiding: shown, style: style)
                    }
                    for row in (box.top + 1)..<(box.bottom - 1) where canvas[column, row].character == " " && isFree(column, row) {
                        canvas.put(glyphs.ghostVertical, x: column, y: row, style: style)
                    }
                } else {
                    let at = collapsePlace(of: frame, in: box, horizontal: false)
                    let row = [at, at - 1, at + 1].first { (box.top + 1...box.bottom - 2).contains($0) && isFree(box.left, $0) } ?? at
                    if !canvas[box.left, row].character.isLetter, isFree(box.left, row) {
                        canvas.put(glyphs.ghostMarkerRight, x: box.left, y: row, style: style)
                        nameAlong(row, name, of: box, isFree: isFree, style: style)
                    } else {
                        // On the edge nearer where it collapsed: at the stack's top, on its bottom
                        // edge, the name read as a view hidden at the end.
                        nameOnEdge(glyphs.ghostMarkerRight, name, near: box.left + 1, of: box, avoiding: shown, style: style,
                                   topFirst: row - box.top <= box.bottom - 1 - row)
                    }
                    for column in (box.left + 1)..<(box.right - 1) where canvas[column, row].character == " " && isFree(column, row) {
                        canvas.put(glyphs.ghostHorizontal, x: column, y: row, style: style)
                    }
                }
            }
        }
    }

    /// The cells on a nested stack's edges where its hidden views' markers and dotted lines
    /// meet them (the cell each collapsed at, and the one either side, where a shown box may
    /// push it), for the stack's own name to keep off: written first, its number lost its
    /// digit to a marker (`┓═#▾═╔`, a bare `#`); at the line's other end it read as the
    /// hidden view's number.
    func ghostMarkerCells(of stackView: ArrangedView, box: CellRect) -> [CellRect] {
        guard let nested = stackView.nested, box.width >= 3, box.height >= 3 else { return [] }
        let horizontal = nested.stack.axis == .horizontal
        return nested.views.filter(\.hidden).compactMap { layout.frame(of: $0.name) }.filter(\.isFinite).flatMap { frame in
            let at = collapsePlace(of: frame, in: box, horizontal: horizontal)
            if horizontal {
                return [box.top, box.bottom - 1].map { CellRect(left: at - 1, top: $0, right: at + 2, bottom: $0 + 1) }
            }
            return [box.left, box.right - 1].map { CellRect(left: $0, top: at - 1, right: $0 + 1, bottom: at + 2) }
        }
    }

    /// Where a hidden view of a nested stack laid out across (`horizontal`) or down collapsed
    /// on the stack's box: its column or its row, kept off the box's corners.
    private func collapsePlace(of frame: Frame, in box: CellRect, horizontal: Bool) -> Int {
        horizontal
            ? min(max(mapping.column(atX: frame.x), box.left + 1), box.right - 2)
            : min(max(mapping.row(atY: frame.y), box.top + 1), box.bottom - 2)
    }

    /// The name of a hidden view of a nested stack laid out across, after its marker at
    /// `column` on the stack's top edge `row`, else before it, in the stretch of that edge no
    /// view's box covers and over no other name; nothing where the whole name does not fit.
    /// Only the marker was drawn (`━━━▾┏━━`), and nothing said which view had gone.
    private mutating func nameBeside(_ column: Int, on row: Int, _ name: String, of box: CellRect, avoiding shown: [CellRect], style: CellStyle) {
        let length = CharacterWidth.columns(of: name)
        guard let span = EdgeName.freeRuns(on: row, from: box.left + 1, to: box.right - 1, avoiding: shown).first(where: { $0.contains(column) }) else { return }
        let after = (column + 1)..<min(column + 1 + length, span.upperBound)
        let before = max(column - length, span.lowerBound)..<column
        for place in [after, before] where place.count == length {
            guard !place.contains(where: { canvas[$0, row].character.isLetter || canvas[$0, row].character.isNumber }) else { continue }
            canvas.text(name, x: place.lowerBound, y: row, style: style)
            return
        }
    }

    /// The name of a hidden view of a nested stack laid out down, on its dotted line `row`
    /// after the marker on the stack's left edge, over cells the views leave blank.
    private mutating func nameAlong(_ row: Int, _ name: String, of box: CellRect, isFree: (Int, Int) -> Bool, style: CellStyle) {
        let length = CharacterWidth.columns(of: name)
        let start = box.left + 1
        guard start + length <= box.right - 1,
              (start..<(start + length)).allSatisfy({ isFree($0, row) && " \(glyphs.ghostHorizontal)".contains(canvas[$0, row].character) })
        else { return }
        canvas.text(name, x: start, y: row, style: style)
    }

    /// A hidden view of a nested stack that collapsed onto a shown view's box (at the stack's
    /// end), where its marker cannot go: its marker and name (`▾Like`) on the stack's bottom
    /// edge, else its top one, in the stretch of line no view's box covers nearest `column`
    /// (where it collapsed) and as near it as the stretch allows, never over a name; nothing
    /// where none holds them. Without it, such a view left no trace.
    /// With `topFirst`, the top edge is tried first. Nothing either where the text already
    /// stands inside the box (the first view's label names the stack's hidden views where the
    /// stack's name has no room on its outline): it was written twice.
    private mutating func nameOnEdge(_ marker: Character, _ name: String, near column: Int, of box: CellRect, avoiding shown: [CellRect], style: CellStyle,
                                     topFirst: Bool = false) {
        let text = String(marker) + name
        guard !boxShows(text, box) else { return }
        for row in topFirst ? [box.top, box.bottom - 1] : [box.bottom - 1, box.top] {
            let starts = EdgeName.lineSpans(on: row, of: box, avoiding: shown).filter { $0.count >= text.count }.map { span in
                min(max(column - text.count / 2, span.lowerBound), span.upperBound - text.count)
            }
            let nearest = starts.min { abs($0 + text.count / 2 - column) < abs($1 + text.count / 2 - column) }
            guard let start = nearest,
                  !(start..<(start + text.count)).contains(where: { canvas[$0, row].character.isLetter || canvas[$0, row].character.isNumber })
            else { continue }
            canvas.text(text, x: start, y: row, style: style)
            return
        }
    }

    /// The boxes of those of `views` that are drawn (not hidden, with a frame that is not
    /// negative): where a hidden view's ghost must not go.
    private func shownBoxes(among views: [ArrangedView], hidden: Set<String>) -> [CellRect] {
        views.filter { !hidden.contains($0.name) }.compactMap { view in
            guard let frame = layout.frame(of: view.name), frame.isFinite, !frame.isNegative else { return nil }
            return visibleRect(for: frame)
        }
    }

    /// The names of the hidden views `ghosts` (at one place) in `room` columns: all of them
    /// (`Bravo,Charlie`), else their numbers (`#1,#2`), else the first's name shortened like
    /// a view's label with `+1` for the others.
    private func ghostLabel(_ ghosts: [(index: Int, view: ArrangedView, frame: Frame)], room: Int, names: NamePrefixes) -> String? {
        let all = ghosts.map(\.view.name).joined(separator: ",")
        if ghosts.count > 1 {
            if all.count <= room { return all }
            let numbers = ghosts.map { "#\($0.index)" }.joined(separator: ",")
            if numbers.count <= room { return numbers }
        }
        let others = ghosts.count > 1 ? "+\(ghosts.count - 1)" : ""
        guard room > others.count else { return nil }
        return ViewLabel.lines(
            name: ghosts[0].view.name, size: "", index: ghosts[0].index, width: room - others.count, height: 1, ellipsis: glyphs.ellipsis, names: names
        ).first.map { $0 + others }
    }

    /// Whether `text` is written on one of the rows of `box` on the canvas.
    private func boxShows(_ text: String, _ box: CellRect) -> Bool {
        let characters = Array(text)
        guard !characters.isEmpty else { return false }
        for row in box.top..<box.bottom where row >= 0 && row < canvas.height {
            let line = (max(0, box.left)..<min(canvas.width, box.right)).map { canvas[$0, row].character }
            guard line.count >= characters.count else { continue }
            for start in 0...(line.count - characters.count) where line[start] == characters[0] && Array(line[start..<(start + characters.count)]) == characters {
                return true
            }
        }
        return false
    }
}
