/// Required inequalities kept out of the tableau because a parallel one already in it implies
/// them.
///
/// A stack distributed with equal spacing at a fixed width writes one `>=` spacing per gap,
/// and every gap equals the first: each spacing's slack is the common gap minus the spacing,
/// and the common gap depends on every view's width. Added as rows, the N slacks are N copies
/// of one dense row that differ only in their constant, and every pivot through a width
/// updates all of them (N × 2N cells on a 1000-view stack, in any Cassowary tableau).
///
/// A required inequality whose slack row would have exactly the cells of a required
/// inequality's slack row already in the tableau, `s₂ = s₁ + δ`, with `δ ≥ 0`, holds whenever
/// that one does: it is recorded as implied and gets no row. Pivots, new constraints, edits
/// and in-place changes of other constraints' constants (through dummy and slack columns,
/// which the two rows share) all keep `s₂ - s₁ = δ`; only changing or removing one of the two
/// constraints could break it: removing the implying one rebuilds (see
/// ``canNeutralize(_:alongside:)``), and new constants keep their places only while every
/// margin stays ≥ 0 (see ``impliedInequalitiesHold(around:after:)``).
/// An implied inequality adds nothing to the feasible set, so the answers, the ambiguity
/// found and the conflicts (worked out exactly, without it: see ``sharesDummies``) are those
/// of the tableau that holds it.
extension SolverState {
    /// Rows of at most this many cells are cheap to hold: looking for a parallel one costs more.
    static let impliedInequalityMinimumLength = 8

    /// The slack of a required inequality in the tableau whose row has the cells `row` would
    /// have solved for `slack` (the new inequality's slack) and a constant no larger, with
    /// the difference of the constants (the margin), or nil.
    func impliedInequality(_ row: Row, slack: Symbol) -> (implying: Symbol, margin: Double)? {
        guard sharesDummies, row.cells.count > Self.impliedInequalityMinimumLength, row.coefficient(of: slack) != 0 else { return nil }
        var solved = row
        solved.solve(for: slack)
        // The candidates: the rows holding the cell whose column is shortest.
        var shortest: Symbol?
        for cell in solved.cells where shortest.map({ tableau.columns[cell.symbol].count < tableau.columns[$0].count }) ?? true {
            shortest = cell.symbol
        }
        guard let shortest else { return nil }
        for number in tableau.columns[shortest] {
            let basic = tableau.basicOfRow[number]
            guard tableau.kinds[basic] == .slack, let other = tableau.rows[basic], other.cells.count == solved.cells.count,
                  solved.constant - other.constant >= -nearZeroTolerance, holdsRequiredInequality(withSlack: basic),
                  zip(solved.cells, other.cells).allSatisfy(Self.sameCell) else { continue }
            return (basic, solved.constant - other.constant)
        }
        return nil
    }

    /// How the new required inequality whose slack is `slack` is written from `partial`, its
    /// row with only the short definitions expanded (which names a long one): the slack's
    /// cells, as a key, and its constant. Nil when the row does not name the slack, or when
    /// implied inequalities are not kept out (see ``sharesDummies``).
    func parallelWriting(of partial: Row, slack: Symbol) -> ParallelWriting? {
        guard sharesDummies, partial.coefficient(of: slack) != 0 else { return nil }
        var solved = partial
        solved.solve(for: slack)
        return ParallelWriting(key: InequalityKey(Row(cells: solved.cells)), constant: solved.constant)
    }

    /// The slack of a required inequality in the tableau that implies a new one written as
    /// `writing` (see ``parallelWriting(of:slack:)``): one remembered with the same cells,
    /// exactly, and a constant no larger; with the margin, or nil.
    ///
    /// Both slacks equal their cells plus a constant in any basis, so their difference is
    /// the difference of the constants until a constant changes in place, an equation is
    /// taken out or a refused constraint rolled back (which forget every writing: see
    /// ``forgetParallelInequalities()``). Unlike ``impliedInequality(_:slack:)`` this needs no
    /// full expansion: the N spacings of an equalSpacing stack at a fixed width each come out
    /// as the common gap less the spacing, without going through the gap's definition (every
    /// width) first.
    func inequality(implying writing: ParallelWriting) -> (implying: Symbol, margin: Double)? {
        guard let known = heldParallel(writtenLike: writing), writing.constant - known.constant >= -nearZeroTolerance else { return nil }
        return (known.slack, writing.constant - known.constant)
    }

    /// Remembers the required inequality whose slack is `slack`, written as `writing`, unless
    /// one written with the same cells and a constant no larger is remembered already.
    mutating func rememberParallel(_ slack: Symbol, writtenAs writing: ParallelWriting) {
        if let known = heldParallel(writtenLike: writing), known.constant <= writing.constant { return }
        parallelInequalities[writing.key] = ParallelInequality(slack: slack, constant: writing.constant)
    }

    /// The remembered inequality written with the cells of `writing`, while it is still in
    /// the tableau: held by the solver, and not itself kept out as implied.
    private func heldParallel(writtenLike writing: ParallelWriting) -> ParallelInequality? {
        guard let known = parallelInequalities[writing.key], impliedBy[known.slack] == nil,
              holdsRequiredInequality(withSlack: known.slack) else { return nil }
        return known
    }

    /// Whether `slack` is still the slack of a required inequality the solver holds.
    private func holdsRequiredInequality(withSlack slack: Symbol) -> Bool {
        guard let owner = owner(of: slack), owner.isRequired, owner.relation != .equal else { return false }
        return tags[ObjectIdentifier(owner)]?.marker == slack
    }

    /// Forgets every inequality remembered for ``inequality(implying:)``: a constant
    /// changed in place, an equation was taken out or a constraint rolled back, and how a
    /// remembered slack was written may no longer hold.
    mutating func forgetParallelInequalities() {
        if parallelInequalities.count > 0 { parallelInequalities = ProbingTable() }
    }

    /// Whether two cells name the same symbol with the same coefficient, up to rounding.
    private static func sameCell(_ a: Cell, _ b: Cell) -> Bool {
        a.symbol == b.symbol && abs(a.coefficient - b.coefficient) <= nearZeroTolerance * max(1, abs(a.coefficient))
    }

    /// Records the inequality whose slack is `slack` as implied by the one whose slack is
    /// `implying`, with `margin` = δ in `slack = implying + δ`.
    mutating func recordImplied(_ slack: Symbol, by implying: Symbol, margin: Double) {
        impliedBy[slack] = ImpliedInequality(implying: implying, margin: margin)
        if implied[implying] == nil { implied[implying] = [] }
        implied.update(implying) { $0.append(slack) }
    }

    /// Forgets that the inequality whose slack is `slack` was implied; returns whether it was.
    mutating func forgetImplied(_ slack: Symbol) -> Bool {
        guard let record = impliedBy.removeValue(forKey: slack) else { return false }
        implied.update(record.implying) { $0.removeAll { $0 == slack } }
        if implied[record.implying]?.isEmpty == true { implied[record.implying] = nil }
        return true
    }

    /// Whether, after the constant changes of `batch` (by old constraint), every inequality
    /// kept out as implied that `marker`'s constraint takes part in is still implied: its
    /// margin, moved by its own slack's shift and less the implying slack's, stays ≥ 0.
    func impliedInequalitiesHold(around marker: Symbol, after batch: [ObjectIdentifier: Solver.Replacement]) -> Bool {
        let pairs: [(implied: Symbol, implying: Symbol)]
        if let record = impliedBy[marker] {
            pairs = [(marker, record.implying)]
        } else {
            pairs = (implied[marker] ?? []).map { ($0, marker) }
        }
        return pairs.allSatisfy { pair in
            guard let margin = impliedBy[pair.implied]?.margin else { return false }
            return margin + slackShift(of: pair.implied, in: batch) - slackShift(of: pair.implying, in: batch) >= -nearZeroTolerance
        }
    }

    /// Moves the margins of the inequalities kept out as implied by the constant changes of
    /// `replacements` (which ``impliedInequalitiesHold(around:after:)`` accepted).
    mutating func shiftImpliedMargins(by replacements: [Solver.Replacement]) {
        guard impliedBy.count > 0 else { return }
        var batch: [ObjectIdentifier: Solver.Replacement] = [:]
        for replacement in replacements { batch[ObjectIdentifier(replacement.old)] = replacement }
        for replacement in replacements {
            guard let marker = tags[ObjectIdentifier(replacement.old)]?.marker else { continue }
            let shift = slackShift(of: marker, in: batch)
            guard shift != 0 else { continue }
            impliedBy.update(marker) { $0.margin += shift }
            for slack in implied[marker] ?? [] { impliedBy.update(slack) { $0.margin -= shift } }
        }
    }

    /// How much the slack `marker` moves when its constraint's constant changes as `batch`
    /// says (0 when it is not in the batch): `s = e` for `>=` and `s = -e` for `<=`.
    private func slackShift(of marker: Symbol, in batch: [ObjectIdentifier: Solver.Replacement]) -> Double {
        guard let owner = owner(of: marker), let replacement = batch[ObjectIdentifier(owner)] else { return 0 }
        let delta = replacement.new.expression.constant - replacement.old.expression.constant
        return owner.relation == .greaterThanOrEqual ? delta : -delta
    }
}

/// A required inequality kept out of the tableau: the slack of the parallel inequality that
/// implies it, and how far its own slack is above that one.
struct ImpliedInequality {
    var implying: Symbol
    /// δ in `slack = implying + δ` (≥ 0).
    var margin: Double
}

/// How a required inequality's slack is written with only the short definitions expanded
/// (see ``SolverState/parallelWriting(of:slack:)``).
struct ParallelWriting {
    /// The cells, exactly.
    var key: InequalityKey
    var constant: Double
}

/// A required inequality remembered by how its slack was written (see
/// ``SolverState/inequality(implying:)``).
struct ParallelInequality {
    var slack: Symbol
    /// The constant of that writing (its cells are the key).
    var constant: Double
}
