import Cassowary
import Testing

// MARK: - The benchmark's chain, N = 5

@Suite struct ChainRules {
    typealias Chain = IncrementalRules.Chain
    static let intrinsic = IncrementalRules.intrinsic

    /// Checks the layout invariants that always hold: positions, spacing and `w ≥ 0`.
    private func expectConsistentLayout(_ chain: Chain, _ solver: Solver, total: Double,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(near(solver.value(of: chain.total), total), sourceLocation: sourceLocation)
        #expect(near(solver.value(of: chain.x[0]), 0), sourceLocation: sourceLocation)
        for i in 0..<(chain.n - 1) {
            #expect(near(solver.value(of: chain.x[i + 1]), solver.value(of: chain.x[i]) + solver.value(of: chain.w[i]) + 8),
                    sourceLocation: sourceLocation)
        }
        #expect(near(solver.value(of: chain.x[chain.n - 1]) + solver.value(of: chain.w[chain.n - 1]), total),
                sourceLocation: sourceLocation)
        #expect(chain.w.allSatisfy { solver.value(of: $0) >= -1e-9 }, sourceLocation: sourceLocation)
    }

    @Test func stretchedBreaksOnlyHugging() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = try chain.makeSolver(suggesting: chain.natural + 100)
        expectConsistentLayout(chain, solver, total: chain.natural + 100)
        let widths = chain.w.map { solver.value(of: $0) }
        #expect(near(widths.reduce(0, +), Self.intrinsic.reduce(0, +) + 100))
        #expect(zip(widths, Self.intrinsic).allSatisfy { $0 >= $1 - 1e-9 }, "every width ≥ intrinsic: \(widths)")
        #expect(near(chain.hugging.map { violation(of: $0, in: solver) }.reduce(0, +), 100))
        #expect(chain.resistance.allSatisfy { violation(of: $0, in: solver) <= 1e-9 })
        // With equal hugging the 100 extra points can go to any view: every width is free.
        let ambiguous = Set(solver.ambiguousVariables().map { ObjectIdentifier($0) })
        #expect(chain.w.allSatisfy { ambiguous.contains(ObjectIdentifier($0)) })
    }

    @Test func compressedBreaksOnlyCompressionResistance() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = try chain.makeSolver(suggesting: chain.natural - 100)
        expectConsistentLayout(chain, solver, total: chain.natural - 100)
        let widths = chain.w.map { solver.value(of: $0) }
        #expect(near(widths.reduce(0, +), Self.intrinsic.reduce(0, +) - 100))
        #expect(zip(widths, Self.intrinsic).allSatisfy { $0 <= $1 + 1e-9 }, "every width ≤ intrinsic: \(widths)")
        #expect(near(chain.resistance.map { violation(of: $0, in: solver) }.reduce(0, +), 100))
        #expect(chain.hugging.allSatisfy { violation(of: $0, in: solver) <= 1e-9 })
    }

    /// One view hugs less (249) / resists less (749): it alone absorbs the difference,
    /// so every width is exact.
    @Test func weakestViewAbsorbsTheDifferenceExactly() throws {
        let stretchy = Chain(intrinsic: Self.intrinsic, huggingPriority: [250, 250, 249, 250, 250])
        let stretched = try stretchy.makeSolver(suggesting: stretchy.natural + 100)
        expectConsistentLayout(stretchy, stretched, total: stretchy.natural + 100)
        #expect(near(stretchy.w.map { stretched.value(of: $0) }, [20, 50, 220, 30, 40]))
        #expect(stretched.ambiguousVariables().isEmpty)

        let squashy = Chain(intrinsic: Self.intrinsic, resistancePriority: [750, 750, 749, 750, 750])
        let squashed = try squashy.makeSolver(suggesting: squashy.natural - 100)
        expectConsistentLayout(squashy, squashed, total: squashy.natural - 100)
        #expect(near(squashy.w.map { squashed.value(of: $0) }, [20, 50, 20, 30, 40]))
        #expect(squashed.ambiguousVariables().isEmpty)

        // Back and forth on the same solver.
        for _ in 0..<3 {
            try squashed.suggestValue(squashy.natural + 100, for: squashy.total)
            let widths = squashy.w.map { squashed.value(of: $0) }
            #expect(near(widths.reduce(0, +), Self.intrinsic.reduce(0, +) + 100))
            try squashed.suggestValue(squashy.natural - 100, for: squashy.total)
            #expect(near(squashy.w.map { squashed.value(of: $0) }, [20, 50, 20, 30, 40]))
        }
    }

    /// Narrower than the spacing alone: the edit (999) gives way to `w ≥ 0` (required).
    @Test func tooNarrowClampsToZeroWidths() throws {
        let chain = Chain(intrinsic: Self.intrinsic)
        let solver = try chain.makeSolver(suggesting: 10)
        #expect(near(solver.value(of: chain.total), 32))
        #expect(chain.w.allSatisfy { near(solver.value(of: $0), 0) })
    }
}
