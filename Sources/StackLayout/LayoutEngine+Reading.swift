import Cassowary

extension LayoutEngine {
    /// What the engine reads from the solver for the current constraints, looked up once.
    struct Reading {
        /// The items' frames: the stack, the views in scene order, then the layout guides
        /// in the order the constraints first name them.
        var frames: FramePlan
        /// The positions in `constraints` of the optional constraints the solver took.
        var optionalPositions: [Int]
        /// Those constraints, for reading their errors.
        var optional: AxisSolvers.Selection<ConstraintSelection>
    }

    /// The reading for the current constraints (made on first use after they change).
    var reading: Reading {
        if let cachedReading { return cachedReading }
        let made = makeReading()
        cachedReading = made
        return made
    }

    /// `reading` after an update that changed constants and priorities in place and added
    /// nothing: the same items, the same positions of optional constraints; their selection
    /// is made again when one of them was replaced (it holds the constraints' constants).
    func refreshed(_ reading: Reading, replacingOptional: Bool) -> Reading {
        guard replacingOptional else { return reading }
        var refreshed = reading
        refreshed.optional = solver.selection(of: reading.optionalPositions.compactMap { position in
            solverConstraints[position].map { (solver.part(of: constraints[position]), $0) }
        })
        return refreshed
    }

    private func makeReading() -> Reading {
        let items = reportOrder()
        let unfixed = UnfixedGuide.find(items: items, levels: scene.stackLevels, constraints: solverConstraints)
        let plan = FramePlan(items: items, stackWidth: itemVariables(LayoutItem.stackView).width, solver: solver, unfixedGuides: unfixed)
        var positions: [Int] = []
        var optional: [(part: Int, item: Constraint)] = []
        for (position, solverConstraint) in solverConstraints.enumerated() {
            guard let solverConstraint, !constraints[position].isRequired else { continue }
            positions.append(position)
            optional.append((solver.part(of: constraints[position]), solverConstraint))
        }
        return Reading(frames: plan, optionalPositions: positions, optional: solver.selection(of: optional))
    }

    /// The stack (when a constraint names it), then the views in scene order (every depth, a
    /// nested stack before its views), then the other items in the order the constraints
    /// first name them; each with its variables.
    private func reportOrder() -> [(name: String, variables: ItemVariables)] {
        var items: [(name: String, variables: ItemVariables)] = []
        items.reserveCapacity(variables.count)
        // By the items' indexes (every item of this engine has one below the count): the
        // names are hashed only to find the items.
        var listed = [Bool](repeating: false, count: variables.count)
        func isListed(_ item: ItemVariables) -> Bool {
            listed.indices.contains(item.index) && listed[item.index]
        }
        func list(_ name: String, _ item: ItemVariables) {
            items.append((name, item))
            if listed.indices.contains(item.index) { listed[item.index] = true }
        }
        if let stack = variables[LayoutItem.stackView] { list(LayoutItem.stackView, stack) }
        for view in scene.allViews {
            if let item = variables[view.name], !isListed(item) { list(view.name, item) }
        }
        // Every item named by a constraint has variables: the views (made up front), the
        // stack, and any others — guides — whose order is read from the constraints, as far
        // as the last guide's first mention.
        let guideCount = variables.count - items.count
        guard guideCount > 0 else { return items }
        var found = 0
        func note(_ name: String) {
            guard let guide = variables[name], !isListed(guide) else { return }
            list(name, guide)
            found += 1
        }
        for constraint in constraints where found < guideCount {
            note(constraint.first.item)
            if let second = constraint.second { note(second.item) }
        }
        return items
    }
}
