/// A colour a scene can give a view to be drawn in (`"color": "red"`): the named colours every
/// colour terminal shows, so that the drawing, the SVG and the exported UIKit code agree.
public enum ViewColor: String, Equatable, Hashable, Sendable, CaseIterable {
    case red, green, yellow, blue, magenta, cyan, gray

    /// The colours views without one of their own take, in turn by their place among every
    /// view at every depth (a nested stack, then its views): in the drawing, the SVG and
    /// the exported UIKit code alike.
    public static let palette: [ViewColor] = [.blue, .green, .magenta, .cyan, .yellow, .red]
}
