/// A rectangle in points, with the stack's origin at (0, 0).
public struct Frame: Equatable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (negative when a view is compressed below zero).
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// `(x, y, width, height)` in points.
    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Prints a number of points: whole numbers without ".0", others to at most 3 decimals.
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.hasPrefix("-0"), rounded == 0 { text = "0" }
    return text
}
