import Playground
import StackLayout
import Testing

/// `G` in the playground: the gallery in the drawing's place, edited by every key.
@Suite("Gallery in the playground")
struct GalleryToggleTests {
    static func drawingRows(_ state: PlaygroundState, width: Int = 120, height: Int = 40) -> (rows: [String], area: CellRect) {
        let screen = ScreenLayout(state, width: width, height: height, ascii: false)
        let lines = PlaygroundScreen.render(state, on: screen, color: false).lines()
        return (Array(lines[screen.drawing.top..<screen.drawing.bottom]), screen.drawing)
    }

    /// The gallery's own drawing of `scene` at the drawing's size, as lines.
    static func gallery(_ scene: Scene, by variation: Gallery.Variation, area: CellRect) -> [String] {
        Gallery.render(scene, by: variation, width: area.width, height: area.height, ascii: false, color: false).lines()
    }

    /// Where the gallery gives the stack a length the scene leaves open, the info line says
    /// it: beside the scene's own size, a panel "as in the scene" did not look like the
    /// drawing. A sized stack, or a nested one, is drawn at its own length, and nothing is said.
    @Test func theInfoLineSaysTheLengthTheGalleryGivesTheStack() throws {
        var scene = RenderTestSupport.seed()
        scene.stack.width = nil
        var state = PlaygroundState(scene: scene, name: "seed", animates: false)
        _ = state.press(.character("G"))
        #expect(state.message == "gallery: every distribution at 420 pt wide, a width the scene leaves open (G: every alignment)", "\(state.message ?? "")")
        _ = state.press(.character("G"))
        #expect(state.message?.hasPrefix("gallery: every alignment at 420 pt wide") == true, "\(state.message ?? "")")
        scene.stack.width = 375
        var sized = PlaygroundState(scene: scene, name: "seed", animates: false)
        _ = sized.press(.character("G"))
        #expect(sized.message == "gallery: every distribution (G: every alignment)")
    }

    @Test func gCyclesDistributionsAlignmentsAndTheDrawing() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        let plain = Self.drawingRows(state).rows
        _ = state.press(.character("G"))
        #expect(state.ui.gallery == .distribution)
        var drawn = Self.drawingRows(state)
        #expect(drawn.rows == Self.gallery(state.scene, by: .distribution, area: drawn.area))
        _ = state.press(.character("G"))
        drawn = Self.drawingRows(state)
        #expect(drawn.rows == Self.gallery(state.scene, by: .alignment, area: drawn.area))
        _ = state.press(.character("G"))
        #expect(state.ui.gallery == nil)
        #expect(Self.drawingRows(state).rows == plain)
        #expect(!state.hasUnsavedChanges, "the gallery is not a change of the scene")
    }

    /// Editing keys change every panel at once: the gallery is the edited scene's.
    /// Inside a nested stack, `G` varies that stack, the one its keys edit: in the card's
    /// toolbar the panels varied the outer stack, whose `fill` was marked "as in the scene"
    /// while the status said `in Toolbar: … equalSpacing`.
    @Test func insideANestedStackTheGalleryVariesIt() throws {
        var state = PlaygroundState(scene: try #require(Examples.named("card")).scene, name: "card", animates: false)
        for key in [Key.tab, .tab, .tab, .enter] { state.press(key) }
        #expect(state.currentStackName == "Toolbar")
        state.press(.character("G"))
        let rows = Self.drawingRows(state).rows
        let text = rows.joined(separator: "\n")
        #expect(text.contains("equalSpacing (the scene's)") && !text.contains("fill (the scene's)"), "\(text)")
        // The gallery of the toolbar's distributions, the rest of the card as it is.
        let area = Self.drawingRows(state).area
        let toolbar = Gallery.render(state.scene, by: .distribution, width: area.width, height: area.height, ascii: false, color: false,
                                     kept: state.ui.galleryExtent, at: [2]).lines()
        #expect(rows == toolbar)
        // Back out, the outer stack is varied again, fitted afresh.
        state.press(.character("^"))
        let outer = Self.drawingRows(state)
        #expect(outer.rows.joined(separator: "\n").contains("fill (the scene's)"))
        #expect(outer.rows == Self.gallery(state.scene, by: .distribution, area: outer.area))
    }

    /// A nested stack's panels keep the outer stack as it is: given the outer stack's extra
    /// room, the card's toolbar was drawn 276×124 in every panel, not 276×32.
    @Test func aNestedStacksPanelsKeepTheScenesSize() throws {
        let card = try #require(Examples.named("card")).scene
        for panel in Gallery.panels(for: card, by: .distribution, at: [2]) {
            let toolbar = try #require(StackLayoutSolver.solve(panel.scene).frame(of: "Toolbar"))
            #expect(panel.scene.stack == card.stack && toolbar.height == 32, "\(panel.title): \(toolbar)")
        }
    }

    @Test func editingKeysChangeAllPanels() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        _ = state.press(.character("G"))
        let before = Self.drawingRows(state).rows
        for key: Key in [.character("+"), .character("+"), .tab, .right, .right] { _ = state.press(key) }
        let after = Self.drawingRows(state)
        #expect(after.rows != before)
        #expect(after.rows == Self.gallery(state.scene, by: .distribution, area: after.area))
        for panel in Gallery.panels(for: state.scene, by: .distribution) {
            let layout = StackLayoutSolver.solve(panel.scene, includingAmbiguity: false)
            #expect(layout.frame(of: "Subview0")?.width ?? 0 >= 0)
            #expect(panel.scene.stack.spacing == 8 && panel.scene.views[0].width == 180, "every panel has the edits")
        }
    }

    @Test func clicksInTheGallerySelectNothing() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        _ = state.press(.character("G"))
        let area = Self.drawingRows(state).area
        var drag: StackDragGesture?
        for x in stride(from: area.left, to: area.right, by: 7) {
            for y in stride(from: area.top, to: area.bottom, by: 3) {
                #expect(state.click(MouseEvent(.press, x: x, y: y), drag: &drag) == nil)
            }
        }
        #expect(state.selectedViewName == nil)
    }
}
