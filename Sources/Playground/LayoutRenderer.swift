import StackLayout

/// Draws a solved stack layout into terminal cells: the stack's outline, its margins, each
/// visible arranged view as a labelled box in its own colour, hidden views as ghosts,
/// baselines, layout guides on request, and a caption.
///
/// Rendering is a pure function of the layout, the scene, the canvas size and the options.
public enum LayoutRenderer {
    /// The colours the arranged views are drawn in, cycled by index; they read on dark and
    /// light backgrounds (no white, no black).
    public static let viewColors: [TerminalColor] = LayoutDrawing.palette

    /// The colour of the arranged view at `index`.
    public static func color(forViewAt index: Int) -> TerminalColor {
        LayoutDrawing.color(forViewAt: index)
    }

    /// Draws `layout` (solved from `scene`) into a canvas of `width` × `height` cells.
    public static func render(
        _ layout: LayoutResult, scene: Scene, width: Int, height: Int, options: RenderOptions = RenderOptions()
    ) -> Canvas {
        var drawing = LayoutDrawing(layout: layout, scene: scene, width: width, height: height, options: options)
        guard drawing.canvas.width > 0, drawing.canvas.height > 0 else { return drawing.canvas }
        // Back to front.
        drawing.drawMargins()
        if options.showGuides { drawing.drawGuides() }
        drawing.drawGhostLines()
        drawing.drawOutline()
        drawing.drawViews()
        drawing.drawGhostMarkers()
        drawing.drawNestedGhosts()
        if options.showGuides { drawing.drawGapNumbers() }
        drawing.drawCaption()
        return drawing.canvas
    }

    /// Draws `layout` (solved from `scene`) into the area `rect` of `canvas`, as
    /// ``render(_:scene:width:height:options:)`` draws it into a canvas of that size.
    public static func draw(_ layout: LayoutResult, scene: Scene, into canvas: inout Canvas, in rect: CellRect, options: RenderOptions = RenderOptions()) {
        guard !rect.isEmpty else { return }
        let drawing = render(layout, scene: scene, width: rect.width, height: rect.height, options: options)
        for y in 0..<drawing.height {
            for x in 0..<drawing.width where canvas.contains(x: rect.left + x, y: rect.top + y) {
                canvas[rect.left + x, rect.top + y] = drawing[x, y]
            }
        }
    }

    /// The points-to-cells mapping ``render(_:scene:width:height:options:)`` uses for the
    /// same arguments: to find what is under a cell, or where a point is drawn.
    public static func mapping(
        for layout: LayoutResult, scene: Scene, width: Int, height: Int, options: RenderOptions = RenderOptions()
    ) -> CellMapping {
        CanvasPlan(layout: layout, scene: scene, width: width, height: height, options: options).mapping
    }
}
