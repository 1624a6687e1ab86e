import Cassowary

extension LayoutEngine {
    /// Lays out `scene`, solved with `constraints`, by changing the solver only where the
    /// constraints differ from the current ones: a few that go are taken out, changed ones
    /// replaced, new ones added; the others, and the stack's edit variables with their
    /// suggestions, stay. Where more go, the engine is rebuilt.
    ///
    /// The answer (frames, broken constraints, conflicts, ambiguity) is the one a new
    /// engine built from `scene` and `constraints` would give (frames and errors up to
    /// floating-point rounding). Changed constants (spacing, intrinsic sizes, the stack's
    /// size) and priorities are applied in place with ``Cassowary/Solver/replace(_:)`` and
    /// new constraints added; up to ``removalsInPlaceLimit`` constraints that go (a user's
    /// constraint switched off) are taken out with ``Cassowary/Solver/remove(_:)``, where the
    /// solver can without rebuilding. Where the layout has more than one optimum, the solver may
    /// then stand at another of them than a fresh build would, so the answer is kept only
    /// where the solver shows that no frame the change could have moved can move (see
    /// ``confirmIncrementalAnswer()``). Hiding or showing a view of a fill stack not aligned
    /// on baselines goes so (its content sizes, tie-break and spanning boundaries taken out
    /// or put in, its zero length put in or taken out, the two spacings beside it halved or
    /// restored). Where it cannot — more constraints that go (hiding a view of any other
    /// stack, most distribution and alignment changes), or one the solver cannot take out
    /// without rebuilding, a required constraint refused as a
    /// conflict, views whose baselines changed, frames that can move on the axis the change
    /// touched, or a search for other optima that stopped at its bound — the engine is
    /// rebuilt from scratch instead, so such key presses cost a full solve. Where the last
    /// answer read had frames that can move and the change is tied to them, the engine
    /// rebuilds without trying the update first: the check would rebuild anyway (a
    /// 1000-view stack distributed by its centres at a fixed width, whose views can slide
    /// along it).
    public func update(to scene: Scene, constraints newConstraints: [LayoutConstraint]) {
        let sameBaselines = scene.views.count == self.scene.views.count
            && zip(scene.views, self.scene.views).allSatisfy { $0.baselines == $1.baselines }
        // A nested stack's baselines follow its first and last visible views, so the same
        // listed constraint can mean another one: scenes with nested stacks are rebuilt.
        let nested = scene.views.contains { $0.nested != nil } || self.scene.views.contains { $0.nested != nil }
        // What the solver found of the answer as it stands, if it was read.
        let previousAmbiguity = cachedAmbiguity
        // Constraints on screen positions are solved mirrored in a right-to-left stack (see
        // ``LayoutConstraint/readsScreenPositions``): a new direction changes them all.
        let directionTurned = scene.stack.layoutDirection != self.scene.stack.layoutDirection
            && newConstraints.contains(where: \.readsScreenPositions)
        self.scene = scene
        guard conflicts.isEmpty, sameBaselines, !nested, !directionTurned, previousAmbiguity?.isComplete ?? true else {
            build(newConstraints)
            return
        }
        // Constraints that go: a few (a user's constraint switched off, what hiding a view of
        // a fill stack takes out) are taken out in place where the solver can
        // (`Solver.canRemoveInPlace`); more rebuild the engine (see the README's limits).
        // Elsewhere hiding a view changes more: the text-width multipliers of every view on a
        // stack aligned on baselines (which only go by removing and adding: 25 s at 1000
        // views), the names of the gaps after it on stacks distributed by their gaps (whose
        // required constraints then come back through phase one), and on a fillEqually stack
        // it takes out an equal width that shares its dummy with every other (see
        // `sharesDummy(_:)`), so the solver would rebuild inside anyway.
        guard let diff = ConstraintDiff(from: constraints, to: newConstraints), let removals = removalsInPlace(diff.removed) else {
            build(newConstraints)
            return
        }
        // A constraint that ties the axes together joins their solvers: a build makes one.
        guard !solver.isSplit || !diff.added.contains(where: { newConstraints[$0].spansBothAxes }) else {
            build(newConstraints)
            return
        }
        // Nothing to change, and nothing changed since the answer was confirmed (a new size
        // for the stack's edit variables, since, is checked with the answer).
        guard !diff.isEmpty || !touchedVariables.isEmpty else { return }
        let replacements = diff.changed.compactMap { old, new in
            // A changed constraint keeps its attributes, and with them its axis.
            solverConstraints[old].map { (new: new, replacement: Solver.Replacement($0, by: makeSolverConstraint(newConstraints[new]))) }
        }
        let additions = diff.added.map { (position: $0, constraint: makeSolverConstraint(newConstraints[$0])) }
        var touched = touchedVariables
        for constraint in removals.flatMap(\.constraints) + replacements.map(\.replacement.new) + additions.map(\.constraint) {
            for term in constraint.expression.terms { touched.insert(ObjectIdentifier(term.variable)) }
        }
        // The components, where worked out, take the new constraints in before they are asked;
        // they keep the constraints taken out (see ``madeComponents()``).
        removedInPlace += removals.flatMap(\.constraints)
        if components != nil || previousAmbiguity?.moving.isEmpty == false {
            var components = variableComponents()
            for addition in additions { components.add(addition.constraint) }
            self.components = components
        }
        if let previousAmbiguity, couldMove(frameVariables(among: previousAmbiguity.moving), touched: touched) {
            build(newConstraints)
            return
        }
        var kept: [Constraint?] = diff.kept.map { $0.map { solverConstraints[$0] } ?? nil }
        constraints = newConstraints
        // The items and the positions of the optional constraints stay where none is added
        // or taken out.
        let previousReading = additions.isEmpty && removals.isEmpty ? cachedReading : nil
        cachedReading = nil
        cachedAmbiguity = nil
        answerNeedsCheck = true
        touchedVariables = touched
        let rebuildsBefore = solver.rebuildCount
        do {
            // The constraints that go, then changed constants and priorities in place, then the
            // new constraints in list order.
            for removal in removals { try solver.parts[removal.part].remove(removal.constraints) }
            try solver.replace(replacements.map { (solver.part(of: newConstraints[$0.new]), $0.replacement) })
            for replacement in replacements { kept[replacement.new] = replacement.replacement.new }
            for addition in additions {
                try solver.solver(of: newConstraints[addition.position]).add(addition.constraint)
                kept[addition.position] = addition.constraint
            }
        } catch {
            // A conflict is settled as a from-scratch build settles it: in list order.
            build(newConstraints)
            return
        }
        solverConstraints = kept
        if !additions.isEmpty { holdsAdditions = true }
        if solver.rebuildCount != rebuildsBefore {
            // A rebuild inside the solver takes the constraints again in the order it holds
            // them: a fresh build's, but for the edit variables, put in with their suggestions,
            // and the constraints updates added, after all the others. With those, any frame
            // that can move may then stand elsewhere than a fresh build leaves it.
            touchedVariables.formUnion(editedVariables)
            if holdsAdditions { answerCheckCoversEverything = true }
        }
        // Kept unless the solver rebuilt inside (its selections would then look every
        // variable up again on each read).
        if let previousReading, solver.rebuildCount == rebuildsBefore {
            cachedReading = refreshed(previousReading, replacingOptional: replacements.contains { !newConstraints[$0.new].isRequired })
        }
    }

    /// The solver constraints at `positions` of ``constraints`` (the ones an update takes out),
    /// grouped by the part of the solver holding them, when they are few enough to take out
    /// in place (at most ``removalsInPlaceLimit``) and each part can take its group out
    /// together without rebuilding (`Solver.canRemoveInPlace`); nil when the engine should
    /// rebuild instead. A constraint that ties the axes together (an aspect ratio) is not
    /// taken out in place: it made one solver of the two, and a build without it makes two.
    func removalsInPlace(_ positions: [Int]) -> [(part: Int, constraints: [Constraint])]? {
        guard positions.count <= Self.removalsInPlaceLimit else { return nil }
        var removals: [(part: Int, constraints: [Constraint])] = []
        for position in positions {
            guard let removed = solverConstraints[position], !constraints[position].spansBothAxes else { return nil }
            let part = solver.part(of: constraints[position])
            if let index = removals.firstIndex(where: { $0.part == part }) {
                removals[index].constraints.append(removed)
            } else {
                removals.append((part, [removed]))
            }
        }
        guard removals.allSatisfy({ solver.parts[$0.part].canRemoveInPlace($0.constraints) }) else { return nil }
        return removals
    }

    /// How many constraints an update takes out in place at most: a few of the user's own
    /// switched off, or the seven that hiding a view of a fill stack takes out (its four
    /// content sizes, its tie-break and its two spanning boundaries), not the hundreds a new
    /// distribution changes (see ``update(to:constraints:)``).
    static let removalsInPlaceLimit = 8

    /// Lays out `scene` with the constraints ``StackLayoutSolver`` writes for it, changing
    /// the solver only where they differ (see ``update(to:constraints:)``).
    public func update(to scene: Scene) {
        update(to: scene, constraints: StackLayoutSolver.constraints(for: scene))
    }

    /// After an incremental update, makes sure the solver's answer is the one a from-scratch
    /// build would give, and rebuilds where it cannot.
    ///
    /// The answer is kept when the solver's search for other optima is complete and finds
    /// either no frame that can move, or only frames that no constraint ties, directly or
    /// through others, to a variable the updates changed or added a constraint on. The
    /// solver's choices (the rows it pivots on, the symbols that enter, ties going to the
    /// lowest or the latest symbol) each look only at the rows and costs of one connected
    /// part of the constraints, so a part the updates left alone stands where it stood,
    /// which is where a fresh build of the same constraints leaves it. A stack aligned on
    /// baselines at a fixed height has a row of views that can slide up and down; a key
    /// that changes only its horizontal constraints keeps the answer.
    func confirmIncrementalAnswer() {
        if editsAwaitBuild {
            build(constraints)
            return
        }
        guard answerNeedsCheck else { return }
        answerNeedsCheck = false
        let touched = touchedVariables
        let everything = answerCheckCoversEverything
        touchedVariables = []
        answerCheckCoversEverything = false
        let ambiguity = solverAmbiguity()
        cachedAmbiguity = ambiguity
        if ambiguity.isComplete {
            let moving = frameVariables(among: ambiguity.moving)
            guard !moving.isEmpty, everything || couldMove(moving, touched: touched) else { return }
        }
        build(constraints)
    }

    /// The stack's edit variables (its width and height, where editable). A rebuild inside
    /// the solver (a replacement it cannot make in place) puts each edit variable in with its
    /// suggestion, where a fresh build suggests it afterwards: the parts holding one count as
    /// changed.
    var editedVariables: Set<ObjectIdentifier> {
        guard editing.width || editing.height else { return [] }
        let stack = itemVariables(LayoutItem.stackView)
        var result = Set<ObjectIdentifier>()
        if editing.width { result.insert(ObjectIdentifier(stack.width)) }
        if editing.height { result.insert(ObjectIdentifier(stack.height)) }
        return result
    }

    /// Whether a change to constraints on `touched` variables could have moved any of the
    /// `moving` ones: whether a constraint ties them, directly or through others.
    func couldMove(_ moving: Set<ObjectIdentifier>, touched: Set<ObjectIdentifier>) -> Bool {
        guard !moving.isEmpty, !touched.isEmpty else { return false }
        if !moving.isDisjoint(with: touched) { return true }
        var components = variableComponents()
        let connected = components.connects(moving, touched)
        self.components = components
        return connected
    }

    /// Those of `variables` that a frame read depends on.
    func frameVariables(among variables: Set<ObjectIdentifier>) -> Set<ObjectIdentifier> {
        guard !variables.isEmpty else { return [] }
        var result = Set<ObjectIdentifier>()
        // Every item with variables is one whose frame is read (the stack, the views, the
        // guides the constraints name): looked up without making the reading, which a
        // what-if that reads only a few items never needs.
        for item in self.variables.values {
            item.forEachVariable { variable in
                if variables.contains(variable) { result.insert(variable) }
            }
        }
        return result
    }
}
