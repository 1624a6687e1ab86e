import Foundation
import StackLayout
import Testing
import JSON

/// The `frames` and `ambiguous` entries of a golden file (its scene and constraints are read
/// by ``GoldenConstraintFile``).
struct GoldenLayout {
    var frames: [String: Frame]?
    var ambiguous: [String]?

    static func load(_ name: String) throws -> GoldenLayout {
        let text = try String(contentsOf: GoldenConstraintFile.folder.appendingPathComponent(name), encoding: .utf8)
        let document = try JSONValue.parse(text)
        var layout = GoldenLayout()
        if case let .object(members)? = document["frames"] {
            var frames: [String: Frame] = [:]
            for (item, value) in members {
                guard case let .array(numbers) = value else { throw GoldenFileError(file: name, message: "frame of \(item) is not an array") }
                let values = numbers.compactMap { element -> Double? in
                    if case let .number(number) = element { return number }
                    return nil
                }
                guard values.count == 4 else { throw GoldenFileError(file: name, message: "frame of \(item) is not 4 numbers") }
                frames[item] = Frame(x: values[0], y: values[1], width: values[2], height: values[3])
            }
            layout.frames = frames
        }
        if case let .array(entries)? = document["ambiguous"] {
            layout.ambiguous = entries.compactMap { entry in
                if case let .string(text) = entry { return text }
                return nil
            }
        }
        return layout
    }
}

/// Every golden file's scene, solved: its frames within 0.002 pt where the file gives them,
/// and its ambiguous attributes where it gives those instead.
@Suite("Golden frames")
struct GoldenFramesTests {
    @Test("every golden file gives frames or ambiguity")
    func everyFileHasAnExpectation() throws {
        #expect(GoldenConstraintFile.fileNames.count == 20)
        for name in GoldenConstraintFile.fileNames {
            let layout = try GoldenLayout.load(name)
            // 16 (no views) gives neither: an empty stack has no layout to check.
            #expect(layout.frames != nil || layout.ambiguous != nil || name.hasPrefix("16-"), "\(name)")
        }
    }

    @Test("solved frames and ambiguity equal the golden file's", arguments: GoldenConstraintFile.fileNames)
    func matchesGolden(_ name: String) throws {
        let golden = try GoldenConstraintFile.load(name)
        let expected = try GoldenLayout.load(name)
        let result = StackLayoutSolver.solve(golden.scene)
        #expect(result.conflicts.isEmpty, "\(name): \(result.conflicts)")
        if let frames = expected.frames {
            #expect(result.ambiguous.isEmpty, "\(name): ambiguous \(result.ambiguous)")
            for (item, frame) in frames.sorted(by: { $0.key < $1.key }) {
                let actual = try #require(result.frame(of: item), "\(name): no frame for \(item)")
                let offsets = [actual.x - frame.x, actual.y - frame.y, actual.width - frame.width, actual.height - frame.height]
                #expect(offsets.allSatisfy { abs($0) <= 0.002 }, "\(name): \(item) is \(actual), expected \(frame)")
            }
        }
        if let ambiguous = expected.ambiguous {
            // The golden files name frame components x, y, w, h; stackplay says width and height.
            let renamed = ambiguous.map { entry -> String in
                if entry.hasSuffix(".w") { return String(entry.dropLast(2)) + ".width" }
                if entry.hasSuffix(".h") { return String(entry.dropLast(2)) + ".height" }
                return entry
            }
            #expect(Set(result.ambiguous) == Set(renamed), "\(name)")
        }
    }
}
