extension SolverState {
    /// Takes `constraint` out of the optimisation without rebuilding: its own equation gets a
    /// free, cost-free column `t = t⁺ - t⁻` (the equation `e + a·marker = 0` becomes
    /// `e + a·(marker + t) = 0`, which any `e` satisfies), and a constraint charged on a
    /// shared slack has its charge taken back. The answer is then that of the constraints
    /// left; the equation stays in the tableau, inert, until the next rebuild.
    ///
    /// The owner of a shared slack that others still share (hugging, whose slack compression
    /// resistance is charged on) only has its charge taken back: its equation `w − c = e − s`
    /// stays for them, and with `e` costing nothing it says no more than theirs do. It stays
    /// first among the group's members, so that they are still charged as sharers.
    ///
    /// Only for a constraint that ``canNeutralize(_:)`` accepts.
    mutating func neutralize(_ constraint: Constraint) {
        let id = ObjectIdentifier(constraint)
        guard let tag = tags[id] else { return }
        forgetParallelInequalities()
        if var group = shareGroups[tag.marker] {
            // A sharer has no equation of its own, and an owner others still share keeps
            // its equation for them: only the charge goes.
            let isOwner = group.members.first == id
            if !isOwner || group.members.count > 1 {
                var refund = LexValue.zero
                refund.add(LexValue(unitAt: constraint.priority), times: -1)
                for symbol in chargedSymbols(of: constraint, tag: tag) { tableau.charge(symbol, refund) }
                if !isOwner {
                    group.members.removeAll { $0 == id }
                    shareGroups[tag.marker] = group
                    if group.members.count == 1, let owner = group.members.first, tags[owner] == nil {
                        retireSharedEquation(group, slack: tag.marker)
                    }
                }
                forget(constraint, tag: tag, ownsSymbols: isOwner)
                return
            }
            shareGroups[tag.marker] = nil
            if openInequalities[group.key]?.slack == tag.marker { openInequalities[group.key] = nil }
        }
        // Kept out of the tableau as implied: nothing holds it, and nothing is left inert.
        if forgetImplied(tag.marker) {
            tags[id] = nil
            if tag.marker < owners.count, owners[tag.marker] === constraint { owners[tag.marker] = nil }
            return
        }
        closeSharedDummy(tag.marker)
        leaveSharedDummy(constraint, marker: tag.marker, symbolsBefore: nil)
        addFreeColumn(alongside: tag.marker)
        forget(constraint, tag: tag, ownsSymbols: true)
    }

    /// Lets go of the equation of a shared slack whose owner was taken out before its last
    /// sharer, which has just gone too: nothing is charged on its slack and error any more,
    /// so the two together are a free column (their columns are each other's negated), and
    /// no new constraint joins them.
    private mutating func retireSharedEquation(_ group: ShareGroup, slack: Symbol) {
        shareGroups[slack] = nil
        if openInequalities[group.key]?.slack == slack { openInequalities[group.key] = nil }
        tableau.freeColumns.append(FreeColumn(marker: slack, plus: group.open.error, minus: slack))
    }

    /// Whether `constraint` is charged on a slack that another constraint owns.
    func isSharer(_ constraint: Constraint) -> Bool {
        let id = ObjectIdentifier(constraint)
        guard let tag = tags[id], let group = shareGroups[tag.marker] else { return false }
        return group.members.first != id
    }

    /// Whether ``neutralize(_:)`` can take `constraint` out, along with the constraints in
    /// `batch` (which it may be among): not when its marker stands in the row of a redundant
    /// required equality (that row, which the simplex never checks, would then stop being
    /// implied), nor when it shares a dummy or implies other inequalities.
    func canNeutralize(_ constraint: Constraint, alongside batch: Set<ObjectIdentifier>) -> Bool {
        let id = ObjectIdentifier(constraint)
        guard let tag = tags[id] else { return false }
        if let group = shareGroups[tag.marker] {
            // A sharer, or an owner whose equation stays for sharers outside the batch: only
            // a charge goes.
            if group.members.first != id || group.members.contains(where: { !batch.contains($0) }) { return true }
        }
        // A free column beside a shared dummy would free every equation sharing it.
        if sharerCount(of: tag.marker) > 1 { return false }
        // The inequalities it implies would be left without a row.
        if implied[tag.marker] != nil { return false }
        if tableau.isBasic(tag.marker) { return true }
        return !tableau.anyHolder(of: tag.marker) { !tableau.isPivotable($0) }
    }

    /// Adds `t⁺ - t⁻` wherever `marker` stands in the constraint's own equation: the same
    /// coefficients as `marker` in every row and definition that names it, -1 in its own row
    /// when it is basic; priced from the charges of the rows it enters.
    private mutating func addFreeColumn(alongside marker: Symbol) {
        let plus = tableau.makeSymbol(.error)
        let minus = tableau.makeSymbol(.error)
        var price = LexValue.zero
        func enter(row basic: Symbol, coefficient: Double) {
            guard var row = tableau.rows[basic] else { return }
            row.insert(plus, coefficient)
            row.insert(minus, -coefficient)
            tableau.rows[basic] = row
            tableau.columns[plus].insert(tableau.rowNumbers[basic])
            tableau.columns[minus].insert(tableau.rowNumbers[basic])
            price.add(tableau.charges[basic], times: coefficient)
        }
        if tableau.isBasic(marker) {
            enter(row: marker, coefficient: -1)
        } else {
            for basic in tableau.holders(of: marker).sorted() {
                guard let coefficient = tableau.rows[basic]?.coefficient(of: marker) else { continue }
                enter(row: basic, coefficient: coefficient)
            }
        }
        for variable in tableau.definitionsHolding[marker].sorted() {
            guard var definition = tableau.definitions[variable] else { continue }
            let coefficient = definition.coefficient(of: marker)
            definition.insert(plus, coefficient)
            definition.insert(minus, -coefficient)
            tableau.definitions[variable] = definition
            tableau.definitionsHolding[plus].insert(variable)
            tableau.definitionsHolding[minus].insert(variable)
        }
        tableau.evaluationProgram = nil
        tableau.freeColumns.append(FreeColumn(marker: marker, plus: plus, minus: minus))
        tableau.objective.insert(plus, price)
        price.add(price, times: -2)
        tableau.objective.insert(minus, price)
        needsOptimize = true
        valuesAreCurrent = false
    }

    /// Drops the bookkeeping of a constraint taken out.
    private mutating func forget(_ constraint: Constraint, tag: ConstraintTag, ownsSymbols: Bool) {
        tags[ObjectIdentifier(constraint)] = nil
        if ownsSymbols {
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol < owners.count && owners[symbol] === constraint {
                owners[symbol] = nil
            }
        }
        inertConstraints += 1
        needsOptimize = true
        valuesAreCurrent = false
    }
}
