import StackLayout

/// Draws a solved stack layout into terminal cells: the stack's outline, its margins, each
/// visible arranged view as a labelled box in its own colour, hidden views as ghosts,
/// baselines, layout guides on request, and a caption.
///
/// Rendering is a pure function of the layout, the scene, the canvas size and the options.
public enum LayoutRenderer {
    /// The colours the arranged views are drawn in, cycled by index; they read on dark and
    /// light backgrounds (no white, no black).
    public static let viewColors: [TerminalColor] = [.blue, .green, .magenta, .cyan, .yellow, .red]

    /// The colour of the arranged view at `index`.
    public static func color(forViewAt index: Int) -> TerminalColor {
        viewColors[((index % viewColors.count) + viewColors.count) % viewColors.count]
    }

    /// Draws `layout` (solved from `scene`) into a canvas of `width` × `height` cells.
    public static func render(
        _ layout: LayoutResult, scene: Scene, width: Int, height: Int, options: RenderOptions = RenderOptions()
    ) -> Canvas {
        var drawing = LayoutDrawing(layout: layout, scene: scene, width: width, height: height, options: options)
        drawing.draw()
        return drawing.canvas
    }

    /// The points-to-cells mapping ``render(_:scene:width:height:options:)`` uses for the
    /// same arguments: to find what is under a cell, or where a point is drawn.
    public static func mapping(
        for layout: LayoutResult, scene: Scene, width: Int, height: Int, options: RenderOptions = RenderOptions()
    ) -> CellMapping {
        CanvasPlan(layout: layout, scene: scene, width: width, height: height, options: options).mapping
    }
}
