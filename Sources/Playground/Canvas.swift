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
    /// writing outside it does nothing. Writing a wide character's cell writes its
    /// continuation too (a space instead when the right edge would cut it); writing a
    /// continuation cell keeps it only where the cell before it is wide (a space in its
    /// style elsewhere), so that copying cells one by one copies wide characters whole.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            store(newValue, x: x, y: y)
        }
    }

    /// Draws one character at column `x`, row `y`, if that is on the canvas. A wide
    /// character takes two columns; where an edge of the canvas cuts it, its half on the
    /// canvas is a space.
    public mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain) {
        let cell = Cell(character, style: style)
        if cell.isWide, x == -1 {
            self[0, y] = Cell(" ", style: style)
        } else {
            self[x, y] = cell
        }
    }

    /// Fills the rectangle of `width` × `height` cells whose top-left cell is (`x`, `y`)
    /// with `character`; the part off the canvas, or a rectangle with no area, draws nothing.
    /// A wide character fills pairs of columns from `x`, a column left over with a space.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with character: Character = " ", style: CellStyle = .plain) {
        guard width > 0, height > 0 else { return }
        let left = max(0, x), top = max(0, y)
        let right = Self.clampedEnd(x, width, limit: self.width)
        let bottom = Self.clampedEnd(y, height, limit: self.height)
        guard left < right, top < bottom else { return }
        let cell = Cell(character, style: style)
        let space = Cell(" ", style: style)
        let continuation = Cell.continuation(style: style)
        for row in top..<bottom {
            detach(row: row, left: left, right: right)
            let start = row * self.width
            for column in left..<right {
                if !cell.isWide {
                    cells[start + column] = cell
                } else if (column &- x) & 1 == 1 {
                    cells[start + column] = column > left && cells[start + column - 1].isWide ? continuation : space
                } else {
                    cells[start + column] = column + 1 < right ? cell : space
                }
            }
        }
    }

    /// Draws `string` from column `x` on row `y`, clipped to the canvas and to `maxWidth`
    /// columns when given. A wide character takes two columns; one that the canvas's edge or
    /// `maxWidth` would cut in half is drawn as a space. Returns the number of columns the text
    /// covers (clipped by `maxWidth`, not by the canvas edges).
    @discardableResult
    public mutating func text(_ string: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil) -> Int {
        let limit = max(0, maxWidth ?? Int.max)
        let length = min(limit, string.columnCount)
        guard y >= 0, y < height else { return length }
        var covered = 0
        for character in string {
            let column = x &+ covered
            if covered >= length || column >= width { break }
            let columns = CharacterWidth.columns(of: character) ?? 1
            if covered + columns > length {
                put(" ", x: column, y: y, style: style)
                break
            }
            put(character, x: column, y: y, style: style)
            covered += columns
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

    /// Writes `cell` at (`x`, `y`), on the canvas, keeping wide characters whole.
    private mutating func store(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        if cell.isContinuation {
            if x > 0, cells[index - 1].isWide {
                cells[index] = cell
            } else {
                store(Cell(" ", style: cell.style), x: x, y: y)
            }
            return
        }
        if cell.isWide, x + 1 < width {
            detach(row: y, left: x, right: x + 2)
            cells[index] = cell
            cells[index + 1] = .continuation(style: cell.style)
        } else {
            detach(row: y, left: x, right: x + 1)
            cells[index] = cell.isWide ? Cell(" ", style: cell.style) : cell
        }
    }

    /// Before columns `left..<right` of `row` are overwritten: a wide character with one half
    /// among them and the other outside loses its outside half, which becomes a space.
    private mutating func detach(row: Int, left: Int, right: Int) {
        let start = row * width
        if left > 0, left < width, cells[start + left].isContinuation {
            cells[start + left - 1] = Cell(" ", style: cells[start + left - 1].style)
        }
        if right > 0, right < width, cells[start + right].isContinuation {
            cells[start + right] = Cell(" ", style: cells[start + right].style)
        }
    }

    /// `start + length`, clamped to `0...limit` without overflowing.
    private static func clampedEnd(_ start: Int, _ length: Int, limit: Int) -> Int {
        let (end, overflow) = start.addingReportingOverflow(length)
        if overflow { return start > 0 ? limit : 0 }
        return min(max(end, 0), limit)
    }
}
