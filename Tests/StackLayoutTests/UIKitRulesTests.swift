import Testing
@testable import StackLayout

/// The rules beyond the golden files (the rule list at the top of UIKitConstraints.swift),
/// each asserted on the exact constraint lines.
@Suite("UIKit constraint rules")
struct UIKitRulesTests {
    // MARK: Axis and direction

    /// The golden file's scene turned vertical: sizes, priorities and stack sizes swap axes.
    static func verticalMirror(of scene: Scene) -> Scene {
        var mirrored = scene
        mirrored.stack.axis = .vertical
        mirrored.stack.width = scene.stack.height
        mirrored.stack.height = scene.stack.width
        mirrored.views = scene.views.map { view in
            var flipped = view
            flipped.width = view.height
            flipped.height = view.width
            flipped.hugging = AxisPriorities(horizontal: view.hugging.vertical, vertical: view.hugging.horizontal)
            flipped.compressionResistance = AxisPriorities(
                horizontal: view.compressionResistance.vertical, vertical: view.compressionResistance.horizontal)
            return flipped
        }
        return mirrored
    }

    static func verticalMirror(of constraint: LayoutConstraint) -> LayoutConstraint {
        func swap(_ attribute: LayoutAttribute) -> LayoutAttribute {
            switch attribute {
            case .leading: return .top
            case .top: return .leading
            case .trailing: return .bottom
            case .bottom: return .trailing
            case .centerX: return .centerY
            case .centerY: return .centerX
            case .width: return .height
            case .height: return .width
            default: return attribute
            }
        }
        var mirrored = constraint
        mirrored.first.attribute = swap(constraint.first.attribute)
        mirrored.second?.attribute = swap(constraint.second?.attribute ?? .width)
        return mirrored
    }

    /// Golden files that have a vertical mirror: horizontal and without baseline alignment.
    static let mirrorableGoldens = GoldenConstraintFile.fileNames.filter {
        !$0.hasPrefix("09") && !$0.hasPrefix("10") && !$0.hasPrefix("13")
    }

    @Test("a vertical stack writes the golden constraints with the axes swapped", arguments: mirrorableGoldens)
    func verticalMirrorsGolden(_ name: String) throws {
        let golden = try GoldenConstraintFile.load(name)
        let expected = try golden.lines.map(ConstraintText.parse).map(Self.verticalMirror(of:))
        let actual = GoldenConstraintFile.stackConstraints(of: Self.verticalMirror(of: golden.scene))
        let (missing, extra) = actual.differences(from: expected)
        #expect(missing.isEmpty, "\(name): missing \(missing.map(ConstraintText.line(for:)))")
        #expect(extra.isEmpty, "\(name): extra \(extra.map(ConstraintText.line(for:)))")
    }

    @Test("vertical leading + fillEqually (golden 15 turned vertical), line by line")
    func verticalLeadingFillEqually() {
        let scene = Rig.scene(
            [Rig.view("v1", 80, 100), Rig.view("v2", 40, 50)],
            axis: .vertical, distribution: .fillEqually, alignment: .leading, spacing: 10)
        Rig.expect(scene, equals: [
            "UISV-fill-equally: v2.height == v1.height",
            "UISV-spacing: v2.top == v1.bottom + 10",
            "UISV-alignment: v1.leading == v2.leading",
            "UISV-spanning-boundary: _UILayoutSpacer.leading == v1.leading @999.5",
            "UISV-spanning-boundary: _UILayoutSpacer.trailing >= v1.trailing",
            "UISV-spanning-boundary: _UILayoutSpacer.leading == v2.leading @999.5",
            "UISV-spanning-boundary: _UILayoutSpacer.trailing >= v2.trailing",
            "UISV-spanning-fit: _UILayoutSpacer.width == 0 @51",
            "UISV-canvas-connection: StackView.top == v1.top",
            "UISV-canvas-connection: v2.bottom == StackView.bottom",
            "UISV-canvas-connection: StackView.leading == v1.leading",
            "UISV-canvas-connection: _UILayoutSpacer.trailing == StackView.trailing",
            "UISV-ambiguity-suppression: v1.width == 0 @25",
            "UISV-ambiguity-suppression: v2.width == 0 @25",
        ])
    }

    @Test("right-to-left writes the same constraints for every configuration")
    func rightToLeftIsTheSameSet() {
        for axis in Axis.allCases {
            for distribution in Distribution.allCases {
                for alignment in Alignment.allCases {
                    var scene = Rig.scene(
                        [Rig.view("a", 10, 20), Rig.view("b", nil, 30, hidden: true), Rig.view("c", 30, nil)],
                        axis: axis, distribution: distribution, alignment: alignment, spacing: 8,
                        customSpacing: ["a": 3], marginsRelative: true)
                    let leftToRight = UIKitConstraints.constraints(for: scene)
                    scene.stack.layoutDirection = .rightToLeft
                    #expect(UIKitConstraints.constraints(for: scene) == leftToRight, "\(axis) \(distribution) \(alignment)")
                }
            }
        }
    }

    // MARK: Hidden views

    @Test("hidden last view: no spacing before it, still the trailing canvas connection")
    func hiddenLastView() {
        let views = [Rig.view("a", 160, 200), Rig.view("b", 80, 100), Rig.view("c", 40, 50, hidden: true)]
        Rig.expect(Rig.scene(views, spacing: 10), equals: [
            "UISV-hiding: c.width == 0",
            "UISV-spacing: b.leading == a.trailing + 10",
            "UISV-spacing: c.leading == b.trailing + 0",
            "UISV-alignment: a.top == b.top",
            "UISV-alignment: a.top == c.top",
            "UISV-alignment: a.bottom == b.bottom",
            "UISV-alignment: a.bottom == c.bottom",
            "UISV-canvas-connection: StackView.leading == a.leading",
            "UISV-canvas-connection: c.trailing == StackView.trailing",
            "UISV-canvas-connection: StackView.top == a.top",
            "UISV-canvas-connection: a.bottom == StackView.bottom",
        ])
    }

    @Test("two hidden views in the middle: half, zero, half")
    func twoHiddenInTheMiddle() {
        let views = [Rig.view("a"), Rig.view("h1", hidden: true), Rig.view("h2", hidden: true), Rig.view("d")]
        #expect(Rig.lines(Rig.scene(views, spacing: 20), ConstraintIdentifier.spacing) == [
            "UISV-spacing: h1.leading == a.trailing + 10",
            "UISV-spacing: h2.leading == h1.trailing",
            "UISV-spacing: d.leading == h2.trailing + 10",
        ])
        #expect(Rig.lines(Rig.scene(views, spacing: 20), ConstraintIdentifier.hiding) == [
            "UISV-hiding: h1.width == 0",
            "UISV-hiding: h2.width == 0",
        ])
    }

    @Test("first two hidden: no gap before the first visible view")
    func firstTwoHidden() {
        let views = [Rig.view("h0", hidden: true), Rig.view("h1", hidden: true), Rig.view("c"), Rig.view("d")]
        #expect(Rig.lines(Rig.scene(views, spacing: 10), ConstraintIdentifier.spacing) == [
            "UISV-spacing: h1.leading == h0.trailing",
            "UISV-spacing: c.leading == h1.trailing",
            "UISV-spacing: d.leading == c.trailing + 10",
        ])
    }

    @Test("first and last hidden, and hidden views on both sides of a visible one")
    func hiddenAtBothEndsAndAlternating() {
        let ends = [Rig.view("h0", hidden: true), Rig.view("b"), Rig.view("c"), Rig.view("h3", hidden: true)]
        #expect(Rig.lines(Rig.scene(ends, spacing: 10), ConstraintIdentifier.spacing) == [
            "UISV-spacing: b.leading == h0.trailing",
            "UISV-spacing: c.leading == b.trailing + 10",
            "UISV-spacing: h3.leading == c.trailing",
        ])
        let alternating = [
            Rig.view("a"), Rig.view("h1", hidden: true), Rig.view("c"), Rig.view("h3", hidden: true), Rig.view("e"),
        ]
        #expect(Rig.lines(Rig.scene(alternating, spacing: 8), ConstraintIdentifier.spacing) == [
            "UISV-spacing: h1.leading == a.trailing + 4",
            "UISV-spacing: c.leading == h1.trailing + 4",
            "UISV-spacing: h3.leading == c.trailing + 4",
            "UISV-spacing: e.leading == h3.trailing + 4",
        ])
    }

    @Test("every view hidden, fill alignment: the spanner stands in for the views on both axes")
    func allHiddenFill() {
        let views = [Rig.view("h0", hidden: true), Rig.view("h1", hidden: true), Rig.view("h2", hidden: true)]
        Rig.expect(Rig.scene(views, spacing: 10), equals: [
            "UISV-hiding: h0.width == 0",
            "UISV-hiding: h1.width == 0",
            "UISV-hiding: h2.width == 0",
            "UISV-spacing: h1.leading == h0.trailing",
            "UISV-spacing: h2.leading == h1.trailing",
            "UISV-alignment: h0.top == h1.top",
            "UISV-alignment: h0.top == h2.top",
            "UISV-alignment: h0.bottom == h1.bottom",
            "UISV-alignment: h0.bottom == h2.bottom",
            "UISV-spanning-fit: _UILayoutSpacer.height == 0 @0.001",
            "UISV-spanning-fit: _UILayoutSpacer.width == 0 @0.001",
            "UISV-canvas-connection: StackView.leading == _UILayoutSpacer.leading",
            "UISV-canvas-connection: _UILayoutSpacer.trailing == StackView.trailing",
            "UISV-canvas-connection: StackView.top == _UILayoutSpacer.top",
            "UISV-canvas-connection: _UILayoutSpacer.bottom == StackView.bottom",
        ])
    }

    @Test("every view hidden, center alignment, equalSpacing: no gap guides, centered spanner")
    func allHiddenCenterEqualSpacing() {
        let views = [Rig.view("h0", hidden: true), Rig.view("h1", hidden: true)]
        Rig.expect(Rig.scene(views, distribution: .equalSpacing, alignment: .center, spacing: 10), equals: [
            "UISV-hiding: h0.width == 0",
            "UISV-hiding: h1.width == 0",
            "UISV-spacing: h1.leading == h0.trailing",
            "UISV-canvas-fit: StackView.width == 0 @49",
            "UISV-alignment: h0.centerY == h1.centerY",
            "UISV-spanning-fit: _UILayoutSpacer.height == 0 @0.001",
            "UISV-spanning-fit: _UILayoutSpacer.width == 0 @0.001",
            "UISV-canvas-connection: StackView.leading == _UILayoutSpacer.leading",
            "UISV-canvas-connection: _UILayoutSpacer.trailing == StackView.trailing",
            "UISV-canvas-connection: StackView.top == _UILayoutSpacer.top",
            "UISV-canvas-connection: _UILayoutSpacer.bottom == StackView.bottom",
            "UISV-canvas-connection: StackView.centerY == _UILayoutSpacer.centerY",
            "UISV-ambiguity-suppression: h0.height == 0 @25",
            "UISV-ambiguity-suppression: h1.height == 0 @25",
        ])
    }

    @Test("hidden views leave fillEqually, the gap guides and the spanner's boundaries")
    func hiddenViewsLeaveTheSets() {
        let views = [Rig.view("h0", hidden: true), Rig.view("b"), Rig.view("h2", hidden: true), Rig.view("d")]
        let equally = Rig.scene(views, distribution: .fillEqually, alignment: .leading)
        #expect(Rig.lines(equally, ConstraintIdentifier.fillEqually) == ["UISV-fill-equally: d.width == b.width"])
        #expect(Rig.lines(equally, ConstraintIdentifier.spanningBoundary) == [
            "UISV-spanning-boundary: _UILayoutSpacer.top == b.top @999.5",
            "UISV-spanning-boundary: _UILayoutSpacer.bottom >= b.bottom",
            "UISV-spanning-boundary: _UILayoutSpacer.top == d.top @999.5",
            "UISV-spanning-boundary: _UILayoutSpacer.bottom >= d.bottom",
        ])
        // Ambiguity suppression and alignment keep the hidden views.
        #expect(Rig.lines(equally, ConstraintIdentifier.ambiguitySuppression).count == 4)
        #expect(Rig.lines(equally, ConstraintIdentifier.alignment) == [
            "UISV-alignment: h0.top == b.top",
            "UISV-alignment: h0.top == h2.top",
            "UISV-alignment: h0.top == d.top",
        ])
        let spacing = Rig.scene(views, distribution: .equalSpacing, spacing: 6)
        #expect(Rig.lines(spacing, ConstraintIdentifier.distributingEdge) == [
            "UISV-distributing-edge: _UIOLAGapGuide0.leading == b.trailing",
            "UISV-distributing-edge: d.leading == _UIOLAGapGuide0.trailing",
        ])
        #expect(Rig.lines(spacing, ConstraintIdentifier.fillEqually) == [])
        #expect(Rig.lines(spacing, ConstraintIdentifier.spacing) == [
            "UISV-spacing: b.leading == h0.trailing",
            "UISV-spacing: h2.leading >= b.trailing + 3",
            "UISV-spacing: d.leading >= h2.trailing + 3",
        ])
    }

    @Test("a single hidden view with leading alignment: the spanner on both axes (issue 16's example)")
    func singleHiddenView() {
        let scene = Rig.scene([Rig.view("a", hidden: true)], alignment: .leading)
        Rig.expect(scene, equals: [
            "UISV-hiding: a.width == 0",
            "UISV-spanning-fit: _UILayoutSpacer.height == 0 @0.001",
            "UISV-spanning-fit: _UILayoutSpacer.width == 0 @0.001",
            "UISV-canvas-connection: StackView.leading == _UILayoutSpacer.leading",
            "UISV-canvas-connection: _UILayoutSpacer.trailing == StackView.trailing",
            "UISV-canvas-connection: StackView.top == _UILayoutSpacer.top",
            "UISV-canvas-connection: _UILayoutSpacer.bottom == StackView.bottom",
            "UISV-ambiguity-suppression: a.height == 0 @25",
        ])
    }

    // MARK: Custom spacing

    @Test("custom spacing replaces the spacing after its view")
    func customSpacingReplaces() {
        let scene = Rig.scene(Rig.seedViews, spacing: 10, customSpacing: ["a": 4])
        #expect(Rig.lines(scene, ConstraintIdentifier.spacing) == [
            "UISV-spacing: b.leading == a.trailing + 4",
            "UISV-spacing: c.leading == b.trailing + 10",
        ])
    }

    @Test("custom spacing is the minimum gap of equalSpacing and equalCentering")
    func customSpacingIsMinimum() {
        for distribution in [Distribution.equalSpacing, .equalCentering] {
            let scene = Rig.scene(Rig.seedViews, distribution: distribution, spacing: 10, customSpacing: ["b": -5])
            #expect(Rig.lines(scene, ConstraintIdentifier.spacing) == [
                "UISV-spacing: b.leading >= a.trailing + 10",
                "UISV-spacing: c.leading >= b.trailing - 5",
            ])
        }
    }

    @Test("across hidden views the gap is the custom spacing after the visible view before them")
    func customSpacingAcrossHiddenViews() {
        let views = [Rig.view("a"), Rig.view("b", hidden: true), Rig.view("c")]
        let scene = Rig.scene(views, spacing: 10, customSpacing: ["a": 20, "b": 30])
        #expect(Rig.lines(scene, ConstraintIdentifier.spacing) == [
            "UISV-spacing: b.leading == a.trailing + 10",
            "UISV-spacing: c.leading == b.trailing + 10",
        ])
    }

    @Test("negative spacing is written as a subtraction")
    func negativeSpacing() {
        let scene = Rig.scene(Rig.seedViews, spacing: -12.5)
        #expect(Rig.lines(scene, ConstraintIdentifier.spacing) == [
            "UISV-spacing: b.leading == a.trailing - 12.5",
            "UISV-spacing: c.leading == b.trailing - 12.5",
        ])
    }

    // MARK: Zero and one view

    @Test("no views: no constraints for any configuration")
    func zeroViews() {
        for axis in Axis.allCases {
            for distribution in Distribution.allCases {
                for alignment in Alignment.allCases {
                    let scene = Rig.scene([], axis: axis, distribution: distribution, alignment: alignment,
                                          spacing: 10, marginsRelative: true)
                    #expect(UIKitConstraints.constraints(for: scene).isEmpty)
                }
            }
        }
        #expect(UIKitConstraints.constraints(for: Rig.scene([], width: 100)).map(ConstraintText.line(for:))
            == ["custom: StackView.width == 100"])
    }

    static let oneViewAlongAxis = [
        "UISV-canvas-connection: StackView.leading == a.leading",
        "UISV-canvas-connection: a.trailing == StackView.trailing",
    ]

    @Test("one view, fill alignment")
    func oneViewFill() {
        Rig.expect(Rig.scene([Rig.view("a", 160, 200)]), equals: Self.oneViewAlongAxis + [
            "UISV-canvas-connection: StackView.top == a.top",
            "UISV-canvas-connection: a.bottom == StackView.bottom",
        ])
    }

    @Test("one view, leading (top) alignment")
    func oneViewLeading() {
        Rig.expect(Rig.scene([Rig.view("a", 160, 200)], alignment: .leading), equals: Self.oneViewAlongAxis + [
            "UISV-canvas-connection: StackView.top == a.top",
            "UISV-canvas-connection: StackView.bottom >= a.bottom",
            "UISV-canvas-fit: StackView.height == 0 @49",
            "UISV-ambiguity-suppression: a.height == 0 @25",
        ])
    }

    @Test("one view, trailing (bottom) alignment")
    func oneViewTrailing() {
        Rig.expect(Rig.scene([Rig.view("a", 160, 200)], alignment: .trailing), equals: Self.oneViewAlongAxis + [
            "UISV-canvas-connection: StackView.top <= a.top",
            "UISV-canvas-connection: a.bottom == StackView.bottom",
            "UISV-canvas-fit: StackView.height == 0 @49",
            "UISV-ambiguity-suppression: a.height == 0 @25",
        ])
    }

    @Test("one view, baseline alignments (text width with a single share)")
    func oneViewBaselines() {
        for alignment in [Alignment.firstBaseline, .lastBaseline] {
            Rig.expect(Rig.scene([Rig.view("a", 160, 200)], alignment: alignment), equals: Self.oneViewAlongAxis + [
                "UISV-canvas-connection: StackView.top <= a.top",
                "UISV-canvas-connection: StackView.bottom >= a.bottom",
                "UISV-canvas-fit: StackView.height == 0 @49",
                "UISV-text-width-disambiguation: a.width == StackView.width @760",
                "UISV-ambiguity-suppression: a.height == 0 @25",
            ])
        }
    }

    @Test("one view, vertical center alignment mirrors golden 14")
    func oneViewVerticalCenter() {
        Rig.expect(Rig.scene([Rig.view("a", 160, 200)], axis: .vertical, alignment: .center), equals: [
            "UISV-canvas-connection: StackView.top == a.top",
            "UISV-canvas-connection: a.bottom == StackView.bottom",
            "UISV-canvas-connection: StackView.leading <= a.leading",
            "UISV-canvas-connection: StackView.trailing >= a.trailing",
            "UISV-canvas-connection: StackView.centerX == a.centerX",
            "UISV-canvas-fit: StackView.width == 0 @49",
            "UISV-ambiguity-suppression: a.width == 0 @25",
        ])
    }
}
