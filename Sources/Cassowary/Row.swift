/// One coefficient of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear row `constant + Σ coefficient * symbol`, cells sorted by symbol.
///
/// In the tableau a row belongs to a basic symbol and reads `basic = constant + Σ …`.
/// Before that, while a constraint is being added, a row reads `0 = constant + Σ …`.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The position of `symbol` in `cells`, or where it would be inserted.
    private func index(of symbol: Symbol) -> (position: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let candidate = cells[mid].symbol
            if candidate == symbol { return (mid, true) }
            if candidate < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Symbol) -> Double {
        let (position, found) = index(of: symbol)
        return found ? cells[position].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell if it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        if cells.last.map({ $0.symbol < symbol }) ?? true {
            // After every cell: appended (the common case when a row is built in order).
            if !isNearZero(coefficient) { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
            return
        }
        let (position, found) = index(of: symbol)
        if found {
            let sum = cells[position].coefficient + coefficient
            if isNearZero(sum) { cells.remove(at: position) } else { cells[position].coefficient = sum }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position)
        }
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (position, found) = index(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: position).coefficient
    }

    /// Adds `factor * other`, reporting symbols that enter and leave this row.
    mutating func add(_ other: Row, times factor: Double, entered: inout [Symbol], left: inout [Symbol]) {
        var buffer: [Cell] = []
        add(other, times: factor, entered: &entered, left: &left, buffer: &buffer)
    }

    /// Adds `factor * other`, reporting symbols that enter and leave this row (and, as
    /// leaving it, those of `other` whose share rounds to nothing here); returns how many
    /// entered. `buffer` then holds this row's old cells. With `listingEntered` false the
    /// symbols that enter are only counted (a long row substituted into a row per view,
    /// whose columns are then filled column by column, entered two million at 1000 views).
    @discardableResult
    mutating func add(_ other: Row, times factor: Double, entered: inout [Symbol], left: inout [Symbol], buffer: inout [Cell],
                      listingEntered: Bool = true) -> Int {
        constant += other.constant * factor
        guard !other.cells.isEmpty else { return 0 }
        // Written through pointers, with no capacity or bounds check per cell (a pivot of the
        // dual simplex's walk along an equalCentering stack merges rows of 2,400 cells): into
        // `buffer`'s storage where it has room, as most merges of short rows find it, else
        // into new storage, left uninitialised until written.
        let needed = cells.count + other.cells.count
        var merged: [Cell]
        var enteredCount = 0
        if buffer.capacity >= needed {
            merged = buffer
            buffer = []
            merged.removeAll(keepingCapacity: true)
            merged.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: needed))
            let written = merged.withUnsafeMutableBufferPointer { output in
                merge(other, times: factor, into: output, entered: &entered, counted: &enteredCount, listingEntered: listingEntered, left: &left)
            }
            merged.removeLast(needed - written)
        } else {
            merged = [Cell](unsafeUninitializedCapacity: needed) { output, written in
                written = merge(other, times: factor, into: output, entered: &entered, counted: &enteredCount, listingEntered: listingEntered, left: &left)
            }
        }
        buffer = cells
        cells = merged
        return enteredCount
    }

    /// Writes this row's cells plus `factor * other`'s into `output` (see ``merge(_:_:times:into:entered:counted:listingEntered:left:)``).
    private func merge(_ other: Row, times factor: Double, into output: UnsafeMutableBufferPointer<Cell>,
                       entered: inout [Symbol], counted: inout Int, listingEntered: Bool, left: inout [Symbol]) -> Int {
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                Self.merge(mine, theirs, times: factor, into: output, entered: &entered, counted: &counted, listingEntered: listingEntered, left: &left)
            }
        }
    }

    /// Writes `mine + factor * theirs` into `output` (room for both), reporting the symbols
    /// that enter (listed, or only `counted`) and leave (see
    /// ``add(_:times:entered:left:buffer:listingEntered:)``); returns how many cells it wrote.
    private static func merge(_ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
                              into output: UnsafeMutableBufferPointer<Cell>, entered: inout [Symbol], counted: inout Int,
                              listingEntered: Bool, left: inout [Symbol]) -> Int {
        var i = 0
        var j = 0
        var k = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                output[k] = mine[i]
                k += 1
                i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let coefficient = theirs[j].coefficient * factor
                if !isNearZero(coefficient) {
                    output[k] = Cell(symbol: theirs[j].symbol, coefficient: coefficient)
                    k += 1
                    counted += 1
                    if listingEntered { entered.append(theirs[j].symbol) }
                } else {
                    // Never in this row: reported as leaving it, so that a column given
                    // every row the other one was added to loses this one again.
                    left.append(theirs[j].symbol)
                }
                j += 1
            } else {
                let sum = mine[i].coefficient + theirs[j].coefficient * factor
                if isNearZero(sum) {
                    left.append(mine[i].symbol)
                } else {
                    output[k] = Cell(symbol: mine[i].symbol, coefficient: sum)
                    k += 1
                }
                i += 1
                j += 1
            }
        }
        return k
    }

    /// Adds `factor * other` without reporting changes.
    mutating func add(_ other: Row, times factor: Double) {
        var entered: [Symbol] = []
        var left: [Symbol] = []
        var buffer: [Cell] = []
        add(other, times: factor, entered: &entered, left: &left, buffer: &buffer, listingEntered: false)
    }

    /// Takes a constant below zero by no more than rounding (``isNearZero(_:)``) as zero.
    ///
    /// For an inequality's row, read `0 = constant + … - slack`, such a constant says the
    /// constraint is violated by a few units in the last place: a chain of views whose
    /// centres are spaced by a common gap adds up to 10⁻¹⁵ of error at the stack's far end.
    /// Taken at its word the row needed a cut and a dual pivot, each across the rows of every
    /// view (equalCentering aligned on baselines, 1000 views: 17.6 s; 0.15 s taken as zero).
    ///
    /// `scale` is the sum of the magnitudes added into the constant (see
    /// ``isRoundingError(_:scale:)``): a long chain rounds off by more than 10⁻⁸.
    mutating func clearRoundingDeficit(scale: Double = 0) {
        if constant < 0, isRoundingError(constant, scale: scale) { constant = 0 }
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a*symbol + rest` into `symbol = -(constant + rest) / a`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `basic = …` into a row for `entering`, which must be in this row.
    mutating func solve(leaving basic: Symbol, entering: Symbol) {
        insert(basic, -1)
        solve(for: entering)
    }
}
