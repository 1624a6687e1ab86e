import Foundation
import StackLayout
import Testing
import JSON

/// The commands on scene format 2: nested stacks and the user's constraints in `layout`,
/// `constraints` and `render`, and a bad user constraint refused with status 2.
@Suite("stackplay on nested stacks and user constraints", .serialized)
struct NestedSceneCommandTests {
    @Test func layoutJSONReportsEveryItemAtEveryDepthInTheOuterStacksCoordinates() throws {
        let output = try Stackplay.run(["layout", "--example", "card", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let document = try JSONValue.parse(output.stdout)
        guard case let .array(items)? = document["items"] else {
            Issue.record("no items in \(output.stdout)")
            return
        }
        let names = items.compactMap { item -> String? in
            if case let .string(name)? = item["name"] { return name }
            return nil
        }
        let scene = try #require(Examples.named("card")).scene
        #expect(Array(names.prefix(1 + scene.allViews.count)) == [LayoutItem.stackView] + scene.allViews.map(\.name))
        #expect(names.contains("_UIOLAGapGuide0-Toolbar"))
        // The toolbar's views sit inside the toolbar, which sits inside the card's margins.
        func frame(_ name: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
            let item = try #require(items.first { $0["name"] == .string(name) })
            guard case let .number(x)? = item["x"], case let .number(y)? = item["y"],
                  case let .number(width)? = item["width"], case let .number(height)? = item["height"] else {
                throw CancellationError()
            }
            return (x, y, width, height)
        }
        let toolbar = try frame("Toolbar")
        #expect(toolbar.x == 12 && toolbar.width == 276)
        for name in ["Like", "Comment", "Share"] {
            let view = try frame(name)
            #expect(view.x >= toolbar.x && view.x + view.width <= toolbar.x + toolbar.width, "\(name)")
            #expect(view.y >= toolbar.y && view.y + view.height <= toolbar.y + toolbar.height, "\(name)")
        }
        #expect(try frame("Share").x + 32 == toolbar.x + toolbar.width)
    }

    @Test func constraintsListTheNestedStacksAndTheUsersOwn() throws {
        let output = try Stackplay.run(["constraints", "--example", "labeled-form"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("UISV-canvas-connection: NameRow.leading == NameLabel.leading\n"))
        #expect(output.stdout.contains("UISV-spanning-boundary: _UILayoutSpacer-NameRow.top <= NameLabel.top\n"))
        #expect(output.stdout.contains("custom: EmailLabel.width == NameLabel.width\n"))
        // Every listed line reads back.
        for line in output.stdout.split(separator: "\n") where line.contains(": ") {
            #expect((try? ConstraintText.parse(String(line))) != nil, "\(line)")
        }
    }

    @Test func renderDrawsTheNestedViews() throws {
        let output = try Stackplay.run(["render", "--example", "card", "--columns", "100", "--rows", "30"])
        #expect(output.status == 0, "\(output.stderr)")
        for name in ["Title", "Body", "Toolbar", "Like", "Share"] {
            #expect(output.stdout.contains(name), "\(name) not drawn:\n\(output.stdout)")
        }
    }

    @Test func aBadUserConstraintIsStatusTwoWithFileKeyPathAndColumn() throws {
        let directory = try Stackplay.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.json")
        try #"{"version": 2, "views": [{"name": "a", "width": 10}], "constraints": ["a.width == 5", "a.width >= b.width"]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        for command in ["layout", "constraints", "explain", "export"] {
            let output = try Stackplay.run([command, file.path])
            #expect(output.status == 2, "\(command)")
            #expect(output.stdout.isEmpty, "\(command)")
            #expect(output.stderr.contains(#"\#(file.path): constraints[1]: column 12: unknown item "b"; expected one of StackView, a"#), "\(command): \(output.stderr)")
        }
    }
}
