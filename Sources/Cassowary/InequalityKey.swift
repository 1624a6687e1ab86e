/// Identifies an inequality's expression exactly (symbols, coefficients and constant), so
/// that a later inequality on the same expression in the opposite direction can be found.
struct InequalityKey: ProbingKey {
    /// Each cell's symbol and coefficient bits, then the constant's bits.
    private let words: [UInt64]
    /// The words folded into one (a fixed mix: ``ProbingTable`` needs no seed).
    let probingBits: UInt64

    init(_ row: Row) {
        var words: [UInt64] = []
        words.reserveCapacity(row.cells.count * 2 + 1)
        for cell in row.cells {
            words.append(UInt64(bitPattern: Int64(cell.symbol)))
            words.append(cell.coefficient.bitPattern)
        }
        words.append((row.constant + 0).bitPattern)  // + 0 folds -0 into 0
        self.words = words
        probingBits = words.reduce(0) { hash, word in
            (hash ^ word ^ (word >> 32)) &* 0x9E37_79B9_7F4A_7C15
        }
    }

    static func == (lhs: InequalityKey, rhs: InequalityKey) -> Bool {
        lhs.probingBits == rhs.probingBits && lhs.words == rhs.words
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
