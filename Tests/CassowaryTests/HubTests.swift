@testable import Cassowary
import PropertyBased
import Testing

/// A hub (``Variable/isHub``) is left free where another variable of a constraint can be
/// defined instead, which keeps the rows that name it short, and changes no answer.
@Suite struct HubTests {
    /// Views chained by spacings (`x[k+1] == x[k] + w[k] + 8`), closed by the stack's length
    /// (`total == x[n] + w[n]`, where both `total` and `w[n]` are seen for the first time), then each view's width a share of that length at 760, as
    /// UIKit's text-width disambiguation writes them on an unsized stack.
    static func sharesOfAChain(views: Int, hub: Bool, refresh: DefinitionRefresh = DefinitionRefresh()) -> (solver: Solver, total: Variable, widths: [Variable]) {
        let solver = Solver()
        solver.state.tableau.definitionRefresh = refresh
        let total = Variable("total", isHub: hub)
        let positions = (0..<views).map { Variable("x\($0)") }
        let widths = (0..<views).map { Variable("w\($0)") }
        try? solver.add(positions[0] == 0)
        for k in 0..<(views - 1) { try? solver.add(positions[k + 1] == positions[k] + widths[k] + 8) }
        try? solver.add(total == positions[views - 1] + widths[views - 1])
        for (k, width) in widths.enumerated() {
            try? solver.add(Constraint(width - total * (1 / Double(views)) + 8, .equal, priority: 760))
            try? solver.add(Constraint(width - Double(20 + (k * 37) % 90), .greaterThanOrEqual, priority: 750))
        }
        try? solver.add(Constraint(Expression(total), .equal, priority: 49))
        return (solver, total, widths)
    }

    /// How many cells the tableau holds, in its rows and its definitions.
    static func cells(of solver: Solver) -> Int {
        let tableau = solver.state.tableau
        return tableau.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) }
            + tableau.definitions.reduce(0) { $0 + ($1?.cells.count ?? 0) }
    }

    /// Defined by the constraint that closes the chain, the length is the chain's sum: every
    /// share's row names every view (120 views: over 14,000 cells). Left free, the last
    /// view's width takes the sum, and the tableau stays linear in the views. (Without the
    /// hub, rewriting the long definition once rows cancel it also keeps the tableau small:
    /// the plain solver shows the chain only with rewriting off.)
    @Test func theChainClosesOnAnotherVariableThanTheHub() {
        let hub = Self.sharesOfAChain(views: 120, hub: true, refresh: .never)
        let plain = Self.sharesOfAChain(views: 120, hub: false, refresh: .never)
        let hubCells = Self.cells(of: hub.solver)
        let plainCells = Self.cells(of: plain.solver)
        #expect(hubCells < 3_000, "\(hubCells) cells")
        #expect(plainCells > 10_000, "\(plainCells) cells")
        #expect(abs(hub.solver.value(of: hub.total) - plain.solver.value(of: plain.total)) < 1e-6)
        for (a, b) in zip(hub.widths, plain.widths) {
            #expect(abs(hub.solver.value(of: a) - plain.solver.value(of: b)) < 1e-6, "\(a.name)")
        }
    }

    /// Random systems solved with some variables marked as hubs and with none: the same
    /// constraints refused, the same variables ambiguous, the same values.
    @Test func markingHubsChangesNoAnswer() async {
        let hubs = Gen.int(in: 0...11).array(of: 1...3)
        await propertyCheck(count: 300, input: DefinitionExpansionTests.systems, hubs) { specs, hubIndices in
            func solve(hubs: Set<Int>) -> (solver: Solver, variables: [Variable], refused: [Int]) {
                let variables = (0..<12).map { Variable("v\($0)", isHub: hubs.contains($0)) }
                let solver = Solver()
                var refused: [Int] = []
                for (index, spec) in specs.enumerated() {
                    do { try solver.add(DefinitionExpansionTests.constraint(spec, variables)) } catch { refused.append(index) }
                }
                return (solver, variables, refused)
            }
            let marked = solve(hubs: Set(hubIndices))
            let plain = solve(hubs: [])
            #expect(marked.refused == plain.refused)
            let ambiguous = Set(marked.solver.ambiguousVariables().map(\.name))
            #expect(ambiguous == Set(plain.solver.ambiguousVariables().map(\.name)))
            for (a, b) in zip(marked.variables, plain.variables) where !ambiguous.contains(a.name) {
                #expect(abs(marked.solver.value(of: a) - plain.solver.value(of: b)) < 1e-6, "\(a.name)")
            }
        }
    }
}
