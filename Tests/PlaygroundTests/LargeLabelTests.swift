import Testing

@testable import Playground
import StackLayout

@Suite("Presenter mode's large labels")
struct LargeLabelTests {
    private func lines(largeLabels: Bool, ascii: Bool = false) -> [String] {
        let scene = RenderTestSupport.seed()
        var options = RenderOptions(ascii: ascii, color: false)
        options.largeLabels = largeLabels
        return LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: 100, height: 30, options: options).lines()
    }

    @Test func namesAreFullwidthWhereTheBoxHasRoomAndPlainElsewhere() {
        let large = lines(largeLabels: true).joined(separator: "\n")
        #expect(large.contains("Ｓｕｂｖｉｅｗ０"), "\(large)")
        #expect(large.contains("160×200"), "the size stays under the name")
        #expect(!lines(largeLabels: false).joined(separator: "\n").contains("Ｓｕｂ"))
        #expect(!lines(largeLabels: true, ascii: true).joined(separator: "\n").contains("Ｓｕｂ"), "never in ASCII")
        // Every line still fits the canvas, counted in columns.
        #expect(lines(largeLabels: true).allSatisfy { CharacterWidth.columns(of: $0) <= 100 })
    }

    @Test func presenterModeTurnsThemOn() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: nil)
        #expect(!ScreenLayout.renderOptions(state, color: false, ascii: false).largeLabels)
        _ = state.update(.togglePresenter)
        #expect(ScreenLayout.renderOptions(state, color: false, ascii: false).largeLabels)
    }

    @Test func aNameWithoutFullwidthFormsKeepsItsPlainLabel() {
        #expect(ViewLabel.fullwidth("Subview0") == "Ｓｕｂｖｉｅｗ０")
        #expect(ViewLabel.fullwidth("a-b_c") == "ａ－ｂ＿ｃ")
        #expect(ViewLabel.fullwidth("é") == nil)
    }
}
