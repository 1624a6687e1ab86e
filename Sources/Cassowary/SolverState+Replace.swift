extension SolverState {
    /// Whether `replacement` can be applied in place (see ``Solver/replace(_:)``): same terms
    /// and relation, both required or both optional, and, for a new constant, a marker the
    /// tableau still holds and every constraint sharing its slack or dummy getting the same
    /// change. `batch` is every replacement of the batch, by its old constraint.
    /// `checkedMarkers` collects markers whose sharers were already checked (a stack's spacing
    /// constraints share one dummy, and each would otherwise check all the others).
    func canReplaceInPlace(_ replacement: Solver.Replacement, among batch: [ObjectIdentifier: Solver.Replacement], checkedMarkers: inout Set<Symbol>) -> Bool {
        let (old, new) = (replacement.old, replacement.new)
        guard old.relation == new.relation, old.isRequired == new.isRequired, sameTerms(old.expression, new.expression),
              let tag = tags[ObjectIdentifier(old)] else { return false }
        let delta = new.expression.constant - old.expression.constant
        guard delta != 0 else { return true }
        let marker = tag.marker
        // An inequality kept out as implied, or one implying others: in place while every
        // margin stays ≥ 0.
        if impliedBy[marker] != nil || implied[marker] != nil {
            return impliedInequalitiesHold(around: marker, after: batch)
        }
        let held = tableau.isBasic(marker) || !tableau.columns[marker].isEmpty || !tableau.definitionsHolding[marker].isEmpty
        guard held else { return false }  // dropped as implied: only a rebuild can tell whether it still is
        // Constraints sharing the marker (a slack, or a dummy) move together.
        guard checkedMarkers.insert(marker).inserted else { return true }
        let members = shareGroups[marker]?.members ?? sharedDummies[marker]?.members.map(ObjectIdentifier.init) ?? []
        return members.allSatisfy { member in
            guard let other = batch[member], other.old.relation == other.new.relation,
                  sameTerms(other.old.expression, other.new.expression) else { return false }
            return other.new.expression.constant - other.old.expression.constant == delta
        }
    }

    /// Applies replacements that ``canReplaceInPlace(_:among:checkedMarkers:)`` accepted.
    /// Returns false, with the tableau taken back to where it stood, when a required
    /// equality no longer holds.
    ///
    /// The new constants go in under the tableau's journal (see ``TableauJournal``), which
    /// records each row, column, cost and definition constant before its first change, so
    /// that a refusal takes back exactly what changed. The bookkeeping (shared slacks'
    /// keys, shared dummies' constants, implied inequalities' margins) follows once the dual
    /// simplex has succeeded. (A copy of the whole state kept for the refusal made every
    /// change copy the tableau's arrays: a quarter of a 1000-view key press.)
    mutating func replaceInPlace(_ replacements: [Solver.Replacement]) -> Bool {
        // The dual simplex below needs an optimal tableau (solving what is pending is kept
        // on a refusal: reading a value would have done it).
        if needsOptimize {
            tableau.optimize()
            needsOptimize = false
        }
        let queued = tableau.infeasible
        tableau.beginJournal()
        var shifted = Set<Symbol>()
        var moved: [(new: Constraint, marker: Symbol, delta: Double)] = []
        for replacement in replacements {
            let (old, new) = (replacement.old, replacement.new)
            guard let tag = tags[ObjectIdentifier(old)] else { continue }
            let delta = new.expression.constant - old.expression.constant
            guard delta != 0, shifted.insert(tag.marker).inserted else { continue }
            let owner = shareGroups[tag.marker]?.open.relation ?? old.relation
            guard shift(tag.marker, by: delta / markerCoefficient(relation: owner, required: old.isRequired)) else {
                takeBack(queued: queued)
                return false
            }
            moved.append((new, tag.marker, delta))
        }
        guard tableau.dualOptimize() else {
            takeBack(queued: queued)
            return false
        }
        tableau.commitJournal()
        forgetParallelInequalities()
        for (new, marker, delta) in moved {
            if var group = shareGroups[marker] {
                let open = openInequalities.removeValue(forKey: group.key)
                group.key = InequalityKey(row(of: new))
                if let open, openInequalities[group.key] == nil { openInequalities[group.key] = open }
                shareGroups[marker] = group
            }
            if var shared = sharedDummies[marker] {
                // New equalities with the new constant join this dummy from now on.
                closeSharedDummy(marker)
                shared.constant += delta
                sharedDummies[marker] = shared
                let key = SharedDummy.key(for: shared.constant)
                if sharedDummyByConstant[key] == nil { sharedDummyByConstant[key] = marker }
            }
        }
        shiftImpliedMargins(by: replacements)
        var replacing: [ObjectIdentifier: Constraint] = [:]
        var sharedMarkers = Set<Symbol>()
        for replacement in replacements {
            guard let marker = tags[ObjectIdentifier(replacement.old)]?.marker, sharedDummies[marker] != nil else { continue }
            replacing[ObjectIdentifier(replacement.old)] = replacement.new
            sharedMarkers.insert(marker)
        }
        // Once per shared dummy: a stack's spacing constraints are hundreds of members.
        for marker in sharedMarkers {
            guard var shared = sharedDummies[marker] else { continue }
            shared.members = shared.members.map { replacing[ObjectIdentifier($0)] ?? $0 }
            sharedDummies[marker] = shared
        }
        for replacement in replacements {
            let (old, new) = (replacement.old, replacement.new)
            guard let tag = tags[ObjectIdentifier(old)] else { continue }
            if old.priority != new.priority { reweigh(old, tag: tag, to: new.priority) }
            tags[ObjectIdentifier(old)] = nil
            tags[ObjectIdentifier(new)] = tag
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol < owners.count && owners[symbol] === old {
                owners[symbol] = new
            }
            if var group = shareGroups[tag.marker], let index = group.members.firstIndex(of: ObjectIdentifier(old)) {
                group.members[index] = ObjectIdentifier(new)
                shareGroups[tag.marker] = group
            }
        }
        valuesAreCurrent = false
        return true
    }

    // MARK: - Constants

    /// Takes back what the journal recorded since ``replaceInPlace(_:)`` began, and the
    /// rows queued for the dual simplex then.
    private mutating func takeBack(queued: SymbolQueue) {
        tableau.rollBackJournal()
        tableau.infeasible = queued
    }

    /// Replaces `marker` by `marker + amount` in every row and definition (the new constant
    /// of the constraint that owns it, moved onto its marker), noting each in the tableau's
    /// journal first. Rows that turn negative are queued for the dual simplex. Returns false
    /// when a row of a required equality found redundant (a dummy's) no longer reads 0: the
    /// required constraints contradict.
    private mutating func shift(_ marker: Symbol, by amount: Double) -> Bool {
        // Definitions name basic and non-basic symbols alike.
        for variable in tableau.definitionsHolding[marker] {
            guard let coefficient = tableau.definitions[variable]?.coefficient(of: marker) else { continue }
            tableau.noteDefinitionConstant(variable)
            tableau.definitions[variable]?.constant += coefficient * amount
        }
        if var row = tableau.rows[marker] {
            // `marker = constant + …` becomes `marker + amount = constant + …`.
            row.constant -= amount
            tableau.noteRow(marker)
            tableau.rows[marker] = row
            if !tableau.isPivotable(marker) { return isNearZero(row.constant) }
            if row.constant < 0 { tableau.infeasible.append(marker) }
            return true
        }
        for number in tableau.columns[marker] {
            let basic = tableau.basicOfRow[number]
            guard var row = tableau.rows[basic] else { continue }
            row.constant += row.coefficient(of: marker) * amount
            tableau.noteRow(basic)
            tableau.rows[basic] = row
            if !tableau.isPivotable(basic) {
                if !isNearZero(row.constant) { return false }
            } else if row.constant < 0 {
                tableau.infeasible.append(basic)
            }
        }
        return true
    }

    /// The coefficient of a constraint's marker in the row it was added with.
    func markerCoefficient(relation: Relation, required: Bool) -> Double {
        switch relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return required ? 1 : -1
        }
    }

    // MARK: - Priorities

    /// Moves the charges of an optional constraint's errors from its priority to `priority`.
    private mutating func reweigh(_ constraint: Constraint, tag: ConstraintTag, to priority: Double) {
        let charged = chargedSymbols(of: constraint, tag: tag)
        var change = LexValue(unitAt: priority)
        change.add(LexValue(unitAt: constraint.priority), times: -1)
        for symbol in charged {
            tableau.charge(symbol, change)
        }
        needsOptimize = true
        valuesAreCurrent = false
    }

    // MARK: - Lookups

    /// The symbols an optional constraint is charged on, at its priority: its errors, or the
    /// open inequality's slack (and error, for an equality) when it shares that slack.
    func chargedSymbols(of constraint: Constraint, tag: ConstraintTag) -> [Symbol] {
        if let group = shareGroups[tag.marker], group.members.first != ObjectIdentifier(constraint) {
            return constraint.relation == .equal ? [tag.marker, group.open.error] : [tag.marker]
        }
        return constraint.relation == .equal ? [tag.marker, tag.other].compactMap { $0 } : [tag.other].compactMap { $0 }
    }

    /// Whether two expressions have the same terms (variables and coefficients, in order).
    private func sameTerms(_ a: Expression, _ b: Expression) -> Bool {
        a.terms.count == b.terms.count && zip(a.terms, b.terms).allSatisfy { left, right in
            left.variable === right.variable && left.coefficient.bitPattern == right.coefficient.bitPattern
        }
    }

    /// The row a constraint was added with, before its markers (for its inequality key).
    private func row(of constraint: Constraint) -> Row {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            if let symbol = symbol(of: term.variable) { row.insert(symbol, term.coefficient) }
        }
        return row
    }
}
