@testable import Playground
import StackLayout
import Testing

/// With ``PlaygroundState/explainsInBackground`` (the playground's driver), the why panel
/// leaves its explanation to be worked out elsewhere: it names the work missing, says it is
/// working meanwhile, takes the explanation when it is handed in, and drops one handed in
/// for a document that has changed since.
@Suite struct BackgroundExplanationTests {
    static func panel(_ state: PlaygroundState) -> [String] {
        ScreenLayout.panelContent(state, width: 80, ascii: false).lines
    }

    @Test func thePanelSaysItIsWorkingUntilTheExplanationIsHandedIn() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        state.explainsInBackground = true
        #expect(state.missingExplanation == nil, "nothing is missing while the panel is closed")
        state.press(.character("y"))
        let request = try #require(state.missingExplanation)
        #expect(request.item == "StackView" && request.scene == state.scene && request.constraints == state.layout.constraints)
        #expect(Self.panel(state).contains { $0.hasPrefix("working out why") })
        #expect(state.explanation == nil)

        let explanation = try #require(request.explanation())
        state.provideExplanation(explanation, for: request)
        #expect(state.missingExplanation == nil)
        #expect(state.explanation == explanation.item(named: "StackView"))
        // The same lines the panel draws when it works the explanation out itself.
        var inline = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        inline.press(.character("y"))
        #expect(Self.panel(state) == Self.panel(inline))
    }

    @Test func anExplanationOfAnEarlierDocumentIsDropped() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        state.explainsInBackground = true
        state.press(.character("y"))
        let stale = try #require(state.missingExplanation)
        state.press(.character("+"))
        let current = try #require(state.missingExplanation)
        #expect(current != stale)
        state.provideExplanation(try #require(stale.explanation()), for: stale)
        #expect(state.missingExplanation == current, "still missing")
        #expect(Self.panel(state).contains { $0.hasPrefix("working out why") })
        state.provideExplanation(try #require(current.explanation()), for: current)
        #expect(state.missingExplanation == nil)
        #expect(state.explanation?.name == "StackView")
    }

    @Test func aRequestStopsWhenAskedAndOtherwiseEqualsTheExplainer() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        state.explainsInBackground = true
        state.press(.tab)
        state.press(.character("y"))
        let request = try #require(state.missingExplanation)
        #expect(request.item == "Subview0")
        #expect(request.explanation(stoppingWhen: { true }) == nil)
        var asked = 0
        let explanation = request.explanation(stoppingWhen: { asked += 1; return false })
        #expect(asked > 0, "asked before each what-if")
        #expect(explanation == Explainer.explain(scene: request.scene, constraints: request.constraints, items: ["Subview0"]))
    }
}
