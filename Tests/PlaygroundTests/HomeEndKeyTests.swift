import Playground
import StackLayout
import Testing

/// Home and End select the first and last shown view of the stack being edited; at the save
/// prompt and the command line (which have no cursor) they do nothing.
@Suite("Home and End")
struct HomeEndKeyTests {
    static func state(_ example: String = "seed") throws -> PlaygroundState {
        PlaygroundState(scene: try #require(Examples.named(example)).scene, name: example, animates: false)
    }

    @Test func homeAndEndSelectTheFirstAndLastViewFromAnySelection() throws {
        var state = try Self.state()
        state.press(.end)
        #expect(state.selectedViewName == "Subview2")
        #expect(state.message?.hasPrefix("Subview2 selected") == true)
        state.press(.home)
        #expect(state.selectedViewName == "Subview0")
        state.press(.tab)
        state.press(.end)
        #expect(state.selectedViewName == "Subview2")
        #expect(state.history.past.isEmpty, "selecting is not a change of the scene")
    }

    @Test func hiddenViewsArePassedOver() throws {
        var state = try Self.state()
        state.press(.character("0"))
        state.press(.character("2"))
        state.press(.home)
        #expect(state.selectedViewName == "Subview1")
        state.press(.end)
        #expect(state.selectedViewName == "Subview1")
        state.press(.character("1"))
        let before = state.document
        state.press(.end)
        #expect(state.document == before)
        #expect(state.message == "no visible views here: Tab selects hidden ones too")
    }

    @Test func insideANestedStackTheyActOnItsViews() throws {
        var state = try Self.state("card")
        state.press(.end)
        #expect(state.selectedViewName == "Toolbar")
        state.press(.enter)
        state.press(.end)
        #expect(state.selectedViewName == "Share")
        state.press(.home)
        #expect(state.selectedViewName == "Like")
        #expect(state.currentStackName == "Toolbar")
    }

    @Test func anEmptyStackSaysHowToAddAView() {
        var state = PlaygroundState(scene: Scene(), name: "empty", animates: false)
        state.press(.home)
        #expect(state.selectedViewName == nil)
        #expect(state.message == "no arranged views: n adds one")
    }

    @Test func atTheCommandLineAndTheSavePromptTheyChangeNothing() throws {
        var state = try Self.state()
        state.press(.character(":"))
        for character in "width 3" { state.press(.character(character)) }
        var before = state
        state.press(.home)
        state.press(.end)
        #expect(state.isSame(as: before))
        #expect(state.ui.command?.text == "width 3")
        state.press(.escape)
        state.press(.character("W"))
        for character in "out.json" { state.press(.character(character)) }
        before = state
        state.press(.home)
        state.press(.end)
        #expect(state.isSame(as: before))
        #expect(state.ui.prompt == "out.json")
    }
}
