@testable import Cassowary
import Testing

/// A required row that no free slack can take is solved for the symbol whose violation costs
/// least, so that the constraint it carries is the weakest one the row names.
@Suite struct CheapestSubjectTests {
    /// Gaps asked to equal the first one at falling priorities (equalCentering's 149, 148, …),
    /// then a required total that the gaps cannot meet while all are equal. The total names
    /// every gap's errors; the first gap's (@149, the dearest) come first in the row.
    static func gapsWithTotal(count: Int, total: Double) -> (solver: Solver, gaps: [Variable]) {
        let solver = Solver()
        let gaps = (0..<count).map { Variable("gap\($0)") }
        try? solver.add(gaps[0] == 10)
        for (index, gap) in gaps.enumerated().dropFirst() {
            try? solver.add((gap == gaps[0]).priority(150 - Double(index)))
        }
        let sum = gaps.dropFirst().reduce(Expression(gaps[0])) { $0 + $1 }
        try? solver.add(sum == total)
        return (solver, gaps)
    }

    @Test func theRowIsCarriedByTheCheapestError() {
        let (solver, gaps) = Self.gapsWithTotal(count: 6, total: 75)
        let tableau = solver.state.tableau
        // Carried by the @145 equality: already the optimum, nothing left to pivot. Carried by
        // the first error in the row (@149), cheaper errors would still have negative costs.
        #expect(tableau.objective.lowestNegative(where: tableau.isPivotable) == nil)
        // The last gap, the weakest equality, takes the 15 points the others leave over.
        #expect(abs(solver.value(of: gaps[5]) - 25) < 1e-9)
        for gap in gaps.dropLast() { #expect(abs(solver.value(of: gap) - 10) < 1e-9) }
    }

    /// A required inequality that only a costly symbol could take goes in as a cut, so the
    /// tableau stays optimal and reading the values takes no pivot. The system is an
    /// equalCentering stack at a fixed width too narrow for evenly spaced centres: views of
    /// preferred widths (compression resistance @750), each centre one gap after the last,
    /// every gap equal to the first @50, then a required spacing between each two views.
    /// Solving the first spacing for its cheapest symbol would leave one gap short by
    /// the whole deficit; its own spacing would then find only a view's compression left to
    /// give, and reading the values would start the simplex undoing that, view by view.
    @Test(arguments: [8, 30])
    func aRequiredInequalityThatOnlyACostlySymbolCanTakeIsACut(views count: Int) throws {
        let solver = Solver()
        let positions = (0..<count).map { Variable("x\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        let gaps = (0..<(count - 1)).map { Variable("g\($0)") }
        let preferred = (0..<count).map { Double(20 + ($0 * 37) % 60) }
        let total = preferred.reduce(0, +) + 8 * Double(count - 1) + 40
        try solver.add(positions[0] == 0)
        for k in 0..<(count - 1) {
            try solver.add(positions[k + 1] + widths[k + 1] * 0.5 == positions[k] + widths[k] * 0.5 + gaps[k])
        }
        try solver.add(positions[count - 1] + widths[count - 1] == total)
        for gap in gaps.dropFirst() { try solver.add((gap == gaps[0]).priority(50)) }
        for (width, size) in zip(widths, preferred) {
            try solver.add((width <= size).priority(250))
            try solver.add((width >= size).priority(750))
        }
        for k in 0..<(count - 1) { try solver.add(positions[k + 1] >= positions[k] + widths[k] + 8) }
        let pivots = solver.state.tableau.pivotCount
        let values = solver.values(of: widths)
        #expect(solver.state.tableau.pivotCount - pivots == 0, "reading the values took pivots")
        // The stack is wider than the views and spacings need: no view gives way.
        for (k, width) in values.enumerated() { #expect(abs(width - preferred[k]) < 1e-9, "view \(k): \(width)") }
    }
}
