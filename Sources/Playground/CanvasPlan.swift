import StackLayout

/// Where things go on the canvas: the caption row, the area the layout is drawn in (with a
/// cell kept free around it for the stack's outline), and the points-to-cells mapping.
struct CanvasPlan {
    /// The row of the caption, if there is room for one.
    let captionRow: Int?
    /// The cells the layout is fitted into.
    let area: CellRect
    /// Points to cells.
    let mapping: CellMapping

    init(layout: LayoutResult, scene: Scene, width: Int, height: Int, options: RenderOptions) {
        let width = max(0, width), height = max(0, height)
        let captionRows = options.showCaption && height >= 4 ? 1 : 0
        captionRow = captionRows == 1 ? 0 : nil
        // The outline takes a cell on each side when that leaves a cell for the stack: with
        // less room, it went off the area's top and left edges while its right and bottom
        // ones showed (a panel leaving four rows to the drawing).
        let margin = width >= 3 && height - captionRows >= 3 ? 1 : 0
        // A vertical stack's hidden views are named left of its outline: the stack is fitted
        // and placed with room for the names it had when it was fitted. A view hidden since
        // takes the room there is (moved right for it, the card went from column 6 to 8 to
        // 13 as two of its views were hidden, and stayed there once they were shown again).
        let fittedGutter = options.keptExtent.map { Self.ghostNameGutter(columns: $0.fittedGhostNameColumns, scene: scene, width: width) }
            ?? Self.ghostNameGutter(scene: scene, layout: layout, width: width)
        // With the guides shown, a dimension line of the gap guides' lengths outside the outline.
        let dimensions = LayoutDrawing.dimensionRoom(layout: layout, scene: scene, options: options)
        area = CellRect(left: margin + fittedGutter, top: captionRows + margin,
                        right: width - margin - dimensions.columns, bottom: height - margin - dimensions.rows)

        let shown = Self.contentBounds(layout: layout, scene: scene, showGuides: options.showGuides)
        // A drawing keeps the scale (where fitted) and the corner of the largest it has drawn.
        let bounds = options.keptExtent?.holding(shown) ?? shown
        let columns = Double(max(1, area.width))
        let rows = Double(max(1, area.height))
        var zoom = Self.zoom(requested: options.zoom, bounds: bounds, columns: columns, rows: rows)
        var origin = (x: bounds.x, y: bounds.y)
        // A fitted drawing a little smaller where that draws equal lengths alike (see
        // ``EvenLengths/keptZoom(fitted:current:kept:isSmaller:originX:originY:)``), and moved
        // by less than half a cell where that draws more of them alike.
        if options.zoom == nil {
            zoom = EvenLengths.keptZoom(
                fitted: zoom, current: options.evenLengths, kept: options.keptExtent?.evenLengths,
                isSmaller: bounds != shown, originX: bounds.x, originY: bounds.y)
            if let current = options.evenLengths { origin = current.origin(zoom: zoom, bounds: bounds) }
        }
        // Centre what fits; anchor what does not at the area's top-left corner. Across the
        // whole width, the hidden views' names included, moved right only as far as their
        // fitted room needs: centred beside them, the form's fields moved three columns right
        // when Name was hidden, three more with Email.
        let usedColumns = CellMapping.snap(bounds.width * zoom)
        let usedRows = CellMapping.snap(bounds.height * zoom / 2)
        let room = area.right - margin - usedColumns
        mapping = CellMapping(
            zoom: zoom, originX: origin.x, originY: origin.y,
            originColumn: room >= 0 ? margin + max(room / 2, min(fittedGutter, room)) : area.left,
            originRow: area.top + max(0, (area.height - usedRows) / 2))
    }

    /// The requested zoom (kept within 10⁻⁶…10⁶), or the largest zoom that fits `bounds`
    /// into `columns` × `rows` cells.
    static func zoom(requested: Double?, bounds: Frame, columns: Double, rows: Double) -> Double {
        if let requested, requested.isFinite, requested > 0 {
            return min(max(requested, 1e-6), 1e6)
        }
        var zoom = Double.infinity
        if bounds.width > 1e-9 { zoom = min(zoom, columns / bounds.width) }
        if bounds.height > 1e-9 { zoom = min(zoom, 2 * rows / bounds.height) }
        return zoom.isFinite ? min(max(zoom, 1e-6), 1e6) : 1
    }

    /// Everything that is drawn, in points: the stack, its visible views and (when shown)
    /// the layout guides; the empty frame at the origin when there is nothing.
    static func contentBounds(layout: LayoutResult, scene: Scene, showGuides: Bool) -> Frame {
        var frames: [Frame] = []
        if let stack = layout.frame(of: LayoutItem.stackView) { frames.append(stack) }
        for view in scene.views where !view.hidden {
            if let frame = layout.frame(of: view.name) { frames.append(frame) }
        }
        if showGuides {
            frames += layout.items.filter { GuideKind(itemName: $0.name) != nil }.map(\.frame)
        }
        let finite = frames.filter(\.isFinite)
        guard let first = finite.first else { return Frame(x: 0, y: 0, width: 0, height: 0) }
        return finite.dropFirst().reduce(first.normalized) { $0.union($1) }
    }

    /// Columns kept left of a vertical stack for its hidden views' names: the longest name
    /// and a space, at most a quarter of the width; none on a horizontal stack. A playground
    /// drawing keeps the room it was fitted with instead (see
    /// ``DrawingExtent/fittedGhostNameColumns``), so that hiding or showing a view never
    /// moves it sideways.
    static func ghostNameGutter(scene: Scene, layout: LayoutResult, width: Int) -> Int {
        ghostNameGutter(columns: longestGhostName(scene: scene, layout: layout), scene: scene, width: width)
    }

    /// The columns kept left of a vertical stack for hidden views' names `columns` long.
    static func ghostNameGutter(columns: Int, scene: Scene, width: Int) -> Int {
        guard scene.stack.axis == .vertical, columns > 0 else { return 0 }
        return min(columns + 1, width / 4)
    }

    /// The longest name of a hidden view of a vertical stack that has a frame, in characters,
    /// those hidden at one place named together (`Bravo,Charlie`, see
    /// ``LayoutDrawing/drawGhostMarkers()``); 0 when there is none.
    static func longestGhostName(scene: Scene, layout: LayoutResult) -> Int {
        guard scene.stack.axis == .vertical else { return 0 }
        var together: [Double: Int] = [:]
        for view in scene.views where view.hidden {
            guard let frame = layout.frame(of: view.name), frame.y.isFinite else { continue }
            together[frame.y, default: -1] += view.name.count + 1
        }
        return together.values.max() ?? 0
    }
}
