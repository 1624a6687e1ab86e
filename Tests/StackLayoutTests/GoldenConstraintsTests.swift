import Foundation
import Testing
@testable import StackLayout
import JSON

/// One golden file of `Tests/Fixtures/golden`: its scene and expected stack constraints.
struct GoldenConstraintFile: CustomStringConvertible {
    let name: String
    let scene: Scene
    let lines: [String]

    var description: String { name }

    /// The golden folder, found from this source file: `Tests/Fixtures/golden` in the package.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // StackLayoutTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/golden")

    static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func load(_ name: String) throws -> GoldenConstraintFile {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let document = try JSONValue.parse(text)
        guard let sceneValue = document["scene"] else {
            throw GoldenFileError(file: name, message: "no \"scene\"")
        }
        let scene = try SceneJSON.decode(sceneValue, file: name, keyPath: "scene")
        guard case .array(let values)? = document["constraints"] else {
            throw GoldenFileError(file: name, message: "no \"constraints\" array")
        }
        let lines = try values.map { value -> String in
            guard case .string(let line) = value else {
                throw GoldenFileError(file: name, message: "a constraint is not a string")
            }
            return line
        }
        return GoldenConstraintFile(name: name, scene: scene, lines: lines)
    }

    /// The generated constraints the golden file lists: UISV-* and margin-guide ones.
    static func stackConstraints(of scene: Scene) -> [LayoutConstraint] {
        UIKitConstraints.constraints(for: scene).filter {
            $0.identifier.hasPrefix("UISV-") || $0.identifier == ConstraintIdentifier.marginGuide
        }
    }
}

struct GoldenFileError: Error, CustomStringConvertible {
    let file: String
    let message: String
    var description: String { "\(file): \(message)" }
}

@Suite("Golden constraint files")
struct GoldenConstraintsTests {
    @Test("the golden folder holds the 20 seed files")
    func allGoldenFilesPresent() {
        #expect(GoldenConstraintFile.fileNames.count == 20, "looked in \(GoldenConstraintFile.folder.path)")
    }

    @Test("generated UISV-* constraints equal the golden lines", arguments: GoldenConstraintFile.fileNames)
    func matchesGolden(_ name: String) throws {
        let golden = try GoldenConstraintFile.load(name)
        let expected = try golden.lines.map(ConstraintText.parse)
        let actual = GoldenConstraintFile.stackConstraints(of: golden.scene)
        let (missing, extra) = actual.differences(from: expected)
        #expect(missing.isEmpty, "\(name): missing \(missing.map(ConstraintText.line(for:)))")
        #expect(extra.isEmpty, "\(name): extra \(extra.map(ConstraintText.line(for:)))")
        #expect(actual.count == expected.count, "\(name): \(actual.count) generated, \(expected.count) expected")
    }

    @Test("every golden file is also right-to-left invariant", arguments: GoldenConstraintFile.fileNames)
    func rightToLeftWritesSameConstraints(_ name: String) throws {
        let golden = try GoldenConstraintFile.load(name)
        var flipped = golden.scene
        flipped.stack.layoutDirection = .rightToLeft
        #expect(UIKitConstraints.constraints(for: flipped) == UIKitConstraints.constraints(for: golden.scene))
    }
}
