import StackLayout

/// A rectangle of cells: columns `left..<right`, rows `top..<bottom`.
public struct CellRect: Hashable, Sendable {
    /// The first column.
    public var left: Int
    /// The first row.
    public var top: Int
    /// One past the last column.
    public var right: Int
    /// One past the last row.
    public var bottom: Int

    /// Creates a rectangle from its edges.
    public init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// The number of columns (negative when `right < left`).
    public var width: Int { right - left }
    /// The number of rows (negative when `bottom < top`).
    public var height: Int { bottom - top }
    /// Whether it covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at column `x`, row `y` is inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= left && x < right && y >= top && y < bottom
    }

    /// The rectangle shrunk by `cells` on every side (grown when `cells` is negative).
    public func insetBy(_ cells: Int) -> CellRect {
        CellRect(left: left + cells, top: top + cells, right: right - cells, bottom: bottom - cells)
    }

    /// The cells in both rectangles (an empty rectangle when they do not meet).
    public func intersection(_ other: CellRect) -> CellRect {
        let result = CellRect(
            left: max(left, other.left), top: max(top, other.top),
            right: min(right, other.right), bottom: min(bottom, other.bottom))
        return result.isEmpty ? CellRect(left: result.left, top: result.top, right: result.left, bottom: result.top) : result
    }

    /// Whether the cell at `x`, `y` is one of the rectangle's own cells on its outer ring
    /// (its first or last column or row).
    public func isOnEdge(x: Int, y: Int) -> Bool {
        contains(x: x, y: y) && (x == left || x == right - 1 || y == top || y == bottom - 1)
    }

    /// Whether the two rectangles share a cell.
    public func intersects(_ other: CellRect) -> Bool {
        !isEmpty && !other.isEmpty
            && left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }

    /// The largest part of this rectangle that `cover` leaves free: the part left of it,
    /// right of it, above it or below it, whichever has the most cells (on a tie, the
    /// parts along `axis` first). Unchanged when they do not meet; empty when `cover`
    /// hides all of it.
    func uncovered(by cover: CellRect, along axis: Axis) -> CellRect {
        guard intersects(cover) else { return self }
        var left = self, right = self, above = self, below = self
        left.right = min(self.right, cover.left)
        right.left = max(self.left, cover.right)
        above.bottom = min(bottom, cover.top)
        below.top = max(top, cover.bottom)
        let parts = axis == .horizontal ? [left, right, above, below] : [above, below, left, right]
        var best = CellRect(left: self.left, top: top, right: self.left, bottom: top)
        var bestArea = 0
        for part in parts where !part.isEmpty && part.width * part.height > bestArea {
            best = part
            bestArea = part.width * part.height
        }
        return best
    }
}
