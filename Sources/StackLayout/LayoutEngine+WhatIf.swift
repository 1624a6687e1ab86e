import Cassowary

extension LayoutEngine {
    /// The layout a new engine would give without the constraint at `position` of
    /// ``constraints`` (the explanations' what-ifs), found from a copy of this engine's
    /// solver where it can be.
    ///
    /// The copy takes the constraint out in place (`Solver.remove(_:)`) and keeps its answer
    /// only once its search for other optima is complete and finds none that moves a frame,
    /// as after an update; otherwise, where the solver could only take it out by rebuilding,
    /// and where this engine holds a conflict (without one constraint, a refused one might
    /// hold), the layout is built from scratch. Removing a
    /// constraint that decides a view's place often leaves it free, so a fifth to a half of
    /// the what-ifs still cost a build.
    func result(without position: Int) -> LayoutResult {
        var without = constraints
        without.remove(at: position)
        guard conflicts.isEmpty, let removed = solverConstraints[position], solver.canRemoveInPlace(removed) else {
            return LayoutEngine(scene: scene, constraints: without, insertion: insertion).result()
        }
        let copy = LayoutEngine(scene: scene, constraints: without, copying: self)
        copy.solverConstraints.remove(at: position)
        do {
            try copy.solver.remove(removed)
        } catch {
            copy.build(without)
        }
        return copy.result()
    }
}
