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

    /// The frames `layout --format json` gives, by item name.
    static func jsonFrames(_ arguments: [String]) throws -> [String: [Double]] {
        let output = try Stackplay.run(["layout"] + arguments + ["--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        guard case let .array(items)? = try JSONValue.parse(output.stdout)["items"] else { return [:] }
        var frames: [String: [Double]] = [:]
        for item in items {
            guard case let .string(name)? = item["name"] else { continue }
            frames[name] = ["x", "y", "width", "height"].compactMap { key in
                if case let .number(value)? = item[key] { return value }
                return nil
            }
        }
        return frames
    }

    @Test(arguments: ["card", "labeled-form"])
    func nestedGuidesAreInTheirStackAndTheTextJSONAndSVGAgree(example: String) throws {
        let json = try Self.jsonFrames(["--example", example])
        let text = try Stackplay.run(["layout", "--example", example])
        #expect(text.status == 0, "\(text.stderr)")
        var rows: [String: [Double]] = [:]
        for line in text.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 5 else { continue }
            let numbers = fields.dropFirst().compactMap { Double($0) }
            if numbers.count == 4 { rows[String(fields[0])] = numbers }
        }
        #expect(Set(rows.keys) == Set(json.keys), "\(text.stdout)")
        for (name, frame) in json {
            let row = try #require(rows[name], "\(name) not in the text")
            #expect(zip(frame, row).allSatisfy { abs($0 - $1) < 0.001 }, "\(name): JSON \(frame), text \(row)")
        }
        var guides = 0
        for (name, guide) in json {
            guard let dash = name.firstIndex(of: "-"), name.hasPrefix("_") else { continue }
            let stack = try #require(json[String(name[name.index(after: dash)...])], "no stack for \(name)")
            #expect(guide[0] >= stack[0] && guide[0] + guide[2] <= stack[0] + stack[2], "\(name) \(guide) across \(stack)")
            #expect(guide[1] >= stack[1] && guide[1] + guide[3] <= stack[1] + stack[3], "\(name) \(guide) down \(stack)")
            guides += 1
        }
        #expect(guides >= 2)
    }

    @Test func theSVGDrawsANestedStacksGapGuidesAlongItsOwnAxis() throws {
        let output = try Stackplay.run(["render", "--example", "card", "--guides", "--format", "svg"])
        #expect(output.status == 0, "\(output.stderr)")
        // The toolbar's gaps run across it (x 44…134 and 166…256), 90 points each, under it.
        #expect(output.stdout.contains(#"<line x1="44" y1="162" x2="134" y2="162""#), "\(output.stdout)")
        #expect(output.stdout.contains(#"<line x1="166" y1="162" x2="256" y2="162""#))
        #expect(output.stdout.contains(">gap0-Toolbar 90</text>"))
        #expect(output.stdout.contains(">gap1-Toolbar 90</text>"))
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
