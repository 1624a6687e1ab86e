import Playground
import StackLayout
import Testing

/// Key presses in, screen lines out: what the playground shows at every size.
@Suite("Playground screen")
struct PlaygroundScreenTests {
    static func seed() -> PlaygroundState {
        PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
    }

    static func lines(_ state: PlaygroundState, _ width: Int, _ height: Int, ascii: Bool = false) -> [String] {
        PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: ascii).lines()
    }

    /// `state` after pressing each character of `keys`.
    static func after(_ keys: String, from state: PlaygroundState = seed()) -> PlaygroundState {
        var state = state
        for key in keys { _ = state.press(.character(key)) }
        return state
    }

    /// The bottom rows below the drawing: info, status (one or two lines) and key line.
    static func bottom(_ lines: [String]) -> String {
        lines.suffix(4).joined(separator: "\n")
    }

    static let sizes = [(40, 12), (50, 14), (60, 16), (80, 24), (120, 36), (200, 60)]
    static let keySequences = ["", "d", "dd", "ddd", "dddd", "a", "aaaa", "aaaaa", "x", "xa", "xaaa", "+++", "----",
                               "2", "123", "m", "mM", "mMMM", "b", "xb", "r", "dxa2m+b"]

    @Test func theSeedAt60x16() {
        let expected = [
            "               ╭────────────────────────────╮",
            "               │┌──────────────┐╔══════╗┏━━┓│",
            "               ││              │║      ║┃  ┃│",
            "               ││              │║      ║┃  ┃│",
            "               ││              │║      ║┃  ┃│",
            "               ││   Subview0   │║  #1  ║┃#2┃│",
            "               ││   160×200    │║80×200║┃  ┃│",
            "               ││              │║      ║┃  ┃│",
            "               ││              │║      ║┃  ┃│",
            "               ││              │║      ║┃  ┃│",
            "               │└──────────────┘╚══════╝┗━━┛│",
            "               ╰────────────────────────────╯",
            "seed · 280×200 pt · 2 gave way · zoom 1 col = 10 pt",
            "horizontal · fill · fill · spacing 0 · hidden: none",
            "margins off (8) · baseline off · LTR",
            "d dist  a align  s size  c constraints  ? help  q quit",
        ]
        #expect(Self.lines(Self.seed(), 60, 16) == expected)
    }

    /// Hidden views of nested stacks are listed too, said where they are: the card's status
    /// said `hidden: none` beside its toolbar drawn with a hidden button.
    @Test func hiddenViewsOfNestedStacksAreListed() throws {
        var scene = try #require(Examples.named("card")).scene
        scene.views[2].nested?.views[0].hidden = true
        let lines = Self.lines(PlaygroundState(scene: scene, name: "card", animates: false), 100, 30)
        #expect(lines.contains { $0.hasSuffix("hidden: Like in Toolbar") }, "\(lines.joined(separator: "\n"))")
    }

    /// A long list of hidden views is shortened to a count, said as one: `hidden: 4` read as
    /// view #4 hidden (four of seven hidden at 50×14, #4 among them).
    @Test func manyHiddenViewsAreCounted() throws {
        let names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf"]
        var state = PlaygroundState(scene: Scene(views: names.map { ArrangedView(name: $0, width: 50, height: 40) }), name: "seven", animates: false)
        for key in ["1", "2", "4", "5"] { state.press(.character(Character(key))) }
        let lines = Self.lines(state, 50, 14)
        #expect(lines.contains { $0.contains("4 hidden") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("hidden: 4") }, "\(lines.joined(separator: "\n"))")
    }

    /// At every size from 40×12 up and after any keys, the screen fills the terminal exactly,
    /// and the status names axis, distribution, alignment, `spacing N` and `hidden`.
    @Test(arguments: sizes)
    func theStatusAlwaysSaysEverySetting(width: Int, height: Int) {
        for keys in Self.keySequences {
            let state = Self.after(keys)
            let canvas = PlaygroundScreen.render(state, width: width, height: height, color: true, ascii: false)
            RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
            let lines = canvas.lines()
            let bottom = Self.bottom(lines)
            let stack = state.scene.stack
            let spacing = "spacing " + formatPoints(stack.spacing)
            for word in [stack.axis.rawValue, stack.distribution.rawValue, stack.alignment.name(on: stack.axis), spacing, "hidden"] {
                #expect(bottom.contains(word), "\(width)×\(height) after \"\(keys)\": no \(word) in\n\(bottom)")
            }
            for name in state.hiddenViewNames where width >= 60 {
                #expect(bottom.contains(name), "\(width)×\(height) after \"\(keys)\"")
            }
            let keyLine = lines.last ?? ""
            #expect(keyLine.contains("? help") && keyLine.contains("q quit"), "\(keyLine)")
        }
    }

    /// At every width, the status reads in order (axis … direction, top to bottom and left
    /// to right), and the info line keeps the count of constraints that gave way when nothing else is said.
    @Test func theStatusReadsInOrderAndTheInfoKeepsTheGaveWayCount() {
        for width in 40...140 {
            let lines = Self.lines(Self.seed(), width, 24)
            let bottom = Array(lines.suffix(5))
            var positions: [(Int, Int)] = []
            for word in ["horizontal", "spacing 0", "hidden", "LTR"] {
                guard let row = bottom.lastIndex(where: { $0.contains(word) }),
                      let range = bottom[row].range(of: word) else {
                    Issue.record("\(width): no \(word)")
                    continue
                }
                positions.append((row, bottom[row].distance(from: bottom[row].startIndex, to: range.lowerBound)))
            }
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(width):\n\(bottom.joined(separator: "\n"))")
            #expect(bottom.joined().contains("2 gave way"), "\(width):\n\(bottom.joined(separator: "\n"))")
        }
    }

    /// Keys that change the stack's settings (distribution, alignment, axis, spacing, margins,
    /// baselines, direction, hidden views) never change the rows left for the drawing, at any
    /// width: the status keeps its rows, so the drawing keeps its scale in front of a class.
    @Test func settingsKeysNeverMoveTheDrawing() {
        let sequences = Self.keySequences + ["aaa", "ddd+++++", "-----", "dddaaa", "012", "xaaaa", "dxaaaa1"]
        for width in stride(from: ScreenLayout.minimumWidth, through: 160, by: 3) {
            let drawing = ScreenLayout(Self.seed(), width: width, height: 24, ascii: false).drawing
            for keys in sequences {
                let layout = ScreenLayout(Self.after(keys), width: width, height: 24, ascii: false)
                #expect(layout.drawing == drawing, "\(width) columns after \"\(keys)\"")
            }
        }
    }

    /// A long file path gives way to what the last key did: the path shortens to the file
    /// name, then the name is cut, before the message is.
    @Test func theMessageGoesBeforeALongFileName() throws {
        let scene = try #require(Examples.named("seed")).scene
        let path = "/tmp/a-rather-long-directory-name/for-the-class/seed-with-a-long-name.json"
        let state = Self.after("5", from: PlaygroundState(scene: scene, name: path, file: path, animates: false))
        let message = try #require(state.message)
        for width in [60, 80, 100] {
            let info = Self.lines(state, width, 24).first { $0.contains("seed-with-a") } ?? ""
            #expect(info.contains(message), "\(width): \(info)")
            #expect(info.hasPrefix(width >= 80 ? "seed-with-a-long-name.json" : "seed-with-a"), "\(width): \(info)")
        }
        // Wide enough for both, the path stays whole.
        #expect(Self.lines(state, 160, 24).contains { $0.hasPrefix(path + " · " + message) })
    }

    @Test func wideScreensSayMarginsBaselineAndDirection() {
        let state = Self.after("mMbr")
        let bottom = Self.bottom(Self.lines(state, 120, 36))
        #expect(bottom.contains("margins on (16)"))
        #expect(bottom.contains("baseline on"))
        #expect(bottom.contains("RTL"))
        #expect(Self.bottom(Self.lines(Self.seed(), 120, 36)).contains("margins off (8)"))
    }

    @Test func aHiddenViewLosesItsBoxAndIsNamed() {
        let before = Self.lines(Self.seed(), 120, 36).joined(separator: "\n")
        #expect(before.contains("Subview1 80×200"))
        let lines = Self.lines(Self.after("1"), 120, 36)
        let drawing = lines.dropLast(3).joined(separator: "\n")
        #expect(!drawing.contains("Subview1 80×"), "no box for a hidden view")
        #expect(drawing.contains("Subview1"), "but a marker where it went")
        #expect(lines[lines.count - 3].contains("Subview1 hidden"), "the info line says what the key did")
        #expect(lines[lines.count - 2].contains("hidden: Subview1"))
    }

    @Test func theVerticalAxisStacksTheBoxes() {
        let lines = Self.lines(Self.after("x"), 120, 36)
        let rowOf = { (name: String) in lines.firstIndex { $0.contains(name) } ?? -1 }
        #expect(rowOf("Subview0") >= 0)
        #expect(rowOf("Subview0") < rowOf("Subview1"))
        #expect(rowOf("Subview1") < rowOf("Subview2"))
    }

    @Test func helpListsEveryKeyAndClosingItRestoresTheScreen() {
        let state = Self.seed()
        let open = Self.after("?", from: state)
        let help = Self.lines(open, 120, 44).joined(separator: "\n")
        for binding in KeyMap.bindings where ![.prompt, .lesson, .commandLine, .demo].contains(binding.group) {  // those are on their key lines
            #expect(help.contains(binding.keys), "missing \(binding.keys)")
            #expect(help.contains(binding.help), "missing \(binding.help)")
        }
        let closed = Self.after("x", from: open)
        #expect(Self.lines(closed, 120, 44) == Self.lines(state, 120, 44))
    }

    /// The help ends with the legend of the marks on the drawing: whole where there is room,
    /// in short words on a 120×36 terminal (where the keys take their short forms too).
    @Test func helpExplainsTheMarks() {
        let open = Self.after("?", from: Self.seed())
        let large = Self.lines(open, 200, 60)
        for (mark, meaning) in [("↔ ↕", "stretched along the axis: its hugging gave way"), ("→← ↓↑", "compressed along the axis: resistance gave way"),
                                ("?", "ambiguous (dashed): the constraints leave it free"), ("╳", "negative size: a bar with its size"),
                                ("!", "in a conflict of required constraints (red)")] {
            #expect(large.contains { $0.contains("  " + mark + " ") && $0.contains(meaning) }, "\(large.joined(separator: "\n"))")
        }
        let small = Self.lines(open, 120, 36).joined(separator: "\n")
        for word in ["stretched", "compressed", "ambiguous", "negative size", "conflict"] {
            #expect(small.contains(word), "\(small)")
        }
        for binding in KeyMap.bindings where ![.prompt, .lesson, .commandLine, .demo].contains(binding.group) {
            #expect(small.contains(binding.shortHelp), "missing \(binding.shortHelp)")
        }
    }

    /// Where a whole help box fits above the info line, it leaves the info, status and key
    /// lines as they are.
    @Test(arguments: [(100, 36), (120, 36), (120, 40), (200, 60)])
    func helpLeavesTheBottomLinesAlone(width: Int, height: Int) {
        let closed = Self.lines(Self.seed(), width, height)
        let open = Self.lines(Self.after("?"), width, height)
        #expect(open.suffix(3) == closed.suffix(3), "\(open.suffix(4).joined(separator: "\n"))")
        #expect(open.joined().contains("any key closes"))
    }

    @Test(arguments: [(40, 12), (50, 14), (80, 24)])
    func helpFitsSmallScreens(width: Int, height: Int) {
        let canvas = PlaygroundScreen.render(Self.after("?"), width: width, height: height, color: false, ascii: false)
        RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
        let text = canvas.lines().joined(separator: "\n")
        for word in ["distribution", "alignment", "axis", "spacing", "margin", "baseline"] {
            #expect(text.contains(word), "\(width)×\(height): no \(word)")
        }
        #expect(text.contains("q quit"))
    }

    @Test(arguments: [(39, 12), (40, 11), (20, 6), (12, 4), (1, 1), (0, 0)])
    func belowTheMinimumTheScreenAsksForRoom(width: Int, height: Int) {
        let canvas = PlaygroundScreen.render(Self.after("dx"), width: width, height: height, color: true, ascii: false)
        RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
        let written = canvas.lines().filter { !$0.isEmpty }
        #expect(written.isEmpty == (width * height == 0))
        let words = written.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        if width >= 32 || width >= 12 && height >= 4 {
            #expect(words == "make the terminal larger (40×12)", "over as many rows as it takes")
        } else if width >= 10 {
            #expect(words.contains("40×12"))
        }
    }

    @Test func asciiScreensUseOnlyASCII() {
        for keys in ["", "?", "2m", "x"] {
            for (width, height) in [(40, 12), (120, 36)] {
                let text = Self.lines(Self.after(keys), width, height, ascii: true).joined()
                #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "after \"\(keys)\" at \(width)×\(height)")
            }
        }
    }

    @Test func colourOnlyWhenAskedFor() {
        let state = Self.seed()
        let plain = PlaygroundScreen.render(state, width: 80, height: 24, color: false, ascii: false)
        let coloured = PlaygroundScreen.render(state, width: 80, height: 24, color: true, ascii: false)
        #expect(plain.lines() == coloured.lines(), "colour changes no character")
        #expect(plain.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(coloured.cells.contains { $0.style.foreground != nil })
    }
}

/// What the screen shows in the middle of an animation.
@Suite("Playground screen while animating")
struct PlaygroundAnimationScreenTests {
    @Test func aViewBeingHiddenShrinksAsABox() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        let (oldScene, oldLayout) = (state.scene, state.layout)
        _ = state.press(.character("1"))
        let middle = LayoutAnimation(from: oldLayout, to: state.layout).layout(at: LayoutAnimation.defaultDuration / 2)
        let scene = PlaygroundScreen.sceneDuringAnimation(from: oldScene, to: state.scene)
        #expect(scene.views[1].hidden == false, "drawn while it shrinks")
        let drawn = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false, layout: middle, scene: scene)
        #expect(drawn.lines().joined().contains("╔"), "Subview1's box (double lines) is still there")
        let end = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false)
        #expect(!end.lines().joined().contains("╔"), "and gone at the end")
        #expect(PlaygroundScreen.sceneDuringAnimation(from: state.scene, to: state.scene) == state.scene)
    }
}
