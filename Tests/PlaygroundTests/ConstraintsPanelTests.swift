import Playground
import StackLayout
import Testing

/// The constraints panel: what it lists, how it marks lines, and how it fits a rectangle.
@Suite("Constraints panel")
struct ConstraintsPanelTests {
    // MARK: Support

    /// The seed example, solved with its ambiguity analysed (as the playground solves it).
    static func seedLayout() -> LayoutResult {
        StackLayoutSolver.solve(RenderTestSupport.seed())
    }

    /// Two views without an intrinsic size in a 300-point-wide stack: ambiguous.
    static func ambiguousLayout() -> LayoutResult {
        var scene = Scene(views: [ArrangedView(name: "A"), ArrangedView(name: "B")])
        scene.stack.width = 300
        return StackLayoutSolver.solve(scene)
    }

    /// The seed with two contradictory required widths: the second one is broken to recover.
    static func conflictLayout() -> LayoutResult {
        let scene = RenderTestSupport.seed()
        let extra = [
            LayoutConstraint("custom", LayoutAnchor("StackView", .width), .equal, constant: 300),
            LayoutConstraint("custom", LayoutAnchor("StackView", .width), .equal, constant: 200),
        ]
        return LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene) + extra).result()
    }

    /// The panel drawn alone on a `width` × `height` canvas.
    static func canvas(
        _ panel: ConstraintsPanel, width: Int, height: Int, scroll: Int = 0, color: Bool = false
    ) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        panel.draw(into: &canvas, in: CellRect(left: 0, top: 0, right: width, bottom: height), scroll: scroll, color: color)
        return canvas
    }

    /// The lines of ``ConstraintText/grouped(_:)``, without the final newline.
    static func groupedLines(_ constraints: [LayoutConstraint]) -> [String] {
        var lines = ConstraintText.grouped(constraints).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The style of the first cell of `row`.
    static func style(_ canvas: Canvas, row: Int) -> CellStyle {
        canvas[0, row].style
    }

    static let seedAt60x20 = [
        "not ambiguous",
        "",
        "stackplay-origin:",
        "  StackView.leading == 0",
        "  StackView.top == 0",
        "",
        "UISV-spacing:",
        "▸ Subview1.leading == Subview0.trailing",
        "▸ Subview2.leading == Subview1.trailing",
        "",
        "UISV-alignment:",
        "▸ Subview0.top == Subview1.top",
        "  Subview0.top == Subview2.top",
        "▸ Subview0.bottom == Subview1.bottom",
        "  Subview0.bottom == Subview2.bottom",
        "",
        "UISV-canvas-connection:",
        "  StackView.leading == Subview0.leading",
        "  Subview2.trailing == StackView.trailing",
        "lines 1–17 of 37",
    ]

    // MARK: Content

    @Test func theSeedAt60x20WithSubview1Selected() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "Subview1", ascii: false)
        let canvas = Self.canvas(panel, width: 60, height: 20)
        #expect(canvas.lines() == Self.seedAt60x20, "\(RenderTestSupport.text(canvas.lines()))")
        #expect(panel.lineCount == 39)
        #expect(panel.headerLineCount == 2)
    }

    @Test func theWholeSeedPanel() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "Subview1", ascii: false)
        let expected = Array(Self.seedAt60x20.dropLast()) + [
            "  StackView.top == Subview0.top",
            "  Subview0.bottom == StackView.bottom",
            "",
            "NSContentSizeLayoutConstraint:",
            "  Subview0.width <= 160 @250",
            "  Subview0.width >= 160 @750",
            "  Subview0.height <= 200 @250",
            "  Subview0.height >= 200 @750",
            "▸ Subview1.width <= 80 @250",
            "▸ Subview1.width >= 80 @750",
            "▸ Subview1.height <= 100 @250  gave way, off by 100",
            "▸ Subview1.height >= 100 @750",
            "  Subview2.width <= 40 @250",
            "  Subview2.width >= 40 @750",
            "  Subview2.height <= 50 @250  gave way, off by 150",
            "  Subview2.height >= 50 @750",
            "",
            "stackplay-tie-break:",
            "▸ Subview1.width == 80 @0.333333",
            "  Subview2.width == 40 @0.666667",
        ]
        #expect(panel.lines == expected, "\(RenderTestSupport.text(panel.lines))")
        #expect(Self.canvas(panel, width: 80, height: panel.lineCount).lines() == expected)
    }

    /// With nothing unsatisfied, the lines below the header are exactly ConstraintText's grouping.
    @Test(arguments: Examples.all.map(\.name))
    func theBodyIsConstraintTextsGrouping(name: String) {
        var layout = RenderTestSupport.example(name).layout
        layout.broken = []
        let panel = ConstraintsPanel(layout: layout, selectedView: nil, ascii: false)
        #expect(Array(panel.lines.dropFirst(panel.headerLineCount)) == Self.groupedLines(layout.constraints))
        #expect(panel.lines.prefix(panel.headerLineCount) == ["not ambiguous", ""])
    }

    /// Drawn tall enough, every constraint shows exactly once (with its gave-way note, if any),
    /// under its identifier's heading.
    @Test(arguments: Examples.all.map(\.name))
    func everyConstraintShowsOnceUnderItsHeading(name: String) {
        let layout = RenderTestSupport.example(name).layout
        let panel = ConstraintsPanel(layout: layout, selectedView: nil, ascii: false)
        let lines = Self.canvas(panel, width: 200, height: panel.lineCount).lines()
        #expect(lines.count == panel.lineCount)
        #expect(!lines.contains { $0.hasPrefix("lines ") })
        let grouped = Self.groupedLines(layout.constraints)
        let body = Array(lines.dropFirst(panel.headerLineCount))
        #expect(body.count == grouped.count)
        for (shown, plain) in zip(body, grouped) {
            let note = layout.broken.first { "  " + ConstraintText.equation(for: $0.constraint) == plain }
                .map { "  gave way, off by " + formatPoints($0.error) } ?? ""
            #expect(shown == plain + note)
        }
        for constraint in layout.constraints {
            let equation = "  " + ConstraintText.equation(for: constraint)
            let copies = layout.constraints.filter { $0 == constraint }.count
            let shown = body.filter { $0 == equation || $0.hasPrefix(equation + "  gave way") }.count
            #expect(shown >= copies, "\(constraint)")
        }
    }

    @Test func theSelectedViewsConstraintsAndNoOthersAreHighlighted() {
        let layout = Self.seedLayout()
        let panel = ConstraintsPanel(layout: layout, selectedView: "Subview1", ascii: false)
        let canvas = Self.canvas(panel, width: 80, height: panel.lineCount, color: true)
        let lines = canvas.lines()
        let involving = layout.constraints.filter { $0.first.item == "Subview1" || $0.second?.item == "Subview1" }
        let marked = lines.filter { $0.hasPrefix("▸ ") }
        #expect(marked.count == involving.count)
        #expect(marked.count == 9)
        for (row, line) in lines.enumerated() where line.hasPrefix("  ") || line.hasPrefix("▸ ") {
            let selected = line.hasPrefix("▸ ")
            #expect(selected == line.contains("Subview1."), "\(line)")
            let style = canvas[2, row].style
            #expect(style.bold == selected, "\(line)")
            let expectedColor: TerminalColor? = line.contains("gave way") ? .yellow : (selected ? .cyan : nil)
            #expect(style.foreground == expectedColor, "\(line)")
        }
        // Without colour the marker and bold still show it.
        let plain = Self.canvas(panel, width: 80, height: panel.lineCount, color: false)
        #expect(plain.lines() == lines)
        #expect(plain.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        let row = lines.firstIndex(of: "▸ Subview1.leading == Subview0.trailing") ?? -1
        #expect(plain[2, row].style == CellStyle(bold: true))
    }

    @Test func noSelectionOrAnUnknownViewMarksNothing() {
        for selected in [nil, "Subview9", "StackView0"] as [String?] {
            let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: selected, ascii: false)
            #expect(!panel.lines.contains { $0.hasPrefix("▸") })
        }
        // The stack is an item too.
        let stack = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "StackView", ascii: false)
        #expect(stack.lines.filter { $0.hasPrefix("▸ ") } == [
            "▸ StackView.leading == 0",
            "▸ StackView.top == 0",
            "▸ StackView.leading == Subview0.leading",
            "▸ Subview2.trailing == StackView.trailing",
            "▸ StackView.top == Subview0.top",
            "▸ Subview0.bottom == StackView.bottom",
        ])
    }

    /// The seed's hugging gives way to alignment fill: normal, not "broken".
    @Test func theSeedsConstraintsThatGaveWayShowHowFarOffTheyAre() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: nil, ascii: false)
        let canvas = Self.canvas(panel, width: 80, height: panel.lineCount, color: true)
        let lines = canvas.lines()
        #expect(lines.filter { $0.contains("gave way") } == [
            "  Subview1.height <= 100 @250  gave way, off by 100",
            "  Subview2.height <= 50 @250  gave way, off by 150",
        ])
        #expect(!lines.contains { $0.contains("broken") })
        for (row, line) in lines.enumerated() where line.hasPrefix("  ") {
            #expect((canvas[2, row].style.foreground == .yellow) == line.contains("gave way"), "\(line)")
        }
    }

    // MARK: Header

    @Test func anAmbiguousLayoutSaysWhichAttributes() {
        let layout = Self.ambiguousLayout()
        #expect(layout.ambiguous == ["StackView.height", "A.width", "A.height", "B.x", "B.width", "B.height"])
        let panel = ConstraintsPanel(layout: layout, selectedView: "A", ascii: false)
        #expect(panel.lines.prefix(2) == ["ambiguous: StackView.height, A.width, A.height, B.x, B.width, B.height", ""])
        let canvas = Self.canvas(panel, width: 40, height: 6, color: true)
        #expect(canvas.lines()[0] == "ambiguous: StackView.height, A.width, A…")
        #expect(Self.style(canvas, row: 0) == CellStyle(foreground: .yellow, bold: true))
        #expect(panel.lines.contains("custom:"))
        #expect(panel.lines.contains("  StackView.width == 300"))
    }

    @Test func anUnambiguousLayoutSaysSo() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: nil, ascii: false)
        let canvas = Self.canvas(panel, width: 30, height: 4, color: true)
        #expect(canvas.lines()[0] == "not ambiguous")
        #expect(Self.style(canvas, row: 0) == CellStyle(foreground: .green, bold: true))
        #expect(!panel.lines.contains { $0.hasPrefix("Unable") })
    }

    /// The header lists the conflicting set and the constraint broken to recover, as UIKit
    /// logs them; in the body the broken one says so and the ones it conflicts with too.
    @Test func aConflictIsReportedInTheHeaderWithItsSetAndMarkedInTheBody() {
        let layout = Self.conflictLayout()
        #expect(layout.conflicts.count == 1)
        let panel = ConstraintsPanel(layout: layout, selectedView: nil, ascii: false)
        #expect(panel.headerLineCount == 7)
        #expect(Array(panel.lines.prefix(7)) == [
            "not ambiguous",
            "Unable to simultaneously satisfy constraints:",
            "  custom: StackView.width == 300",
            "  custom: StackView.width == 200",
            "Will attempt to recover by breaking",
            "  custom: StackView.width == 200",
            "",
        ])
        #expect(panel.lines.suffix(3) == ["custom:", "  StackView.width == 300  conflict", "  StackView.width == 200  broken, off by 100"])
        // Only the broken one is counted as broken; the hugging of the seed gave way.
        #expect(panel.lines.filter { $0.contains("broken") }.count == 1)
        #expect(panel.lines.filter { $0.contains("gave way") }.count == layout.gaveWay.count)
        #expect(layout.gaveWay.count == layout.broken.count - 1)
        let canvas = Self.canvas(panel, width: 60, height: panel.lineCount, color: true)
        for row in 1...5 {
            #expect(Self.style(canvas, row: row) == CellStyle(foreground: .red, bold: true))
        }
        let rows = canvas.lines()
        for row in rows.indices where rows[row].hasSuffix("  conflict") || rows[row].contains("  broken") {
            #expect(canvas[2, row].style.foreground == .red, "\(rows[row])")
        }
    }

    /// Two conflicts at 80×24: the header kept at the top took every row of the panel, and
    /// no constraint could be reached. A header longer than half the panel scrolls with the
    /// rest: the conflicts show first, and paging down reaches every constraint.
    @Test func aLongConflictHeaderScrollsWithTheConstraints() throws {
        var state = PlaygroundState(scene: try #require(Examples.named("give-way")).scene, name: "give-way", animates: false)
        for line in ["Subview0.width == 100", "Subview1.width == 300", "Subview1.width == 10"] { _ = state.update(.addUserConstraint(line)) }
        #expect(state.layout.conflicts.count == 2)
        _ = state.update(.togglePanel)
        var seen = Set<String>()
        var pages = 0
        while true {
            let screen = ScreenLayout(state, width: 80, height: 24, ascii: false)
            let lines = PlaygroundScreen.render(state, on: screen, color: false).lines()
            if pages == 0 { #expect(lines.contains { $0.contains("Unable to") }, "\(lines.joined(separator: "\n"))") }
            seen.formUnion(lines)
            guard let action = screen.action(for: .pageDown, in: state), pages < 40 else { break }
            let before = state.ui.panelScroll
            _ = state.update(action)
            if state.ui.panelScroll == before { break }
            pages += 1
        }
        #expect(pages > 0, "the panel did not scroll")
        for constraint in state.layout.constraints where constraint.identifier == "UISV-spacing" {
            #expect(seen.contains { $0.contains(ConstraintText.equation(for: constraint)) }, "\(ConstraintText.line(for: constraint)) never shown")
        }
    }

    /// The constraints panel opens at its top, whatever the why panel was scrolled to.
    @Test func theConstraintsPanelOpensAtItsTop() throws {
        var state = PlaygroundState(scene: try #require(Examples.named("give-way")).scene, name: "give-way", animates: false)
        _ = state.update(.togglePanel)
        _ = state.update(.scrollPanel(to: 12))
        #expect(state.ui.panelScroll == 12)
        _ = state.update(.togglePanel)
        _ = state.update(.togglePanel)
        #expect(state.ui.panelScroll == 0)
    }

    @Test func everyConflictOfAHandMadeLayoutIsListed() {
        let width = LayoutConstraint("custom", LayoutAnchor("StackView", .width), .equal, constant: 10)
        let height = LayoutConstraint("custom", LayoutAnchor("StackView", .height), .lessThanOrEqual, constant: 5)
        let other = LayoutConstraint("UISV-spacing", LayoutAnchor("B", .leading), .equal, LayoutAnchor("A", .trailing), constant: 8)
        let layout = LayoutResult(
            constraints: [width, other, height], items: [],
            conflicts: [ConstraintConflict(broken: width, conflicting: [other]), ConstraintConflict(broken: height, conflicting: [])],
            ambiguous: ["A.x"])
        let panel = ConstraintsPanel(layout: layout, selectedView: "B", ascii: false)
        #expect(panel.lines == [
            "ambiguous: A.x",
            "Unable to simultaneously satisfy constraints:",
            "  UISV-spacing: B.leading == A.trailing + 8",
            "  custom: StackView.width == 10",
            "Will attempt to recover by breaking",
            "  custom: StackView.width == 10",
            "Unable to simultaneously satisfy constraints:",
            "  custom: StackView.height <= 5",
            "Will attempt to recover by breaking",
            "  custom: StackView.height <= 5",
            "",
            "custom:",
            "  StackView.width == 10  broken",
            "  StackView.height <= 5  broken",
            "",
            "UISV-spacing:",
            "▸ B.leading == A.trailing + 8  conflict",
        ])
    }
}
