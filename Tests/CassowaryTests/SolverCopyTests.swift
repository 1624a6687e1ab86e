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

    /// Two opposite optional inequalities share one slack, so the owner of that slack cannot
    /// go alone; the other constraints can.
    @Test func canRemoveInPlaceSaysWhetherRemovalRebuilds() throws {
        let w = Variable("w"), v = Variable("v")
        let hugging = (w <= 51).priority(250)
        let resistance = (w >= 51).priority(750)
        let spacing = v == w + 8
        let unknown = v >= 0
        let constraints = [hugging, resistance, spacing]
        for removed in constraints {
            let solver = Solver()
            try solver.add(constraints)
            let assignment = solver.state.symbolAssignment
            let inPlace = solver.canRemoveInPlace(removed)
            try solver.remove(removed)
            #expect((solver.state.symbolAssignment === assignment) == inPlace, "\(removed)")
        }
        let solver = Solver()
        try solver.add(constraints)
        #expect(!solver.canRemoveInPlace(unknown))
        #expect(constraints.contains { !solver.canRemoveInPlace($0) } && constraints.contains { solver.canRemoveInPlace($0) })
    }
}
