/// How a restricted row's cells changed in one substitution: kept back, for a row that
/// gained or lost many, so that its columns can be brought up to date together with another
/// row's (see ``Tableau/updateColumns(shrunk:grown:)``).
struct RowChange {
    var basic: Symbol
    var number: Int
    /// The row's cells before the substitution (without the substituted symbol).
    var oldCells: [Cell]
    var entered: [Symbol]
    var left: [Symbol]

    /// How many column entries the change costs under the row's own number.
    var size: Int { entered.count + left.count }
}

extension Tableau {
    /// The least number of cells a row must gain or lose in one substitution for its column
    /// updates to be kept back (see ``updateColumns(shrunk:grown:)``).
    static let renumberingMinimum = 64

    /// Brings the columns up to date for `change` under the row's own number.
    mutating func updateColumns(_ change: RowChange) {
        updateColumns(of: change.number, entered: change.entered, left: change.left)
    }

    /// Adds row `number` to the columns of the symbols that `entered` it and takes it out of
    /// those of the symbols that `left` it.
    mutating func updateColumns(of number: Int, entered: [Symbol], left: [Symbol]) {
        if journal.isOpen {
            for added in entered { noteColumn(added) }
            for removed in left { noteColumn(removed) }
        }
        for added in entered { columns[added].insert(number) }
        for removed in left { columns[removed].remove(number) }
    }

    /// Brings the columns up to date for two rows changed by one substitution: one that lost
    /// many cells and one that gained many. When the cells the first lost are mostly those
    /// the second gained, the two rows swap numbers, and only the columns where their old
    /// and new cells differ change.
    ///
    /// That is how the dual simplex walks an equalCentering stack at a fixed width: each
    /// pivot hands the row that closes the chain, 2,400 cells at 1000 views, from one row to
    /// another (one row collapses to a dozen cells, another grows to the whole chain), and
    /// under their own numbers every one of those cells' columns lost one number and gained
    /// the other (806 pivots).
    mutating func updateColumns(shrunk: RowChange, grown: RowChange) {
        guard let shrunkCells = rows[shrunk.basic]?.cells, let grownCells = rows[grown.basic]?.cells else {
            updateColumns(shrunk)
            updateColumns(grown)
            return
        }
        let swapped = Self.differenceCount(shrunk.oldCells, grownCells) + Self.differenceCount(grown.oldCells, shrunkCells)
        guard swapped < shrunk.size + grown.size else {
            updateColumns(shrunk)
            updateColumns(grown)
            return
        }
        columnUpdates += swapped - shrunk.size - grown.size
        // The shrunk row's number now names the grown row, and the other way round.
        moveColumns(of: shrunk.number, from: shrunk.oldCells, to: grownCells)
        moveColumns(of: grown.number, from: grown.oldCells, to: shrunkCells)
        noteRowNumber(shrunk.number)
        noteRowNumber(grown.number)
        rowNumbers[grown.basic] = shrunk.number
        rowNumbers[shrunk.basic] = grown.number
        basicOfRow[shrunk.number] = grown.basic
        basicOfRow[grown.number] = shrunk.basic
    }

    /// The least number of rows, and of cells in the row substituted into them, for the
    /// columns to be brought up to date column by column (``updateColumns(holding:of:leaving:)``).
    static let spreadingMinimum = 64

    /// Brings the columns up to date after `row` was substituted into every row of
    /// `numbers`: each of the row's symbols is now in all of them, but where it cancelled or
    /// rounded to nothing (`leaving`, by row). Column by column, a bitmap's words at a time,
    /// instead of row by row, symbol by symbol: on an unsized fillProportionally stack the
    /// row that closes the chain goes into a row per view (1000 views: two million entries).
    mutating func updateColumns(holding numbers: SymbolSet, of row: Row, leaving: [(number: Int, symbols: [Symbol])]) {
        for cell in row.cells {
            noteColumn(cell.symbol)
            columns[cell.symbol].formUnion(numbers)
        }
        for (number, symbols) in leaving {
            for symbol in symbols {
                noteColumn(symbol)
                columns[symbol].remove(number)
            }
        }
    }

    /// How many symbols are in one of two rows' cells (sorted by symbol) but not the other.
    static func differenceCount(_ a: [Cell], _ b: [Cell]) -> Int {
        var count = 0
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i].symbol == b[j].symbol {
                i += 1
                j += 1
            } else if a[i].symbol < b[j].symbol {
                count += 1
                i += 1
            } else {
                count += 1
                j += 1
            }
        }
        return count + (a.count - i) + (b.count - j)
    }

    /// Changes the columns that row `number` is in from the symbols of `old` to those of `new`.
    private mutating func moveColumns(of number: Int, from old: [Cell], to new: [Cell]) {
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].symbol < new[j].symbol) {
                noteColumn(old[i].symbol)
                columns[old[i].symbol].remove(number)
                i += 1
            } else if i == old.count || new[j].symbol < old[i].symbol {
                noteColumn(new[j].symbol)
                columns[new[j].symbol].insert(number)
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
    }
}
