import StackLayout
import Testing

@testable import stackplay

/// The why panel's and `explain`'s what-ifs run on every core at once: the explanation is
/// the one worked out one what-if after another, the progress counts every one, and asking
/// to stop stops them all.
@Suite("Explanations on several threads")
struct ConcurrentExplanationTests {
    /// A stack long enough for the threads to take what-ifs side by side.
    static func longScene() -> Scene {
        var scene = Scene()
        scene.stack.spacing = 8
        scene.stack.width = 900
        scene.views = (0..<24).map { index -> ArrangedView in
            let width = Double(20 + 7 * (index % 5))
            let height = Double(20 + 9 * (index % 4))
            return ArrangedView(name: "V\(index)", width: width, height: height)
        }
        return scene
    }

    @Test(arguments: [1, 2, 4])
    func theExplanationIsTheExplainers(threads: Int) throws {
        for scene in [Self.longScene()] + Examples.all.map(\.scene) {
            let constraints = StackLayoutSolver.constraints(for: scene)
            let plan = ExplanationPlan(scene: scene, constraints: constraints, items: nil)
            var asked: [ExplanationProgress] = []
            let explanation = ConcurrentExplanation.explanation(of: plan, threads: threads, stoppingWhen: { asked.append($0); return false })
            #expect(explanation == Explainer.explain(scene: scene, constraints: constraints, items: nil))
            // Asked before each what-if, with the done count never going back.
            #expect(asked.count == plan.whatIfCount)
            #expect(asked.allSatisfy { $0.total == plan.whatIfCount && $0.done < plan.whatIfCount })
            #expect(zip(asked, asked.dropFirst()).allSatisfy { $0.done <= $1.done })
        }
    }

    @Test func askingToStopStopsEveryThread() {
        let scene = Self.longScene()
        let plan = ExplanationPlan(scene: scene, constraints: StackLayoutSolver.constraints(for: scene), items: nil)
        var asked = 0
        let explanation = ConcurrentExplanation.explanation(of: plan, threads: 4, stoppingWhen: { _ in
            asked += 1
            return asked > 10
        })
        #expect(explanation == nil)
        #expect(asked == 11, "no what-if starts once one thread has been told to stop")
    }
}
