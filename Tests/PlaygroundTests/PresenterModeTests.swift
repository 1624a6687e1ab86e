import Playground
import StackLayout
import Testing

/// Presenter mode (`P`): no key line, the last change as a caption, a legend strip, high
/// contrast.
@Suite("Presenter mode")
struct PresenterModeTests {
    static func render(_ state: PlaygroundState, ascii: Bool = false) -> (lines: [String], canvas: Canvas, screen: ScreenLayout) {
        let screen = ScreenLayout(state, width: 100, height: 36, ascii: ascii)
        let canvas = PlaygroundScreen.render(state, on: screen, color: true)
        return (canvas.lines(), canvas, screen)
    }

    @Test func pShowsTheLegendInsteadOfTheKeyLineAndTheLastChangeAsACaption() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        _ = state.press(.character("P"))
        #expect(state.ui.presenting)
        var drawn = Self.render(state)
        #expect(drawn.lines.last == "■ Subview0  ■ Subview1  ■ Subview2")
        #expect(!drawn.lines.joined().contains("? help"), "no key line")
        let legendRow = drawn.lines.count - 1
        #expect(drawn.canvas[0, legendRow].style.foreground == LayoutRenderer.color(forViewAt: 0))

        _ = state.press(.character("d"))
        _ = state.press(.tab)  // not a change: the caption stays
        _ = state.press(.character("1"))
        _ = state.press(.character("1"))
        _ = state.press(.character("d"))
        drawn = Self.render(state)
        let caption = try #require(drawn.screen.presenterCaption)
        let row = drawn.lines[caption.top + 1]
        #expect(row.hasSuffix(" distribution → fillProportionally"), "\(row)")
        let column = try #require(row.firstRange(of: "distribution").map { row.distance(from: row.startIndex, to: $0.lowerBound) })
        #expect(drawn.canvas[column, caption.top + 1].style.reverse)
        #expect(drawn.screen.drawing.top == caption.bottom)

        _ = state.press(.character("2"))
        drawn = Self.render(state)
        #expect(drawn.lines.last == "■ Subview0  ■ Subview1  ◌ Subview2 (hidden)")
        #expect(drawn.lines[caption.top + 1].hasSuffix(" Subview2 hidden"))
    }

    /// Turned on, presenter mode's caption waits for the first change the class sees: a
    /// change made before `P` (`Subview2 hidden`) read as the latest one.
    @Test func aChangeMadeBeforePresenterModeIsNotItsCaption() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        _ = state.press(.character("2"))
        _ = state.press(.character("P"))
        var drawn = Self.render(state)
        let caption = try #require(drawn.screen.presenterCaption)
        #expect(!drawn.lines[caption.top + 1].contains("Subview2"), "\(drawn.lines[caption.top + 1])")
        _ = state.press(.character("d"))
        drawn = Self.render(state)
        #expect(drawn.lines[caption.top + 1].hasSuffix(" distribution → fillEqually"), "\(drawn.lines[caption.top + 1])")
    }

    /// A setting changed inside a nested stack names the stack in the caption: `axis →
    /// vertical` read as the outer stack's, which was vertical already.
    @Test func aNestedStacksSettingNamesItInTheCaption() throws {
        var state = PlaygroundState(scene: try #require(Examples.named("labeled-form")).scene, name: "labeled-form", animates: false)
        _ = state.press(.character("P"))
        _ = state.press(.tab)
        _ = state.press(.enter)
        _ = state.press(.character("x"))
        let drawn = Self.render(state)
        let caption = try #require(drawn.screen.presenterCaption)
        #expect(drawn.lines[caption.top + 1].hasSuffix(" NameRow: axis → vertical"), "\(drawn.lines[caption.top + 1])")
        // Every change in it, not the settings said with a colon alone (`spacing 12`).
        _ = state.press(.character("+"))
        let spaced = Self.render(state)
        #expect(spaced.lines[caption.top + 1].contains("NameRow: spacing"), "\(spaced.lines[caption.top + 1])")
    }

    @Test func theDrawingIsHighContrast() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        let plain = Self.render(state)
        _ = state.press(.character("P"))
        let presented = Self.render(state)
        func dimCells(_ drawn: (lines: [String], canvas: Canvas, screen: ScreenLayout)) -> Int {
            let area = drawn.screen.drawing
            var count = 0
            for y in area.top..<area.bottom {
                for x in area.left..<area.right where drawn.canvas[x, y].style.dim { count += 1 }
            }
            return count
        }
        #expect(dimCells(plain) > 0, "the outline is dim without presenter mode")
        #expect(dimCells(presented) == 0)
        _ = state.press(.character("P"))
        let again = Self.render(state)
        #expect(again.lines.prefix(again.screen.drawing.bottom) == plain.lines.prefix(plain.screen.drawing.bottom), "P again: as before")
    }
}
