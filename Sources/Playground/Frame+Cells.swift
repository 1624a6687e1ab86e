import StackLayout

extension Frame {
    /// Whether every number is finite (a broken layout may hold infinities or NaN).
    var isFinite: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite
    }

    /// The same area with a non-negative width and height.
    var normalized: Frame {
        Frame(
            x: width < 0 ? x + width : x, y: height < 0 ? y + height : y,
            width: abs(width), height: abs(height))
    }

    /// The smallest frame holding both (both normalised).
    func union(_ other: Frame) -> Frame {
        let a = normalized, b = other.normalized
        let minX = min(a.x, b.x), minY = min(a.y, b.y)
        return Frame(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
