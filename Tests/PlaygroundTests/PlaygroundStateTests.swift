import Playground
import StackLayout
import Testing

/// Keys in, state out: every key of the playground changes the scene it names, solves it
/// again, and says what it did.
@Suite("Playground keys")
struct PlaygroundStateTests {
    static func seed() -> PlaygroundState {
        PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
    }

    /// Sends each character of `keys` and returns the outcomes.
    @discardableResult
    static func press(_ keys: String, on state: inout PlaygroundState) -> [[PlaygroundEffect]] {
        keys.map { state.press(.character($0)) }
    }

    static func frame(_ name: String, in state: PlaygroundState) -> Frame? {
        state.layout.frame(of: name)
    }

    @Test func dCyclesTheFiveDistributionsAndDGoesBack() {
        var state = Self.seed()
        var seen: [Distribution] = []
        for _ in 0..<5 {
            #expect(state.press(.character("d")) == [.animate], "the layout changes: the driver animates it")
            seen.append(state.scene.stack.distribution)
        }
        #expect(seen == [.fillEqually, .fillProportionally, .equalSpacing, .equalCentering, .fill])
        Self.press("D", on: &state)
        #expect(state.scene.stack.distribution == .equalCentering)
        #expect(state.message == "distribution: equalCentering")
    }

    @Test func fillEquallyMakesTheViewsEquallyWide() throws {
        var state = Self.seed()
        Self.press("d", on: &state)
        let widths = try ["Subview0", "Subview1", "Subview2"].map { try #require(Self.frame($0, in: state)).width }
        #expect(abs(widths[0] - widths[1]) < 1e-6 && abs(widths[1] - widths[2]) < 1e-6)
    }

    @Test func aCyclesTheSixAlignmentsNamedForTheAxis() {
        var state = Self.seed()
        var names: [String] = []
        for _ in 0..<6 {
            Self.press("a", on: &state)
            names.append(state.scene.stack.alignment.name(on: .horizontal))
        }
        #expect(names == ["top", "center", "bottom", "firstBaseline", "lastBaseline", "fill"])
        Self.press("a", on: &state)
        #expect(state.message == "alignment: top")
        Self.press("x", on: &state)
        Self.press("A", on: &state)
        Self.press("a", on: &state)
        #expect(state.message == "alignment: leading", "a vertical stack says leading")
    }

    @Test func topAlignmentKeepsEachViewItsOwnHeight() throws {
        var state = Self.seed()
        Self.press("a", on: &state)
        #expect(try #require(Self.frame("Subview2", in: state)).height == 50)
        #expect(try #require(Self.frame("Subview2", in: state)).y == 0)
    }

    @Test func xFlipsTheAxisAndTheViewsStack() throws {
        var state = Self.seed()
        Self.press("x", on: &state)
        #expect(state.scene.stack.axis == .vertical)
        let first = try #require(Self.frame("Subview0", in: state))
        let second = try #require(Self.frame("Subview1", in: state))
        #expect(second.y == first.y + first.height)
        #expect(second.x == first.x)
        Self.press("x", on: &state)
        #expect(state.scene.stack.axis == .horizontal)
    }

    @Test func plusAndMinusChangeTheSpacingPastZero() throws {
        var state = Self.seed()
        Self.press("+", on: &state)
        #expect(state.scene.stack.spacing == PlaygroundState.spacingStep)
        #expect(try #require(Self.frame("Subview1", in: state)).x == 160 + PlaygroundState.spacingStep)
        Self.press("=", on: &state)
        #expect(state.scene.stack.spacing == 2 * PlaygroundState.spacingStep, "= is + without Shift")
        Self.press("----", on: &state)
        #expect(state.scene.stack.spacing == -2 * PlaygroundState.spacingStep)
        #expect(try #require(Self.frame("Subview1", in: state)).x == 160 - 2 * PlaygroundState.spacingStep, "views overlap")
        #expect(state.message == "spacing -8")
    }

    @Test func digitsHideAndShowTheirView() throws {
        var state = Self.seed()
        #expect(state.press(.character("1")) == [.animate])
        #expect(state.hiddenViewNames == ["Subview1"])
        #expect(state.message == "Subview1 hidden")
        #expect(try #require(Self.frame("Subview2", in: state)).x == 160, "the hidden view leaves no gap")
        Self.press("1", on: &state)
        #expect(state.hiddenViewNames.isEmpty)
        #expect(state.message == "Subview1 shown")
    }

    /// A digit hides the view whose box shows that number: keys, labels (`#N` on a box too
    /// small for its name) and names (`Subview0`) all count from 0.
    @Test func digitNHidesTheViewLabelledN() throws {
        for digit in 0...2 {
            var state = Self.seed()
            let lines = PlaygroundScreen.render(state, width: 60, height: 16, color: false, ascii: false).lines()
            let labelled = state.scene.views.indices.filter { index in
                lines.contains { $0.contains("#\(index)") || $0.contains(state.scene.views[index].name) }
            }
            #expect(labelled.count == 3)
            #expect(lines.contains { $0.contains("#\(digit)") || $0.contains("Subview\(digit)") })
            Self.press(String(digit), on: &state)
            #expect(state.hiddenViewNames == [state.scene.views[digit].name], "key \(digit)")
            #expect(state.message == "Subview\(digit) hidden")
            let after = PlaygroundScreen.render(state, width: 60, height: 16, color: false, ascii: false).lines().dropLast(4)
            #expect(!after.contains { $0.contains("#\(digit)") }, "the box labelled #\(digit) is gone")
        }
        var moved = Self.seed()
        moved.press(.tab)
        moved.press(.character(">"))
        #expect(moved.message == "Subview0 is now #1", "messages count the same way")
    }

    @Test func digitsPastTheLastViewChangeNothingButSaySo() {
        var state = Self.seed()
        let before = state
        #expect(state.press(.character("3")).isEmpty)
        #expect(state.press(.character("9")).isEmpty)
        #expect(state.message == "there is no view #9: the views are #0–#2")
        #expect(state.scene == before.scene && state.layout == before.layout && state.history.past.isEmpty)
    }

    @Test func mTogglesMarginsAndMCyclesTheirSize() throws {
        var state = Self.seed()
        Self.press("m", on: &state)
        #expect(state.scene.stack.marginsRelative)
        #expect(try #require(Self.frame("Subview0", in: state)).x == 8)
        var sizes: [Double] = []
        for _ in PlaygroundState.marginSizes {
            Self.press("M", on: &state)
            sizes.append(state.scene.stack.margins.top)
        }
        #expect(sizes == [16, 24, 0, 8])
        Self.press("M", on: &state)
        #expect(try #require(Self.frame("Subview0", in: state)).x == 16)
        Self.press("m", on: &state)
        #expect(try #require(Self.frame("Subview0", in: state)).x == 0)
    }

    @Test func bAndRToggleBaselineAndDirection() throws {
        var state = Self.seed()
        Self.press("b", on: &state)
        #expect(state.scene.stack.baselineRelative)
        Self.press("r", on: &state)
        #expect(state.scene.stack.layoutDirection == .rightToLeft)
        #expect(try #require(Self.frame("Subview0", in: state)).x == 120, "the first view is on the right")
        Self.press("br", on: &state)
        #expect(!state.scene.stack.baselineRelative)
        #expect(state.scene.stack.layoutDirection == .leftToRight)
    }

    @Test(arguments: [Key.character("q"), .escape, .controlC])
    func quitKeys(key: Key) {
        var state = Self.seed()
        #expect(state.press(key) == [.quit])
    }

    /// Esc backs out of one thing a press, the innermost first — the why panel, the
    /// constraints panel, the gallery, the selection, a nested stack — and quits only once
    /// nothing is open: closing a panel in front of a class never ends the playground.
    @Test func escBacksOutOfWhatIsOpenBeforeItQuits() throws {
        var state = try PlaygroundUserConstraintTests.example("labeled-form")
        for key: Key in [.tab, .enter, .tab, .character("G"), .character("c")] { state.press(key) }
        #expect(!state.document.stackPath.isEmpty && state.document.validSelection != nil && state.ui.gallery != nil && state.ui.showPanel)
        let left = state.currentStackName
        let open: [(String, (PlaygroundState) -> Bool)] = [
            ("the constraints panel", { $0.ui.showPanel }),
            ("the gallery", { $0.ui.gallery != nil }),
            ("the selection", { $0.document.validSelection != nil && !$0.document.stackPath.isEmpty }),
            ("the nested stack", { !$0.document.stackPath.isEmpty }),
            ("the nested stack's selection", { $0.document.validSelection != nil }),
        ]
        for (what, isOpen) in open {
            #expect(isOpen(state), "\(what) is open")
            #expect(state.press(.escape).isEmpty, "Esc closes \(what) rather than quitting")
            #expect(!isOpen(state), "Esc closed \(what)")
            if what == "the nested stack" { #expect(state.selectedViewName == left, "leaving selects the stack left") }
        }
        #expect(state.press(.escape) == [.quit], "with nothing open, Esc quits")
        var why = Self.seed()
        Self.press("cy", on: &why)
        #expect(why.press(.escape).isEmpty && !why.ui.panelOpen, "the why panel closes")
        #expect(why.press(.escape) == [.quit])
    }

    /// The key line says `Esc back` exactly while Esc backs out of something instead of
    /// quitting, so that a learner who opened a panel sees how to close it.
    @Test func theKeyLineSaysEscBacksOutWhileItDoes() throws {
        var state = try PlaygroundUserConstraintTests.example("labeled-form")
        for key: Key in [.tab, .enter, .tab, .character("G"), .character("y")] { state.press(key) }
        var steps = 0
        while steps < 10 {
            let keyLine = PlaygroundScreenTests.lines(state, 200, 50).last ?? ""
            let effects = state.press(.escape)
            let quits = effects == [.quit] || state.ui.quitRequested
            #expect(keyLine.contains("Esc back") == !quits, "\(keyLine)")
            if quits { break }
            steps += 1
        }
        #expect(steps == 5, "the why panel, the gallery, two selections and the nested stack")
        // The help says how it closes itself: the key line does not change under it.
        let seed = Self.seed()
        let helpOpen = PlaygroundScreenTests.after("?", from: seed)
        #expect(PlaygroundScreenTests.lines(helpOpen, 200, 50).last == PlaygroundScreenTests.lines(seed, 200, 50).last)
    }

    /// A digit for a view the stack does not have says so, rather than only clearing the
    /// info line; the warning before quitting names Esc only where Esc would quit next, and
    /// Ctrl-C, which quits as q does.
    @Test func keysThatCannotActSaySo() throws {
        var state = Self.seed()
        #expect(state.press(.character("5")).isEmpty)
        #expect(state.message == "there is no view #5: the views are #0–#2")
        #expect(state.scene == Self.seed().scene)
        state.press(.character("d"))
        state.press(.character("c"))
        #expect(state.press(.character("q")).isEmpty)
        #expect(state.message == "unsaved changes: w saves, q or Ctrl-C again quits", "Esc would close the panel")
        #expect(state.press(.escape).isEmpty && !state.ui.showPanel)
        #expect(state.press(.character("q")).isEmpty)
        #expect(state.message == "unsaved changes: w saves, q, Esc or Ctrl-C again quits")
        #expect(state.press(.escape) == [.quit])
        // With the help open, Esc closes the help: the warning says q.
        var help = state
        help.press(.character("?"))
        #expect(help.press(.character("q")).isEmpty)
        #expect(help.message == "unsaved changes: w saves, q or Ctrl-C again quits")
        // Ctrl-C, as named, quits after its own warning.
        var interrupted = Self.seed()
        interrupted.press(.character("d"))
        #expect(interrupted.press(.controlC).isEmpty)
        #expect(interrupted.message == "unsaved changes: w saves, q, Esc or Ctrl-C again quits")
        #expect(interrupted.press(.controlC) == [.quit])
    }

    /// Undo and redo say what they took back or brought back, not only how many remain.
    @Test func undoAndRedoSayWhatChanged() {
        var state = Self.seed()
        for key in "d1+" { state.press(.character(key)) }
        let expected = ["undone: spacing 4 → 0 (2 more)", "undone: Subview1 shown (1 more)", "undone: distribution fillEqually → fill (0 more)"]
        for message in expected {
            state.press(.character("u"))
            #expect(state.message == message)
        }
        state.press(.character("U"))
        #expect(state.message == "redone: distribution fill → fillEqually (2 more)")
    }

    /// `W` opens the prompt with the scene's file name selected: the first character typed
    /// replaces it (typing after it saved to `sc2.jsonsc3.json`), an editing key edits it,
    /// and the screen shows it selected.
    @Test func saveAsOpensWithTheFileNameSelected() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "sc2.json", file: "sc2.json", animates: false)
        _ = state.update(.saveAs)
        #expect(state.ui.prompt == "sc2.json" && state.ui.promptSelected)
        let screen = PlaygroundScreen.render(state, width: 100, height: 30, color: false, ascii: false)
        let lines = screen.lines()
        let row = lines.firstIndex { $0.hasPrefix("save to: sc2.json") }
        #expect(row != nil && lines[row ?? 0].contains("typing replaces"), "\(lines.joined(separator: "\n"))")
        #expect(screen[9, row ?? 0].style.reverse)
        for character in "sc3.json" { _ = state.update(.promptInsert(character)) }
        #expect(state.ui.prompt == "sc3.json" && !state.ui.promptSelected)
        _ = state.update(.promptCancel)
        _ = state.update(.saveAs)
        _ = state.update(.promptDeleteBackward)
        _ = state.update(.promptInsert("N"))
        #expect(state.ui.prompt == "sc2.jsoN")
        _ = state.update(.promptCancel)
        var unnamed = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        _ = unnamed.update(.saveAs)
        #expect(unnamed.ui.prompt == "" && !unnamed.ui.promptSelected)
        // End (or →) keeps the name to type after it: it went at the next character.
        _ = state.update(.saveAs)
        for key: Key in [.end, .character("x")] { state.press(key, width: 100, height: 30) }
        #expect(state.ui.prompt == "sc2.jsonx")
    }

    /// The question before writing over a file: its name is not selected (`w` pressed again
    /// to confirm, as `q` is, replaced it with `w` and saved to a file of that name), and where
    /// a long name leaves no room for the hint beside it, the question is said above the
    /// prompt (it was not said at all, and one Enter wrote over the other version).
    @Test(arguments: [ReplaceReason.changedSinceRead, .anotherFile])
    func theReplaceQuestionIsSaidWhateverTheNamesLength(reason: ReplaceReason) {
        let long = "a_rather_long_directory_name/another_level/my-scene-file-name.json"
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: long, file: long, animates: false)
        _ = state.update(.saveWouldReplace(path: long, reason: reason))
        #expect(!state.ui.promptSelected)
        let lines = PlaygroundScreen.render(state, width: 80, height: 24, color: false, ascii: false).lines()
        let said = reason == .changedSinceRead ? "changed on disk" : "is there already"
        #expect(lines.joined(separator: " ").contains(said), "\(lines.joined(separator: "\n"))")
        _ = state.update(.promptInsert("w"))
        #expect(state.ui.prompt == long + "w")
    }

    /// Alignments are named as the status line names them on the stack's axis: on the
    /// horizontal seed `a` gives `top`, and undo said `alignment leading → fill`.
    @Test func undoNamesAlignmentsAsTheStatusLineDoes() {
        var state = Self.seed()
        state.press(.character("a"))
        #expect(state.scene.stack.alignment.name(on: .horizontal) == "top")
        state.press(.character("u"))
        #expect(state.message == "undone: alignment top → fill (0 more)")
        state.press(.character("x"))
        state.press(.character("a"))
        state.press(.character("u"))
        #expect(state.message == "undone: alignment leading → fill (1 more)")
    }

    /// Inside a nested stack, and for the user's own constraints, too: undo said only
    /// `undone (0 more)` there.
    @Test func undoSaysWhatChangedInANestedStackAndOfTheUsersConstraints() throws {
        var card = PlaygroundState(scene: try #require(Examples.named("card")).scene, name: "card", animates: false)
        card.press(.end)
        card.press(.enter)
        let spacing = try #require(card.scene.views.last?.nested?.stack.spacing)
        card.press(.character("+"))
        let raised = try #require(card.scene.views.last?.nested?.stack.spacing)
        #expect(raised != spacing)
        card.press(.character("u"))
        #expect(card.message == "undone: Toolbar: spacing \(formatPoints(raised)) → \(formatPoints(spacing)) (0 more)")
        var giveWay = PlaygroundState(scene: try #require(Examples.named("give-way")).scene, name: "give-way", animates: false)
        _ = giveWay.update(.removeUserConstraint(at: 0))
        giveWay.press(.character("u"))
        #expect(giveWay.message == "undone: constraint added: custom: Subview0.width == 200 (0 more)")
        giveWay.press(.character("U"))
        #expect(giveWay.message == "redone: constraint removed: custom: Subview0.width == 200 (0 more)")
        // Switched off is said as off, not as gone; a rename as a rename; an order as an order.
        let switched = PlaygroundState(scene: try #require(Examples.named("give-way")).scene, name: "give-way", animates: false)
        let cases: [(start: PlaygroundState, action: PlaygroundAction, undone: String)] = [
            (switched, .toggleUserConstraint(at: 0), "undone: constraint on: custom: Subview0.width == 200 (0 more)"),
            (Self.seed(), .renameSelected(to: "Heart"), "undone: Heart renamed Subview0 (0 more)"),
            (Self.seed(), .moveSelected(by: 1), "undone: views reordered (0 more)"),
        ]
        for (start, action, undone) in cases {
            var state = start
            state.press(.tab)
            _ = state.update(action)
            state.press(.character("u"))
            #expect(state.message == undone, "\(action)")
        }
    }

    @Test func helpOpensAndAnyKeyClosesItWithoutActing() {
        var state = Self.seed()
        #expect(state.press(.character("?")).isEmpty)
        #expect(state.ui.showHelp)
        #expect(state.press(.character("d")).isEmpty)
        #expect(!state.ui.showHelp)
        #expect(state.scene.stack.distribution == .fill, "the key that closes the help does nothing else")
        Self.press("?", on: &state)
        #expect(state.press(.escape).isEmpty, "Esc closes the help rather than quitting")
        #expect(!state.ui.showHelp)
        Self.press("?", on: &state)
        #expect(state.press(.character("q")) == [.quit])
    }

    @Test func resizeAndUnknownKeysDoNothing() {
        var state = Self.seed()
        let before = state
        for key: Key in [.resize, .character("~"), .function(5), .other] {
            #expect(ScreenLayout(state, width: 120, height: 36, ascii: false).action(for: key, in: state) == nil, "\(key)")
            #expect(state.press(key).isEmpty)
        }
        #expect(state.isSame(as: before))
        Self.press("d", on: &state)
        let changed = state
        state.press(.character("~"))
        #expect(state.isSame(as: changed), "an unknown key leaves even the message")
        #expect(state.message == "distribution: fillEqually")
    }

    @Test func everyChangeIsSolvedAgain() {
        var state = Self.seed()
        for key in "dxa+2mMbr-dA1" {
            Self.press(String(key), on: &state)
            #expect(state.layout == StackLayoutSolver.solve(state.scene), "after \(key)")
        }
    }

    @Test func theKeyTableNamesEveryKey() {
        let keys = KeyMap.bindings.map(\.keys).joined(separator: " ")
        for key in ["d", "D", "a", "A", "x", "+", "-", "0-9", "m", "M", "b", "r", "?", "q", "Esc", "Ctrl-C"] {
            #expect(keys.contains(key), "missing \(key)")
        }
    }
}
