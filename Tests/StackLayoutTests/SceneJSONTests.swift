import Foundation
import Testing

@testable import StackLayout
import JSON

/// The golden files' scenes, read from the fixtures folder `GoldenConstraintFile.folder` names.
enum SceneGoldenFiles {
    static var directory: URL { GoldenConstraintFile.folder }

    /// Every golden file's name and parsed JSON document, sorted by name.
    static func documents() throws -> [(name: String, document: JSONValue)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return (name, try JSONValue.parse(text))
        }
    }

    /// Every golden file's name and decoded scene.
    static func scenes() throws -> [(name: String, scene: Scene)] {
        try documents().map { name, document in
            let value = try #require(document["scene"], "\(name) has no \"scene\" key")
            return (name, try SceneJSON.decode(value, file: name, keyPath: "scene"))
        }
    }
}

/// The error `body` throws, or nil when it succeeds.
func sceneDecodingError(_ body: () throws(SceneFileError) -> Void) -> SceneFileError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// The error decoding `text` as `scene.json` throws, or nil when it decodes.
func sceneDecodingError(_ text: String) -> SceneFileError? {
    sceneDecodingError { () throws(SceneFileError) in _ = try SceneJSON.decode(text, file: "scene.json") }
}

@Suite("Scene files: decoding and encoding")
struct SceneJSONTests {
    private let seedViews = [
        ArrangedView(name: "Subview0", width: 160, height: 200),
        ArrangedView(name: "Subview1", width: 80, height: 100),
        ArrangedView(name: "Subview2", width: 40, height: 50),
    ]

    // MARK: Defaults

    @Test func emptyObjectIsTheDefaultScene() throws {
        let scene = try SceneJSON.decode("{}", file: "scene.json")
        #expect(scene == Scene())
        #expect(scene.stack.axis == .horizontal)
        #expect(scene.stack.distribution == .fill)
        #expect(scene.stack.alignment == .fill)
        #expect(scene.stack.spacing == 0)
        #expect(scene.stack.customSpacing.isEmpty)
        #expect(scene.stack.baselineRelative == false)
        #expect(scene.stack.marginsRelative == false)
        #expect(scene.stack.margins == Margins(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(scene.stack.layoutDirection == .leftToRight)
        #expect(scene.stack.width == nil && scene.stack.height == nil)
        #expect(scene.views.isEmpty)
    }

    @Test func emptyStackAndViewsAreDefaultsToo() throws {
        let scene = try SceneJSON.decode(#"{"version": 1, "stack": {}, "views": []}"#, file: "scene.json")
        #expect(scene == Scene())
    }

    @Test func viewDefaults() throws {
        let scene = try SceneJSON.decode(#"{"views": [{"name": "a"}]}"#, file: "scene.json")
        let view = try #require(scene.views.first)
        #expect(view == ArrangedView(name: "a"))
        #expect(view.width == nil && view.height == nil)
        #expect(view.hugging == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(view.hidden == false)
        #expect(view.baselines == nil)
    }

    @Test func partialObjectsKeepTheOtherDefaults() throws {
        let text = """
            {"stack": {"margins": {"top": 2, "trailing": -4}},
             "views": [{"name": "a", "hugging": {"vertical": 300}, "compressionResistance": {"horizontal": 1000}}]}
            """
        let scene = try SceneJSON.decode(text, file: "scene.json")
        #expect(scene.stack.margins == Margins(top: 2, leading: 8, bottom: 8, trailing: -4))
        #expect(scene.views[0].hugging == AxisPriorities(horizontal: 250, vertical: 300))
        #expect(scene.views[0].compressionResistance == AxisPriorities(horizontal: 1000, vertical: 750))
    }

    @Test func nullSizesAndBaselinesMeanNone() throws {
        let text = """
            {"version": 1, "stack": {"width": null, "height": 300},
             "views": [{"name": "a", "width": null, "height": 20, "baselines": null}]}
            """
        let scene = try SceneJSON.decode(text, file: "scene.json")
        #expect(scene.stack.width == nil)
        #expect(scene.stack.height == 300)
        #expect(scene.views[0] == ArrangedView(name: "a", height: 20))
    }

    @Test func everyKeyIsRead() throws {
        let text = """
            {
              "version": 1,
              "stack": {
                "axis": "vertical", "distribution": "equalCentering", "alignment": "lastBaseline",
                "spacing": -2.5, "customSpacing": {"b": 12}, "baselineRelative": true,
                "marginsRelative": true, "margins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
                "layoutDirection": "rightToLeft", "width": 200, "height": 0
              },
              "views": [
                {"name": "a", "width": 0, "height": 10.25},
                {"name": "b", "width": 5, "hugging": {"horizontal": 1, "vertical": 1000},
                 "compressionResistance": {"horizontal": 0.5, "vertical": 999}, "hidden": true,
                 "baselines": {"first": 0, "last": 3}}
              ]
            }
            """
        var stack = StackProperties()
        stack.axis = .vertical
        stack.distribution = .equalCentering
        stack.alignment = .lastBaseline
        stack.spacing = -2.5
        stack.customSpacing = ["b": 12]
        stack.baselineRelative = true
        stack.marginsRelative = true
        stack.margins = Margins(top: 1, leading: 2, bottom: 3, trailing: 4)
        stack.layoutDirection = .rightToLeft
        stack.width = 200
        stack.height = 0
        let expected = Scene(
            stack: stack,
            views: [
                ArrangedView(name: "a", width: 0, height: 10.25),
                ArrangedView(
                    name: "b", width: 5, hugging: AxisPriorities(horizontal: 1, vertical: 1000),
                    compressionResistance: AxisPriorities(horizontal: 0.5, vertical: 999), hidden: true,
                    baselines: Baselines(first: 0, last: 3)),
            ])
        #expect(try SceneJSON.decode(text, file: "scene.json") == expected)
    }

    // MARK: Alignment names

    @Test(arguments: [
        ("top", Alignment.leading), ("bottom", .trailing), ("leading", .leading), ("trailing", .trailing),
        ("fill", .fill), ("center", .center), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ])
    func alignmentNamesAreRead(name: String, alignment: Alignment) throws {
        for axis in ["horizontal", "vertical"] {
            let text = #"{"stack": {"axis": "\#(axis)", "alignment": "\#(name)"}}"#
            #expect(try SceneJSON.decode(text, file: "scene.json").stack.alignment == alignment)
        }
    }

    @Test func leadingAndTrailingAreWrittenAsTopAndBottomOnHorizontalStacks() throws {
        var scene = Scene()
        scene.stack.alignment = .leading
        #expect(SceneJSON.encode(scene).contains(#""alignment": "top""#))
        scene.stack.alignment = .trailing
        #expect(SceneJSON.encode(scene).contains(#""alignment": "bottom""#))
        scene.stack.axis = .vertical
        #expect(SceneJSON.encode(scene).contains(#""alignment": "trailing""#))
        scene.stack.alignment = .leading
        #expect(SceneJSON.encode(scene).contains(#""alignment": "leading""#))
    }

    // MARK: Encoding

    @Test func encodingWritesEveryKeyInTheFormatsOrder() {
        var scene = Scene(views: [
            ArrangedView(name: "Subview0", width: 160, height: 200),
            ArrangedView(
                name: "Label", height: 20.5, compressionResistance: AxisPriorities(horizontal: 749, vertical: 750),
                hidden: true, baselines: Baselines(first: 15, last: 5)),
        ])
        scene.stack.customSpacing = ["Subview0": 4]
        scene.stack.width = 320
        let expected = """
            {
              "version": 1,
              "stack": {
                "axis": "horizontal",
                "distribution": "fill",
                "alignment": "fill",
                "spacing": 0,
                "customSpacing": {
                  "Subview0": 4
                },
                "baselineRelative": false,
                "marginsRelative": false,
                "margins": {
                  "top": 8,
                  "leading": 8,
                  "bottom": 8,
                  "trailing": 8
                },
                "layoutDirection": "leftToRight",
                "width": 320,
                "height": null
              },
              "views": [
                {
                  "name": "Subview0",
                  "width": 160,
                  "height": 200,
                  "hugging": {
                    "horizontal": 250,
                    "vertical": 250
                  },
                  "compressionResistance": {
                    "horizontal": 750,
                    "vertical": 750
                  },
                  "hidden": false
                },
                {
                  "name": "Label",
                  "height": 20.5,
                  "hugging": {
                    "horizontal": 250,
                    "vertical": 250
                  },
                  "compressionResistance": {
                    "horizontal": 749,
                    "vertical": 750
                  },
                  "hidden": true,
                  "baselines": {
                    "first": 15,
                    "last": 5
                  }
                }
              ]
            }

            """
        #expect(SceneJSON.encode(scene) == expected)
    }

    @Test func emptyCustomSpacingIsOmittedAndEmptyViewsWritten() {
        let text = SceneJSON.encode(Scene())
        #expect(!text.contains("customSpacing"))
        #expect(text.contains(#""views": []"#))
        #expect(text.contains(#""width": null"#))
        #expect(text.contains(#""height": null"#))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func customSpacingIsWrittenInViewOrder() throws {
        var scene = Scene(views: ["c", "a", "b"].map { ArrangedView(name: $0) })
        scene.stack.customSpacing = ["a": 1, "b": 2, "c": 3]
        let document = try JSONValue.parse(SceneJSON.encode(scene))
        guard case .object(let members)? = document["stack"]?["customSpacing"] else {
            Issue.record("customSpacing is not an object")
            return
        }
        #expect(members.map(\.key) == ["c", "a", "b"])
    }

    // MARK: Round trips

    @Test func roundTripKeepsEveryValueExactly() throws {
        var scene = Scene(views: [
            ArrangedView(
                name: "x", width: 1.0 / 3.0, height: 0.1 + 0.2,
                hugging: AxisPriorities(horizontal: 0.001, vertical: 999.999),
                baselines: Baselines(first: 1e-5, last: 123456.789)),
            ArrangedView(name: "y_2-z", width: 9_999_999.999, height: 0, hidden: true),
            ArrangedView(name: "_big", width: SceneJSON.maximumMagnitude),
        ])
        scene.stack.spacing = -7.125
        scene.stack.customSpacing = ["x": 2.5e-3, "y_2-z": -1]
        scene.stack.margins = Margins(top: -1, leading: 0.5, bottom: 3, trailing: 1e-9)
        scene.stack.height = 0.7
        scene.stack.baselineRelative = true
        scene.stack.layoutDirection = .rightToLeft
        for axis in Axis.allCases {
            for alignment in Alignment.allCases {
                for distribution in Distribution.allCases {
                    scene.stack.axis = axis
                    scene.stack.alignment = alignment
                    scene.stack.distribution = distribution
                    let decoded = try SceneJSON.decode(SceneJSON.encode(scene), file: "scene.json")
                    #expect(decoded == scene)
                }
            }
        }
    }

    @Test func roundTripOfEveryExample() throws {
        for example in Examples.all {
            let text = SceneJSON.encode(example.scene)
            #expect(try SceneJSON.decode(text, file: example.name) == example.scene, "\(example.name)")
        }
    }

    @Test func roundTripOfEveryGoldenScene() throws {
        let golden = try SceneGoldenFiles.scenes()
        #expect(golden.count >= 20)
        for (name, scene) in golden {
            let text = SceneJSON.encode(scene)
            #expect(try SceneJSON.decode(text, file: name) == scene, "\(name)")
            // Writing is stable: encoding what was read back gives the same text.
            #expect(SceneJSON.encode(try SceneJSON.decode(text, file: name)) == text, "\(name)")
        }
    }

    // MARK: Golden scenes

    @Test func everyGoldenSceneDecodes() throws {
        let documents = try SceneGoldenFiles.documents()
        #expect(documents.count >= 20, "golden files not found in \(SceneGoldenFiles.directory.path)")
        for (name, document) in documents {
            let value = try #require(document["scene"], "\(name)")
            #expect(throws: Never.self, "\(name)") { try SceneJSON.decode(value, file: name, keyPath: "scene") }
        }
    }

    @Test func goldenScenesDecodeToTheExpectedValues() throws {
        let golden = Dictionary(uniqueKeysWithValues: try SceneGoldenFiles.scenes().map { ($0.name, $0.scene) })

        let fill = try #require(golden["01-distribution-fill.json"])
        #expect(fill == Scene(views: seedViews))
        #expect(fill == Examples.named("seed")?.scene)

        let proportional = try #require(golden["03-distribution-fillProportionally.json"])
        #expect(proportional.stack.distribution == .fillProportionally)
        #expect(proportional.stack.width == 200)

        let equalSpacing = try #require(golden["04-distribution-equalSpacing.json"])
        #expect(equalSpacing.stack.spacing == 10)

        let leading = try #require(golden["06-alignment-leading.json"])
        #expect(leading.stack.alignment == .leading)

        let firstBaseline = try #require(golden["09-alignment-firstBaseline.json"])
        #expect(firstBaseline.stack.alignment == .firstBaseline)
        #expect(firstBaseline.views[0].baselines == Baselines(first: 40, last: 20))
        #expect(firstBaseline.views[1].baselines == Baselines(first: 30, last: 10))

        let hiding = try #require(golden["11-hiding.json"])
        #expect(hiding.views.map(\.hidden) == [true, false, false])

        let margins = try #require(golden["12-margins-relative.json"])
        #expect(margins.stack.marginsRelative)
        #expect(margins.stack.margins == Margins())

        let baselineRelative = try #require(golden["13-baseline-relative.json"])
        #expect(baselineRelative.stack.axis == .vertical)
        #expect(baselineRelative.stack.baselineRelative)

        let names = try #require(golden["15-leading-fillEqually-two-views.json"])
        #expect(names.views.map(\.name) == ["content-view-1", "content-view-2"])

        #expect(try #require(golden["16-zero-views.json"]).views.isEmpty)

        let unsized = try #require(golden["17-fillProportionally-one-unsized.json"])
        #expect(unsized.views[1] == ArrangedView(name: "v1", height: 44))
    }

    @Test func errorsInsideAGoldenDocumentNameTheNestedKeyPath() throws {
        let (name, document) = try #require(try SceneGoldenFiles.documents().first)
        var scene = try #require(document["scene"])
        // Replace views[2].hugging with an out-of-range vertical priority.
        guard case .object(var sceneMembers) = scene,
            let viewsIndex = sceneMembers.firstIndex(where: { $0.key == "views" }),
            case .array(var views) = sceneMembers[viewsIndex].value,
            views.count > 2, case .object(var view) = views[2]
        else {
            Issue.record("\(name) does not have the expected shape")
            return
        }
        view.removeAll { $0.key == "hugging" }
        view.append((key: "hugging", value: .object([(key: "vertical", value: .number(1200))])))
        views[2] = .object(view)
        sceneMembers[viewsIndex].value = .array(views)
        scene = .object(sceneMembers)

        let error = try #require(sceneDecodingError { () throws(SceneFileError) in
            _ = try SceneJSON.decode(scene, file: name, keyPath: "scene")
        })
        #expect(error.keyPath == "scene.views[2].hugging.vertical")
        #expect(error.description == "\(name): scene.views[2].hugging.vertical: expected a priority in (0, 1000], found 1200")
    }
}

/// A constraint's error quotes a long name cut, as every other message quotes a value.
@Suite("Scene files: long names in constraint errors")
struct LongNameInConstraintErrorTests {
    @Test(arguments: ["ITEM.width == 1", "A.ITEM == 1", "ITEM width == 1"])
    func aLongItemOrAttributeIsCut(constraint: String) throws {
        let long = String(repeating: "Z", count: 300)
        let text = """
            {"version": 2, "views": [{"name": "A", "width": 10, "height": 10}],
             "constraints": ["\(constraint.replacingOccurrences(of: "ITEM", with: long))"]}
            """
        let error = try #require(sceneDecodingError(text))
        let message = "\(error)"
        #expect(!message.contains(long), "\(message.prefix(200))")
        #expect(message.contains(String(repeating: "Z", count: 40)) && message.count < 300, "\(message)")
    }
}
