import Foundation
import Playground
import StackLayout
import TestScratch
import Testing

@testable import stackplay

/// `w` onto the scene's own file: it wrote over whatever was there, so a change made on disk
/// since the playground read the file (another editor, a `git checkout`) was lost without a
/// word. It now asks, as save-as does before replacing another file.
@Suite("Saving over a file changed on disk")
struct SceneSavingTests {
    private let scene = Examples.named("seed")!.scene
    private let theirs = #"{"version":1,"stack":{},"views":[{"name":"Theirs","width":10,"height":10}]}"#

    private func scratchFile() throws -> String {
        let path = try makeScratchDirectory("stamp").appendingPathComponent("scene.json").path
        try SceneFile.save(scene, to: path)
        return path
    }

    @Test func theScenesOwnFileUnchangedIsWrittenWithoutAQuestion() throws {
        let path = try scratchFile()
        let stamp = try #require(FileStamp(path: path))
        #expect(SceneSaving.save(scene, to: path, currentFile: path, currentStamp: stamp) == .saved(to: path))
    }

    /// Whatever changed it — its contents in place, or a new file renamed over it as editors
    /// save — the file is left as the other writer left it, and the prompt asks.
    @Test(arguments: [false, true])
    func aChangeOnDiskIsKeptUntilTheUserSaysToReplaceIt(renamedOver: Bool) throws {
        let path = try scratchFile()
        let stamp = try #require(FileStamp(path: path))
        if renamedOver {
            try theirs.write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            try theirs.write(toFile: path, atomically: false, encoding: .utf8)
        }
        #expect(FileStamp(path: path) != stamp)
        #expect(SceneSaving.save(scene, to: path, currentFile: path, currentStamp: stamp) == .saveWouldReplace(path: path, reason: .changedSinceRead))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs, "nothing written")
        // Enter at the prompt that asked: replaced.
        #expect(SceneSaving.save(scene, to: path, currentFile: path, currentStamp: stamp, replacing: path) == .saved(to: path))
        #expect(try SceneFile.load(path: path).views.map(\.name) == scene.views.map(\.name))
    }

    /// The same size and the same modification time, but another file: still a change.
    @Test func anotherFileWithTheSameSizeAndTimeIsAChange() throws {
        let path = try scratchFile()
        let stamp = try #require(FileStamp(path: path))
        let copy = path + ".copy"
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        var times = [timespec(tv_sec: stamp.modifiedSeconds, tv_nsec: stamp.modifiedNanoseconds),
                     timespec(tv_sec: stamp.modifiedSeconds, tv_nsec: stamp.modifiedNanoseconds)]
        #expect(utimensat(AT_FDCWD, copy, &times, 0) == 0)
        #expect(rename(copy, path) == 0)
        let now = try #require(FileStamp(path: path))
        #expect(now.size == stamp.size && now.modifiedSeconds == stamp.modifiedSeconds && now.modifiedNanoseconds == stamp.modifiedNanoseconds)
        #expect(SceneSaving.save(scene, to: path, currentFile: path, currentStamp: stamp) == .saveWouldReplace(path: path, reason: .changedSinceRead))
    }

    /// Deleted since: there is nothing to lose, and the scene is written.
    @Test func aFileDeletedSinceIsWrittenAgain() throws {
        let path = try scratchFile()
        let stamp = try #require(FileStamp(path: path))
        try FileManager.default.removeItem(atPath: path)
        #expect(SceneSaving.save(scene, to: path, currentFile: path, currentStamp: stamp) == .saved(to: path))
        #expect(try SceneFile.load(path: path).views.count == scene.views.count)
    }

    /// The question on screen: the prompt holds the file's name and says what happened.
    @Test func thePromptSaysTheFileChanged() throws {
        var state = PlaygroundState(scene: scene, name: "scene.json", file: "scene.json")
        _ = state.update(.saveWouldReplace(path: "scene.json", reason: .changedSinceRead))
        #expect(state.ui.prompt == "scene.json")
        #expect(state.ui.message?.contains("changed on disk since it was read") == true)
        _ = state.update(.promptCancel)
        #expect(state.ui.message == "not saved")
        #expect(state.ui.replacing == nil)
    }
}
