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

    // MARK: Views without an intrinsic size

    @Test("views without an intrinsic size get the same stack constraints and no content size")
    func noIntrinsicSize() {
        let sized = Rig.scene(Rig.seedViews, alignment: .center, spacing: 5)
        let unsized = Rig.scene(Rig.seedViews.map { Rig.view($0.name, nil, nil) }, alignment: .center, spacing: 5)
        #expect(Rig.stackConstraints(unsized) == Rig.stackConstraints(sized))
        #expect(ContentSizeConstraints.constraints(for: unsized).isEmpty)
        let halfSized = Rig.scene([Rig.view("a", 30, nil), Rig.view("b", nil, 12)])
        #expect(ContentSizeConstraints.constraints(for: halfSized).map(ConstraintText.line(for:)) == [
            "NSContentSizeLayoutConstraint: a.width <= 30 @250",
            "NSContentSizeLayoutConstraint: a.width >= 30 @750",
            "NSContentSizeLayoutConstraint: b.height <= 12 @250",
            "NSContentSizeLayoutConstraint: b.height >= 12 @750",
        ])
    }

    @Test("content size uses each view's own priorities; the scene's sizes come last")
    func contentSizeAndCustomSizes() {
        let view = ArrangedView(
            name: "a", width: 10, height: 20,
            hugging: AxisPriorities(horizontal: 251, vertical: 252),
            compressionResistance: AxisPriorities(horizontal: 749.5, vertical: 1000))
        let scene = Rig.scene([view], width: 200, height: 80)
        let all = UIKitConstraints.constraints(for: scene).map(ConstraintText.line(for:))
        #expect(Array(all.suffix(6)) == [
            "NSContentSizeLayoutConstraint: a.width <= 10 @251",
            "NSContentSizeLayoutConstraint: a.width >= 10 @749.5",
            "NSContentSizeLayoutConstraint: a.height <= 20 @252",
            "NSContentSizeLayoutConstraint: a.height >= 20",
            "custom: StackView.width == 200",
            "custom: StackView.height == 80",
        ])
        #expect(all.count == Rig.stackConstraints(scene).count + 6)
    }

    // MARK: fillProportionally

    @Test("fillProportionally: priorities count down from 999")
    func proportionalPriorities() {
        let views = [Rig.view("a", 160), Rig.view("b", 80), Rig.view("c", 40), Rig.view("d", 20)]
        #expect(Rig.lines(Rig.scene(views, distribution: .fillProportionally), ConstraintIdentifier.fillProportionally) == [
            "UISV-fill-proportionally: a.width == 0.533333*StackView.width @999",
            "UISV-fill-proportionally: b.width == 0.266667*StackView.width @998",
            "UISV-fill-proportionally: c.width == 0.133333*StackView.width @997",
            "UISV-fill-proportionally: d.width == 0.0666667*StackView.width @996",
        ])
    }

    @Test("fillProportionally: a hidden view leaves the total and the priority count")
    func proportionalWithHiddenView() {
        let views = [Rig.view("a", 160), Rig.view("b", 80, hidden: true), Rig.view("c", 40), Rig.view("d", 20)]
        Rig.expect(
            Rig.stackConstraints(Rig.scene(views, distribution: .fillProportionally, spacing: 0))
                .filter { $0.identifier == ConstraintIdentifier.fillProportionally || $0.identifier == ConstraintIdentifier.hiding },
            equals: [
                "UISV-hiding: b.width == 0",
                "UISV-fill-proportionally: a.width == 0.727273*StackView.width @999",
                "UISV-fill-proportionally: c.width == 0.181818*StackView.width @998",
                "UISV-fill-proportionally: d.width == 0.0909091*StackView.width @997",
            ])
    }

    @Test("fillProportionally: the total counts the stack spacing, not custom spacings")
    func proportionalTotalUsesStackSpacing() {
        let views = [Rig.view("a", 30), Rig.view("b", 30), Rig.view("c", nil)]
        let scene = Rig.scene(views, distribution: .fillProportionally, spacing: 20, customSpacing: ["a": 100])
        // total = 30 + 30 + 20 * 2 = 100
        #expect(Rig.lines(scene, ConstraintIdentifier.fillProportionally) == [
            "UISV-fill-proportionally: a.width == 0.3*StackView.width @999",
            "UISV-fill-proportionally: b.width == 0.3*StackView.width @998",
            "UISV-fill-proportionally: c.width == 0",
        ])
    }

    @Test("fillProportionally: priorities stop at 751")
    func proportionalPriorityFloor() {
        let views = (0..<300).map { Rig.view("v\($0)", 1) }
        let constraints = Rig.stackConstraints(Rig.scene(views, distribution: .fillProportionally))
            .filter { $0.identifier == ConstraintIdentifier.fillProportionally }
        #expect(constraints.count == 300)
        #expect(constraints[247].priority == 752)
        #expect(constraints[248].priority == 751)
        #expect(constraints[249].priority == 751)
        #expect(constraints[299].priority == 751)
        #expect(constraints.allSatisfy { NumberText.sixSignificant($0.multiplier) == "0.00333333" })
    }

    @Test("fillProportionally: a multiplier of exactly 1 is required, also with spacing and one view")
    func proportionalRequiredWhenWhole() {
        let one = Rig.scene([Rig.view("a", 50)], distribution: .fillProportionally, spacing: 8)
        #expect(Rig.lines(one, ConstraintIdentifier.fillProportionally) == [
            "UISV-fill-proportionally: a.width == StackView.width",
        ])
        // One sized view with spacing: its share is below 1, so it is optional.
        let spaced = Rig.scene([Rig.view("a", 30), Rig.view("b", nil)], distribution: .fillProportionally, spacing: 10)
        #expect(Rig.lines(spaced, ConstraintIdentifier.fillProportionally) == [
            "UISV-fill-proportionally: a.width == 0.75*StackView.width @999",
            "UISV-fill-proportionally: b.width == 0",
        ])
    }

    @Test("fillProportionally: no positive total falls back to fillEqually")
    func proportionalFallbacks() {
        let negative = Rig.scene([Rig.view("a", 10), Rig.view("b", 10)], distribution: .fillProportionally, spacing: -30)
        #expect(Rig.lines(negative, ConstraintIdentifier.fillProportionally) == [])
        #expect(Rig.lines(negative, ConstraintIdentifier.fillEqually) == ["UISV-fill-equally: b.width == a.width"])
        let zeroSized = Rig.scene([Rig.view("a", 0), Rig.view("b", 0)], distribution: .fillProportionally)
        #expect(Rig.lines(zeroSized, ConstraintIdentifier.fillEqually) == ["UISV-fill-equally: b.width == a.width"])
    }

    @Test("fillProportionally on a vertical, margins-relative stack uses heights and the margins guide")
    func proportionalVerticalMargins() {
        let views = [Rig.view("a", 999, 30), Rig.view("b", 1, 10)]
        let scene = Rig.scene(views, axis: .vertical, distribution: .fillProportionally, marginsRelative: true)
        #expect(Rig.lines(scene, ConstraintIdentifier.fillProportionally) == [
            "UISV-fill-proportionally: a.height == 0.75*UIViewLayoutMarginsGuide.height @999",
            "UISV-fill-proportionally: b.height == 0.25*UIViewLayoutMarginsGuide.height @998",
        ])
    }

    // MARK: equalSpacing and equalCentering

    @Test("equalCentering: gap guide lengths at 149, 148, …")
    func equalCenteringPriorities() {
        let views = [Rig.view("a"), Rig.view("b"), Rig.view("c"), Rig.view("d")]
        let scene = Rig.scene(views, distribution: .equalCentering)
        #expect(Rig.lines(scene, ConstraintIdentifier.fillEqually) == [
            "UISV-fill-equally: _UIOLAGapGuide1.width == _UIOLAGapGuide0.width @149",
            "UISV-fill-equally: _UIOLAGapGuide2.width == _UIOLAGapGuide0.width @148",
        ])
        #expect(Rig.lines(scene, ConstraintIdentifier.distributingEdge).count == 6)
    }

    @Test("equalSpacing on a baseline-relative vertical stack runs its guides between baselines, on the guides' baselines")
    func equalSpacingBaselineRelative() {
        let scene = Rig.scene(
            [Rig.view("a"), Rig.view("b")], axis: .vertical, distribution: .equalSpacing,
            spacing: 20, baselineRelative: true)
        Rig.expect(
            Rig.stackConstraints(scene).filter {
                [ConstraintIdentifier.spacing, ConstraintIdentifier.distributingEdge, ConstraintIdentifier.canvasFit]
                    .contains($0.identifier)
            },
            equals: [
                "UISV-spacing: b.firstBaseline >= a.lastBaseline + 20",
                "UISV-distributing-edge: _UIOLAGapGuide0.firstBaseline == a.lastBaseline",
                "UISV-distributing-edge: b.firstBaseline == _UIOLAGapGuide0.lastBaseline",
                "UISV-canvas-fit: StackView.height == 0 @49",
            ])
    }

    @Test("baselineRelative is ignored on a horizontal stack")
    func baselineRelativeHorizontalIgnored() {
        let plain = Rig.scene(Rig.seedViews, distribution: .equalSpacing, spacing: 20)
        var relative = plain
        relative.stack.baselineRelative = true
        #expect(Rig.stackConstraints(relative) == Rig.stackConstraints(plain))
    }

    // MARK: Baseline alignment

    @Test("baseline alignment on a vertical stack: no alignment, spanner on both edges, canvas as leading / trailing")
    func verticalBaselineAlignment() {
        let canvas: [Alignment: [String]] = [
            .firstBaseline: [
                "UISV-canvas-connection: StackView.leading == a.leading",
                "UISV-canvas-connection: _UILayoutSpacer.trailing == StackView.trailing",
            ],
            .lastBaseline: [
                "UISV-canvas-connection: StackView.leading == _UILayoutSpacer.leading",
                "UISV-canvas-connection: a.trailing == StackView.trailing",
            ],
        ]
        for alignment in [Alignment.firstBaseline, .lastBaseline] {
            let scene = Rig.scene(Rig.seedViews, axis: .vertical, alignment: alignment)
            Rig.expect(scene, equals: [
                "UISV-spacing: b.top == a.bottom",
                "UISV-spacing: c.top == b.bottom",
                "UISV-spanning-boundary: _UILayoutSpacer.leading <= a.leading",
                "UISV-spanning-boundary: _UILayoutSpacer.trailing >= a.trailing",
                "UISV-spanning-boundary: _UILayoutSpacer.leading <= b.leading",
                "UISV-spanning-boundary: _UILayoutSpacer.trailing >= b.trailing",
                "UISV-spanning-boundary: _UILayoutSpacer.leading <= c.leading",
                "UISV-spanning-boundary: _UILayoutSpacer.trailing >= c.trailing",
                "UISV-spanning-fit: _UILayoutSpacer.width == 0 @51",
                "UISV-canvas-connection: StackView.top == a.top",
                "UISV-canvas-connection: c.bottom == StackView.bottom",
                "UISV-ambiguity-suppression: a.width == 0 @25",
                "UISV-ambiguity-suppression: b.width == 0 @25",
                "UISV-ambiguity-suppression: c.width == 0 @25",
            ] + (canvas[alignment] ?? []))
        }
    }

    @Test("text width: spacing, hidden views, margins and priorities")
    func textWidthRules() {
        let hugging = ArrangedView(
            name: "b", width: 10, height: 10, hugging: AxisPriorities(horizontal: 800, vertical: 250))
        let views = [Rig.view("a"), hugging, Rig.view("h", hidden: true)]
        let scene = Rig.scene(views, distribution: .equalSpacing, alignment: .lastBaseline, spacing: 10,
                              marginsRelative: true)
        #expect(Rig.lines(scene, ConstraintIdentifier.textWidthDisambiguation) == [
            "UISV-text-width-disambiguation: a.width == 0.5*UIViewLayoutMarginsGuide.width - 5 @760",
            "UISV-text-width-disambiguation: b.width == 0.5*UIViewLayoutMarginsGuide.width - 5 @810",
        ])
        for distribution in [Distribution.fillEqually, .fillProportionally] {
            let decided = Rig.scene(Rig.seedViews, distribution: distribution, alignment: .firstBaseline)
            #expect(Rig.lines(decided, ConstraintIdentifier.textWidthDisambiguation) == [])
        }
        let capped = ArrangedView(
            name: "a", width: 10, height: 10, compressionResistance: AxisPriorities(horizontal: 1000, vertical: 750))
        let cappedScene = Rig.scene([capped, Rig.view("b")], alignment: .firstBaseline)
        #expect(Rig.lines(cappedScene, ConstraintIdentifier.textWidthDisambiguation).first
            == "UISV-text-width-disambiguation: a.width == 0.5*StackView.width @999")
    }

    // MARK: Margins

    @Test("margins-relative center alignment connects every canvas edge to the margins guide")
    func marginsRelativeCenter() {
        let scene = Rig.scene(
            [Rig.view("a"), Rig.view("b")], axis: .vertical, alignment: .center, marginsRelative: true,
            margins: Margins(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(Rig.lines(scene, ConstraintIdentifier.canvasConnection) == [
            "UISV-canvas-connection: UIViewLayoutMarginsGuide.top == a.top",
            "UISV-canvas-connection: b.bottom == UIViewLayoutMarginsGuide.bottom",
            "UISV-canvas-connection: UIViewLayoutMarginsGuide.leading == _UILayoutSpacer.leading",
            "UISV-canvas-connection: _UILayoutSpacer.trailing == UIViewLayoutMarginsGuide.trailing",
            "UISV-canvas-connection: UIViewLayoutMarginsGuide.centerX == a.centerX",
        ])
        #expect(Rig.lines(scene, ConstraintIdentifier.marginGuide) == [
            "UIView-margin-guide-constraint: UIViewLayoutMarginsGuide.top == StackView.top + 1",
            "UIView-margin-guide-constraint: UIViewLayoutMarginsGuide.leading == StackView.leading + 2",
            "UIView-margin-guide-constraint: StackView.bottom == UIViewLayoutMarginsGuide.bottom + 3",
            "UIView-margin-guide-constraint: StackView.trailing == UIViewLayoutMarginsGuide.trailing + 4",
        ])
    }

    // MARK: Every configuration

    @Test("every distribution × alignment × axis writes well-formed, distinct constraints")
    func everyConfigurationIsWellFormed() throws {
        let views = [Rig.view("a", 10, 20), Rig.view("b", nil, 30), Rig.view("c", 30, nil), Rig.view("d", 5, 5)]
        for axis in Axis.allCases {
            for distribution in Distribution.allCases {
                for alignment in Alignment.allCases {
                    for marginsRelative in [false, true] {
                        let scene = Rig.scene(views, axis: axis, distribution: distribution, alignment: alignment,
                                              spacing: 6, marginsRelative: marginsRelative)
                        let constraints = Rig.stackConstraints(scene)
                        let label = "\(axis) \(distribution) \(alignment) margins:\(marginsRelative)"
                        let known: Set<String> = Set(views.map(\.name) + [
                            LayoutItem.stackView, LayoutItem.marginsGuide, LayoutItem.spacer,
                            LayoutItem.gapGuide(0), LayoutItem.gapGuide(1), LayoutItem.gapGuide(2),
                        ])
                        for constraint in constraints {
                            #expect(known.contains(constraint.first.item), "\(label): \(constraint)")
                            #expect(constraint.second.map { known.contains($0.item) } ?? true, "\(label): \(constraint)")
                            #expect(constraint.priority > 0 && constraint.priority <= 1000, "\(label): \(constraint)")
                            #expect(constraint.identifier.hasPrefix("UISV-")
                                || constraint.identifier == ConstraintIdentifier.marginGuide)
                            let reparsed = try ConstraintText.parse(ConstraintText.line(for: constraint))
                            #expect(reparsed.isEquivalent(to: constraint), "\(label): \(constraint)")
                        }
                        for (index, constraint) in constraints.enumerated() {
                            let duplicate = constraints[(index + 1)...].contains { $0.isEquivalent(to: constraint) }
                            #expect(!duplicate, "\(label): duplicate \(constraint)")
                        }
                        // Exactly two canvas connections along the axis, and every view is placed.
                        let alongEdges: Set<LayoutAttribute> = axis == .horizontal ? [.leading, .trailing] : [.top, .bottom]
                        let canvasAlong = constraints.filter {
                            $0.identifier == ConstraintIdentifier.canvasConnection && alongEdges.contains($0.first.attribute)
                        }
                        #expect(canvasAlong.count == 2, "\(label)")
                        #expect(Rig.lines(scene, ConstraintIdentifier.spacing).count == 3, "\(label)")
                    }
                }
            }
        }
    }
}
