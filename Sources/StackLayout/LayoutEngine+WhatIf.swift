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
    /// such as the spacings of any stack but a fill one), and where this engine holds a
    /// conflict (without one
    /// constraint, a refused one might hold).
    ///
    /// Explanations read their what-ifs through ``reading(of:without:)`` (the explained
    /// items' part of this result), from several threads at once: both only read this
    /// engine (the copy or new engine they solve is their own; the variable components, when
    /// this engine has not worked them out, are worked out for the copy alone — the plan
    /// works them out first, once).
    func result(without position: Int) -> LayoutResult {
        engine(without: position).result()
    }

    /// What the layout without the constraint at `position` says of the items called `names`
    /// (an explanation's what-if): the same as reading them from ``result(without:)``, with
    /// only their part of the layout read where they are views or the stack, not the whole
    /// report (every frame, every optional constraint's error) that a long stack's thousands
    /// of what-ifs each paid for.
    func reading(of names: Set<String>, without position: Int) -> ItemsReading {
        engine(without: position).reading(of: names)
    }

    /// ``reading(of:without:)``, with the attributes of those of the items that take no room
    /// (hidden views) left free there (see ``freeAttributesTakingNoRoom(of:)``).
    func readingWithHiddenFreedom(of names: Set<String>, without positions: [Int]) -> (reading: ItemsReading, freeTakingNoRoom: Set<String>) {
        let engine = positions.count == 1 ? engine(without: positions[0]) : engine(without: positions)
        let reading = engine.reading(of: names)
        return (reading, engine.freeAttributesTakingNoRoom(named: names))
    }

    /// ``freeAttributesTakingNoRoom(of:)`` for the items called `names`.
    func freeAttributesTakingNoRoom(named names: Set<String>) -> Set<String> {
        freeAttributesTakingNoRoom(of: names.sorted().compactMap { name in variables[name].map { (name: name, variables: $0) } })
    }

    /// A new engine without the constraints at `positions` (the copies of a constraint of the
    /// user's written more than once).
    private func engine(without positions: [Int]) -> LayoutEngine {
        let removed = Set(positions)
        let without = constraints.indices.filter { !removed.contains($0) }.map { constraints[$0] }
        return LayoutEngine(scene: scene, constraints: without, insertion: insertion, splittingAxes: splitsAxes)
    }

    /// The engine whose answer is this one's without the constraint at `position`: a copy of
    /// this engine with the constraint taken out, or a new engine (see ``result(without:)``).
    private func engine(without position: Int) -> LayoutEngine {
        var without = constraints
        without.remove(at: position)
        guard conflicts.isEmpty, let removed = solverConstraints[position],
              solver.solver(of: constraints[position]).canRemoveInPlace(removed) else {
            return LayoutEngine(scene: scene, constraints: without, insertion: insertion, splittingAxes: splitsAxes)
        }
        // Read by the copy's check of its answer (see confirmIncrementalAnswer); not stored
        // here, where other threads may be reading.
        let components = self.components ?? madeComponents()
        let copy = LayoutEngine(copying: self)
        copy.components = components
        copy.constraints.remove(at: position)
        copy.solverConstraints.remove(at: position)
        copy.touchedVariables.formUnion(removed.expression.terms.map { ObjectIdentifier($0.variable) })
        do {
            try copy.solver.solver(of: constraints[position]).remove(removed)
        } catch {
            copy.build(without)
        }
        return copy
    }

    /// The answer for the items called `names` alone: their frames, which of their
    /// attributes are left free, and the optional constraints naming them that gave way —
    /// what ``result(includingAmbiguity:)`` reports of them. A layout guide among them (whose
    /// frame can depend on the whole report: see ``UnfixedGuide``) is read from the full result.
    func reading(of names: Set<String>) -> ItemsReading {
        let viewsAndStack = Set(scene.allViews.map(\.name)).union([LayoutItem.stackView])
        guard names.isSubset(of: viewsAndStack) else { return ItemsReading(result(), of: names) }
        confirmIncrementalAnswer()
        solvedSinceBuild = true
        let items = names.sorted().compactMap { name in variables[name].map { (name: name, variables: $0) } }
        let plan = FramePlan(items: items, stackWidth: itemVariables(LayoutItem.stackView).width, solver: solver)
        var frames: [String: Frame] = [:]
        for item in plan.frames(from: solver.values(of: plan.unknowns), rightToLeft: scene.stack.layoutDirection == .rightToLeft) {
            frames[item.name] = item.frame
        }
        let ambiguous = Set(ambiguousAttributes(of: items))
        var broken: [BrokenConstraint] = []
        for (position, constraint) in constraints.enumerated() where !constraint.isRequired && constraint.names(anyOf: names) {
            guard let solverConstraint = solverConstraints[position] else { continue }
            let error = solver.solver(of: constraint).error(of: solverConstraint)
            if error > 1e-6 { broken.append(BrokenConstraint(constraint: constraint, error: error)) }
        }
        return ItemsReading(frames: frames, ambiguous: ambiguous, brokenOptional: broken)
    }
}
