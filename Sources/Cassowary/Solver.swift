/// An incremental linear constraint solver with Auto Layout's strictly ordered priorities.
///
/// - Required constraints (priority 1000) always hold; one that cannot is refused.
/// - Optional constraints are satisfied as well as possible, level by level: no number
///   of violated constraints at one priority outweighs one violated constraint at a
///   higher priority. Within a level the sum of absolute errors is minimised.
/// - Edit variables take suggested values at a chosen priority (dragging a size).
/// - The same constraints added in the same order give the same values, bit for bit.
///
/// ```swift
/// let solver = Solver()
/// let w = Variable("w")
/// try solver.add(w >= 0)
/// try solver.add((w <= 100).priority(250))
/// try solver.add((w >= 101).priority(251))
/// solver.value(of: w)  // 101
/// ```
public final class Solver {
    var state = SolverState()

    /// How many times the solver has built its tableau again from its constraints, for a
    /// replacement or removal it could not make in place: a caller can tell whether a change
    /// went in from the basis the solver stood at or started over.
    public internal(set) var rebuildCount = 0

    /// Creates an empty solver.
    public init() {}

    /// A solver with this one's constraints, edit variables and answers, which changes apart
    /// from it (the tableau is copied only where either changes it). Selections made with
    /// this solver still read the copy correctly, only more slowly.
    public func copy() -> Solver {
        let copied = Solver()
        copied.state = state
        copied.state.symbolAssignment = SymbolAssignment()
        return copied
    }

    /// Makes room for about `constraints` more constraints on `variables` more variables, so
    /// that adding them does not keep growing the solver's tables (an optimisation only: any
    /// number may be added whatever was reserved).
    public func reserveCapacity(constraints: Int, variables: Int) {
        state.reserveCapacity(constraints: max(0, constraints), variables: max(0, variables))
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        state.entries.compactMap { entry in
            if case let .constraint(constraint) = entry { return constraint }
            return nil
        }
    }

    /// Adds a constraint. A required constraint that contradicts the required constraints
    /// already added is refused with ``SolverError/unsatisfiable(_:conflicts:)`` and the
    /// solver keeps exactly the constraints and answers it had.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard state.tags[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        // A refused constraint leaves the same constraints and answers (see SolverState.insert;
        // the tableau may have been optimised on the way).
        do {
            try state.insert(constraint)
        } catch {
            throw exactRefusal(error, after: state.entries, blurred: state.certificateWasBlurred)
        }
        state.entries.append(.constraint(constraint))
    }

    /// Adds constraints in order, stopping at the first that is refused (those before it stay).
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint that was added: the result is that of a solver built without it.
    ///
    /// Usually without a rebuild; see the form that takes an array for how.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try remove([constraint])
    }

    /// Removes constraints that were added (all of them, or none when one is unknown): the
    /// result is that of a solver built without them.
    ///
    /// Each is taken out of the optimisation in place — its equation gets a free column, so
    /// that it binds nothing, and it stays in the tableau, inert; one whose slack others
    /// share only loses its charge, its equation staying for them — and the simplex
    /// re-optimises from the current basis. The tableau is rebuilt from the remaining
    /// constraints instead when more than ``inertLimit`` equations would be inert, or when a
    /// constraint cannot be taken out in place (it shares a dummy with equalities of the same
    /// constant, implies other inequalities, or a redundant required equality leans on it).
    public func remove(_ constraints: [Constraint]) throws(SolverError) {
        guard !constraints.isEmpty else { return }
        var removed = Set<ObjectIdentifier>()
        for constraint in constraints {
            guard state.tags[ObjectIdentifier(constraint)] != nil, removed.insert(ObjectIdentifier(constraint)).inserted else {
                throw .unknownConstraint(constraint)
            }
        }
        let entries = state.entries.filter { entry in
            if case let .constraint(other) = entry { return !removed.contains(ObjectIdentifier(other)) }
            return true
        }
        guard takesOutInPlace(constraints, removed: removed) else {
            rebuild(from: entries)
            return
        }
        // Constraints charged on a shared slack go before the slack's owner.
        let (sharers, others) = constraints.reduce(into: ([Constraint](), [Constraint]())) { lists, constraint in
            if state.isSharer(constraint) { lists.0.append(constraint) } else { lists.1.append(constraint) }
        }
        for constraint in sharers + others { state.neutralize(constraint) }
        state.entries = entries
    }

    /// Whether removing `constraint` alone would take it out in place rather than rebuild:
    /// it is in the solver, no more than ``inertLimit`` equations would be inert, and no
    /// other constraint leans on it (see the form of `remove` that takes an array).
    public func canRemoveInPlace(_ constraint: Constraint) -> Bool {
        guard state.tags[ObjectIdentifier(constraint)] != nil else { return false }
        return takesOutInPlace([constraint], removed: [ObjectIdentifier(constraint)])
    }

    /// Whether removing `constraints` together (the form of `remove` that takes an array)
    /// would take them out in place rather than rebuild: each is in the solver (once), no
    /// more than ``inertLimit`` equations would be inert, and each can be neutralised
    /// alongside the others (the owner of a slack that others share may pass alone and not with them).
    public func canRemoveInPlace(_ constraints: [Constraint]) -> Bool {
        var removed = Set<ObjectIdentifier>()
        for constraint in constraints {
            guard state.tags[ObjectIdentifier(constraint)] != nil, removed.insert(ObjectIdentifier(constraint)).inserted else { return false }
        }
        return takesOutInPlace(constraints, removed: removed)
    }

    /// Whether `remove` takes `constraints` (the set `removed`, all in the solver) out in
    /// place: no more than ``inertLimit`` equations would be inert, and each can be
    /// neutralised alongside the others.
    private func takesOutInPlace(_ constraints: [Constraint], removed: Set<ObjectIdentifier>) -> Bool {
        state.inertConstraints + constraints.count <= Self.inertLimit
            && constraints.allSatisfy { state.canNeutralize($0, alongside: removed) }
    }

    /// How many inert equations the tableau keeps at most before a removal rebuilds it. Each
    /// leaves its free column in the rows it reaches, and the search for other optima
    /// settles every one: with no bound but the live constraints' count, hiding and showing
    /// one view of a 1000-view fill stack forty times over took a hide from 4.7 to 11 ms
    /// (eight equations go inert a round).
    public static let inertLimit = 64

    /// Whether the constraint object is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        state.tags[ObjectIdentifier(constraint)] != nil
    }

    /// Makes `variable` an edit variable at an optional `priority` (below 1000). Until a
    /// value is suggested, the variable is drawn towards 0 at that priority.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard state.edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard Priority.isValid(priority) else {
            throw .invalidPriority(priority, reason: "priorities are in (0, 1000]")
        }
        guard priority < Priority.required else {
            throw .invalidPriority(priority, reason: "an edit variable cannot be required; use a priority below 1000")
        }
        try insertEdit(variable, priority: priority, suggestion: 0, into: &state)
        state.entries.append(.edit(variable, priority: priority))
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard state.edits[ObjectIdentifier(variable)] != nil else { throw .unknownEditVariable(variable) }
        let entries = state.entries.filter { entry in
            if case let .edit(other, _) = entry { return other !== variable }
            return true
        }
        rebuild(from: entries)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; it holds as far as the edit variable's priority allows.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var info = state.edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("the value suggested for \(variable.name) (\(value))") }
        let delta = value - info.suggestion
        info.suggestion = value
        state.edits[ObjectIdentifier(variable)] = info
        guard delta != 0 else { return }
        state.forgetParallelInequalities()
        let parameter = info.parameter
        for number in state.tableau.columns[parameter] {
            let basic = state.tableau.basicOfRow[number]
            guard var row = state.tableau.rows[basic] else { continue }
            // The row holds `coefficient * parameter`, whose value is folded into the constant.
            row.constant += row.coefficient(of: parameter) * delta
            state.tableau.rows[basic] = row
            if row.constant < 0 { state.tableau.infeasible.append(basic) }
        }
        for defined in state.tableau.definitionsHolding[parameter] {
            guard let coefficient = state.tableau.definitions[defined]?.coefficient(of: parameter) else { continue }
            state.tableau.definitions[defined]?.constant += coefficient * delta
        }
        if state.needsOptimize {
            // Not optimal yet (constraints were added since the last solve): only feasibility
            // needs restoring now; the next solve optimises once, with the new suggestion.
            state.restoreFeasibility()
        } else {
            state.tableau.dualOptimize()
        }
        state.valuesAreCurrent = false
    }

    /// Brings every value up to date with the constraints and suggestions.
    /// Reading a value does this on demand; call it to control when the work happens.
    public func solve() {
        optimizeIfNeeded()
        guard !state.valuesAreCurrent else { return }
        state.values = state.tableau.externalValues()
        state.valuesAreCurrent = true
    }

    /// The solved value of a variable (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double {
        solve()
        guard let symbol = state.symbol(of: variable) else { return 0 }
        return state.values[symbol]
    }

    /// The solved values of several variables at once (cheaper than one call each).
    public func values(of variables: [Variable]) -> [Double] {
        solve()
        return variables.map { variable in
            state.symbol(of: variable).map { state.values[$0] } ?? 0
        }
    }

    /// Looks `variables` up once, for reading their values repeatedly with
    /// `values(of:)` (of a selection) without a lookup per variable.
    public func selection(of variables: [Variable]) -> VariableSelection {
        state.selection(of: variables)
    }

    /// The solved values of the selected variables, in the selection's order (0 for a
    /// variable the solver has never seen): the same values as ``value(of:)``, read faster.
    public func values(of selection: VariableSelection) -> [Double] {
        solve()
        return state.values(of: selection)
    }

    /// How far an added constraint is from holding in the solution: 0 when it holds,
    /// otherwise the distance between its sides.
    public func error(of constraint: Constraint) -> Double {
        let terms = constraint.expression.terms
        return constraint.error { value(of: terms[$0].variable) }
    }

    /// Looks the variables of `constraints` up once, for reading their errors repeatedly
    /// with ``errors(of:)`` without a lookup per variable.
    public func selection(of constraints: [Constraint]) -> ConstraintSelection {
        state.selection(of: constraints)
    }

    /// How far each selected constraint is from holding, in the selection's order: the same
    /// figures as ``error(of:)``, read faster.
    public func errors(of selection: ConstraintSelection) -> [Double] {
        solve()
        return state.errors(of: selection)
    }

    /// The variables, in the order the solver first saw them, that the constraints do not
    /// pin down: other values would be just as good at every priority level.
    public func ambiguousVariables() -> [Variable] {
        ambiguity().variables
    }

    /// The variables that the constraints do not pin down, and whether the search for them
    /// is known to be complete (see ``Ambiguity/isComplete``).
    public func ambiguity() -> Ambiguity {
        solve()
        let (moving, isComplete) = state.tableau.ambiguity()
        guard !moving.isEmpty else { return Ambiguity(variables: [], isComplete: isComplete) }
        let variables = state.variables.filter { variable in
            guard let symbol = state.symbol(of: variable) else { return false }
            return moving.contains(symbol)
        }
        return Ambiguity(variables: variables, isComplete: isComplete)
    }

    // MARK: - Internals

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard Priority.isValid(constraint.priority) else {
            throw .invalidPriority(constraint.priority, reason: "priorities are in (0, 1000]; 1000 is required")
        }
        if let bad = constraint.expression.firstNonFiniteValue {
            throw .nonFiniteValue("the \(bad) in \(constraint)")
        }
    }

    private func optimizeIfNeeded() {
        guard state.needsOptimize else { return }
        state.tableau.optimize()
        state.needsOptimize = false
        state.valuesAreCurrent = false
    }

    private func insertEdit(_ variable: Variable, priority: Double, suggestion: Double, into state: inout SolverState) throws(SolverError) {
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit \(variable.name) @\(formatNumber(priority))")
        let parameter = state.tableau.makeSymbol(.parameter)
        try state.insert(constraint, parameter: parameter, suggestion: suggestion)
        state.edits[ObjectIdentifier(variable)] = EditInfo(variable: variable, constraint: constraint, parameter: parameter, suggestion: suggestion)
    }

    /// Replaces the state by one built from `entries`, keeping current suggestions.
    /// Every entry must have been accepted before with at least the constraints before it.
    func rebuild(from entries: [SolverEntry]) {
        // Nothing is refused, so nothing is thrown.
        if let fresh = try? makeState(from: entries, skippingRefused: true) {
            state = fresh
            rebuildCount += 1
        }
    }

    /// A state built from `entries`, with the current suggestions. A required constraint
    /// that cannot hold is left out with `skippingRefused`; otherwise its refusal is thrown.
    /// With `sharingDummies` off, every required equality gets a dummy of its own (see
    /// ``SharedDummy``), which only working out a conflict exactly needs.
    func makeState(from entries: [SolverEntry], skippingRefused: Bool = false, sharingDummies: Bool = true) throws(SolverError) -> SolverState {
        let suggestions = state.edits
        var fresh = SolverState()
        fresh.sharesDummies = sharingDummies
        for entry in entries {
            do {
                switch entry {
                case let .constraint(constraint):
                    try fresh.insert(constraint)
                case let .edit(variable, priority):
                    let suggestion = suggestions[ObjectIdentifier(variable)]?.suggestion ?? 0
                    try insertEdit(variable, priority: priority, suggestion: suggestion, into: &fresh)
                }
            } catch where skippingRefused {
                // Kept in the entries, as before, although the tableau does not hold it.
            } catch where fresh.certificateWasBlurred {
                throw exactRefusal(error, after: fresh.entries, blurred: true)
            }
            fresh.entries.append(entry)
        }
        return fresh
    }

    /// `refusal`, thrown by a state holding `entries`, with its conflicts worked out exactly
    /// when that state's certificate was blurred (read while several equalities shared a
    /// dummy): the refused constraint is added again to a state built from `entries` with a
    /// dummy per equality. Costs a build per such refusal.
    func exactRefusal(_ refusal: SolverError, after entries: [SolverEntry], blurred: Bool) -> SolverError {
        guard blurred, case let .unsatisfiable(constraint, _) = refusal,
              var exact = try? makeState(from: entries, skippingRefused: true, sharingDummies: false) else { return refusal }
        do {
            try exact.insert(constraint)
        } catch {
            return error
        }
        return refusal  // accepted after all (rounding): keep the first answer
    }
}
