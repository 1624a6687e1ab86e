extension SolverState {
    /// Adds a required constraint whose expanded `row` (read `0 = constant + …`, with
    /// `constant ≥ 0`) no symbol can take on while every row stays feasible: the tableau's
    /// basic solution violates the constraint. A required inequality also comes here when
    /// the only symbols that could take it cost something.
    ///
    /// Until the tableau is optimal that basic solution is an arbitrary vertex, so the
    /// tableau is optimised first and the row expanded again: at the optimum of the
    /// constraints already there the new one often holds (a view's top below the top of a
    /// spacer that spans the views, once every height has settled), and it is then added
    /// directly (an equality that holds there, solved as ``insertHolding(_:scale:for:)``
    /// does). A required inequality still violated at the optimum is added as a cut: its
    /// slack becomes basic at its negative value and the dual simplex restores feasibility,
    /// keeping the tableau optimal. Equalities, and inequalities that the dual simplex finds
    /// cannot hold, go through phase one (``insertWithArtificialVariable(_:for:)``), which
    /// also names the conflict.
    ///
    /// Phase one from an arbitrary vertex took a pivot across every row that a shared
    /// symbol reaches for each such constraint, and left the tableau far from its optimum:
    /// 99 phase-one pivots on a 100-view stack aligned on its centers, 4 dual pivots now.
    ///
    /// Letting a costly symbol take a required inequality is greedy: it picks the cheapest
    /// constraint to break for this inequality alone, and the inequalities after it may find
    /// only dearer ones left. On an equalCentering stack at a fixed width, where the centres
    /// cannot be evenly spaced, the first `UISV-spacing` went to the weakest gap's equality,
    /// which then fell short by the whole deficit; the spacing after that gap had nothing
    /// left but a view's compression resistance, and the simplex afterwards took a pivot per
    /// squeezed view across rows of every gap: 1,364 pivots, 19 s at 1000 views. As a cut the
    /// dual simplex spreads each deficit where it costs least and the tableau stays optimal:
    /// 0.7 s, and the same frames wherever the layout has a single optimum.
    ///
    /// A constraint refused here leaves the tableau as it was before it was optimised for it:
    /// a solver that never met the constraint optimises later, from another basis, and where
    /// the layout has several optima may stand at another one (`v0 == 0`, `3·v0 == −1`,
    /// `v0 == 0`, all at one priority, with `0 <= −1` refused among them, ended at v0 = −1/3
    /// instead of 0).
    mutating func insertViolated(_ row: consuming Row, for constraint: Constraint, tag: ConstraintTag, optimal: Bool) throws(SolverError) {
        var beforeOptimizing: Tableau?
        if !optimal {
            beforeOptimizing = tableau
            let pivotsBefore = tableau.pivotCount
            tableau.optimize()
            // Kept only where optimising moved the tableau: held on to, it would make every
            // change below copy the tableau's arrays (each spacing of an equalCentering stack
            // at a fixed size comes here: 6 ms a key at 1000 views).
            if tableau.pivotCount == pivotsBefore { beforeOptimizing = nil }
            let scale: Double
            (row, scale) = tableau.expandedMeasured(row)
            if constraint.relation != .equal { row.clearRoundingDeficit(scale: scale) }
            if row.constant < 0 { row.reverseSign() }
            if let subject = tableau.feasibleSubject(of: row, preferring: tag.other),
               mayEnter(row, solvedFor: subject, for: constraint) {
                tableau.insertSolved(consume row, for: subject)
                return
            }
            if insertHolding(&row, scale: scale, for: constraint) { return }
        }
        if constraint.relation != .equal, tableau.infeasible.isEmpty, row.coefficient(of: tag.marker) != 0,
           insertAsCut(row, slack: tag.marker) {
            needsOptimize = false
            return
        }
        do {
            try insertWithArtificialVariable(row, for: constraint)
        } catch {
            if let beforeOptimizing { tableau = beforeOptimizing }
            throw error
        }
    }

    /// Adds `row` solved for `slack` (so the slack is basic, at the negative value the
    /// violated inequality leaves it) to an optimal tableau and lets the dual simplex make
    /// every row feasible again. Returns false, with the tableau as it was, when a row
    /// cannot be made feasible: the inequality contradicts the required constraints.
    private mutating func insertAsCut(_ row: Row, slack: Symbol) -> Bool {
        var basicRow = row
        basicRow.solve(for: slack)
        tableau.beginJournal()
        tableau.insertRow(basicRow, for: slack)
        if basicRow.constant < 0 { tableau.infeasible.append(slack) }
        guard tableau.dualOptimize() else {
            tableau.rollBackJournal()
            while tableau.infeasible.popMin() != nil {}
            return false
        }
        tableau.commitJournal()
        return true
    }
}
