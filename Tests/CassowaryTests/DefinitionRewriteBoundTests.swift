@testable import Cassowary
import Testing

/// Rewriting long definitions (``DefinitionRefresh``) stays a bounded amount of work.
@Suite struct DefinitionRewriteBoundTests {
    /// Gaps of one priority held equal to the first (`g[k] == g[0] @50`) and closed by a
    /// fixed total, then a required `>=` on each of the first half: each goes in through the
    /// long definition of the total and meets long definitions that cancel. A rewrite's own
    /// expansion used to start rewrites of the long definitions it went through, and a
    /// rewrite that came out too long was tried again after every constraint, so the work
    /// grew with the number of paths through the chain: 30 gaps took half a second, 40 did
    /// not finish in minutes.
    @Test(arguments: [30, 80])
    func aChainOfLongDefinitionsIsExpandedAFewTimesPerConstraint(gaps count: Int) throws {
        let solver = Solver()
        let gaps = (0..<count).map { Variable("g\($0)") }
        try solver.add(gaps.dropFirst().reduce(Expression(gaps[0])) { $0 + $1 } == 10 * Double(count))
        for gap in gaps.dropFirst() { try solver.add((gap == gaps[0]).priority(50)) }
        let before = solver.state.tableau.expansionCount
        for k in 0..<(count / 2) { try solver.add(gaps[k] >= 10 + Double(k % 3)) }
        let values = solver.values(of: gaps)
        let expansions = solver.state.tableau.expansionCount - before
        #expect(expansions < 2 * count * count, "\(expansions) definitions expanded for \(count / 2) constraints")
        #expect(abs(values.reduce(0, +) - 10 * Double(count)) < 1e-6)
        for k in 0..<(count / 2) { #expect(values[k] >= 10 + Double(k % 3) - 1e-9) }
    }
}
