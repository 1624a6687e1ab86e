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
    ///
    /// The same with lengths of hundreds of thousands of points with thirds (which binary
    /// fractions cannot hold): the closing row holds up to the rounding of sums that large.
    /// (`ChainClosingTests` has a stack whose closing row misses zero by more than 10⁻⁸.)
    @Test(arguments: [(3, 1.0), (40, 1.0), (200, 1.0), (100, 10_000.0)])
    func anEqualityThatHoldsGoesInWithoutAPivot(views count: Int, scale: Double) throws {
        let preferred = (0..<count).map { index -> Double in
            let whole = Double(20 + (index * 37) % 60)
            return (whole + Double(index % 7) / 3) * scale
        }
        let spacing = 8 * Double(count - 1)
        let sum = preferred.reduce(0, +) + spacing
        func build(closingFirst: Bool) throws -> (Solver, [Variable], Variable, Int) {
            let solver = Solver()
            let widths = (0..<count).map { Variable("w\($0)") }
            let total = Variable("total")
            let closing = widths.reduce(Expression(spacing)) { $0 + $1 } == total
            if closingFirst { try solver.add(closing) }
            for (k, width) in widths.enumerated() {
                try solver.add((width == total * (preferred[k] / sum)).priority(max(999 - Double(k), 751)))
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
        let tolerance = 1e-7 * scale, totalTolerance = 1e-10 * sum
        for k in 0..<count {
            #expect(abs(values[k] - expected[k]) < tolerance && abs(values[k] - preferred[k]) < tolerance, "w\(k): \(values[k])")
        }
        #expect(abs(solver.value(of: total) - reference.value(of: referenceTotal)) < max(totalTolerance, 1e-7))
    }
}
