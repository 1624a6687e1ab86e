import Cassowary
import PropertyBased
import Testing

/// A generated replacement history: a system, then the accepted constraints chosen by
/// `mask` replaced by copies whose constant moves by `shift` (the same for all, so that
/// opposite inequalities on one expression move together) or, with `independent`, by their
/// own amount from `shifts`; whose optional priority becomes `priorities[i]` when
/// `reprioritise`; and, with `flipRelation`, one of them with another relation.
struct ReplaceSpec: Sendable, CustomStringConvertible {
    var system: SystemSpec
    var mask: Int
    var shift: Int
    var independent: Bool
    var shifts: [Int]
    var reprioritise: Bool
    var priorities: [Int]
    var flipRelation: Bool
    var solveBefore: Bool

    var description: String {
        "\(system)\n  mask \(mask), shift \(independent ? "\(shifts)" : "\(shift)"), priorities \(reprioritise ? "\(priorities)" : "kept"), flip \(flipRelation), solved before \(solveBefore)"
    }

    /// The spec of the constraint at `index` of the system after the replacement.
    func replaced(_ index: Int, order: Int) -> ConstraintSpec {
        var spec = system.constraints[index]
        spec.constant += independent ? shifts[order % shifts.count] : shift
        if reprioritise, !spec.isRequired {
            spec.priority = SystemGen.optionalPriorities[priorities[order % priorities.count] % SystemGen.optionalPriorities.count]
        }
        if flipRelation, order == 0 {
            spec.relation = Relation.allCases[(Relation.allCases.firstIndex(of: spec.relation)! + 1) % 3]
        }
        return spec
    }
}

extension SystemGen {
    /// The optional priorities a replaced constraint may move to.
    static let optionalPriorities: [Double] = [750, 251, 250, 50]

    static var replacement: Generator<ReplaceSpec, some Sequence & SendableMetatype> {
        zip(system, Gen.int(in: 0...63), Gen.int(in: -6...6), Gen.bool(0.3), Gen.int(in: -6...6).array(of: 1...3),
            Gen.bool(0.4), Gen.int(in: 0...3).array(of: 1...3), Gen.bool(0.15), Gen.bool)
            .map { parts in
                ReplaceSpec(system: parts.0, mask: parts.1, shift: parts.2, independent: parts.3, shifts: parts.4,
                            reprioritise: parts.5, priorities: parts.6, flipRelation: parts.7, solveBefore: parts.8)
            }
    }
}

@Suite struct SolverReplaceTests {
    /// Replacing constraints (new constants, new priorities, now and then a new relation)
    /// ends at the optimum of the replaced system, with the same ambiguity as the
    /// reference; a refused replacement leaves the solver as it was.
    @Test func replacingAgreesWithTheReference() async {
        await propertyCheck(count: 3000, input: SystemGen.replacement) { try Self.check($0) }
    }

    /// A spacing-like chain: changing every gap's constant and one optional priority in
    /// place gives the values of a fresh solver, bit for bit where the optimum is unique.
    @Test func chainConstantsChangeInPlace() throws {
        let count = 30
        let x = (0..<count).map { Variable("x\($0)") }
        let w = (0..<count).map { Variable("w\($0)") }
        func system(gap: Double, hug: Double) -> [Constraint] {
            var result: [Constraint] = [x[0] == 0]
            for i in 0..<count {
                result.append((w[i] <= Double(20 + i)).priority(hug))
                result.append((w[i] >= Double(20 + i)).priority(750))
                if i > 0 { result.append(x[i] == x[i - 1] + w[i - 1] + gap) }
            }
            result.append((x[count - 1] + w[count - 1] == 2000).priority(500))
            return result
        }
        let solver = Solver()
        let before = system(gap: 8, hug: 250)
        try solver.add(before)
        solver.solve()
        let after = system(gap: 10, hug: 260)
        try solver.replace(zip(before, after).map { Solver.Replacement($0, by: $1) })
        let fresh = Solver()
        try fresh.add(after)
        #expect(solver.values(of: x + w) == fresh.values(of: x + w))
        #expect(solver.value(of: w[0]) > 20, "the lowest hugging stretches")
        #expect(solver.constraints.map(ObjectIdentifier.init) == after.map(ObjectIdentifier.init))
    }

    /// Equalities with equal constants share a dummy; changing the constant of only one of
    /// them (one gap of a chain whose gaps are all 8) still ends where a fresh solver does.
    @Test func oneOfSeveralEqualConstantsChanges() throws {
        let count = 12
        let x = (0..<count).map { Variable("x\($0)") }
        func gaps(widening index: Int?) -> [Constraint] {
            (1..<count).map { i -> Constraint in
                let gap: Double = i == index ? 20 : 8
                return x[i] == x[i - 1] + gap
            }
        }
        let solver = Solver()
        let before = gaps(widening: nil)
        try solver.add(x[0] == 0)
        try solver.add(before)
        try solver.add((x[count - 1] <= 50).priority(300))
        solver.solve()
        let after = gaps(widening: 5)
        try solver.replace([Solver.Replacement(before[4], by: after[4])])
        let fresh = Solver()
        try fresh.add(x[0] == 0)
        try fresh.add(Array(before[..<4]) + [after[4]] + Array(before[5...]))
        try fresh.add((x[count - 1] <= 50).priority(300))
        #expect(solver.values(of: x) == fresh.values(of: x))
        let expectedEnd: Double = 8 * 10 + 20
        #expect(solver.value(of: x[count - 1]) == expectedEnd)
    }

    /// `rebuildCount` counts the replacements that could not go in place: two spacings
    /// sharing a dummy move in place together, one alone rebuilds, and so does a new relation.
    @Test func rebuildCountCountsTheReplacementsThatRebuild() throws {
        let v = Variable("v"), w = Variable("w"), u = Variable("u")
        let spacing = v == w + 8, otherSpacing = u == v + 8
        let solver = Solver()
        try solver.add([w == 10, spacing, otherSpacing])
        let wider = v == w + 10, otherWider = u == v + 10
        try solver.replace([Solver.Replacement(spacing, by: wider), Solver.Replacement(otherSpacing, by: otherWider)])
        #expect(solver.rebuildCount == 0)
        #expect(solver.value(of: u) == 30)
        let narrower = v == w + 4
        try solver.replace([Solver.Replacement(wider, by: narrower)])
        #expect(solver.rebuildCount == 1, "one of a shared dummy's equalities alone")
        #expect(solver.value(of: u) == 24)
        try solver.replace([Solver.Replacement(narrower, by: v >= w + 4)])
        #expect(solver.rebuildCount == 2, "a new relation")
    }

    /// An equality made with `sharesDummy: false` keeps a dummy of its own: its constant
    /// changes alone in place, where one of a shared dummy's equalities alone rebuilds, and
    /// it can be taken out in place beside equalities of the same constant.
    @Test func anEqualityThatDoesNotShareItsDummyChangesAlone() throws {
        let v = Variable("v"), w = Variable("w"), u = Variable("u"), z = Variable("z"), y = Variable("y")
        let spacing = Constraint(v - (w + 8), .equal, sharesDummy: false)
        let otherSpacing = Constraint(u - (v + 8), .equal, sharesDummy: false)
        let zero = Constraint(Expression(z), .equal, sharesDummy: false)
        let solver = Solver()
        try solver.add([w == 10, spacing, otherSpacing, zero, y == z])
        #expect(solver.value(of: u) == 26)
        let narrower = Constraint(v - (w + 4), .equal, sharesDummy: false)
        try solver.replace([Solver.Replacement(spacing, by: narrower)])
        #expect(solver.rebuildCount == 0, "one alone, in place")
        #expect(solver.value(of: u) == 22)
        #expect(solver.canRemoveInPlace(zero), "beside another equality of constant 0")
    }

    /// Constraints taken out in place stay in the tableau, inert, up to `Solver.inertLimit`
    /// of them, however many constraints are live; the removal that would pass the limit
    /// rebuilds, and the count starts again (a chain of 200 gaps, each held at its width by
    /// a constraint switched off in turn, when it falls to its weakly held minimum).
    @Test func removalsInPlaceStopAtTheInertLimit() throws {
        let count = 200
        let x = (0...count).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(x[0] == 0)
        var widths: [Constraint] = []
        for i in 1...count {
            try solver.add(x[i] >= x[i - 1] + 4)
            try solver.add((x[i] <= x[i - 1] + 4).priority(1))
            let width = (x[i] == x[i - 1] + Double(10 + i % 3)).priority(500)
            try solver.add(width)
            widths.append(width)
        }
        for (index, width) in widths.prefix(Solver.inertLimit).enumerated() {
            #expect(solver.canRemoveInPlace(width), "removal \(index + 1)")
            try solver.remove(width)
        }
        #expect(solver.rebuildCount == 0)
        let next = widths[Solver.inertLimit]
        #expect(!solver.canRemoveInPlace(next), "one more would pass the limit")
        try solver.remove(next)
        #expect(solver.rebuildCount == 1)
        #expect(solver.canRemoveInPlace(widths[Solver.inertLimit + 1]), "counted again from the rebuild")
        // The gaps switched off fall to 4; the others keep 10, 11 or 12.
        let removed = Solver.inertLimit + 1
        var end = Double(removed * 4)
        for gap in (removed + 1)...count { end += Double(10 + gap % 3) }
        #expect(abs(solver.value(of: x[count]) - end) < 1e-9)
    }

    static func check(_ spec: ReplaceSpec) throws {
        let system = spec.system
        let variables = system.variables()
        let solver = Solver()
        var accepted: [Accepted] = []
        addChecked(system, to: solver, variables: variables, accepted: &accepted, solveBetween: false)
        if spec.solveBefore { solver.solve() }
        let chosen = accepted.indices.filter { spec.mask & (1 << $0) != 0 }
        guard !chosen.isEmpty else { return }
        var specs = accepted.map { system.constraints[$0.index] }
        var replacements: [Solver.Replacement] = []
        for (order, position) in chosen.enumerated() {
            specs[position] = spec.replaced(accepted[position].index, order: order)
            replacements.append(Solver.Replacement(accepted[position].constraint, by: specs[position].make(variables)))
        }
        let references = specs.map { $0.reference(variableCount: system.variableCount) }
        let before = variables.map { solver.value(of: $0).bitPattern }
        let ambiguousBefore = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
        let error = caught { try solver.replace(replacements) }
        let feasible = ReferenceSolver.isFeasible(variableCount: system.variableCount, constraints: references.filter(\.isRequired))
        if let error {
            guard case .unsatisfiable = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(!feasible, "refused although the replaced required constraints are feasible")
            #expect(variables.map { solver.value(of: $0).bitPattern } == before, "a refused replacement changed the values")
            #expect(solver.constraints.map(ObjectIdentifier.init) == accepted.map { ObjectIdentifier($0.constraint) })
            // The tableau itself is as it was, not only the values read before: its free
            // directions are the same, and values worked out again from it (a constraint on a
            // new variable makes the solver do that) are the same, bit for bit.
            #expect(Set(solver.ambiguousVariables().map(ObjectIdentifier.init)) == ambiguousBefore, "a refused replacement changed the free directions")
            try solver.add(Variable("unrelated") == 1)
            #expect(variables.map { solver.value(of: $0).bitPattern } == before, "a refused replacement changed the tableau")
            return
        }
        #expect(feasible, "accepted although the replaced required constraints are infeasible")
        let expectedOrder = accepted.indices.map { position in
            replacements.first { $0.old === accepted[position].constraint }?.new ?? accepted[position].constraint
        }
        #expect(solver.constraints.map(ObjectIdentifier.init) == expectedOrder.map(ObjectIdentifier.init))
        let optimum = ReferenceSolver.solve(variableCount: system.variableCount, constraints: references)
        try #require(optimum.isFeasible && optimum.isInsideBox)
        let values = variables.map { solver.value(of: $0) }
        for constraint in references where constraint.isRequired {
            #expect(constraint.error(at: values) <= 1e-6, "required \(constraint) broken at \(values)")
        }
        let errors = ReferenceSolver.errorVector(levels: optimum.levels, constraints: references, at: values)
        #expect(sameErrors(errors, optimum.errors), "levels \(optimum.levels): errors \(errors) at \(values), optimum \(optimum.errors) at \(optimum.point)")
        let appearing = appearingVariables(references, variableCount: variables.count)
        for j in appearing where !optimum.ambiguous[j] {
            #expect(abs(values[j] - optimum.point[j]) <= 1e-6, "v\(j) is pinned at \(optimum.point[j]) but is \(values[j])")
        }
        let reported = Set(solver.ambiguousVariables().compactMap { ambiguous in variables.firstIndex { $0 === ambiguous } })
        #expect(reported.intersection(appearing) == Set(appearing.filter { optimum.ambiguous[$0] }),
                "ambiguous after replacing: \(reported.sorted()), reference \(appearing.filter { optimum.ambiguous[$0] }.sorted())")
    }
}
