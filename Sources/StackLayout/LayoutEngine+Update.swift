import Cassowary

extension LayoutEngine {
    /// Lays out `scene`, solved with `constraints`, by changing the solver only where the
    /// constraints differ from the current ones: changed ones are replaced, new ones added;
    /// the others, and the stack's edit variables with their suggestions, stay. Where any
    /// goes, the engine is rebuilt.
    ///
    /// The answer (frames, broken constraints, conflicts, ambiguity) is the one a new
    /// engine built from `scene` and `constraints` would give (frames and errors up to
    /// floating-point rounding). Changed constants (spacing, intrinsic sizes, the stack's
    /// size) and priorities are applied in place with ``Cassowary/Solver/replace(_:)`` and
    /// new constraints added. The solver may then stand at another basis of the optimum
    /// than a fresh build would, so the answer is kept only once the solver has shown that
    /// the layout has a single optimum (see ``confirmIncrementalAnswer()``). Where it
    /// cannot — constraints that go (hiding a view, most distribution and alignment
    /// changes), a required constraint refused as a conflict, views whose baselines changed,
    /// a layout with more than one optimum, or one whose search for other optima stopped at
    /// its bound — the engine is rebuilt from scratch instead, so such key presses cost a
    /// full solve. Where the last answer read was such a layout, the engine rebuilds without
    /// trying the update first: an update would almost always end the same way, and the
    /// check would then rebuild anyway (a 1000-view stack aligned on first baselines at a
    /// fixed height, whose row of views can slide: 41–47 → 33 ms a key).
    public func update(to scene: Scene, constraints newConstraints: [LayoutConstraint]) {
        let sameBaselines = scene.views.count == self.scene.views.count
            && zip(scene.views, self.scene.views).allSatisfy { $0.baselines == $1.baselines }
        // A nested stack's baselines follow its first and last visible views, so the same
        // listed constraint can mean another one: scenes with nested stacks are rebuilt.
        let nested = scene.views.contains { $0.nested != nil } || self.scene.views.contains { $0.nested != nil }
        self.scene = scene
        guard conflicts.isEmpty, sameBaselines, !nested, !lastAnswerNeededRebuild else {
            build(newConstraints)
            return
        }
        // Taking constraints out in place (Solver.remove) cost more than a rebuild on every
        // stack measured (see the README's limits): hiding a view changes the text-width
        // multipliers of every view on a stack aligned on baselines (which only go by
        // removing and adding), renumbers the
        // gaps after it on stacks distributed by their gaps (whose required constraints then
        // come back through phase one), and adds its zero width where it does not hold.
        guard let diff = ConstraintDiff(from: constraints, to: newConstraints), diff.removed.isEmpty else {
            build(newConstraints)
            return
        }
        guard !diff.isEmpty else { return }
        var kept: [Constraint?] = diff.kept.map { $0.map { solverConstraints[$0] } ?? nil }
        let previous = solverConstraints
        constraints = newConstraints
        cachedReading = nil
        cachedAmbiguity = nil
        updatedIncrementally = true
        do {
            // Changed constants and priorities in place, then the new constraints in list order.
            var replacements: [Solver.Replacement] = []
            for (old, new) in diff.changed {
                guard let oldConstraint = previous[old] else { continue }
                let newConstraint = makeSolverConstraint(newConstraints[new])
                replacements.append(Solver.Replacement(oldConstraint, by: newConstraint))
                kept[new] = newConstraint
            }
            try solver.replace(replacements)
            for position in diff.added {
                let solverConstraint = makeSolverConstraint(newConstraints[position])
                try solver.add(solverConstraint)
                kept[position] = solverConstraint
            }
        } catch {
            // A conflict is settled as a from-scratch build settles it: in list order.
            build(newConstraints)
            return
        }
        solverConstraints = kept
    }

    /// Lays out `scene` with the constraints ``StackLayoutSolver`` writes for it, changing
    /// the solver only where they differ (see ``update(to:constraints:)``).
    public func update(to scene: Scene) {
        update(to: scene, constraints: StackLayoutSolver.constraints(for: scene))
    }

    /// After an incremental update, makes sure the solver's answer is the one a from-scratch
    /// build would give: it is when the layout has a single optimum, which the solver shows
    /// when its search for other optima is complete and finds none that moves a frame;
    /// otherwise rebuilds.
    func confirmIncrementalAnswer() {
        guard updatedIncrementally else { return }
        updatedIncrementally = false
        let ambiguity = solverAmbiguity()
        cachedAmbiguity = ambiguity
        guard !ambiguity.isComplete || movesAFrame(ambiguity.moving) else { return }
        build(constraints)
        lastAnswerNeededRebuild = true
    }

    /// Whether any of the frames read depends on one of `variables`.
    func movesAFrame(_ variables: Set<ObjectIdentifier>) -> Bool {
        guard !variables.isEmpty else { return false }
        return reading.frames.names.contains { name in
            self.variables[name].map { item in item.named.contains { variables.contains(ObjectIdentifier($0.variable)) } } ?? false
        }
    }
}
