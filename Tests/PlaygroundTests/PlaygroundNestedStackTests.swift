import Foundation
@testable import Playground
import StackLayout
import Testing

/// Editing nested stacks in the playground: entering and leaving them, the stack and view
/// keys acting on the current stack, adding one, unique names, and undo.
@Suite("Playground: nested stacks")
struct PlaygroundNestedStackTests {
    static func card() throws -> PlaygroundState {
        try PlaygroundUserConstraintTests.example("card")
    }

    static func press(_ keys: [Key], on state: inout PlaygroundState) {
        for key in keys { state.press(key) }
    }

    /// The card with its toolbar (the third view) entered.
    static func inToolbar() throws -> PlaygroundState {
        var state = try card()
        press([.backTab, .enter], on: &state)
        return state
    }

    @Test func enterEditsTheSelectedNestedStackAndTheStatusLineNamesIt() throws {
        var state = try Self.card()
        Self.press([.backTab], on: &state)
        #expect(state.selectedViewName == "Toolbar")
        state.press(.enter)
        #expect(state.currentStackName == "Toolbar")
        #expect(state.currentStackNames == ["StackView", "Toolbar"])
        #expect(state.selectedViewName == nil)
        let lines = PlaygroundScreenTests.lines(state, 120, 36)
        let status = try #require(lines.first { $0.hasPrefix("in Toolbar: ") })
        #expect(status.contains("horizontal · equalSpacing · center · spacing 8"))
    }

    @Test func tabMovesThroughTheCurrentStacksViews() throws {
        var state = try Self.inToolbar()
        var selected: [String?] = []
        for _ in 0..<4 {
            state.press(.tab)
            selected.append(state.selectedViewName)
        }
        #expect(selected == ["Like", "Comment", "Share", "Like"])
        state.press(.backTab)
        #expect(state.selectedViewName == "Share")
    }

    @Test func stackKeysChangeTheNestedStackOnlyAsASolveFromScratchDoes() throws {
        var state = try Self.inToolbar()
        let outer = state.scene.stack
        state.press(.character("d"))
        let toolbar = try #require(state.scene.views[2].nested)
        #expect(toolbar.stack.distribution == .equalCentering)
        #expect(state.scene.stack == outer)
        #expect(state.message == "distribution: equalCentering")
        #expect(PlaygroundUserConstraintTests.frames(state) == PlaygroundUserConstraintTests.framesFromScratch(state.scene))
        let lines = PlaygroundScreenTests.lines(state, 120, 36)
        #expect(lines.contains { $0.hasPrefix("in Toolbar: horizontal · equalCentering") })
        for key: Character in ["x", "+", "a", "m", "0"] { state.press(.character(key)) }
        let edited = try #require(state.scene.views[2].nested)
        #expect(edited.stack.axis == .vertical && edited.stack.spacing == 12 && edited.stack.marginsRelative)
        #expect(edited.views[0].hidden && !state.scene.views[0].hidden)
        #expect(state.scene.stack == outer)
        #expect(PlaygroundUserConstraintTests.frames(state) == PlaygroundUserConstraintTests.framesFromScratch(state.scene))
        for _ in 0..<6 { state.press(.character("u")) }
        #expect(state.scene == (try Self.card()).scene)
    }

    @Test func viewKeysActOnTheCurrentStacksViews() throws {
        var state = try Self.inToolbar()
        Self.press([.tab, .right, .character(">"), .character("]")], on: &state)
        let toolbar = try #require(state.scene.views[2].nested)
        #expect(toolbar.views.map(\.name) == ["Comment", "Like", "Share"])
        #expect(toolbar.views[1].width == 42)
        #expect(toolbar.views[1].hugging.horizontal == 251)
        #expect(state.selectedViewName == "Like")
    }

    @Test func caretLeavesWithTheNestedStackSelected() throws {
        var state = try Self.inToolbar()
        state.press(.character("^"))
        #expect(state.currentStackName == "StackView")
        #expect(state.selectedViewName == "Toolbar")
        state.press(.character("^"))
        #expect(state.message == "already editing the outer stack")
        state.press(.character("d"))
        #expect(state.scene.stack.distribution == .fillEqually)
    }

    @Test func enterOnAViewThatIsNotAStackSaysSo() throws {
        var state = try Self.card()
        state.press(.tab)
        let before = state.document
        state.press(.enter)
        #expect(state.document == before)
        #expect(state.message == "Title is not a stack (N adds one)")
    }

    @Test func aNestedStackHasNoIntrinsicSizeToChange() throws {
        var state = try Self.card()
        Self.press([.backTab], on: &state)
        let before = state.scene
        for key in [Key.right, .character("i"), .character("f")] { state.press(key) }
        #expect(state.scene == before)
        #expect(state.message?.hasPrefix("Toolbar is a stack") == true)
    }

    @Test func nAndCapitalNPickNamesUnusedAtEveryDepth() throws {
        var state = try PlaygroundUserConstraintTests.example("labeled-form")
        state.press(.character("N"))
        state.press(.enter)
        #expect(state.current.views.count == 2)
        #expect(state.current.stack.axis == .horizontal)
        state.press(.character("n"))
        state.press(.character("^"))
        state.press(.character("N"))
        let names = state.scene.allViews.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count == 9 + 3 + 1 + 3)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SceneFile.save(state.scene, to: path)
        #expect(try SceneFile.load(path: path) == state.scene)
        for _ in 0..<3 { state.press(.character("u")) }
        #expect(state.scene == (try PlaygroundUserConstraintTests.example("labeled-form")).scene)
    }

    @Test func addingAViewInANestedStackChecksNamesAtEveryDepth() throws {
        var scene = Scene(views: [ArrangedView(name: "View1", width: 10, height: 10),
                                  .stack("Row", StackProperties(), views: [ArrangedView(name: "View2", width: 10, height: 10)])])
        scene.stack.spacing = 0
        var state = PlaygroundState(scene: scene, name: "names", animates: false)
        Self.press([.backTab, .enter, .character("n")], on: &state)
        let names = state.scene.allViews.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(state.current.views.count == 2)
    }

    @Test func deletingANestedStackDropsTheConstraintsNamingItsViews() throws {
        var state = try PlaygroundUserConstraintTests.example("labeled-form")
        #expect(state.userConstraints.count == 2)
        state.press(.tab)  // NameRow: both constraints name NameLabel
        state.press(.delete)
        #expect(state.userConstraints.isEmpty)
        #expect(state.scene.views.map(\.name) == ["EmailRow", "PhoneRow"])
        state.press(.character("u"))
        #expect(state.userConstraints.count == 2)
    }

    @Test func undoBringsBackTheStackAChangeWasMadeIn() throws {
        var state = try Self.inToolbar()
        state.press(.character("d"))
        state.press(.character("^"))
        state.press(.character("u"))
        #expect(state.currentStackName == "Toolbar")
        #expect(state.scene.views[2].nested?.stack.distribution == .equalSpacing)
    }
}

extension PlaygroundNestedStackTests {
    @Test func theStatusLinesOfANestedStackFitEveryWidth() throws {
        var state = try PlaygroundUserConstraintTests.example("labeled-form")
        Self.press([.tab, .enter], on: &state)
        for width in ScreenLayout.minimumWidth...160 {
            let screen = ScreenLayout(state, width: width, height: 40, ascii: false)
            let lines = screen.status.map(\.text)
            #expect(!lines.isEmpty && lines.count <= 3, "width \(width)")
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width): \(lines)")
            #expect(lines.first?.hasPrefix("in NameRow:") == true, "width \(width)")
        }
    }

    /// Entering a nested stack puts its name before the status (`in NameRow: …`), and its
    /// settings differ from the outer stack's; the status keeps its rows all the same, so the
    /// drawing does not grow or shrink as a class watches the teacher go in and out.
    @Test func enteringOrLeavingANestedStackNeverMovesTheDrawing() throws {
        for name in ["card", "labeled-form"] {
            let outer = try PlaygroundUserConstraintTests.example(name)
            let paths = outer.scene.stackPaths
            #expect(paths.count > 1, "\(name) has nested stacks")
            for width in stride(from: ScreenLayout.minimumWidth, through: 160, by: 2) {
                let drawing = ScreenLayout(outer, width: width, height: 24, ascii: false).drawing
                for path in paths.dropFirst() {
                    var inside = outer
                    inside.document.stackPath = path
                    for keys in ["", "a", "dd", "x", "m"] {
                        let state = PlaygroundScreenTests.after(keys, from: inside)
                        let layout = ScreenLayout(state, width: width, height: 24, ascii: false)
                        #expect(layout.drawing == drawing, "\(name) at \(width) columns in \(path) after \"\(keys)\"")
                        #expect(layout.status.allSatisfy { $0.text.count <= width })
                    }
                }
            }
        }
    }

    /// Editing a hidden nested stack says it is hidden (its changes still move the views its
    /// constraints tie to), and hiding it does not take a row from the drawing.
    @Test func theStatusSaysTheStackBeingEditedIsHidden() throws {
        let outer = try PlaygroundUserConstraintTests.example("labeled-form")
        var inside = outer
        inside.document.stackPath = try #require(outer.scene.stackPaths.dropFirst().first { path in
            outer.scene.stackNames(along: path).last == "EmailRow"
        })
        for width in stride(from: ScreenLayout.minimumWidth, through: 160, by: 3) {
            let shown = ScreenLayout(inside, width: width, height: 24, ascii: false)
            var hidden = inside
            hidden.document.scene.views[1].hidden = true
            let layout = ScreenLayout(hidden, width: width, height: 24, ascii: false)
            #expect(shown.status.first?.text.hasPrefix("in EmailRow: ") == true, "\(width)")
            #expect(layout.status.first?.text.hasPrefix("in EmailRow (hidden): ") == true, "\(width): \(layout.status.map(\.text))")
            #expect(layout.status.count <= shown.status.count || layout.drawing == shown.drawing, "\(width)")
            #expect(ScreenLayout(outer, width: width, height: 24, ascii: false).drawing.height == layout.drawing.height, "\(width)")
        }
    }

    /// `:select` and `:hide` / `:show` name views at any depth, as the README says names are
    /// unique at every depth: selecting one edits its stack, hiding one leaves the stack being
    /// edited as it is. (Both said the view was not among the outer stack's.)
    @Test func commandsNameViewsAtAnyDepth() throws {
        var state = try PlaygroundUserConstraintTests.example("labeled-form")
        CommandLineTests.run("select NameLabel", on: &state)
        #expect(state.scene.stackNames(along: state.document.stackPath).last == "NameRow")
        #expect(state.selectedViewName == "NameLabel")
        #expect(state.message?.hasSuffix("· in NameRow") == true, "\(state.message ?? "")")
        var outer = try PlaygroundUserConstraintTests.example("labeled-form")
        CommandLineTests.run("hide EmailField", on: &outer)
        #expect(outer.document.stackPath.isEmpty)
        #expect(outer.scene.allViews.first { $0.name == "EmailField" }?.hidden == true)
        #expect(outer.message == "EmailField hidden")
        #expect(outer.layout.frame(of: "EmailField").map { abs($0.width) < 0.01 } == true)
        CommandLineTests.run("show EmailField", on: &outer)
        #expect(outer.scene.allViews.first { $0.name == "EmailField" }?.hidden == false)
        outer.press(.character("u"))
        #expect(outer.message == "undone: EmailRow: EmailField hidden (1 more)")
    }

    /// Tab completes the names of views at any depth for the commands that take them.
    @Test func tabCompletesNamesOfNestedViews() throws {
        var state = try PlaygroundUserConstraintTests.example("card")
        _ = state.press(.character(":"))
        for character in "select Sh" { _ = state.press(.character(character)) }
        _ = state.press(.tab)
        #expect(state.ui.command?.text == "select Share ")
        _ = state.press(.enter)
        #expect(state.selectedViewName == "Share")
    }

    /// `s` inside a nested stack sizes the outer stack (a nested stack's size comes from its
    /// views), and says so.
    @Test func sInsideANestedStackSaysItSizesTheOuterStack() throws {
        var state = try PlaygroundUserConstraintTests.example("card")
        state.press(.end)
        state.press(.enter)
        #expect(!state.document.stackPath.isEmpty)
        let before = (state.scene.stack.width, state.scene.stack.height)
        state.press(.character("s"))
        #expect(state.scene.stack.width != before.0 || state.scene.stack.height != before.1)
        #expect(state.message?.hasPrefix("outer stack ") == true, "\(state.message ?? "")")
    }

    /// The rows the status keeps are used before a setting is left out: the direction, the
    /// first part to go, is on screen whenever a kept row is blank.
    @Test func noSettingIsLeftOutWhileAKeptRowStaysBlank() throws {
        var blankRowsSeen = 0
        for name in ["card", "labeled-form", "seed"] {
            let outer = try PlaygroundUserConstraintTests.example(name)
            for path in outer.scene.stackPaths {
                var state = outer
                state.document.stackPath = path
                for width in ScreenLayout.minimumWidth...120 {
                    let rows = StatusLine.rows(editing: state, width: width, text: .forASCII(false))
                    let lines = ScreenLayout(state, width: width, height: 24, ascii: false).status.map(\.text)
                    guard lines.count < rows else { continue }
                    blankRowsSeen += 1
                    #expect(lines.joined().contains("LTR"), "\(name) \(path) at \(width): \(lines) in \(rows) rows")
                }
            }
        }
        #expect(blankRowsSeen > 0, "a kept row stays blank somewhere, or the test checks nothing")
    }

    @Test func theWhyPanelExplainsTheStackBeingEditedWhenNoViewIsSelected() throws {
        var state = try Self.inToolbar()
        #expect(state.explainedItem == "Toolbar")
        state.press(.tab)
        #expect(state.explainedItem == "Like")
    }
}

extension PlaygroundNestedStackTests {
    @Test func aNestedStackEmptiedByDeletingStillSavesAndLoads() throws {
        var state = try Self.inToolbar()
        for _ in 0..<3 { Self.press([.tab, .delete], on: &state) }
        #expect(state.current.views.isEmpty)
        state.press(.tab)
        #expect(state.message == "no arranged views: n adds one")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("empty-nested-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SceneFile.save(state.scene, to: path)
        #expect(try SceneFile.load(path: path) == state.scene)
        state.press(.character("n"))
        #expect(state.current.views.map(\.name) == ["View3"])
    }
}

extension PlaygroundNestedStackTests {
    @Test func aSelectedNestedStackLeavesItsViewsInSight() throws {
        var state = try Self.card()
        let unselected = PlaygroundScreenTests.lines(state, 100, 34).joined(separator: "\n")
        state.press(.backTab)
        #expect(state.selectedViewName == "Toolbar")
        let text = PlaygroundScreenTests.lines(state, 100, 34).joined(separator: "\n")
        for name in ["Like", "Comment", "Share"] {
            #expect(unselected.contains(name) && text.contains(name), "\(name)")
        }
    }
}

extension PlaygroundNestedStackTests {
    /// Every nested stack of every example, every distribution and alignment: editing it in
    /// the playground gives the frames a fresh solve of the edited scene gives.
    @Test(arguments: Examples.all.filter { $0.scene.hasNestedStacks }.map { $0.name })
    func editingANestedStackEqualsSolvingFromScratch(example: String) throws {
        let start = try PlaygroundUserConstraintTests.example(example)
        for index in start.scene.views.indices where start.scene.views[index].nested != nil {
            var state = start
            _ = state.update(.select(viewAt: index))
            _ = state.update(.enterNestedStack)
            #expect(state.currentStackName == start.scene.views[index].name)
            for step in 0..<(Distribution.allCases.count * Alignment.allCases.count) {
                _ = state.update(.cycleDistribution(by: 1))
                if step % Distribution.allCases.count == 0 { _ = state.update(.cycleAlignment(by: 1)) }
                #expect(PlaygroundUserConstraintTests.frames(state) == PlaygroundUserConstraintTests.framesFromScratch(state.scene),
                        "\(example) \(state.currentStackName) step \(step)")
                #expect(state.scene.stack == start.scene.stack)
            }
        }
    }
}

extension PlaygroundNestedStackTests {
    @Test func theKeyLineSaysHowToBackOutOfANestedStack() throws {
        var state = try Self.card()
        #expect(PlaygroundScreenTests.lines(state, 120, 36).last?.contains("^ out") == false)
        state = try Self.inToolbar()
        #expect(PlaygroundScreenTests.lines(state, 120, 36).last?.contains("^ out") == true)
        state.press(.tab)
        #expect(PlaygroundScreenTests.lines(state, 120, 36).last?.contains("^ out") == true)
    }
}
