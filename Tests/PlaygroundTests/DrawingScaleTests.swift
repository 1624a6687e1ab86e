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
    /// again, two panels to a row instead of three, every view drawn larger; at 80×24 the
    /// unsized seed's panels moved a column, drawn at the zoom that draws the smaller stacks'
    /// repeated lengths alike; hiding the card's body at 100×30 made its panels narrower. The
    /// panels stay where they were, each outline no wider than it was, sized or not; shown
    /// again, the gallery is drawn as at first. (The card is a vertical stack: a view hidden
    /// and shown once first makes the room left of each panel for hidden views' names.)
    @Test(arguments: [
        ("seed375", "0", 100, 30), ("seed375", "0", 80, 24), ("seed375", "0", 160, 45),
        ("seed", "0", 100, 30), ("seed", "0", 80, 24), ("seed", "2", 80, 24), ("card", "1", 100, 30), ("card", "1", 80, 24),
    ])
    func hidingAViewKeepsTheGallerysScale(example: String, key: String, width: Int, height: Int) throws {
        var scene = try #require(Examples.named(example == "seed375" ? "seed" : example)).scene
        if example == "seed375" { scene.stack.width = 375 }
        var state = PlaygroundState(scene: scene, name: example, animates: false)
        state.press(.character("G"))
        if scene.stack.axis == .vertical {
            state.press(.character(Character(key)))
            state.press(.character(Character(key)))
        }
        let first = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        state.press(.character(Character(key)))
        let hidden = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        func corners(_ screen: [String]) throws -> (row: Int, left: [Int], right: [Int]) {
            let row = try #require(screen.firstIndex { $0.contains("╭") }, "\(screen.joined(separator: "\n"))")
            let line = Array(screen[row])
            return (row, line.indices.filter { line[$0] == "╭" }, line.indices.filter { line[$0] == "╮" })
        }
        let (before, after) = (try corners(first), try corners(hidden))
        let drawn: Comment = "\(example) \(key) at \(width)×\(height):\n\(first.joined(separator: "\n"))\n\(hidden.joined(separator: "\n"))"
        #expect(after.row == before.row && after.left == before.left, drawn)
        #expect(after.right.count == before.right.count && zip(after.right, before.right).allSatisfy { $0 <= $1 }, drawn)
        // Shown again, as at first.
        state.press(.character(Character(key)))
        let again = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        #expect(Array(again.dropLast(4)) == Array(first.dropLast(4)), drawn)
    }

    /// The drawing keeps its zoom exactly where the stack gets smaller, though the smaller
    /// stack's own repeated lengths would have it a little smaller (see ``EvenLengths``):
    /// over the examples and each view hidden in turn, at several sizes. (Each view is hidden
    /// and shown once first: the first view hidden on a vertical stack makes room left of it
    /// for the hidden views' names, which the drawing then keeps.)
    @Test(arguments: [(80, 24), (100, 30), (120, 36), (60, 20)])
    func hidingAnyViewKeepsTheZoom(width: Int, height: Int) throws {
        var checked = 0
        for example in Examples.all {
            for index in example.scene.views.indices.prefix(10) {
                var state = PlaygroundState(scene: example.scene, name: example.name, animates: false)
                let key = Character(String(index))
                let stack = try #require(state.layout.frame(of: LayoutItem.stackView))
                state.press(.character(key))
                state.press(.character(key))
                let zoom = ScreenLayout(state, width: width, height: height, ascii: false).mapping.zoom
                state.press(.character(key))
                let smaller = try #require(state.layout.frame(of: LayoutItem.stackView))
                guard state.scene.views[index].hidden, smaller.width < stack.width || smaller.height < stack.height else { continue }
                let after = ScreenLayout(state, width: width, height: height, ascii: false).mapping.zoom
                #expect(after == zoom, "\(example.name), view \(index) hidden, at \(width)×\(height): \(zoom) → \(after)")
                checked += 1
            }
        }
        #expect(checked >= 15)
    }

    /// A stack whose size does not change keeps its zoom too, unless its own zoom draws more
    /// of what its distribution makes equal alike: hiding a view of the 320-point toolbar
    /// (equalSpacing) drew 4.15 points a column, then 4.1; a demo's step that changed the
    /// distribution of a 375-point stack moved its edge a column.
    @Test(arguments: [(80, 24), (100, 30), (120, 36), (60, 20)])
    func aStackOfTheSameSizeKeepsItsZoom(width: Int, height: Int) throws {
        var checked = 0
        for example in Examples.all where example.scene.stack.width != nil || example.scene.stack.height != nil {
            for key in ["0", "1", "a", "d", "+"] {
                var state = PlaygroundState(scene: example.scene, name: example.name, animates: false)
                let zoom = ScreenLayout(state, width: width, height: height, ascii: false).mapping.zoom
                let stack = try #require(state.layout.frame(of: LayoutItem.stackView))
                state.press(.character(Character(key)))
                guard state.layout.frame(of: LayoutItem.stackView) == stack else { continue }
                let even = EvenLengths(layout: state.layout, scene: state.scene)
                let after = ScreenLayout(state, width: width, height: height, ascii: false).mapping.zoom
                // Where it does change, it is for the equal lengths of the new distribution.
                if after != zoom {
                    #expect(even.alike(at: after, originX: 0, originY: 0).distributed > even.alike(at: zoom, originX: 0, originY: 0).distributed,
                            "\(example.name) after \(key) at \(width)×\(height): \(zoom) → \(after)")
                }
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    /// A vertical stack names its hidden views left of its outline, in room kept for them:
    /// kept once made, so that hiding and showing views never moves the drawing sideways (the
    /// seed's corner went from column 24 to 29 and back at 80×24), and taken from the room
    /// left of a centred stack where that holds the names, so that hiding the first view
    /// does not move it either (the form's fields went three columns right, three more when
    /// a second view was hidden beside the first; the card from column 6 to 8 to 13, where
    /// it stayed once its views were shown again): a name longer than the room there takes
    /// the dotted line.
    @Test(arguments: ["seed", "form", "card", "labeled-form"])
    func hidingAViewOfAVerticalStackNeverMovesTheDrawingSideways(name: String) throws {
        let scene = try #require(Examples.named(name)).scene
        var state = PlaygroundState(scene: scene, name: name, animates: false)
        if scene.stack.axis == .horizontal { state.press(.character("x")) }
        var corners: [Int?] = []
        var zooms: Set<Double> = []
        for key in ["", "0", "1", "0", "2", "1"] {
            if let key = key.first { state.press(.character(key)) }
            let screen = PlaygroundScreen.render(state, width: 80, height: 24, color: false, ascii: false).lines()
            corners.append(Self.cornerColumn(screen))
            zooms.insert(ScreenLayout(state, width: 80, height: 24, ascii: false).mapping.zoom)
        }
        #expect(Set(corners).count == 1 && corners.first != nil, "\(corners)")
        #expect(zooms.count == 1, "\(zooms)")
    }

    /// A vertical stack as wide as the screen has no room left of it for its hidden views'
    /// names: making some took the labeled form's zoom from 3.29 to 3.73 points a column when
    /// a row was hidden, and it stayed there when the row came back. The scale holds, and
    /// the names go on the dotted line after the marker, where it crosses the stack.
    @Test func aStackAsWideAsTheScreenKeepsItsScaleWhenARowIsHidden() throws {
        var state = PlaygroundState(scene: try #require(Examples.named("labeled-form")).scene, name: "labeled-form", animates: false)
        let zoom = ScreenLayout(state, width: 100, height: 30, ascii: false).mapping.zoom
        var screens: [String] = []
        for key in ["2", "1", "1", "2"] {
            state.press(.character(Character(key)))
            #expect(ScreenLayout(state, width: 100, height: 30, ascii: false).mapping.zoom == zoom, "after \(key)")
            screens.append(PlaygroundScreen.render(state, width: 100, height: 30, color: false, ascii: false).lines().joined(separator: "\n"))
        }
        #expect(screens[0].contains("▸PhoneRow┈"), "\(screens[0])")
        #expect(screens[1].contains("▸EmailRow,PhoneRow┈"), "\(screens[1])")
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

    /// A stack drawn much larger once (the card at `:spacing 1000`) and back (undo) keeps
    /// that scale, as hiding a view does: a sliver seven columns wide, and no key fitted it
    /// again. `:fit` draws the scene as a fresh playground draws it.
    @Test(arguments: [(100, 30), (80, 24)])
    func fitDrawsTheSceneAsItIsNow(width: Int, height: Int) throws {
        var state = PlaygroundState(scene: try #require(Examples.named("card")).scene, name: "card", animates: false)
        let fresh = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        _ = state.update(.setSpacing(1000))
        _ = state.update(.undo)
        let kept = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        #expect(kept != fresh, "the drawing keeps the larger scale until fitted")
        let action = try PlaygroundCommand.action(for: "fit", in: state).get()
        _ = state.update(action)
        #expect(state.message == "drawing fitted to the scene")
        let fitted = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        // The drawing (above the info line) is the fresh one.
        let rows = fresh.count - 4
        #expect(Array(fitted.prefix(rows)) == Array(fresh.prefix(rows)), "\(fitted.joined(separator: "\n"))")
        #expect(throws: PlaygroundCommand.Problem.self) { try PlaygroundCommand.action(for: "fit now", in: state).get() }
    }
}
