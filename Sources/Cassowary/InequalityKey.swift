/// Identifies an inequality's expression exactly (symbols, coefficients and constant), so
/// that a later inequality on the same expression in the opposite direction can be found.
struct InequalityKey: Hashable {
    private let symbols: [Symbol]
    private let coefficientBits: [UInt64]
    private let constantBits: UInt64

    init(_ row: Row) {
        symbols = row.cells.map(\.symbol)
        coefficientBits = row.cells.map { $0.coefficient.bitPattern }
        constantBits = (row.constant + 0).bitPattern  // + 0 folds -0 into 0
    }
}

/// An optional inequality whose slack and error later constraints on the same expression
/// may share.
struct OpenInequality {
    var relation: Relation
    var slack: Symbol
    var error: Symbol
}
