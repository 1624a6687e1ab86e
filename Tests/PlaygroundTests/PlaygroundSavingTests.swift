import Foundation
import TestScratch
import Playground
import StackLayout
import Testing

/// `w` and `W`: the scene written in the scene format, atomically, and what the playground
/// says about it; quitting with unsaved changes.
@Suite("Playground saving")
struct PlaygroundSavingTests {
    static func directory() throws -> URL {
        try makeScratchDirectory("save")
    }

    static func type(_ text: String, on state: inout PlaygroundState) {
        for character in text { _ = state.press(.character(character)) }
    }

    @Test func wSavesToTheSceneFileAndItReadsBackTheSame() throws {
        let folder = try Self.directory()
        let path = folder.appendingPathComponent("scene.json").path
        try SceneFile.save(RenderTestSupport.seed(), to: path)
        var state = PlaygroundState(scene: try SceneFile.load(path: path), name: path, file: path)
        #expect(!state.hasUnsavedChanges)
        Self.type("dx+", on: &state)
        _ = state.press(.tab)
        _ = state.press(.right)
        #expect(state.hasUnsavedChanges)
        Self.type("w", on: &state)
        #expect(state.message == "saved")
        #expect(state.name == path)
        #expect(!state.hasUnsavedChanges)
        #expect(try SceneFile.load(path: path) == state.scene)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["scene.json"], "no temporary file left behind")
    }

    @Test func anUnsizedStackIsSavedWithoutASize() throws {
        let path = try Self.directory().appendingPathComponent("unsized.json").path
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: path)
        Self.type("ssw", on: &state)  // 320, then 375 pt wide: saved with its width only
        let saved = try SceneFile.load(path: path)
        #expect(saved.stack.width == 375 && saved.stack.height == nil)
        Self.type("sssw", on: &state)  // 390, 430, unsized again
        #expect(try SceneFile.load(path: path).stack.width == nil)
    }

    @Test func withoutAFileWAsksForOne() throws {
        let path = try Self.directory().appendingPathComponent("new.json").path
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        Self.type("dw", on: &state)
        #expect(state.ui.prompt == "")
        Self.type(path + "x", on: &state)
        _ = state.press(.backspace)
        #expect(state.ui.prompt == path)
        #expect(state.press(.enter).isEmpty)
        #expect(state.ui.prompt == nil)
        #expect(state.file == path)
        #expect(try SceneFile.load(path: path).stack.distribution == .fillEqually)
        let screen = PlaygroundScreen.render(state, width: 120, height: 36, color: false, ascii: false).lines()
        #expect(screen[screen.count - 3].hasPrefix(path + " · saved · "), "the title is the file saved to")
    }

    @Test func escCancelsThePromptAndTheScreenShowsIt() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        Self.type("W", on: &state)
        Self.type("a.json", on: &state)
        let lines = PlaygroundScreen.render(state, width: 80, height: 24, color: false, ascii: false).lines()
        #expect(lines.contains { $0.hasPrefix("save to: a.json") })
        #expect(state.scene.stack.alignment == .fill, "keys go to the prompt, not to the stack")
        _ = state.press(.escape)
        #expect(state.ui.prompt == nil)
        #expect(state.message == "not saved")
        #expect(state.file == nil)
    }

    /// A save that cannot be done says why and loses nothing: the scene stays unsaved in the
    /// playground, and a file that was there is as it was.
    @Test func aFailedSaveSaysWhyAndLosesNothing() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: "/proc/stackplay-cannot-write-here.json")
        Self.type("dw", on: &state)
        #expect(state.message?.hasPrefix("not saved: ") == true)
        #expect(state.message?.contains("/proc/stackplay-cannot-write-here.json") == true)
        #expect(state.hasUnsavedChanges)

        // A read-only directory (only enforced for users other than root).
        let folder = try Self.directory()
        let path = folder.appendingPathComponent("kept.json").path
        try SceneFile.save(RenderTestSupport.seed(), to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        var other = PlaygroundState(scene: RenderTestSupport.seed(), name: path, file: path)
        Self.type("xw", on: &other)
        if geteuid() != 0 {
            #expect(other.message?.hasPrefix("not saved: ") == true)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept.json"])
        }
    }

    /// Why a save failed is shown whole, however long and however narrow the screen:
    /// wrapped over the bottom of the drawing until the next key. So is the warning about
    /// quitting with unsaved changes.
    @Test func warningsAreShownWhole() throws {
        let path = "/proc/" + String(repeating: "no-such-folder/", count: 3) + "scene.json"
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: path)
        Self.type("dw", on: &state)
        let message = try #require(state.message)
        #expect(message.hasPrefix("not saved: ") && message.contains(path))
        let squeezed = { (text: String) in text.filter { !$0.isWhitespace } }
        for (width, height) in [(40, 12), (80, 24), (120, 36)] {
            let canvas = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false)
            RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
            #expect(squeezed(canvas.lines().joined()).contains(squeezed(message)), "\(width)×\(height):\n\(canvas.lines().joined(separator: "\n"))")
        }
        Self.type("x", on: &state)
        #expect(!PlaygroundScreen.render(state, width: 40, height: 12, color: false, ascii: false).lines().joined().contains("not saved"))

        Self.type("q", on: &state)
        let quitting = PlaygroundScreen.render(state, width: 40, height: 12, color: false, ascii: false).lines().joined(separator: " ")
        #expect(squeezed(quitting).contains(squeezed("unsaved changes: w saves, q, Esc or Ctrl-C again quits")), "\(quitting)")
    }

    @Test func quittingWithUnsavedChangesAsksOnce() throws {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        #expect(state.press(.character("q")) == [.quit], "nothing to lose: quits at once")
        Self.type("d", on: &state)
        #expect(state.press(.character("q")).isEmpty)
        #expect(state.message == "unsaved changes: w saves, q, Esc or Ctrl-C again quits")
        #expect(state.press(.escape) == [.quit])

        var again = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        Self.type("dq", on: &again)
        Self.type("a", on: &again)
        #expect(again.press(.controlC).isEmpty, "another key in between: it asks again")
        #expect(again.press(.controlC) == [.quit])
    }

    @Test func savedChangesQuitAtOnce() throws {
        let path = try Self.directory().appendingPathComponent("s.json").path
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", file: path)
        Self.type("dw", on: &state)
        #expect(state.press(.character("q")) == [.quit])
    }
}
