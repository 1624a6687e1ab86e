/// Identifies an inequality's expression exactly (symbols, coefficients and constant), so
/// that a later inequality on the same expression in the opposite direction can be found.
struct InequalityKey: ProbingKey {
    /// How many cells the row has.
    private let cellCount: Int
    /// The first two cells' symbols and coefficient bits (zero where absent), kept inline:
    /// most optional inequalities are a view's size against its content size, one cell,
    /// and every optional constraint makes a key, so an array each was an allocation each.
    private let inline: (UInt64, UInt64, UInt64, UInt64)
    /// The constant's bits.
    private let constantBits: UInt64
    /// The other cells' symbols and coefficient bits, in order (empty for two cells or fewer).
    private let more: [UInt64]
    /// The words folded into one (a fixed mix: ``ProbingTable`` needs no seed).
    let probingBits: UInt64

    init(_ row: Row) {
        func words(of cell: Cell) -> (UInt64, UInt64) {
            (UInt64(bitPattern: Int64(cell.symbol)), cell.coefficient.bitPattern)
        }
        func fold(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            (hash ^ word ^ (word >> 32)) &* 0x9E37_79B9_7F4A_7C15
        }
        let cells = row.cells
        cellCount = cells.count
        let first = cells.count > 0 ? words(of: cells[0]) : (0, 0)
        let second = cells.count > 1 ? words(of: cells[1]) : (0, 0)
        inline = (first.0, first.1, second.0, second.1)
        constantBits = (row.constant + 0).bitPattern  // + 0 folds -0 into 0
        var hash: UInt64 = 0
        var more: [UInt64] = []
        if cells.count > 2 { more.reserveCapacity(2 * (cells.count - 2)) }
        for (index, cell) in cells.enumerated() {
            let (symbol, coefficient) = words(of: cell)
            hash = fold(fold(hash, symbol), coefficient)
            if index >= 2 {
                more.append(symbol)
                more.append(coefficient)
            }
        }
        self.more = more
        probingBits = fold(hash, constantBits)
    }

    static func == (lhs: InequalityKey, rhs: InequalityKey) -> Bool {
        lhs.probingBits == rhs.probingBits && lhs.cellCount == rhs.cellCount && lhs.constantBits == rhs.constantBits
            && lhs.inline == rhs.inline && lhs.more == rhs.more
    }
}

/// An optional inequality whose slack and error later constraints on the same expression
/// may share.
struct OpenInequality {
    var relation: Relation
    var slack: Symbol
    var error: Symbol
}

/// The constraints that share one open inequality's slack.
struct ShareGroup {
    /// The expression's key in `openInequalities` (it changes with the constant).
    var key: InequalityKey
    /// The open inequality.
    var open: OpenInequality
    /// The owner (the open inequality), then the constraints charged on its slack.
    var members: [ObjectIdentifier]
}
