import Playground
import StackLayout
import Testing

/// Exact renderings of a few key layouts, compared line by line as plain text.
@Suite("Renderer golden text")
struct RendererGoldenTests {
    /// Compares rendered lines with the expected ones, reporting the whole picture.
    private func expectLines(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            actual == expected,
            "\n--- got:\n\(RenderTestSupport.text(actual))\n--- expected:\n\(RenderTestSupport.text(expected))",
            sourceLocation: sourceLocation)
    }

    @Test func seedFitsAnEightyByTwentyFourTerminal() {
        // 280 × 200 points at zoom 0.21: 59 columns by 21 rows. Edges snap to the nearest
        // cell (160 → 33.6 → 34, 240 → 50.4 → 50), neighbours share them, line styles alternate.
        let (scene, layout) = RenderTestSupport.example("seed")
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 80, height: 24).lines(), [
            "horizontal · fill · fill · spacing 0 · 280×200 pt",
            "         ╭───────────────────────────────────────────────────────────╮",
            "         │┌────────────────────────────────┐╔══════════════╗┏━━━━━━━┓│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║   Subview1   ║┃  #2   ┃│",
            "         ││        Subview0 160×200        │║    80×200    ║┃40×200 ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         ││                                │║              ║┃       ┃│",
            "         │└────────────────────────────────┘╚══════════════╝┗━━━━━━━┛│",
            "         ╰───────────────────────────────────────────────────────────╯",
        ])
    }

    @Test func appleStacksCentredSquaresVertically() {
        let (scene, layout) = RenderTestSupport.example("apple")
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 80, height: 24).lines(), [
            "vertical · fill · center · spacing 0 · 200×350 pt",
            "                           ╭────────────────────────╮",
            "                           │         ┌────┐         │",
            "                           │         │red │         │",
            "                           │         └────┘         │",
            "                           │      ╔══════════╗      │",
            "                           │      ║          ║      │",
            "                           │      ║   blue   ║      │",
            "                           │      ║ 100×100  ║      │",
            "                           │      ║          ║      │",
            "                           │      ╚══════════╝      │",
            "                           │┏━━━━━━━━━━━━━━━━━━━━━━┓│",
            "                           │┃                      ┃│",
            "                           │┃                      ┃│",
            "                           │┃                      ┃│",
            "                           │┃                      ┃│",
            "                           │┃    green 200×200     ┃│",
            "                           │┃                      ┃│",
            "                           │┃                      ┃│",
            "                           │┃                      ┃│",
            "                           │┃                      ┃│",
            "                           │┃                      ┃│",
            "                           │┗━━━━━━━━━━━━━━━━━━━━━━┛│",
            "                           ╰────────────────────────╯",
        ])
    }

    @Test func seedInASCII() {
        // Subview2 is too narrow for its name: "Subvi…" would not tell it from the other
        // two, so its index shows; the caption keeps the parts that fit.
        let (scene, layout) = RenderTestSupport.example("seed")
        let options = RenderOptions(ascii: true)
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 40, height: 12, options: options).lines(), [
            "horizontal | fill | fill | spacing 0",
            "      ...........................",
            "      :+------------+#======#+-+:",
            "      :|            |#      #| |:",
            "      :|            |#      #| |:",
            "      :|  Subview0  |#  #1  #| |:",
            "      :|  160x200   |#80x200#|2|:",
            "      :|            |#      #| |:",
            "      :|            |#      #| |:",
            "      :|            |#      #| |:",
            "      :+------------+#======#+-+:",
            "      :.........................:",
        ])
    }

    @Test func aHiddenViewLeavesAGhostAndAMarker() {
        let scene = RenderTestSupport.seed { $0.alignment = .center }.hiding(1)
        expectLines(RenderTestSupport.lines(scene, width: 40, height: 12), [
            "horizontal · fill · center · spacing 0",
            "          ╭──────Subview1▾───╮",
            "          │┌────────────┐┆   │",
            "          ││            │┆   │",
            "          ││            │┆   │",
            "          ││  Subview0  │┏━━┓│",
            "          ││  160×200   │┃#2┃│",
            "          ││            │┗━━┛│",
            "          ││            │┆   │",
            "          ││            │┆   │",
            "          │└────────────┘┆   │",
            "          ╰──────────────────╯",
        ])
    }

    @Test func aHiddenViewOfAVerticalStackIsNamedBesideIt() {
        let scene = (Examples.named("apple")?.scene ?? Scene()).hiding(1)
        expectLines(RenderTestSupport.lines(scene, width: 40, height: 14, options: RenderOptions(ascii: true)), [
            "vertical | fill | center | spacing 0",
            "          ....................",
            "          :       +#0+       :",
            "          :       +--+       :",
            "     blue >+----------------+:",
            "          :|                |:",
            "          :|                |:",
            "          :|                |:",
            "          :| green 200x200  |:",
            "          :|                |:",
            "          :|                |:",
            "          :|                |:",
            "          :+----------------+:",
            "          :..................:",
        ])
    }

    @Test func marginsAreAShadedBand() {
        let (scene, layout) = RenderTestSupport.example("form")
        let options = RenderOptions(ascii: true)
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 40, height: 14, options: options).lines(), [
            "vertical | fill | fill | spacing 8",
            "        ........................",
            "        ://////////////////////:",
            "        :/----Name 248x32-----/:",
            "        :/#===Email 248x32===#/:",
            "        :/#==================#/:",
            "        :/+------------------+/:",
            "        :/|   Notes 248x96   |/:",
            "        :/|                  |/:",
            "        :/+------------------+/:",
            "        :/                    /:",
            "        :/===Submit 248x44====/:",
            "        ://////////////////////:",
            "        :......................:",
        ])
    }

    /// The gap guides dotted and labelled, and below the stack each one's length (22.667
    /// points, rounded where the dimension is too short for the fraction).
    @Test func guidesAreDottedAndLabelled() {
        let (scene, layout) = RenderTestSupport.example("toolbar")
        let options = RenderOptions(showGuides: true)
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 60, height: 8, options: options).lines(), [
            "horizontal · equalSpacing · center · spacing 8 · 320×44 pt",
            "╭──────────────────────────────────────────────────────────╮",
            "│┌──────┐gap0                      gap1┏━━━━━━┓gap2┌──────┐│",
            "││ Back │    ╔════Title 120×24════╗    ┃Share ┃    │ More ││",
            "││44×44 │    ╚════════════════════╝    ┃44×44 ┃    │44×44 ││",
            "│└──────┘                              ┗━━━━━━┛    └──────┘│",
            "╰──────────────────────────────────────────────────────────╯",
            "         ├≈23┤                     ├≈23┤       ├≈23┤",
        ])
    }

    @Test func firstBaselinesShareARow() {
        // The labels example laid out by hand as UIKit does: first baselines 30 points down.
        // Each view marks its baseline (tees on the sides of the taller boxes; on the
        // two-row Caption the bottom edge is the closest row).
        let scene = Examples.named("labels")?.scene ?? Scene()
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 286, height: 40), [
            ("Title", Frame(x: 0, y: 0, width: 120, height: 40)),
            ("Subtitle", Frame(x: 128, y: 12, width: 90, height: 24)),
            ("Caption", Frame(x: 226, y: 18, width: 60, height: 16)),
        ])
        let options = RenderOptions(zoom: 0.25)
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 80, height: 14, options: options).lines(), [
            "horizontal · fill · firstBaseline · spacing 8 · 286×40 pt",
            "",
            "",
            "",
            "   ╭────────────────────────────────────────────────────────────────────────╮",
            "   │┌────────────────────────────┐                                          │",
            "   ││                            │                                          │",
            "   ││        Title 120×40        │  ╔═════════════════════╗  ┏Caption 60×16┓│",
            "   │├┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┤  ╟┄┄┄Subtitle 90×24┄┄┄┄╢  ┗┄┄┄┄┄┄┄┄┄┄┄┄┄┛│",
            "   │└────────────────────────────┘  ╚═════════════════════╝                 │",
            "   ╰────────────────────────────────────────────────────────────────────────╯",
            "",
            "",
            "",
        ])
    }

    @Test func aHandMadeLayoutAtZoomOne() {
        // One column per point, one row per two points; a view two points tall is a bar.
        let scene = Scene(views: [ArrangedView(name: "A"), ArrangedView(name: "B"), ArrangedView(name: "C")])
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 30, height: 10), [
            ("A", Frame(x: 0, y: 0, width: 10, height: 10)),
            ("B", Frame(x: 10, y: 0, width: 12, height: 6)),
            ("C", Frame(x: 22, y: 0, width: 8, height: 2)),
        ])
        let options = RenderOptions(zoom: 1, showCaption: false)
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 34, height: 8, options: options).lines(), [
            " ╭──────────────────────────────╮",
            " │┌────────┐╔══════════╗━C 8×2━━│",
            " ││        │║  B 12×6  ║        │",
            " ││A 10×10 │╚══════════╝        │",
            " ││        │                    │",
            " │└────────┘                    │",
            " ╰──────────────────────────────╯",
            "",
        ])
    }

    @Test func overlappingAndNegativeSizedViews() {
        // B overlaps A by 8 points; C has a negative width and no height: a bar of the
        // negative mark where it starts, labelled with its size, over the others. Later views
        // are drawn over earlier ones; every label keeps clear of the views drawn over it.
        let scene = Scene(views: [ArrangedView(name: "A"), ArrangedView(name: "B"), ArrangedView(name: "C")])
        let layout = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 40, height: 10), [
            ("A", Frame(x: 0, y: 0, width: 24, height: 10)),
            ("B", Frame(x: 16, y: 0, width: 24, height: 10)),
            ("C", Frame(x: 30, y: 2, width: -6, height: 0)),
        ])
        let options = RenderOptions(zoom: 1)
        expectLines(LayoutRenderer.render(layout, scene: scene, width: 44, height: 9, options: options).lines(), [
            "horizontal · fill · fill · spacing 0",
            " ╭────────────────────────────────────────╮",
            " │┌───────────────╔══════════════════════╗│",
            " ││               ║      │      ╳C -6×0  ║│",
            " ││    A 24×10    ║      │B 24×10        ║│",
            " ││               ║      │               ║│",
            " │└───────────────╚══════════════════════╝│",
            " ╰────────────────────────────────────────╯",
            "",
        ])
    }
}
