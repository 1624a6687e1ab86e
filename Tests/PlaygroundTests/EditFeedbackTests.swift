import Foundation
@testable import Playground
import StackLayout
import Testing

/// What an edit says and leaves behind: messages inside a nested stack (its views, its
/// axis), the `#N` labels, `s` and the cross axis, the title after saving elsewhere,
/// quitting a lesson and the selection after a delete.
@Suite("Playground: what an edit says and leaves behind")
struct EditFeedbackTests {
    /// labeled-form with its EmailRow (the second row, a horizontal stack) being edited.
    static func inEmailRow() throws -> PlaygroundState {
        var state = try PlaygroundUserConstraintTests.example("labeled-form")
        for key: Key in [.tab, .tab, .enter] { state.press(key) }
        #expect(state.currentStackName == "EmailRow")
        return state
    }

    /// The status line about the stack being edited (`in EmailRow: …`).
    static func statusLine(_ state: PlaygroundState) throws -> String {
        let lines = PlaygroundScreenTests.lines(state, 120, 36)
        return try #require(lines.first { $0.hasPrefix("in " + state.currentStackName + ": ") })
    }

    // MARK: 1. Messages inside a nested stack

    @Test func aDigitInsideANestedStackNamesTheViewItHid() throws {
        var state = try Self.inEmailRow()
        state.press(.character("0"))
        let row = try #require(state.scene.views[1].nested)
        #expect(row.views[0].hidden && !state.scene.views[0].hidden)
        #expect(state.message == "EmailLabel hidden")
        #expect(try Self.statusLine(state).contains("hidden: EmailLabel"))
        state.press(.character("0"))
        #expect(state.message == "EmailLabel shown")
        _ = state.update(.setHidden(viewAt: 1, hidden: true))
        #expect(state.message == "EmailField hidden")
    }

    @Test func alignmentInsideANestedStackUsesItsAxisWords() throws {
        var state = try Self.inEmailRow()
        for _ in 0..<5 {
            state.press(.character("a"))
            let row = try #require(state.scene.views[1].nested)
            let word = row.stack.alignment.name(on: .horizontal)
            #expect(state.message == "alignment: " + word)
            #expect(try Self.statusLine(state).contains(" · " + word + " · "), "the message and the status line agree")
        }
        _ = state.update(.setAlignment(.trailing))
        #expect(state.message == "alignment: bottom")
    }

    @Test func otherMessagesInsideANestedStackUseItsAxisAndViews() throws {
        var state = try Self.inEmailRow()
        state.press(.character("b"))
        #expect(state.message == "baseline-relative on (vertical stacks only)", "EmailRow is horizontal, the outer stack vertical")
        state.press(.tab)
        _ = state.update(.setHugging(axis: .horizontal, priority: 300))
        #expect(state.message == "EmailLabel hugging 300 (horizontal)")
        _ = state.update(.setMargins(10))
        #expect(state.message == "margins 10 (m: use them)", "EmailRow's margins are not relative; the outer stack's are")
    }

    // MARK: 2. #N labels count within each view's own stack

    @Test func numberLabelsCountWithinTheirOwnStack() throws {
        let scene = try #require(Examples.named("labeled-form")).scene
        let positions = scene.positionsInOwnStack
        #expect(positions["NameRow"] == 0 && positions["EmailRow"] == 1 && positions["PhoneRow"] == 2)
        #expect(positions["EmailLabel"] == 0 && positions["EmailField"] == 1 && positions["PhoneLabel"] == 0)
        // Names too long for their boxes, whose starts are all the same: every label falls
        // back to its number.
        var renamed = scene
        for name in scene.allViews.map(\.name) { renamed.renameView(name, to: "TheSameLongStartForEveryView" + name) }
        let layout = StackLayoutSolver.solve(renamed)
        let drawn = LayoutRenderer.render(layout, scene: renamed, width: 100, height: 36).lines()
        let numbers = drawn.flatMap { line in line.split { !$0.isNumber && $0 != "#" }.filter { $0.hasPrefix("#") }.map(String.init) }
        // Each row's number on its outline (its cut name would not tell the rows apart), not
        // between its label and its field where it read as a view's; each label is #0.
        #expect(numbers == ["#0", "#0", "#1", "#0", "#2", "#0"], "\(drawn.joined(separator: "\n"))")
        #expect(drawn.filter { $0.contains("┌#") }.count == 3, "\(drawn.joined(separator: "\n"))")
        let joined = drawn.joined(separator: "\n")
        for number in ["#3", "#4", "#5", "#6", "#7", "#8"] { #expect(!joined.contains(number), "\(number) in\n\(joined)") }
    }

    // MARK: 3. `s` keeps the cross axis

    @Test func sCyclesTheAxisLengthAndKeepsTheOtherAxis() throws {
        let scene = try SceneJSON.decode(#"{"version":1,"stack":{"width":300,"height":250},"views":[{"name":"A","width":100,"height":50}]}"#, file: "a.json")
        var state = PlaygroundState(scene: scene, name: "a.json", animates: false)
        var sizes: [StackSize] = []
        for _ in 0..<7 {
            state.press(.character("s"))
            sizes.append(state.stackSize)
        }
        #expect(sizes.map(\.width) == [nil, 320, 375, 390, 430, 300, nil])
        #expect(sizes.allSatisfy { $0.height == 250 }, "\(sizes)")
        #expect(state.message == "stack 250 pt tall, width unsized (s: 320 pt)")
        _ = state.update(.setStackSize(StackSize(width: 300, height: 150)))
        state.press(.character("s"))
        #expect(state.stackSize == StackSize(width: nil, height: 150))
        state.press(.character("s"))
        #expect(state.stackSize == StackSize(width: 320, height: 150))
        #expect(state.message == "stack 320×150 pt (iPhone SE width)")
    }

    // MARK: 4. The title follows the file

    @Test func savingUnderAnotherNameRetitlesTheDocument() throws {
        let folder = try PlaygroundSavingTests.directory()
        let first = folder.appendingPathComponent("first.json").path, second = folder.appendingPathComponent("second.json").path
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: first, file: first, animates: false)
        _ = state.press(.character("W"))
        _ = state.press(.controlU)
        PlaygroundSavingTests.type(second, on: &state)
        _ = state.press(.enter)
        #expect(state.file == second && state.name == second)
        let info = PlaygroundScreenTests.lines(state, 200, 36).first { $0.hasPrefix(second + " · saved · ") }
        #expect(info != nil, "the info line starts with the new file")
        _ = state.update(.saved(to: folder.appendingPathComponent("third.json").path))
        #expect(state.name.hasSuffix("third.json"))
    }

    // MARK: 5. Quitting a lesson

    @Test func qQuitsALessonAtOnceButAsksAboutTheUsersFile() throws {
        var state = try LessonModeTests.distributions()
        while state.lesson?.isLastStep == false { state.press(.enter) }
        state.press(.character("d"))
        #expect(state.hasUnsavedChanges)
        var quitting = state
        #expect(quitting.press(.character("q")) == [.quit], "the lesson's scene is not the user's document: q quits as the step says")
        let path = try PlaygroundSavingTests.directory().appendingPathComponent("lesson.json").path
        _ = state.update(.saveTo(path))
        _ = state.update(.saved(to: path))
        state.press(.character("a"))
        #expect(state.press(.character("q")).isEmpty, "changes to a file of the user's are asked about")
        #expect(state.message == "unsaved changes: w saves, q, Esc or Ctrl-C again quits")
        #expect(state.press(.character("q")) == [.quit])
    }

    // MARK: 6. The selection after a delete

    @Test func deleteSaysWhatIsSelectedNow() throws {
        var state = try PlaygroundUserConstraintTests.example("seed")
        state.press(.tab)
        state.press(.delete)
        #expect(state.message == "Subview0 deleted; Subview1 selected (u brings it back)")
        #expect(state.selectedViewName == "Subview1")
        state.press(.backTab)
        state.press(.delete)
        #expect(state.message == "Subview2 deleted; Subview1 selected (u brings it back)", "the last view's neighbour before it")
        state.press(.delete)
        #expect(state.message == "Subview1 deleted; nothing selected (u brings it back)")
        #expect(state.selectedViewName == nil)
    }
}
