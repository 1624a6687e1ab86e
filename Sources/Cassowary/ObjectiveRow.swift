/// The objective: `Σ LexValue * symbol`, cells sorted by symbol. Its constant is never
/// needed, so it is not kept.
struct ObjectiveRow {
    struct Cell {
        var symbol: Symbol
        var value: LexValue
    }

    private(set) var cells: [Cell] = []

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

    /// The reduced cost of `symbol`.
    func value(of symbol: Symbol) -> LexValue {
        let (position, found) = index(of: symbol)
        return found ? cells[position].value : .zero
    }

    /// Adds `value * symbol`.
    mutating func insert(_ symbol: Symbol, _ value: LexValue) {
        let (position, found) = index(of: symbol)
        if found {
            cells[position].value.add(value, times: 1)
            if cells[position].value.isZero { cells.remove(at: position) }
        } else if !value.isZero {
            cells.insert(Cell(symbol: symbol, value: value), at: position)
        }
    }

    /// Drops `symbol` from the objective.
    mutating func remove(_ symbol: Symbol) {
        let (position, found) = index(of: symbol)
        if found { cells.remove(at: position) }
    }

    /// Replaces `symbol` by `row` (the row of `symbol`, now basic).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (position, found) = index(of: symbol)
        guard found else { return }
        let factor = cells.remove(at: position).value
        // A short row is folded in cell by cell (binary search, in place); a long one merged.
        if row.cells.count * 16 < cells.count {
            for cell in row.cells { insert(cell.symbol, factor.scaled(by: cell.coefficient)) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < row.cells.count {
            if j == row.cells.count || (i < cells.count && cells[i].symbol < row.cells[j].symbol) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || row.cells[j].symbol < cells[i].symbol {
                let value = factor.scaled(by: row.cells[j].coefficient)
                if !value.isZero { merged.append(Cell(symbol: row.cells[j].symbol, value: value)) }
                j += 1
            } else {
                var value = cells[i].value
                value.add(factor, times: row.cells[j].coefficient)
                if !value.isZero { merged.append(Cell(symbol: cells[i].symbol, value: value)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }
}
