import Playground
import StackLayout
import Testing

/// The command line (`:`): exact values typed in, each one action and one undo step, bad
/// input refused with what was expected.
@Suite("Command line")
struct CommandLineTests {
    static func seed() -> PlaygroundState {
        PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
    }

    /// Types `:` and `command`, then Enter; returns the effects.
    @discardableResult
    static func run(_ command: String, on state: inout PlaygroundState) -> [PlaygroundEffect] {
        _ = state.press(.character(":"))
        for character in command { _ = state.press(.character(character)) }
        return state.press(.enter)
    }

    /// A nested stack has no intrinsic size, baselines or content priorities of its own (the
    /// scene format keeps none for it): the commands gave it them, drawn (an intrinsic size
    /// changed the form's height) but gone once saved, while the keys refused. Both refuse,
    /// with the same words, and change nothing.
    @Test(arguments: ["intrinsic 50x50", "hugging 300", "cr 300", "baseline first 10", "[", "{", "i", "f"])
    func aNestedStackTakesNoContentSizeBaselineOrPriority(input: String) throws {
        var state = PlaygroundState(scene: try #require(Examples.named("labeled-form")).scene, name: "labeled-form", animates: false)
        _ = state.press(.tab)
        #expect(state.selectedViewName == "NameRow")
        let before = state.scene
        if input.count == 1 {
            _ = state.press(.character(Character(input)))
        } else {
            Self.run(input, on: &state)
        }
        #expect(state.scene == before, "\(input)")
        #expect(state.message?.hasSuffix("NameRow is a stack: its size, baselines and priorities come from its views (Enter edits them)") == true, "\(input): \(state.message ?? "")")
    }

    @Test func widthSetsTheStacksWidthAsOneUndoStep() throws {
        var state = Self.seed()
        Self.run("width 375", on: &state)
        #expect(state.ui.command == nil)
        #expect(state.scene.stack.width == 375 && state.scene.stack.height == nil)
        #expect(state.layout.frame(of: LayoutItem.stackView)?.width == 375)
        #expect(state.message == "stack 375 pt wide, height unsized")
        _ = state.press(.character("u"))
        #expect(state.scene.stack.width == nil)
        #expect(state.message == "undone: width 375 → none (0 more)")
    }

    /// What each stack command leaves in the scene.
    static func stackCommandHolds(_ command: String, _ s: Scene) -> Bool {
        switch command {
        case "spacing 12": return s.stack.spacing == 12
        case "spacing -4.5": return s.stack.spacing == -4.5
        case "height 600": return s.stack.height == 600 && s.stack.width == nil
        case "size 390x844": return s.stack.width == 390 && s.stack.height == 844
        case "size 390×844": return s.stack.width == 390 && s.stack.height == 844
        case "distribution equalCentering": return s.stack.distribution == .equalCentering
        case "alignment center": return s.stack.alignment == .center
        case "alignment top": return s.stack.alignment == .leading
        case "axis vertical": return s.stack.axis == .vertical
        case "margins 16": return s.stack.margins == Margins(top: 16, leading: 16, bottom: 16, trailing: 16)
        case "add Label 80x20":
            return s.views.map(\.name) == ["Subview0", "Label", "Subview1", "Subview2"] && s.views[1].width == 80 && s.views[1].height == 20
        case "add Label": return s.views[1].name == "Label" && s.views[1].width == 60 && s.views[1].height == 60
        case "hide Subview2": return s.views[2].hidden
        case "hide #1": return s.views[1].hidden
        default: return false
        }
    }

    @Test(arguments: ["spacing 12", "spacing -4.5", "height 600", "size 390x844", "size 390×844", "distribution equalCentering",
                      "alignment center", "alignment top", "axis vertical", "margins 16", "add Label 80x20", "add Label",
                      "hide Subview2", "hide #1"])
    func stackCommands(command: String) {
        var state = Self.seed()
        _ = state.press(.tab)  // Subview0 selected
        Self.run(command, on: &state)
        #expect(Self.stackCommandHolds(command, state.scene), "\(command): \(state.scene)")
        #expect(state.history.past.count == 1, "one undo step")
        #expect(state.ui.messageIsWarning == false, "\(state.message ?? "")")
    }

    @Test func sizeNoneUnsizesBothAxes() {
        var state = PlaygroundState(scene: RenderTestSupport.seed { $0.width = 300; $0.height = 200 }, name: "seed")
        Self.run("size none", on: &state)
        #expect(state.scene.stack.width == nil && state.scene.stack.height == nil)
    }

    /// What each of the selected view's commands leaves in it (Subview1) and the scene.
    static func viewCommandHolds(_ command: String, _ v: ArrangedView, _ s: Scene) -> Bool {
        switch command {
        case "hugging 249": return v.hugging.horizontal == 249 && v.hugging.vertical == 250
        case "hugging vertical 249": return v.hugging.vertical == 249 && v.hugging.horizontal == 250
        case "cr 751": return v.compressionResistance.horizontal == 751
        case "cr vertical 10": return v.compressionResistance.vertical == 10
        case "intrinsic 80x20": return v.width == 80 && v.height == 20
        case "intrinsic none": return v.width == nil && v.height == nil
        case "intrinsic 80xnone": return v.width == 80 && v.height == nil
        case "custom 4": return s.stack.customSpacing["Subview1"] == 4
        case "baseline first 12": return v.baselines?.first == 12
        case "baseline last 3": return v.baselines?.last == 3
        case "rename Title": return v.name == "Title" && !s.views.contains { $0.name == "Subview1" }
        default: return false
        }
    }

    @Test(arguments: ["hugging 249", "hugging vertical 249", "cr 751", "cr vertical 10", "intrinsic 80x20", "intrinsic none",
                      "intrinsic 80xnone", "custom 4", "baseline first 12", "baseline last 3", "rename Title"])
    func selectedViewCommands(command: String) {
        var state = Self.seed()
        Self.run("select Subview1", on: &state)
        #expect(state.selectedViewName == "Subview1")
        Self.run(command, on: &state)
        #expect(Self.viewCommandHolds(command, state.scene.views[1], state.scene), "\(command): \(state.scene.views[1])")
        #expect(state.history.past.count == 1, "one undo step")
        _ = state.press(.character("u"))
        #expect(state.scene == RenderTestSupport.seed())
    }

    @Test func customDefaultRemovesTheCustomSpacingAndRenameKeepsIt() {
        var state = Self.seed()
        Self.run("select Subview0", on: &state)
        Self.run("custom 4", on: &state)
        Self.run("rename Title", on: &state)
        #expect(state.scene.stack.customSpacing == ["Title": 4])
        Self.run("custom default", on: &state)
        #expect(state.scene.stack.customSpacing.isEmpty)
        #expect(state.message == "no custom spacing after Title")
    }

    /// The commands are the keys' actions: the same scene either way.
    @Test func commandsAndKeysAgree() {
        var byKeys = Self.seed(), byCommands = Self.seed()
        for key: Key in [.character("d"), .character("a"), .character("a"), .character("+"), .character("M"), .character("x"), .character("1")] {
            _ = byKeys.press(key)
        }
        for command in ["distribution fillEqually", "alignment top", "alignment center", "spacing 4", "margins 16", "axis vertical", "hide Subview1"] {
            Self.run(command, on: &byCommands)
        }
        #expect(byKeys.scene == byCommands.scene)
        #expect(byKeys.layout == byCommands.layout)
    }

    /// Bad input: the info line says what was expected, and nothing changes.
    @Test(arguments: [
        ("spacing", "expected :spacing N"),
        ("spacing twelve", "expected a number of points"),
        ("spacing 1e99", "expected a number of points (within ±10000000)"),
        ("width -3", "expected a length of 0 points or more"),
        ("size 390", "expected a size WxH such as 390x844"),
        ("distribution fillSomehow", "expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering"),
        ("hugging 249", "expected a selected view (Tab, or :select NAME)"),
        ("frobnicate 3", "unknown command; expected one of spacing, width,"),
        ("hide Nobody", "no view \"Nobody\"; expected one of Subview0, Subview1, Subview2 (or #0–#2)"),
        ("select Subview9", "no view \"Subview9\"; did you mean Subview0? expected one of"),
        ("add Subview0", "there is already a view named \"Subview0\""),
        ("add 9lives", "expected a name matching [A-Za-z_][A-Za-z0-9_-]*"),
        ("add StackView", "reserved"),
        ("save", "expected :save FILE"),
    ])
    func badInputChangesNothing(command: String, expected: String) {
        var state = Self.seed()
        let before = state
        #expect(Self.run(command, on: &state).isEmpty)
        #expect(state.document == before.document)
        #expect(state.history == before.history)
        #expect(state.message?.hasPrefix(":" + command + ": ") == true)
        #expect(state.message?.contains(expected) == true, "\(state.message ?? "")")
        let info = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false).lines().joined(separator: "\n")
        #expect(info.contains(String(expected.prefix(30))), "the info line shows it")
    }

    /// A command that would leave things as they are changes nothing, takes no step of undo
    /// and says so: renaming a view to its own name said "Subview0 is now Subview0", showing a
    /// shown view said "Subview0 shown", and each took a step.
    @Test(arguments: [
        ("rename Subview0", ":rename Subview0: Subview0 is already called that"),
        ("show Subview0", "Subview0 is already shown"),
    ])
    func aCommandThatChangesNothingSaysSo(command: String, message: String) {
        var state = Self.seed()
        Self.run("select Subview0", on: &state)
        let before = state
        Self.run(command, on: &state)
        #expect(state.document == before.document && state.history == before.history)
        #expect(state.message == message)
    }

    @Test func escCancelsAndUpRecallsTheHistory() {
        var state = Self.seed()
        Self.run("spacing 8", on: &state)
        Self.run("spacing 12", on: &state)
        _ = state.press(.character(":"))
        _ = state.press(.character("w"))
        _ = state.press(.escape)
        #expect(state.ui.command == nil)
        #expect(state.scene.stack.spacing == 12, "Esc ran nothing")
        _ = state.press(.character(":"))
        _ = state.press(.up)
        #expect(state.ui.command?.text == "spacing 12")
        _ = state.press(.up)
        _ = state.press(.up)
        #expect(state.ui.command?.text == "spacing 8", "the oldest stays")
        _ = state.press(.down)
        _ = state.press(.down)
        #expect(state.ui.command?.text == "", "past the newest: a new line")
        _ = state.press(.up)
        _ = state.press(.backspace)
        _ = state.press(.character("6"))
        _ = state.press(.enter)
        #expect(state.scene.stack.spacing == 16)
        _ = state.press(.character(":"))
        _ = state.press(.backspace)
        #expect(state.ui.command == nil, "Backspace on an empty line closes it")
    }

    @Test func tabCompletesCommandsViewNamesAndValues() {
        var state = Self.seed()
        _ = state.press(.character(":"))
        for character in "dis" { _ = state.press(.character(character)) }
        _ = state.press(.tab)
        #expect(state.ui.command?.text == "distribution ")
        for character in "equalC" { _ = state.press(.character(character)) }
        _ = state.press(.tab)
        #expect(state.ui.command?.text == "distribution equalCentering ")
        _ = state.press(.controlU)
        for character in "hide S" { _ = state.press(.character(character)) }
        _ = state.press(.tab)
        #expect(state.ui.command?.text == "hide Subview", "as far as the names agree")
        _ = state.press(.tab)
        #expect(state.ui.command?.choices == ["Subview0", "Subview1", "Subview2"])
        let line = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false).lines()
        #expect(line.contains { $0.hasPrefix(":hide Subview▏  Subview0 Subview1 Subview2") }, "\(line.suffix(4))")
        _ = state.press(.character("2"))
        _ = state.press(.enter)
        #expect(state.scene.views[2].hidden)
    }

    @Test func saveAndOpenAreEffectsForTheDriver() {
        var state = Self.seed()
        _ = state.update(.openCommandLine)
        for character in "save  ~/a scene.json " { _ = state.update(.commandInsert(character)) }
        #expect(state.update(.commandSubmit) == [.save(state.scene, to: "~/a scene.json")], "the rest of the line is the file's name")
        var other = Self.seed()
        _ = other.press(.character(":"))
        for character in "open ~/x.json" { _ = other.press(.character(character)) }
        #expect(other.press(.enter) == [.open("~/x.json")])
        var opened = RenderTestSupport.seed()
        opened.stack.axis = .vertical
        _ = other.update(.opened(opened, path: "/tmp/x.json"))
        #expect(other.scene == opened)
        #expect(other.file == "/tmp/x.json" && other.name == "/tmp/x.json")
        #expect(!other.hasUnsavedChanges)
        _ = other.press(.character("u"))
        #expect(other.scene == opened, "the opened file starts its own history: u has nothing to undo")
        #expect(other.file == "/tmp/x.json")
        // With unsaved changes, opening is refused and nothing is lost.
        _ = other.update(.cycleDistribution(by: 1))
        #expect(other.update(.open("/tmp/z.json")) == [])
        #expect(other.message?.hasPrefix("unsaved changes") == true)
        #expect(other.scene.stack.distribution == .fillEqually)
        _ = other.update(.openFailed(path: "/tmp/y.json", reason: "/tmp/y.json: no such file"))
        #expect(other.message == "not opened: /tmp/y.json: no such file")
    }

    @Test func theKeyLineShowsTheCommandLinesKeys() {
        var state = Self.seed()
        _ = state.press(.character(":"))
        let keyLine = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false).lines().last ?? ""
        #expect(keyLine == "Enter run  Esc cancel  Up/Dn history  Tab complete")
    }
}

/// The README lists every command as the code defines it.
@Suite("Command line in the README")
struct CommandLineReadmeTests {
    @Test func theReadmeTableIsTheCommands() {
        #expect(KeyMapTests.readme.contains(PlaygroundCommand.manualTable + "\n"), "README.md should have:\n\(PlaygroundCommand.manualTable)")
    }
}
