import Cassowary

extension LayoutEngine {
    /// The layout a new engine would give without the constraint at `position` of
    /// ``constraints`` (the explanations' what-ifs), found from a copy of this engine's
    /// solver where it can be.
    ///
    /// The copy takes the constraint out in place (`Solver.remove(_:)`) and keeps its answer
    /// only once its search for other optima is complete and finds no frame that could move
    /// that the constraint was tied to, as after an update. Otherwise the layout is built
    /// from scratch: where that answer could move, where the solver could only take the
    /// constraint out by rebuilding (one of several required equalities sharing a dummy,
    /// such as a stack's spacings), and where this engine holds a conflict (without one
    /// constraint, a refused one might hold).
    ///
    /// ``ExplanationPlan`` calls it from several threads at once: it only reads this engine
    /// (the copy or new engine it solves is its own; the variable components, when this
    /// engine has not worked them out, are worked out for the copy alone — the plan works
    /// them out first, once).
    func result(without position: Int) -> LayoutResult {
        var without = constraints
        without.remove(at: position)
        guard conflicts.isEmpty, let removed = solverConstraints[position], solver.canRemoveInPlace(removed) else {
            return LayoutEngine(scene: scene, constraints: without, insertion: insertion).result()
        }
        // Read by the copy's check of its answer (see confirmIncrementalAnswer); not stored
        // here, where other threads may be reading.
        let components = self.components ?? VariableComponents(solverConstraints)
        let copy = LayoutEngine(copying: self)
        copy.components = components
        copy.constraints.remove(at: position)
        copy.solverConstraints.remove(at: position)
        copy.touchedVariables.formUnion(removed.expression.terms.map { ObjectIdentifier($0.variable) })
        do {
            try copy.solver.remove(removed)
        } catch {
            copy.build(without)
        }
        return copy.result()
    }
}
