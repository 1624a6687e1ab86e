import StackLayout
import Testing
@testable import Playground

/// The drawing keeps its scale and its corner while the stack gets smaller (see
/// ``DrawingExtent``): hiding a view draws the stack smaller, not the views left beside it larger.
@Suite("Playground: the drawing's scale")
struct DrawingScaleTests {
    /// The column of the stack outline's top-left corner on `screen`, if it is drawn.
    static func cornerColumn(_ screen: [String]) -> Int? {
        screen.first { $0.contains("╭") }.flatMap { line in line.firstIndex(of: "╭").map { line.distance(from: line.startIndex, to: $0) } }
    }

    /// The columns and rows of `name`'s box on the screen `state` draws at `width`×`height`.
    static func box(of name: String, in state: PlaygroundState, width: Int, height: Int) throws -> CellRect {
        let screen = ScreenLayout(state, width: width, height: height, ascii: false)
        let frame = try #require(state.layout.frame(of: name))
        return screen.mapping.rect(for: frame)
    }

    /// The unsized seed (280 × 200): hiding Subview0 leaves a 120 × 100 stack. Subview1 keeps
    /// its columns and its place on screen (it had doubled in width, from 18 to 36 columns at
    /// 100×30), and showing Subview0 again draws the first screen again.
    @Test(arguments: [(100, 30), (80, 24), (160, 45)])
    func hidingAViewKeepsTheScaleOfTheOthers(width: Int, height: Int) throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        let first = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        let before = try Self.box(of: "Subview1", in: state, width: width, height: height)
        let zoom = ScreenLayout(state, width: width, height: height, ascii: false).mapping.zoom
        state.press(.character("0"))
        #expect(state.layout.frame(of: LayoutItem.stackView)?.width == 120)
        #expect(ScreenLayout(state, width: width, height: height, ascii: false).mapping.zoom == zoom)
        let hidden = try Self.box(of: "Subview1", in: state, width: width, height: height)
        // Its edges are snapped to cells where they now fall: within a column of what it was.
        #expect(abs(hidden.width - before.width) <= 1, "Subview1 was \(before.width) columns, is \(hidden.width)")
        // The stack's top-left corner stays where it was drawn.
        let stackBefore = first.firstIndex { $0.contains("╭") }
        let screen = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        #expect(screen.firstIndex { $0.contains("╭") } == stackBefore)
        #expect(Self.cornerColumn(screen) != nil && Self.cornerColumn(screen) == Self.cornerColumn(first))
        state.press(.character("0"))
        let again = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        #expect(Array(again.dropLast(4)) == Array(first.dropLast(4)), "shown again, drawn as at first")
    }

    /// The gallery keeps its scale too: hiding Subview0 of the seed `stackplay` starts with
    /// (375 points wide) made its panels half as tall, and at 100×30 the gallery was fitted
    /// again, two panels to a row instead of three, every view drawn larger. The panels stay
    /// where they were, each outline no wider than it was, sized or not; shown again, the
    /// gallery is drawn as at first.
    @Test(arguments: [(100, 30, 375), (80, 24, 375), (160, 45, 375), (100, 30, nil), (80, 24, nil), (160, 45, nil)] as [(Int, Int, Double?)])
    func hidingAViewKeepsTheGallerysScale(width: Int, height: Int, stackWidth: Double?) throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed { $0.width = stackWidth }, name: "seed", animates: false)
        state.press(.character("G"))
        let first = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        state.press(.character("0"))
        let hidden = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        func corners(_ screen: [String]) throws -> (row: Int, left: [Int], right: [Int]) {
            let row = try #require(screen.firstIndex { $0.contains("╭") }, "\(screen.joined(separator: "\n"))")
            let line = Array(screen[row])
            return (row, line.indices.filter { line[$0] == "╭" }, line.indices.filter { line[$0] == "╮" })
        }
        let (before, after) = (try corners(first), try corners(hidden))
        let drawn: Comment = "\(width)×\(height):\n\(first.joined(separator: "\n"))\n\(hidden.joined(separator: "\n"))"
        // Within a column: the zoom may still be made up to a tenth smaller to draw equal
        // lengths alike (see ``EvenLengths``).
        #expect(after.row == before.row && after.left.count == before.left.count, drawn)
        #expect(zip(after.left, before.left).allSatisfy { abs($0 - $1) <= 1 }, drawn)
        #expect(zip(after.right, before.right).allSatisfy { $0 <= $1 + 1 }, drawn)
        // Shown again, as at first.
        state.press(.character("0"))
        let again = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        #expect(Array(again.dropLast(4)) == Array(first.dropLast(4)), drawn)
    }

    /// A vertical stack names its hidden views left of its outline, in room kept for them:
    /// kept once made, so that hiding and showing views never moves the drawing sideways (the
    /// seed's corner went from column 24 to 29 and back at 80×24).
    @Test func hidingAViewOfAVerticalStackNeverMovesTheDrawingSideways() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        state.press(.character("x"))
        var corners: [Int?] = []
        var zooms: Set<Double> = []
        for key in ["0", "0", "2", "2", "1"] {
            state.press(.character(Character(key)))
            let screen = PlaygroundScreen.render(state, width: 80, height: 24, color: false, ascii: false).lines()
            corners.append(Self.cornerColumn(screen))
            zooms.insert(ScreenLayout(state, width: 80, height: 24, ascii: false).mapping.zoom)
        }
        // From the first view hidden on, which makes the room.
        #expect(Set(corners).count == 1 && corners.first != nil, "\(corners)")
        #expect(zooms.count == 1, "\(zooms)")
    }

    /// What grows past the largest drawn is fitted: the stack at 800 points wide still fits
    /// the screen; a new lesson step's or file's scene is fitted on its own.
    @Test func growingPastItIsFittedAndANewSceneStartsAgain() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        let zoom = ScreenLayout(state, width: 100, height: 30, ascii: false).mapping.zoom
        state.press(.character("s"))
        state.press(.character("s"))
        state.press(.character("s"))
        state.press(.character("s"))
        let wide = ScreenLayout(state, width: 100, height: 30, ascii: false)
        let stack = try #require(state.layout.frame(of: LayoutItem.stackView))
        #expect(stack.width > 280 && wide.mapping.zoom < zoom)
        #expect(wide.mapping.rect(for: stack).right <= 100)
        var small = RenderTestSupport.seed()
        small.views.removeFirst()
        state.open(small, from: "small.json")
        let opened = ScreenLayout(state, width: 100, height: 30, ascii: false).mapping.zoom
        let fresh = ScreenLayout(PlaygroundState(scene: small, name: "small.json", animates: false), width: 100, height: 30, ascii: false).mapping.zoom
        #expect(opened == fresh, "an opened scene is fitted as if the playground had started on it")
    }
}
