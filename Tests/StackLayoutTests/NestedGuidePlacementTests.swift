import Testing
@testable import StackLayout

/// A nested stack's layout guides in the outer stack's coordinates: where a constraint
/// fixes them, and at their own stack's leading or top edge (with no size) where UIKit
/// writes none — as the outer stack's guides are at its origin.
@Suite("Nested stacks' guides")
struct NestedGuidePlacementTests {
    /// The stack a guide belongs to: `Toolbar` for `_UIOLAGapGuide0-Toolbar`, the outer
    /// stack for `_UIOLAGapGuide0`; nil for views.
    static func stack(of item: String) -> String? {
        let isGuide = { (name: String) in name == LayoutItem.spacer || name == LayoutItem.marginsGuide || name.hasPrefix("_UIOLAGapGuide") }
        if isGuide(item) { return LayoutItem.stackView }
        guard let dash = item.firstIndex(of: "-"), isGuide(String(item[..<dash])) else { return nil }
        return String(item[item.index(after: dash)...])
    }

    /// Scenes with nested stacks: the examples', and every pairing of axes, directions and
    /// distributions that makes gap guides and a spanner.
    static var scenes: [(label: String, scene: Scene)] {
        var result = Examples.all.filter { $0.scene.hasNestedStacks }.map { (label: $0.name, scene: $0.scene) }
        for outerAxis in [Axis.horizontal, .vertical] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for distribution in [Distribution.equalSpacing, .equalCentering] {
                    var outer = StackProperties()
                    outer.axis = outerAxis
                    outer.spacing = 6
                    outer.marginsRelative = true
                    outer.margins = Margins(top: 10, leading: 20, bottom: 30, trailing: 40)
                    outer.width = 400
                    outer.height = 300
                    var inner = StackProperties()
                    inner.axis = outerAxis == .horizontal ? .vertical : .horizontal
                    inner.distribution = distribution
                    inner.alignment = .center
                    inner.layoutDirection = direction
                    let scene = Scene(stack: outer, views: [
                        ArrangedView(name: "Lead", width: 50, height: 40),
                        .stack("Inner", inner, views: [
                            ArrangedView(name: "A", width: 30, height: 20),
                            ArrangedView(name: "B", width: 60, height: 30),
                            ArrangedView(name: "C", width: 20, height: 10),
                        ]),
                    ])
                    result.append((label: "\(outerAxis) outer, \(direction) \(distribution) inner", scene: scene))
                }
            }
        }
        return result
    }

    @Test func everyGuideLiesWithinItsStack() throws {
        for (label, scene) in Self.scenes {
            let result = StackLayoutSolver.solve(scene)
            #expect(result.conflicts.isEmpty, "\(label)")
            var guides = 0
            for item in result.items {
                guard let stackName = Self.stack(of: item.name) else { continue }
                let stack = try #require(result.frame(of: stackName), "\(label): no frame for \(stackName)")
                let guide = item.frame
                let tolerance = 1e-6
                #expect(guide.x >= stack.x - tolerance && guide.maxX <= stack.maxX + tolerance,
                        "\(label): \(item.name) x \(guide.x)…\(guide.maxX) outside \(stackName) \(stack.x)…\(stack.maxX)")
                #expect(guide.y >= stack.y - tolerance && guide.maxY <= stack.maxY + tolerance,
                        "\(label): \(item.name) y \(guide.y)…\(guide.maxY) outside \(stackName) \(stack.y)…\(stack.maxY)")
                guides += 1
            }
            #expect(guides > 1, "\(label): no guides")
        }
    }

    @Test func theCardsToolbarGuidesSitOnTheToolbar() throws {
        let result = StackLayoutSolver.solve(try #require(Examples.named("card")).scene)
        let toolbar = try #require(result.frame(of: "Toolbar"))
        #expect(toolbar == Frame(x: 12, y: 124, width: 276, height: 32))
        // Gap guides: placed along the toolbar by their constraints, at its top with no height across it.
        #expect(result.frame(of: "_UIOLAGapGuide0-Toolbar") == Frame(x: 44, y: 124, width: 90, height: 0))
        #expect(result.frame(of: "_UIOLAGapGuide1-Toolbar") == Frame(x: 166, y: 124, width: 90, height: 0))
        // The spanner: its height from its constraints, at the toolbar's leading edge with no width.
        #expect(result.frame(of: "_UILayoutSpacer-Toolbar") == Frame(x: 12, y: 124, width: 0, height: 32))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func explainSaysNoConstraintDecidesAnUnfixedSide() throws {
        // As for the outer stack's gap guides (toolbar): their y is decided by no constraint.
        let cases: [(example: String, guide: String, unfixed: [FrameAttribute], fixed: [FrameAttribute])] = [
            ("toolbar", "_UIOLAGapGuide0", [.y, .height], [.x, .width]),
            ("card", "_UIOLAGapGuide0-Toolbar", [.y, .height], [.x, .width]),
            ("card", "_UILayoutSpacer-Toolbar", [.x, .width], [.y]),
        ]
        for (example, guide, unfixed, fixed) in cases {
            let explanation = Explainer.explain(try #require(Examples.named(example)).scene, items: [guide])
            let item = try #require(explanation.items.first)
            for attribute in item.attributes {
                if unfixed.contains(attribute.attribute) {
                    #expect(attribute.decidedBy.isEmpty, "\(example) \(guide).\(attribute.attribute): \(attribute.decidedBy.map(ConstraintText.line(for:)))")
                    #expect(!attribute.ambiguous)
                } else if fixed.contains(attribute.attribute) {
                    #expect(!attribute.decidedBy.isEmpty, "\(example) \(guide).\(attribute.attribute)")
                }
            }
        }
    }

    @Test func aFlippedStacksUnfixedGuidesSitAtItsOwnLeadingEdge() throws {
        // A right-to-left vertical stack in a left-to-right horizontal one: its leading edge is its right.
        var outer = StackProperties()
        outer.width = 200
        var column = StackProperties()
        column.axis = .vertical
        column.distribution = .equalSpacing
        column.alignment = .leading
        column.layoutDirection = .rightToLeft
        column.height = 100
        let scene = Scene(stack: outer, views: [
            ArrangedView(name: "Left", width: 50, height: 100),
            .stack("Column", column, views: [ArrangedView(name: "A", width: 30, height: 20), ArrangedView(name: "B", width: 30, height: 20)]),
        ])
        let result = StackLayoutSolver.solve(scene)
        let stack = try #require(result.frame(of: "Column"))
        let gap = try #require(result.frame(of: "_UIOLAGapGuide0-Column"))
        #expect(gap.x == stack.maxX && gap.width == 0, "\(gap) in \(stack)")
        #expect(gap.y == stack.y + 20 && gap.height == 60)
    }

    @Test("a stack wrapped in margins keeps its guides where they were, moved by the margins", arguments: RandomScenes.seeds)
    func wrappingInMarginsMovesTheGuidesToo(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var compared = 0
        for index in 0..<NestedStackTests.scenesPerSeed {
            let scene = NestedStackTests.sizedScene(&random)
            let alone = StackLayoutSolver.solve(scene)
            guard alone.conflicts.isEmpty, alone.ambiguous.isEmpty, let width = scene.stack.width, let height = scene.stack.height else { continue }
            var inner = scene.stack
            inner.width = nil
            inner.height = nil
            var outer = StackProperties()
            outer.axis = index % 2 == 0 ? .horizontal : .vertical
            outer.marginsRelative = true
            outer.margins = Margins(top: 10, leading: 20, bottom: 30, trailing: 40)
            outer.width = width + 60
            outer.height = height + 40
            let wrapped = StackLayoutSolver.solve(Scene(stack: outer, views: [.stack("Inner", inner, views: scene.views)]))
            let label = "seed \(seed) scene \(index): \(SceneJSON.encode(scene))"
            guard wrapped.conflicts.isEmpty else { continue }
            for item in alone.items where item.name != LayoutItem.stackView && Self.stack(of: item.name) == LayoutItem.stackView {
                guard let found = wrapped.frame(of: LayoutItem.guide(item.name, of: "Inner")) else {
                    Issue.record("no frame for \(item.name)-Inner; \(label)")
                    continue
                }
                let expected = item.frame
                let pairs = [("x", expected.x + 20, found.x), ("y", expected.y + 10, found.y),
                             ("width", expected.width, found.width), ("height", expected.height, found.height)]
                for (attribute, want, got) in pairs {
                    #expect(abs(want - got) <= 0.01, "\(item.name).\(attribute): \(want) expected, \(got) wrapped; \(label)")
                }
            }
            compared += 1
        }
        #expect(compared > NestedStackTests.scenesPerSeed / 3, "only \(compared) scenes compared")
    }
}
