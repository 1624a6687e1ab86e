@testable import Cassowary
import Testing

/// The free directions of the optimal tableau move together at generic rates; no small
/// integer combination of those rates may vanish.
@Suite struct AmbiguityRateTests {
    /// `v1 ≥ v0 + v9`, `v0 ≥ v5 + v9` and `v2 == v0 − v5` at 250: every variable can move.
    /// The tableau leaves v1, v0 and two slacks free and writes `v2 = v1 − v0 − s₁ + s₂`;
    /// with rates that rise by a fixed step from one direction to the next, the four terms
    /// cancelled in both walks and v2 was reported fixed (found by the hub property test).
    @Test func aDifferenceOfDifferencesIsAmbiguous() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v5 = Variable("v5"), v9 = Variable("v9")
        let solver = Solver()
        try solver.add(v1 - v1 >= 0)
        try solver.add(v0 - v0 >= 0)
        try solver.add(v1 - v0 - v9 >= 0)
        try solver.add(v0 - v5 - v9 >= 0)
        try solver.add((v0 - v5 - v2 == 0).priority(250))
        let ambiguous = Set(solver.ambiguousVariables().map(\.name))
        #expect(ambiguous == ["v0", "v1", "v2", "v5", "v9"])
    }

    /// Rates lie in [1, 2), differ between the walks, and no sum of up to four of them with
    /// signs ±1 over the first 64 directions comes within 10⁻⁹ of zero (the tolerance a
    /// moved variable is judged by).
    @Test func ratesHaveNoSmallVanishingCombination() {
        for walk in 0..<2 {
            let rates = (0..<64).map { Tableau.genericRate(of: $0, walk: walk) }
            #expect(rates.allSatisfy { $0 >= 1 && $0 < 2 })
            #expect(rates != (0..<64).map { Tableau.genericRate(of: $0, walk: 1 - walk) })
            for a in 0..<64 {
                for b in (a + 1)..<64 {
                    for c in (b + 1)..<64 {
                        for d in (c + 1)..<64 {
                            let (ra, rb, rc, rd) = (rates[a], rates[b], rates[c], rates[d])
                            for combination in [ra - rb - rc + rd, ra + rb - rc - rd, ra - rb + rc - rd] {
                                #expect(abs(combination) > 1e-9, "\(a) \(b) \(c) \(d)")
                            }
                        }
                    }
                }
            }
        }
    }
}
