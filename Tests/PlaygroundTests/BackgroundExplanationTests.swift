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
        #expect(request.explanation(stoppingWhen: { _ in true }) == nil)
        var asked: [ExplanationProgress] = []
        let explanation = request.explanation(stoppingWhen: { asked.append($0); return false })
        #expect(!asked.isEmpty, "asked before each what-if")
        // With how many are done, counting up from 0, of the same total.
        #expect(asked.map(\.done) == Array(0..<asked.count))
        #expect(asked.allSatisfy { $0.total == asked.count })
        #expect(explanation == Explainer.explain(scene: request.scene, constraints: request.constraints, items: ["Subview0"]))
    }

    /// While the explanation is worked out, the panel shows how far it has got, once the
    /// driver has said; progress for another item or an earlier document is not shown.
    @Test func thePanelShowsHowFarTheExplanationHasGot() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        state.explainsInBackground = true
        state.press(.character("y"))
        let request = try #require(state.missingExplanation)
        #expect(!Self.panel(state).contains { $0.contains("solved (") }, "nothing said before the driver says")
        state.noteExplanationProgress(ExplanationProgress(done: 12, total: 40), for: request)
        #expect(Self.panel(state).contains { $0.hasPrefix("working out why") })
        #expect(Self.panel(state).contains("12 of 40 solved (30 %)"), "\(Self.panel(state))")
        // Another item selected: its own explanation is missing, with no progress yet.
        state.press(.tab)
        #expect(state.missingExplanation != request)
        #expect(!Self.panel(state).contains { $0.contains("solved (") })
        let other = try #require(state.missingExplanation)
        state.noteExplanationProgress(ExplanationProgress(done: 3, total: 40), for: other)
        #expect(Self.panel(state).contains("3 of 40 solved (7 %)"))
        // A changed document: the progress was for the earlier one.
        state.press(.character("+"))
        #expect(!Self.panel(state).contains { $0.contains("solved (") })
        // The explanation handed in replaces the note.
        let current = try #require(state.missingExplanation)
        state.provideExplanation(try #require(current.explanation()), for: current)
        #expect(!Self.panel(state).contains { $0.hasPrefix("working out why") })
    }

    /// Progress belongs to the run that counted it: back at the same document after a change,
    /// the panel does not show the old count before the new run gives its own.
    @Test func progressIsForgottenWhenTheDocumentChanges() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        state.explainsInBackground = true
        state.press(.character("y"))
        let request = try #require(state.missingExplanation)
        state.noteExplanationProgress(ExplanationProgress(done: 5, total: 40), for: request)
        #expect(Self.panel(state).contains("5 of 40 solved (12 %)"))
        state.press(.character("+"))
        _ = Self.panel(state)
        state.press(.character("-"))
        #expect(state.missingExplanation == request, "the same document again")
        #expect(!Self.panel(state).contains { $0.contains("solved (") })
    }

    @Test func progressIsInWholePercentAndReachesAHundredOnlyWhenDone() {
        #expect(ExplanationProgress(done: 0, total: 7).percent == 0)
        #expect(ExplanationProgress(done: 1, total: 3).percent == 33)
        #expect(ExplanationProgress(done: 1999, total: 2000).percent == 99)
        #expect(ExplanationProgress(done: 2000, total: 2000).percent == 100)
        #expect(ExplanationProgress(done: 0, total: 0).percent == 100)
    }
}
