@testable import Cassowary
import PropertyBased
import Testing

/// Required inequalities parallel to one already in the tableau stay out of it, implied, and
/// nothing a user can see changes: values, ambiguity, refusals, replacing and removing.
@Suite struct ImpliedInequalityTests {
    /// An equalSpacing stack at a fixed width that leaves gaps of 9 at the preferred widths
    /// (spacings of 10 bind, 8 and 6 do not), and the same constraints in a solver that gives
    /// every inequality its row.
    struct Stack {
        var system: EqualSpacingSystem
        var solver: Solver { system.solver }
        var gaps: [Variable] { system.gaps }
        var spacings: [Constraint] {
            get { system.spacings }
            set { system.spacings = newValue }
        }
        var values: [Double] { system.values }

        init(spacings: [Double]) {
            system = EqualSpacingSystem(spacings: spacings, width: EqualSpacingSystem.width(views: spacings.count + 1, gap: 9))
        }

        /// The same constraints in the same order, with every inequality given its row.
        func reference() -> Solver {
            let solver = Solver()
            solver.state.sharesDummies = false
            for constraint in self.solver.constraints { try? solver.add(constraint) }
            return solver
        }

        func referenceValues() -> [Double] {
            let reference = reference()
            return reference.values(of: system.positions + system.widths + system.gaps + [system.total])
        }
    }

    /// The constraints named when `solver` refuses `constraint` (nil when it takes it).
    static func conflicts(adding constraint: Constraint, to solver: Solver) -> Set<ObjectIdentifier>? {
        do {
            try solver.add(constraint)
            return nil
        } catch {
            guard case let .unsatisfiable(_, conflicts) = error else { return [] }
            return Set(conflicts.map(ObjectIdentifier.init))
        }
    }

    static func expectClose(_ a: [Double], _ b: [Double], _ comment: Comment? = nil) {
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) where abs(x - y) > 1e-7 {
            Issue.record("\(x) != \(y) \(comment.map { "\($0)" } ?? "")")
            return
        }
    }

    /// The spacings are one dense row each, up to the constant: all but a couple are kept
    /// out (which couple depends on the dummy columns the rows happen to hold), and the
    /// values are those of the tableau that holds them all.
    @Test func parallelSpacingsStayOutOfTheTableau() {
        let stack = Stack(spacings: Array(repeating: 8, count: 40))
        let tableau = stack.solver.state.tableau
        let longSlackRows = tableau.rows.indices.filter { tableau.kinds[$0] == .slack && (tableau.rows[$0]?.cells.count ?? 0) > 20 }
        #expect(stack.solver.state.impliedBy.count >= 37)
        #expect(longSlackRows.count <= 3)
        Self.expectClose(stack.values, stack.referenceValues())
        #expect(stack.solver.ambiguousVariables().isEmpty)
    }

    /// A larger spacing is not implied by a smaller one: it gets its row.
    @Test func aTighterSpacingIsNotImplied() throws {
        let spacings = Array(repeating: 8.0, count: 30) + [12]
        let stack = Stack(spacings: spacings)
        let last = try #require(stack.spacings.last)
        let tag = try #require(stack.solver.state.tags[ObjectIdentifier(last)])
        #expect(stack.solver.state.impliedBy[tag.marker] == nil)
        Self.expectClose(stack.values, stack.referenceValues())
    }

    /// Spacings widened alike until they bind (in place: the margins stay 0), then the ones
    /// that hold rows removed: the spacings they implied still bind.
    @Test func removingAnImplyingSpacingKeepsTheOnesItImplied() throws {
        var stack = Stack(spacings: Array(repeating: 8, count: 30))
        let replacements = stack.spacings.map { Solver.Replacement($0, by: Constraint($0.expression + Expression(-4.0), $0.relation)) }
        try stack.solver.replace(replacements)
        stack.spacings = replacements.map(\.new)
        #expect(stack.solver.state.impliedBy.count >= 27)
        #expect(abs(stack.solver.value(of: stack.gaps[0]) - 12) < 1e-9)
        let held = stack.spacings.filter { spacing in
            stack.solver.state.tags[ObjectIdentifier(spacing)].map { stack.solver.state.impliedBy[$0.marker] == nil } ?? false
        }
        #expect(!held.isEmpty && held.count < 4)
        for spacing in held {
            try stack.solver.remove(spacing)
            stack.spacings.removeAll { $0 === spacing }
        }
        #expect(abs(stack.solver.value(of: stack.gaps[0]) - 12) < 1e-9)
        Self.expectClose(stack.values, stack.referenceValues())
    }

    /// A spacing added after the others moved in place is compared with where they are now,
    /// not where they were added: spacings of 6 moved to 3, then one of 5 added beside them
    /// (not implied by 3), then everything moved up twice by 3 — the added spacing, now 11,
    /// binds.
    @Test func aSpacingAddedAfterTheOthersMovedIsComparedWithTheirNewConstants() throws {
        var stack = Stack(spacings: Array(repeating: 6, count: 20))
        func moveAll(by amount: Double) throws {
            let replacements = stack.spacings.map { Solver.Replacement($0, by: Constraint($0.expression + Expression(-amount), $0.relation)) }
            try stack.solver.replace(replacements)
            stack.spacings = replacements.map(\.new)
        }
        try moveAll(by: -3)
        let positions = stack.system.positions
        let added = positions[1] >= positions[0] + stack.system.widths[0] + 5
        try stack.solver.add(added)
        stack.spacings.append(added)
        let marker = try #require(stack.solver.state.tags[ObjectIdentifier(added)]?.marker)
        #expect(stack.solver.state.impliedBy[marker] == nil)
        try moveAll(by: 3)
        try moveAll(by: 3)
        #expect(abs(stack.solver.value(of: stack.gaps[0]) - 11) < 1e-9)
        Self.expectClose(stack.values, stack.referenceValues())
    }

    /// Spacings that do not bind when they are added (6–8 against gaps of 9), so that most are
    /// kept out as implied; then replacing their constants (one, or all alike, by up to 3 either
    /// way, which makes some bind), removing them, adding another spacing beside one (after
    /// edits, so that one found parallel to it is measured from the constants now), and
    /// adding a constraint they contradict: after every step the values, the ambiguity and
    /// any refusal are those of a solver that holds every inequality in its tableau.
    @Test func editsAgreeWithATableauHoldingEveryInequality() async {
        let operations = zip(Gen.int(in: 0...4), Gen.int(in: 0...24), Gen.int(in: -3...3)).array(of: 1...6)
        await propertyCheck(count: 60, input: zip(Gen.int(in: 0...2).array(of: 24...24), operations)) { spacingChoices, steps in
            var stack = Stack(spacings: spacingChoices.map { [6.0, 7, 8][$0] })
            #expect(stack.solver.state.impliedBy.count > 0)
            for (kind, index, amount) in steps {
                let position = index % stack.spacings.count
                switch kind {
                case 0:
                    // One spacing's constant changes.
                    let old = stack.spacings[position]
                    let new = Constraint(old.expression + Expression(Double(amount)), old.relation)
                    try stack.solver.replace([.init(old, by: new)])
                    stack.spacings[position] = new
                case 1:
                    // Every spacing changes by the same amount (the spacing key).
                    let replacements = stack.spacings.map { Solver.Replacement($0, by: Constraint($0.expression + Expression(Double(amount)), $0.relation)) }
                    try stack.solver.replace(replacements)
                    stack.spacings = replacements.map(\.new)
                case 2:
                    guard stack.spacings.count > 2 else { continue }
                    try stack.solver.remove(stack.spacings.remove(at: position))
                case 3:
                    let k = position % stack.gaps.count
                    let positions = stack.system.positions
                    let spacing = positions[k + 1] >= positions[k] + stack.system.widths[k] + Double(7 + amount)
                    try stack.solver.add(spacing)
                    stack.spacings.append(spacing)
                default:
                    // A required constraint the spacings contradict is refused, naming them alike.
                    let conflicting = stack.gaps[0] <= Double(amount)
                    let reference = stack.reference()
                    #expect(Self.conflicts(adding: conflicting, to: stack.solver) == Self.conflicts(adding: conflicting, to: reference))
                }
                Self.expectClose(stack.values, stack.referenceValues(), "after \(kind) \(position) \(amount)")
                #expect(Set(stack.solver.ambiguousVariables().map(ObjectIdentifier.init)) == Set(stack.reference().ambiguousVariables().map(ObjectIdentifier.init)))
            }
        }
    }
}
