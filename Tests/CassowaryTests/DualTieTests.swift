@testable import Cassowary
import Testing

/// The dual simplex's ratio test breaks ties toward the symbol added last.
@Suite struct DualTieTests {
    /// Equally strong optional constraints (`x[k] == 10 @100`) sharing a fixed total, then a
    /// required inequality that only taking from the others can satisfy: it goes in as a cut,
    /// and the dual simplex may take the deficit from any of them. The one added last gives
    /// way, as the weakest of a run of descending priorities would (equalCentering's gaps
    /// past the hundredth all sit at 50).
    @Test(arguments: [3, 5, 12])
    func theConstraintAddedLastGivesWayAmongEquals(count: Int) throws {
        let solver = Solver()
        let xs = (0..<count).map { Variable("x\($0)") }
        try solver.add(xs.dropFirst().reduce(Expression(xs[0])) { $0 + $1 } == 10 * Double(count))
        for x in xs { try solver.add((x == 10).priority(100)) }
        _ = solver.values(of: xs)
        try solver.add(xs[0] >= 15)
        let values = solver.values(of: xs)
        #expect(values[0] == 15)
        #expect(values[count - 1] == 5, "\(values)")
        #expect(values[1..<(count - 1)].allSatisfy { $0 == 10 }, "\(values)")
    }
}
