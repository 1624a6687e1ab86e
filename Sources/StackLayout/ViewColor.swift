/// A colour a scene can give a view to be drawn in (`"color": "red"`): the named colours every
/// colour terminal shows, so that the drawing, the SVG and the exported UIKit code agree.
public enum ViewColor: String, Equatable, Hashable, Sendable, CaseIterable {
    case red, green, yellow, blue, magenta, cyan, gray
}
