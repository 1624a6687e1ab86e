import StackLayout

/// The same views laid out once per distribution (or per alignment), side by side at the same
/// stack size and the same scale, like the figures of Apple's UIStackView documentation.
public enum Gallery {
    /// What varies from panel to panel.
    public enum Variation: String, CaseIterable, Sendable {
        case distribution, alignment
    }

    /// One panel: its title and the scene it draws.
    public struct Panel: Equatable, Sendable {
        /// The distribution's or alignment's name in UIKit's words.
        public var title: String
        /// The scene with that distribution or alignment, at the gallery's common size.
        public var scene: Scene
    }

    /// The panels for `scene`, each with the stack at `path` (the outer one, or the nested
    /// stack being edited) given one distribution or alignment. An outer stack without a size
    /// along its axis gets one, the same in every panel: half again as long as its views need
    /// under `fill`, rounded up to 10 points, so that the distributions have free space to
    /// share and visibly differ.
    public static func panels(for scene: Scene, by variation: Variation, at path: StackPath = []) -> [Panel] {
        // A nested stack's panels keep the outer stack as it is: given room, it gave it all to
        // the nested stack across (the card's toolbar drawn 124 points tall, not 32).
        let sized = scene.validPrefix(of: path).isEmpty ? withCommonSize(scene) : scene
        let level = sized.level(at: path)
        func variant(_ change: (inout StackProperties) -> Void) -> Scene {
            var changed = level
            change(&changed.stack)
            var variant = sized
            variant.replaceLevel(at: path, with: changed)
            return variant
        }
        switch variation {
        case .distribution:
            return Distribution.allCases.map { distribution in
                Panel(title: distribution.rawValue, scene: variant { $0.distribution = distribution })
            }
        case .alignment:
            return Alignment.allCases.map { alignment in
                Panel(title: alignment.name(on: level.stack.axis), scene: variant { $0.alignment = alignment })
            }
        }
    }

    /// The gallery drawn into a canvas of `width` × `height` cells: panels in a grid (see
    /// ``grid(for:width:height:)``), each titled, all at one zoom so that sizes compare
    /// across panels. Each row of panels starts right under its titles and the next row one
    /// blank row under it: the rows the drawings leave empty are left at the bottom of the
    /// canvas.
    ///
    /// The stack at `path` is the one varied (the playground's stack being edited). The zoom
    /// is fitted to the stacks as large as `kept` too: the playground keeps its
    /// gallery's scale while the stacks get smaller (see ``Extent``).
    public static func render(
        _ scene: Scene, by variation: Variation, width: Int, height: Int, ascii: Bool = false, color: Bool = true, kept: Extent = Extent(),
        at path: StackPath = []
    ) -> Canvas {
        var canvas = Canvas(width: max(width, 0), height: max(height, 0))
        let panels = panels(for: scene, by: variation, at: path)
        // The stack varied, whose own setting the titles mark.
        let level = scene.level(at: path)
        guard width > 0, height > 0, !panels.isEmpty else { return canvas }
        let layouts = panels.map { StackLayoutSolver.solve($0.scene) }
        let narrowest = narrowestPanel(panels, in: level, by: variation)
        guard let grid = grid(for: layouts, width: width, height: height, narrowest: narrowest, kept: kept) else {
            // Too small for every panel to show a drawing: says so rather than draw titles
            // over nothing or leave panels out.
            let notice = ScreenText.forASCII(ascii).fitted([
                "too small for the gallery's \(panels.count) panels: give it more columns or rows",
                "too small for \(panels.count) panels", "too small",
            ], width: width)
            _ = canvas.text(notice, x: 0, y: 0, style: CellStyle(bold: true), maxWidth: width)
            return canvas
        }
        let columns = grid.columns
        let panelWidth = grid.panelWidth
        // The zoom, or one a little smaller that draws more of the panels' repeated lengths
        // alike (see ``EvenLengths``), each panel's drawing starting at its content's corner.
        // Drawn within a larger gallery's extent, at the zoom that one was drawn at.
        let frames = layouts.compactMap { $0.frame(of: LayoutItem.stackView) }
        let smaller = kept.width > (frames.map { abs($0.width) }.max() ?? 0) || kept.height > (frames.map { abs($0.height) }.max() ?? 0)
        let zoom = EvenLengths.keptZoom(
            fitted: grid.zoom, current: evenLengths(panels, layouts), kept: kept.evenLengths, isSmaller: smaller, originX: 0, originY: 0)
        var options = RenderOptions(zoom: zoom, ascii: ascii, showGuides: false, color: color, showCaption: false)
        options.keptExtent = kept.drawing
        let drawings = zip(panels, layouts).map { panel, layout in
            LayoutRenderer.render(layout, scene: panel.scene, width: panelWidth - 1, height: grid.rowHeight - 1, options: options)
        }
        let text = ScreenText.forASCII(ascii)
        var top = 0
        for first in stride(from: 0, to: panels.count, by: columns) {
            let row = first..<min(first + columns, panels.count)
            let used = row.compactMap { drawings[$0].usedRows }
            let firstUsed = used.map(\.lowerBound).min() ?? 0
            let lastUsed = used.map(\.upperBound).max() ?? 0
            for index in row {
                let left = (index - first) * panelWidth
                let title = text.fitted(titles(of: panels[index], in: level, by: variation), width: panelWidth - 2)
                _ = canvas.text(title, x: left + 1, y: top, style: CellStyle(bold: true), maxWidth: panelWidth - 2)
                canvas.copy(drawings[index], x: left, y: top + 1 - firstUsed)
            }
            top += 1 + (lastUsed - firstUsed + 1) + 1
        }
        return canvas
    }

    /// The panel's title, longest first: the panel of the scene's own distribution (or
    /// alignment) says so, in shorter words where the panel is narrow. Not "as in the scene":
    /// at the size the gallery gives a stack the scene leaves unsized, that panel can lay out
    /// otherwise (nested rows without heights of their own shared a 240-point height, and the
    /// panel marked as the scene's was ambiguous where the scene is not).
    static func titles(of panel: Panel, in scene: Scene, by variation: Variation) -> [String] {
        let isScenes = variation == .distribution
            ? panel.title == scene.stack.distribution.rawValue
            : panel.title == scene.stack.alignment.name(on: scene.stack.axis)
        guard isScenes else { return [panel.title] }
        return [" (the scene's)", " (scene's)", " *"].map { panel.title + $0 }
    }

    /// How the panels are laid out: so many to a row, each so many cells wide, each row of
    /// panels so many tall (its titles and its drawings), and the zoom they share.
    struct Grid {
        var columns: Int
        var rows: Int
        var panelWidth: Int
        var rowHeight: Int
        var zoom: Double
    }

    /// The narrowest a panel is made when there are more of them to a row, whatever its
    /// title: room for a drawing of a few cells inside the outline.
    static let minimumPanelWidth = 12

    /// The narrowest `panels` are made when there are more of them to a row: each title's
    /// shortest form whole, with the cells beside it, and at least ``minimumPanelWidth``.
    static func narrowestPanel(_ panels: [Panel], in scene: Scene, by variation: Variation) -> Int {
        let title = panels.map { titles(of: $0, in: scene, by: variation).map(\.count).min() ?? 0 }.max() ?? 0
        return max(minimumPanelWidth, title + 2)
    }

    /// The grid that draws the panels of `layouts` largest in `width` × `height` cells: of
    /// every number of panels to a row (each at least `narrowest` wide, one at any width),
    /// the one whose common zoom is largest, the fewest to a row among equals. Every row of
    /// panels, the blank row between two of them, and each panel's title and outline are
    /// counted, so that the last row is drawn whole: at 80 × 24 the five distributions of a
    /// wide stack are three and two to a row, where two to a row in three rows cut the last
    /// off; a tall stack's go five to a row where they are wide enough for their names.
    ///
    /// Where no grid of panels that wide leaves room for a drawing (40 × 12: one to a row,
    /// each a title and nothing under it, the last panels cut off), panels down to
    /// ``minimumPanelWidth`` are tried, their titles shortened; nil where none does.
    static func grid(for layouts: [LayoutResult], width: Int, height: Int, narrowest: Int, kept: Extent = Extent()) -> Grid? {
        let count = max(1, layouts.count)
        func best(narrowest: Int) -> Grid? {
            var best: Grid?
            for columns in 1...max(1, min(count, width / max(1, narrowest))) {
                let rows = (count + columns - 1) / columns
                // Each row: a title row, then the drawing with its outline; a blank row between rows.
                let rowHeight = max(0, (height - (rows - 1)) / rows)
                let panelWidth = width / columns
                let zoom = commonZoom(layouts, width: panelWidth - 3, height: rowHeight - 3, kept: kept)
                let grid = Grid(columns: columns, rows: rows, panelWidth: panelWidth, rowHeight: rowHeight, zoom: zoom)
                if let current = best, zoom <= current.zoom { continue }
                best = grid
            }
            return best
        }
        if let grid = best(narrowest: narrowest), grid.zoom > 0 { return grid }
        if let grid = best(narrowest: min(narrowest, minimumPanelWidth)), grid.zoom > 0 { return grid }
        return nil
    }

    /// The size, in points, the gallery keeps its scale for: the widest and tallest stack
    /// its panels have drawn. In the playground a view hidden, or the spacing taken down,
    /// makes a stack without a size shorter in every panel (its common size is worked out
    /// from its views); fitted again, the views left looked wider. Kept, the panels are drawn
    /// smaller at the same scale, as the drawing is (see ``DrawingExtent``).
    public struct Extent: Hashable, Sendable {
        /// The widest stack, in points.
        public private(set) var width: Double = 0
        /// The tallest stack, in points.
        public private(set) var height: Double = 0
        /// What the panels' drawings have held, so that each stays centred where it was.
        private(set) var drawing = DrawingExtent()
        /// The lengths repeated in the gallery that last made the extent grow, whose zoom a
        /// smaller one keeps (see ``DrawingExtent/evenLengths``).
        private(set) var evenLengths: EvenLengths?

        /// No extent: the gallery is fitted to what it shows.
        public init() {}

        /// The largest of the stacks `layouts` lay out for `panels`.
        init(_ panels: [Panel], _ layouts: [LayoutResult]) {
            evenLengths = Gallery.evenLengths(panels, layouts)
            for (panel, layout) in zip(panels, layouts) {
                drawing.include(layout: layout, scene: panel.scene, showGuides: false)
                guard let frame = layout.frame(of: LayoutItem.stackView), frame.isFinite else { continue }
                width = max(width, abs(frame.width))
                height = max(height, abs(frame.height))
            }
        }

        /// The extent of `scene`'s gallery by `variation` of the stack at `path`.
        init(of scene: Scene, by variation: Variation, at path: StackPath = []) {
            let panels = Gallery.panels(for: scene, by: variation, at: path)
            self.init(panels, panels.map { StackLayoutSolver.solve($0.scene, includingAmbiguity: false) })
        }

        /// Grows to hold `other` too.
        mutating func include(_ other: Extent) {
            if other.width > width || other.height > height || evenLengths == nil { evenLengths = other.evenLengths }
            width = max(width, other.width)
            height = max(height, other.height)
            drawing.include(other.drawing)
        }
    }

    /// The lengths the panels repeat, each panel's drawing starting at its content's corner.
    static func evenLengths(_ panels: [Panel], _ layouts: [LayoutResult]) -> EvenLengths {
        let bounds = zip(panels, layouts).map { CanvasPlan.contentBounds(layout: $1, scene: $0.scene, showGuides: false) }
        return EvenLengths(zip(panels, layouts).map { EvenLengths(layout: $1, scene: $0.scene) }, origins: bounds.map { ($0.x, $0.y) })
    }

    // MARK: - Helpers

    /// Where the gallery gives `scene`'s outer stack a length it does not have, that length
    /// said for the info line (`420 pt wide, a width the scene leaves open`); nil where the
    /// scene has one, or the stack being varied is a nested one (`path`).
    public static func commonSizeNote(for scene: Scene, at path: StackPath = []) -> String? {
        guard scene.validPrefix(of: path).isEmpty else { return nil }
        let horizontal = scene.stack.axis == .horizontal
        guard (horizontal ? scene.stack.width : scene.stack.height) == nil else { return nil }
        let sized = withCommonSize(scene)
        guard let length = horizontal ? sized.stack.width : sized.stack.height else { return nil }
        return formatPoints(length) + (horizontal ? " pt wide, a width" : " pt tall, a height") + " the scene leaves open"
    }

    private static func withCommonSize(_ scene: Scene) -> Scene {
        var sized = scene
        let axis = scene.stack.axis
        guard (axis == .horizontal ? scene.stack.width : scene.stack.height) == nil else { return sized }
        var fill = scene
        fill.stack.distribution = .fill
        let frame = StackLayoutSolver.solve(fill, includingAmbiguity: false).frame(of: LayoutItem.stackView)
        let natural = max(0, (axis == .horizontal ? frame?.width : frame?.height) ?? 0)
        let length = max(10, (natural * 1.5 / 10).rounded(.up) * 10)
        if axis == .horizontal { sized.stack.width = length } else { sized.stack.height = length }
        return sized
    }

    /// Columns per point that fit the largest stack of `layouts` into `width` × `height`
    /// cells (rows count double), leaving room for the outline; 0 where the area has no cell
    /// to draw in.
    private static func commonZoom(_ layouts: [LayoutResult], width: Int, height: Int, kept: Extent) -> Double {
        guard width >= 1, height >= 1 else { return 0 }
        let frames = layouts.compactMap { $0.frame(of: LayoutItem.stackView) }
        let widest = max(1, frames.map { abs($0.width) }.max() ?? 1, kept.width)
        let tallest = max(1, frames.map { abs($0.height) }.max() ?? 1, kept.height)
        let zoom = min(Double(max(width, 1)) / widest, Double(max(height, 1)) * 2 / tallest)
        return zoom > 0 && zoom.isFinite ? zoom : 1
    }
}

extension Canvas {
    /// The rows from the first to the last that have a drawn cell; nil when none has.
    var usedRows: ClosedRange<Int>? {
        let drawn = (0..<height).filter { row in (0..<width).contains { self[$0, row] != .blank } }
        guard let first = drawn.first, let last = drawn.last else { return nil }
        return first...last
    }

    /// Copies `other` onto this canvas with its top-left cell at (`x`, `y`); what falls
    /// outside is left out.
    public mutating func copy(_ other: Canvas, x: Int, y: Int) {
        for row in 0..<other.height {
            for column in 0..<other.width {
                let cell = other[column, row]
                guard cell != .blank else { continue }
                self[x + column, y + row] = cell
            }
        }
    }
}
