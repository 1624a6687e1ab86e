@testable import Playground
import StackLayout
import Testing

/// Layouts and canvases at the edges: tiny and huge, broken frames, missing items.
@Suite("Renderer edge cases")
struct RendererEdgeCaseTests {
    private let seed = RenderTestSupport.example("seed")

    @Test func tinyCanvasesStayTheirSize() {
        for (width, height) in [(0, 0), (1, 1), (5, 3), (-4, 2), (3, -1), (2, 9)] {
            let canvas = LayoutRenderer.render(seed.layout, scene: seed.scene, width: width, height: height)
            RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
        }
        // One cell shows the first view's index; 5 × 3 has no room for a caption, and keeps
        // its outline whole around one row of views (it drew the outline's bottom edge alone,
        // its top and left edges off the canvas).
        #expect(LayoutRenderer.render(seed.layout, scene: seed.scene, width: 1, height: 1).lines() == ["0"])
        #expect(LayoutRenderer.render(seed.layout, scene: seed.scene, width: 5, height: 3).lines() == [
            "╭───╮",
            "│─02│",
            "╰───╯",
        ])
    }

    /// Four rows (a panel left the toolbar that many at 50×14): the outline went off the top
    /// and left edges, its right edge and bottom corner alone on screen.
    @Test(arguments: [3, 4, 5])
    func aFewRowsKeepTheOutlineWhole(rows: Int) {
        let toolbar = RenderTestSupport.example("toolbar")
        let lines = LayoutRenderer.render(toolbar.layout, scene: toolbar.scene, width: 40, height: rows, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        #expect(lines.contains { $0.contains("╭") && $0.contains("╮") } && lines.contains { $0.contains("╰") && $0.contains("╯") }, "\(drawing)")
    }

    @Test func hugeZoomsAreClipped() {
        // The label is centred in the part of the box that is on the canvas.
        let options = RenderOptions(zoom: 50)
        let canvas = LayoutRenderer.render(seed.layout, scene: seed.scene, width: 40, height: 10, options: options)
        RenderTestSupport.expectWellFormed(canvas, width: 40, height: 10)
        #expect(canvas.lines() == [
            "horizontal · fill · fill · spacing 0",
            "╭───────────────────────────────────────",
            "│┌──────────────────────────────────────",
            "││",
            "││",
            "││",
            "││           Subview0 160×200",
            "││",
            "││",
            "││",
        ])
        for zoom in [1e6, 1e300, Double.greatestFiniteMagnitude] {
            let huge = LayoutRenderer.render(seed.layout, scene: seed.scene, width: 40, height: 10, options: RenderOptions(zoom: zoom))
            RenderTestSupport.expectWellFormed(huge, width: 40, height: 10)
        }
    }

    @Test func invalidZoomsFit() {
        let fitted = LayoutRenderer.render(seed.layout, scene: seed.scene, width: 60, height: 20)
        for zoom in [0, -2, Double.nan, Double.infinity, -Double.infinity] {
            let canvas = LayoutRenderer.render(seed.layout, scene: seed.scene, width: 60, height: 20, options: RenderOptions(zoom: zoom))
            #expect(canvas == fitted, "zoom \(zoom)")
        }
    }

    @Test func tinyZoomsShrinkEverythingToACorner() {
        let canvas = LayoutRenderer.render(seed.layout, scene: seed.scene, width: 30, height: 8, options: RenderOptions(zoom: 0.001))
        RenderTestSupport.expectWellFormed(canvas, width: 30, height: 8)
        #expect(canvas.lines().dropFirst().contains { !$0.isEmpty })
    }

    @Test func zeroAndNegativeSizesStillShow() {
        let scene = Scene(views: ["Wide", "Zero", "Negative", "Flat"].map { ArrangedView(name: $0) })
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 100, height: 40), [
            ("Wide", Frame(x: 0, y: 0, width: 60, height: 40)),
            ("Zero", Frame(x: 60, y: 0, width: 0, height: 0)),
            ("Negative", Frame(x: 100, y: 40, width: -40, height: -20)),
            ("Flat", Frame(x: 60, y: 10, width: 40, height: -0.0)),
        ])
        let canvas = LayoutRenderer.render(layout, scene: scene, width: 60, height: 16)
        RenderTestSupport.expectWellFormed(canvas, width: 60, height: 16)
        let text = RenderTestSupport.text(canvas.lines())
        #expect(text.contains("Negative -40×-20"), "\(text)")
        #expect(text.contains("Flat 40×0"), "\(text)")
        // Every view, even the empty one, has at least one cell in its colour.
        for index in scene.views.indices {
            #expect(canvas.cells.contains { $0.style.foreground == LayoutRenderer.color(forViewAt: index) }, "view \(index)\n\(text)")
        }
    }

    @Test func nonFiniteFramesAreSkipped() {
        let scene = Scene(views: [ArrangedView(name: "A"), ArrangedView(name: "B"), ArrangedView(name: "C", hidden: true)])
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: .nan, height: 40), [
            ("A", Frame(x: 0, y: 0, width: 50, height: 40)),
            ("B", Frame(x: .infinity, y: 0, width: -.infinity, height: .nan)),
            ("C", Frame(x: .nan, y: .nan, width: 0, height: 0)),
            (LayoutItem.spacer, Frame(x: -.infinity, y: 0, width: 1, height: 1)),
        ])
        let canvas = LayoutRenderer.render(layout, scene: scene, width: 40, height: 10, options: RenderOptions(showGuides: true))
        RenderTestSupport.expectWellFormed(canvas, width: 40, height: 10)
        let text = RenderTestSupport.text(canvas.lines())
        #expect(text.contains("A 50×40"))
        #expect(!text.contains("B"))
    }

    @Test func anEmptySceneDrawsTheEmptyStack() {
        let scene = Scene()
        let layout = StackLayoutSolver.solve(scene, includingAmbiguity: false)
        let canvas = LayoutRenderer.render(layout, scene: scene, width: 30, height: 6)
        RenderTestSupport.expectWellFormed(canvas, width: 30, height: 6)
        #expect(canvas.lines() == ["horizontal · fill · fill", "", "              ╭╮", "              ╰╯", "", ""])
    }

    @Test func aLayoutWithoutTheStackDrawsItsViews() {
        let scene = Scene(views: [ArrangedView(name: "Only")])
        let layout = RenderTestSupport.layout(stack: nil, [("Only", Frame(x: 0, y: 0, width: 40, height: 20))])
        let lines = LayoutRenderer.render(layout, scene: scene, width: 24, height: 8).lines()
        #expect(lines == [
            "horizontal · fill · fill",
            "",
            "  ┌──────────────────┐",
            "  │                  │",
            "  │    Only 40×20    │",
            "  │                  │",
            "  └──────────────────┘",
            "",
        ])
    }

    @Test func viewsMissingFromTheLayoutOrTheSceneAreIgnored() {
        let scene = Scene(views: [ArrangedView(name: "Here"), ArrangedView(name: "Missing")])
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 20, height: 10), [
            ("Here", Frame(x: 0, y: 0, width: 20, height: 10)),
            ("Stranger", Frame(x: 0, y: 0, width: 5, height: 5)),
        ])
        let text = RenderTestSupport.text(LayoutRenderer.render(layout, scene: scene, width: 40, height: 10).lines())
        #expect(text.contains("Here 20×10"))
        #expect(!text.contains("Missing") && !text.contains("Stranger"))
    }

    @Test func theSelectedViewIsHighlightedAndOnTop() {
        let scene = Scene(views: [ArrangedView(name: "A"), ArrangedView(name: "B")])
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 30, height: 6), [
            ("A", Frame(x: 0, y: 0, width: 20, height: 6)),
            ("B", Frame(x: 10, y: 0, width: 20, height: 6)),
        ])
        let plain = LayoutRenderer.render(layout, scene: scene, width: 34, height: 6, options: RenderOptions(zoom: 1))
        let selected = LayoutRenderer.render(layout, scene: scene, width: 34, height: 6, options: RenderOptions(zoom: 1, selected: "A"))
        #expect(plain.lines() == [
            "horizontal · fill · fill",
            " ╭──────────────────────────────╮",
            " │┌─────────╔══════════════════╗│",
            " ││ A 20×6  ║      B 20×6      ║│",
            " │└─────────╚══════════════════╝│",
            " ╰──────────────────────────────╯",
        ])
        #expect(selected.lines() == [
            "horizontal · fill · fill",
            " ╭──────────────────────────────╮",
            " │┌──────────────────┐═════════╗│",
            " ││      A 20×6      │ B 20×6  ║│",
            " │└──────────────────┘═════════╝│",
            " ╰──────────────────────────────╯",
        ])
        let labelCells = selected.cells.filter { $0.style.reverse }
        #expect(String(labelCells.map(\.character)) == "A 20×6")
        #expect(labelCells.allSatisfy { $0.style.bold && $0.style.foreground == .blue })
    }

    @Test func baselineRelativeStacksMarkBothBaselines() {
        var scene = Scene(views: [
            ArrangedView(name: "Text", width: 100, height: 40, baselines: Baselines(first: 10, last: 10)),
            ArrangedView(name: "Box", width: 100, height: 40),
        ])
        scene.stack.axis = .vertical
        scene.stack.baselineRelative = true
        let lines = RenderTestSupport.lines(scene, width: 60, height: 14, options: RenderOptions(zoom: 0.3))
        #expect(lines == [
            "vertical · fill · fill · spacing 0 · baseline-relative",
            "              ╭──────────────────────────────╮",
            "              │┌────────────────────────────┐│",
            "              │├┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┤│",
            "              ││        Text 100×40         ││",
            "              ││                            ││",
            "              │├┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┤│",
            "              │╔┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄╗│",
            "              │║                            ║│",
            "              │║         Box 100×40         ║│",
            "              │║                            ║│",
            "              │║                            ║│",
            "              │╚┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄╝│",
            "              ╰──────────────────────────────╯",
        ])
    }

    @Test func manyViewsCycleThePaletteAndLineStyles() {
        let scene = Scene(views: (0..<14).map { ArrangedView(name: "V\($0)", width: 20, height: 20) })
        let layout = StackLayoutSolver.solve(scene, includingAmbiguity: false)
        let canvas = LayoutRenderer.render(layout, scene: scene, width: 120, height: 12)
        RenderTestSupport.expectWellFormed(canvas, width: 120, height: 12)
        #expect(LayoutRenderer.color(forViewAt: 6) == LayoutRenderer.color(forViewAt: 0))
        #expect(!LayoutRenderer.viewColors.contains(.white) && !LayoutRenderer.viewColors.contains(.black))
        let text = RenderTestSupport.text(canvas.lines())
        for index in scene.views.indices { #expect(text.contains("V\(index)")) }
        #expect(text.contains("┌") && text.contains("╔") && text.contains("┏"))
    }

    @Test func marginsWithoutAGuideInTheLayoutUseTheSceneMargins() {
        var scene = Scene(views: [ArrangedView(name: "In")])
        scene.stack.marginsRelative = true
        scene.stack.margins = Margins(top: 4, leading: 10, bottom: 4, trailing: 10)
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 40, height: 16), [
            ("In", Frame(x: 10, y: 4, width: 20, height: 8)),
        ])
        let lines = LayoutRenderer.render(layout, scene: scene, width: 44, height: 11, options: RenderOptions(zoom: 1, ascii: true, showCaption: false)).lines()
        #expect(lines == [
            " ..........................................",
            " :////////////////////////////////////////:",
            " :////////////////////////////////////////:",
            " ://////////+------------------+//////////:",
            " ://////////|     In 20x8      |//////////:",
            " ://////////|                  |//////////:",
            " ://////////+------------------+//////////:",
            " :////////////////////////////////////////:",
            " :////////////////////////////////////////:",
            " :........................................:",
            "",
        ])
    }
}

/// A hidden view inside a shown nested stack leaves a ghost as a hidden view of the outer
/// stack does: a marker on the nested stack's box where it collapsed and a dotted line across
/// the box. It left no trace at all.
@Suite("Hidden views of nested stacks")
struct NestedGhostTests {
    /// The card with its toolbar's `button`-th view hidden, solved and drawn at `width`×`height`.
    static func card(hidingButton button: Int, width: Int, height: Int) throws
        -> (scene: Scene, layout: LayoutResult, canvas: Canvas, mapping: CellMapping) {
        var scene = try #require(Examples.named("card")).scene
        scene.views[2].nested?.views[button].hidden = true
        let layout = StackLayoutSolver.solve(scene)
        let options = RenderOptions(color: false)
        return (scene, layout, LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: options),
                LayoutRenderer.mapping(for: layout, scene: scene, width: width, height: height, options: options))
    }

    @Test(arguments: [(80, 24), (100, 30), (60, 20), (120, 36)])
    func aHiddenViewOfANestedStackLeavesAGhost(width: Int, height: Int) throws {
        let (scene, layout, canvas, mapping) = try Self.card(hidingButton: 1, width: width, height: height)
        let options = RenderOptions(color: false)
        let box = mapping.rect(for: try #require(layout.frame(of: "Toolbar")))
        let comment = try #require(layout.frame(of: "Comment"))
        let at = min(max(mapping.column(atX: comment.x), box.left + 1), box.right - 2)
        // Where it collapsed, or beside it where Share's box starts there (at 60×20).
        let column = try #require([at, at - 1, at + 1].first { canvas[$0, box.top].character == "▾" }, "\(canvas.lines().joined(separator: "\n"))")
        // The dotted line takes the cells the views leave blank (none where Share's border
        // meets it, at the smallest size).
        let inside = (box.top + 1)..<(box.bottom - 1)
        #expect(inside.contains { canvas[column, $0].character == "┆" } || width < 80, "\(canvas.lines().joined(separator: "\n"))")
        #expect(!inside.contains { canvas[column, $0].character == " " })
        // Shown again, no ghost.
        var shown = scene
        shown.views[2].nested?.views[1].hidden = false
        let plain = LayoutRenderer.render(StackLayoutSolver.solve(shown), scene: shown, width: width, height: height, options: options)
        #expect(!plain.lines().joined().contains("▾") && !plain.lines().joined().contains("┆"))
    }

    /// A button hidden at either end of the toolbar collapses onto its neighbour's box, where
    /// no marker can go: it left no trace at all. Its marker and name go on the toolbar's
    /// edge, by the place it collapsed (`━▾Like━━━`, `━━━▾Share━╚`), outside every box.
    @Test(arguments: [(0, "Like"), (2, "Share")])
    func aViewHiddenAtAnEndIsNamedOnTheEdge(button: Int, name: String) throws {
        for (width, height) in [(80, 24), (100, 30), (120, 36)] {
            let (_, layout, canvas, mapping) = try Self.card(hidingButton: button, width: width, height: height)
            let lines = canvas.lines()
            let row = try #require(lines.firstIndex { $0.contains("▾" + name) }, "\(width)×\(height):\n\(lines.joined(separator: "\n"))")
            let toolbar = mapping.rect(for: try #require(layout.frame(of: "Toolbar")))
            #expect(row == toolbar.top || row == toolbar.bottom - 1)
        }
    }

    /// Comment hidden: only its marker was drawn (`━━━▾┏━━`), with 90 columns of line free
    /// beside it, and nothing said which button had gone. Its name goes beside the marker,
    /// across or down (on its dotted line, the toolbar turned vertical).
    @Test(arguments: [(80, 24), (100, 30), (160, 45)], [Axis.horizontal, .vertical])
    func aHiddenViewOfANestedStackIsNamedBesideItsMarker(size: (Int, Int), axis: Axis) throws {
        var scene = try #require(Examples.named("card")).scene
        scene.views[2].nested?.views[1].hidden = true
        scene.views[2].nested?.stack.axis = axis
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: size.0, height: size.1 + (axis == .vertical ? 10 : 0), options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        let named = axis == .horizontal ? drawing.contains("▾Comment") || drawing.contains("Comment▾") : drawing.contains("▸Comment")
        #expect(named, "\(axis) at \(size):\n\(drawing)")
    }

    /// Only the stack's own gap guides keep room for a dimension line: the card's nested
    /// toolbar's guides, whose line is not drawn, moved the whole drawing a column each time
    /// the guides were turned on or off. The toolbar's own gaps still have theirs.
    @Test func aNestedStacksGapGuidesKeepNoRoomForADimensionLine() throws {
        let card = try #require(Examples.named("card")).scene
        let plain = LayoutRenderer.render(StackLayoutSolver.solve(card), scene: card, width: 100, height: 30, options: RenderOptions(color: false)).lines()
        let guides = LayoutRenderer.render(StackLayoutSolver.solve(card), scene: card, width: 100, height: 30, options: RenderOptions(showGuides: true, color: false)).lines()
        let corner = DrawingScaleTests.cornerColumn
        #expect(corner(plain) != nil && corner(plain) == corner(guides))
        let toolbar = try #require(Examples.named("toolbar")).scene
        let drawn = LayoutRenderer.render(StackLayoutSolver.solve(toolbar), scene: toolbar, width: 100, height: 12, options: RenderOptions(showGuides: true, color: false)).lines()
        #expect(drawn.contains { $0.contains("├22.667┤") }, "\(drawn.joined(separator: "\n"))")
    }

    /// A view of a nested stack compressed past zero is drawn as a flat stack's is, a bar of
    /// `╳` with its size: the card turned horizontal squeezes Like to -80 points, and it was
    /// not drawn at all.
    @Test func aNestedStacksViewCompressedPastZeroIsABar() throws {
        var scene = try #require(Examples.named("card")).scene
        scene.stack.axis = .horizontal
        let layout = StackLayoutSolver.solve(scene)
        #expect(try #require(layout.frame(of: "Like")).width < 0)
        let lines = LayoutRenderer.render(layout, scene: scene, width: 100, height: 30, options: RenderOptions(color: false)).lines()
        #expect(lines.contains { $0.contains("Like -80×32") } && lines.contains { $0.contains("╳") }, "\(lines.joined(separator: "\n"))")
    }

    /// A view two cells long and one row high keeps a cell of its bar beside its number
    /// (`═1`): written `#1` over both cells it had no line left, and where a hidden view's
    /// dotted line ran above and below it (the alignment gallery with Subview1 hidden), it
    /// read as that hidden view's label.
    @Test func aTwoCellBarKeepsALineBesideItsNumber() throws {
        var scene = Scene(views: [ArrangedView(name: "Big", width: 190, height: 100), ArrangedView(name: "Tiny", width: 10, height: 6)])
        scene.stack.alignment = .center
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: 42, height: 12, options: RenderOptions(color: false)).lines()
        #expect(lines.contains { $0.contains("│═1│") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("#1") }, "\(lines.joined(separator: "\n"))")
    }

    /// A one-row view moved onto its neighbours' baseline row never goes onto the stack's
    /// outline: the seed at 420 points aligned on baselines, at 24 × 9, drew Subview2 on the
    /// border (`╭──────────────━↔━#2━━╮`).
    @Test(arguments: [Alignment.firstBaseline, .lastBaseline], [(24, 9), (30, 10), (80, 24)])
    func aViewOnItsBaselineStaysInsideTheOutline(alignment: Alignment, size: (width: Int, height: Int)) throws {
        var scene = try #require(Examples.named("seed")).scene
        scene.stack.alignment = alignment
        scene.stack.width = 420
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: size.width, height: size.height, options: RenderOptions(color: false)).lines()
        let top = try #require(lines.firstIndex { $0.contains("╭") })
        let bottom = try #require(lines.firstIndex { $0.contains("╰") })
        for row in [top, bottom] {
            #expect(lines[row].allSatisfy { "╭╮╰╯─ ".contains($0) }, "\(alignment) at \(size):\n\(lines.joined(separator: "\n"))")
        }
    }

    /// A fillEqually row of long-named buttons, the middle one hidden: the row's number went
    /// into the few cells of its edge between the buttons, and the hidden button's marker
    /// took its digit (`┓═#▾═╔`, a bare `#`); moved to the bottom edge, it stood under the
    /// dotted line as if it were the hidden button's. The row's name keeps off the marker's
    /// cells at both ends of the line, and its first button says which stack it is in.
    @Test(arguments: [(100, 30), (120, 36)])
    func aNestedStacksNameKeepsOffItsHiddenViewsMarker(width: Int, height: Int) throws {
        let buttons = ["ActionsRowButtonOne", "ActionsRowButtonTwo", "ActionsRowButtonThree"].map { ArrangedView(name: $0, width: 60, height: 30) }
        var row = NestedStack(views: buttons)
        row.stack.distribution = .fillEqually
        row.stack.spacing = 8
        row.views[1].hidden = true
        var scene = Scene(views: [ArrangedView(name: "Title", width: 200, height: 24), ArrangedView(name: "ActionsRow", nested: row)])
        scene.stack.axis = .vertical
        scene.stack.spacing = 8
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: width, height: height, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        #expect(drawing.contains("▾"), "\(drawing)")
        #expect(!drawing.contains("#▾") && !drawing.contains("▾#") && !drawing.contains("═#1═"), "\(drawing)")
        #expect(drawing.contains("in ActionsRow"), "\(drawing)")
    }

    /// The toolbar turned vertical, Like and Comment hidden side by side collapse at one
    /// place: only Like was named (Comment's name found Like's cells taken). They are named
    /// together; and the toolbar's own label keeps off a hidden view's dotted line, where
    /// `▸┈┈┈Toolbar┈┈┈` read as a hidden view called Toolbar.
    @Test(arguments: [(100, 40), (160, 55), (50, 14), (60, 20), (80, 24)])
    func aVerticalNestedStacksHiddenViewsAreNamedTogetherAndApartFromItsLabel(width: Int, height: Int) throws {
        var scene = try #require(Examples.named("card")).scene
        scene.views[2].nested?.stack.axis = .vertical
        var both = scene
        for index in 0..<2 { both.views[2].nested?.views[index].hidden = true }
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(both), scene: both, width: width, height: height, options: RenderOptions(color: false)).lines()
        if width >= 100 { #expect(lines.contains { $0.contains("▸Like,Comment") }, "\(width)×\(height):\n\(lines.joined(separator: "\n"))") }
        scene.views[2].nested?.views[1].hidden = true
        let one = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: width, height: height, options: RenderOptions(color: false)).lines()
        #expect(!one.contains { $0.contains("┈Toolbar") || $0.contains("Toolbar┈") }, "\(width)×\(height):\n\(one.joined(separator: "\n"))")
    }

    /// Hidden buttons whose markers have nowhere to go. Like and Comment hidden, Share fills
    /// the toolbar and covers both its edges: Share's label names the stack and them (`in
    /// Toolbar ▾Like,Comment`). Every button hidden, the toolbar is a bar 0 points tall with no
    /// inside: they follow its name on the bar. Nothing had shown they were there.
    @Test(arguments: [
        (2, "▾Like,Comment", 80, 24), (2, "▾Like,Comment", 100, 30), (2, "▾Like,Comment", 160, 45),
        (3, "Toolbar ▾Like,Comment,Share", 80, 24), (3, "Toolbar ▾Like,Comment,Share", 50, 14), (3, "Toolbar ▾Like,Comment,Share", 100, 30),
    ])
    func hiddenViewsWithNoEdgeLeftAreNamedBesideTheStacksName(hiding count: Int, named: String, width: Int, height: Int) throws {
        var scene = try #require(Examples.named("card")).scene
        for index in 0..<count { scene.views[2].nested?.views[index].hidden = true }
        let drawing = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: width, height: height, options: RenderOptions(color: false)).lines().joined(separator: "\n")
        #expect(drawing.contains(named), "\(width)×\(height):\n\(drawing)")
    }

    /// Hidden, the toolbar's first button collapses where Comment's box now starts: its
    /// marker went on Comment's corner and its dotted line through Comment's label
    /// (`╔▾═══`, `║┆32×32`). A ghost never goes inside a shown view's box.
    @Test(arguments: [(80, 24), (100, 30), (120, 36)])
    func aGhostNeverGoesInsideAShownViewsBox(width: Int, height: Int) throws {
        let (_, layout, canvas, mapping) = try Self.card(hidingButton: 0, width: width, height: height)
        let comment = mapping.rect(for: try #require(layout.frame(of: "Comment")))
        for row in comment.top..<comment.bottom {
            for column in comment.left..<comment.right {
                #expect(!"▾┆".contains(canvas[column, row].character), "\(width)×\(height):\n\(canvas.lines().joined(separator: "\n"))")
            }
        }
    }
}

/// A hidden view of the outer stack leaves a dotted line across it where it collapsed.
@Suite("Ghost lines")
struct GhostLineTests {
    /// With spacing -16 a hidden Subview1 collapses inside Subview2, whose box does not clear
    /// its inside: the ghost line went through it (`┃┆│`). Not inside a shown view's box.
    @Test(arguments: [(60, 16), (80, 24), (120, 36)])
    func aTopLevelGhostLineNeverCrossesAShownViewsBox(width: Int, height: Int) throws {
        var scene = RenderTestSupport.seed()
        scene.stack.spacing = -16
        scene.views[1].hidden = true
        let layout = StackLayoutSolver.solve(scene)
        let options = RenderOptions(color: false)
        let canvas = LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: options)
        let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: width, height: height, options: options)
        for name in ["Subview0", "Subview2"] {
            let box = mapping.rect(for: try #require(layout.frame(of: name)))
            for row in box.top..<box.bottom {
                for column in box.left..<box.right {
                    #expect(canvas[column, row].character != "┆", "\(name) at \(width)×\(height):\n\(canvas.lines().joined(separator: "\n"))")
                }
            }
        }
    }
}

/// The markers and names of the outer stack's hidden views on its outline.
@Suite("Ghost markers")
struct GhostMarkerTests {
    /// Every view of a horizontal stack hidden, the stack is 0 wide and its outline two
    /// cells: only the marker showed (`╭▾`). Their names run on past its corner.
    @Test(arguments: [(60, "╭▾Subview0,Subview1,Subview2"), (20, "╭▾#0,#1,#2")])
    func everyViewHiddenIsNamedAfterTheMarker(width: Int, expected: String) throws {
        var scene = try #require(Examples.named("seed")).scene
        for index in scene.views.indices { scene.views[index].hidden = true }
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: width, height: 8, options: RenderOptions(color: false)).lines()
        #expect(lines.contains { $0.hasSuffix(expected) }, "\(lines.joined(separator: "\n"))")
    }

    /// Views hidden side by side collapse at one place: the second's name was written over
    /// the first's (`▾Charlie` alone for Bravo and Charlie). They share a marker and are
    /// named together; a name never covers another view's marker, at any width.
    @Test(arguments: [30, 40, 60, 80, 120])
    func viewsHiddenTogetherAreNamedTogether(width: Int) throws {
        var scene = RenderTestSupport.seed()
        scene.stack.spacing = 8
        scene.views = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map { ArrangedView(name: $0, width: 60, height: 40) }
        for index in [1, 2, 4] { scene.views[index].hidden = true }
        let layout = StackLayoutSolver.solve(scene)
        let lines = LayoutRenderer.render(layout, scene: scene, width: width, height: width / 3, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        let top = try #require(lines.first { $0.contains("╭") }, "\(drawing)")
        // Two places: Bravo and Charlie between Alpha and Delta, Echo at the end.
        #expect(top.filter { $0 == "▾" }.count == 2, "\(width):\n\(drawing)")
        #expect(top.contains("Bravo,Charlie") || top.contains("#1,#2") || top.contains("+1"), "\(width):\n\(drawing)")
        if width >= 60 {
            #expect(top.contains("Bravo,Charlie") && top.contains("Echo"), "\(width):\n\(drawing)")
        }
    }
}

extension GhostMarkerTests {
    /// Down a vertical stack the names go left of the outline, where room is kept for them:
    /// kept for the longest single name, `Bravo,Charlie` did not fit and went right of the
    /// outline, where it read as the name of the view on that row.
    @Test(arguments: [(80, 24), (60, 20), (120, 36)])
    func verticalStacksNameTheirHiddenViewsOnTheLeft(width: Int, height: Int) throws {
        var scene = RenderTestSupport.seed()
        scene.stack.axis = .vertical
        scene.views = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"].map { ArrangedView(name: $0, width: 300, height: 20) }
        for index in [1, 2, 4] { scene.views[index].hidden = true }
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: width, height: height, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        let row = try #require(lines.first { $0.contains("Bravo,Charlie ▸") }, "\(width)×\(height):\n\(drawing)")
        // Nothing named right of the outline, where it read as the row's view's.
        let rightOfOutline = row.split(separator: "│", omittingEmptySubsequences: false).last ?? ""
        #expect(!rightOfOutline.contains { $0.isLetter }, "\(width)×\(height):\n\(drawing)")
        #expect(lines.contains { $0.contains("Echo ▸") }, "\(width)×\(height):\n\(drawing)")
    }
}

/// Views too thin for a cell of their own.
@Suite("Thin views")
struct ThinViewTests {
    /// A 4-point view between 50-point ones snaps to no column: drawn as a bar on its
    /// neighbour's edge, it was drawn before that neighbour, whose box covered it, and it was
    /// not seen at all (`┃Charlie ┃╔════`). It is drawn after the others, in its colour, with
    /// its number, on both axes and at any size.
    @Test(arguments: [(50, 14), (80, 24), (120, 36)], [Axis.horizontal, .vertical])
    func aViewThatSnapsToNoCellIsStillDrawn(size: (Int, Int), axis: Axis) throws {
        var scene = Scene()
        scene.stack.axis = axis
        let lengths = [100.0, 50, 50, 4, 50, 50, 100]
        scene.views = lengths.enumerated().map { index, length in
            ArrangedView(name: "V\(index)", width: axis == .horizontal ? length : 40, height: axis == .horizontal ? 40 : length)
        }
        let canvas = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: size.0, height: size.1, options: RenderOptions(color: true))
        let color = LayoutDrawing.color(forViewAt: 3)
        let cells = (0..<canvas.height).flatMap { row in (0..<canvas.width).map { canvas[$0, row] } }
        #expect(cells.contains { $0.style.foreground == color }, "\(axis) at \(size):\n\(canvas.lines().joined(separator: "\n"))")
    }

    /// A 0-wide view that negative spacing lays inside its neighbour's box is not drawn over
    /// that box's inside: its number went into the neighbour's label (`┃E160×40┃` for a
    /// 60 × 40 view).
    @Test func aThinViewInsideItsNeighbourLeavesTheNeighboursLabelAlone() throws {
        var scene = Scene()
        scene.stack.spacing = -10
        scene.views = [ArrangedView(name: "A", width: 60, height: 40), ArrangedView(name: "Z", width: 0, height: 40), ArrangedView(name: "E", width: 60, height: 40)]
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: 40, height: 6, options: RenderOptions()).lines()
        #expect(lines.contains { $0.contains("E 60×40") }, "\(lines.joined(separator: "\n"))")
    }

    /// A hidden first view of a vertical nested stack whose left edge a shown view covers:
    /// its name went on the stack's bottom edge (`─▸View9──┘`, as if it had collapsed at the
    /// end), and where the first view's label named it too (`in Stack0` over `▸View9`), it
    /// was written twice. Once, on the edge nearer where it collapsed (the top), or only in
    /// that label.
    @Test(arguments: [(80, 20), (100, 30)])
    func aHiddenViewOfAVerticalNestedStackIsNamedOnceNearWhereItCollapsed(columns: Int, rows: Int) throws {
        var state = PlaygroundState(scene: try #require(Examples.named("labeled-form")).scene, name: "labeled-form", animates: false)
        for key: Key in [.tab, .tab, .enter, .tab, .tab, .character("N"), .enter, .character("d"), .character("a"), .character("0")] { state.press(key) }
        let hidden = try #require(state.scene.allViews.first { $0.hidden && $0.name.hasPrefix("View") })
        let stack = try #require(state.scene.allViews.first { $0.nested?.views.contains { $0.name == hidden.name } == true })
        #expect(stack.nested?.stack.axis == .vertical && stack.nested?.views.first?.name == hidden.name)
        let lines = LayoutRenderer.render(state.layout, scene: state.scene, width: columns, height: rows, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        let named = lines.indices.filter { lines[$0].contains("▸" + hidden.name) }
        #expect(named.count == 1, "\(drawing)")
        let shown = try #require(stack.nested?.views.first { !$0.hidden })
        let label = try #require(lines.firstIndex { $0.contains(shown.name) })
        #expect(named.allSatisfy { $0 <= label + 2 }, "\(drawing)")
    }
}
