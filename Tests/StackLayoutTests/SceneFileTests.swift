import Foundation
import Testing

@testable import StackLayout

/// Loading and saving scene files on disk.
@Suite("Scene files: load and save")
struct SceneFileTests {
    /// A fresh, empty directory for one test; removed by `cleanUp`.
    private final class Sandbox {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory
                .appendingPathComponent("stackplay-scenefile-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func file(_ name: String) -> String { path + "/" + name }

        func contents() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        }

        deinit {
            chmod(path, 0o755)
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private func loadError(_ path: String) -> SceneFileError? {
        sceneDecodingError { () throws(SceneFileError) in _ = try SceneFile.load(path: path) }
    }

    private func saveError(_ scene: Scene, _ path: String) -> SceneFileError? {
        sceneDecodingError { () throws(SceneFileError) in try SceneFile.save(scene, to: path) }
    }

    private var sample: Scene {
        Examples.named("labels")?.scene ?? Scene(views: [ArrangedView(name: "a", width: 1, height: 2)])
    }

    // MARK: Loading

    @Test func saveThenLoadGivesTheSameScene() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("scene.json")
        try SceneFile.save(sample, to: path)
        #expect(try SceneFile.load(path: path) == sample)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SceneJSON.encode(sample))
        #expect(try sandbox.contents() == ["scene.json"])
    }

    @Test func loadingAMissingFileNamesIt() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("nope.json")
        let error = try #require(loadError(path))
        #expect(error.file == path)
        #expect(error.description == "\(path): cannot read the scene: No such file or directory")
    }

    @Test func loadingADirectoryFails() throws {
        let sandbox = try Sandbox()
        let error = try #require(loadError(sandbox.path))
        #expect(error.description == "\(sandbox.path): cannot read the scene: a directory is not a scene file; expected a regular file")
    }

    @Test func loadingBytesThatAreNotUTF8Fails() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("latin1.json")
        try Data([0x7B, 0x0A, 0x22, 0xC3, 0xA9, 0xE9, 0x22, 0x7D]).write(to: URL(fileURLWithPath: path))
        let error = try #require(loadError(path))
        #expect(error.description == "\(path):2:3: cannot read the scene: the file is not UTF-8 text (byte 0xE9)")
    }

    @Test func loadingReportsMalformedJSONWithTheFileAndPosition() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("broken.json")
        try "{\n  \"stack\": {\"axis\": \"vertical\",}\n}\n".write(toFile: path, atomically: false, encoding: .utf8)
        let error = try #require(loadError(path))
        #expect(error.line == 2 && error.column == 32)
        #expect(error.description.hasPrefix("\(path):2:32: malformed JSON: expected a string key after ','"))
    }

    @Test func loadingIgnoresAByteOrderMark() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("bom.json")
        try Data([0xEF, 0xBB, 0xBF] + Array(#"{"views": [{"name": "a"}]}"#.utf8)).write(to: URL(fileURLWithPath: path))
        #expect(try SceneFile.load(path: path) == Scene(views: [ArrangedView(name: "a")]))
    }

    // MARK: Saving

    @Test func savingReplacesTheOldFile() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("scene.json")
        try "old contents that are longer than the new ones will be? no, but still".write(
            toFile: path, atomically: false, encoding: .utf8)
        try SceneFile.save(Scene(), to: path)
        #expect(try SceneFile.load(path: path) == Scene())
        #expect(try sandbox.contents() == ["scene.json"])
    }

    @Test func savingIntoAMissingDirectoryFailsAndLeavesNothing() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("missing/scene.json")
        let error = try #require(saveError(sample, path))
        #expect(error.file == path)
        #expect(
            error.description
                == "\(path): cannot save: there is no folder \(sandbox.path)/missing")
        #expect(try sandbox.contents().isEmpty)
    }

    @Test func aDirectoryIsNotReplaced() throws {
        let sandbox = try Sandbox()
        let target = sandbox.file("scene.json")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try "keep me".write(toFile: target + "/inside.txt", atomically: false, encoding: .utf8)

        let error = try #require(saveError(sample, target))
        #expect(error.description == "\(target): cannot save: it is a directory, not a regular file; save to a file name instead")
        #expect(try sandbox.contents() == ["scene.json"])
        #expect(try String(contentsOfFile: target + "/inside.txt", encoding: .utf8) == "keep me")
    }

    @Test func savingIntoAReadOnlyDirectoryKeepsTheOldFile() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("scene.json")
        let old = SceneJSON.encode(Scene())
        try old.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(sandbox.path, 0o555) == 0)
        defer { chmod(sandbox.path, 0o755) }

        if access(sandbox.path, W_OK) == 0 {
            // Running as root: permissions do not stop writes, so this case cannot fail here;
            // the missing-directory and rename tests cover the failure paths instead.
            try SceneFile.save(sample, to: path)
            #expect(try SceneFile.load(path: path) == sample)
        } else {
            let error = try #require(saveError(sample, path))
            #expect(error.description == "\(path): cannot save: cannot create a temporary file in \(sandbox.path): Permission denied")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == old)
        }
        #expect(try sandbox.contents() == ["scene.json"])
    }

    @Test func savingKeepsTheModeOfTheReplacedFile() throws {
        let sandbox = try Sandbox()
        let path = sandbox.file("private.json")
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        try SceneFile.save(sample, to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func savingThroughASymbolicLinkReplacesTheLinkedFile() throws {
        let sandbox = try Sandbox()
        let real = sandbox.file("real.json")
        let link = sandbox.file("link.json")
        try "{}".write(toFile: real, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try SceneFile.save(sample, to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try SceneFile.load(path: real) == sample)
        #expect(try sandbox.contents() == ["link.json", "real.json"])
    }
}
