extension Solver {
    /// One constraint to put in the place of another (see ``Solver/replace(_:)``).
    public struct Replacement {
        /// The constraint in the solver.
        public var old: Constraint
        /// The constraint that takes its place.
        public var new: Constraint

        /// Replaces `old` by `new`.
        public init(_ old: Constraint, by new: Constraint) {
            self.old = old
            self.new = new
        }
    }

    /// Puts each replacement's `new` constraint in the place of its `old` one: the result is
    /// that of a solver built with the constraints in their order, `new` where `old` was.
    ///
    /// A replacement that keeps the expression's terms and relation and changes only the
    /// constant and/or an optional priority is applied in place, without rebuilding: a new
    /// constant shifts the rows that hold the constraint's marker (as a suggestion shifts an
    /// edit variable's rows) and the dual simplex restores feasibility; a new priority
    /// re-weights the constraint's errors in the objective and the primal simplex
    /// re-optimises from the current basis. Constraints sharing a slack (opposite
    /// inequalities on one expression) or a dummy (required equalities with equal constants
    /// that share, see ``Constraint/sharesDummy``) move together: a constant changes in place only when all of them
    /// get the same change. Any other replacement rebuilds the tableau.
    ///
    /// All or nothing: when a required constraint can no longer hold, the solver is left as
    /// it was and ``SolverError/unsatisfiable(_:conflicts:)`` names the first one, in order,
    /// that a solver built with the new constraints would refuse.
    public func replace(_ replacements: [Replacement]) throws(SolverError) {
        guard !replacements.isEmpty else { return }
        var outgoing = Set<ObjectIdentifier>()
        var incoming = Set<ObjectIdentifier>()
        for replacement in replacements {
            guard state.tags[ObjectIdentifier(replacement.old)] != nil, outgoing.insert(ObjectIdentifier(replacement.old)).inserted else {
                throw .unknownConstraint(replacement.old)
            }
            guard state.tags[ObjectIdentifier(replacement.new)] == nil, incoming.insert(ObjectIdentifier(replacement.new)).inserted else {
                throw .duplicateConstraint(replacement.new)
            }
            try validate(replacement.new)
        }
        var batch: [ObjectIdentifier: Replacement] = [:]
        for replacement in replacements { batch[ObjectIdentifier(replacement.old)] = replacement }
        let entries = state.entries.map { entry -> SolverEntry in
            if case let .constraint(constraint) = entry, let replacement = batch[ObjectIdentifier(constraint)] { return .constraint(replacement.new) }
            return entry
        }
        var checkedMarkers = Set<Symbol>()
        if replacements.allSatisfy({ state.canReplaceInPlace($0, among: batch, checkedMarkers: &checkedMarkers) }) {
            if state.replaceInPlace(replacements) {
                state.entries = entries
                return
            }
            // A required constraint no longer holds: the state was taken back, and the
            // rebuild below names the conflict.
        }
        state = try makeState(from: entries)
        rebuildCount += 1
    }
}
