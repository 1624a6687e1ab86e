import Cassowary
import Testing

// MARK: - Helpers

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two arrays agree element by element within `tolerance`.
func near(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1, tolerance) }
}

/// How far `constraint` is from holding at the solver's values, computed here (not with
/// `Solver.error(of:)`): `|r|` for `==`, `max(0, r)` for `<=`, `max(0, -r)` for `>=`.
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    var residual = constraint.expression.constant
    for term in constraint.expression.terms {
        residual += term.coefficient * solver.value(of: term.variable)
    }
    switch constraint.relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0, residual)
    case .greaterThanOrEqual: return max(0, -residual)
    }
}

/// Everything observable about a solver for the given variables, compared bit for bit.
struct Snapshot: Equatable {
    var values: [UInt64]
    var constraints: [ObjectIdentifier]
    var editing: [Bool]

    init(_ solver: Solver, _ variables: [Variable]) {
        values = variables.map { solver.value(of: $0).bitPattern }
        constraints = solver.constraints.map { ObjectIdentifier($0) }
        editing = variables.map(solver.hasEditVariable)
    }
}

/// Names of the ambiguous variables, sorted (order is not part of the contract here).
func ambiguousNames(_ solver: Solver) -> [String] {
    solver.ambiguousVariables().map(\.name).sorted()
}

/// Runs `body`, which must throw a `SolverError`, and returns it (`nil`, with a recorded
/// issue, if it does not throw or throws something else).
func refusal(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
    do {
        try body()
        Issue.record("expected the call to be refused", sourceLocation: sourceLocation)
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("unexpected error type \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// A small solver shared by the refusal tests: `x == 10`, `y == x + 1`, `z >= 0`,
/// `z == 7 @500`, and `e` an edit variable at 400 suggested to 3.
struct Fixture {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), e = Variable("e")
    let xIsTen: Constraint
    var variables: [Variable] { [x, y, z, e] }

    init() throws {
        xIsTen = x == 10
        try solver.add(xIsTen)
        try solver.add(y == x + 1)
        try solver.add(z >= 0)
        try solver.add((z == 7).priority(500))
        try solver.addEditVariable(e, priority: 400)
        try solver.suggestValue(3, for: e)
    }

    /// Checks that the solver still has its original values and stays usable.
    func expectIntactAndUsable(_ before: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(Snapshot(solver, variables) == before, "a refused call changed the solver", sourceLocation: sourceLocation)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 11 && solver.value(of: z) == 7 && solver.value(of: e) == 3,
                sourceLocation: sourceLocation)
        let w = Variable("w")
        try solver.add(w == y + z)
        try solver.suggestValue(5, for: e)
        #expect(near(solver.value(of: w), 18) && near(solver.value(of: e), 5), sourceLocation: sourceLocation)
    }
}
