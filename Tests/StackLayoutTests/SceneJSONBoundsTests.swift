import Testing

@testable import StackLayout
import JSON

/// Issue 10: lengths are bounded so that no accepted scene lays out to a non-finite number.
@Suite("Scene files: numeric bounds")
struct SceneJSONBoundsTests {
    /// A length at or near the bound, or small, of either sign when `signed`.
    private func length(_ generator: inout SeededGenerator, signed: Bool) -> Double {
        let limit = SceneJSON.maximumMagnitude
        let magnitude = [limit, limit * 0.999, Double.random(in: 0...limit, using: &generator), 0, 1].randomElement(using: &generator) ?? 0
        return signed && Bool.random(using: &generator) ? -magnitude : magnitude
    }

    @Test func everyAcceptedSceneWithExtremeLengthsLaysOutFinitely() throws {
        var generator = SeededGenerator(seed: 10)
        for round in 0..<60 {
            var scene = Scene()
            scene.stack.axis = Axis.allCases.randomElement(using: &generator) ?? .horizontal
            scene.stack.distribution = Distribution.allCases.randomElement(using: &generator) ?? .fill
            scene.stack.alignment = Alignment.allCases.randomElement(using: &generator) ?? .fill
            scene.stack.spacing = length(&generator, signed: true)
            scene.stack.marginsRelative = Bool.random(using: &generator)
            scene.stack.margins = Margins(
                top: length(&generator, signed: true), leading: length(&generator, signed: true),
                bottom: length(&generator, signed: true), trailing: length(&generator, signed: true))
            if Bool.random(using: &generator) { scene.stack.width = length(&generator, signed: false) }
            if Bool.random(using: &generator) { scene.stack.height = length(&generator, signed: false) }
            for index in 0..<Int.random(in: 1...6, using: &generator) {
                scene.views.append(ArrangedView(
                    name: "v\(index)", width: length(&generator, signed: false), height: length(&generator, signed: false),
                    baselines: Baselines(first: length(&generator, signed: false), last: length(&generator, signed: false))))
            }
            try SceneJSON.validate(scene)
            let result = StackLayoutSolver.solve(scene)
            for item in result.items {
                let numbers = [item.frame.x, item.frame.y, item.frame.width, item.frame.height]
                #expect(numbers.allSatisfy { $0.isFinite }, "round \(round): \(item.name) \(numbers)")
            }
            let json = LayoutReport.json(result)
            #expect(!json.contains("inf") && !json.contains("nan"), "round \(round)")
            _ = try JSONValue.parse(json)
        }
    }

    @Test func lengthsBeyondTheBoundAreRefusedWithTheirKeyPath() {
        let beyond = SceneJSON.maximumMagnitude.nextUp
        let lengths = "expected a number from -10000000 to 10000000 points, found "
        let sizes = "expected a size from 0 to 10000000 points, found "
        let offsets = "expected a baseline offset from 0 to 10000000 points, found "
        let cases: [(String, String, String)] = [
            (#"{"stack": {"spacing": \#(beyond)}}"#, "stack.spacing", lengths),
            (#"{"stack": {"spacing": -1e300}}"#, "stack.spacing", lengths),
            (#"{"stack": {"customSpacing": {"a": 2e7}}, "views": [{"name": "a"}]}"#, "stack.customSpacing.a", lengths),
            (#"{"stack": {"margins": {"trailing": 1e8}}}"#, "stack.margins.trailing", lengths),
            (#"{"stack": {"height": 1e300}}"#, "stack.height", sizes),
            (#"{"views": [{"name": "a", "width": 1e7, "height": 10000000.5}]}"#, "views[0].height", sizes),
            (#"{"views": [{"name": "a", "width": 1e9}]}"#, "views[0].width", sizes),
            (#"{"views": [{"name": "a", "width": -1e9}]}"#, "views[0].width", sizes),
            (#"{"views": [{"name": "a", "baselines": {"first": 1, "last": 3e7}}]}"#, "views[0].baselines.last", offsets),
        ]
        // Each message gives the range its key accepts: sizes and baseline offsets are never negative.
        for (text, keyPath, expected) in cases {
            let error = sceneDecodingError(text)
            #expect(error?.keyPath == keyPath, "\(text)")
            #expect(error?.message.hasPrefix(expected) == true, "\(String(describing: error))")
        }
        #expect(sceneDecodingError(#"{"stack": {"spacing": -1e7, "width": 1e7}}"#) == nil, "the bound itself is allowed")
    }

    @Test func quotedValuesInMessagesAreCut() {
        let long = String(repeating: "é", count: 5000)
        let error = sceneDecodingError(#"{"stack": {"alignment": "\#(long)"}}"#)
        #expect(error?.description.contains("found \"" + String(repeating: "é", count: 60) + "\"…") == true)
        #expect((error?.description.count ?? .max) < 400)
        let key = String(repeating: "k", count: 1000)
        let unknown = sceneDecodingError(#"{"stack": {"\#(key)": 1}}"#)
        #expect(unknown?.keyPath == "stack[\"" + String(repeating: "k", count: 60) + "\"…]")
        #expect(SceneFileError.excerpt("short") == "short")
    }
}
