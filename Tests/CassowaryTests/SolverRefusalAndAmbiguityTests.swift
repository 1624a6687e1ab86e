import Cassowary
import Testing

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

    /// `x == 1` and `y == 1` have the same constant (the solver lets such equalities share
    /// bookkeeping); `x - y == 5` contradicts the two together, and both are named.
    @Test func conflictWithEqualConstantsNamesEach() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let xIsOne = x == 1, yIsOne = y == 1, zIsOne = z == 1
        try solver.add([xIsOne, zIsOne, yIsOne])
        let apart = x - y == 5
        guard case let .unsatisfiable(refused, conflicts)? = refusal({ try solver.add(apart) }) else {
            Issue.record("expected .unsatisfiable")
            return
        }
        #expect(refused === apart)
        #expect(conflicts.map(ObjectIdentifier.init) == [xIsOne, yIsOne].map(ObjectIdentifier.init), "conflicts \(conflicts)")
        #expect(solver.value(of: x) == 1 && solver.value(of: y) == 1)
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
