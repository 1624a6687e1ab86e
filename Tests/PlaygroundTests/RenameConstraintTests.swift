import Foundation
import Playground
import StackLayout
import Testing

/// Renaming a view renames it in the user's constraints too (on or off, at every depth, one
/// step of undo): the scene is the one written with the new name from the start.
@Suite("Playground: renaming a view named by your constraints")
struct RenameConstraintTests {
    /// The examples with constraints of the user's, and the card with some added that name a
    /// nested stack, views inside it and a view beside it.
    static func scenes() throws -> [(name: String, scene: Scene)] {
        var scenes = Examples.all.filter { !$0.scene.constraints.isEmpty }.map { (name: $0.name, scene: $0.scene) }
        var card = try #require(Examples.named("card")).scene
        card.stack.customSpacing["Body"] = 20
        card.views[2].nested?.stack.customSpacing["Like"] = 4
        for line in ["Toolbar.height >= 40", "Like.width == 2 * Share.width @750", "Title.width == Toolbar.width", "Comment.width >= Comment.height"] {
            card.constraints.append(try UserConstraintText.parse(line, items: Set(["StackView"] + card.allViews.map(\.name))))
        }
        scenes.append((name: "card+", scene: card))
        return scenes
    }

    /// `scene` as a file written with `new` in `old`'s place from the start: every whole
    /// word `old` in the scene's text (names, custom spacing keys, constraint lines) becomes
    /// `new`.
    static func writtenWith(_ new: String, for old: String, _ scene: Scene) throws -> Scene {
        let text = SceneJSON.encode(scene)
        let word = try Regex("(^|[^A-Za-z0-9_-])" + old + "(?![A-Za-z0-9_-])")
        let renamed = text.replacing(word) { match in (match.output[1].substring ?? "") + new }
        return try SceneJSON.decode(renamed, file: "renamed.json")
    }

    /// The stack path to the view called `name` and its index in that stack.
    static func place(of name: String, in views: [ArrangedView], path: StackPath = []) -> (path: StackPath, index: Int)? {
        for (index, view) in views.enumerated() {
            if view.name == name { return (path, index) }
            if let nested = view.nested, let found = place(of: name, in: nested.views, path: path + [index]) { return found }
        }
        return nil
    }

    /// Selects the view `name`, entering the nested stacks that hold it.
    static func select(_ name: String, in state: inout PlaygroundState) throws {
        let (path, index) = try #require(place(of: name, in: state.scene.views))
        for step in path {
            _ = state.update(.select(viewAt: step))
            _ = state.update(.enterNestedStack)
        }
        _ = state.update(.select(viewAt: index))
        #expect(state.selectedViewName == name)
    }

    static func frames(_ state: PlaygroundState) -> [String: Frame] {
        PlaygroundUserConstraintTests.frames(state)
    }

    @Test func renamingEveryViewOfEveryScene() throws {
        for (example, scene) in try Self.scenes() {
            for old in scene.allViews.map(\.name) {
                let new = "Renamed_" + old
                let expected = try Self.writtenWith(new, for: old, scene)
                #expect(expected != scene, "\(example) \(old): the oracle renamed nothing")
                var state = PlaygroundState(scene: scene, name: example, animates: false)
                try Self.select(old, in: &state)
                let before = state.document, steps = state.history.past.count
                CommandLineTests.run("rename " + new, on: &state)
                #expect(state.scene == expected, "\(example) \(old)")
                #expect(Self.frames(state) == PlaygroundUserConstraintTests.framesFromScratch(expected), "\(example) \(old)")
                #expect(state.layout.conflicts.count == PlaygroundState(scene: expected, name: "x", animates: false).layout.conflicts.count)
                #expect(state.history.past.count == steps + 1, "\(example) \(old): one step of undo")
                #expect(!state.ui.messageIsWarning, "\(example) \(old): \(state.message ?? "")")
                #expect(throws: Never.self) { try SceneJSON.validate(state.scene) }
                _ = state.update(.undo)
                #expect(state.document == before, "\(example) \(old): undo brings the old name back everywhere")
            }
        }
    }

    @Test func anOffConstraintIsRenamedTooAndComesBackOnWithTheNewName() throws {
        for (example, scene) in try Self.scenes() {
            for old in scene.allViews.map(\.name) where scene.constraints.contains(where: { $0.first.item == old || $0.second?.item == old }) {
                let new = old + "2"
                let expected = try Self.writtenWith(new, for: old, scene)
                var state = PlaygroundState(scene: scene, name: example, animates: false)
                let off = try #require(scene.constraints.firstIndex { $0.first.item == old || $0.second?.item == old })
                _ = state.update(.toggleUserConstraint(at: off))
                try Self.select(old, in: &state)
                CommandLineTests.run("rename " + new, on: &state)
                #expect(state.userConstraints.map(\.constraint) == expected.constraints, "\(example) \(old)")
                #expect(state.userConstraints.map(\.isOn) == scene.constraints.indices.map { $0 != off })
                _ = state.update(.toggleUserConstraint(at: off))
                #expect(state.scene == expected, "\(example) \(old)")
                #expect(Self.frames(state) == PlaygroundUserConstraintTests.framesFromScratch(expected))
            }
        }
    }

    @Test func thePanelAndTheSavedFileShowTheNewName() throws {
        var state = PlaygroundState(scene: try #require(Examples.named("give-way")).scene, name: "give-way", animates: false)
        _ = state.update(.addUserConstraint("Subview1.width == Subview0.width @500"))
        _ = state.update(.toggleUserConstraint(at: 1))
        state.press(.tab)  // Subview0
        CommandLineTests.run("rename Wide", on: &state)
        #expect(state.message == "Subview0 is now Wide, in 2 of your constraints too")
        state.press(.character("c"))
        let text = PlaygroundScreenTests.lines(state, 140, 70).joined(separator: "\n")
        #expect(text.contains("Wide.width == 200  (user #0)"))
        #expect(text.contains("Subview1.width == Wide.width @500  (user #1, off)"))
        #expect(!text.contains("Subview0"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rename-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SceneFile.save(state.scene, to: path)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("\"Wide.width == 200\"") && !saved.contains("Subview0"))
    }

    @Test func aNameTakenAtAnotherDepthIsRefusedAndChangesNothing() throws {
        var state = PlaygroundState(scene: try Self.scenes().last?.scene ?? Scene(), name: "card+", animates: false)
        try Self.select("Title", in: &state)
        let before = state.document
        CommandLineTests.run("rename Like", on: &state)
        #expect(state.document == before)
        #expect(state.message?.hasPrefix(":rename Like: ") == true, "\(state.message ?? "")")
        #expect(state.message?.contains("Like") == true)
    }

    @Test func deletingAViewAtAnyDepthDropsExactlyTheConstraintsNamingWhatGoes() throws {
        for (example, scene) in try Self.scenes() {
            for name in scene.allViews.map(\.name) {
                var state = PlaygroundState(scene: scene, name: example, animates: false)
                try Self.select(name, in: &state)
                let (path, index) = try #require(Self.place(of: name, in: scene.views))
                let view = scene.level(atPathForTest: path).views[index]
                let gone = Set(Scene(views: [view]).allViews.map(\.name))
                _ = state.update(.deleteSelected)
                #expect(state.scene.constraints == scene.constraints.filter { !gone.contains($0.first.item) && !gone.contains($0.second?.item ?? "") },
                        "\(example) \(name)")
                #expect(throws: Never.self) { try SceneJSON.validate(state.scene) }
            }
        }
    }
}

extension Scene {
    /// The views of the stack at `path` (test-side walk, independent of the playground's).
    func level(atPathForTest path: StackPath) -> NestedStack {
        var level = NestedStack(stack: stack, views: views)
        for index in path { level = level.views[index].nested ?? level }
        return level
    }
}
