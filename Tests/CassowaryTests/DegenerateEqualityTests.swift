@testable import Cassowary
import Testing

/// A required equality that already holds where the tableau stands (its row's constant is
/// zero) goes in solved for a symbol that keeps the costs as they were: no pivot now, none
/// when the values are read, and the answer of a solver that took it first.
@Suite struct DegenerateEqualityTests {
    /// Views whose widths are optional shares of a free total (`w[k] == m[k] * total`, at
    /// falling priorities, as fillProportionally writes them) and whose preferred sizes add
    /// up to exactly that total; then the equality that closes the chain,
    /// `Σ w[k] + spacing == total`, which holds at the optimum already found.
    @Test(arguments: [3, 40, 200])
    func anEqualityThatHoldsGoesInWithoutAPivot(views count: Int) throws {
        let preferred = (0..<count).map { Double(20 + ($0 * 37) % 60) }
        let spacing = 8 * Double(count - 1)
        let sum = preferred.reduce(0, +) + spacing
        func build(closingFirst: Bool) throws -> (Solver, [Variable], Variable, Int) {
            let solver = Solver()
            let widths = (0..<count).map { Variable("w\($0)") }
            let total = Variable("total")
            let closing = widths.reduce(Expression(spacing)) { $0 + $1 } == total
            if closingFirst { try solver.add(closing) }
            for (k, width) in widths.enumerated() {
                try solver.add((width == total * (preferred[k] / sum)).priority(999 - Double(k)))
                try solver.add((width <= preferred[k]).priority(250))
                try solver.add((width >= preferred[k]).priority(750))
            }
            _ = solver.values(of: widths)
            let pivots = solver.state.tableau.pivotCount
            if !closingFirst { try solver.add(closing) }
            return (solver, widths, total, pivots)
        }
        let (solver, widths, total, pivotsBefore) = try build(closingFirst: false)
        let values = solver.values(of: widths)
        #expect(solver.state.tableau.pivotCount == pivotsBefore, "the closing equality took pivots")
        let (reference, referenceWidths, referenceTotal, _) = try build(closingFirst: true)
        let expected = reference.values(of: referenceWidths)
        for k in 0..<count { #expect(abs(values[k] - expected[k]) < 1e-7 && abs(values[k] - preferred[k]) < 1e-7, "w\(k): \(values[k])") }
        #expect(abs(solver.value(of: total) - reference.value(of: referenceTotal)) < 1e-7)
    }
}
