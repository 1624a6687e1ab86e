import Playground
import StackLayout
import Testing

/// The mouse, the constraints panel and the guides, as the screen shows them.
@Suite("Playground mouse and panel")
struct PlaygroundMouseAndPanelTests {
    static func lines(_ state: PlaygroundState, _ width: Int = 120, _ height: Int = 36) -> [String] {
        PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
    }

    /// The cell where `text` is drawn (its first character).
    static func cell(of text: String, in lines: [String]) -> (x: Int, y: Int)? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        return nil
    }

    @Test func clickingABoxSelectsItsView() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        let label = try #require(Self.cell(of: "Subview1", in: Self.lines(state)))
        let outcome = state.handleMouse(MouseEvent(.press, x: label.x, y: label.y), screenWidth: 120, screenHeight: 36)
        #expect(outcome == .changed)
        #expect(state.selectedViewName == "Subview1")
        _ = state.handleMouse(MouseEvent(.press, x: 0, y: 35), screenWidth: 120, screenHeight: 36)
        #expect(state.selectedViewName == "Subview1", "a click outside the drawing changes nothing")
    }

    /// Dragging a fixed-size stack's right edge resizes it through the edit variables;
    /// the whole drag is one step of undo.
    @Test func draggingTheStacksEdgeResizesIt() throws {
        var scene = RenderTestSupport.seed()
        scene.stack.width = 300
        var state = PlaygroundState(scene: scene, name: "seed")
        let lines = Self.lines(state)
        let corner = try #require(Self.cell(of: "╮", in: lines))
        let row = corner.y + 5
        #expect(state.handleMouse(MouseEvent(.press, x: corner.x, y: row), screenWidth: 120, screenHeight: 36) == .changed)
        _ = state.handleMouse(MouseEvent(.drag, x: corner.x - 3, y: row), screenWidth: 120, screenHeight: 36)
        _ = state.handleMouse(MouseEvent(.drag, x: corner.x - 6, y: row), screenWidth: 120, screenHeight: 36)
        _ = state.handleMouse(MouseEvent(.release, x: corner.x - 6, y: row), screenWidth: 120, screenHeight: 36)
        let width = try #require(state.scene.stack.width)
        #expect(width < 300)
        #expect(state.layout.frame(of: LayoutItem.stackView)?.width == width)
        #expect(state.scene.stack.height == 200, "a right-edge drag keeps the height")
        _ = state.handle(.character("u"))
        #expect(state.scene.stack.width == 300, "one undo takes back the whole drag")
    }

    @Test func theStackEdgeOnlyDragsInFixedSizeMode() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        let corner = try #require(Self.cell(of: "╮", in: Self.lines(state)))
        _ = state.handleMouse(MouseEvent(.press, x: corner.x, y: corner.y + 5), screenWidth: 120, screenHeight: 36)
        _ = state.handleMouse(MouseEvent(.drag, x: corner.x - 6, y: corner.y + 5), screenWidth: 120, screenHeight: 36)
        #expect(state.scene.stack.width == nil)
    }

    @Test func cShowsThePanelBesideOrBelow() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        _ = state.handle(.character("c"))
        #expect(state.showPanel)
        let wide = Self.lines(state, 120, 36)
        let header = try #require(Self.cell(of: "not ambiguous", in: wide))
        #expect(header.y == 0 && header.x > 60, "beside the drawing on a wide screen")
        #expect(wide.joined().contains("UISV-canvas-connection:"))
        let narrow = Self.lines(state, 80, 30)
        let below = try #require(Self.cell(of: "not ambiguous", in: narrow))
        #expect(below.x == 0 && below.y > 5, "below the drawing on a narrow screen")
        #expect(narrow.contains { $0.contains("constraints (c)") })
        _ = state.handle(.character("c"))
        #expect(!Self.lines(state).joined().contains("UISV-canvas-connection:"))
    }

    @Test func pageKeysAndTheWheelScrollThePanel() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        _ = state.handle(.character("c"))
        let top = Self.lines(state, 80, 24)
        _ = state.handle(.pageDown)
        #expect(state.panelScroll == 10)
        let scrolled = Self.lines(state, 80, 24)
        #expect(scrolled != top)
        #expect(scrolled.contains { $0.contains("lines 11") })
        _ = state.handle(.pageUp)
        _ = state.handle(.pageUp)
        #expect(state.panelScroll == 0)
        let panelRow = 20
        _ = state.handleMouse(MouseEvent(.wheelDown, x: 5, y: panelRow), screenWidth: 80, screenHeight: 24)
        #expect(state.panelScroll == 3)
        for _ in 0..<100 { _ = state.handleMouse(MouseEvent(.wheelDown, x: 5, y: panelRow), screenWidth: 80, screenHeight: 24) }
        #expect(state.panelScroll == PlaygroundScreen.maximumPanelScroll(for: state, width: 80, height: 24))
    }

    @Test func theSelectedViewIsMarkedInThePanel() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        _ = state.handle(.character("c"))
        _ = state.handle(.tab)
        _ = state.handle(.tab)
        let lines = Self.lines(state, 160, 60)
        let marked = lines.compactMap { line in line.firstIndex(of: "▸").map { String(line[$0...]) } }
        #expect(!marked.isEmpty)
        #expect(marked.allSatisfy { $0.contains("Subview1") })
    }

    @Test func gShowsTheGapGuides() {
        var scene = RenderTestSupport.seed()
        scene.stack.width = 400
        var state = PlaygroundState(scene: scene, name: "seed")
        for key in "dddg" { _ = state.handle(.character(key)) }  // equalSpacing, guides
        #expect(state.showGuides)
        #expect(Self.lines(state).dropLast(3).joined().contains("gap0"))
        _ = state.handle(.character("g"))
        #expect(!Self.lines(state).dropLast(3).joined().contains("gap0"))
    }
}
