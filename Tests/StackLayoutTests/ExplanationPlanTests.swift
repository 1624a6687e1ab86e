import Testing

@testable import StackLayout

/// An explanation taken apart into its what-ifs (``ExplanationPlan``) comes out the same
/// whichever order they run in: a driver runs them several at once, in the order its
/// threads take them.
@Suite("Explanation plans")
struct ExplanationPlanTests {
    /// Every example, and random scenes of up to six views, each explained in full with the
    /// what-ifs run last to first and in a shuffled order.
    @Test(arguments: 0..<24)
    func whatIfsInAnyOrderGiveTheExplainersExplanation(seed: Int) {
        var random = TestRandom(seed: UInt64(500 + seed))
        let scene = seed < Examples.all.count ? Examples.all[seed].scene : LayoutEngineUpdateTests.randomScene(&random)
        let constraints = StackLayoutSolver.constraints(for: scene)
        let expected = Explainer.explain(scene: scene, constraints: constraints, items: nil)
        let plan = ExplanationPlan(scene: scene, constraints: constraints, items: nil)
        #expect(plan.whatIfCount > 0)
        var shuffled = Array(0..<plan.whatIfCount)
        for index in shuffled.indices.reversed() where index > 0 { shuffled.swapAt(index, random.next(in: 0...index)) }
        for order in [Array((0..<plan.whatIfCount).reversed()), shuffled] {
            var outcomes = [ExplanationPlan.Outcome?](repeating: nil, count: plan.whatIfCount)
            for index in order { outcomes[index] = plan.whatIf(index) }
            #expect(plan.explanation(from: outcomes.compactMap { $0 }) == expected, "seed \(seed)")
        }
    }

    @Test func anItemNotInTheLayoutTakesNoWhatIfs() {
        let scene = Examples.all[0].scene
        let plan = ExplanationPlan(scene: scene, constraints: StackLayoutSolver.constraints(for: scene), items: ["NoSuchView"])
        #expect(plan.whatIfCount == 0)
        #expect(plan.explanation(from: []) == Explanation(items: []))
    }
}
