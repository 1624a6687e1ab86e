@testable import Cassowary
import PropertyBased
import Testing

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
/// - the refusal leaves the solver as it was (same values, bit for bit, same constraints);
/// - the tableau's row numbers and columns agree with its rows (``Tableau/bookkeepingProblems()``).
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
        // Refused or not, the rows' numbers and the columns agree with the rows.
        let problems = solver.state.tableau.bookkeepingProblems()
        #expect(problems.isEmpty, "after adding [\(index)]: \(problems.prefix(3))")
        if solveBetween {
            solver.solve()
            for variable in variables { _ = solver.value(of: variable) }
        }
    }
}
