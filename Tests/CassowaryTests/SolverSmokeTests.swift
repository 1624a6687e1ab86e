import Cassowary
import Testing

@Suite struct SolverSmokeTests {
    @Test func pileUpAt251Wins() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add((w >= 101).priority(251))
        for _ in 0..<1001 { try solver.add((w <= 100).priority(250)) }
        #expect(solver.value(of: w) == 101)
    }

    @Test func chainStretchesAndCompresses() throws {
        let solver = Solver()
        let n = 5
        let x = (0..<n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        let total = Variable("W")
        let intrinsic: [Double] = [20, 50, 70, 30, 40]
        try solver.add(x[0] == 0)
        for i in 0..<(n - 1) { try solver.add(x[i + 1] == x[i] + w[i] + 8) }
        try solver.add(x[n - 1] + w[n - 1] == total)
        for i in 0..<n {
            try solver.add(w[i] >= 0)
            try solver.add((w[i] <= intrinsic[i]).priority(250))
            try solver.add((w[i] >= intrinsic[i]).priority(750))
        }
        try solver.addEditVariable(total, priority: 999)
        let intrinsicSum: Double = intrinsic.reduce(0, +)
        let natural: Double = intrinsicSum + 8 * Double(n - 1)
        try solver.suggestValue(natural + 100, for: total)
        #expect(abs(solver.value(of: total) - (natural + 100)) < 1e-9)
        let stretched = w.map { solver.value(of: $0) }
        let stretchedSum: Double = stretched.reduce(0, +)
        #expect(abs(stretchedSum - (intrinsicSum + 100)) < 1e-9)
        #expect(zip(stretched, intrinsic).allSatisfy { $0 >= $1 - 1e-9 })
        try solver.suggestValue(natural - 100, for: total)
        let compressed = w.map { solver.value(of: $0) }
        let compressedSum: Double = compressed.reduce(0, +)
        #expect(abs(compressedSum - (intrinsicSum - 100)) < 1e-9)
        #expect(zip(compressed, intrinsic).allSatisfy { $0 <= $1 + 1e-9 && $0 >= -1e-9 })
        #expect(abs(solver.value(of: x[4]) + compressed[4] - (natural - 100)) < 1e-9)
    }

    @Test func conflictNamesEarlierConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        try solver.add(first)
        var conflicts: [Constraint] = []
        do {
            try solver.add(x == 20)
        } catch {
            if case let .unsatisfiable(_, found) = error { conflicts = found }
        }
        #expect(conflicts.count == 1)
        #expect(conflicts.first === first)
        #expect(solver.value(of: x) == 10)
    }

    @Test func ambiguity() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x == 1)
        try solver.add(y >= x)
        try solver.add(z + y == 10)
        #expect(solver.ambiguousVariables().map(\.name) == ["y", "z"])
        try solver.add((y == 4).priority(250))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: z) == 6)
    }
}

@Suite struct SolverRefusalSmokeTests {
    @Test func inequalityConflictRestoresState() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let atLeast = x >= 10
        try solver.add(atLeast)
        try solver.add((x == 20).priority(500))
        try solver.add(y == x + 1)
        #expect(solver.value(of: y) == 21)
        var conflicts: [Constraint] = []
        do { try solver.add(x <= 5) } catch {
            if case let .unsatisfiable(_, found) = error { conflicts = found }
        }
        #expect(conflicts.count == 1 && conflicts.first === atLeast)
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 21)
        #expect(solver.constraints.count == 3)
        try solver.add(x <= 15)
        #expect(solver.value(of: x) == 15 && solver.value(of: y) == 16)
    }
}
