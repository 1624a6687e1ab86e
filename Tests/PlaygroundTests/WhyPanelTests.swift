@testable import Playground
import StackLayout
import Testing

/// The why panel (`y`): the explanation of the selected view (or the stack) on screen, live
/// as keys change the scene, computed once per document.
@Suite("Why panel")
struct WhyPanelTests {
    static func state(_ example: String = "seed") -> PlaygroundState {
        let scene = Examples.named(example)?.scene ?? Scene()
        return PlaygroundState(scene: scene, name: example, animates: false)
    }

    static func screen(_ state: PlaygroundState, width: Int = 120, height: Int = 40) -> [String] {
        PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
    }

    /// The panel's column: what is right of the separator, when it is beside the drawing.
    static func panelText(_ state: PlaygroundState, width: Int = 120, height: Int = 40) -> [String] {
        let layout = ScreenLayout(state, width: width, height: height, ascii: false)
        guard let panel = layout.panel else { return [] }
        let canvas = PlaygroundScreen.render(state, on: layout, color: false)
        return (panel.top..<panel.bottom).map { row in
            var line = String((panel.left..<panel.right).map { canvas[$0, row].character })
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    @Test func yShowsTheStacksExplanationAndItsSummaryFirst() {
        var state = Self.state()
        state.press(.character("y"))
        #expect(state.ui.showWhy && !state.ui.showPanel)
        let expected = Explainer.explain(state.scene, items: [LayoutItem.stackView]).items[0]
        let panel = Self.panelText(state)
        #expect(panel[0] == "why StackView (y closes, Tab selects)")
        // The summary comes first, wrapped to the panel's width, word for word.
        let summaryRows = panel.dropFirst(2).prefix { !$0.isEmpty }
        #expect(summaryRows.joined(separator: " ") == expected.summary)
        #expect(panel.contains("width 280"))
        #expect(panel.contains("  decided by"))
        let bottom = Self.screen(state).joined(separator: "\n")
        #expect(bottom.contains(" why (y) ") || bottom.contains("│"))
    }

    /// Every decided-by constraint of the selected view is listed with its what-if value,
    /// as `explain` computes it; what gave way is listed with how far off it is.
    @Test func theSelectedViewsDecidingConstraintsAndWhatIfsAreListed() {
        var state = Self.state()
        state.press(.tab)
        state.press(.tab)
        state.press(.character("y"))
        let item = Explainer.explain(state.scene, items: ["Subview1"]).items[0]
        let panel = ScreenLayout.panelContent(state, width: 200, ascii: false).lines
        #expect(panel[0].hasPrefix("why Subview1"))
        // On screen, a constraint too long for the panel is wrapped, its what-if below it.
        let shown = Self.panelText(state)
        let row = shown.firstIndex(of: "    UISV-canvas-connection: StackView.leading") ?? 0
        #expect(Array(shown[row..<(row + 3)]) == ["    UISV-canvas-connection: StackView.leading", "      == Subview0.leading", "      without it: ambiguous"],
                "\(shown.joined(separator: "\n"))")
        #expect(shown.allSatisfy { $0.count <= 60 }, "\(shown.joined(separator: "\n"))")
        for attribute in item.attributes {
            #expect(panel.contains(attribute.attribute.rawValue + " " + formatPoints(attribute.value)))
            for (constraint, whatIf) in zip(attribute.decidedBy, attribute.whatIf) {
                let without = whatIf.ambiguous ? "ambiguous" : formatPoints(whatIf.value)
                #expect(panel.contains("    " + ConstraintText.line(for: constraint) + "  without it: " + without))
            }
            for record in attribute.gaveWay {
                #expect(panel.contains("    " + ConstraintText.line(for: record.constraint) + "  off by " + formatPoints(record.offBy)))
            }
        }
        #expect(panel.contains("    NSContentSizeLayoutConstraint: Subview1.height <= 100 @250  off by 100"))
        // The legend of the marks closes the panel.
        #expect(panel.contains("marks on the drawing"))
        #expect(panel.contains { $0.contains("↔") && $0.contains("hugging gave way") })
    }

    /// A wrapped constraint never leaves an operator at a line's end with what it applies to
    /// alone below it: at every width, no line ends in `==`, `+` or `*`, and the lines give
    /// back the constraint and its note.
    @Test func aWrappedConstraintKeepsEachOperatorWithItsOperand() {
        let constraints = ["UISV-hiding: Subview1.width == 0", "custom: Subview0.width == 0.5 * Subview1.height + 10 @750",
                           "UISV-spacing: Subview2.leading >= Subview1.trailing - 8"]
        let text = ScreenText.forASCII(false)
        for constraint in constraints {
            for width in 12...70 {
                let lines = WhyPanel.wrapped(constraint, note: "without it: 0", width: width, text: text)
                let squeezed = { (text: String) in text.filter { !$0.isWhitespace } }
                #expect(squeezed(lines.joined()) == squeezed(constraint + "without it: 0"), "\(width): \(lines)")
                for line in lines {
                    #expect(!["==", ">=", "+", "-", "*"].contains { line.hasSuffix(" " + $0) }, "\(width): \(lines)")
                }
            }
        }
        #expect(WhyPanel.wrapped("UISV-hiding: Subview1.width == 0", note: nil, width: 35, text: text)
                == ["    UISV-hiding: Subview1.width", "      == 0"])
    }

    /// A required constraint broken to recover from a conflict is listed under what gave way
    /// as broken (red with colour), with the ones it conflicts with, not as one that yielded.
    @Test func aBrokenConstraintIsListedWithWhatItConflictsWith() throws {
        var scene = Scene(views: [ArrangedView(name: "A", width: 160, height: 40), ArrangedView(name: "B", width: 80, height: 40)])
        scene.stack.width = 320
        scene.constraints = [try ConstraintText.parse("pin: A.leading == StackView.leading + 10")]
        let x = try #require(Explainer.explain(scene, items: ["A"]).item(named: "A")?.attribute(.x))
        let lines = WhyPanel.lines(for: x, width: 100, text: ScreenText.forASCII(false))
        let pin = try #require(lines.first { $0.text.contains("pin: A.leading == StackView.leading + 10") })
        #expect(pin.text.hasSuffix("broken, off by 10") && pin.standing == .broken, "\(pin.text)")
        #expect(lines.contains { $0.text.contains("conflicts with UISV-canvas-connection: StackView.leading == A.leading") },
                "\(lines.map(\.text))")
        #expect(!lines.contains { $0.text.contains("yielded to") })
    }

    /// Live: a key that changes the scene changes the explanation; a click selects what it explains.
    @Test func itFollowsTheSceneAndTheMouse() {
        var state = Self.state()
        state.press(.character("y"))
        #expect(Self.panelText(state).contains("width 280"))
        state.press(.character("+"))
        #expect(Self.panelText(state).contains("width 288"))
        let screen = ScreenLayout(state, width: 120, height: 40, ascii: false)
        let box = screen.mapping.rect(for: state.layout.frame(of: "Subview2") ?? Frame(x: 0, y: 0, width: 0, height: 0))
        var drag: StackDragGesture?
        state.click(MouseEvent(.press, x: box.left + 1, y: box.top + 1), width: 120, height: 40, drag: &drag)
        #expect(Self.panelText(state)[0].hasPrefix("why Subview2"))
        // A click on the drawing outside every box: the stack again.
        #expect(state.click(MouseEvent(.press, x: 0, y: 0), width: 120, height: 40, drag: &drag) == .clearSelection)
        #expect(state.selectedViewName == nil)
        #expect(Self.panelText(state)[0].hasPrefix("why StackView"))
    }

    /// Explanations are computed only while the panel is open, once per document and item:
    /// not on redraws, scrolls or animation frames.
    @Test func explanationsAreComputedOncePerDocument() {
        var state = Self.state()
        _ = Self.screen(state)
        #expect(state.explanations.computed == 0)
        state.press(.character("y"))
        _ = Self.screen(state)
        #expect(state.explanations.computed == 1)
        state.press(.pageDown)
        state.press(.pageDown)
        _ = Self.screen(state)
        _ = Self.screen(state, width: 100, height: 30)
        #expect(state.explanations.computed == 1)
        state.press(.character("+"))
        _ = Self.screen(state)
        _ = Self.screen(state)
        #expect(state.explanations.computed == 2)
        state.press(.character("y"))
        state.press(.character("-"))
        _ = Self.screen(state)
        #expect(state.explanations.computed == 2)
    }

    @Test func pageDownScrollsTheWhyPanel() {
        var state = Self.state()
        state.press(.character("y"), width: 120, height: 20)
        let top = Self.panelText(state, width: 120, height: 20)
        state.press(.pageDown, width: 120, height: 20)
        #expect(state.ui.panelScroll > 0)
        let scrolled = Self.panelText(state, width: 120, height: 20)
        #expect(scrolled[0] == top[0])
        #expect(scrolled != top)
        #expect(scrolled.last?.hasPrefix("lines ") == true)
    }

    /// `y` and `c` share the area: one panel at a time.
    @Test func yAndCShowOnePanelAtATime() {
        var state = Self.state()
        state.press(.character("c"))
        state.press(.character("y"))
        #expect(state.ui.showWhy && !state.ui.showPanel)
        state.press(.character("c"))
        #expect(!state.ui.showWhy && state.ui.showPanel)
        #expect(Self.panelText(state)[0] == "not ambiguous")
    }
}

/// The why panel explains the layout the playground solved: in fixed-size mode that
/// includes the stack's size edit variables (`stackplay-size` at 999).
@Suite("Why panel: what it explains")
struct WhyPanelFidelityTests {
    /// Every what-if the panel shows for a fixed-size stack equals solving the playground's
    /// own constraints again without that one.
    @Test func inFixedSizeModeEachWhatIfIsAReSolveOfTheShownConstraints() throws {
        var scene = RenderTestSupport.seed()
        scene.stack.width = 320
        var state = PlaygroundState(scene: scene, name: "fixed", animates: false)
        #expect(state.sizeMode == .fixed)
        state.press(.tab)
        state.press(.character("y"))
        let item = try #require(state.explanation)
        #expect(item.name == "Subview0")
        let width = try #require(item.attribute(.width))
        #expect(width.value == 200)
        #expect(width.decidedBy.contains { $0.identifier == "stackplay-size" })
        for (constraint, whatIf) in zip(width.decidedBy, width.whatIf) {
            var without = state.layout.constraints
            without.remove(at: try #require(without.firstIndex(of: constraint)))
            let result = LayoutEngine(scene: state.scene, constraints: without).result()
            if whatIf.ambiguous {
                #expect(result.ambiguous.contains("Subview0.width") || result.frame(of: "Subview0") == nil)
            } else {
                #expect(abs((result.frame(of: "Subview0")?.width ?? .nan) - whatIf.value) < 1e-6, "\(ConstraintText.line(for: constraint))")
            }
        }
        // Subview0 is stretched along the axis: its hugging gave way, to the stack's size among others.
        let gave = try #require(width.gaveWay.first)
        #expect(gave.constraint.identifier == ConstraintIdentifier.contentSize && gave.offBy == 40)
    }

    /// The stack's summary names what holds its length in the layout shown: in the
    /// playground the size edit variable (`stackplay-size`), not the scene's `custom`
    /// constraint, which the playground does not solve with; `explain` keeps `custom`.
    @Test func theStacksSummaryNamesTheConstraintThatHoldsItsSize() throws {
        var scene = RenderTestSupport.seed()
        scene.stack.width = 320
        var state = PlaygroundState(scene: scene, name: "fixed", animates: false)
        state.press(.character("y"))
        let summary = try #require(state.explanation?.summary)
        #expect(summary.contains("its width is held by `stackplay-size`, so its views must fill it"), "\(summary)")
        #expect(!summary.contains("`custom`"))
        let command = try #require(Explainer.explain(scene, items: [LayoutItem.stackView]).items.first?.summary)
        #expect(command.contains("its width is fixed by the scene (`custom`), so its views must fill it"), "\(command)")
    }

    /// Scenes at the edges (a conflict, a view compressed past zero, an ambiguous layout):
    /// the panel explains every item, summary first.
    @Test(arguments: [
        #"{"version":1,"stack":{"axis":"vertical","distribution":"fillProportionally","spacing":0,"baselineRelative":true,"customSpacing":{"v1":7}},"views":[{"name":"v0","width":160,"height":200,"baselines":{"first":40,"last":20}},{"name":"v1","baselines":{"first":30,"last":10}}]}"#,
        #"{"version": 1, "stack": {"axis": "vertical", "alignment": "center", "height": 248}, "views": [{"name": "red", "width": 50, "height": 50}, {"name": "blue", "width": 100, "height": 100}, {"name": "green", "width": 200, "height": 200}]}"#,
        #"{"version": 1, "stack": {"width": 300, "height": 80}, "views": [{"name": "A"}, {"name": "B"}]}"#,
    ])
    func everyItemOfAnEdgeSceneIsExplained(json: String) throws {
        var state = PlaygroundState(scene: try SceneJSON.decode(json, file: "edge.json"), name: "edge", animates: false)
        state.press(.character("y"))
        for _ in 0...state.scene.views.count {
            let item = try #require(state.explanation)
            let panel = ScreenLayout.panelContent(state, width: 80, ascii: false).lines
            #expect(panel[0] == "why " + item.name + " (y closes, Tab selects)")
            #expect(panel[2] == ScreenText.forASCII(false).wrapped(item.summary, width: 80).first)
            #expect(panel.contains { $0.hasPrefix("height ") })
            state.press(.tab)
        }
    }

    /// A conflict's broken constraint is a conflict on the info line, not something that gave way.
    @Test func theInfoLineCountsAConflictApartFromWhatGaveWay() throws {
        let json = #"{"version":1,"stack":{"axis":"vertical","distribution":"fillProportionally","spacing":0,"baselineRelative":true,"customSpacing":{"v1":7}},"views":[{"name":"v0","width":160,"height":200,"baselines":{"first":40,"last":20}},{"name":"v1","baselines":{"first":30,"last":10}}]}"#
        let state = PlaygroundState(scene: try SceneJSON.decode(json, file: "conflict.json"), name: "conflict", animates: false)
        let layout = state.layout
        #expect(layout.conflicts.count == 1)
        #expect(layout.gaveWay.count == layout.broken.count - 1)
        let info = PlaygroundScreen.render(state, width: 140, height: 30, color: false, ascii: false).lines()
            .first { $0.hasPrefix("conflict · ") } ?? ""
        #expect(info.contains("1 conflict"), "\(info)")
        if layout.gaveWay.isEmpty {
            #expect(!info.contains("gave way"), "\(info)")
        } else {
            #expect(info.contains("\(layout.gaveWay.count) gave way"), "\(info)")
        }
        #expect(!info.contains("broken"))
    }

    /// In the playground a fixed-size stack's width is held by its `stackplay-size` edit
    /// constraint (at 999): the why panel lists that alone under the width, not the views'
    /// shares of it as well (as if the proportions set the stack's size).
    @Test func aFixedStacksWidthIsHeldByItsSizeAlone() throws {
        let state = PlaygroundState(scene: try #require(Examples.named("proportional")).scene, name: "proportional", animates: false)
        let explanation = Explainer.explain(scene: state.scene, constraints: state.layout.constraints, items: [LayoutItem.stackView])
        let width = try #require(explanation.items.first?.attributes.first { $0.attribute == .width })
        #expect(width.decidedBy.map(\.identifier) == ["stackplay-size"], "\(width.decidedBy.map(ConstraintText.line(for:)))")
    }

    /// The legend at the panel's end wraps as the rest does: cut, `stretched along the axis:
    /// its hugg…` lost what the mark means.
    @Test(arguments: [30, 44, 60])
    func theLegendWrapsInsteadOfBeingCut(width: Int) throws {
        let panel = WhyPanel(item: nil, name: "Subview0", width: width, ascii: false)
        let lines = panel.content.lines
        let start = try #require(lines.firstIndex(of: "marks on the drawing"))
        let legend = lines[(start + 1)...]
        #expect(legend.allSatisfy { $0.count <= width }, "\(legend)")
        let words = { (text: String) in text.split(separator: " ").map(String.init) }
        #expect(words(legend.joined(separator: " ")) == words(DrawingMark.legend(ascii: false).joined(separator: " ")))
    }
}
