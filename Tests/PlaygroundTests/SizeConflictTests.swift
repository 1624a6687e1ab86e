import Playground
import StackLayout
import Testing

/// The stack's size is required, in the playground as on the command line: where a
/// required constraint of the user's fights it, the playground shows the conflict and the
/// layout `stackplay layout` and `render` give, not a stack that quietly took another size.
@Suite("A stack size fought by the user's constraints")
struct SizeConflictTests {
    /// The playground's layout of its scene against solving that scene from scratch.
    static func expectSameAsFromScratch(_ state: PlaygroundState, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let scratch = StackLayoutSolver.solve(state.scene)
        #expect(state.layout.conflicts == scratch.conflicts, "\(comment)", sourceLocation: sourceLocation)
        for item in scratch.items {
            guard let frame = state.layout.frame(of: item.name) else {
                Issue.record("\(comment): \(item.name) missing", sourceLocation: sourceLocation)
                continue
            }
            let close = abs(frame.x - item.frame.x) < 1e-6 && abs(frame.y - item.frame.y) < 1e-6
                && abs(frame.width - item.frame.width) < 1e-6 && abs(frame.height - item.frame.height) < 1e-6
            #expect(close, "\(comment): \(item.name) \(frame) ≠ \(item.frame)", sourceLocation: sourceLocation)
        }
    }

    @Test func aRequiredWidthAgainstTheSizeIsAConflictAsInLayout() throws {
        let text = #"{"version":2,"stack":{"width":200},"views":[{"name":"A","width":100,"height":50}],"constraints":["A.width == 300"]}"#
        let scene = try SceneJSON.decode(text, file: "fight.json")
        let state = PlaygroundState(scene: scene, name: "fight", animates: false)
        #expect(state.layout.frame(of: LayoutItem.stackView)?.width == 200, "the stack keeps the size the file gives it")
        #expect(state.layout.conflicts.count == 1)
        Self.expectSameAsFromScratch(state, "opened")
    }

    @Test func typedConstraintsThatFightTheSizeMatchTheCommandLine() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        CommandLineTests.run("width 400", on: &state)
        CommandLineTests.run("constraint add Subview0.width == 200 @750", on: &state)
        CommandLineTests.run("constraint add Subview1.width >= 2 * Subview2.width + 5", on: &state)
        _ = state.press(.character("d"))
        #expect(state.scene.stack.distribution == .fillEqually)
        #expect(!state.layout.conflicts.isEmpty, "fillEqually cannot give Subview1 twice Subview2's width plus 5")
        Self.expectSameAsFromScratch(state, "fillEqually")
        // Resizing goes through the edit variables again, and still agrees.
        _ = state.press(.shiftRight)
        Self.expectSameAsFromScratch(state, "resized")
        _ = state.press(.character("u"))
        Self.expectSameAsFromScratch(state, "undone")
    }

    /// Every example, at sizes from too small to roomy, with a required width of its own on
    /// the first view: whatever holds, the playground agrees with solving from scratch.
    @Test(arguments: Examples.all.map(\.name))
    func everyExampleAtEverySizeAgreesWithTheCommandLine(example: String) throws {
        let scene = try #require(Examples.named(example)).scene
        var state = PlaygroundState(scene: scene, name: example, animates: false)
        let first = try #require(scene.views.first?.name)
        CommandLineTests.run("constraint add \(first).width == 300", on: &state)
        for width in [10, 200, 375, 1000] {
            CommandLineTests.run("width \(width)", on: &state)
            Self.expectSameAsFromScratch(state, "\(example) at width \(width)")
        }
        CommandLineTests.run("height 50", on: &state)
        Self.expectSameAsFromScratch(state, "\(example) at height 50")
    }
}
