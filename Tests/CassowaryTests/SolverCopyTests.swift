@testable import Cassowary
import Testing

/// `copy()` gives a solver that changes apart from the original, and `canRemoveInPlace(_:)`
/// says truly whether `remove(_:)` takes a constraint out without rebuilding.
@Suite struct SolverCopyTests {
    @Test func aCopyChangesApart() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == x + 5)
        let copy = solver.copy()
        try copy.remove(pin)
        try copy.add(x == 20)
        #expect(copy.value(of: y) == 25)
        #expect(solver.value(of: y) == 15)
        #expect(solver.contains(pin) && !copy.contains(pin))
        // Selections made with the original read the copy too.
        let selection = solver.selection(of: [x, y])
        #expect(copy.values(of: selection) == [20, 25])
        #expect(solver.values(of: selection) == [10, 15])
    }

    /// Two required equalities with the same constant share a dummy, so neither can go in
    /// place; hugging and compression resistance of one size share a slack, and either can
    /// (the owner's equation stays for the other).
    @Test func canRemoveInPlaceSaysWhetherRemovalRebuilds() throws {
        let (w, v, u) = (Variable("w"), Variable("v"), Variable("u"))
        let (hugging, resistance, spacing, otherSpacing) = Self.sharedPairAndSpacings(w, v, u)
        let unknown = v >= 0
        let constraints = [hugging, resistance, spacing, otherSpacing]
        for removed in constraints {
            let solver = Solver()
            try solver.add(constraints)
            let assignment = solver.state.symbolAssignment
            let inPlace = solver.canRemoveInPlace(removed)
            try solver.remove(removed)
            #expect((solver.state.symbolAssignment === assignment) == inPlace, "\(removed)")
            #expect((solver.rebuildCount == 0) == inPlace, "\(removed): rebuildCount")
        }
        let solver = Solver()
        try solver.add(constraints)
        #expect(!solver.canRemoveInPlace(unknown))
        #expect(solver.canRemoveInPlace(hugging) && solver.canRemoveInPlace(resistance))
        #expect(!solver.canRemoveInPlace(spacing) && !solver.canRemoveInPlace(otherSpacing))
    }

    /// The form for several constraints says truly whether removing them together rebuilds,
    /// for every set of them, and refuses a set naming a constraint twice or one not added.
    @Test func canRemoveInPlaceSaysWhetherRemovingSeveralRebuilds() throws {
        let (w, v, u) = (Variable("w"), Variable("v"), Variable("u"))
        let (hugging, resistance, spacing, otherSpacing) = Self.sharedPairAndSpacings(w, v, u)
        let wide = (u >= 200).priority(500)
        let constraints = [hugging, resistance, spacing, otherSpacing, wide]
        var inPlaceSets = 0
        for mask in 1..<(1 << constraints.count) {
            let removed = constraints.indices.filter { mask & (1 << $0) != 0 }.map { constraints[$0] }
            let solver = Solver()
            try solver.add(constraints)
            let inPlace = solver.canRemoveInPlace(removed)
            if inPlace { inPlaceSets += 1 }
            try solver.remove(removed)
            #expect((solver.rebuildCount == 0) == inPlace, "\(removed)")
        }
        // Both of a shared pair, and either with the stretch, go in place; no set with a spacing does.
        #expect(inPlaceSets == 7)
        let solver = Solver()
        try solver.add(constraints)
        #expect(!solver.canRemoveInPlace([wide, wide]))
        #expect(!solver.canRemoveInPlace([wide, v >= 0]))
    }

    /// Hugging and compression resistance of `w` (one intrinsic size: they share a slack) and
    /// two spacings of the same constant along `w`, `v`, `u` (they share a dummy).
    static func sharedPairAndSpacings(_ w: Variable, _ v: Variable, _ u: Variable) -> (Constraint, Constraint, Constraint, Constraint) {
        ((w <= 51).priority(250), (w >= 51).priority(750), v == w + 8, u == v + 8)
    }

    /// Taking out the owner of a shared slack while the constraint charged on it stays
    /// answers as a solver built without it: with compression resistance alone, a pull
    /// wider wins; with hugging alone, a push narrower does; either alone leaves w where
    /// nothing else decides it free.
    @Test func removingEitherOfASharedPairAnswersAsAFreshSolver() throws {
        let w = Variable("w")
        for pull in [nil, 40.0, 60.0] {
            let hugging = (w <= 51).priority(250)
            let resistance = (w >= 51).priority(750)
            let pulled = pull.map { (w == $0).priority(500) }
            for removed in [hugging, resistance] {
                let solver = Solver()
                try solver.add([hugging, resistance] + (pulled.map { [$0] } ?? []))
                _ = solver.value(of: w)
                #expect(solver.canRemoveInPlace(removed))
                try solver.remove(removed)
                let fresh = Solver()
                try fresh.add([hugging, resistance].filter { $0 !== removed } + (pulled.map { [$0] } ?? []))
                #expect(solver.value(of: w) == fresh.value(of: w), "pull \(pull ?? 0), without \(removed)")
                #expect(solver.ambiguousVariables().map(\.name) == fresh.ambiguousVariables().map(\.name), "pull \(pull ?? 0), without \(removed)")
            }
        }
    }
}
