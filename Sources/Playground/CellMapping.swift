import StackLayout

/// How points map to terminal cells.
///
/// `zoom` columns per point across, `zoom / 2` rows per point down: a cell is about twice
/// as tall as it is wide, so a 160 × 200 view keeps its shape. Edges, not sizes, are
/// snapped to the nearest cell boundary, so two views that share an edge in points share
/// it in cells too: no gap column, no overlap.
public struct CellMapping: Hashable, Sendable {
    /// Columns per point.
    public var zoom: Double
    /// The point x at the left edge of column `originColumn`.
    public var originX: Double
    /// The point y at the top edge of row `originRow`.
    public var originY: Double
    /// The column where `originX` starts.
    public var originColumn: Int
    /// The row where `originY` starts.
    public var originRow: Int

    /// Creates a mapping.
    public init(zoom: Double, originX: Double = 0, originY: Double = 0, originColumn: Int = 0, originRow: Int = 0) {
        self.zoom = zoom
        self.originX = originX
        self.originY = originY
        self.originColumn = originColumn
        self.originRow = originRow
    }

    /// The column boundary nearest to `x`: the edge between columns `c - 1` and `c`.
    public func column(atX x: Double) -> Int {
        originColumn &+ Self.snap(columns(atX: x))
    }

    /// The row boundary nearest to `y`: the edge between rows `r - 1` and `r`.
    public func row(atY y: Double) -> Int {
        originRow &+ Self.snap(rows(atY: y))
    }

    /// The cells covered by `frame`, each edge snapped to the nearest boundary; a frame with
    /// a negative width or height is first turned into the positive one over the same area.
    /// A frame thinner than half a cell covers no cell (width or height 0).
    public func rect(for frame: Frame) -> CellRect {
        let x = frame.width < 0 ? frame.x + frame.width : frame.x
        let y = frame.height < 0 ? frame.y + frame.height : frame.y
        return CellRect(
            left: column(atX: x), top: row(atY: y),
            right: column(atX: x + abs(frame.width)), bottom: row(atY: y + abs(frame.height)))
    }

    /// The point x at the left edge of `column`.
    public func x(atColumn column: Int) -> Double {
        originX + Double(column - originColumn) / zoom
    }

    /// The point y at the top edge of `row`.
    public func y(atRow row: Int) -> Double {
        originY + Double(row - originRow) * 2 / zoom
    }

    /// The row that ends at `y` or just below it: the row whose text would sit on a
    /// baseline at `y`.
    func rowAbove(y: Double) -> Int {
        originRow &+ Self.toInt(Self.clean(rows(atY: y)).rounded(.up)) &- 1
    }

    /// `x` in columns from the origin, unrounded.
    private func columns(atX x: Double) -> Double { (x - originX) * zoom }
    /// `y` in rows from the origin, unrounded.
    private func rows(atY y: Double) -> Double { (y - originY) * zoom / 2 }

    /// The largest distance from the origin, in cells, that positions are clamped to: far
    /// beyond any terminal, small enough that sums of positions never overflow.
    static let limit = 1_000_000_000.0

    /// The nearest whole cell boundary to a position in cells.
    static func snap(_ cells: Double) -> Int {
        toInt(clean(cells).rounded(.toNearestOrAwayFromZero))
    }

    /// Removes floating point noise (`58.49999999` → `58.5`) so that equal positions reached
    /// by different sums round the same way; clamps to ±``limit``; NaN becomes 0.
    static func clean(_ cells: Double) -> Double {
        guard !cells.isNaN else { return 0 }
        let clamped = min(max(cells, -limit), limit)
        return (clamped * 1_000_000).rounded() / 1_000_000
    }

    /// A clamped, finite position as an Int.
    private static func toInt(_ value: Double) -> Int {
        Int(min(max(value, -limit), limit))
    }
}
