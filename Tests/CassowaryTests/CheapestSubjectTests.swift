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
}
