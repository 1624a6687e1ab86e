/// The symbols a constraint owns in the tableau.
struct ConstraintTag {
    /// The slack (inequality), dummy (required equality) or first error (optional equality).
    var marker: Symbol
    /// The error of an optional constraint (the second error of an optional equality).
    var other: Symbol?
}

/// An edit variable's bookkeeping.
struct EditInfo {
    var variable: Variable
    /// The internal `variable == suggestion` constraint.
    var constraint: Constraint
    /// The parameter symbol standing for the suggestion.
    var parameter: Symbol
    /// The current suggestion.
    var suggestion: Double
}

/// One thing added to the solver, in order, so that the tableau can be rebuilt.
enum SolverEntry {
    case constraint(Constraint)
    case edit(Variable, priority: Double)
}

/// Everything the solver knows, as one value.
///
/// Copies share ``symbolAssignment``, so two copies must never both be changed: selections
/// made in one would be trusted by the other. The solver keeps one state and rolls refused
/// constraints back in place; a rebuild starts a fresh state (and so a fresh token), and so
/// does a copy made to change apart (``Solver/copy()``).
struct SolverState {
    var tableau = Tableau()
    var entries: [SolverEntry] = []
    var tags = ProbingTable<ObjectIdentifier, ConstraintTag>()
    /// Marker and error symbols → the constraint that owns them (by symbol; nil for other
    /// symbols and for shared dummies, whose members ``sharedDummies`` lists; the array may
    /// end before the last symbol). Read through ``owner(of:)``.
    var owners: [Constraint?] = []
    var symbols = ProbingTable<ObjectIdentifier, Symbol>()
    /// User variables in the order they were first seen.
    var variables: [Variable] = []
    /// The symbols of the hubs (``Variable/isHub``) among them: a handful.
    var hubs: [Symbol] = []
    /// Stands for this state's assignment of symbols to variables, which only grows (a
    /// refused constraint takes back only the variables it introduced): selections made
    /// with the same token may keep the symbols they looked up.
    var symbolAssignment = SymbolAssignment()
    var edits = ProbingTable<ObjectIdentifier, EditInfo>()
    /// Optional inequalities by expression, for sharing slacks with opposite ones, and
    /// optional equalities, for sharing their errors with equalities on the same expression
    /// (see ``shareSlack(for:key:)``).
    var openInequalities = ProbingTable<InequalityKey, OpenInequality>()
    /// The constraints sharing each open inequality's slack (or open equality's errors), by
    /// that slack (the first error): the owner first.
    var shareGroups = ProbingTable<Symbol, ShareGroup>()
    /// Whether required equalities with equal constants share a dummy (see ``SharedDummy``)
    /// and required inequalities implied by a parallel one stay out of the tableau (see
    /// ``impliedInequality(_:slack:)``); off only to work out exactly which constraints a
    /// refused one conflicts with.
    var sharesDummies = true
    /// Shared dummies, by symbol.
    var sharedDummies = ProbingTable<Symbol, SharedDummy>()
    /// The shared dummy that a new required equality with a given constant joins, by
    /// ``SharedDummy/key(for:)``.
    var sharedDummyByConstant = ProbingTable<UInt64, Symbol>()
    /// The slacks of required inequalities kept out of the tableau, each with the slack of
    /// the parallel inequality that implies it (see ``impliedInequality(_:slack:)``).
    var impliedBy = ProbingTable<Symbol, ImpliedInequality>()
    /// For each implying slack in `impliedBy`, the slacks it implies.
    var implied = ProbingTable<Symbol, [Symbol]>()
    /// Required inequalities in the tableau, by the cells of their slack written with only
    /// the short definitions expanded (see ``inequality(implying:)``).
    var parallelInequalities = ProbingTable<InequalityKey, ParallelInequality>()
    /// Whether the last conflict certificate was read while a dummy was shared by several
    /// constraints, so that the constraints it lists may be too few.
    var certificateWasBlurred = false
    /// How many constraints were taken out without a rebuild (their equations stay, inert).
    var inertConstraints = 0
    /// Whether the objective may not be minimal.
    var needsOptimize = false
    /// Values of user variables by symbol, valid while `valuesAreCurrent`.
    var values: [Double] = []
    var valuesAreCurrent = false

    /// Makes room for `constraints` more constraints on `variables` more variables (a
    /// constraint makes up to two symbols of its own).
    mutating func reserveCapacity(constraints: Int, variables: Int) {
        entries.reserveCapacity(entries.count + constraints)
        tags.reserveCapacity(tags.count + constraints)
        symbols.reserveCapacity(symbols.count + variables)
        // A view's hugging opens an inequality that its compression resistance then shares:
        // about a quarter of a stack's constraints.
        openInequalities.reserveCapacity(openInequalities.count + constraints / 4)
        shareGroups.reserveCapacity(shareGroups.count + constraints / 4)
        self.variables.reserveCapacity(self.variables.count + variables)
        let symbolCount = tableau.kinds.count + variables + 2 * constraints
        owners.reserveCapacity(symbolCount)
        tableau.reserveCapacity(symbols: symbolCount)
    }

    /// The symbol of `variable`, created on first sight.
    mutating func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbols[key] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[key] = symbol
        variables.append(variable)
        if variable.isHub { hubs.append(symbol) }
        return symbol
    }

    /// The symbol of `variable`, if the state has seen it.
    func symbol(of variable: Variable) -> Symbol? {
        symbols[ObjectIdentifier(variable)]
    }

    /// Adds a constraint to the tableau. `parameter` is the suggestion symbol of an edit
    /// constraint, whose current value `suggestion` is subtracted from the expression.
    mutating func insert(_ constraint: Constraint, parameter: Symbol? = nil, suggestion: Double = 0) throws(SolverError) {
        let mark = Mark(symbols: tableau.kinds.count, variables: variables.count, needsOptimize: needsOptimize, valuesAreCurrent: valuesAreCurrent)
        let firstNewSymbol = mark.symbols
        let terms = constraint.expression.terms
        var row = Row(constant: constraint.expression.constant)
        row.cells.reserveCapacity(terms.count + 3)
        for index in terms.indices {
            // Looked up by identity first: only a variable seen for the first time is kept.
            let known = symbols[ObjectIdentifier(terms[index].variable)]
            row.insert(known ?? symbol(for: terms[index].variable), terms[index].coefficient)
        }
        if let parameter {
            row.insert(parameter, -1)
            row.constant -= suggestion
        }
        // Optional constraints other than edits are keyed by expression, for sharing slacks.
        let key = parameter == nil && !constraint.isRequired ? InequalityKey(row) : nil
        if let key, shareSlack(for: constraint, key: key) { return }
        let tag = addMarkers(for: constraint, to: &row)
        if let key, let error = tag.other, openInequalities[key] == nil {
            // An equality's errors stand in for the slack and error: `ε⁺` is `tag.marker`.
            let open = OpenInequality(relation: constraint.relation, slack: tag.marker, error: error)
            openInequalities[key] = open
            // Room for the opposite inequality that usually joins (hugging with compression
            // resistance): growing the array then would copy it.
            var members: [ObjectIdentifier] = []
            members.reserveCapacity(2)
            members.append(ObjectIdentifier(constraint))
            shareGroups[tag.marker] = ShareGroup(key: key, open: open, members: members)
        }
        tags[ObjectIdentifier(constraint)] = tag
        if sharedDummies[tag.marker] == nil { setOwner(constraint, of: tag.marker) }
        if let other = tag.other { setOwner(constraint, of: other) }
        valuesAreCurrent = false
        needsOptimize = true

        // A user variable seen for the first time in this constraint is named nowhere else:
        // define it straight from the constraint, without expanding anything (a hub only
        // through the expanded row below, when nothing else is free).
        if let fresh = row.cells.first(where: { $0.symbol >= firstNewSymbol && tableau.kinds[$0.symbol] == .external && !isHub($0.symbol) }) {
            var definition = consume row
            definition.solve(for: fresh.symbol)
            tableau.insertDefinition(definition, for: fresh.symbol, expanded: false)
            return
        }

        // A required inequality whose row, with only its short definitions expanded, is that
        // of one already in the tableau is implied by it, and no longer needs expanding.
        var expanded: Row
        // How large the numbers summed into the expanded constant were: its rounding.
        var scale: Double
        var writing: ParallelWriting?
        if isRequiredInequality(constraint), sharesDummies {
            switch tableau.expanded(row, pausingAtDefinitionsLongerThan: Self.impliedInequalityMinimumLength) {
            case let .done(row, measured):
                (expanded, scale) = (row, measured)
            case let .paused(partial):
                writing = parallelWriting(of: partial, slack: tag.marker)
                if let writing, let found = inequality(implying: writing) {
                    recordImplied(tag.marker, by: found.implying, margin: found.margin)
                    return
                }
                // Expanded again from the start, not resumed: the same sums in the same order
                // as without the lookup, so that the simplex meets the same numbers (its path
                // through degenerate vertices turns on the last bits).
                (expanded, scale) = tableau.expandedMeasured(row)
            }
        } else {
            (expanded, scale) = tableau.expandedMeasured(row)
        }
        // A free user variable left in the row: it becomes defined by this constraint, one
        // the constraint names itself if it can. A star of equalities `g[k] == g[0]`, where
        // `g[0]` is already defined as `g[1]`, then defines `g[k]` as `g[1]`: taking the
        // first free variable of the expanded row defined `g[1]` as `g[2]`, and so on, a
        // chain that every later row about a gap walked to its end.
        if let free = freeVariableToDefine(in: expanded, namedIn: row) {
            // Nothing to expand leaves `expanded` sharing the row's cells: solved in place.
            _ = consume row
            expanded.solve(for: free.symbol)
            tableau.insertDefinition(expanded, for: free.symbol, expanded: true)
            return
        }
        if isRequiredInequality(constraint), let found = impliedInequality(expanded, slack: tag.marker) {
            recordImplied(tag.marker, by: found.implying, margin: found.margin)
            return
        }
        // Remembered now; a refusal below forgets it with the rest (see ``rollBack(_:to:)``).
        if let writing { rememberParallel(tag.marker, writtenAs: writing) }
        if constraint.relation != .equal { expanded.clearRoundingDeficit(scale: scale) }
        if expanded.constant < 0 { expanded.reverseSign() }
        let subject = tableau.feasibleSubject(of: expanded, preferring: tag.other)
        if let subject, mayEnter(expanded, solvedFor: subject, for: constraint) {
            tableau.insertSolved(consume expanded, for: subject)
            return
        }
        if subject == nil, expanded.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
            guard isRoundingError(expanded.constant, scale: scale) else {
                let conflicts = conflicting(with: constraint, in: expanded.cells.map(\.symbol))
                rollBack(constraint, to: mark)
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
            // Redundant with the required equalities already present. Its dummy becomes basic,
            // so that a new constant is checked against the ones it is implied by: a dummy of
            // its own, which no later constraint joins.
            let marker = privateDummy(for: constraint, replacing: tag.marker, in: &expanded)
            expanded.solve(for: marker)
            tableau.insertRow(expanded, for: marker)
            return
        }
        // A required equality that already holds where the tableau stands needs no pivot.
        if insertHolding(&expanded, scale: scale, for: constraint) { return }
        do {
            try insertViolated(consume expanded, for: constraint, tag: tag, optimal: !mark.needsOptimize)
        } catch {
            rollBack(constraint, to: mark)
            throw error
        }
    }

    /// Adds a required equality's expanded `row` if it holds where the tableau stands (its
    /// constant is zero up to the rounding of sums of magnitude `scale`), solved for the
    /// symbol ``Tableau/degenerateSubject(of:)`` picks: substituting a row with no constant
    /// moves no other row's constant, so every row stays feasible, and an optimal tableau
    /// stays optimal. Returns false, changing nothing, for any other row; returns true having
    /// taken `row` over (it is left empty), so that it is solved in place, not copied.
    mutating func insertHolding(_ row: inout Row, scale: Double, for constraint: Constraint) -> Bool {
        guard constraint.relation == .equal, isRoundingError(row.constant, scale: scale),
              let subject = tableau.degenerateSubject(of: row) else { return false }
        var taken = Row()
        swap(&taken, &row)
        taken.constant = 0
        tableau.insertSolved(taken, for: subject)
        return true
    }

    /// The free user variable that a constraint, expanded into `expanded`, defines: one that
    /// the constraint as written (`row`) names if it can, else a hub (``Variable/isHub``),
    /// else the first other one. Nil when no user variable is left free.
    ///
    /// A hub defined by the constraint that closes a chain (a stack's trailing edge on its
    /// last view) is the chain's sum, and every row that names it expanded the chain again:
    /// on an unsized equalCentering stack aligned on baselines, each view's share of the
    /// stack's width walked three definitions per view (1000 views: 3 million expanded,
    /// 0.72 s; 18,000 and 0.15 s with the last view's width defined instead).
    ///
    /// A variable the row does not name comes after the hub: the last view's width, defined
    /// through the chain, passed that definition on to whichever view's width its own size
    /// met still free, whose size then passed it on again, until a third of the widths were
    /// a chain long (3000 views of three sizes in turn, the largest last: 5.5 million cells,
    /// 0.4 s; the hub takes it and stays out of every other row).
    func freeVariableToDefine(in expanded: Row, namedIn row: Row) -> Cell? {
        var unnamed: Cell?
        var hub: Cell?
        for cell in expanded.cells where tableau.kinds[cell.symbol] == .external {
            if isHub(cell.symbol) {
                if hub == nil { hub = cell }
            } else if row.coefficient(of: cell.symbol) != 0 {
                return cell
            } else if unnamed == nil {
                unnamed = cell
            }
        }
        return hub ?? unnamed
    }

    /// Whether `symbol` stands for a hub (``Variable/isHub``).
    func isHub(_ symbol: Symbol) -> Bool {
        !hubs.isEmpty && hubs.contains(symbol)
    }

    /// Whether `constraint` is a required `<=` or `>=`.
    func isRequiredInequality(_ constraint: Constraint) -> Bool {
        constraint.isRequired && constraint.relation != .equal
    }

    /// Whether `constraint`'s `row` may be entered solved for `subject`, a feasible subject:
    /// always, unless a required inequality would then raise the objective. Such an
    /// inequality goes in as a cut instead (see ``insertViolated(_:for:tag:optimal:)``).
    func mayEnter(_ row: Row, solvedFor subject: Symbol, for constraint: Constraint) -> Bool {
        !(isRequiredInequality(constraint) && tableau.raisesObjective(row, solvedFor: subject))
    }

    /// Records `constraint` as the owner of `symbol` (see ``owners``).
    mutating func setOwner(_ constraint: Constraint, of symbol: Symbol) {
        if owners.count <= symbol { owners.append(contentsOf: repeatElement(nil, count: symbol + 1 - owners.count)) }
        owners[symbol] = constraint
    }

    /// Where the state stood before a constraint was inserted.
    private struct Mark {
        var symbols: Int
        var variables: Int
        var needsOptimize: Bool
        var valuesAreCurrent: Bool
    }

    /// Undoes the bookkeeping of a refused constraint: its symbols, its new variables, its tag.
    /// The tableau's rows and definitions must already be as they were at `mark`, or that
    /// tableau optimised (the same constraints, and the basis a read would have reached).
    private mutating func rollBack(_ constraint: Constraint, to mark: Mark) {
        forgetParallelInequalities()
        if let marker = tags[ObjectIdentifier(constraint)]?.marker { leaveSharedDummy(constraint, marker: marker, symbolsBefore: mark.symbols) }
        tags[ObjectIdentifier(constraint)] = nil
        if owners.count > mark.symbols { owners.removeSubrange(mark.symbols...) }
        for variable in variables[mark.variables...] { symbols[ObjectIdentifier(variable)] = nil }
        variables.removeSubrange(mark.variables...)
        hubs.removeAll { $0 >= mark.symbols }
        tableau.truncateSymbols(to: mark.symbols)
        needsOptimize = mark.needsOptimize
        valuesAreCurrent = mark.valuesAreCurrent
    }

    /// Constraints on an expression `e` that already has an optional inequality `e <= 0 @p`
    /// (row `e + t - ε = 0`, slack `t`, error `ε`; likewise for `>=`) need no row of their own:
    /// - `e >= 0 @q` is violated by exactly `t` (at the optimum `t` and `ε` are never both
    ///   positive, since `ε` costs something), so `t` is charged at priority `q`;
    /// - `e == 0 @q` is violated by `|e| = t + ε`, so both are charged at `q`.
    /// Content hugging, compression resistance and stackplay's tie-breaks on one intrinsic
    /// size are such a group. Sharing avoids a degenerate vertex per view, which the dual
    /// simplex would otherwise walk one view at a time, and a row per constraint.
    ///
    /// Likewise an optional equality `e == 0 @p` (row `e - ε⁺ + ε⁻ = 0`) is open to later
    /// equalities on the same expression, each violated by `|e| = ε⁺ + ε⁻` and charged on
    /// both: stackplay's tie-breaks of UIKit's priority floors, each the twin of a UIKit
    /// constraint (899 rows fewer on a 1000-view equalCentering stack at a fixed width, and
    /// 3–4 ms less a build). An inequality on an open equality's expression gets a row of
    /// its own.
    private mutating func shareSlack(for constraint: Constraint, key: InequalityKey) -> Bool {
        guard let open = openInequalities[key],
              open.relation == .equal ? constraint.relation == .equal : open.relation != constraint.relation else {
            return false
        }
        tags[ObjectIdentifier(constraint)] = ConstraintTag(marker: open.slack)
        shareGroups.update(open.slack) { $0.members.append(ObjectIdentifier(constraint)) }
        tableau.charge(open.slack, LexValue(unitAt: constraint.priority))
        if constraint.relation == .equal { tableau.charge(open.error, LexValue(unitAt: constraint.priority)) }
        needsOptimize = true
        valuesAreCurrent = false
        return true
    }

    /// Adds the slack, error and dummy symbols Cassowary gives each kind of constraint.
    private mutating func addMarkers(for constraint: Constraint, to row: inout Row) -> ConstraintTag {
        let level = LexValue(unitAt: constraint.priority)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, sign)
            guard !constraint.isRequired else { return ConstraintTag(marker: slack) }
            let error = tableau.makeSymbol(.error)
            row.insert(error, -sign)
            tableau.charge(error, level)
            return ConstraintTag(marker: slack, other: error)
        case .equal:
            if constraint.isRequired {
                let dummy = dummy(for: constraint)
                row.insert(dummy, 1)
                return ConstraintTag(marker: dummy)
            }
            let plus = tableau.makeSymbol(.error)
            let minus = tableau.makeSymbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            tableau.charge(plus, level)
            tableau.charge(minus, level)
            return ConstraintTag(marker: plus, other: minus)
        }
    }

    /// Phase one: adds the row with an artificial variable and minimises it. If it cannot
    /// reach zero the required constraint is refused and the tableau is restored exactly, from
    /// a journal of what phase one touched.
    mutating func insertWithArtificialVariable(_ row: Row, for constraint: Constraint?) throws(SolverError) {
        tableau.beginJournal()
        let artificialSymbol = tableau.makeSymbol(.slack)
        tableau.insertRow(row, for: artificialSymbol)
        tableau.artificial = row
        tableau.optimize(artificialPhase: true)
        let reachedZero = isNearZero(tableau.artificial?.constant ?? 0)
        let certificate = tableau.artificial?.cells.map(\.symbol) ?? []
        tableau.artificial = nil
        if reachedZero { tableau.commitJournal() }
        guard reachedZero else {
            tableau.rollBackJournal()
            guard let constraint else { return }
            throw .unsatisfiable(constraint, conflicts: conflicting(with: constraint, in: certificate))
        }
        if tableau.isBasic(artificialSymbol) {
            var basicRow = tableau.removeRow(for: artificialSymbol)
            if let entering = basicRow.cells.first(where: { tableau.isPivotable($0.symbol) })?.symbol {
                basicRow.solve(leaving: artificialSymbol, entering: entering)
                tableau.substitute(entering, with: basicRow)
                tableau.insertRow(basicRow, for: entering)
            }
            // Otherwise the row holds only dummies at zero: the constraint was implied by the
            // required equalities already present, and nothing more needs to be stored.
        }
        // The artificial symbol is now non-basic at zero: drop its column.
        for basic in tableau.holders(of: artificialSymbol) {
            tableau.rows[basic]?.remove(artificialSymbol)
        }
        tableau.columns[artificialSymbol] = []
        tableau.objective.remove(artificialSymbol)
    }

    /// Makes every queued infeasible row feasible again without optimising: used when a
    /// suggestion arrives before the tableau has been optimised, so the dual simplex (which
    /// needs an optimal tableau) does not apply. Each such row is taken out and added back
    /// as a new equation.
    mutating func restoreFeasibility() {
        while let basic = tableau.infeasible.popMin() {
            guard let row = tableau.rows[basic], row.constant < 0 else { continue }
            var equation = tableau.removeRow(for: basic)
            equation.insert(basic, -1)  // 0 = constant + … - basic
            equation.reverseSign()
            if !tableau.insertSolvedForFeasibleSubject(equation, preferring: nil) {
                // Edits are optional, so a feasible basis exists and phase one finds it.
                try? insertWithArtificialVariable(equation, for: nil)
            }
        }
    }

    /// The required constraints, other than `constraint`, whose markers appear in `symbols`.
    private mutating func conflicting(with constraint: Constraint, in symbols: [Symbol]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [Constraint] = []
        // A shared dummy names none of its members in particular, and where the equations
        // of two members were combined its column cancels: once any dummy is shared, the
        // certificate may leave out constraints the conflict needs. Likewise an inequality
        // kept out as implied is never named, though it may be the one that conflicts.
        certificateWasBlurred = sharedDummies.values.contains { $0.members.count > 1 } || impliedBy.count > 0
        for symbol in symbols.sorted() {
            guard let owner = owner(of: symbol), owner !== constraint, owner.isRequired else { continue }
            if seen.insert(ObjectIdentifier(owner)).inserted { result.append(owner) }
        }
        return result
    }
}
