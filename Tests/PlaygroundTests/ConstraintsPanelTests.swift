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
        #expect(panel.fixedLineCount == 2)
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
        #expect(Array(panel.lines.dropFirst(panel.fixedLineCount)) == Self.groupedLines(layout.constraints))
        #expect(panel.lines.prefix(panel.fixedLineCount) == ["not ambiguous", ""])
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
        let body = Array(lines.dropFirst(panel.fixedLineCount))
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
        #expect(panel.fixedLineCount == 7)
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

    // MARK: Scrolling

    @Test func scrollingMovesTheBodyAndKeepsTheHeader() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "Subview1", ascii: false)
        let body = Array(panel.lines.dropFirst(panel.fixedLineCount))
        #expect(body.count == 37)
        // 12 rows: 2 header rows, 9 body rows, the position.
        #expect(panel.maximumScroll(height: 12) == 28)
        let top = Self.canvas(panel, width: 60, height: 12, scroll: 0).lines()
        let down = Self.canvas(panel, width: 60, height: 12, scroll: 5).lines()
        #expect(top == ["not ambiguous", ""] + body[0..<9] + ["lines 1–9 of 37"])
        #expect(down == ["not ambiguous", ""] + body[5..<14] + ["lines 6–14 of 37"])
        #expect(top != down)
        let bottom = Self.canvas(panel, width: 60, height: 12, scroll: 28).lines()
        #expect(bottom == ["not ambiguous", ""] + body[28..<37] + ["lines 29–37 of 37"])
        #expect(bottom.contains("  Subview2.width == 40 @0.666667"))
        // Clamped at both ends.
        #expect(Self.canvas(panel, width: 60, height: 12, scroll: 1000).lines() == bottom)
        #expect(Self.canvas(panel, width: 60, height: 12, scroll: -4).lines() == top)
    }

    @Test func thePositionIsDimAndShortenedToTheWidth() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: nil, ascii: false)
        let wide = Self.canvas(panel, width: 60, height: 12, scroll: 3, color: true)
        #expect(Self.style(wide, row: 11) == CellStyle(dim: true))
        #expect(Self.canvas(panel, width: 14, height: 12, scroll: 3).lines()[11] == "4–12 of 37")
        #expect(Self.canvas(panel, width: 8, height: 12, scroll: 3).lines()[11] == "4–12/37")
        #expect(Self.canvas(panel, width: 5, height: 12, scroll: 3).lines()[11] == "4–12…")
    }

    @Test func whenEverythingFitsThereIsNothingToScroll() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: nil, ascii: false)
        #expect(panel.maximumScroll(height: panel.lineCount) == 0)
        #expect(panel.maximumScroll(height: 500) == 0)
        #expect(panel.maximumScroll(height: panel.lineCount - 1) == 2)
        #expect(Self.canvas(panel, width: 60, height: panel.lineCount, scroll: 7).lines() == panel.lines)
        // Too short for a body row and the position: no scrolling, no position.
        #expect(panel.maximumScroll(height: 2) == 0)
        #expect(panel.maximumScroll(height: 0) == 0)
        #expect(panel.maximumScroll(height: -3) == 0)
        #expect(panel.maximumScroll(height: 3) == 36)
        #expect(Self.canvas(panel, width: 60, height: 3, scroll: 9).lines() == ["not ambiguous", "", "  Subview0.top == Subview1.top"])
        #expect(Self.canvas(panel, width: 60, height: 1, scroll: 9).lines() == ["not ambiguous"])
    }

    // MARK: Fitting the rectangle

    @Test func longLinesAreCutWithAnEllipsis() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "Subview1", ascii: false)
        let lines = Self.canvas(panel, width: 24, height: panel.lineCount).lines()
        #expect(lines.count == panel.lines.count)
        for (shown, full) in zip(lines, panel.lines) {
            #expect(shown.count <= 24)
            if let range = full.range(of: "  gave way, off by ") {
                // A constraint that gave way keeps how far off it is; its equation is cut instead.
                let offBy = String(full[range.upperBound...])
                let equation = String(full[..<range.lowerBound])
                #expect(shown == String(equation.prefix(24 - "  off by ".count - offBy.count - 1)) + "…" + "  off by " + offBy)
            } else {
                #expect(shown == (full.count <= 24 ? full : String(full.prefix(23)) + "…"))
            }
        }
        #expect(lines.contains("▸ Subview1.leading == S…"))
        #expect(lines.contains("UISV-canvas-connection:"))
        #expect(lines.contains("NSContentSizeLayoutCons…"))
    }

    /// However narrow the panel, a constraint that gave way shows how far off it is, whole
    /// (`150`, never `1…`), and the conflict headings are never cut inside a word.
    @Test func narrowPanelsKeepTheNumbersAndWholeWords() {
        let seed = ConstraintsPanel(layout: Self.seedLayout(), selectedView: nil, ascii: false)
        let conflict = ConstraintsPanel(layout: Self.conflictLayout(), selectedView: nil, ascii: false)
        for width in 6...60 {
            let lines = Self.canvas(seed, width: width, height: seed.lineCount).lines()
            #expect(lines.contains { $0.hasSuffix(" 100") || $0 == "100" || $0.hasPrefix("off 100") }, "width \(width): \(lines)")
            #expect(lines.contains { $0.hasSuffix(" 150") || $0 == "150" || $0.hasPrefix("off 150") }, "width \(width)")
            if width >= 20 {
                #expect(lines.contains { $0.hasPrefix("  Subvi") && $0.hasSuffix("off by 150") }, "width \(width): \(lines.filter { $0.contains("150") })")
            }
            let conflictLines = Self.canvas(conflict, width: width, height: conflict.lineCount).lines()
            #expect(ConstraintsPanel.conflictHeadings.contains(conflictLines[1]), "width \(width): \(conflictLines[1])")
            #expect(ConstraintsPanel.recoveryHeadings.contains(conflictLines[4]), "width \(width): \(conflictLines[4])")
        }
    }

    @Test func nothingIsDrawnOutsideTheRectangle() {
        let rects = [
            CellRect(left: 5, top: 3, right: 35, bottom: 15),
            CellRect(left: -4, top: -2, right: 10, bottom: 6),
            CellRect(left: 70, top: 20, right: 95, bottom: 40),
            CellRect(left: 10, top: 10, right: 11, bottom: 11),
            CellRect(left: 10, top: 10, right: 10, bottom: 20),
            CellRect(left: 12, top: 9, right: 3, bottom: 2),
        ]
        let marker = Cell("#", style: CellStyle(foreground: .magenta))
        for layout in [Self.seedLayout(), Self.conflictLayout(), Self.ambiguousLayout()] {
            for rect in rects {
                for scroll in [0, 4, 100] {
                    var canvas = Canvas(width: 80, height: 24, fill: marker)
                    let panel = ConstraintsPanel(layout: layout, selectedView: "Subview1", ascii: false)
                    panel.draw(into: &canvas, in: rect, scroll: scroll, color: true)
                    for y in 0..<24 {
                        for x in 0..<80 {
                            if rect.contains(x: x, y: y) {
                                #expect(canvas[x, y] != marker, "\(rect) (\(x), \(y))")
                            } else {
                                #expect(canvas[x, y] == marker, "\(rect) (\(x), \(y))")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func thePanelIsPlacedAtTheRectanglesCorner() {
        var canvas = Canvas(width: 50, height: 8, fill: Cell("#"))
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "Subview1", ascii: false)
        panel.draw(into: &canvas, in: CellRect(left: 4, top: 1, right: 30, bottom: 7), scroll: 4, color: false)
        #expect(canvas.lines() == [
            String(repeating: "#", count: 50),
            "####not ambiguous             ####################",
            "####                          ####################",
            "####UISV-spacing:             ####################",
            "####▸ Subview1.leading == Sub…####################",
            "####▸ Subview2.leading == Sub…####################",
            "####lines 5–7 of 37           ####################",
            String(repeating: "#", count: 50),
        ])
        // Only the text is styled: the cells after a line stay plain blanks.
        #expect(canvas[4, 3].style == CellStyle(bold: true))
        #expect(canvas[17, 3] == .blank)
        #expect(canvas[29, 3] == .blank)
        #expect(canvas[29, 6] == .blank)
    }

    @Test func asciiModeWritesOnlyASCII() {
        for layout in [Self.seedLayout(), Self.conflictLayout(), Self.ambiguousLayout()] {
            let panel = ConstraintsPanel(layout: layout, selectedView: "Subview1", ascii: true)
            for (width, height, scroll) in [(80, 60, 0), (24, 12, 3), (5, 12, 3), (60, 20, 100)] {
                let canvas = Self.canvas(panel, width: width, height: height, scroll: scroll, color: true)
                #expect(canvas.cells.allSatisfy { $0.character.isASCII }, "\(RenderTestSupport.text(canvas.lines()))")
            }
        }
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "Subview1", ascii: true)
        let lines = Self.canvas(panel, width: 24, height: 12, scroll: 3).lines()
        #expect(lines == [
            "not ambiguous",
            "",
            "",
            "UISV-spacing:",
            "> Subview1.leading == S.",
            "> Subview2.leading == S.",
            "",
            "UISV-alignment:",
            "> Subview0.top == Subvi.",
            "  Subview0.top == Subvi.",
            "> Subview0.bottom == Su.",
            "lines 4-12 of 37",
        ])
    }

    @Test func asciiModeReplacesOtherCharactersInNames() {
        let constraint = LayoutConstraint("custom", LayoutAnchor("Vüe", .width), .equal, constant: 3)
        let panel = ConstraintsPanel(layout: LayoutResult(constraints: [constraint], items: []), selectedView: "Vüe", ascii: true)
        #expect(Self.canvas(panel, width: 40, height: 5).lines() == ["not ambiguous", "", "custom:", "> V?e.width == 3", ""])
    }
}
