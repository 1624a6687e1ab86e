import Foundation
import StackLayout
import Testing
import JSON

/// `stackplay layout` on issue 16's scenes: a conflict between required constraints in the
/// JSON as in the text, and reserved item names refused with status 2.
@Suite("stackplay layout: conflicts and reserved names", .serialized)
struct LayoutFidelityCommandTests {
    /// fillProportionally with one sized view and spacing 0 makes its proportion required;
    /// baseline-relative spacing then cannot hold (issue 16's example).
    static let conflictScene = #"{"version":1,"stack":{"axis":"vertical","distribution":"fillProportionally","spacing":0,"baselineRelative":true,"customSpacing":{"v1":7}},"views":[{"name":"v0","width":160,"height":200,"baselines":{"first":40,"last":20}},{"name":"v1","baselines":{"first":30,"last":10}}]}"#

    @Test func layoutJSONListsTheConflictAsTheTextDoes() throws {
        let directory = try Stackplay.temporaryDirectory()
        let file = directory.appendingPathComponent("conflict.json")
        try Self.conflictScene.write(to: file, atomically: true, encoding: .utf8)

        let text = try Stackplay.run(["layout", file.path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Unable to simultaneously satisfy constraints:"))
        let brokenLine = try #require(text.stdout.components(separatedBy: "Will attempt to recover by breaking constraint\n  ").last?
            .split(separator: "\n").first.map(String.init))
        let broken = try ConstraintText.parse(brokenLine)

        let json = try Stackplay.run(["layout", file.path, "--format", "json"])
        #expect(json.status == 0)
        let document = try JSONValue.parse(json.stdout)
        guard case let .array(conflicts)? = document["conflicts"], let conflict = conflicts.first else {
            Issue.record("no conflicts in \(json.stdout)")
            return
        }
        #expect(conflicts.count == 1)
        #expect(conflict["broken"] == (try JSONValue.parse(ConstraintText.jsonObject(for: broken))))
        guard case let .array(conflicting)? = conflict["conflicting"] else {
            Issue.record("no conflicting list")
            return
        }
        // Every conflicting constraint is also printed in the text's conflict set.
        #expect(!conflicting.isEmpty)
        for entry in conflicting {
            guard case let .string(identifier)? = entry["identifier"] else {
                Issue.record("conflicting entry without identifier")
                continue
            }
            #expect(text.stdout.contains("\n  \(identifier): "))
        }
        // The broken required constraint is in "conflicts" only: "gaveWay" holds the optional
        // constraints left unsatisfied, and there is no "broken" list.
        guard case let .array(gaveWay)? = document["gaveWay"] else {
            Issue.record("no gaveWay list")
            return
        }
        #expect(!gaveWay.contains(conflict["broken"] ?? .null))
        #expect(gaveWay.allSatisfy { entry in
            if case .number(let priority)? = entry["priority"] { return priority < 1000 }
            return false
        })
        #expect(document["broken"] == nil)
        // The text says "broken" only for the conflict: what gave way is listed as such.
        #expect(!text.stdout.contains("Broken constraints"))
        let gaveWayText = try #require(text.stdout.components(separatedBy: "Gave way (").last?.split(separator: "\n").dropFirst().first)
        #expect(!gaveWayText.contains(brokenLine))
    }

    @Test func layoutJSONWithoutConflictHasAnEmptyList() throws {
        let output = try Stackplay.run(["layout", "--example", "seed", "--format", "json"])
        #expect(output.status == 0)
        #expect(try JSONValue.parse(output.stdout)["conflicts"] == .array([]))
    }

    @Test func reservedViewNameIsOneMessageAndStatus2() throws {
        let directory = try Stackplay.temporaryDirectory()
        for name in ["StackView", "_UILayoutSpacer", "_UIOLAGapGuide0", "UIViewLayoutMarginsGuide"] {
            let file = directory.appendingPathComponent("reserved.json")
            try #"{"views": [{"name": "a"}, {"name": "\#(name)", "width": 10}]}"#.write(to: file, atomically: true, encoding: .utf8)
            for command in [["layout"], ["constraints"]] {
                let output = try Stackplay.run(command + [file.path])
                #expect(output.status == 2, "\(name) \(command)")
                #expect(output.stdout.isEmpty)
                #expect(output.stderr.contains("reserved.json"))
                #expect(output.stderr.contains("views[1].name"))
                #expect(output.stderr.contains("is reserved"))
                #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
            }
        }
    }
}
