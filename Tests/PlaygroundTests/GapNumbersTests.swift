import Playground
import StackLayout
import Testing

/// `g` (and `--guides`): the numbers that make equalSpacing and equalCentering differ, on a
/// dimension line outside the stack, with the centres ticked under equalCentering.
@Suite("Gap numbers")
struct GapNumbersTests {
    static func scene(_ distribution: Distribution, axis: Axis = .horizontal) -> Scene {
        var scene = RenderTestSupport.seed {
            $0.distribution = distribution
            $0.axis = axis
        }
        if axis == .horizontal { scene.stack.width = 360 } else { scene.stack.height = 400 }
        return scene
    }

    static func draw(_ scene: Scene, guides: Bool = true, width: Int = 80, height: Int = 16) -> (canvas: Canvas, mapping: CellMapping, layout: LayoutResult) {
        let layout = StackLayoutSolver.solve(scene)
        let options = RenderOptions(showGuides: guides, color: false)
        return (LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: options),
                LayoutRenderer.mapping(for: layout, scene: scene, width: width, height: height, options: options), layout)
    }

    /// equalSpacing: under each gap guide, from its first column to its last, a dimension
    /// with its length (40 points each here).
    @Test func equalSpacingShowsEachGapsWidth() throws {
        let (canvas, mapping, layout) = Self.draw(Self.scene(.equalSpacing))
        let stack = mapping.rect(for: try #require(layout.frame(of: LayoutItem.stackView)))
        let row = stack.bottom + 1
        let line = canvas.lines()[row]
        for name in ["_UIOLAGapGuide0", "_UIOLAGapGuide1"] {
            let guide = try #require(layout.frame(of: name))
            #expect(guide.width == 40)
            let left = mapping.column(atX: guide.x), right = mapping.column(atX: guide.maxX)
            #expect(canvas[left, row].character == "├", "\(line)")
            #expect(canvas[right, row].character == "┤", "\(line)")
            let between = String((left...right).map { canvas[$0, row].character })
            #expect(between.contains("40"), "\(between)")
        }
        // Without the guides, no dimension line (and the layout takes the room back).
        let plain = Self.draw(Self.scene(.equalSpacing), guides: false).canvas.lines()
        #expect(!plain.joined().contains("├") && !plain.joined().contains("┤"))
    }

    /// equalCentering: centre-to-centre distances (130 each), the dimensions joined at the
    /// middle view's centre (`┼`), and each view's centre ticked on its bottom edge (`┴`).
    @Test func equalCenteringShowsCentreToCentreDistances() throws {
        let (canvas, mapping, layout) = Self.draw(Self.scene(.equalCentering))
        let stack = mapping.rect(for: try #require(layout.frame(of: LayoutItem.stackView)))
        let row = stack.bottom + 1
        let line = canvas.lines()[row]
        #expect(line.components(separatedBy: "130").count == 3, "\(line)")
        // Each named as its guide, in the order they lie (right to left reverses them).
        #expect(line.contains("gap0 130") && line.range(of: "gap0")?.lowerBound ?? line.endIndex < line.range(of: "gap1")?.lowerBound ?? line.startIndex)
        var rightToLeft = Self.scene(.equalCentering)
        rightToLeft.stack.layoutDirection = .rightToLeft
        let reversed = Self.draw(rightToLeft).canvas.lines()[row]
        #expect(reversed.range(of: "gap1")?.lowerBound ?? reversed.endIndex < reversed.range(of: "gap0")?.lowerBound ?? reversed.startIndex, "\(reversed)")
        let middle = try #require(layout.frame(of: "Subview1"))
        let centre = mapping.column(atX: middle.x + middle.width / 2)
        #expect(canvas[centre, row].character == "┼", "\(line)")
        for name in ["Subview0", "Subview1", "Subview2"] {
            let frame = try #require(layout.frame(of: name))
            let box = mapping.rect(for: frame)
            #expect(canvas[mapping.column(atX: frame.x + frame.width / 2), box.bottom - 1].character == "┴", "\(name)")
        }
        // Under equalSpacing the views' centres are not ticked.
        let spacing = Self.draw(Self.scene(.equalSpacing))
        #expect(!spacing.canvas.lines().joined().contains("┴"))
    }

    /// A length too long for the room between a gap's ends is rounded there (`≈23`, or `23`
    /// in four cells), so that both ends stay drawn; only where nothing fits between them
    /// does it go over an end.
    /// (The toolbar at 80 columns wrote `22.667` over both ends of each gap.)
    @Test func aLongLengthIsRoundedBetweenTheEnds() throws {
        let scene = try #require(Examples.named("toolbar")).scene
        for width in [40, 46, 50, 52, 60, 70, 80, 90, 100, 120, 160] {
            let (canvas, mapping, layout) = Self.draw(scene, width: width, height: 20)
            let row = mapping.rect(for: try #require(layout.frame(of: LayoutItem.stackView))).bottom + 1
            let line = canvas.lines()[row]
            for name in ["_UIOLAGapGuide0", "_UIOLAGapGuide1", "_UIOLAGapGuide2"] {
                let guide = try #require(layout.frame(of: name))
                let left = mapping.column(atX: guide.x), right = mapping.column(atX: guide.maxX)
                guard right - left >= 3 else { continue }
                #expect(canvas[left, row].character == "├" && canvas[right, row].character == "┤", "\(width): \(line)")
                let between = String((left...right).map { canvas[$0, row].character })
                #expect(between.contains("22.667") || between.contains("≈22.7") || between.contains("23"), "\(width): \(between)")
            }
        }
    }

    /// A vertical stack: the dimension runs down the right of the outline, the number beside it.
    @Test func aVerticalStacksDimensionsAreOnTheRight() throws {
        let (canvas, mapping, layout) = Self.draw(Self.scene(.equalCentering, axis: .vertical), width: 60, height: 40)
        let stack = mapping.rect(for: try #require(layout.frame(of: LayoutItem.stackView)))
        let column = stack.right + 1
        let guide = try #require(layout.frame(of: "_UIOLAGapGuide0"))
        let top = mapping.row(atY: guide.y), bottom = mapping.row(atY: guide.maxY)
        #expect(canvas[column, top].character == "┬")
        #expect(canvas.lines()[top + (bottom - top) / 2].hasSuffix("│" + formatPoints(guide.height)), "\(canvas.lines().joined(separator: "\n"))")
    }

    /// In the playground, `g` shows them.
    @Test func gShowsTheNumbersInThePlayground() {
        var state = PlaygroundState(scene: Self.scene(.equalCentering), name: "gaps", animates: false)
        let before = PlaygroundScreen.render(state, width: 100, height: 30, color: false, ascii: false).lines().joined(separator: "\n")
        #expect(!before.contains("130"))
        _ = state.update(.toggleGuides)
        let after = PlaygroundScreen.render(state, width: 100, height: 30, color: false, ascii: false).lines().joined(separator: "\n")
        #expect(after.contains(" 130 "), "\(after)")
    }
}
