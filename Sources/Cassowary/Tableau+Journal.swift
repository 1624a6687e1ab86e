/// What the tableau held before a tentative change, so that the change can be taken back
/// exactly: each row, column and cost as it was when first touched, and how many symbols
/// there were. Adding a required constraint through phase one is such a change: it is kept
/// if the constraint can hold and taken back if not; so are new constants for constraints
/// already in (``SolverState/replaceInPlace(_:)``). Keeping only what is touched costs what
/// the pivots cost; a copy of the whole tableau cost as much as the tableau is large, for
/// every constraint added that way.
struct TableauJournal {
    /// Symbols from here on are new and are dropped when the change is taken back.
    var symbolCount = 0
    /// Rows (by basic symbol) as they were; nil inside: the symbol was not basic.
    var rows = FirstChanges<Row?>()
    /// Row numbers (by basic symbol) as they were, recorded with the rows.
    var rowNumbers = FirstChanges<Int>()
    /// Basic symbols (by row number) as they were, for the numbers in use or free then.
    var basicOfRow = FirstChanges<Symbol>()
    /// How many row numbers there were: later ones are dropped when the change is taken back.
    var rowNumberCount = 0
    /// The free row numbers as they were.
    var freeRowNumbers: [Int] = []
    /// Columns as they were.
    var columns = FirstChanges<SymbolSet>()
    /// Definitions' constants as they were (a new constant for a constraint moves them; the
    /// simplex never rewrites a definition).
    var definitionConstants = FirstChanges<Double>()

    /// Whether a change is being recorded.
    var isOpen: Bool { rows.isRecording }
}

extension Tableau {
    /// Starts recording what changes, until ``commitJournal()`` or ``rollBackJournal()``.
    mutating func beginJournal() {
        journal.symbolCount = kinds.count
        journal.rowNumberCount = basicOfRow.count
        journal.freeRowNumbers = freeRowNumbers
        journal.rows.begin()
        journal.rowNumbers.begin()
        journal.basicOfRow.begin()
        journal.columns.begin()
        journal.definitionConstants.begin()
        objective.beginJournal()
    }

    /// Keeps the changes made since ``beginJournal()``.
    mutating func commitJournal() {
        journal.rows.end()
        journal.rowNumbers.end()
        journal.basicOfRow.end()
        journal.columns.end()
        journal.definitionConstants.end()
        objective.endJournal()
    }

    /// Takes back every change made since ``beginJournal()``: the tableau is again exactly as
    /// it was, but for the working storage.
    mutating func rollBackJournal() {
        guard journal.isOpen else { return }
        for (basic, row) in journal.rows.entries { rows[basic] = row }
        for (basic, number) in journal.rowNumbers.entries { rowNumbers[basic] = number }
        for (number, basic) in journal.basicOfRow.entries { basicOfRow[number] = basic }
        basicOfRow.removeSubrange(journal.rowNumberCount...)
        freeRowNumbers = journal.freeRowNumbers
        for (symbol, column) in journal.columns.entries { columns[symbol] = column }
        for (variable, constant) in journal.definitionConstants.entries { definitions[variable]?.constant = constant }
        journal.rows.end()
        journal.rowNumbers.end()
        journal.basicOfRow.end()
        journal.columns.end()
        journal.definitionConstants.end()
        objective.rollBackJournal()
        artificial = nil
        truncateSymbols(to: journal.symbolCount)
    }

    /// Records the row of `basic` before its first change (symbols added since the journal
    /// began are dropped whole and need no record).
    @inline(__always) mutating func noteRow(_ basic: Symbol) {
        guard journal.isOpen, basic < journal.symbolCount, !journal.rows.hasRecorded(basic) else { return }
        journal.rows.record(basic, rows[basic])
        journal.rowNumbers.record(basic, rowNumbers[basic])
    }

    /// Records the basic symbol of row `number` before its first change (numbers handed out
    /// since the journal began are dropped whole and need no record).
    @inline(__always) mutating func noteRowNumber(_ number: Int) {
        guard journal.isOpen, number < journal.rowNumberCount, !journal.basicOfRow.hasRecorded(number) else { return }
        journal.basicOfRow.record(number, basicOfRow[number])
    }

    /// Records the constant of `variable`'s definition before its first change.
    @inline(__always) mutating func noteDefinitionConstant(_ variable: Symbol) {
        guard journal.isOpen, !journal.definitionConstants.hasRecorded(variable), let constant = definitions[variable]?.constant else { return }
        journal.definitionConstants.record(variable, constant)
    }

    /// Records the column of `symbol` before its first change.
    @inline(__always) mutating func noteColumn(_ symbol: Symbol) {
        guard journal.isOpen, symbol < journal.symbolCount, !journal.columns.hasRecorded(symbol) else { return }
        journal.columns.record(symbol, columns[symbol])
    }
}
