import Playground
import StackLayout
import Testing

/// The marks on the drawing: stretched and compressed views along the axis, ambiguous
/// views, views compressed past zero, views in a conflict.
@Suite("Drawing marks")
struct DrawingMarksTests {
    static func canvas(_ scene: Scene, width: Int = 60, height: Int = 20, color: Bool = false, ascii: Bool = false) -> Canvas {
        let layout = StackLayoutSolver.solve(scene)
        return LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: RenderOptions(ascii: ascii, color: color))
    }

    /// The cells of the named view's box in `canvas`.
    static func box(of name: String, in scene: Scene, width: Int = 60, height: Int = 20) -> CellRect {
        let layout = StackLayoutSolver.solve(scene)
        let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: width, height: height)
        return mapping.rect(for: layout.frame(of: name) ?? Frame(x: 0, y: 0, width: 0, height: 0))
    }

    static func row(_ canvas: Canvas, _ y: Int, from left: Int, to right: Int) -> String {
        String((left..<right).map { canvas[$0, y].character })
    }

    /// The seed in a 400-point stack: Subview0 is stretched (its hugging gave way along the
    /// axis), marked in the middle of its top edge; the others are not marked.
    @Test func aStretchedViewIsMarkedOnItsTopEdge() {
        var scene = RenderTestSupport.seed { $0.width = 400 }
        for ascii in [false, true] {
            let canvas = Self.canvas(scene, ascii: ascii)
            let rect = Self.box(of: "Subview0", in: scene)
            let top = Self.row(canvas, rect.top, from: rect.left, to: rect.right)
            let mark = ascii ? "<>" : "↔"
            #expect(top.contains(mark), "\(top)")
            let centre = rect.left + (rect.width - mark.count) / 2
            #expect(Self.row(canvas, rect.top, from: centre, to: centre + mark.count) == mark)
            for other in ["Subview1", "Subview2"] {
                let box = Self.box(of: other, in: scene)
                #expect(!Self.row(canvas, box.top, from: box.left, to: box.right).contains(mark))
            }
        }
        // Across the axis the seed's hugging gives way too (alignment fill): not marked.
        scene.stack.width = nil
        #expect(!Self.canvas(scene).lines().joined().contains("↔"))
    }

    /// On first baselines a view without text has its baseline on its top edge, drawn dotted
    /// there; the stretched or squeezed mark still shows on it (it was dotted over).
    @Test func marksShowOverABaselineOnTheTopEdge() {
        for (width, mark) in [(600.0, "↔"), (220.0, "→←")] {
            let scene = RenderTestSupport.seed {
                $0.width = width
                $0.alignment = .firstBaseline
            }
            let canvas = Self.canvas(scene)
            let rect = Self.box(of: "Subview0", in: scene)
            let top = Self.row(canvas, rect.top, from: rect.left, to: rect.right)
            #expect(top.contains(mark) && top.contains("┄"), "\(top)")
        }
    }

    /// Views lined up on one baseline draw it on one row. With Heading's last baseline moved
    /// to its bottom (the baselines lesson, `e` pressed down to 0) the row it fell in was
    /// below Heading's box: Heading drew it on its bottom edge, the views lined up on it a row
    /// lower (`└┄┄┄┘ ║ Label ║` over `╚┄┄┄╝`), against "the others follow it". Every last
    /// baseline of Heading's, at the sizes a class uses.
    @Test(arguments: [(80, 24), (100, 30), (120, 36)])
    func viewsLinedUpOnABaselineDrawItOnOneRow(width: Int, height: Int) throws {
        let lesson = try #require(BuiltInLessons.named("baselines"))
        var scene = try #require(lesson.steps[0].scene)
        scene.stack.alignment = .lastBaseline
        let heading = try #require(scene.views.firstIndex { $0.name == "Heading" })
        for last in stride(from: 0.0, through: 20, by: 2) {
            scene.views[heading].baselines = Baselines(first: 20, last: last)
            let lines = Self.canvas(scene, width: width, height: height).lines()
            let dotted = lines.indices.filter { lines[$0].contains("┄") }
            #expect(dotted.count == 1, "last baseline \(last), \(width)×\(height):\n\(lines.joined(separator: "\n"))")
        }
    }

    /// The labels example (the baselines lesson's stack) at the sizes a class uses: Caption's
    /// label is on the dotted row its neighbours' first baselines share (at 80×24 its bar of
    /// one row was a row above it), and a box two rows high keeps its `↔` (its label went over
    /// it on the top edge; it goes on the bottom one), as does a bar one row high.
    @Test(arguments: [(60, 20), (80, 24), (100, 30)])
    func labelsSitOnTheBaselineTheyShareAndKeepTheirMarks(width: Int, height: Int) throws {
        let scene = try #require(Examples.named("labels")).scene
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: width, height: height, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        let baselineRows = lines.indices.filter { lines[$0].contains("┄") }
        #expect(baselineRows.count == 1, "one dotted baseline row:\n\(drawing)")
        #expect(lines.firstIndex { $0.contains("Caption") } == baselineRows.first, "\(width)×\(height):\n\(drawing)")
        // Subtitle and Caption are stretched past their intrinsic widths (90, 60 → 120).
        // Each keeps its mark: on a box's top edge, or at the start of a one-row bar (which
        // lost it).
        let stretched = lines.map { $0.filter { $0 == "↔" }.count }.reduce(0, +)
        #expect(stretched == 2, "\(width)×\(height):\n\(drawing)")
    }

    /// In the playground at 80×24 the labels example's Caption is a bar one row high, with no
    /// edge for its `↔`: the mark goes at the bar's start (`━↔━━━━Caption 120×16━━━━━`).
    @Test(arguments: [(80, 24), (60, 20), (100, 30), (120, 36)])
    func aStretchedBarKeepsItsMark(width: Int, height: Int) throws {
        let scene = try #require(Examples.named("labels")).scene
        let state = PlaygroundState(scene: scene, name: "labels", animates: false)
        let screen = ScreenLayout(state, width: width, height: height, ascii: false)
        let canvas = PlaygroundScreen.render(state, on: screen, color: false)
        let lines = canvas.lines()
        let drawing = lines.joined(separator: "\n")
        // In Caption's columns, on its box's top edge or its bar (moved a row up or down onto
        // the baseline).
        let caption = screen.mapping.rect(for: try #require(state.layout.frame(of: "Caption")))
        let marked = ((caption.top - 1)...caption.bottom).contains { row in
            (caption.left..<caption.right).contains { canvas[$0, row].character == "↔" }
        }
        #expect(marked, "\(width)×\(height):\n\(drawing)")
        let marks = lines.map { $0.filter { $0 == "↔" }.count }.reduce(0, +)
        #expect(marks == 2, "Subtitle and Caption, \(width)×\(height):\n\(drawing)")
    }

    /// The squeeze example: Message is compressed below its intrinsic width (→←); on a
    /// vertical stack the mark runs down the left edge.
    @Test func aCompressedViewIsMarkedAlongTheAxis() throws {
        let squeeze = try #require(Examples.named("squeeze")).scene
        let canvas = Self.canvas(squeeze)
        let rect = Self.box(of: "Message", in: squeeze)
        #expect(Self.row(canvas, rect.top, from: rect.left, to: rect.right).contains("→←"))
        #expect(Self.canvas(squeeze, ascii: true).lines()[rect.top].contains("><"))

        var column = Scene(views: [ArrangedView(name: "a", width: 60, height: 100), ArrangedView(name: "b", width: 60, height: 100)])
        column.stack.axis = .vertical
        column.stack.height = 150
        let vertical = Self.canvas(column, width: 60, height: 30)
        let first = Self.box(of: "a", in: column, width: 60, height: 30)
        let left = (first.top..<first.bottom).map { vertical[first.left, $0].character }
        #expect(String(left).contains("↓↑"), "\(vertical.lines().joined(separator: "\n"))")
        let second = Self.box(of: "b", in: column, width: 60, height: 30)
        #expect(!String((second.top..<second.bottom).map { vertical[second.left, $0].character }).contains("↓↑"))
    }

    /// Two views without an intrinsic size: the layout is ambiguous (B's x and width are
    /// free); B, the one drawn as a box, has a dashed border and `?`.
    @Test func anAmbiguousViewHasADashedBorderAndAQuestionMark() {
        var scene = Scene(views: [ArrangedView(name: "A"), ArrangedView(name: "B")])
        scene.stack.width = 300
        scene.stack.height = 80
        let canvas = Self.canvas(scene)
        let rect = Self.box(of: "B", in: scene)
        let top = Self.row(canvas, rect.top, from: rect.left, to: rect.right)
        #expect(top.first == "┌" && top.contains("╌") && top.contains("?"), "\(top)")
        #expect(canvas[rect.left, rect.top + 1].character == "╎")
        // A view that the constraints decide is drawn with solid lines.
        let seed = Self.canvas(RenderTestSupport.seed()).lines().joined()
        #expect(!seed.contains("╌") && !seed.contains("?"))
    }

    /// The apple example at a fixed 248-point height compresses red to −52: it is a bar of
    /// `╳` labelled with its size, over blue, and no line of red's box crosses blue.
    @Test func aViewWithANegativeSizeIsABarWithItsSize() throws {
        var apple = try #require(Examples.named("apple")).scene
        apple.stack.height = 248
        let layout = StackLayoutSolver.solve(apple)
        #expect(layout.frame(of: "red")?.height == -52)
        let canvas = Self.canvas(apple, width: 60, height: 30)
        let lines = canvas.lines()
        let blue = Self.box(of: "blue", in: apple, width: 60, height: 30)
        let barRow = try #require(lines.firstIndex { $0.contains("red 50×-52") }, "\(lines.joined(separator: "\n"))")
        #expect(lines[barRow].contains("╳red 50×-52"))
        // Inside blue, every row but the bar (and blue's label) is blank: no stray edges of red.
        for y in (blue.top + 1)..<(blue.bottom - 1) where y != barRow {
            let inside = Self.row(canvas, y, from: blue.left + 1, to: blue.right - 1)
            #expect(!["│", "┌", "└", "┐", "┘"].contains { inside.contains($0) }, "row \(y): \(inside)")
        }
    }

    /// A conflict between required constraints: the views in it are red (bold) and marked `!`.
    @Test func viewsInAConflictAreHighlighted() throws {
        let json = #"{"version":1,"stack":{"axis":"vertical","distribution":"fillProportionally","spacing":0,"baselineRelative":true,"customSpacing":{"v1":7}},"views":[{"name":"v0","width":160,"height":200,"baselines":{"first":40,"last":20}},{"name":"v1","baselines":{"first":30,"last":10}}]}"#
        let scene = try SceneJSON.decode(json, file: "conflict.json")
        #expect(!StackLayoutSolver.solve(scene).conflicts.isEmpty)
        let canvas = Self.canvas(scene, width: 40, height: 16, color: true)
        let rect = Self.box(of: "v0", in: scene, width: 40, height: 16)
        let left = String((rect.top..<rect.bottom).map { canvas[rect.left, $0].character })
        #expect(left.contains("!"), "\(canvas.lines().joined(separator: "\n"))")
        #expect(canvas[rect.left, rect.top].style.foreground == .red)
        #expect(canvas[rect.left, rect.top].style.bold)
        // Without a conflict, the first view keeps its colour.
        let seed = RenderTestSupport.seed()
        let plain = Self.canvas(seed, color: true)
        let first = Self.box(of: "Subview0", in: seed)
        #expect(plain[first.left, first.top].style.foreground == LayoutRenderer.color(forViewAt: 0))
    }

    /// A view compressed past zero is a bar with no edge for its marks: in a conflict (its own
    /// required width broken to recover) it showed no `!`, its neighbours did. Its label
    /// carries the mark; a negative view in no conflict has none.
    @Test func aNegativeViewInAConflictIsMarked() throws {
        var scene = try #require(Examples.named("give-way")).scene
        let items: Set<String> = ["StackView", "Subview0", "Subview1", "Subview2"]
        scene.constraints = try ["Subview0.width == 200", "Subview1.width == 400"].map { try UserConstraintText.parse($0, items: items) }
        var lines = Self.canvas(scene, width: 100, height: 12).lines()
        #expect(lines.contains { $0.contains("Subview2 -296") } && !lines.contains { $0.contains("!Subview2") }, "\(lines.joined(separator: "\n"))")
        scene.constraints.append(try UserConstraintText.parse("Subview2.width == 40", items: items))
        #expect(StackLayoutSolver.solve(scene).conflicts.first?.broken.first.item == "Subview2")
        lines = Self.canvas(scene, width: 100, height: 12).lines()
        #expect(lines.contains { $0.contains("!Subview2 -296") }, "\(lines.joined(separator: "\n"))")
    }
}

/// `p`: each box's label shows its intrinsic size, hugging and compression resistance on
/// both axes.
@Suite("Priorities on the labels")
struct PriorityLabelTests {
    @Test func pShowsSizesAndPrioritiesOnBothAxes() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        let before = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false).lines().joined(separator: "\n")
        #expect(!before.contains("H250"))
        state.press(.character("p"))
        state.press(.tab)
        state.press(.tab)
        state.press(.character("]"))
        state.press(.character("{"))
        let screen = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false).lines()
        let text = screen.joined(separator: "\n")
        #expect(text.contains("w160 H250 CR750"), "\(text)")
        #expect(text.contains("h200 H250 CR750"))
        // Subview1's hugging and compression resistance changed on the horizontal axis only.
        #expect(text.contains("w80 H251 CR749"))
        #expect(text.contains("h100 H250 CR750"))
        // Under the name and size, inside the box.
        let row = screen.firstIndex { $0.contains("w160 H250 CR750") } ?? 0
        #expect(screen[row + 1].contains("h200 H250 CR750"))
        #expect(screen[row - 1].contains("Subview0"))
    }
}
