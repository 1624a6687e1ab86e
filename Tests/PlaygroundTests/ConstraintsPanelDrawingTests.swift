import Foundation
import Playground
import StackLayout
import Testing

/// The constraints panel on screen: scrolling, cutting to a width, placement, ASCII.
extension ConstraintsPanelTests {
    @Test func scrollingMovesTheBodyAndKeepsTheHeader() {
        let panel = ConstraintsPanel(layout: Self.seedLayout(), selectedView: "Subview1", ascii: false)
        let body = Array(panel.lines.dropFirst(panel.headerLineCount))
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

    /// Views with long names that share a beginning: cut at its end, every alignment line
    /// read `▸ VeryLongDescriptiveViewNameNumber0.top == Ver…`. The names are shortened in
    /// the middle instead, keeping the ends that tell them apart, and no two lines of the
    /// panel read the same.
    @Test func longNamesAreShortenedInTheMiddleSoThatLinesStayApart() throws {
        let scene = Scene(stack: StackProperties(), views: (0..<12).map { ArrangedView(name: "VeryLongDescriptiveViewNameNumber\($0)", width: 40, height: 20) })
        let panel = ConstraintsPanel(layout: StackLayoutSolver.solve(scene), selectedView: "VeryLongDescriptiveViewNameNumber0", ascii: false)
        let lines = Self.canvas(panel, width: 48, height: panel.lineCount + 1, scroll: 0).lines()
            .filter { $0.hasPrefix("  ") || $0.hasPrefix("▸ ") }
        #expect(lines.count > 40)
        #expect(Set(lines).count == lines.count, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("▸ VeryLon…ber0.top == VeryLon…mber1.top") || lines.contains { $0.contains("ber0.top == ") && $0.contains("ber1.top") },
                "\(lines.joined(separator: "\n"))")
    }

    /// A name is shortened in the middle only where its short form stands for no other item:
    /// names that differ in the middle (a header and a footer view, a toolbar's two gap
    /// guides) read alike, and lines came out as `X == X` (`_UIOLA…oolbar.width ==
    /// _UIOLA…oolbar.width`). Then the line is cut at its end, as before.
    @Test(arguments: [40, 48, 60, 80])
    func aShortenedNameNeverStandsForAnotherItem(width: Int) throws {
        let views = ["VeryLongHeaderViewNumberOne", "VeryLongHeaderViewNumberTwo", "VeryLongFooterViewNumberOne"].map { ArrangedView(name: $0, width: 60, height: 30) }
        let card = try #require(Examples.named("card")).scene
        for scene in [Scene(views: views), card] {
            let panel = ConstraintsPanel(layout: StackLayoutSolver.solve(scene), selectedView: nil, ascii: false)
            let lines = Self.canvas(panel, width: width, height: panel.lineCount).lines()
            for line in lines where line.contains(" == ") && line.contains("…") {
                let sides = line.components(separatedBy: " == ")
                let left = sides[0].trimmingCharacters(in: .whitespaces)
                let right = sides[1].split(separator: " ").first.map(String.init) ?? ""
                #expect(left.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } != right, "\(width): \(line)")
            }
        }
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
            let priority = full.split(separator: " ").first { $0.hasPrefix("@") }.map { " " + $0 }
            if full.count <= 24 {
                #expect(shown == full)
            } else if let priority {
                // A constraint keeps its priority (and how far off it is), and where it fits a
                // one-sided constraint's relation and constant; its equation is cut.
                let relation = full.split(separator: " ").first { ["<=", ">=", "=="].contains(String($0)) }.map { " \($0) " } ?? ""
                let constant = full.components(separatedBy: relation).last?.split(separator: " ").first.map(String.init) ?? ""
                #expect(shown.contains("…" + priority) || shown.contains("…" + relation + constant + priority)
                    || (shown.contains("…") && shown.contains(relation + constant + priority)), "\(shown)")
                if let range = full.range(of: "  gave way, off by ") {
                    #expect(shown.hasSuffix(priority + " off " + full[range.upperBound...]), "\(shown)")
                }
            } else if full.hasPrefix("  ") || full.hasPrefix("▸ ") {
                // A constraint's names are shortened in the middle where that fits it (they
                // keep the ends that tell `Subview1` from `Subview2`), else it is cut.
                #expect(shown == String(full.prefix(23)) + "…" || (shown.hasPrefix(full.prefix(2)) && shown.contains("…") && !shown.hasSuffix("…")), "\(shown)")
            } else {
                #expect(shown == String(full.prefix(23)) + "…")
            }
        }
        #expect(lines.contains("▸ Su…w0.top == Su…w1.top"))
        #expect(lines.contains("  Su…w0.top == Su…w2.top"))
        #expect(lines.contains("▸ Subview1… @250 off 100"))
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
            if width >= 26 {
                #expect(lines.contains { $0.hasPrefix("  Subvi") && $0.contains(" @250 ") && $0.hasSuffix(" 150") }, "width \(width): \(lines.filter { $0.contains("150") })")
            } else if width >= 20 {
                #expect(lines.contains { $0.hasPrefix("  Subvi") && $0.hasSuffix(" 150") }, "width \(width): \(lines.filter { $0.contains("150") })")
            }
            let conflictLines = Self.canvas(conflict, width: width, height: conflict.lineCount).lines()
            #expect(ConstraintsPanel.conflictHeadings.contains(conflictLines[1]), "width \(width): \(conflictLines[1])")
            #expect(ConstraintsPanel.recoveryHeadings.contains(conflictLines[4]), "width \(width): \(conflictLines[4])")
        }
    }

    /// The constraints that gave way say so alike at every width: where one needed its note
    /// shortened, it said `off by 18` beside another's `gave way, off by 40`, as if they fared
    /// differently. Each form is that of the longest note every line keeps whole.
    @Test(arguments: ["seed", "squeeze", "give-way", "form"])
    func theConstraintsThatGaveWaySayItAlike(example: String) throws {
        let scene = try #require(Examples.named(example)).scene
        let panel = ConstraintsPanel(layout: StackLayoutSolver.solve(scene), selectedView: nil, ascii: false)
        let notes = [" gave way, off by ", " off by ", " off "]
        var shortened = Set<Int>()
        for width in 20...80 {
            let lines = Self.canvas(panel, width: width, height: panel.lineCount).lines()
            let forms = Set(lines.compactMap { line in notes.firstIndex { line.contains($0) } })
            #expect(forms.count <= 1, "\(example) at \(width): \(lines.filter { line in notes.contains { line.contains($0) } })")
            shortened.formUnion(forms)
        }
        #expect(shortened.contains(0), "\(example): some width shows the whole note")
    }

    /// A cut equation keeps its end where it fits: a constraint between two anchors its
    /// constant (the form's margins at 56 columns read `StackView.bottom ==
    /// UIViewLayoutMarginsGuide.bottom +…`, the 16 points it adds cut off), one on a single
    /// anchor its relation and constant (the card's spacer fit read
    /// `_UILayoutSpacer-Toolbar.he… @51  off by 32`, without the `== 0` that says what gave way).
    /// The names are shortened in the middle for it where that is unmistakable
    /// (`UIVie…Guide.bottom + 16`), the longest first, else the equation is cut.
    @Test(arguments: [
        ("form", "StackView.bottom == UIViewLayoutMarginsGuide.bottom + 16", 36...70, " + 16"),
        ("card", "_UILayoutSpacer-Toolbar.height == 0 @51", 40...56, " == 0 @51"),
    ])
    func aCutEquationKeepsItsEnd(example: String, equation: String, widths: ClosedRange<Int>, kept: String) throws {
        let scene = try #require(Examples.named(example)).scene
        let panel = ConstraintsPanel(layout: StackLayoutSolver.solve(scene), selectedView: nil, ascii: false)
        var cut = 0
        for width in widths {
            let lines = Self.canvas(panel, width: width, height: panel.lineCount).lines()
            for (shown, full) in zip(lines, panel.lines) where full.contains(equation) && !shown.contains(equation) {
                #expect(shown.contains(kept) && shown.contains("…"), "\(example) at \(width): \(shown)")
                cut += 1
            }
        }
        #expect(cut > 0)
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
            "> Su~w0.top == Su~w1.top",
            "  Su~w0.top == Su~w2.top",
            "> Subview0.bottom == Su.",
            "lines 4-12 of 37",
        ])
    }

    @Test func asciiModeReplacesOtherCharactersInNames() {
        let constraint = LayoutConstraint("custom", LayoutAnchor("Vüe", .width), .equal, constant: 3)
        let panel = ConstraintsPanel(layout: LayoutResult(constraints: [constraint], items: []), selectedView: "Vüe", ascii: true)
        #expect(Self.canvas(panel, width: 40, height: 5).lines() == ["not ambiguous", "", "custom:", "> V?e.width == 3", ""])
    }

    /// A broken required constraint keeps the word at every width: shortened like the others,
    /// it read `Subview0.width == 100  (user #1) off 100`, as one that gave way reads, and
    /// only red (none with NO_COLOR) told them apart.
    @Test func aBrokenConstraintSaysSoAtEveryWidth() throws {
        var scene = try #require(Examples.named("give-way")).scene
        scene.constraints.append(try UserConstraintText.parse("Subview0.width == 100", items: ["StackView", "Subview0", "Subview1", "Subview2"]))
        let layout = StackLayoutSolver.solve(scene)
        let broken = try #require(layout.conflicts.first?.broken)
        let panel = ConstraintsPanel(layout: layout, selectedView: nil, ascii: false)
        #expect(ConstraintText.equation(for: broken).hasSuffix(" == 100"))
        for width in stride(from: 60, through: 24, by: -2) {
            let lines = Self.canvas(panel, width: width, height: panel.lineCount).lines()
            // The broken constraint's line, under its heading (the header names it too): the
            // one of the user's constraints that is 100 off.
            let heading = try #require(lines.firstIndex(of: "custom:"), "\(width):\n\(lines.joined(separator: "\n"))")
            let line = try #require(lines[heading...].first { $0.hasSuffix("100") && !$0.contains("320") }, "\(width):\n\(lines.joined(separator: "\n"))")
            #expect(line.contains("broken"), "\(width): \(line)")
        }
    }
}
