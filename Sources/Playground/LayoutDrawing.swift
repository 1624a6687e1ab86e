import StackLayout

/// One rendering in progress: the canvas being drawn and what it is drawn from.
struct LayoutDrawing {
    var canvas: Canvas
    let layout: LayoutResult
    let scene: Scene
    let options: RenderOptions
    let glyphs: Glyphs
    let plan: CanvasPlan
    /// The stack's solved frame, when the layout has a finite one.
    let stackFrame: Frame?
    /// The cells inside the stack's bounds, when it has a frame.
    let stackRect: CellRect?
    /// The axis of the stack that arranges each view, by name (``Scene/stackAxisOfViews``).
    let viewAxes: [String: Axis]
    /// The marks of every view (stretched, compressed, ambiguous, in a conflict).
    let markTable: ViewMarkTable
    /// The row that the stack's own views, lined up on their first or last baselines, draw
    /// that baseline on (see ``sharedBaselineRow(of:)``); nil when they draw it each where it
    /// falls.
    var sharedBaselineRow: Int?
    /// The views that draw their lined-up baseline on ``sharedBaselineRow``.
    var sharedBaselineViews: Set<String> = []

    init(layout: LayoutResult, scene: Scene, width: Int, height: Int, options: RenderOptions) {
        canvas = Canvas(width: width, height: height)
        self.layout = layout
        self.scene = scene
        self.options = options
        glyphs = options.ascii ? .ascii : .unicode
        let plan = CanvasPlan(layout: layout, scene: scene, width: width, height: height, options: options)
        let stackFrame = layout.frame(of: LayoutItem.stackView).flatMap { $0.isFinite ? $0 : nil }
        self.plan = plan
        self.stackFrame = stackFrame
        stackRect = stackFrame.map { plan.mapping.rect(for: $0) }
        let viewAxes = scene.stackAxisOfViews
        self.viewAxes = viewAxes
        markTable = ViewMarkTable(layout: layout) { viewAxes[$0] ?? scene.stack.axis }
    }

    /// The axis of the stack that arranges the view called `name`.
    func axis(ofStackHolding name: String) -> Axis {
        viewAxes[name] ?? scene.stack.axis
    }

    var mapping: CellMapping { plan.mapping }

    // MARK: Styles

    /// The colours the arranged views are drawn in, cycled by index; they read on dark and
    /// light backgrounds (no white, no black).
    static let palette: [TerminalColor] = ViewColor.palette.map(TerminalColor.init)

    /// The colour of the arranged view at `index`, from ``palette``.
    static func color(forViewAt index: Int) -> TerminalColor {
        palette[((index % palette.count) + palette.count) % palette.count]
    }

    /// Secondary lines: the outline, margins, guides.
    var dimStyle: CellStyle { CellStyle(dim: true) }

    /// The colour of the view at `index`, when colour is on: its colour slot's, when the
    /// options give it one, else its position's.
    func viewColor(at index: Int) -> TerminalColor? {
        guard scene.views.indices.contains(index) else { return options.color ? Self.color(forViewAt: index) : nil }
        return viewColor(of: scene.views[index], position: index)
    }

    /// The colour of `view`, when colour is on: the scene's colour for it, else its colour
    /// slot's, else its `position`'s.
    func viewColor(of view: ArrangedView, position: Int) -> TerminalColor? {
        guard options.color else { return nil }
        if let named = view.color { return TerminalColor(named) }
        return Self.color(forViewAt: options.colorSlots[view.name] ?? position)
    }

    // MARK: Geometry

    /// The cells drawn for `frame`: its snapped rectangle, at least one cell wide and tall
    /// (from the edge it snapped to), so that a view squeezed to nothing is still seen.
    func visibleRect(for frame: Frame) -> CellRect {
        var rect = mapping.rect(for: frame)
        if rect.width <= 0 { rect.right = rect.left + 1 }
        if rect.height <= 0 { rect.bottom = rect.top + 1 }
        return rect
    }

    // MARK: Lines

    /// A row of `character` from column `left` up to (not including) `right`.
    mutating func horizontalLine(row: Int, from left: Int, to right: Int, _ character: Character, _ style: CellStyle) {
        canvas.fill(x: left, y: row, width: right - left, height: 1, with: character, style: style)
    }

    /// A column of `character` from row `top` down to (not including) `bottom`.
    mutating func verticalLine(column: Int, from top: Int, to bottom: Int, _ character: Character, _ style: CellStyle) {
        canvas.fill(x: column, y: top, width: 1, height: bottom - top, with: character, style: style)
    }

    /// The outline of `rect` (at least 2 × 2 cells) in `lines`; the inside is left as is.
    mutating func box(_ rect: CellRect, _ lines: LineGlyphs, _ style: CellStyle) {
        canvas.box(rect, lines, style: style)
    }

    /// `lines` of text centred in `area`, one per row, each clipped to the area's width.
    mutating func centeredText(_ lines: [String], in area: CellRect, _ style: CellStyle) {
        guard !lines.isEmpty, !area.isEmpty else { return }
        let top = area.top + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.prefix(area.height).enumerated() {
            let left = area.left + max(0, (area.width - CharacterWidth.columns(of: line)) / 2)
            canvas.text(line, x: left, y: top + offset, style: style, maxWidth: area.right - left)
        }
    }
}
