/// What the tableau held before a tentative change, so that the change can be taken back
/// exactly: each row, column and cost as it was when first touched, and how many symbols
/// there were. Adding a required constraint through phase one is such a change: it is kept
/// if the constraint can hold and taken back if not. Keeping only what is touched costs what
/// the pivots cost; a copy of the whole tableau cost as much as the tableau is large, for
/// every constraint added that way.
struct TableauJournal {
    /// Symbols from here on are new and are dropped when the change is taken back.
    var symbolCount: Int
    /// Rows (by basic symbol) as they were; nil inside: the symbol was not basic.
    var rows: [Symbol: Row?] = [:]
    /// Columns as they were.
    var columns: [Symbol: SymbolSet] = [:]
}

extension Tableau {
    /// Starts recording what changes, until ``commitJournal()`` or ``rollBackJournal()``.
    mutating func beginJournal() {
        journal = TableauJournal(symbolCount: kinds.count)
        objective.beginJournal()
    }

    /// Keeps the changes made since ``beginJournal()``.
    mutating func commitJournal() {
        journal = nil
        objective.endJournal()
    }

    /// Takes back every change made since ``beginJournal()``: the tableau is again exactly as
    /// it was, but for the working storage.
    mutating func rollBackJournal() {
        guard let recorded = journal else { return }
        journal = nil
        for (basic, row) in recorded.rows { rows[basic] = row }
        for (symbol, column) in recorded.columns { columns[symbol] = column }
        objective.rollBackJournal()
        artificial = nil
        truncateSymbols(to: recorded.symbolCount)
    }

    /// Records the row of `basic` before its first change (symbols added since the journal
    /// began are dropped whole and need no record).
    @inline(__always) mutating func noteRow(_ basic: Symbol) {
        guard journal != nil, basic < journal!.symbolCount, journal!.rows[basic] == nil else { return }
        journal!.rows[basic] = .some(rows[basic])
    }

    /// Records the column of `symbol` before its first change.
    @inline(__always) mutating func noteColumn(_ symbol: Symbol) {
        guard journal != nil, symbol < journal!.symbolCount, journal!.columns[symbol] == nil else { return }
        journal!.columns[symbol] = columns[symbol]
    }
}
