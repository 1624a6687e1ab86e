/// Required equalities with the same constant, sharing one dummy symbol.
///
/// A required equality `e = 0` enters the tableau as `e + d = 0` with a dummy `d` that never
/// leaves zero. The dummy's column records how every row moves when the constraint's constant
/// moves, which lets a new constant be applied in place (``SolverState/replaceInPlace(_:)``).
/// But each dummy is carried into every row that the equation is substituted into: a stack
/// whose views all take the first view's width names that width, and so every spacing and
/// equal-width dummy, in every row about a width — N columns in N rows.
///
/// Equalities whose constants are equal usually change together (a stack's spacing moves
/// every spacing constraint at once; the zero-constant alignment and equal-width stars never
/// move), so they share one dummy: the rows carry one column per distinct constant instead of
/// one per constraint. The price: a new constant applies in place only when every constraint
/// sharing the dummy gets the same change (otherwise the tableau is rebuilt), and a conflict
/// certificate that names a shared dummy cannot tell its members apart (the solver then
/// works the refusal out again with a dummy per constraint; see ``Solver``).
///
/// The values are the same as with a dummy per constraint: dummies stay at zero and never
/// enter or leave the basis, so the simplex makes the same choices.
struct SharedDummy {
    /// The constant of the members' expressions.
    var constant: Double
    /// The constraints sharing the dummy, in the order they were added.
    var members: [Constraint]

    /// The key under which equalities with `constant` find their shared dummy (+0 and -0 alike).
    static func key(for constant: Double) -> UInt64 {
        constant == 0 ? 0 : constant.bitPattern
    }
}
