@testable import Cassowary

/// An equalSpacing stack as the solver sees it: views at `x[k]` with widths `w[k]` and a gap
/// `g[k]` between each two (`x[k+1] == x[k] + w[k] + g[k]`), every gap equal to the first,
/// each width preferring `20 + k % 7` (hugging @250, compression resistance @750), the stack
/// as wide as `total == x[last] + w[last]`, and a `>=` spacing per gap.
///
/// At a fixed width the common gap is what the widths leave of it, so it depends on every
/// width, and so does every spacing's slack; without one, the gap is defined that way until
/// the first spacing fixes it.
struct EqualSpacingSystem {
    let solver: Solver
    let positions: [Variable]
    let widths: [Variable]
    let gaps: [Variable]
    let total = Variable("total")
    /// The `>=` spacings, one per gap, as added.
    var spacings: [Constraint] = []

    /// Adds the system to `solver` (configured beforehand by the test) in the order above.
    /// `width` is a required width for the stack, or nil for one pulled towards 0 @49.
    init(spacings: [Double], width: Double?, solver: Solver = Solver()) {
        self.solver = solver
        let count = spacings.count + 1
        positions = (0..<count).map { Variable("x\($0)") }
        widths = (0..<count).map { Variable("w\($0)") }
        gaps = (0..<(count - 1)).map { Variable("g\($0)") }
        try? solver.add(positions[0] == 0)
        for k in 0..<(count - 1) { try? solver.add(positions[k + 1] == positions[k] + widths[k] + gaps[k]) }
        for gap in gaps.dropFirst() { try? solver.add(gap == gaps[0]) }
        try? solver.add(total == positions[count - 1] + widths[count - 1])
        if let width { try? solver.add(total == width) } else { try? solver.add((total == 0).priority(49)) }
        for (k, width) in widths.enumerated() {
            try? solver.add((width <= Self.preferredWidth(k)).priority(250))
            try? solver.add((width >= Self.preferredWidth(k)).priority(750))
        }
        for k in 0..<(count - 1) {
            let spacing = positions[k + 1] >= positions[k] + widths[k] + spacings[k]
            try? solver.add(spacing)
            self.spacings.append(spacing)
        }
    }

    /// The width view `k` prefers.
    static func preferredWidth(_ k: Int) -> Double { Double(20 + k % 7) }

    /// The views' preferred widths and `count - 1` gaps of `gap`, for `count` views.
    static func width(views count: Int, gap: Double) -> Double {
        (0..<count).reduce(0.0) { $0 + preferredWidth($1) } + gap * Double(count - 1)
    }

    /// Every value the system names.
    var values: [Double] { solver.values(of: positions + widths + gaps + [total]) }
}
