import Cassowary
import Testing

// MARK: - Priorities

@Suite struct PriorityLevelRules {
    /// No number of violated 250s outweighs one violated 251 (Kiwi's weights would give 100).
    @Test(arguments: [2, 10, 1001])
    func pileUpAt250NeverBeatsOne251(count: Int) throws {
        for highFirst in [true, false] {
            let solver = Solver()
            let w = Variable("w")
            let high = (w >= 101).priority(251)
            let pile = (0..<count).map { _ in (w <= 100).priority(250) }
            if highFirst { try solver.add(high) }
            try solver.add(pile)
            if !highFirst { try solver.add(high) }
            #expect(near(solver.value(of: w), 101), "K = \(count), 251 added \(highFirst ? "first" : "last")")
            #expect(violation(of: high, in: solver) == 0)
            #expect(pile.allSatisfy { near(violation(of: $0, in: solver), 1) })
        }
    }

    /// `w == 1 @251`, `w == 2 @252`, `w == 3 @253`, `w == 4 @254`: the highest wins, in any
    /// order; removing the winner hands over to the next level.
    @Test func ladderOfAdjacentLevels() throws {
        let w = Variable("w")
        let ladder = (1...4).map { (w == Double($0)).priority(250 + Double($0)) }
        for order in [ladder, ladder.reversed(), [ladder[2], ladder[0], ladder[3], ladder[1]]] {
            let solver = Solver()
            try solver.add(order)
            #expect(solver.value(of: w) == 4)
            try solver.remove(ladder[3])
            #expect(solver.value(of: w) == 3)
            try solver.remove(ladder[2])
            #expect(solver.value(of: w) == 2)
        }
    }

    /// Constraints at priority 10 never flip which of a 501 and a 500 constraint wins,
    /// whichever side they pull to and however many there are.
    @Test(arguments: [1, 3, 50])
    func lowPriorityNeverFlips501Over500(weakCount: Int) throws {
        for (strongValue, weakValue) in [(10.0, 20.0), (20.0, 10.0)] {
            let solver = Solver()
            let w = Variable("w")
            try solver.add((w == strongValue).priority(501))
            try solver.add((w == weakValue).priority(500))
            #expect(solver.value(of: w) == strongValue)
            for _ in 0..<weakCount { try solver.add((w == weakValue).priority(10)) }
            #expect(solver.value(of: w) == strongValue, "\(weakCount) constraint(s) @10 flipped 501 over 500")
        }
    }

    /// Priorities are arbitrary reals: each is a level of its own, strictly above the next.
    @Test(arguments: [(999.5, 999.0), (999.0, 760.0), (760.0, 750.0), (750.0, 251.0), (251.0, 250.0),
                      (250.0, 51.0), (51.0, 50.0), (50.0, 49.0), (49.0, 25.0)])
    func fractionalAndAdjacentLevelsAreDistinct(high: Double, low: Double) throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add((w >= 1).priority(high))
        for _ in 0..<5 { try solver.add((w <= 0).priority(low)) }
        #expect(near(solver.value(of: w), 1), "five @\(low) outweighed one @\(high)")
    }

    /// Ten levels pulling to ten values: the highest (999.5) wins whatever the order.
    @Test func highestOfTenLevelsWins() throws {
        let levels: [Double] = [25, 999, 51, 250, 999.5, 49, 760, 251, 750, 50]
        let solver = Solver()
        let w = Variable("w")
        let constraints = levels.map { (w == $0).priority($0) }
        try solver.add(constraints)
        #expect(solver.value(of: w) == 999.5)
        try solver.remove(constraints[4])
        #expect(solver.value(of: w) == 999)
    }

    /// Within a level the sum of absolute errors is minimised (a median, not a mean).
    @Test func withinLevelSumOfAbsoluteErrors() throws {
        let w = Variable("w")
        let median = Solver()
        try median.add([(w == 0).priority(250), (w == 4).priority(250), (w == 10).priority(250)])
        #expect(near(median.value(of: w), 4))
        #expect(median.ambiguousVariables().isEmpty)

        let inequalities = Solver()
        try inequalities.add([(w >= 10).priority(250), (w >= 10).priority(250), (w <= 0).priority(250)])
        #expect(near(inequalities.value(of: w), 10))

        let mixed = Solver()
        try mixed.add([(w == 0).priority(250), (w >= 6).priority(250), (w >= 6).priority(250)])
        #expect(near(mixed.value(of: w), 6))

        // |x − 2| + 2·|y − 2| with x + y == 10 required: y = 2, x = 8.
        let x = Variable("x"), y = Variable("y")
        let twoVariables = Solver()
        try twoVariables.add(x + y == 10)
        try twoVariables.add([(x == 2).priority(250), (y == 2).priority(250), (y == 2).priority(250)])
        #expect(near(twoVariables.value(of: x), 8) && near(twoVariables.value(of: y), 2))
    }

    /// A required constraint always holds, even against many optional ones.
    @Test func requiredBeatsEverything() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w <= 5)
        for _ in 0..<20 { try solver.add((w >= 100).priority(999.9)) }
        #expect(near(solver.value(of: w), 5))
    }
}

// MARK: - Determinism

@Suite struct DeterminismRules {
    /// Builds a system full of ties (equal priorities, free variables) plus edits and a removal.
    private func build() throws -> [UInt64] {
        let solver = Solver()
        let v = (0..<6).map { Variable("v\($0)") }
        try solver.add(v[0] + v[1] + v[2] == 30)
        try solver.add([(v[0] == 0).priority(250), (v[1] == 0).priority(250), (v[2] == 0).priority(250)])
        try solver.add(v[3] >= v[0])
        try solver.add((v[3] - v[4] == 7).priority(500))
        let removable = (v[4] == 1).priority(500)
        try solver.add(removable)
        try solver.add((v[5] + v[3] <= 12).priority(750))
        try solver.addEditVariable(v[5], priority: 300)
        for suggestion in [3.0, -4.5, 17, 2.25] {
            try solver.suggestValue(suggestion, for: v[5])
            solver.solve()
        }
        try solver.remove(removable)
        return v.map { solver.value(of: $0).bitPattern }
    }

    @Test func sameConstraintsSameOrderSameBits() throws {
        let first = try build()
        for _ in 0..<3 {
            #expect(try build() == first)
        }
    }

    @Test func tieBetweenEqualPrioritiesResolvesTheSameWayEveryTime() throws {
        func run() throws -> [Double] {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            try solver.add(x + y == 10)
            try solver.add((x == 0).priority(250))
            try solver.add((y == 0).priority(250))
            return [solver.value(of: x), solver.value(of: y)]
        }
        let first = try run()
        #expect(near(first[0] + first[1], 10))
        for _ in 0..<5 {
            #expect(try run().map(\.bitPattern) == first.map(\.bitPattern))
        }
    }
}

// MARK: - Edit variables

@Suite struct EditVariableRules {
    @Test func followsRepeatedSuggestions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.hasEditVariable(x) && !solver.hasEditVariable(y))
        for suggestion in [42.0, 10, -5, 7.25, 1e6, 7.25] {
            try solver.suggestValue(suggestion, for: x)
            solver.solve()
            #expect(near(solver.value(of: x), suggestion) && near(solver.value(of: y), suggestion + 1))
        }
    }

    @Test func requiredConstraintsBoundTheEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 20)
        try solver.addEditVariable(x, priority: 999)
        for (suggestion, expected) in [(30.0, 20.0), (15, 15), (25, 20), (-3, -3)] {
            try solver.suggestValue(suggestion, for: x)
            #expect(near(solver.value(of: x), expected), "suggested \(suggestion)")
        }
    }

    @Test(arguments: [(750.0, 20.0), (500.5, 20.0), (499.5, 30.0), (250.0, 30.0)])
    func editPriorityDecides(boundPriority: Double, expected: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x <= 20).priority(boundPriority))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(30, for: x)
        #expect(near(solver.value(of: x), expected))
    }

    @Test func higherEditWins() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 10)
        try solver.addEditVariable(x, priority: 500)
        try solver.addEditVariable(y, priority: 400)
        try solver.suggestValue(3, for: x)
        try solver.suggestValue(3, for: y)
        #expect(near(solver.value(of: x), 3) && near(solver.value(of: y), 7))
        try solver.suggestValue(9, for: y)
        #expect(near(solver.value(of: x), 3) && near(solver.value(of: y), 7))
        try solver.suggestValue(-1, for: x)
        #expect(near(solver.value(of: x), -1) && near(solver.value(of: y), 11))
    }

    @Test func removeEditVariableStopsIt() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 3).priority(10))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(8, for: x)
        #expect(near(solver.value(of: x), 8))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(near(solver.value(of: x), 3))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(-2, for: x)
        #expect(near(solver.value(of: x), -2))
    }
}

// MARK: - Incremental use

@Suite struct IncrementalRules {
    /// The chain of the benchmark with `n` views; `hugging` and `resistance` give per-view priorities.
    struct Chain {
        let n: Int
        let intrinsic: [Double]
        let x: [Variable], w: [Variable]
        let total = Variable("W")
        let required: [Constraint]
        let hugging: [Constraint]
        let resistance: [Constraint]
        var natural: Double { intrinsic.reduce(0, +) + 8 * Double(n - 1) }
        var all: [Constraint] { required + hugging + resistance }

        init(intrinsic: [Double], huggingPriority: [Double]? = nil, resistancePriority: [Double]? = nil) {
            n = intrinsic.count
            self.intrinsic = intrinsic
            let x = (0..<intrinsic.count).map { Variable("x\($0)") }
            let w = (0..<intrinsic.count).map { Variable("w\($0)") }
            self.x = x
            self.w = w
            var required = [x[0] == 0]
            for i in 0..<(n - 1) { required.append(x[i + 1] == x[i] + w[i] + 8) }
            required.append(x[n - 1] + w[n - 1] == total)
            for i in 0..<n { required.append(w[i] >= 0) }
            self.required = required
            hugging = (0..<n).map { (w[$0] <= intrinsic[$0]).priority(huggingPriority?[$0] ?? 250) }
            resistance = (0..<n).map { (w[$0] >= intrinsic[$0]).priority(resistancePriority?[$0] ?? 750) }
        }

        func makeSolver(suggesting value: Double) throws -> Solver {
            let solver = Solver()
            try solver.add(all)
            try solver.addEditVariable(total, priority: 999)
            try solver.suggestValue(value, for: total)
            return solver
        }
    }

    static let intrinsic: [Double] = [20, 50, 120, 30, 40]

    @Test func removeThenReAddMatchesFromScratch() throws {
        // View 2 hugs less, so the layout is unique: it takes all 100 extra points.
        let chain = Chain(intrinsic: Self.intrinsic, huggingPriority: [250, 250, 249, 250, 250])
        let solver = try chain.makeSolver(suggesting: chain.natural + 100)
        let extra = (chain.w[0] >= 40).priority(500)
        let withoutExtra = chain.w.map { solver.value(of: $0) }
        #expect(near(withoutExtra, [20, 50, 220, 30, 40]))
        try solver.add(extra)
        let withExtra = chain.w.map { solver.value(of: $0) }
        #expect(near(withExtra, [40, 50, 200, 30, 40]))
        try solver.remove(extra)
        #expect(!solver.contains(extra))
        #expect(zip(chain.w.map { solver.value(of: $0) }, withoutExtra).allSatisfy { near($0, $1) })
        try solver.add(extra)
        #expect(solver.contains(extra))
        #expect(zip(chain.w.map { solver.value(of: $0) }, withExtra).allSatisfy { near($0, $1) })

        // Remove a required constraint, then put it back.
        let closing = chain.required[chain.n]
        try solver.remove(closing)
        try solver.add(closing)
        #expect(near(solver.value(of: chain.total), chain.natural + 100))
    }

    /// Adds, removes, edits and re-solves; the end state equals a fresh build of the end system.
    @Test func historyMatchesFreshBuild() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = Solver()
        for constraint in chain.required { try solver.add(constraint); solver.solve() }
        try solver.addEditVariable(chain.total, priority: 999)
        try solver.suggestValue(chain.natural - 100, for: chain.total)
        for constraint in chain.hugging + chain.resistance { try solver.add(constraint); solver.solve() }
        let pins = (0..<chain.n).map { (chain.w[$0] == chain.intrinsic[$0] + 20).priority(100) }
        try solver.add(pins)
        for value in [chain.natural + 50, chain.natural - 30, chain.natural + 100] {
            try solver.suggestValue(value, for: chain.total)
            solver.solve()
        }
        try solver.remove(chain.hugging[1])
        try solver.remove(pins[3])
        try solver.suggestValue(chain.natural + 70, for: chain.total)

        let fresh = Solver()
        try fresh.add(chain.required)
        try fresh.add(chain.hugging.enumerated().filter { $0.offset != 1 }.map(\.element))
        try fresh.add(chain.resistance)
        try fresh.add(pins.enumerated().filter { $0.offset != 3 }.map(\.element))
        try fresh.addEditVariable(chain.total, priority: 999)
        try fresh.suggestValue(chain.natural + 70, for: chain.total)

        // View 1 lost its hugging so it takes all 70 points; the pins @100 decide nothing else.
        let expected = [20.0, 120, 120, 30, 40]
        for i in 0..<chain.n {
            #expect(near(solver.value(of: chain.w[i]), expected[i]), "incremental w\(i)")
            #expect(near(fresh.value(of: chain.w[i]), expected[i]), "fresh w\(i)")
            #expect(near(solver.value(of: chain.x[i]), fresh.value(of: chain.x[i])))
        }
    }
}
