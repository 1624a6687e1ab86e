import Foundation
import StackLayout
import Testing
import JSON

@Suite("stackplay explain")
struct ExplainCommandTests {
    @Test("text: a summary line for the stack and every view", arguments: Examples.all.map(\.name))
    func textNamesEveryItem(_ example: String) throws {
        let output = try Stackplay.run(["explain", "--example", example])
        #expect(output.status == 0, "\(output.stderr)")
        let scene = try #require(Examples.named(example)).scene
        let headers = output.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(headers.map { String($0.prefix { $0 != " " }) } == [LayoutItem.stackView] + scene.allViews.map(\.name))
        for header in headers { #expect(header.count > 20, "\(header)") }
        #expect(output.stdout.contains("    decided by\n"))
    }

    @Test("json: every constraint is one that `constraints --format json` prints", arguments: Examples.all.map(\.name))
    func jsonConstraintsAreListedOnes(_ example: String) throws {
        let output = try Stackplay.run(["explain", "--example", example, "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let document = try JSONValue.parse(output.stdout)
        let listed = try JSONValue.parse(try Stackplay.run(["constraints", "--example", example, "--format", "json"]).stdout)
        guard case let .array(constraints)? = listed["constraints"], case let .array(items)? = document["items"] else {
            Issue.record("no constraints or items array")
            return
        }
        let scene = try #require(Examples.named(example)).scene
        #expect(items.compactMap { $0["name"] } == ([LayoutItem.stackView] + scene.allViews.map(\.name)).map(JSONValue.string))
        var checked = 0
        for item in items {
            guard case .string? = item["summary"], case let .array(attributes)? = item["attributes"] else {
                Issue.record("item without summary or attributes")
                continue
            }
            #expect(attributes.compactMap { $0["attribute"] } == ["x", "y", "width", "height"].map(JSONValue.string))
            for attribute in attributes {
                guard case let .array(decided)? = attribute["decidedBy"], case let .array(whatIfs)? = attribute["whatIf"],
                      case let .array(gave)? = attribute["gaveWay"], case .number? = attribute["value"],
                      case .bool? = attribute["ambiguous"] else {
                    Issue.record("attribute without its keys")
                    continue
                }
                #expect(decided.count == whatIfs.count)
                let referenced = decided + whatIfs.compactMap { $0["without"] } + gave.compactMap { $0["constraint"] }
                for constraint in referenced {
                    #expect(constraints.contains(constraint), "not a listed constraint")
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
    }

    @Test func oneViewAtATime() throws {
        let output = try Stackplay.run(["explain", "--view", "Subview1", "--format", "json"])
        #expect(output.status == 0)
        guard case let .array(items)? = try JSONValue.parse(output.stdout)["items"] else {
            Issue.record("no items")
            return
        }
        #expect(items.count == 1 && items.first?["name"] == .string("Subview1"))
    }

    @Test func anUnknownViewIsBadInputListingTheNames() throws {
        let output = try Stackplay.run(["explain", "--view", "Nope"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("--view Nope"))
        #expect(output.stderr.contains("StackView, Subview0, Subview1, Subview2"))
    }

    /// On a long stack the message stays one readable line: the nearest name, then the first
    /// names and how many more (it listed all 41 names, or 301 on a 300-view stack).
    @Test func anUnknownViewOnALongStackSuggestsTheNearestAndCountsTheRest() throws {
        let folder = try Stackplay.temporaryDirectory()
        let path = folder.appendingPathComponent("long.json").path
        var scene = Scene()
        scene.views = (0..<40).map { ArrangedView(name: "V\($0)", width: 20, height: 20) }
        try SceneFile.save(scene, to: path)
        let output = try Stackplay.run(["explain", path, "--view", "V35x"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        let message = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!message.contains("\n"))
        #expect(message.contains("--view V35x: no such item in \(path); did you mean V35? expected one of StackView, V0, V1, V2,"), "\(message)")
        #expect(message.hasSuffix(", V10, … and 29 more"), "\(message)")
    }
}
