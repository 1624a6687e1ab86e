import Foundation
import Playground
import StackLayout
import Testing

/// Selecting and editing views, sizing the stack, undo and redo: keys in, scene and frames out.
@Suite("Playground editing")
struct PlaygroundEditingTests {
    static func seed(width: Double? = nil) -> PlaygroundState {
        var scene = RenderTestSupport.seed()
        scene.stack.width = width
        return PlaygroundState(scene: scene, name: "seed")
    }

    static func press(_ keys: [Key], on state: inout PlaygroundState) {
        for key in keys { _ = state.press(key) }
    }

    static func type(_ text: String, on state: inout PlaygroundState) {
        press(text.map { .character($0) }, on: &state)
    }

    static func width(_ name: String, _ state: PlaygroundState) -> Double {
        state.layout.frame(of: name)?.width ?? .nan
    }

    @Test func tabSelectsViewsInOrderAndWraps() {
        var state = Self.seed()
        #expect(state.selectedViewName == nil)
        Self.press([.tab], on: &state)
        #expect(state.selectedViewName == "Subview0")
        #expect(state.message == "Subview0 selected · hugging 250 · compression 750")
        Self.press([.tab, .tab, .tab], on: &state)
        #expect(state.selectedViewName == "Subview0", "wraps after the last")
        Self.press([.backTab], on: &state)
        #expect(state.selectedViewName == "Subview2")
    }

    @Test func editingKeysWithoutASelectionSaySo() {
        var state = Self.seed()
        let scene = state.scene
        for key: Key in [.right, .character("["), .character("i"), .character("."), .delete] {
            _ = state.press(key)
            #expect(state.message == "select a view first: Tab")
        }
        #expect(state.scene == scene)
    }

    @Test func arrowsChangeTheIntrinsicSize() {
        var state = Self.seed()
        Self.press([.tab, .right, .right, .down], on: &state)
        #expect(state.scene.views[0].width == 180)
        #expect(state.scene.views[0].height == 190)
        #expect(Self.width("Subview0", state) == 180)
        #expect(state.layout.frame(of: "Subview1")?.x == 180)
        #expect(state.message == "Subview0 intrinsic size 180×190")
        for _ in 0..<30 { _ = state.press(.left) }
        #expect(state.scene.views[0].width == 0, "never below zero")
    }

    /// In a stack wider than its views, the lowest hugging stretches (249 vs 250 vs 251).
    @Test func huggingDecidesWhoStretches() {
        var state = Self.seed(width: 400)
        #expect(Self.width("Subview0", state) == 280, "equal hugging: the first view stretches")
        Self.press([.tab, .character("]")], on: &state)
        #expect(state.scene.views[0].hugging.horizontal == 251)
        #expect(state.message == "Subview0 hugging 251 (horizontal)")
        #expect(Self.width("Subview0", state) == 160)
        #expect(Self.width("Subview1", state) == 200, "now the next view of the lowest hugging stretches")
        Self.press([.tab, .tab, .character("["), .character("[")], on: &state)
        #expect(state.scene.views[2].hugging.horizontal == 248)
        #expect(Self.width("Subview2", state) == 160, "the lowest hugging stretches")
        #expect(Self.width("Subview1", state) == 80)
    }

    /// In a stack narrower than its views, the lowest compression resistance shrinks.
    @Test func compressionResistanceDecidesWhoShrinks() {
        var state = Self.seed(width: 260)
        #expect(Self.width("Subview0", state) == 140, "equal resistance: the first view shrinks")
        Self.press([.backTab, .character("{")], on: &state)
        #expect(state.scene.views[2].compressionResistance.horizontal == 749)
        #expect(state.message == "Subview2 compression resistance 749 (horizontal)")
        #expect(Self.width("Subview2", state) == 20)
        #expect(Self.width("Subview0", state) == 160)
        Self.press([.character("}"), .character("}")], on: &state)
        #expect(Self.width("Subview2", state) == 40)
    }

    @Test func prioritiesStayBetween1And1000() {
        var state = Self.seed()
        Self.press([.tab], on: &state)
        for _ in 0..<300 { _ = state.press(.character("}")) }
        #expect(state.scene.views[0].compressionResistance.horizontal == 1000)
        for _ in 0..<300 { _ = state.press(.character("[")) }
        #expect(state.scene.views[0].hugging.horizontal == 1)
    }

    @Test func iRemovesTheIntrinsicSizeAndBringsItBack() {
        var state = Self.seed()
        Self.press([.tab, .character("i")], on: &state)
        #expect(state.scene.views[0].width == nil && state.scene.views[0].height == nil)
        #expect(state.layout.constraints.allSatisfy { !($0.identifier == "NSContentSizeLayoutConstraint" && $0.first.item == "Subview0") })
        Self.press([.character("i")], on: &state)
        #expect(state.scene.views[0].width == 160 && state.scene.views[0].height == 200)
    }

    @Test func customSpacingAfterTheSelectedView() {
        var state = Self.seed()
        Self.press([.tab, .character("."), .character(".")], on: &state)
        #expect(state.scene.stack.customSpacing["Subview0"] == 8)
        #expect(state.layout.frame(of: "Subview1")?.x == 168)
        #expect(state.layout.frame(of: "Subview2")?.x == 248, "only after the selected view")
        #expect(state.layout.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 8 })
    }

    @Test func baselinesMove() {
        var state = Self.seed()
        Self.press([.tab, .character("f"), .character("f"), .character("e"), .character("E"), .character("E")], on: &state)
        #expect(state.scene.views[0].baselines == Baselines(first: 4, last: 4), "e: down (to the bottom, 0), E E: up")
    }

    /// The rows of `name`'s box, from its top, where a baseline's dotted line is drawn.
    static func baselineRows(of name: String, in state: PlaygroundState) throws -> [Int] {
        let screen = ScreenLayout(state, width: 120, height: 36, ascii: false)
        let rect = screen.mapping.rect(for: try #require(state.layout.frame(of: name)))
        let lines = PlaygroundScreen.render(state, on: screen, color: false).lines().map(Array.init)
        return (rect.top..<rect.bottom).filter { row in
            lines.indices.contains(row) && lines[row].indices.contains(rect.left + 2) && lines[row][rect.left + 2] == "┄"
        }.map { $0 - rect.top }
    }

    /// As the help says, `f F` / `e E` move the first / last baseline down / up the screen,
    /// and a baseline stays within its view (never above its top, never below its bottom).
    @Test func baselineKeysMoveTheLineTheWayTheHelpSaysWithinTheView() throws {
        var state = Self.seed()
        Self.type("aaaaa", on: &state)
        #expect(state.scene.stack.alignment == .lastBaseline)
        Self.press([.tab] + Array(repeating: Key.character("E"), count: 20), on: &state)
        #expect(state.scene.views[0].baselines?.last == 40, "E: 40 points above the bottom")
        let raised = try #require(try Self.baselineRows(of: "Subview0", in: state).first)
        Self.press(Array(repeating: Key.character("e"), count: 10), on: &state)
        let lowered = try #require(try Self.baselineRows(of: "Subview0", in: state).first)
        #expect(lowered > raised, "e moves the last baseline down the screen")

        let height = try #require(state.layout.frame(of: "Subview0")).height
        Self.press(Array(repeating: Key.character("E"), count: 200), on: &state)
        #expect(state.scene.views[0].baselines?.last == height, "no higher than the view's top")
        Self.press(Array(repeating: Key.character("f"), count: 200), on: &state)
        #expect(state.scene.views[0].baselines?.first == height, "no lower than the view's bottom")
        Self.press(Array(repeating: Key.character("F"), count: 200), on: &state)
        #expect(state.scene.views[0].baselines?.first == 0)
    }

    @Test func addDeleteAndReorder() {
        var state = Self.seed()
        Self.press([.tab, .character("n")], on: &state)
        #expect(state.scene.views.map(\.name) == ["Subview0", "View3", "Subview1", "Subview2"])
        #expect(state.selectedViewName == "View3")
        #expect(state.layout.frame(of: "View3")?.width == 60)
        Self.press([.character(">")], on: &state)
        #expect(state.scene.views.map(\.name) == ["Subview0", "Subview1", "View3", "Subview2"])
        #expect(state.layout.frame(of: "View3")?.x == 240)
        Self.press([.character("<"), .character("<"), .character("<")], on: &state)
        #expect(state.scene.views.first?.name == "View3")
        #expect(state.message == "View3 is already first")
        Self.press([.delete], on: &state)
        #expect(state.scene.views.map(\.name) == ["Subview0", "Subview1", "Subview2"])
        #expect(state.layout.frame(of: "View3") == nil)
        #expect(state.selectedViewName == "Subview0")
    }

    /// Resizing a fixed-size stack goes through the edit variables and gives the layout a
    /// solver built from scratch would give.
    @Test func resizingTheStackMatchesSolvingFromScratch() throws {
        var state = Self.seed(width: 300)
        #expect(state.sizeMode == .fixed)
        Self.press([.shiftRight, .shiftRight, .character("L"), .character("H"), .shiftDown, .character("J"), .character("K")], on: &state)  // the unsized height starts at 200
        #expect(state.scene.stack.width == 320)
        #expect(state.scene.stack.height == 210)
        #expect(state.message == "stack 320×210 pt")
        let scratch = StackLayoutSolver.solve(state.scene)
        for item in scratch.items {
            let frame = try #require(state.layout.frame(of: item.name))
            #expect(abs(frame.x - item.frame.x) < 1e-9 && abs(frame.width - item.frame.width) < 1e-9, "\(item.name)")
            #expect(abs(frame.y - item.frame.y) < 1e-9 && abs(frame.height - item.frame.height) < 1e-9, "\(item.name)")
        }
        let listed = state.layout.constraints.filter { $0.identifier == "stackplay-size" }.map { ConstraintText.line(for: $0) }
        #expect(listed == ["stackplay-size: StackView.width == 320 @999", "stackplay-size: StackView.height == 210 @999"])
    }

    /// Every editing key is undone by `u` and redone by `U` / Ctrl-R, in order.
    @Test func undoAndRedoWalkEveryChange() {
        var state = Self.seed(width: 300)
        let keys: [Key] = [.tab, .right, .up, .character("]"), .character("{"), .character("i"), .character("."),
                           .character("f"), .character("n"), .character(">"), .delete, .character("d"), .character("a"),
                           .character("x"), .character("+"), .character("2"), .character("m"), .character("M"),
                           .character("b"), .character("r"), .shiftLeft, .character("J"), .character("s"), .character("s")]
        var scenes = [state.scene]
        for key in keys {
            _ = state.press(key)
            if state.scene != scenes.last { scenes.append(state.scene) }
        }
        #expect(scenes.count >= 20)
        for expected in scenes.reversed().dropFirst() {
            _ = state.press(.character("u"))
            #expect(state.scene == expected)
            #expect(state.layout == StackLayoutSolver.solve(state.scene) || state.sizeMode == .fixed)
        }
        _ = state.press(.character("u"))
        #expect(state.message == "nothing to undo")
        for (index, expected) in scenes.dropFirst().enumerated() {
            _ = state.press(index % 2 == 0 ? .character("U") : .controlR)
            #expect(state.scene == expected)
        }
        _ = state.press(.character("U"))
        #expect(state.message == "nothing to redo")
    }

    @Test func aNewChangeForgetsWhatWasUndone() {
        var state = Self.seed()
        Self.type("du", on: &state)
        Self.type("x", on: &state)
        Self.type("U", on: &state)
        #expect(state.message == "nothing to redo")
        #expect(state.scene.stack.distribution == .fill)
    }
}
