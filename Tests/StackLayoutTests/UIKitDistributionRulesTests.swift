import Testing
@testable import StackLayout

/// The rules beyond the golden files (the rule list at the top of UIKitConstraints.swift) for
/// content sizes, the distributions, baselines and margins, and every configuration at once,
/// each asserted on the exact constraint lines.
@Suite("UIKit constraint rules: sizes, distributions, baselines, margins")
struct UIKitDistributionRulesTests {
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
