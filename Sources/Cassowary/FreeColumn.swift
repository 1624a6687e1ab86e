/// The free column `t = plus − minus` that taking a constraint out in place adds beside its
/// marker (see ``SolverState/neutralize(_:)``): both halves cost nothing, and `minus`'s
/// column is `plus`'s negated, which was the marker's when they were made. Where a shared
/// slack's owner was taken out before its last sharer, the slack itself is the marker and
/// `minus`, and the error `plus`: once nothing is charged on them they are such a pair.
///
/// Since the three columns start in that proportion, a pivot that brings one of them into
/// the basis takes the other two out of every other row: they are then left only in that
/// one row, which says what `t` is and, `t` being free, binds nothing. While none of them is
/// basic they stand together in every row that names them.
struct FreeColumn {
    /// The marker of the constraint taken out (for a retired shared slack, the slack).
    var marker: Symbol
    /// The half whose column was the marker's (for a retired shared slack, the error).
    var plus: Symbol
    /// The half whose column is `plus`'s negated (for a retired shared slack, the slack).
    var minus: Symbol
}
