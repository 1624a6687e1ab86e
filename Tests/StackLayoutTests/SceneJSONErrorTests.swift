import Testing

@testable import StackLayout
import JSON

/// Bad scene files: each is rejected with one message naming the file and the key path, and,
/// for malformed JSON, the line and column.
@Suite("Scene files: rejecting bad input")
struct SceneJSONErrorTests {
    /// The one-line message decoding `text` as `scene.json` gives.
    private func message(_ text: String) -> String? {
        sceneDecodingError(text)?.description
    }

    // MARK: Malformed JSON

    /// The message stays one line whatever the file is called.
    @Test func aLineBreakInTheFilesNameKeepsTheMessageOneLine() {
        let error = SceneFileError(file: "bad\nname\r.json", keyPath: "stack", message: "expected an object")
        #expect(error.description == "bad?name?.json: stack: expected an object")
    }

    @Test func missingCommaGivesLineAndColumn() throws {
        let text = """
            {
              "stack": {
                "axis": "horizontal"
                "spacing": 4
              }
            }
            """
        let error = try #require(sceneDecodingError(text))
        #expect(error.line == 4)
        #expect(error.column == 5)
        #expect(error.keyPath == "")
        #expect(error.description == #"scene.json:4:5: malformed JSON: expected ',' or '}' after an object member, found '"'"#)
    }

    @Test func malformedJSONMessages() {
        #expect(message("") == "scene.json:1:1: malformed JSON: expected a JSON value, found end of input")
        #expect(message("  \n") == "scene.json:2:1: malformed JSON: expected a JSON value, found end of input")
        #expect(message(#"{"views": [1,]}"#)
            == "scene.json:1:14: malformed JSON: expected a value after ',', found ']' (trailing commas are not allowed)")
        #expect(message(#"{"stack": {"spacing": 1,}}"#)
            == "scene.json:1:25: malformed JSON: expected a string key after ',', found '}' (trailing commas are not allowed)")
        #expect(message("{stack: {}}")
            == "scene.json:1:2: malformed JSON: expected a string key in double quotes, found 'stack'")
        #expect(message("{'stack': {}}")
            == #"scene.json:1:2: malformed JSON: expected a string key in double quotes, found "'""#)
        #expect(message(#"{"stack" {}}"#)
            == #"scene.json:1:10: malformed JSON: expected ':' after the key "stack", found '{'"#)
        #expect(message(#"{"stack": {"spacing": NaN}}"#)
            == "scene.json:1:23: malformed JSON: expected a JSON value, found 'NaN' (JSON has no NaN or infinity)")
        #expect(message(#"{"stack": {"spacing": -Infinity}}"#)
            == "scene.json:1:24: malformed JSON: expected a digit after '-', found 'Infinity'")
        #expect(message(#"{"stack": {"spacing": 08}}"#)
            == "scene.json:1:24: malformed JSON: numbers cannot have leading zeros")
        #expect(message(#"{"stack": {"spacing": 1.}}"#)
            == "scene.json:1:25: malformed JSON: expected a digit after the decimal point, found '}'")
        #expect(message(#"{"stack": {"baselineRelative": True}}"#)
            == "scene.json:1:32: malformed JSON: expected a JSON value, found 'True'")
        #expect(message(#"{"views": [{"name": "a}]}"#)
            == #"scene.json:1:21: malformed JSON: unterminated string: missing the closing '"'"#)
        #expect(message(#"{"views": []} x"#)
            == "scene.json:1:15: malformed JSON: unexpected text after the JSON value, found 'x'")
        #expect(message(#"{"views": [{"name": "a"}"#)
            == "scene.json:1:25: malformed JSON: expected ',' or ']' after an array element, found end of input")
    }

    @Test func linesAreCountedAcrossCRLFAndTabs() throws {
        let error = try #require(sceneDecodingError("{\r\n\t\"stack\": {\r\n\t\t\"axis\": horizontal\r\n}}"))
        #expect(error.line == 3)
        #expect(error.column == 11)
        #expect(error.message == "malformed JSON: expected a JSON value, found 'horizontal'")
    }

    @Test func duplicateKeysAreRejectedWithBothPositions() throws {
        let text = """
            {
              "stack": {
                "axis": "vertical",
                "axis": "horizontal"
              }
            }
            """
        let error = try #require(sceneDecodingError(text))
        #expect(error.keyPath == "stack.axis")
        #expect(error.line == 4 && error.column == 5)
        #expect(error.description == #"scene.json:4:5: stack.axis: duplicate key "axis"; it is first used at line 3, column 5"#)
    }

    @Test func duplicateKeysInsideViewsNameTheView() {
        #expect(message(#"{"views": [{"name": "a"}, {"name": "b", "width": 1, "width": 2}]}"#)
            == #"scene.json:1:53: views[1].width: duplicate key "width"; it is first used at line 1, column 41"#)
    }

    // MARK: Shape and types

    @Test func topLevelMustBeAnObject() {
        #expect(message("[]") == "scene.json: expected a scene object at the top level, found an array")
        #expect(message("42") == "scene.json: expected a scene object at the top level, found a number (42)")
    }

    @Test func wrongTypesNameTheKeyPath() {
        #expect(message(#"{"stack": {"spacing": "10"}}"#)
            == #"scene.json: stack.spacing: expected a number, found a string ("10")"#)
        #expect(message(#"{"stack": []}"#) == "scene.json: stack: expected an object, found an array")
        #expect(message(#"{"views": {}}"#) == "scene.json: views: expected an array of views, found an object")
        #expect(message(#"{"views": ["a"]}"#)
            == #"scene.json: views[0]: expected a view object, found a string ("a")"#)
        #expect(message(#"{"stack": {"marginsRelative": 1}}"#)
            == "scene.json: stack.marginsRelative: expected true or false, found a number (1)")
        #expect(message(#"{"stack": {"width": "wide"}}"#)
            == #"scene.json: stack.width: expected a number or null, found a string ("wide")"#)
        #expect(message(#"{"stack": {"spacing": null}}"#)
            == "scene.json: stack.spacing: expected a number, found null")
        #expect(message(#"{"stack": {"margins": {"top": true}}}"#)
            == "scene.json: stack.margins.top: expected a number, found a boolean (true)")
        #expect(message(#"{"stack": {"customSpacing": [4]}}"#)
            == "scene.json: stack.customSpacing: expected an object of view names and spacings, found an array")
        #expect(message(#"{"views": [{"name": 3}]}"#)
            == "scene.json: views[0].name: expected a string, found a number (3)")
        #expect(message(#"{"views": [{"name": "a"}, {"name": "b", "hidden": "yes"}]}"#)
            == #"scene.json: views[1].hidden: expected true or false, found a string ("yes")"#)
        #expect(message(#"{"views": [{"name": "a", "hugging": 250}]}"#)
            == "scene.json: views[0].hugging: expected an object, found a number (250)")
        #expect(message(#"{"views": [{"name": "a", "baselines": [1, 2]}]}"#)
            == "scene.json: views[0].baselines: expected an object, found an array")
    }

    @Test func versionMustBeOneOrTwo() {
        #expect(message(#"{"version": 3}"#)
            == "scene.json: version: expected 1 or 2, the scene format versions this program reads; found 3")
        #expect(message(#"{"version": 1.5}"#)
            == "scene.json: version: expected 1 or 2, the scene format versions this program reads; found 1.5")
        #expect(message(#"{"version": 2}"#) == nil)
        #expect(message(#"{"version": "1"}"#) == #"scene.json: version: expected a number, found a string ("1")"#)
    }

    @Test func missingRequiredKeys() {
        #expect(message(#"{"views": [{"width": 10}]}"#) == "scene.json: views[0].name: missing; every view needs a name")
        #expect(message(#"{"views": [{"name": "a", "baselines": {"first": 3}}]}"#)
            == "scene.json: views[0].baselines.last: missing; baselines need both first and last")
    }

    // MARK: Enum values

    @Test func unknownEnumValuesListTheAllowedOnes() {
        #expect(message(#"{"stack": {"axis": "diagonal"}}"#)
            == #"scene.json: stack.axis: expected one of horizontal, vertical; found "diagonal""#)
        #expect(message(#"{"stack": {"alignment": "middle"}}"#)
            == #"scene.json: stack.alignment: expected one of fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline; found "middle""#)
        #expect(message(#"{"stack": {"distribution": "fillequally"}}"#)
            == #"scene.json: stack.distribution: expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering; found "fillequally" (did you mean "fillEqually"?)"#)
        #expect(message(#"{"stack": {"layoutDirection": "rtl"}}"#)
            == #"scene.json: stack.layoutDirection: expected one of leftToRight, rightToLeft; found "rtl""#)
        #expect(message(#"{"stack": {"axis": 0}}"#)
            == "scene.json: stack.axis: expected one of horizontal, vertical; found a number (0)")
    }

    // MARK: Unknown keys

    @Test func unknownKeysAreRejectedEverywhere() {
        #expect(message(#"{"stack": {"colour": "red"}}"#)
            == "scene.json: stack.colour: unknown key; expected one of axis, distribution, alignment, spacing, customSpacing, baselineRelative, marginsRelative, margins, layoutDirection, width, height")
        #expect(message(#"{"scene": {}}"#) == "scene.json: scene: unknown key; expected one of version, stack, views, constraints")
        #expect(message(#"{"views": [{"name": "a", "colour": "red"}]}"#)
            == "scene.json: views[0].colour: unknown key; expected one of name, width, height, hugging, compressionResistance, hidden, baselines, color (did you mean \"color\"?)")
        #expect(message(#"{"stack": {"margins": {"left": 4}}}"#)
            == "scene.json: stack.margins.left: unknown key; expected one of top, leading, bottom, trailing")
        #expect(message(#"{"views": [{"name": "a", "hugging": {"x": 1}}]}"#)
            == "scene.json: views[0].hugging.x: unknown key; expected one of horizontal, vertical")
        #expect(message(#"{"views": [{"name": "a", "baselines": {"first": 1, "last": 2, "middle": 3}}]}"#)
            == "scene.json: views[0].baselines.middle: unknown key; expected one of first, last")
    }

    @Test func unknownKeysSuggestTheNearestKnownKey() {
        #expect(message(#"{"stack": {"spacng": 4}}"#)?.hasSuffix(#"(did you mean "spacing"?)"#) == true)
        #expect(message(#"{"stack": {"Axis": "vertical"}}"#)?.hasSuffix(#"(did you mean "axis"?)"#) == true)
        #expect(message(#"{"views": [{"name": "a", "compressionResistence": {}}]}"#)?
            .hasSuffix(#"(did you mean "compressionResistance"?)"#) == true)
    }

    @Test func oddKeysAreQuotedInTheKeyPath() {
        #expect(message(#"{"stack": {"my key": 1}}"#)?.hasPrefix(#"scene.json: stack["my key"]: unknown key"#) == true)
    }

    // MARK: Names

    @Test func viewNamesMustBeUniqueAndWellFormed() {
        #expect(message(#"{"views": [{"name": "a"}, {"name": "b"}, {"name": "a"}]}"#)
            == #"scene.json: views[2].name: duplicate view name "a"; views[0] has it too"#)
        #expect(message(#"{"views": [{"name": ""}]}"#)
            == "scene.json: views[0].name: expected a name matching [A-Za-z_][A-Za-z0-9_-]*, found an empty string")
        #expect(message(#"{"views": [{"name": "1st"}]}"#)
            == #"scene.json: views[0].name: expected a name matching [A-Za-z_][A-Za-z0-9_-]*, found "1st""#)
        #expect(message(#"{"views": [{"name": "a b"}]}"#)
            == #"scene.json: views[0].name: expected a name matching [A-Za-z_][A-Za-z0-9_-]*, found "a b""#)
        #expect(message(#"{"views": [{"name": "café"}]}"#)
            == #"scene.json: views[0].name: expected a name matching [A-Za-z_][A-Za-z0-9_-]*, found "café""#)
        #expect(message(#"{"views": [{"name": "_a-1"}, {"name": "Z"}]}"#) == nil)
    }

    // MARK: Ranges

    @Test func negativeSizesAreRejected() {
        #expect(message(#"{"views": [{"name": "a", "width": -1}]}"#)
            == "scene.json: views[0].width: expected a non-negative size, found -1")
        #expect(message(#"{"views": [{"name": "a", "height": -0.5}]}"#)
            == "scene.json: views[0].height: expected a non-negative size, found -0.5")
        #expect(message(#"{"stack": {"width": -10}}"#)
            == "scene.json: stack.width: expected a non-negative size, found -10")
        #expect(message(#"{"views": [{"name": "a", "width": 0, "height": 0}]}"#) == nil)
    }

    @Test func prioritiesMustBeInZeroToOneThousand() {
        let views = #"{"name": "a"}, {"name": "b"}"#
        #expect(message(#"{"views": [\#(views), {"name": "c", "hugging": {"vertical": 1200}}]}"#)
            == "scene.json: views[2].hugging.vertical: expected a priority in (0, 1000], found 1200")
        #expect(message(#"{"views": [{"name": "a", "hugging": {"horizontal": 0}}]}"#)
            == "scene.json: views[0].hugging.horizontal: expected a priority in (0, 1000], found 0")
        #expect(message(#"{"views": [{"name": "a", "compressionResistance": {"vertical": -5}}]}"#)
            == "scene.json: views[0].compressionResistance.vertical: expected a priority in (0, 1000], found -5")
        #expect(message(#"{"views": [{"name": "a", "compressionResistance": {"vertical": 1000.5}}]}"#)
            == "scene.json: views[0].compressionResistance.vertical: expected a priority in (0, 1000], found 1000.5")
        #expect(message(#"{"views": [{"name": "a", "hugging": {"horizontal": 1000, "vertical": 0.25}}]}"#) == nil)
    }

    @Test func numbersTooLargeForADoubleAreRejected() {
        #expect(message(#"{"stack": {"spacing": 1e400}}"#)
            == "scene.json: stack.spacing: expected a finite number, found a number too large to represent")
        #expect(message(#"{"views": [{"name": "a", "width": -1e999}]}"#)
            == "scene.json: views[0].width: expected a finite number, found a number too large to represent")
        #expect(message(#"{"stack": {"margins": {"bottom": 2e308}}}"#)
            == "scene.json: stack.margins.bottom: expected a finite number, found a number too large to represent")
    }

    @Test func negativeMarginsAndSpacingAreAllowed() throws {
        let scene = try SceneJSON.decode(
            #"{"stack": {"spacing": -8, "margins": {"top": -4, "leading": -1}}}"#, file: "scene.json")
        #expect(scene.stack.spacing == -8)
        #expect(scene.stack.margins == Margins(top: -4, leading: -1))
    }

    @Test func baselinesCannotBeNegative() {
        #expect(message(#"{"views": [{"name": "a", "baselines": {"first": -3, "last": 2}}]}"#)
            == "scene.json: views[0].baselines.first: expected a non-negative baseline offset, found -3")
        #expect(message(#"{"views": [{"name": "a", "baselines": {"first": 3, "last": -2}}]}"#)
            == "scene.json: views[0].baselines.last: expected a non-negative baseline offset, found -2")
    }

    @Test func customSpacingMustNameAView() {
        #expect(message(#"{"stack": {"customSpacing": {"Subview9": 4}}, "views": [{"name": "Subview0"}, {"name": "Subview1"}]}"#)
            == #"scene.json: stack.customSpacing.Subview9: custom spacing after a view that does not exist: no view is named "Subview9" (the views are Subview0, Subview1)"#)
        #expect(message(#"{"stack": {"customSpacing": {"a": 4}}}"#)
            == #"scene.json: stack.customSpacing.a: custom spacing after a view that does not exist: no view is named "a" (the scene has no views)"#)
        #expect(message(#"{"stack": {"customSpacing": {"a": "4"}}, "views": [{"name": "a"}]}"#)
            == #"scene.json: stack.customSpacing.a: expected a number, found a string ("4")"#)
        #expect(message(#"{"stack": {"customSpacing": {"a": -4}}, "views": [{"name": "a"}]}"#) == nil)
    }

    // MARK: Scenes built in code

    @Test func validateCatchesWhatJSONCannotExpress() {
        var scene = Scene(views: [ArrangedView(name: "a")])
        scene.stack.spacing = .nan
        let nan = sceneDecodingError { () throws(SceneFileError) in try SceneJSON.validate(scene) }
        #expect(nan?.description == "stack.spacing: expected a finite number, found NaN")

        scene.stack.spacing = 0
        scene.views[0].width = .infinity
        let infinite = sceneDecodingError { () throws(SceneFileError) in
            try SceneJSON.validate(scene, file: "edit", keyPath: "scene")
        }
        #expect(infinite?.description == "edit: scene.views[0].width: expected a finite number, found infinity")

        scene.views[0].width = 10
        scene.views[0].hugging.horizontal = .nan
        let priority = sceneDecodingError { () throws(SceneFileError) in try SceneJSON.validate(scene) }
        #expect(priority?.keyPath == "views[0].hugging.horizontal")
    }

    @Test func decodingATreeRejectsDuplicateMembers() {
        let tree = JSONValue.object([
            (key: "stack", value: .object([])),
            (key: "stack", value: .object([])),
        ])
        let error = sceneDecodingError { () throws(SceneFileError) in _ = try SceneJSON.decode(tree, file: "tree") }
        #expect(error?.description == #"tree: stack: duplicate key "stack""#)
    }

    @Test func descriptionIsOneLine() {
        let texts = [
            "{\n\"stack\": \"x\"\n}", "{\n\n", #"{"views": [{"name": "a\nb"}]}"#,
            #"{"views": [{"name": "a\u000Ab"}]}"#,
        ]
        for text in texts {
            let description = sceneDecodingError(text)?.description
            #expect(description != nil)
            #expect(description?.contains("\n") == false, "\(text)")
        }
    }
}
