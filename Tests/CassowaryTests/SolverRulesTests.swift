import Cassowary
import Testing

// Unit tests for the rules of the solver: strict priority levels, sum of absolute errors
// within a level, refusals that leave the solver untouched, ambiguity, edit variables,
// incremental use and determinism.

// MARK: - Helpers

/// Whether `a` and `b` differ by at most `tolerance`.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two arrays agree element by element within `tolerance`.
private func near(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1, tolerance) }
}

/// How far `constraint` is from holding at the solver's values, computed here (not with
/// `Solver.error(of:)`): `|r|` for `==`, `max(0, r)` for `<=`, `max(0, -r)` for `>=`.
private func violation(of constraint: Constraint, in solver: Solver) -> Double {
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
private struct Snapshot: Equatable {
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
private func ambiguousNames(_ solver: Solver) -> [String] {
    solver.ambiguousVariables().map(\.name).sorted()
}

/// Runs `body`, which must throw a `SolverError`, and returns it (`nil`, with a recorded
/// issue, if it does not throw or throws something else).
private func refusal(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
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
private struct Fixture {
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

// MARK: - Priorities

@Suite struct PriorityLevelRules {
    /// No number of violated 250s outweighs one violated 251 (Kiwi's weights would give 100).
    @Test(arguments: [2, 10, 1001])
    func pileUpAt250NeverBeatsOne251(count: Int) throws {
        for highFirst in [true, false] {
            let solver = Solver()
            let w = Variable("w")
            let high = (w >= 101).priority(251)
            let pile = (0..<count).map { _ in (w <= 100).priority(250) }
            if highFirst { try solver.add(high) }
            try solver.add(pile)
            if !highFirst { try solver.add(high) }
            #expect(near(solver.value(of: w), 101), "K = \(count), 251 added \(highFirst ? "first" : "last")")
            #expect(violation(of: high, in: solver) == 0)
            #expect(pile.allSatisfy { near(violation(of: $0, in: solver), 1) })
        }
    }

    /// `w == 1 @251`, `w == 2 @252`, `w == 3 @253`, `w == 4 @254`: the highest wins, in any
    /// order; removing the winner hands over to the next level.
    @Test func ladderOfAdjacentLevels() throws {
        let w = Variable("w")
        let ladder = (1...4).map { (w == Double($0)).priority(250 + Double($0)) }
        for order in [ladder, ladder.reversed(), [ladder[2], ladder[0], ladder[3], ladder[1]]] {
            let solver = Solver()
            try solver.add(order)
            #expect(solver.value(of: w) == 4)
            try solver.remove(ladder[3])
            #expect(solver.value(of: w) == 3)
            try solver.remove(ladder[2])
            #expect(solver.value(of: w) == 2)
        }
    }

    /// Constraints at priority 10 never flip which of a 501 and a 500 constraint wins,
    /// whichever side they pull to and however many there are.
    @Test(arguments: [1, 3, 50])
    func lowPriorityNeverFlips501Over500(weakCount: Int) throws {
        for (strongValue, weakValue) in [(10.0, 20.0), (20.0, 10.0)] {
            let solver = Solver()
            let w = Variable("w")
            try solver.add((w == strongValue).priority(501))
            try solver.add((w == weakValue).priority(500))
            #expect(solver.value(of: w) == strongValue)
            for _ in 0..<weakCount { try solver.add((w == weakValue).priority(10)) }
            #expect(solver.value(of: w) == strongValue, "\(weakCount) constraint(s) @10 flipped 501 over 500")
        }
    }

    /// Priorities are arbitrary reals: each is a level of its own, strictly above the next.
    @Test(arguments: [(999.5, 999.0), (999.0, 760.0), (760.0, 750.0), (750.0, 251.0), (251.0, 250.0),
                      (250.0, 51.0), (51.0, 50.0), (50.0, 49.0), (49.0, 25.0)])
    func fractionalAndAdjacentLevelsAreDistinct(high: Double, low: Double) throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add((w >= 1).priority(high))
        for _ in 0..<5 { try solver.add((w <= 0).priority(low)) }
        #expect(near(solver.value(of: w), 1), "five @\(low) outweighed one @\(high)")
    }

    /// Ten levels pulling to ten values: the highest (999.5) wins whatever the order.
    @Test func highestOfTenLevelsWins() throws {
        let levels: [Double] = [25, 999, 51, 250, 999.5, 49, 760, 251, 750, 50]
        let solver = Solver()
        let w = Variable("w")
        let constraints = levels.map { (w == $0).priority($0) }
        try solver.add(constraints)
        #expect(solver.value(of: w) == 999.5)
        try solver.remove(constraints[4])
        #expect(solver.value(of: w) == 999)
    }

    /// Within a level the sum of absolute errors is minimised (a median, not a mean).
    @Test func withinLevelSumOfAbsoluteErrors() throws {
        let w = Variable("w")
        let median = Solver()
        try median.add([(w == 0).priority(250), (w == 4).priority(250), (w == 10).priority(250)])
        #expect(near(median.value(of: w), 4))
        #expect(median.ambiguousVariables().isEmpty)

        let inequalities = Solver()
        try inequalities.add([(w >= 10).priority(250), (w >= 10).priority(250), (w <= 0).priority(250)])
        #expect(near(inequalities.value(of: w), 10))

        let mixed = Solver()
        try mixed.add([(w == 0).priority(250), (w >= 6).priority(250), (w >= 6).priority(250)])
        #expect(near(mixed.value(of: w), 6))

        // |x − 2| + 2·|y − 2| with x + y == 10 required: y = 2, x = 8.
        let x = Variable("x"), y = Variable("y")
        let twoVariables = Solver()
        try twoVariables.add(x + y == 10)
        try twoVariables.add([(x == 2).priority(250), (y == 2).priority(250), (y == 2).priority(250)])
        #expect(near(twoVariables.value(of: x), 8) && near(twoVariables.value(of: y), 2))
    }

    /// A required constraint always holds, even against many optional ones.
    @Test func requiredBeatsEverything() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w <= 5)
        for _ in 0..<20 { try solver.add((w >= 100).priority(999.9)) }
        #expect(near(solver.value(of: w), 5))
    }
}

// MARK: - Determinism

@Suite struct DeterminismRules {
    /// Builds a system full of ties (equal priorities, free variables) plus edits and a removal.
    private func build() throws -> [UInt64] {
        let solver = Solver()
        let v = (0..<6).map { Variable("v\($0)") }
        try solver.add(v[0] + v[1] + v[2] == 30)
        try solver.add([(v[0] == 0).priority(250), (v[1] == 0).priority(250), (v[2] == 0).priority(250)])
        try solver.add(v[3] >= v[0])
        try solver.add((v[3] - v[4] == 7).priority(500))
        let removable = (v[4] == 1).priority(500)
        try solver.add(removable)
        try solver.add((v[5] + v[3] <= 12).priority(750))
        try solver.addEditVariable(v[5], priority: 300)
        for suggestion in [3.0, -4.5, 17, 2.25] {
            try solver.suggestValue(suggestion, for: v[5])
            solver.solve()
        }
        try solver.remove(removable)
        return v.map { solver.value(of: $0).bitPattern }
    }

    @Test func sameConstraintsSameOrderSameBits() throws {
        let first = try build()
        for _ in 0..<3 {
            #expect(try build() == first)
        }
    }

    @Test func tieBetweenEqualPrioritiesResolvesTheSameWayEveryTime() throws {
        func run() throws -> [Double] {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            try solver.add(x + y == 10)
            try solver.add((x == 0).priority(250))
            try solver.add((y == 0).priority(250))
            return [solver.value(of: x), solver.value(of: y)]
        }
        let first = try run()
        #expect(near(first[0] + first[1], 10))
        for _ in 0..<5 {
            #expect(try run().map(\.bitPattern) == first.map(\.bitPattern))
        }
    }
}

// MARK: - Refusals

@Suite struct RefusalRules {
    @Test func contradictoryRequiredIsRefusedNamingTheConflict() throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        let xIsTwenty = fixture.x == 20
        let error = refusal { try fixture.solver.add(xIsTwenty) }
        guard case let .unsatisfiable(refused, conflicts)? = error else {
            Issue.record("expected .unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(refused === xIsTwenty)
        #expect(conflicts.contains { $0 === fixture.xIsTen })
        #expect(!conflicts.contains { $0 === xIsTwenty })
        #expect(!fixture.solver.contains(xIsTwenty))
        // Refused, not added: trying again is refused again (not a duplicate).
        if case .unsatisfiable? = refusal({ try fixture.solver.add(xIsTwenty) }) {} else {
            Issue.record("a refused constraint must not count as added")
        }
        try fixture.expectIntactAndUsable(before)
    }

    @Test func inequalityConflictNamesEveryConstraintItNeedsAndNothingUnrelated() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let yNonNegative = y >= 0
        let sumAtMostTen = x + y <= 10
        let unrelated = z == 3
        try solver.add([x >= 0, yNonNegative, sumAtMostTen, unrelated])
        try solver.add((x == 4).priority(250))
        let before = Snapshot(solver, [x, y, z])
        let tooBig = x >= 11
        guard case let .unsatisfiable(refused, conflicts)? = refusal({ try solver.add(tooBig) }) else {
            Issue.record("expected .unsatisfiable")
            return
        }
        #expect(refused === tooBig)
        #expect(conflicts.contains { $0 === yNonNegative } && conflicts.contains { $0 === sumAtMostTen },
                "conflicts \(conflicts) must name y >= 0 and x + y <= 10")
        #expect(!conflicts.contains { $0 === unrelated }, "z == 3 has nothing to do with x >= 11")
        #expect(conflicts.allSatisfy { $0.isRequired })
        #expect(Snapshot(solver, [x, y, z]) == before)
        try solver.add(x >= 6)
        #expect(near(solver.value(of: x), 6) && near(solver.value(of: z), 3))
    }

    @Test func selfContradictionIsRefusedWithoutBlamingOthers() throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        let impossible = Constraint(Expression(5), .equal)  // 5 == 0
        guard case let .unsatisfiable(refused, conflicts)? = refusal({ try fixture.solver.add(impossible) }) else {
            Issue.record("expected .unsatisfiable")
            return
        }
        #expect(refused === impossible && conflicts.isEmpty)
        try fixture.expectIntactAndUsable(before)
    }

    @Test func optionalConstraintsAreNeverUnsatisfiable() throws {
        let fixture = try Fixture()
        try fixture.solver.add((fixture.x == 20).priority(999.99))
        #expect(fixture.solver.value(of: fixture.x) == 10)
    }

    @Test func duplicateConstraint() throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        guard case let .duplicateConstraint(duplicate)? = refusal({ try fixture.solver.add(fixture.xIsTen) }) else {
            Issue.record("expected .duplicateConstraint")
            return
        }
        #expect(duplicate === fixture.xIsTen)
        let optional = (fixture.z <= 100).priority(20)
        try fixture.solver.add(optional)
        let withOptional = Snapshot(fixture.solver, fixture.variables)
        if case .duplicateConstraint? = refusal({ try fixture.solver.add(optional) }) {} else {
            Issue.record("expected .duplicateConstraint for an optional constraint")
        }
        #expect(Snapshot(fixture.solver, fixture.variables) == withOptional)
        try fixture.solver.remove(optional)
        #expect(Snapshot(fixture.solver, fixture.variables) == before)
        // An equal-looking but distinct object is a different constraint.
        try fixture.solver.add(fixture.x == 10)
        #expect(fixture.solver.constraints.count == before.constraints.count + 1)
    }

    @Test func removingAnUnknownConstraint() throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        let neverAdded = fixture.x >= 0
        guard case let .unknownConstraint(unknown)? = refusal({ try fixture.solver.remove(neverAdded) }) else {
            Issue.record("expected .unknownConstraint")
            return
        }
        #expect(unknown === neverAdded)
        #expect(Snapshot(fixture.solver, fixture.variables) == before)
        // Removed twice; refused and then removed.
        let once = (fixture.z == 50).priority(600)
        try fixture.solver.add(once)
        try fixture.solver.remove(once)
        if case .unknownConstraint? = refusal({ try fixture.solver.remove(once) }) {} else {
            Issue.record("expected .unknownConstraint on a second removal")
        }
        let refused = fixture.x == 11
        _ = refusal { try fixture.solver.add(refused) }
        if case .unknownConstraint? = refusal({ try fixture.solver.remove(refused) }) {} else {
            Issue.record("expected .unknownConstraint for a refused constraint")
        }
        try fixture.expectIntactAndUsable(before)
    }

    @Test func unknownAndDuplicateEditVariables() throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        guard case let .unknownEditVariable(unknown)? = refusal({ try fixture.solver.suggestValue(1, for: fixture.z) }) else {
            Issue.record("expected .unknownEditVariable when suggesting")
            return
        }
        #expect(unknown === fixture.z)
        if case let .unknownEditVariable(variable)? = refusal({ try fixture.solver.removeEditVariable(fixture.y) }) {
            #expect(variable === fixture.y)
        } else {
            Issue.record("expected .unknownEditVariable when removing")
        }
        if case let .duplicateEditVariable(variable)? = refusal({ try fixture.solver.addEditVariable(fixture.e, priority: 300) }) {
            #expect(variable === fixture.e)
        } else {
            Issue.record("expected .duplicateEditVariable")
        }
        #expect(Snapshot(fixture.solver, fixture.variables) == before)
        try fixture.expectIntactAndUsable(before)

        // After removal the variable is no longer an edit variable.
        try fixture.solver.removeEditVariable(fixture.e)
        #expect(!fixture.solver.hasEditVariable(fixture.e))
        if case .unknownEditVariable? = refusal({ try fixture.solver.suggestValue(1, for: fixture.e) }) {} else {
            Issue.record("expected .unknownEditVariable after removeEditVariable")
        }
        if case .unknownEditVariable? = refusal({ try fixture.solver.removeEditVariable(fixture.e) }) {} else {
            Issue.record("expected .unknownEditVariable on a second removeEditVariable")
        }
    }

    /// Constraints with a NaN or infinite coefficient or constant.
    static let nonFiniteConstraints: [@Sendable (Variable) -> Constraint] = [
        { v in Double.nan * v == 1 },
        { v in Double.infinity * v <= 1 },
        { v in -Double.infinity * v + v >= 1 },
        { v in v == Double.nan },
        { v in v >= Double.infinity },
        { v in (v <= -Double.infinity).priority(250) },
        { v in Constraint(Expression([Term(v, 1)], constant: .nan), .equal, priority: 500) },
    ]

    @Test(arguments: nonFiniteConstraints.indices)
    func nonFiniteCoefficientOrConstant(index: Int) throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        let bad = Self.nonFiniteConstraints[index](fixture.z)
        if case .nonFiniteValue? = refusal({ try fixture.solver.add(bad) }) {} else {
            Issue.record("expected .nonFiniteValue for \(bad)")
        }
        #expect(!fixture.solver.contains(bad))
        try fixture.expectIntactAndUsable(before)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSuggestion(value: Double) throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        if case .nonFiniteValue? = refusal({ try fixture.solver.suggestValue(value, for: fixture.e) }) {} else {
            Issue.record("expected .nonFiniteValue for suggestion \(value)")
        }
        // The previous suggestion (3) stays in effect.
        try fixture.expectIntactAndUsable(before)
    }

    @Test(arguments: [0, -1, 1000.5, Double.nan, .infinity, -.infinity, 1e-300 * -1])
    func priorityOutOfRange(priority: Double) throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        let bad = (fixture.z == 1).priority(priority)
        if case let .invalidPriority(reported, _)? = refusal({ try fixture.solver.add(bad) }) {
            #expect(reported == priority || (reported.isNaN && priority.isNaN))
        } else {
            Issue.record("expected .invalidPriority for constraint priority \(priority)")
        }
        let editable = Variable("editable")
        if case let .invalidPriority(reported, _)? = refusal({ try fixture.solver.addEditVariable(editable, priority: priority) }) {
            #expect(reported == priority || (reported.isNaN && priority.isNaN))
        } else {
            Issue.record("expected .invalidPriority for edit priority \(priority)")
        }
        #expect(!fixture.solver.hasEditVariable(editable) && !fixture.solver.contains(bad))
        try fixture.expectIntactAndUsable(before)
    }

    @Test func requiredEditVariableIsRefused() throws {
        let fixture = try Fixture()
        let before = Snapshot(fixture.solver, fixture.variables)
        let editable = Variable("editable")
        if case let .invalidPriority(reported, _)? = refusal({ try fixture.solver.addEditVariable(editable, priority: Priority.required) }) {
            #expect(reported == 1000)
        } else {
            Issue.record("expected .invalidPriority for a required edit variable")
        }
        #expect(!fixture.solver.hasEditVariable(editable))
        if case .unknownEditVariable? = refusal({ try fixture.solver.suggestValue(1, for: editable) }) {} else {
            Issue.record("a refused edit variable must not be editable")
        }
        try fixture.expectIntactAndUsable(before)
        // The edges of the valid range are accepted.
        try fixture.solver.addEditVariable(editable, priority: 999.999)
        try fixture.solver.add((fixture.z >= 1).priority(0.001))
        try fixture.solver.add((fixture.z >= 1).priority(1000))
    }

    /// `add([...])` stops at the first refused constraint; those before it stay.
    @Test func batchAddStopsAtTheFirstRefusal() throws {
        let fixture = try Fixture()
        let first = fixture.z <= 100
        let conflicting = fixture.x == 12
        let after = fixture.z >= 1
        if case .unsatisfiable? = refusal({ try fixture.solver.add([first, conflicting, after]) }) {} else {
            Issue.record("expected .unsatisfiable")
        }
        #expect(fixture.solver.contains(first) && !fixture.solver.contains(conflicting) && !fixture.solver.contains(after))
        #expect(fixture.solver.value(of: fixture.x) == 10)
    }
}

// MARK: - Ambiguity

@Suite struct AmbiguityRules {
    @Test func oneEquationTwoUnknowns() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 10)
        #expect(ambiguousNames(solver) == ["x", "y"])
        #expect(near(solver.value(of: x) + solver.value(of: y), 10))
    }

    @Test func lowerBoundOnly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 1)
        try solver.add(y >= x)
        #expect(ambiguousNames(solver) == ["y"])
        #expect(solver.value(of: y) >= 1 - 1e-9)
    }

    @Test func satisfiedOptionalInequalityLeavesAmbiguity() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x >= 0).priority(250))
        #expect(ambiguousNames(solver) == ["x"])
        #expect(solver.value(of: x) >= -1e-9)
    }

    @Test func twoOptionalInequalitiesPin() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x <= 5).priority(250))
        try solver.add((x >= 5).priority(250))
        #expect(ambiguousNames(solver).isEmpty)
        #expect(near(solver.value(of: x), 5))
    }

    @Test func tieWithinALevelIsAmbiguousUntilBroken() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add([(x == 1).priority(250), (x == 3).priority(250)])
        #expect(ambiguousNames(solver) == ["x"], "|x − 1| + |x − 3| is 2 all over [1, 3]")
        #expect(solver.value(of: x) >= 1 - 1e-9 && solver.value(of: x) <= 3 + 1e-9)
        let breaker = (x == 3).priority(50)
        try solver.add(breaker)
        #expect(ambiguousNames(solver).isEmpty)
        #expect(near(solver.value(of: x), 3))
        try solver.remove(breaker)
        #expect(ambiguousNames(solver) == ["x"])
        try solver.add((x == 2).priority(250))
        #expect(ambiguousNames(solver).isEmpty)
        #expect(near(solver.value(of: x), 2))
    }

    @Test func editVariablePins() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 10)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(4, for: x)
        #expect(ambiguousNames(solver).isEmpty)
        #expect(near(solver.value(of: y), 6))
    }

    @Test func fullyDeterminedSystemHasNoAmbiguity() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add([x + y == 10, x - y == 2, z >= x + y, (z <= 0).priority(250)])
        #expect(ambiguousNames(solver).isEmpty)
        #expect(near(solver.value(of: x), 6) && near(solver.value(of: y), 4) && near(solver.value(of: z), 10))
    }

    /// Three or more constraints tight at the solution (a degenerate vertex) must not hide a
    /// free direction. All constraints are required and there is no objective, so every
    /// feasible point is optimal, and each of these regions is a 2-D cone.
    @Test(arguments: ["x >= 0, y <= 0, y <= x", "x >= 0, y >= 0, y >= 0, x >= y", "x >= 0, y >= 0, x + y >= 0, x >= y"])
    func degenerateVertexStillAmbiguous(system: String) throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let constraints: [Constraint] = switch system {
        case "x >= 0, y <= 0, y <= x": [x >= 0, y <= 0, y <= x]  // (0, -1) and (1, 0) are feasible
        case "x >= 0, y >= 0, y >= 0, x >= y": [x >= 0, y >= 0, y >= 0, x >= y]  // (2, 1) is feasible
        default: [x >= 0, y >= 0, x + y >= 0, x >= y]
        }
        try solver.add(constraints)
        #expect(ambiguousNames(solver) == ["x", "y"], "\(system)")
    }

    /// The same through an optional bound that holds.
    @Test func degenerateVertexWithOptionalBound() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((y >= 0).priority(500))
        try solver.add(x >= y)
        #expect(ambiguousNames(solver) == ["x", "y"])
    }

    @Test func removingThePinMakesAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 1)
        try solver.add(y >= x)
        let pin = (y == 5).priority(100)
        try solver.add(pin)
        #expect(ambiguousNames(solver).isEmpty && near(solver.value(of: y), 5))
        try solver.remove(pin)
        #expect(ambiguousNames(solver) == ["y"])
    }
}

// MARK: - Edit variables

@Suite struct EditVariableRules {
    @Test func followsRepeatedSuggestions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.hasEditVariable(x) && !solver.hasEditVariable(y))
        for suggestion in [42.0, 10, -5, 7.25, 1e6, 7.25] {
            try solver.suggestValue(suggestion, for: x)
            solver.solve()
            #expect(near(solver.value(of: x), suggestion) && near(solver.value(of: y), suggestion + 1))
        }
    }

    @Test func requiredConstraintsBoundTheEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 20)
        try solver.addEditVariable(x, priority: 999)
        for (suggestion, expected) in [(30.0, 20.0), (15, 15), (25, 20), (-3, -3)] {
            try solver.suggestValue(suggestion, for: x)
            #expect(near(solver.value(of: x), expected), "suggested \(suggestion)")
        }
    }

    @Test(arguments: [(750.0, 20.0), (500.5, 20.0), (499.5, 30.0), (250.0, 30.0)])
    func editPriorityDecides(boundPriority: Double, expected: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x <= 20).priority(boundPriority))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(30, for: x)
        #expect(near(solver.value(of: x), expected))
    }

    @Test func higherEditWins() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 10)
        try solver.addEditVariable(x, priority: 500)
        try solver.addEditVariable(y, priority: 400)
        try solver.suggestValue(3, for: x)
        try solver.suggestValue(3, for: y)
        #expect(near(solver.value(of: x), 3) && near(solver.value(of: y), 7))
        try solver.suggestValue(9, for: y)
        #expect(near(solver.value(of: x), 3) && near(solver.value(of: y), 7))
        try solver.suggestValue(-1, for: x)
        #expect(near(solver.value(of: x), -1) && near(solver.value(of: y), 11))
    }

    @Test func removeEditVariableStopsIt() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 3).priority(10))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(8, for: x)
        #expect(near(solver.value(of: x), 8))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(near(solver.value(of: x), 3))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(-2, for: x)
        #expect(near(solver.value(of: x), -2))
    }
}

// MARK: - Incremental use

@Suite struct IncrementalRules {
    /// The chain of the benchmark with `n` views; `hugging` and `resistance` give per-view priorities.
    struct Chain {
        let n: Int
        let intrinsic: [Double]
        let x: [Variable], w: [Variable]
        let total = Variable("W")
        let required: [Constraint]
        let hugging: [Constraint]
        let resistance: [Constraint]
        var natural: Double { intrinsic.reduce(0, +) + 8 * Double(n - 1) }
        var all: [Constraint] { required + hugging + resistance }

        init(intrinsic: [Double], huggingPriority: [Double]? = nil, resistancePriority: [Double]? = nil) {
            n = intrinsic.count
            self.intrinsic = intrinsic
            let x = (0..<intrinsic.count).map { Variable("x\($0)") }
            let w = (0..<intrinsic.count).map { Variable("w\($0)") }
            self.x = x
            self.w = w
            var required = [x[0] == 0]
            for i in 0..<(n - 1) { required.append(x[i + 1] == x[i] + w[i] + 8) }
            required.append(x[n - 1] + w[n - 1] == total)
            for i in 0..<n { required.append(w[i] >= 0) }
            self.required = required
            hugging = (0..<n).map { (w[$0] <= intrinsic[$0]).priority(huggingPriority?[$0] ?? 250) }
            resistance = (0..<n).map { (w[$0] >= intrinsic[$0]).priority(resistancePriority?[$0] ?? 750) }
        }

        func makeSolver(suggesting value: Double) throws -> Solver {
            let solver = Solver()
            try solver.add(all)
            try solver.addEditVariable(total, priority: 999)
            try solver.suggestValue(value, for: total)
            return solver
        }
    }

    static let intrinsic: [Double] = [20, 50, 120, 30, 40]

    @Test func removeThenReAddMatchesFromScratch() throws {
        // View 2 hugs less, so the layout is unique: it takes all 100 extra points.
        let chain = Chain(intrinsic: Self.intrinsic, huggingPriority: [250, 250, 249, 250, 250])
        let solver = try chain.makeSolver(suggesting: chain.natural + 100)
        let extra = (chain.w[0] >= 40).priority(500)
        let withoutExtra = chain.w.map { solver.value(of: $0) }
        #expect(near(withoutExtra, [20, 50, 220, 30, 40]))
        try solver.add(extra)
        let withExtra = chain.w.map { solver.value(of: $0) }
        #expect(near(withExtra, [40, 50, 200, 30, 40]))
        try solver.remove(extra)
        #expect(!solver.contains(extra))
        #expect(zip(chain.w.map { solver.value(of: $0) }, withoutExtra).allSatisfy { near($0, $1) })
        try solver.add(extra)
        #expect(solver.contains(extra))
        #expect(zip(chain.w.map { solver.value(of: $0) }, withExtra).allSatisfy { near($0, $1) })

        // Remove a required constraint, then put it back.
        let closing = chain.required[chain.n]
        try solver.remove(closing)
        try solver.add(closing)
        #expect(near(solver.value(of: chain.total), chain.natural + 100))
    }

    /// Adds, removes, edits and re-solves; the end state equals a fresh build of the end system.
    @Test func historyMatchesFreshBuild() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = Solver()
        for constraint in chain.required { try solver.add(constraint); solver.solve() }
        try solver.addEditVariable(chain.total, priority: 999)
        try solver.suggestValue(chain.natural - 100, for: chain.total)
        for constraint in chain.hugging + chain.resistance { try solver.add(constraint); solver.solve() }
        let pins = (0..<chain.n).map { (chain.w[$0] == chain.intrinsic[$0] + 20).priority(100) }
        try solver.add(pins)
        for value in [chain.natural + 50, chain.natural - 30, chain.natural + 100] {
            try solver.suggestValue(value, for: chain.total)
            solver.solve()
        }
        try solver.remove(chain.hugging[1])
        try solver.remove(pins[3])
        try solver.suggestValue(chain.natural + 70, for: chain.total)

        let fresh = Solver()
        try fresh.add(chain.required)
        try fresh.add(chain.hugging.enumerated().filter { $0.offset != 1 }.map(\.element))
        try fresh.add(chain.resistance)
        try fresh.add(pins.enumerated().filter { $0.offset != 3 }.map(\.element))
        try fresh.addEditVariable(chain.total, priority: 999)
        try fresh.suggestValue(chain.natural + 70, for: chain.total)

        // View 1 lost its hugging so it takes all 70 points; the pins @100 decide nothing else.
        let expected = [20.0, 120, 120, 30, 40]
        for i in 0..<chain.n {
            #expect(near(solver.value(of: chain.w[i]), expected[i]), "incremental w\(i)")
            #expect(near(fresh.value(of: chain.w[i]), expected[i]), "fresh w\(i)")
            #expect(near(solver.value(of: chain.x[i]), fresh.value(of: chain.x[i])))
        }
    }
}

// MARK: - The benchmark's chain, N = 5

@Suite struct ChainRules {
    typealias Chain = IncrementalRules.Chain
    static let intrinsic = IncrementalRules.intrinsic

    /// Checks the layout invariants that always hold: positions, spacing and `w ≥ 0`.
    private func expectConsistentLayout(_ chain: Chain, _ solver: Solver, total: Double,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(near(solver.value(of: chain.total), total), sourceLocation: sourceLocation)
        #expect(near(solver.value(of: chain.x[0]), 0), sourceLocation: sourceLocation)
        for i in 0..<(chain.n - 1) {
            #expect(near(solver.value(of: chain.x[i + 1]), solver.value(of: chain.x[i]) + solver.value(of: chain.w[i]) + 8),
                    sourceLocation: sourceLocation)
        }
        #expect(near(solver.value(of: chain.x[chain.n - 1]) + solver.value(of: chain.w[chain.n - 1]), total),
                sourceLocation: sourceLocation)
        #expect(chain.w.allSatisfy { solver.value(of: $0) >= -1e-9 }, sourceLocation: sourceLocation)
    }

    @Test func stretchedBreaksOnlyHugging() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = try chain.makeSolver(suggesting: chain.natural + 100)
        expectConsistentLayout(chain, solver, total: chain.natural + 100)
        let widths = chain.w.map { solver.value(of: $0) }
        #expect(near(widths.reduce(0, +), Self.intrinsic.reduce(0, +) + 100))
        #expect(zip(widths, Self.intrinsic).allSatisfy { $0 >= $1 - 1e-9 }, "every width ≥ intrinsic: \(widths)")
        #expect(near(chain.hugging.map { violation(of: $0, in: solver) }.reduce(0, +), 100))
        #expect(chain.resistance.allSatisfy { violation(of: $0, in: solver) <= 1e-9 })
        // With equal hugging the 100 extra points can go to any view: every width is free.
        let ambiguous = Set(solver.ambiguousVariables().map { ObjectIdentifier($0) })
        #expect(chain.w.allSatisfy { ambiguous.contains(ObjectIdentifier($0)) })
    }

    @Test func compressedBreaksOnlyCompressionResistance() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = try chain.makeSolver(suggesting: chain.natural - 100)
        expectConsistentLayout(chain, solver, total: chain.natural - 100)
        let widths = chain.w.map { solver.value(of: $0) }
        #expect(near(widths.reduce(0, +), Self.intrinsic.reduce(0, +) - 100))
        #expect(zip(widths, Self.intrinsic).allSatisfy { $0 <= $1 + 1e-9 }, "every width ≤ intrinsic: \(widths)")
        #expect(near(chain.resistance.map { violation(of: $0, in: solver) }.reduce(0, +), 100))
        #expect(chain.hugging.allSatisfy { violation(of: $0, in: solver) <= 1e-9 })
    }

    /// One view hugs less (249) / resists less (749): it alone absorbs the difference,
    /// so every width is exact.
    @Test func weakestViewAbsorbsTheDifferenceExactly() throws {
        let stretchy = Chain(intrinsic: Self.intrinsic, huggingPriority: [250, 250, 249, 250, 250])
        let stretched = try stretchy.makeSolver(suggesting: stretchy.natural + 100)
        expectConsistentLayout(stretchy, stretched, total: stretchy.natural + 100)
        #expect(near(stretchy.w.map { stretched.value(of: $0) }, [20, 50, 220, 30, 40]))
        #expect(stretched.ambiguousVariables().isEmpty)

        let squashy = Chain(intrinsic: Self.intrinsic, resistancePriority: [750, 750, 749, 750, 750])
        let squashed = try squashy.makeSolver(suggesting: squashy.natural - 100)
        expectConsistentLayout(squashy, squashed, total: squashy.natural - 100)
        #expect(near(squashy.w.map { squashed.value(of: $0) }, [20, 50, 20, 30, 40]))
        #expect(squashed.ambiguousVariables().isEmpty)

        // Back and forth on the same solver.
        for _ in 0..<3 {
            try squashed.suggestValue(squashy.natural + 100, for: squashy.total)
            let widths = squashy.w.map { squashed.value(of: $0) }
            #expect(near(widths.reduce(0, +), Self.intrinsic.reduce(0, +) + 100))
            try squashed.suggestValue(squashy.natural - 100, for: squashy.total)
            #expect(near(squashy.w.map { squashed.value(of: $0) }, [20, 50, 20, 30, 40]))
        }
    }

    /// Narrower than the spacing alone: the edit (999) gives way to `w ≥ 0` (required).
    @Test func tooNarrowClampsToZeroWidths() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = try chain.makeSolver(suggesting: 10)
        #expect(near(solver.value(of: chain.total), 32))
        #expect(chain.w.allSatisfy { near(solver.value(of: $0), 0) })
    }
}
