/// A grid of terminal cells, `width` columns by `height` rows, stored row by row.
///
/// Drawing outside the grid is clipped silently: every drawing call may be given any
/// coordinates and sizes, including negative and huge ones, and never traps.
public struct Canvas: Hashable, Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row: the cell at column `x`, row `y` is `cells[y * width + x]`.
    public private(set) var cells: [Cell]

    /// Creates a canvas filled with `fill`; a negative size is taken as 0.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        let (count, overflow) = self.width.multipliedReportingOverflow(by: self.height)
        precondition(!overflow, "canvas too large")
        cells = Array(repeating: fill, count: count)
    }

    /// Whether column `x`, row `y` is on the canvas.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The cell at column `x`, row `y`. Reading outside the canvas gives a blank cell;
    /// writing outside it does nothing.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
        }
    }

    /// Draws one character at column `x`, row `y`, if that is on the canvas.
    public mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain) {
        guard contains(x: x, y: y) else { return }
        cells[y * width + x] = Cell(character, style: style)
    }

    /// Fills the rectangle of `width` × `height` cells whose top-left cell is (`x`, `y`)
    /// with `character`; the part off the canvas, or a rectangle with no area, draws nothing.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with character: Character = " ", style: CellStyle = .plain) {
        guard width > 0, height > 0 else { return }
        let left = max(0, x), top = max(0, y)
        let right = Self.clampedEnd(x, width, limit: self.width)
        let bottom = Self.clampedEnd(y, height, limit: self.height)
        guard left < right, top < bottom else { return }
        let cell = Cell(character, style: style)
        for row in top..<bottom {
            let start = row * self.width
            for column in left..<right { cells[start + column] = cell }
        }
    }

    /// Draws `string` from column `x` on row `y`, one character per column, clipped to the
    /// canvas and to `maxWidth` columns when given. Returns the number of columns the text
    /// covers (clipped by `maxWidth`, not by the canvas edges).
    @discardableResult
    public mutating func text(_ string: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil) -> Int {
        let length = min(max(0, maxWidth ?? Int.max), string.count)
        guard y >= 0, y < height else { return length }
        var column = x
        for character in string.prefix(length) {
            if column >= width { break }
            if column >= 0 { cells[y * width + column] = Cell(character, style: style) }
            column += 1
        }
        return length
    }

    /// Changes the style of the cells in a rectangle, keeping their characters.
    public mutating func restyle(x: Int, y: Int, width: Int, height: Int, _ change: (inout CellStyle) -> Void) {
        guard width > 0, height > 0 else { return }
        let left = max(0, x), top = max(0, y)
        let right = Self.clampedEnd(x, width, limit: self.width)
        let bottom = Self.clampedEnd(y, height, limit: self.height)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right { change(&cells[row * self.width + column].style) }
        }
    }

    /// `start + length`, clamped to `0...limit` without overflowing.
    private static func clampedEnd(_ start: Int, _ length: Int, limit: Int) -> Int {
        let (end, overflow) = start.addingReportingOverflow(length)
        if overflow { return start > 0 ? limit : 0 }
        return min(max(end, 0), limit)
    }
}
