import Foundation
import Playground
import StackLayout
import Testing

/// The shape of the playground: actions in, effects out, the key line following what is
/// on screen, copies of the state independent, and the layer's rules kept in its sources.
@Suite("Playground shape")
struct PlaygroundShapeTests {
    static func seed(width: Double? = nil) -> PlaygroundState {
        var scene = RenderTestSupport.seed()
        scene.stack.width = width
        return PlaygroundState(scene: scene, name: "seed")
    }

    static func keyLine(_ state: PlaygroundState, width: Int = 200) -> String {
        PlaygroundScreen.render(state, width: width, height: 40, color: false, ascii: false).lines().last ?? ""
    }

    @Test func theKeyLineShowsTheKeysThatMatterNow() {
        var state = Self.seed()
        let plain = Self.keyLine(state)
        #expect(plain.contains("d dist") && plain.contains("Tab select") && plain.contains("? help") && plain.contains("q quit"))
        #expect(!plain.contains("[ ] hugging") && !plain.contains("PgUp/PgDn"))

        state.press(.tab)
        let selected = Self.keyLine(state)
        for entry in ["arrows size", "[ ] hugging", "{ } compression", "< > move", "Del delete", "Tab next", "? help", "q quit"] {
            #expect(selected.contains(entry), "\(entry) in \(selected)")
        }
        #expect(!selected.contains("d dist"), "the stack's keys give way to the view's")

        state.press(.character("c"))
        #expect(Self.keyLine(state).contains("PgUp/PgDn scroll"))

        state.press(.character("W"))
        let prompt = Self.keyLine(state)
        #expect(prompt == "Enter save  Esc cancel  Bksp delete  ^W word  ^U clear")
        state.press(.escape)
        #expect(Self.keyLine(state).contains("PgUp/PgDn scroll"))
        // At 60 columns the view's most used keys stay, with help and quit.
        let narrow = Self.keyLine(state, width: 60)
        #expect(narrow.contains("arrows size") && narrow.contains("? help") && narrow.contains("q quit"), "\(narrow)")
    }

    /// Every entry on every key line is a key-map row's, and at every width the line fits.
    @Test func theKeyLineComesFromTheKeyMap() {
        let entries = Set(KeyMap.bindings.flatMap(\.line).map(\.text))
        var states = [Self.seed()]
        var selected = Self.seed()
        selected.press(.tab)
        selected.press(.character("c"))
        states.append(selected)
        var prompt = Self.seed()
        prompt.press(.character("W"))
        states.append(prompt)
        for state in states {
            for width in [40, 60, 80, 120, 200] {
                let line = Self.keyLine(state, width: width)
                #expect(line.count <= width)
                for part in line.components(separatedBy: "  ") where !part.isEmpty {
                    #expect(entries.contains(part), "\(part) at \(width)")
                }
            }
        }
    }

    @Test func thePromptEditsLikeAShell() {
        var state = Self.seed()
        state.press(.character("W"))
        for character in "~/scenes/my stack.json" { state.press(.character(character)) }
        state.press(.controlW)
        #expect(state.ui.prompt == "~/scenes/my ", "Ctrl-W deletes the last word")
        state.press(.controlW)
        state.press(.controlW)
        #expect(state.ui.prompt == "~/", "then a path component at a time")
        state.press(.backspace)
        #expect(state.ui.prompt == "~")
        state.press(.controlU)
        #expect(state.ui.prompt == "", "Ctrl-U deletes everything")
        #expect(state.scene == Self.seed().scene, "keys at the prompt never reach the stack")
    }

    @Test func aTildeIsTheHomeDirectory() {
        #expect(PromptPath.expandingTilde("~/a.json", home: "/home/ana") == "/home/ana/a.json")
        #expect(PromptPath.expandingTilde("~/a.json", home: "/home/ana/") == "/home/ana/a.json")
        #expect(PromptPath.expandingTilde("~", home: "/home/ana") == "/home/ana")
        #expect(PromptPath.expandingTilde("~bob/a.json", home: "/home/ana") == "~bob/a.json")
        #expect(PromptPath.expandingTilde("a/~/b", home: "/home/ana") == "a/~/b")
        #expect(PromptPath.expandingTilde("~/a.json", home: nil) == "~/a.json")
        #expect(PromptPath.expandingTilde("~/a.json", home: "") == "~/a.json")
    }

    /// Saving is an effect: the playground asks, the driver writes. Nothing is written by
    /// ``PlaygroundState/update(_:)`` itself.
    @Test func savingIsAnEffectTheDriverCarriesOut() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stackplay-effect-\(UUID().uuidString).json").path
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: path)
        _ = state.update(.cycleDistribution(by: 1))
        let effects = state.update(.save)
        var expected = state.scene
        expected.stack.width = nil
        expected.stack.height = nil
        #expect(effects == [.save(expected, to: path)])
        #expect(!FileManager.default.fileExists(atPath: path), "update wrote nothing")
        #expect(state.hasUnsavedChanges, "not saved until the driver says so")
        _ = state.update(.saved(to: path))
        #expect(!state.hasUnsavedChanges)
        #expect(state.message == "saved" && state.name == path)
        _ = state.update(.saveFailed(path: path, reason: "disk full"))
        #expect(state.message == "not saved: disk full")
    }

    /// A copy of the state is a value: resizing one fixed-size stack leaves the other's
    /// layout (and its solver) as it was, and each equals solving its scene from scratch.
    @Test func copiesDoNotShareTheSolver() throws {
        var original = Self.seed(width: 300)
        var copy = original
        _ = copy.update(.resizeStack(width: 40, height: 0))
        _ = original.update(.resizeStack(width: -20, height: 0))
        _ = copy.update(.resizeStack(width: 0, height: 10))
        #expect(copy.scene.stack.width == 340 && copy.scene.stack.height == 210)
        #expect(original.scene.stack.width == 280 && original.scene.stack.height == nil)
        for state in [original, copy] {
            let scratch = StackLayoutSolver.solve(state.scene)
            for item in scratch.items {
                let frame = try #require(state.layout.frame(of: item.name))
                #expect(abs(frame.width - item.frame.width) < 1e-9 && abs(frame.x - item.frame.x) < 1e-9, "\(item.name)")
                #expect(abs(frame.height - item.frame.height) < 1e-9 && abs(frame.y - item.frame.y) < 1e-9, "\(item.name)")
            }
        }
    }

    /// Changes of the layout ask for an animation; with animation off, or for a drag of the
    /// stack's edge, or a change of only what is shown, they do not.
    @Test func layoutChangesAskToAnimate() {
        var state = Self.seed(width: 300)
        #expect(state.update(.toggleAxis) == [.animate])
        #expect(state.update(.togglePanel).isEmpty)
        #expect(state.update(.dragStackEdge(width: 250, height: nil, startsDrag: true)).isEmpty)
        #expect(state.scene.stack.width == 250)
        _ = state.update(.toggleAnimation)
        #expect(state.update(.toggleAxis).isEmpty)
    }

    /// The presentation layer's rules, in its sources: no file I/O, the state's files name
    /// no screen type, and no source file is over 400 lines.
    @Test func thePlaygroundLayerKeepsItsRules() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let names = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("Playground").path)
        #expect(names.count > 30)
        for name in names where name.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent("Playground/" + name), encoding: .utf8)
            for io in ["import Foundation", "SceneFile.save", "SceneFile.load", "FileManager", "fopen", "import Glibc"] {
                #expect(!text.contains(io), "\(name) uses \(io)")
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 400, "\(name) has \(lines) lines")
            if name.hasPrefix("PlaygroundState") || name.hasPrefix("PlaygroundDocument") || name == "PlaygroundAction.swift" {
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                for screenType in ["ScreenLayout", "CellRect", "CellMapping", "Canvas", "MouseEvent", "PlaygroundScreen"] {
                    let word = try Regex("(^|[^A-Za-z])" + screenType + "([^A-Za-z]|$)")
                    #expect(!code.contains(word), "\(name) names \(screenType)")
                }
            }
        }
    }
}
