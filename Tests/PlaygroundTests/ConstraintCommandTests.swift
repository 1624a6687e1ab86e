import Testing

@testable import Playground
import StackLayout

@Suite("The :constraint command")
struct ConstraintCommandTests {
    private func run(_ text: String, on state: inout PlaygroundState) -> [PlaygroundEffect] {
        _ = state.update(.openCommandLine)
        for character in text { _ = state.update(.commandInsert(character)) }
        return state.update(.commandSubmit)
    }

    @Test func addToggleAndRemoveAreTheUserConstraintActions() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: nil)
        let before = state.layout
        _ = run("constraint add Subview0.width == 200 @750", on: &state)
        #expect(state.userConstraints.count == 1)
        var expected = RenderTestSupport.seed()
        expected.constraints = [try UserConstraintText.parse("Subview0.width == 200 @750", items: ["StackView", "Subview0", "Subview1", "Subview2"])]
        #expect(state.layout.items == StackLayoutSolver.solve(expected).items, "the same frames as a scene file with the constraint")
        _ = run("constraint toggle 0", on: &state)
        #expect(state.userConstraints.first?.isOn == false)
        #expect(state.layout.items == before.items)
        _ = run("constraint remove 0", on: &state)
        #expect(state.userConstraints.isEmpty)
        _ = state.update(.undo)
        #expect(state.userConstraints.count == 1, "each command is one undo step")
    }

    @Test func badConstraintCommandsChangeNothingAndSayWhatWasExpected() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: nil)
        _ = run("constraint remove 0", on: &state)
        #expect(state.message?.contains("there are no constraints of yours yet") == true, "\(state.message ?? "")")
        _ = run("constraint add Nope.width == 1", on: &state)
        #expect(state.userConstraints.isEmpty)
        #expect(state.message?.contains("unknown item \"Nope\"") == true, "\(state.message ?? "")")
        _ = run("constraint frobnicate", on: &state)
        #expect(state.message?.contains("expected :constraint add LINE") == true, "\(state.message ?? "")")
        #expect(state.scene == RenderTestSupport.seed())
    }
}
