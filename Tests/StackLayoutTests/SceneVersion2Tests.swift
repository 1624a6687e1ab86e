import Testing
@testable import StackLayout

/// Scene format 2: reading and writing the user's constraints and nested stacks, their errors,
/// and the lowest version on saving.
@Suite("Scene files: format version 2")
struct SceneVersion2Tests {
    private func message(_ text: String) -> String? {
        sceneDecodingError(text)?.description
    }

    private static let views = #"[{"name": "Title", "width": 80, "height": 20}, {"name": "Row", "stack": {"axis": "vertical"}, "views": [{"name": "Icon", "width": 10, "height": 10}]}]"#

    @Test func constraintsAndNestedStacksAreRead() throws {
        let text = #"{"version": 2, "views": \#(Self.views), "constraints": ["Title.width == 2 * Icon.width @750", "row-min: Row.height >= 44", "StackView.width <= 300"]}"#
        let scene = try SceneJSON.decode(text, file: "scene.json")
        #expect(scene.views.map(\.name) == ["Title", "Row"])
        let row = try #require(scene.views[1].nested)
        #expect(row.stack.axis == .vertical)
        #expect(row.views == [ArrangedView(name: "Icon", width: 10, height: 10)])
        #expect(scene.views[1].width == nil && scene.views[1].height == nil)
        #expect(scene.constraints == [
            LayoutConstraint("custom", LayoutAnchor("Title", .width), .equal, LayoutAnchor("Icon", .width), multiplier: 2, priority: 750),
            LayoutConstraint("row-min", LayoutAnchor("Row", .height), .greaterThanOrEqual, constant: 44),
            LayoutConstraint("custom", LayoutAnchor("StackView", .width), .lessThanOrEqual, constant: 300),
        ])
    }

    @Test func badConstraintsNameTheFileTheKeyPathAndTheColumn() {
        let prefix = #"{"version": 2, "views": \#(Self.views), "constraints": ["Title.width == 10", "#
        #expect(message(prefix + #""Title.width == Nope.width"]}"#)
            == #"scene.json: constraints[1]: column 16: unknown item "Nope"; expected one of Icon, Row, StackView, Title"#)
        #expect(message(prefix + #""Title.size == 4"]}"#)
            == #"scene.json: constraints[1]: column 7: unknown attribute "size"; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline"#)
        #expect(message(prefix + #""Title.width = 4"]}"#) == "scene.json: constraints[1]: column 13: expected ==, <= or >=")
        #expect(message(prefix + #""Title.width == 4 @1001"]}"#)
            == #"scene.json: constraints[1]: column 18: expected a priority in (0, 1000] after "@""#)
        #expect(message(prefix + #""Title.leading == 4"]}"#)?.hasPrefix("scene.json: constraints[1]: column 18: a location (leading) cannot equal a constant") == true)
        #expect(message(prefix + #"4]}"#) == "scene.json: constraints[1]: expected a string, found a number (4)")
        #expect(message(#"{"version": 2, "constraints": "Title.width == 4"}"#)
            == #"scene.json: constraints: expected an array of constraints in the one-line form, found a string ("Title.width == 4")"#)
        // Guides are not items a user constraint may name.
        #expect(message(#"{"version": 2, "views": [{"name": "a"}], "constraints": ["_UILayoutSpacer.width == 4"]}"#)?
            .hasPrefix(#"scene.json: constraints[0]: column 1: unknown item "_UILayoutSpacer""#) == true)
    }

    @Test func version2ContentNeedsVersion2() {
        #expect(message(#"{"version": 1, "views": [{"name": "a"}], "constraints": []}"#)
            == #"scene.json: constraints: user constraints need scene format version 2; write "version": 2"#)
        #expect(message(#"{"version": 1, "views": [{"name": "a"}, {"name": "b", "views": []}]}"#)
            == #"scene.json: views[1]: a nested stack needs scene format version 2; write "version": 2"#)
        // Without a version, whatever the file holds is read.
        #expect(message(#"{"views": [{"name": "b", "views": [{"name": "c"}]}], "constraints": ["c.width == 3"]}"#) == nil)
    }

    @Test func nestedStacksAreCheckedAtEveryDepth() {
        #expect(message(#"{"version": 2, "views": [{"name": "a"}, {"name": "Row", "views": [{"name": "b"}, {"name": "a"}]}]}"#)
            == #"scene.json: views[1].views[1].name: duplicate view name "a"; views[0] has it too (names are unique at every depth)"#)
        #expect(message(#"{"version": 2, "views": [{"name": "Row", "views": [{"name": "b", "hugging": {"vertical": 0}}]}]}"#)
            == "scene.json: views[0].views[0].hugging.vertical: expected a priority in (0, 1000], found 0")
        #expect(message(#"{"version": 2, "views": [{"name": "Row", "stack": {"customSpacing": {"zz": 3}}, "views": [{"name": "b"}]}]}"#)
            == #"scene.json: views[0].stack.customSpacing.zz: custom spacing after a view that does not exist: no view is named "zz" (the views are b)"#)
        #expect(message(#"{"version": 2, "views": [{"name": "Row", "width": 30, "views": []}]}"#)
            == "scene.json: views[0].width: a nested stack has no intrinsic content size: its size comes from its views; set stack.width or add a constraint")
        #expect(message(#"{"version": 2, "views": [{"name": "Row", "hugging": {}, "views": []}]}"#)
            == "scene.json: views[0].hugging: a nested stack has no intrinsic content size for hugging to act on; set it on its views")
        #expect(message(#"{"version": 2, "views": [{"name": "Row", "views": [], "colour": 1}]}"#)
            == "scene.json: views[0].colour: unknown key; expected one of name, hidden, stack, views")
        #expect(message(#"{"version": 2, "views": [{"name": "Row", "views": [{"name": "_UILayoutSpacer-Row"}]}]}"#)
            == #"scene.json: views[0].views[0].name: "_UILayoutSpacer-Row" is reserved: it names the alignment spanner of a stack; choose another name"#)
        #expect(message(#"{"version": 2, "views": [{"stack": {}}]}"#) == "scene.json: views[0].name: missing; every view needs a name")
        #expect(message(#"{"version": 2, "views": [{"name": "Row", "views": {}}]}"#) == "scene.json: views[0].views: expected an array of views, found an object")
    }

    @Test func scenesBuiltInCodeAreValidatedToo() {
        var scene = Scene(views: [ArrangedView(name: "a", width: 10)])
        scene.constraints = [LayoutConstraint("custom", LayoutAnchor("gone", .width), .equal, constant: 3)]
        let error = sceneDecodingError { () throws(SceneFileError) in try SceneJSON.validate(scene, file: "x") }
        #expect(error?.keyPath == "constraints[0]")
        #expect(error?.description.contains(#"unknown item "gone""#) == true)
        scene.constraints = [LayoutConstraint("custom", LayoutAnchor("a", .width), .equal, constant: 3, priority: 0)]
        #expect(sceneDecodingError { () throws(SceneFileError) in try SceneJSON.validate(scene, file: "x") }?.keyPath == "constraints[0]")
    }

    @Test func savingWritesTheLowestVersionAndReadsBackTheSameScene() throws {
        for example in Examples.all {
            let text = SceneJSON.encode(example.scene)
            let version = example.scene.constraints.isEmpty && !example.scene.hasNestedStacks ? 1 : 2
            #expect(text.hasPrefix("{\n  \"version\": \(version),"), "\(example.name)")
            #expect(try SceneJSON.decode(text, file: example.name) == example.scene, "\(example.name)")
        }
        // A multiplier the listing rounds is written exactly.
        var scene = Scene(views: [ArrangedView(name: "a"), ArrangedView(name: "b")])
        scene.constraints = [LayoutConstraint("third", LayoutAnchor("a", .width), .lessThanOrEqual, LayoutAnchor("b", .width), multiplier: 1.0 / 3.0, constant: -2.5, priority: 250)]
        #expect(try SceneJSON.decode(SceneJSON.encode(scene), file: "x") == scene)
        #expect(SceneJSON.userLine(for: LayoutConstraint("custom", LayoutAnchor("a", .width), .equal, constant: 200)) == "a.width == 200")
    }

    @Test func version1ScenesAreWrittenAsBefore() throws {
        // The golden files' scenes are version 1: they still read, and write back as version 1
        // with no new keys.
        for (name, scene) in try SceneGoldenFiles.scenes() {
            let text = SceneJSON.encode(scene)
            #expect(text.hasPrefix("{\n  \"version\": 1,"), "\(name)")
            #expect(!text.contains("\"constraints\""), "\(name)")
            #expect(!text.contains("\"views\": [\n        {"), "\(name): no nested views")
            #expect(try SceneJSON.decode(text, file: name) == scene, "\(name)")
        }
    }
}
