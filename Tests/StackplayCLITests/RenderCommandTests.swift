import Foundation
import StackLayout
import Testing

@Suite("stackplay render", .serialized)
struct RenderCommandTests {
    @Test(arguments: Examples.all.map(\.name))
    func everyExampleFits80x24WithoutTrailingSpaces(_ name: String) throws {
        let output = try Stackplay.run(["render", "--example", name])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(name)")
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") }, "\(name)")
        #expect(!output.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
        // Every visible view is on screen by its name (or, when too thin, by its index).
        let scene = try #require(Examples.named(name)).scene
        for (index, view) in scene.views.enumerated() where !view.hidden {
            let shown = output.stdout.contains(view.name) || output.stdout.contains("#\(index)") || output.stdout.contains("\(index)")
            #expect(shown, "\(name): \(view.name)")
        }
    }

    /// The marks are the renderer's, so `render` draws them too: the apple example at a fixed
    /// 248-point height compresses red past zero (a bar with its size), and two views
    /// without an intrinsic size are ambiguous (dashed, `?`).
    @Test func renderDrawsTheMarks() throws {
        let directory = try Stackplay.temporaryDirectory()
        let apple = directory.appendingPathComponent("apple248.json")
        try #"{"version": 1, "stack": {"axis": "vertical", "alignment": "center", "height": 248}, "views": [{"name": "red", "width": 50, "height": 50}, {"name": "blue", "width": 100, "height": 100}, {"name": "green", "width": 200, "height": 200}]}"#
            .write(to: apple, atomically: true, encoding: .utf8)
        let negative = try Stackplay.run(["render", apple.path, "--columns", "60", "--rows", "30", "--color", "never"])
        #expect(negative.status == 0)
        #expect(negative.stdout.contains("╳red 50×-52"), "\(negative.stdout)")
        let free = directory.appendingPathComponent("free.json")
        try #"{"version": 1, "stack": {"width": 300, "height": 80}, "views": [{"name": "A"}, {"name": "B"}]}"#
            .write(to: free, atomically: true, encoding: .utf8)
        let ambiguous = try Stackplay.run(["render", free.path, "--columns", "60", "--rows", "20", "--color", "never", "--ascii"])
        #expect(ambiguous.status == 0)
        // Dashed: `:` sides where a solid box has `|`, and the `?` on its top edge.
        let drawing = ambiguous.stdout.split(separator: "\n").dropFirst().joined(separator: "\n")  // below the caption
        #expect(drawing.contains("-?-") && !drawing.contains("|"), "\(ambiguous.stdout)")
    }

    @Test func sizeOptionsBoundTheOutput() throws {
        for (columns, rows) in [(40, 10), (10, 3), (11, 4), (200, 60)] {
            let output = try Stackplay.run(["render", "--columns", "\(columns)", "--rows", "\(rows)"])
            #expect(output.status == 0)
            let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count <= rows, "\(columns)×\(rows)")
            #expect(lines.allSatisfy { $0.count <= columns }, "\(columns)×\(rows)")
        }
    }

    @Test func asciiModeWritesOnlyASCII() throws {
        let output = try Stackplay.run(["render", "--ascii", "--example", "apple"])
        #expect(output.status == 0)
        let allASCII = output.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(allASCII)
        #expect(output.stdout.contains("green 200x200"))
    }

    @Test func colorAlwaysWritesEscapesAndNeverDoesNot() throws {
        let always = try Stackplay.run(["render", "--color", "always"])
        let never = try Stackplay.run(["render", "--color", "never"])
        #expect(always.stdout.contains("\u{1B}["))
        #expect(!never.stdout.contains("\u{1B}"))
        // Without escapes, the coloured drawing is the plain one.
        let stripped = always.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == never.stdout)
    }

    @Test func guidesShowUIKitsHelpers() throws {
        let plain = try Stackplay.run(["render", "--example", "toolbar", "--columns", "100", "--rows", "12"])
        let guides = try Stackplay.run(["render", "--example", "toolbar", "--columns", "100", "--rows", "12", "--guides"])
        #expect(!plain.stdout.contains("gap0"))
        #expect(guides.stdout.contains("gap0"))
    }

    @Test func badOptionsExitWith2() throws {
        for arguments in [["render", "--columns", "0"], ["render", "--zoom", "-1"], ["render", "--color", "sometimes"]] {
            let output = try Stackplay.run(arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stdout.isEmpty)
        }
    }
}
