/// What an internal tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: restricted to ≥ 0.
    case slack
    /// The error of an optional constraint: restricted to ≥ 0 and charged in the objective.
    case error
    /// The marker of a required equality: pinned to 0, never enters the basis.
    case dummy
    /// The suggested value of an edit variable. Its current value is folded into row
    /// constants; the term only records how a new suggestion shifts each row.
    case parameter
}

/// Symbols are indices into the tableau's per-symbol arrays.
typealias Symbol = Int

/// Values closer to zero than this are treated as zero.
let nearZeroTolerance = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroTolerance
}

/// How far, relative to the magnitudes summed into it, a row's constant may be from zero by
/// rounding alone: a sum of N terms of magnitude M is off by up to about N·M·10⁻¹⁶.
let relativeRoundingTolerance = 1.0e-11

/// Whether `value`, a sum of terms whose magnitudes add up to `scale`, is zero up to the
/// rounding of that sum (or near zero outright). The chain of a 2000-view stack adds 4,000
/// lengths of about 100 points into the row of the constraint that closes it, which then
/// misses zero by 10⁻⁸.
@inline(__always) func isRoundingError(_ value: Double, scale: Double) -> Bool {
    isNearZero(value) || abs(value) <= relativeRoundingTolerance * scale
}
