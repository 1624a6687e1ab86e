import Testing
@testable import StackLayout
import JSON

/// Issue 16's seven classes of configurations that laid out differently from UIKit, each on
/// the issue's own example and on the constraint lines that fix it. The random-scene
/// properties (HidingPropertyTests, ConflictPropertyTests) check the rules everywhere else.
@Suite("Fidelity to UIKit (issue 16)")
struct FidelityTests {
    /// The scene decoded from scene-file text; the examples below are the issue's own.
    static func scene(_ json: String) throws -> Scene {
        try SceneJSON.decode(json, file: "issue16.json")
    }

    static func frame(_ result: LayoutResult, _ name: String) throws -> Frame {
        try #require(result.frame(of: name), "no frame for \(name)")
    }

    // MARK: 1. Hidden views at the ends

    @Test("toolbar with Back hidden: Title at x = 0, the free width shared by the remaining gaps")
    func toolbarHidingBack() throws {
        var scene = try #require(Examples.named("toolbar")?.scene)
        scene.views[0].hidden = true
        let result = StackLayoutSolver.solve(scene)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        #expect(try Self.frame(result, "Title").x == 0)
        // 320 - (120 + 44 + 44) = 112 shared by two gaps.
        #expect(try Self.frame(result, "Share").x == 176)
        #expect(try Self.frame(result, "More").x == 276)
        #expect(result.broken.count == 5, "\(result.broken.map(\.constraint))")
    }

    @Test("hidden end views in equalSpacing and equalCentering are joined with == 0", arguments: [
        Distribution.equalSpacing, .equalCentering,
    ])
    func hiddenEndRunsAreEqualities(_ distribution: Distribution) throws {
        let views = [Rig.view("h0", hidden: true), Rig.view("b"), Rig.view("h2", hidden: true), Rig.view("d"),
                     Rig.view("h4", hidden: true)]
        let scene = Rig.scene(views, distribution: distribution, spacing: 8, customSpacing: ["d": 30])
        #expect(Rig.lines(scene, ConstraintIdentifier.spacing) == [
            "UISV-spacing: b.leading == h0.trailing",
            "UISV-spacing: h2.leading >= b.trailing + 4",
            "UISV-spacing: d.leading >= h2.trailing + 4",
            "UISV-spacing: h4.leading == d.trailing",
        ])
        let result = StackLayoutSolver.solve(Rig.scene(views, distribution: distribution, spacing: 8, width: 200))
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        #expect(try Self.frame(result, "b").x == 0)
        #expect(try Self.frame(result, "d").x == 156)
    }

    @Test("baseline-relative spacing uses a hidden view's edges: edges at the ends, baselines of visible views between")
    func baselineRelativeHiddenSpacing() {
        let views = [Rig.view("h0", hidden: true), Rig.view("b"), Rig.view("h2", hidden: true), Rig.view("d"),
                     Rig.view("h4", hidden: true)]
        let scene = Rig.scene(views, axis: .vertical, spacing: 8, baselineRelative: true)
        #expect(Rig.lines(scene, ConstraintIdentifier.spacing) == [
            "UISV-spacing: b.top == h0.bottom",
            "UISV-spacing: h2.top == b.lastBaseline + 4",
            "UISV-spacing: d.firstBaseline == h2.bottom + 4",
            "UISV-spacing: h4.top == d.bottom",
        ])
    }

    @Test("hidden first view, baseline-relative: b at y = 0, not −16")
    func hiddenFirstViewBaselineRelative() throws {
        let scene = try Self.scene(#"{"version":1,"stack":{"axis":"vertical","baselineRelative":true,"spacing":8},"views":[{"name":"a","width":10,"height":20,"hidden":true,"baselines":{"first":12,"last":4}},{"name":"b","width":10,"height":20,"baselines":{"first":12,"last":4}}]}"#)
        let result = StackLayoutSolver.solve(scene)
        #expect(try Self.frame(result, "b") == Frame(x: 0, y: 0, width: 10, height: 20))
        #expect(try Self.frame(result, LayoutItem.stackView) == Frame(x: 0, y: 0, width: 10, height: 20))
        #expect(result.ambiguous.isEmpty)
    }

    @Test("a hidden view's intrinsic size does not stretch the visible views")
    func hiddenIntrinsicSizeDoesNotAct() throws {
        let scene = Rig.scene([Rig.view("tall", 10, 40, hidden: true), Rig.view("a", 10, 20)])
        let result = StackLayoutSolver.solve(scene)
        #expect(try Self.frame(result, "a") == Frame(x: 0, y: 0, width: 10, height: 20))
        #expect(try Self.frame(result, LayoutItem.stackView).height == 20)
        #expect(ContentSizeConstraints.constraints(for: scene).allSatisfy { $0.first.item == "a" })
    }

    @Test("a hidden view floating in an equalSpacing gap is not reported ambiguous")
    func hiddenViewNeverAmbiguous() {
        let views = [Rig.view("a"), Rig.view("h", nil, nil, hidden: true), Rig.view("c")]
        for alignment in Alignment.allCases {
            for axis in Axis.allCases {
                let scene = Rig.scene(views, axis: axis, distribution: .equalSpacing, alignment: alignment,
                                      spacing: 8, width: 300, height: 300)
                let result = StackLayoutSolver.solve(scene)
                #expect(!result.ambiguous.contains { $0.hasPrefix("h.") }, "\(axis) \(alignment): \(result.ambiguous)")
            }
        }
    }

    // MARK: 2. Every view hidden

    @Test("every view hidden: the stack collapses on the spanner and nothing is ambiguous")
    func allHiddenCollapses() throws {
        for distribution in Distribution.allCases {
            for alignment in Alignment.allCases {
                let scene = Rig.scene([Rig.view("a", 30, 40, hidden: true), Rig.view("b", nil, nil, hidden: true)],
                                      distribution: distribution, alignment: alignment, spacing: 8)
                let result = StackLayoutSolver.solve(scene)
                #expect(result.ambiguous.isEmpty, "\(distribution) \(alignment): \(result.ambiguous)")
                #expect(try Self.frame(result, LayoutItem.stackView) == Frame(x: 0, y: 0, width: 0, height: 0))
                let canvas = Rig.lines(scene, ConstraintIdentifier.canvasConnection)
                #expect(canvas.contains("UISV-canvas-connection: StackView.leading == _UILayoutSpacer.leading"))
                #expect(!canvas.contains { $0.contains("a.") || $0.contains("b.") }, "\(canvas)")
            }
        }
    }

    // MARK: 3. Vertical stacks with baseline alignment

    @Test("vertical firstBaseline pins the leading edge of the first visible view; lastBaseline the trailing edge")
    func verticalBaselineAlignmentFirmEdge() {
        let views = [Rig.view("h", hidden: true), Rig.view("a", 10, 20), Rig.view("b", 30, 40)]
        let first = Rig.scene(views, axis: .vertical, alignment: .firstBaseline)
        #expect(Rig.lines(first, ConstraintIdentifier.canvasConnection) == [
            "UISV-canvas-connection: StackView.top == h.top",
            "UISV-canvas-connection: b.bottom == StackView.bottom",
            "UISV-canvas-connection: StackView.leading == a.leading",
            "UISV-canvas-connection: _UILayoutSpacer.trailing == StackView.trailing",
        ])
        #expect(Rig.lines(first, ConstraintIdentifier.alignment) == [])
        let last = Rig.scene(views, axis: .vertical, alignment: .lastBaseline)
        #expect(Rig.lines(last, ConstraintIdentifier.canvasConnection).suffix(2) == [
            "UISV-canvas-connection: StackView.leading == _UILayoutSpacer.leading",
            "UISV-canvas-connection: a.trailing == StackView.trailing",
        ])
        // One view: connected as with leading / trailing alignment.
        let single = Rig.scene([Rig.view("a", 10, 20)], axis: .vertical, alignment: .lastBaseline)
        #expect(Rig.lines(single, ConstraintIdentifier.canvasConnection) == [
            "UISV-canvas-connection: StackView.top == a.top",
            "UISV-canvas-connection: a.bottom == StackView.bottom",
            "UISV-canvas-connection: StackView.leading <= a.leading",
            "UISV-canvas-connection: a.trailing == StackView.trailing",
        ])
    }

    @Test("the issue's vertical firstBaseline example: a at the leading edge")
    func verticalFirstBaselineExample() throws {
        let scene = try Self.scene(#"{"stack":{"axis":"vertical","alignment":"firstBaseline"},"views":[{"name":"a","width":10,"height":20},{"name":"b","width":30,"height":40}]}"#)
        #expect(UIKitConstraints.stackConstraints(for: scene).map(ConstraintText.line(for:))
            .contains("UISV-canvas-connection: StackView.leading == a.leading"))
        let result = StackLayoutSolver.solve(scene)
        #expect(try Self.frame(result, "a").x == 0)
    }

    // MARK: 4. Baseline-relative gap guides

    @Test("baseline-relative gap guides use the guides' own baselines")
    func gapGuideBaselines() {
        let views = [Rig.view("a"), Rig.view("b")]
        let spacing = Rig.scene(views, axis: .vertical, distribution: .equalSpacing, baselineRelative: true)
        #expect(Rig.lines(spacing, ConstraintIdentifier.distributingEdge) == [
            "UISV-distributing-edge: _UIOLAGapGuide0.firstBaseline == a.lastBaseline",
            "UISV-distributing-edge: b.firstBaseline == _UIOLAGapGuide0.lastBaseline",
        ])
        let centering = Rig.scene(views, axis: .vertical, distribution: .equalCentering, baselineRelative: true)
        #expect(Rig.lines(centering, ConstraintIdentifier.distributingEdge) == [
            "UISV-distributing-edge: _UIOLAGapGuide0.firstBaseline == a.centerY",
            "UISV-distributing-edge: _UIOLAGapGuide0.lastBaseline == b.centerY",
        ])
    }

    // MARK: 5. Conflicts

    static let conflictScene = #"{"version":1,"stack":{"axis":"vertical","distribution":"fillProportionally","spacing":0,"baselineRelative":true,"customSpacing":{"v1":7}},"views":[{"name":"v0","width":160,"height":200,"baselines":{"first":40,"last":20}},{"name":"v1","baselines":{"first":30,"last":10}}]}"#

    @Test("the issue's conflict is in the text and in the JSON, with its conflicting set")
    func conflictReported() throws {
        let result = StackLayoutSolver.solve(try Self.scene(Self.conflictScene))
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.conflicting.contains { $0.identifier == ConstraintIdentifier.fillProportionally && $0.isRequired })
        let text = LayoutReport.text(result)
        #expect(text.contains("Unable to simultaneously satisfy constraints:\n"))
        #expect(text.contains("Will attempt to recover by breaking constraint\n  " + ConstraintText.line(for: conflict.broken)))
        try ConflictPropertyTests.expectConflictsReported(result, "issue 16 example")
        let json = try JSONValue.parse(LayoutReport.json(result))
        #expect(json["gaveWay"] != nil)
        #expect(json["broken"] == nil)
    }

    @Test("no conflict: the JSON has an empty conflicts list")
    func noConflictIsAnEmptyList() throws {
        let json = try JSONValue.parse(LayoutReport.json(StackLayoutSolver.solve(Rig.scene(Rig.seedViews))))
        #expect(json["conflicts"] == .array([]))
    }

    // MARK: 6. Hidden first view, baseline-relative

    @Test("hidden first view with baseline-relative arrangement: as if it did not exist")
    func hiddenFirstBaselineRelative() throws {
        let scene = try Self.scene(#"{"version":1,"stack":{"axis":"vertical","baselineRelative":true,"spacing":8},"views":[{"name":"a","width":10,"height":20,"hidden":true,"baselines":{"first":15,"last":5}},{"name":"b","width":30,"height":40,"baselines":{"first":30,"last":10}}]}"#)
        let result = StackLayoutSolver.solve(scene)
        #expect(try Self.frame(result, LayoutItem.stackView) == Frame(x: 0, y: 0, width: 30, height: 40))
        #expect(try Self.frame(result, "b") == Frame(x: 0, y: 0, width: 30, height: 40))
    }

    // MARK: 7. Reserved names

    @Test("reserved item names are rejected with the key path and the reason", arguments: [
        "StackView", "UIViewLayoutMarginsGuide", "_UILayoutSpacer", "_UIOLAGapGuide0", "_UIOLAGapGuide12",
        // A nested stack's guides: the guide's name, "-" and the stack's name.
        "UIViewLayoutMarginsGuide-Row1", "_UILayoutSpacer-Row1", "_UIOLAGapGuide0-Row1",
    ])
    func reservedNamesRejected(_ name: String) throws {
        let error = try #require(sceneDecodingError(#"{"views": [{"name": "a"}, {"name": "\#(name)"}]}"#))
        #expect(error.keyPath == "views[1].name")
        #expect(error.description.hasPrefix("scene.json: views[1].name: \"\(name)\" is reserved: it names "), "\(error)")
    }

    @Test("names that only resemble reserved ones are accepted")
    func nearReservedNamesAccepted() {
        for name in ["stackView", "StackView2", "_UILayoutSpacer_", "UIOLAGapGuide0", "Spacer", "UIViewLayoutMarginsGuide2", "Row1-_UILayoutSpacer"] {
            #expect(sceneDecodingError(#"{"views": [{"name": "\#(name)"}]}"#) == nil, "\(name)")
        }
    }
}
