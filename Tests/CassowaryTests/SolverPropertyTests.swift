import Cassowary
import PropertyBased
import Testing

// Property tests: random small systems, checked against the brute-force `ReferenceSolver`.
// Errors are always computed here from the solver's values (never with `Solver.error(of:)`).

// MARK: - Generated systems

/// A generated constraint `Σ coefficients[j] * v_j + constant  RELATION  0` at `priority`.
/// `coefficients` always has three entries; only the first `variableCount` of the system are used.
struct ConstraintSpec: Sendable {
    var coefficients: [Int]
    var constant: Int
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= Priority.required }

    /// The constraint over the first `variableCount` variables, for the reference solver.
    func reference(variableCount: Int) -> ReferenceConstraint {
        ReferenceConstraint(coefficients: coefficients.prefix(variableCount).map(Double.init),
                            constant: Double(constant), relation: relation, priority: priority)
    }

    /// A new `Cassowary` constraint object over `variables` (zero coefficients are left out).
    func make(_ variables: [Variable]) -> Constraint {
        var terms: [Term] = []
        for (index, variable) in variables.enumerated() where coefficients[index] != 0 {
            terms.append(Term(variable, Double(coefficients[index])))
        }
        return Constraint(Expression(terms, constant: Double(constant)), relation, priority: priority)
    }
}

/// A generated system: 1–3 variables `v0…` and 1–6 constraints, added in order.
struct SystemSpec: Sendable, CustomStringConvertible {
    var variableCount: Int
    var constraints: [ConstraintSpec]

    func variables() -> [Variable] { (0..<variableCount).map { Variable("v\($0)") } }

    func reference(_ index: Int) -> ReferenceConstraint {
        constraints[index].reference(variableCount: variableCount)
    }

    var description: String {
        let list = constraints.indices.map { "    [\($0)] \(reference($0))" }.joined(separator: "\n")
        return "\(variableCount) variable(s):\n\(list)"
    }
}

/// A generated history for the incremental test: add the constraints of `system` in order
/// (solving after each), add an edit variable at position `editInsertAt` with the first
/// suggestion, remove the accepted constraints selected by `removalMask`, suggest the
/// remaining values, and optionally stop editing.
struct HistorySpec: Sendable, CustomStringConvertible {
    var system: SystemSpec
    var editVariable: Int
    var editPriority: Double
    var suggestions: [Int]
    var editInsertAt: Int
    var removalMask: Int
    var removeInReverse: Bool
    var removeEditAtEnd: Bool

    var description: String {
        """
        \(system)
          edit v\(editVariable) @\(editPriority) inserted before [\(editInsertAt)], suggestions \(suggestions), \
        remove mask \(removalMask)\(removeInReverse ? " (in reverse)" : ""), \
        \(removeEditAtEnd ? "edit removed at the end" : "edit kept")
        """
    }
}

/// Generators of the random inputs.
enum SystemGen {
    /// The priorities constraints are drawn from (1000 = required, listed twice so that a
    /// third of the constraints are required and refusals are common).
    static let priorities: [Double] = [Priority.required, Priority.required, 750, 251, 250, 50]
    /// The priorities edit variables are drawn from.
    static let editPriorities: [Double] = [750, 251, 250, 50]

    /// A constraint and a `reuse` code: 1 or 2 copies the expression of the constraint 1 or 2
    /// places earlier, 3 or 4 copies it negated, 5 and 6 set the constant to 0, anything else
    /// keeps it as drawn. Shared expressions and zero constants make opposite, duplicate and
    /// degenerate constraints (several tight at one vertex) common; hugging and compression
    /// resistance on one size are such a pair.
    static var constraint: Generator<(ConstraintSpec, Int), some Sequence & SendableMetatype> {
        zip(Gen.int(in: -3...3).array(of: 3), Gen.int(in: -20...20), Gen.int(in: 0...2), Gen.int(in: 0...5),
            Gen.int(in: 0...10))
            .map { parts in
                (ConstraintSpec(coefficients: parts.0, constant: parts.1,
                                relation: Relation.allCases[parts.2], priority: priorities[parts.3]), parts.4)
            }
    }

    static var system: Generator<SystemSpec, some Sequence & SendableMetatype> {
        // One system in four is homogeneous (all constants 0): every hyperplane passes
        // through the origin, the most degenerate vertex there is.
        zip(Gen.int(in: 1...3), constraint.array(of: 1...6), Gen.int(in: 0...3)).map { parts in
            let (count, generated, homogeneous) = (parts.0, parts.1, parts.2 == 0)
            var constraints: [ConstraintSpec] = []
            for (spec, reuse) in generated {
                var spec = spec
                let distance = reuse <= 2 ? reuse : reuse - 2
                if (1...4).contains(reuse), constraints.count >= distance {
                    let source = constraints[constraints.count - distance]
                    let sign = reuse <= 2 ? 1 : -1
                    spec.coefficients = source.coefficients.map { sign * $0 }
                    spec.constant = sign * source.constant
                } else if reuse == 5 || reuse == 6 || homogeneous {
                    spec.constant = 0
                }
                constraints.append(spec)
            }
            return SystemSpec(variableCount: count, constraints: constraints)
        }
    }

    static var history: Generator<HistorySpec, some Sequence & SendableMetatype> {
        zip(system, Gen.int(in: 0...2), Gen.int(in: 0...3), Gen.int(in: -20...20).array(of: 1...4),
            Gen.int(in: 0...6), Gen.int(in: 0...63), Gen.bool, Gen.bool(0.25))
            .map { parts in
                HistorySpec(system: parts.0, editVariable: parts.1 % parts.0.variableCount,
                            editPriority: editPriorities[parts.2], suggestions: parts.3,
                            editInsertAt: min(parts.4, parts.0.constraints.count), removalMask: parts.5,
                            removeInReverse: parts.6, removeEditAtEnd: parts.7)
            }
    }
}

// MARK: - Helpers

/// Runs `body` and returns the `SolverError` it threw, or `nil` when it threw nothing
/// (any other error is recorded as an issue).
func caught(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

/// Whether two error vectors agree level by level within `tolerance`.
func sameErrors(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The reference constraint `v_j == value` at `priority` (an edit variable's suggestion).
func editReference(variable j: Int, variableCount: Int, value: Int, priority: Double) -> ReferenceConstraint {
    ReferenceConstraint(coefficients: (0..<variableCount).map { $0 == j ? 1 : 0 },
                        constant: -Double(value), relation: .equal, priority: priority)
}

/// The indices of the variables with a non-zero coefficient in some of `constraints`.
func appearingVariables(_ constraints: [ReferenceConstraint], variableCount: Int) -> Set<Int> {
    Set((0..<variableCount).filter { j in constraints.contains { $0.coefficients[j] != 0 } })
}

/// An accepted constraint: its index in the system and the object given to the solver.
struct Accepted {
    var index: Int
    var constraint: Constraint
}

/// Adds the constraints of `system` at `indices` (all by default) to `solver` in order and
/// appends the accepted ones to `accepted` (which holds those accepted earlier). With
/// `solveBetween`, the solver solves after every add. Every outcome is checked:
///
/// - only required constraints may be refused, and only with `.unsatisfiable`;
/// - the reference must agree that the constraint contradicts the required constraints
///   accepted so far — and the solver must accept whatever the reference finds feasible;
/// - the named conflicts are earlier accepted required constraints which, together with the
///   refused one, are infeasible by themselves;
/// - the refusal leaves the solver as it was (same values, bit for bit, same constraints).
func addChecked(_ system: SystemSpec, indices: Range<Int>? = nil, to solver: Solver, variables: [Variable],
                accepted: inout [Accepted], solveBetween: Bool) {
    for index in indices ?? system.constraints.indices {
        let spec = system.constraints[index]
        let constraint = spec.make(variables)
        let requiredSoFar = accepted.map { system.reference($0.index) }.filter(\.isRequired)
        let expectRefusal = spec.isRequired
            && !ReferenceSolver.isFeasible(variableCount: system.variableCount,
                                           constraints: requiredSoFar + [system.reference(index)])
        // Only read values ahead of a predicted refusal, so most adds happen without solving.
        let before = expectRefusal ? variables.map { solver.value(of: $0).bitPattern } : []
        let countBefore = solver.constraints.count
        let error = caught { try solver.add(constraint) }
        switch error {
        case nil:
            #expect(!expectRefusal, "solver accepted [\(index)] although the required constraints are infeasible with it")
            accepted.append(Accepted(index: index, constraint: constraint))
        case let .unsatisfiable(refused, conflicts)?:
            #expect(refused === constraint, "the error names another constraint: \(refused)")
            #expect(expectRefusal, "solver refused [\(index)] but the reference finds the required constraints feasible")
            #expect(spec.isRequired, "an optional constraint was refused as unsatisfiable")
            let conflictIndices = conflicts.compactMap { conflict in
                accepted.first { $0.constraint === conflict }?.index
            }
            #expect(conflictIndices.count == conflicts.count, "a named conflict is not an accepted constraint: \(conflicts)")
            #expect(conflictIndices.allSatisfy { system.constraints[$0].isRequired }, "an optional constraint is named as a conflict")
            let conflictSet = conflictIndices.map(system.reference) + [system.reference(index)]
            #expect(!ReferenceSolver.isFeasible(variableCount: system.variableCount, constraints: conflictSet),
                    "the named conflicts \(conflictIndices) do not contradict [\(index)] by themselves")
            #expect(!solver.contains(constraint) && solver.constraints.count == countBefore)
            if expectRefusal {
                let after = variables.map { solver.value(of: $0).bitPattern }
                #expect(after == before, "a refused add changed the values")
            }
        case let other?:
            Issue.record("unexpected error adding [\(index)]: \(other)")
        }
        if solveBetween {
            solver.solve()
            for variable in variables { _ = solver.value(of: variable) }
        }
    }
}

// MARK: - Properties

@Suite struct SolverPropertyTests {
    /// The oracle itself on cases with known answers.
    @Test func referenceSolverKnownCases() {
        func c(_ coefficients: [Double], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) -> ReferenceConstraint {
            ReferenceConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
        }
        // Pile-up: w >= 101 @251 beats two w <= 100 @250.
        let pile = ReferenceSolver.solve(variableCount: 1, constraints: [
            c([1], -101, .greaterThanOrEqual, 251), c([1], -100, .lessThanOrEqual, 250), c([1], -100, .lessThanOrEqual, 250),
        ])
        #expect(pile.isFeasible && pile.levels == [251, 250] && sameErrors(pile.errors, [0, 2]))
        #expect(abs(pile.point[0] - 101) < 1e-9 && pile.ambiguous == [false] && pile.isInsideBox)
        // Median within one level: |w| + |w - 4| + |w - 10| is smallest at 4.
        let median = ReferenceSolver.solve(variableCount: 1, constraints: [
            c([1], 0, .equal, 250), c([1], -4, .equal, 250), c([1], -10, .equal, 250),
        ])
        #expect(sameErrors(median.errors, [10]) && abs(median.point[0] - 4) < 1e-9 && median.ambiguous == [false])
        // Only x + y == 10: both free; the witness stays near the origin.
        let line = ReferenceSolver.solve(variableCount: 2, constraints: [c([1, 1], -10, .equal)])
        #expect(line.isFeasible && line.ambiguous == [true, true] && line.isInsideBox)
        // x == 1, y >= x: y free above 1, x pinned.
        let ray = ReferenceSolver.solve(variableCount: 2, constraints: [c([1, 0], -1, .equal), c([-1, 1], 0, .greaterThanOrEqual)])
        #expect(ray.ambiguous == [false, true] && abs(ray.point[0] - 1) < 1e-9)
        // Infeasible required part.
        #expect(!ReferenceSolver.isFeasible(variableCount: 1, constraints: [c([1], -10, .equal), c([1], -20, .equal)]))
        #expect(!ReferenceSolver.isFeasible(variableCount: 2, constraints: [
            c([1, 1], -10, .lessThanOrEqual), c([0, 1], 0, .greaterThanOrEqual), c([1, 0], -11, .greaterThanOrEqual),
        ]))
        #expect(!ReferenceSolver.isFeasible(variableCount: 1, constraints: [c([0], 5, .equal)]))
        // Three variables, unique optimum at the intersection of three planes.
        let cube = ReferenceSolver.solve(variableCount: 3, constraints: [
            c([1, 1, 1], -6, .equal), c([1, -1, 0], 1, .equal, 250), c([0, 1, -1], 1, .equal, 50),
        ])
        #expect(sameErrors(cube.errors, [0, 0]) && cube.ambiguous == [false, false, false])
        #expect(zip(cube.point, [1.0, 2, 3]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    /// (a) required constraints hold; (b) the per-priority error vector of the solver's
    /// solution is the lexicographic optimum. Refusals agree with the reference.
    @Test func solutionIsLexicographicallyOptimal() async {
        await propertyCheck(count: 2000, input: SystemGen.system) { try Self.checkOptimality($0) }
    }

    /// `ambiguousVariables()` lists exactly the variables that take several values over the
    /// set of optimal solutions (among the variables that appear in the accepted constraints).
    @Test func ambiguityMatchesReference() async {
        await propertyCheck(count: 3000, input: SystemGen.system) { try Self.checkAmbiguity($0) }
    }

    /// (c) Adding one by one with solves in between, an edit variable with several
    /// suggestions, and removals end at the same optimum as a fresh solver given the final
    /// set; values agree wherever the optimum pins them.
    @Test func incrementalAgreesWithScratch() async {
        await propertyCheck(count: 2000, input: SystemGen.history) { try Self.checkIncremental($0) }
    }

    /// The same constraints and suggestions, in the same order, give the same values bit for bit.
    @Test func sameInputGivesSameBits() async {
        await propertyCheck(count: 300, input: SystemGen.history) { Self.checkDeterminism($0) }
    }
}

// MARK: - The properties, one input at a time

extension SolverPropertyTests {
    /// (a) and (b) for one system built from scratch.
    static func checkOptimality(_ system: SystemSpec) throws {
        let variables = system.variables()
        let solver = Solver()
        var accepted: [Accepted] = []
        addChecked(system, to: solver, variables: variables, accepted: &accepted, solveBetween: false)
        solver.solve()
        let values = variables.map { solver.value(of: $0) }
        let constraints = accepted.map { system.reference($0.index) }
        let optimum = ReferenceSolver.solve(variableCount: system.variableCount, constraints: constraints)
        try #require(optimum.isFeasible, "the solver accepted constraints whose required part is infeasible")
        try #require(optimum.isInsideBox, "reference box too small for this system")
        for constraint in constraints where constraint.isRequired {
            #expect(constraint.error(at: values) <= 1e-6, "required \(constraint) broken at \(values)")
        }
        let errors = ReferenceSolver.errorVector(levels: optimum.levels, constraints: constraints, at: values)
        #expect(sameErrors(errors, optimum.errors),
                "levels \(optimum.levels): solver errors \(errors) at \(values), optimum \(optimum.errors) at \(optimum.point)")
        for j in variables.indices where !optimum.ambiguous[j] && appearingVariables(constraints, variableCount: variables.count).contains(j) {
            #expect(abs(values[j] - optimum.point[j]) <= 1e-6,
                    "v\(j) is pinned at \(optimum.point[j]) but the solver gives \(values[j])")
        }
    }

    /// The ambiguity property for one system built from scratch.
    static func checkAmbiguity(_ system: SystemSpec) throws {
        let variables = system.variables()
        let solver = Solver()
        var accepted: [Accepted] = []
        addChecked(system, to: solver, variables: variables, accepted: &accepted, solveBetween: false)
        let constraints = accepted.map { system.reference($0.index) }
        let optimum = ReferenceSolver.solve(variableCount: system.variableCount, constraints: constraints)
        try #require(optimum.isFeasible && optimum.isInsideBox)
        let appearing = appearingVariables(constraints, variableCount: variables.count)
        let reported = Set(solver.ambiguousVariables().compactMap { ambiguous in
            variables.firstIndex { $0 === ambiguous }
        })
        let expected = Set(appearing.filter { optimum.ambiguous[$0] })
        #expect(reported.intersection(appearing) == expected,
                "ambiguous: solver \(reported.sorted()), reference \(expected.sorted()); values \(variables.map { solver.value(of: $0) })")
    }

    /// (c) for one history.
    static func checkIncremental(_ history: HistorySpec) throws {
        let system = history.system
        let n = system.variableCount
        let variables = system.variables()
        let editVariable = variables[history.editVariable]
        let solver = Solver()

        var live: [Accepted] = []
        addChecked(system, indices: 0..<history.editInsertAt, to: solver, variables: variables,
                   accepted: &live, solveBetween: true)
        #expect(caught { try solver.addEditVariable(editVariable, priority: history.editPriority) } == nil)
        #expect(caught { try solver.suggestValue(Double(history.suggestions[0]), for: editVariable) } == nil)
        solver.solve()
        // The edit is optional, so it never changes which required constraints are accepted.
        addChecked(system, indices: history.editInsertAt..<system.constraints.count, to: solver,
                   variables: variables, accepted: &live, solveBetween: true)

        var removal = live.indices.filter { history.removalMask & (1 << $0) != 0 }
        if history.removeInReverse { removal.reverse() }
        for position in removal {
            #expect(caught { try solver.remove(live[position].constraint) } == nil)
            solver.solve()
        }
        let removed = Set(removal.map { live[$0].index })
        live.removeAll { removed.contains($0.index) }
        for suggestion in history.suggestions.dropFirst() {
            #expect(caught { try solver.suggestValue(Double(suggestion), for: editVariable) } == nil)
            solver.solve()
            _ = solver.value(of: editVariable)
        }
        if history.removeEditAtEnd {
            #expect(caught { try solver.removeEditVariable(editVariable) } == nil)
        }

        // The same final system, built from scratch.
        let fresh = Solver()
        for entry in live {
            let error = caught { try fresh.add(system.constraints[entry.index].make(variables)) }
            #expect(error == nil, "fresh solver refused [\(entry.index)]: \(String(describing: error))")
        }
        var constraints = live.map { system.reference($0.index) }
        if !history.removeEditAtEnd {
            #expect(caught { try fresh.addEditVariable(editVariable, priority: history.editPriority) } == nil)
            #expect(caught { try fresh.suggestValue(Double(history.suggestions.last!), for: editVariable) } == nil)
            constraints.append(editReference(variable: history.editVariable, variableCount: n,
                                             value: history.suggestions.last!, priority: history.editPriority))
        }
        let optimum = ReferenceSolver.solve(variableCount: n, constraints: constraints)
        try #require(optimum.isFeasible && optimum.isInsideBox)

        let incremental = variables.map { solver.value(of: $0) }
        let scratch = variables.map { fresh.value(of: $0) }
        for constraint in constraints where constraint.isRequired {
            #expect(constraint.error(at: incremental) <= 1e-6, "required \(constraint) broken at \(incremental)")
        }
        let incrementalErrors = ReferenceSolver.errorVector(levels: optimum.levels, constraints: constraints, at: incremental)
        let scratchErrors = ReferenceSolver.errorVector(levels: optimum.levels, constraints: constraints, at: scratch)
        #expect(sameErrors(incrementalErrors, optimum.errors),
                "levels \(optimum.levels): incremental errors \(incrementalErrors) at \(incremental), optimum \(optimum.errors) at \(optimum.point)")
        #expect(sameErrors(scratchErrors, optimum.errors),
                "levels \(optimum.levels): from-scratch errors \(scratchErrors) at \(scratch), optimum \(optimum.errors) at \(optimum.point)")

        let appearing = appearingVariables(constraints, variableCount: n)
        let ambiguousIncremental = solver.ambiguousVariables()
        let ambiguousScratch = fresh.ambiguousVariables()
        for j in appearing.sorted() {
            if !optimum.ambiguous[j] {
                #expect(abs(incremental[j] - optimum.point[j]) <= 1e-6 && abs(scratch[j] - optimum.point[j]) <= 1e-6,
                        "v\(j) is pinned at \(optimum.point[j]): incremental \(incremental[j]), from scratch \(scratch[j])")
            }
            let reportedAmbiguous = ambiguousIncremental.contains { $0 === variables[j] }
                || ambiguousScratch.contains { $0 === variables[j] }
            if !reportedAmbiguous {
                #expect(abs(incremental[j] - scratch[j]) <= 1e-6,
                        "v\(j) not reported ambiguous: incremental \(incremental[j]), from scratch \(scratch[j])")
            }
        }
    }

    /// Two identical builds of one history give identical bits.
    static func checkDeterminism(_ history: HistorySpec) {
        let system = history.system
        func run() -> (values: [UInt64], ambiguous: [String]) {
            let variables = system.variables()
            let solver = Solver()
            for spec in system.constraints { try? solver.add(spec.make(variables)) }
            let edit = variables[history.editVariable]
            try? solver.addEditVariable(edit, priority: history.editPriority)
            for suggestion in history.suggestions {
                try? solver.suggestValue(Double(suggestion), for: edit)
                solver.solve()
            }
            return (variables.map { solver.value(of: $0).bitPattern }, solver.ambiguousVariables().map(\.name))
        }
        let first = run()
        let second = run()
        #expect(first.values == second.values, "values differ between two identical builds")
        #expect(first.ambiguous == second.ambiguous)
    }
}
