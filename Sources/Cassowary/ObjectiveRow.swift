/// The objective: `Σ LexValue * symbol`, stored by symbol. Its constant is never needed,
/// so it is not kept.
///
/// Costs are kept in a dense array (reading and updating one is O(1)) together with a
/// bitset of the symbols whose cost is negative, so that the entering symbol (the most
/// negative cost, or the lowest such symbol under Bland's rule) is found without going
/// through every cost.
struct ObjectiveRow {
    /// Each symbol's cost; symbols past the end cost nothing.
    private var costs: [LexValue] = []
    /// Bit `symbol` is set when the cost of `symbol` is negative.
    private var negative: [UInt64] = []
    /// How many symbols have a non-zero cost.
    private(set) var count = 0
    /// While a tentative change is under way: each cost as it was before its first change.
    private var journal = FirstChanges<LexValue>()

    /// Starts recording the costs that change.
    mutating func beginJournal() { journal.begin() }

    /// Keeps the changes made since ``beginJournal()``.
    mutating func endJournal() { journal.end() }

    /// Puts back every cost changed since ``beginJournal()``.
    mutating func rollBackJournal() {
        guard journal.isRecording else { return }
        let recorded = journal.entries
        journal.end()
        for (symbol, cost) in recorded { set(symbol, cost) }
    }

    /// Records the cost of `symbol` (already in range) before its first change.
    @inline(__always) private mutating func note(_ symbol: Symbol) {
        guard journal.isRecording, !journal.hasRecorded(symbol) else { return }
        journal.record(symbol, costs[symbol])
    }

    /// The reduced cost of `symbol`.
    func value(of symbol: Symbol) -> LexValue {
        symbol < costs.count ? costs[symbol] : .zero
    }

    /// Compares the cost of `symbol` scaled by `factor` with the cost of `other` scaled by
    /// `otherFactor` (see ``LexValue/compare(scaledBy:with:scaledBy:)``), reading both
    /// where they lie: a ratio test weighs every cell of a row, and copying each cost
    /// retained and released its levels.
    func compareCost(of symbol: Symbol, scaledBy factor: Double, withCostOf other: Symbol, scaledBy otherFactor: Double) -> Int {
        guard symbol < costs.count, other < costs.count else {
            return value(of: symbol).compare(scaledBy: factor, with: value(of: other), scaledBy: otherFactor)
        }
        return costs[symbol].compare(scaledBy: factor, with: costs[other], scaledBy: otherFactor)
    }

    /// Adds `value * symbol`.
    mutating func insert(_ symbol: Symbol, _ value: LexValue) {
        reserve(symbol)
        if costs[symbol].isZero {
            if !value.isZero { set(symbol, value) }
        } else {
            note(symbol)
            costs[symbol].add(value, times: 1)
            noteChange(of: symbol, wasZero: false)
        }
    }

    /// Drops `symbol` from the objective.
    mutating func remove(_ symbol: Symbol) {
        if symbol < costs.count { set(symbol, .zero) }
    }

    /// Replaces `symbol` by `row` (the row of `symbol`, now basic).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let factor = value(of: symbol)
        guard !factor.isZero else { return }
        set(symbol, .zero)
        // A short row is folded in cell by cell, a long one merged; the two round differently
        // (a product too small to keep is dropped before the sum, or only the sum is checked),
        // and which one applies is part of the solver's exact arithmetic.
        if row.cells.count * 16 < count {
            for cell in row.cells { insert(cell.symbol, factor.scaled(by: cell.coefficient)) }
            return
        }
        for cell in row.cells {
            reserve(cell.symbol)
            if costs[cell.symbol].isZero {
                set(cell.symbol, factor.scaled(by: cell.coefficient))
            } else {
                // Added where it lies, so that a cost of many levels is not copied first.
                note(cell.symbol)
                costs[cell.symbol].add(factor, times: cell.coefficient)
                noteChange(of: cell.symbol, wasZero: false)
            }
        }
    }

    /// The lowest symbol with a negative cost that `isCandidate` accepts.
    func lowestNegative(where isCandidate: (Symbol) -> Bool) -> Symbol? {
        for (index, word) in negative.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                let symbol = index << 6 + bits.trailingZeroBitCount
                if isCandidate(symbol) { return symbol }
                bits &= bits - 1
            }
        }
        return nil
    }

    /// The symbol with the most negative cost (compared level by level) that `isCandidate`
    /// accepts; among equal costs the lowest symbol.
    func mostNegative(where isCandidate: (Symbol) -> Bool) -> Symbol? {
        var best: Symbol?
        for (index, word) in negative.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                let symbol = index << 6 + bits.trailingZeroBitCount
                bits &= bits - 1
                guard isCandidate(symbol) else { continue }
                if let current = best {
                    if costs[symbol].compare(costs[current]) < 0 { best = symbol }
                } else {
                    best = symbol
                }
            }
        }
        return best
    }

    /// Forgets the symbols from `symbolCount` on.
    mutating func truncate(to symbolCount: Int) {
        guard costs.count > symbolCount else { return }
        for symbol in symbolCount..<costs.count { set(symbol, .zero) }
        costs.removeSubrange(symbolCount...)
    }

    /// Makes room for `symbol`.
    private mutating func reserve(_ symbol: Symbol) {
        guard symbol >= costs.count else { return }
        costs.append(contentsOf: repeatElement(.zero, count: symbol + 1 - costs.count))
        let words = (costs.count + 63) >> 6
        if negative.count < words { negative.append(contentsOf: repeatElement(0, count: words - negative.count)) }
    }

    /// Stores the cost of `symbol` (already in range), keeping the count and the bitset.
    private mutating func set(_ symbol: Symbol, _ value: LexValue) {
        note(symbol)
        let wasZero = costs[symbol].isZero
        costs[symbol] = value
        noteChange(of: symbol, wasZero: wasZero)
    }

    /// Brings the count and the bitset up to date after the cost of `symbol` changed.
    private mutating func noteChange(of symbol: Symbol, wasZero: Bool) {
        // Read in place (a copy would retain and release the cost's levels).
        if wasZero != costs[symbol].isZero { count += wasZero ? 1 : -1 }
        let bit: UInt64 = 1 << UInt64(symbol & 63)
        if costs[symbol].sign < 0 { negative[symbol >> 6] |= bit } else { negative[symbol >> 6] &= ~bit }
    }
}
