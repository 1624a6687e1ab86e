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
        var drag: StackDragGesture?
        let action = state.click(MouseEvent(.press, x: label.x, y: label.y), drag: &drag)
        #expect(action == .select(viewAt: 1))
        #expect(state.selectedViewName == "Subview1")
        #expect(state.click(MouseEvent(.press, x: 0, y: 35), drag: &drag) == nil)
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
        var drag: StackDragGesture?
        #expect(state.click(MouseEvent(.press, x: corner.x, y: row), drag: &drag) == .beginStackDrag)
        #expect(state.message == "drag to resize the stack")
        let first = state.click(MouseEvent(.drag, x: corner.x - 3, y: row), drag: &drag)
        guard case .dragStackEdge(let firstWidth?, nil, true) = first else {
            Issue.record("the first move is the drag's first step: \(String(describing: first))")
            return
        }
        #expect(firstWidth < 300)
        _ = state.click(MouseEvent(.drag, x: corner.x - 6, y: row), drag: &drag)
        _ = state.click(MouseEvent(.release, x: corner.x - 6, y: row), drag: &drag)
        #expect(drag == nil)
        let width = try #require(state.scene.stack.width)
        #expect(width < 300)
        #expect(state.layout.frame(of: LayoutItem.stackView)?.width == width)
        #expect(state.scene.stack.height == nil, "a right-edge drag leaves the height unsized")
        _ = state.press(.character("u"))
        #expect(state.scene.stack.width == 300, "one undo takes back the whole drag")
    }

    @Test func theStackEdgeOnlyDragsInFixedSizeMode() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        let corner = try #require(Self.cell(of: "╮", in: Self.lines(state)))
        var drag: StackDragGesture?
        _ = state.click(MouseEvent(.press, x: corner.x, y: corner.y + 5), drag: &drag)
        #expect(drag == nil)
        _ = state.click(MouseEvent(.drag, x: corner.x - 6, y: corner.y + 5), drag: &drag)
        #expect(state.scene.stack.width == nil)
    }

    @Test func cShowsThePanelBesideOrBelow() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        _ = state.press(.character("c"))
        #expect(state.ui.showPanel)
        let wide = Self.lines(state, 120, 36)
        let header = try #require(Self.cell(of: "not ambiguous", in: wide))
        #expect(header.y == 0 && header.x > 60, "beside the drawing on a wide screen")
        #expect(wide.joined().contains("UISV-canvas-connection:"))
        let narrow = Self.lines(state, 80, 30)
        let below = try #require(Self.cell(of: "not ambiguous", in: narrow))
        #expect(below.x == 0 && below.y > 5, "below the drawing on a narrow screen")
        #expect(narrow.contains { $0.contains("constraints (c)") })
        _ = state.press(.character("c"))
        #expect(!Self.lines(state).joined().contains("UISV-canvas-connection:"))
    }

    /// PgDn and PgUp move by a page (the panel's body rows on that screen), the wheel by
    /// three lines; neither goes past either end.
    @Test func pageKeysAndTheWheelScrollThePanel() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        _ = state.press(.character("c"))
        let top = Self.lines(state, 80, 24)
        let page = try #require(ScreenLayout(state, width: 80, height: 24, ascii: false).panelExtent).pageRows
        #expect(page > 3)
        let firstShown = try #require(top.first { $0.contains("lines 1–") })
        #expect(firstShown.contains("lines 1–\(page) of"))
        _ = state.press(.pageDown, width: 80, height: 24)
        #expect(state.ui.panelScroll == page)
        let scrolled = Self.lines(state, 80, 24)
        #expect(scrolled != top)
        #expect(scrolled.contains { $0.contains("lines \(page + 1)–\(2 * page)") }, "the next page starts where the first ended")
        _ = state.press(.pageUp, width: 80, height: 24)
        _ = state.press(.pageUp, width: 80, height: 24)
        #expect(state.ui.panelScroll == 0)
        let panelRow = try #require(ScreenLayout(state, width: 80, height: 24, ascii: false).panel).top + 1
        var drag: StackDragGesture?
        _ = state.click(MouseEvent(.wheelDown, x: 5, y: panelRow), width: 80, height: 24, drag: &drag)
        #expect(state.ui.panelScroll == 3)
        for _ in 0..<100 { _ = state.click(MouseEvent(.wheelDown, x: 5, y: panelRow), width: 80, height: 24, drag: &drag) }
        let extent = try #require(ScreenLayout(state, width: 80, height: 24, ascii: false).panelExtent)
        #expect(state.ui.panelScroll == extent.maximumScroll)
        let bottom = Self.lines(state, 80, 24)
        #expect(bottom.contains { $0.contains("of \(extent.maximumScroll + extent.pageRows)") })
    }

    @Test func theSelectedViewIsMarkedInThePanel() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        _ = state.press(.character("c"))
        _ = state.press(.tab)
        _ = state.press(.tab)
        let lines = Self.lines(state, 160, 60)
        let marked = lines.compactMap { line in line.firstIndex(of: "▸").map { String(line[$0...]) } }
        #expect(!marked.isEmpty)
        #expect(marked.allSatisfy { $0.contains("Subview1") })
    }

    @Test func gShowsTheGapGuides() {
        var scene = RenderTestSupport.seed()
        scene.stack.width = 400
        var state = PlaygroundState(scene: scene, name: "seed")
        for key in "dddg" { _ = state.press(.character(key)) }  // equalSpacing, guides
        #expect(state.ui.showGuides)
        #expect(Self.lines(state).dropLast(3).joined().contains("gap0"))
        _ = state.press(.character("g"))
        #expect(!Self.lines(state).dropLast(3).joined().contains("gap0"))
    }
}
