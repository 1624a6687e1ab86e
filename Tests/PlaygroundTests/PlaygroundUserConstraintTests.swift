import Foundation
import Playground
import StackLayout
import Testing

/// The user's own constraints in the playground: added, removed, switched off and on, each
/// one step of undo, marked in the panel, and their conflicts reported as UIKit reports them.
@Suite("Playground: the user's constraints")
struct PlaygroundUserConstraintTests {
    static func example(_ name: String) throws -> PlaygroundState {
        let example = try #require(Examples.named(name))
        return PlaygroundState(scene: example.scene, name: name, animates: false)
    }

    /// The frames of every item of `state`'s scene, as a fresh playground solves it.
    static func framesFromScratch(_ scene: Scene) -> [String: Frame] {
        let fresh = PlaygroundState(scene: scene, name: "fresh", animates: false)
        return frames(fresh)
    }

    static func frames(_ state: PlaygroundState) -> [String: Frame] {
        var frames: [String: Frame] = [:]
        for name in [LayoutItem.stackView] + state.scene.allViews.map(\.name) { frames[name] = state.layout.frame(of: name) }
        return frames
    }

    /// The same constraint again, however written, changes nothing: it is not added, and the
    /// info line says which of the user's constraints already says it (and how to turn it on
    /// when it is off). It was added silently, listed twice, each copy explained as deciding
    /// nothing.
    @Test func theSameConstraintAgainIsNotAdded() throws {
        var state = try Self.example("give-way")
        try #require(state.userConstraints.count == 1)
        let steps = state.history.past.count
        for line in ["Subview0.width == 200", "custom: Subview0.width == 200", "Subview0.width == 200.0", "again: Subview0.width == 200"] {
            _ = state.update(.addUserConstraint(line))
            #expect(state.userConstraints.count == 1, "\(line)")
            #expect(state.message == "constraint not added: user #0 says the same, custom: Subview0.width == 200")
        }
        #expect(state.history.past.count == steps)
        _ = state.update(.toggleUserConstraint(at: 0))
        _ = state.update(.addUserConstraint("Subview0.width == 200"))
        #expect(state.message?.hasSuffix("(off: :constraint toggle 0 turns it on)") == true)
        // Another priority is another constraint.
        _ = state.update(.addUserConstraint("Subview0.width == 200 @750"))
        #expect(state.userConstraints.count == 2)
    }

    @Test func addingAConstraintMakesTheFillStackGiveWayAndIsOneUndoStep() throws {
        var state = try Self.example("seed")
        _ = state.update(.cycleSizeMode)
        _ = state.update(.cycleSizeMode)  // fixed: the stack keeps its size
        let before = Self.frames(state)
        let stackWidth = try #require(state.layout.frame(of: LayoutItem.stackView)).width
        let steps = state.history.past.count
        _ = state.update(.addUserConstraint("Subview0.width == 200"))
        #expect(state.layout.frame(of: "Subview0")?.width == 200)
        #expect(state.layout.frame(of: LayoutItem.stackView)?.width == stackWidth)
        #expect(state.scene.constraints.map(ConstraintText.line(for:)) == ["custom: Subview0.width == 200"])
        #expect(state.message?.contains("user #0 added") == true)
        #expect(Self.frames(state) == Self.framesFromScratch(state.scene))
        #expect(state.history.past.count == steps + 1)
        _ = state.update(.undo)
        #expect(state.scene.constraints.isEmpty)
        #expect(Self.frames(state) == before)
    }

    @Test func badInputSaysWhatWasExpectedAndChangesNothing() throws {
        var state = try Self.example("give-way")
        for line in ["Subview9.width == 200", "Subview0.wide == 200", "Subview0.width = = 2", "Subview0.width == 200 @1001", ""] {
            let before = state
            _ = state.update(.addUserConstraint(line))
            #expect(state.document == before.document, "\(line)")
            #expect(state.history == before.history)
            #expect(state.message?.hasPrefix("constraint not added: column ") == true, "\(line): \(state.message ?? "")")
            #expect(state.ui.messageIsWarning)
        }
    }

    @Test func aConstraintMayNameViewsInsideNestedStacks() throws {
        var state = try Self.example("card")
        _ = state.update(.addUserConstraint("likes: Like.width == 2 * Share.width"))
        let like = try #require(state.layout.frame(of: "Like")), share = try #require(state.layout.frame(of: "Share"))
        #expect(like.width == 2 * share.width)
        #expect(state.userConstraints.map(\.constraint.identifier) == ["likes"])
    }

    @Test func switchingOffSolvesWithoutItKeepsItListedAndLeavesItOutOfTheFile() throws {
        var state = try Self.example("give-way")
        let with = Self.frames(state)
        var without = state.scene
        without.constraints = []
        _ = state.update(.toggleUserConstraint(at: 0))
        #expect(state.scene.constraints.isEmpty)
        #expect(state.userConstraints.map(\.isOn) == [false])
        #expect(Self.frames(state) == Self.framesFromScratch(without))
        #expect(state.layout.frame(of: "Subview0")?.width != 200)
        #expect(state.hasUnsavedChanges)
        #expect(state.message?.hasPrefix("user #0 off") == true)
        _ = state.update(.toggleUserConstraint(at: 0))
        #expect(state.userConstraints.map(\.isOn) == [true])
        #expect(Self.frames(state) == with)
        _ = state.update(.undo)
        #expect(state.userConstraints.map(\.isOn) == [false])
        _ = state.update(.undo)
        #expect(state.userConstraints.map(\.isOn) == [true])
        #expect(!state.hasUnsavedChanges)
    }

    @Test func anOffConstraintKeepsItsNumberAmongTheOthers() throws {
        var state = try Self.example("give-way")
        _ = state.update(.addUserConstraint("Subview1.width >= 50"))
        _ = state.update(.addUserConstraint("Subview2.width >= 30"))
        _ = state.update(.toggleUserConstraint(at: 1))
        #expect(state.userConstraints.map { ConstraintText.equation(for: $0.constraint) }
            == ["Subview0.width == 200", "Subview1.width >= 50", "Subview2.width >= 30"])
        #expect(state.userConstraints.map(\.isOn) == [true, false, true])
        _ = state.update(.removeUserConstraint(at: 0))
        #expect(state.userConstraints.map(\.isOn) == [false, true])
        #expect(state.scene.constraints.map { ConstraintText.equation(for: $0) } == ["Subview2.width >= 30"])
    }

    @Test func removingIsOneUndoStepAndAWrongNumberChangesNothing() throws {
        var state = try Self.example("give-way")
        let with = Self.frames(state)
        let before = state
        _ = state.update(.removeUserConstraint(at: 3))
        #expect(state.document == before.document)
        #expect(state.message == "no constraint of yours numbered 3: they are #0 to #0")
        _ = state.update(.removeUserConstraint(at: 0))
        #expect(state.userConstraints.isEmpty)
        #expect(state.layout.frame(of: "Subview0")?.width != 200)
        _ = state.update(.undo)
        #expect(Self.frames(state) == with)
        #expect(state.userConstraints.count == 1)
    }

    @Test func oTogglesTheConstraintNamingTheSelectedView() throws {
        var state = try Self.example("give-way")
        _ = state.update(.addUserConstraint("Subview2.width == 30"))
        state.press(.character("o"))
        #expect(state.userConstraints.map(\.isOn) == [false, true])
        state.press(.tab)
        state.press(.tab)
        state.press(.tab)  // Subview2
        state.press(.character("o"))
        #expect(state.userConstraints.map(\.isOn) == [false, false])
    }

    @Test func aRequiredConstraintThatCannotHoldIsReportedAsUIKitDoes() throws {
        var state = try Self.example("give-way")
        _ = state.update(.addUserConstraint("Subview0.width == 400"))
        let conflict = try #require(state.layout.conflicts.first)
        let mine = state.userConstraints[1].constraint
        #expect(conflict.broken == mine || conflict.conflicting.contains(mine))
        let lines = PlaygroundScreenTests.lines(state, 140, 40)
        #expect(lines.contains { $0.contains("1 conflict") })
        let panel = ConstraintsPanel(layout: state.layout, selectedView: nil, ascii: false, userConstraints: state.userConstraints)
        #expect(panel.lines.contains("Unable to simultaneously satisfy constraints:"))
        #expect(panel.lines.contains("  " + ConstraintText.line(for: mine)))
    }

    @Test func thePanelTagsTheUsersConstraintsOnAndOff() throws {
        var state = try Self.example("give-way")
        state.press(.character("c"))
        var text = PlaygroundScreenTests.lines(state, 140, 70).joined(separator: "\n")
        #expect(text.contains("custom:"))
        #expect(text.contains("Subview0.width == 200  (user #0)"))
        // The stack's own `custom` width is UIKit's, not the user's: it has no tag.
        #expect(text.contains("StackView.width == 320") && !text.contains("StackView.width == 320  (user"))
        state.press(.character("o"))
        text = PlaygroundScreenTests.lines(state, 140, 70).joined(separator: "\n")
        #expect(text.contains("Subview0.width == 200  (user #0, off)"))
    }

    @Test func deletingAViewDropsTheConstraintsNamingItSoTheFileStillLoads() throws {
        var state = try Self.example("give-way")
        _ = state.update(.addUserConstraint("Subview1.width == Subview2.width"))
        _ = state.update(.addUserConstraint("StackView.height >= 50"))
        state.press(.tab)  // Subview0
        state.press(.delete)
        #expect(state.userConstraints.map { ConstraintText.equation(for: $0.constraint) } == ["Subview1.width == Subview2.width", "StackView.height >= 50"])
        #expect(state.message?.contains("with 1 of your constraints") == true)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("user-constraints-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SceneFile.save(state.scene, to: path)
        #expect(try SceneFile.load(path: path) == state.scene)
        _ = state.update(.undo)
        #expect(state.userConstraints.count == 3)
    }
}

extension PlaygroundUserConstraintTests {
    @Test func theWhyPanelShowsTheConflictOfTheSelectedView() throws {
        var state = try Self.example("give-way")
        _ = state.update(.addUserConstraint("Subview0.width == 400"))
        let conflict = try #require(state.layout.conflicts.first)
        state.press(.tab)
        state.press(.character("y"))
        let text = PlaygroundScreenTests.lines(state, 150, 60).joined(separator: "\n")
        #expect(text.contains("Unable to simultaneously satisfy constraints:"))
        #expect(text.contains("Will attempt to recover by breaking\n"))
        #expect(text.contains(ConstraintText.line(for: conflict.broken)))
        #expect(text.contains("custom: Subview0.width == 400"))
        // A view the conflict does not name has none in its why panel.
        state.press(.tab)
        let other = PlaygroundScreenTests.lines(state, 150, 60).joined(separator: "\n")
        #expect(other.contains("why Subview1") && !other.contains("Unable to simultaneously"))
    }
}

extension PlaygroundUserConstraintTests {
    @Test func anOffConstraintNamingARenamedViewFollowsItAndComesBackOn() throws {
        var state = try Self.example("give-way")
        _ = state.update(.toggleUserConstraint(at: 0))
        _ = state.update(.select(viewAt: 0))
        _ = state.update(.renameSelected(to: "Wide"))
        #expect(state.scene.views[0].name == "Wide")
        _ = state.update(.toggleUserConstraint(at: 0))
        #expect(state.userConstraints.map(\.isOn) == [true])
        #expect(state.scene.constraints.map(ConstraintText.line(for:)) == ["custom: Wide.width == 200"])
        #expect(state.layout.frame(of: "Wide")?.width == 200)
        #expect(throws: Never.self) { try SceneJSON.validate(state.scene) }
    }
}

extension PlaygroundUserConstraintTests {
    /// `r` turns the stack right to left: a constraint of yours on screen positions (`left`,
    /// `right`, `centerX`) still holds on screen (Subview1 in the right half, at 800 above
    /// the views' compression resistance), and is solved as a fresh solve does.
    @Test func turningTheDirectionKeepsScreenPositions() throws {
        var scene = try Self.example("seed").scene
        scene.stack.width = 400
        scene.constraints = [LayoutConstraint("custom", LayoutAnchor("Subview1", .left), .greaterThanOrEqual,
                                              LayoutAnchor("StackView", .centerX), priority: 800)]
        var state = PlaygroundState(scene: scene, name: "rtl", animates: false)
        for _ in 0..<3 {
            state.press(.character("r"))
            let direction = state.scene.stack.layoutDirection
            let frames = Self.frames(state)
            #expect((frames["Subview1"]?.x ?? 0) >= 200 - 1e-6, "\(direction): \(String(describing: frames["Subview1"]))")
            #expect(frames == Self.framesFromScratch(state.scene), "\(direction)")
        }
    }
}
