import Testing
@testable import StackLayout

/// Issue 16's rule for every configuration: hiding arranged views lays out the remaining
/// visible views exactly as deleting them from the scene would — the same frames within
/// 0.01 pt and nothing ambiguous that is not ambiguous without them. Checked over random
/// scenes (``RandomScenes``, each seed giving its own stream) and over a grid of every
/// hidden pattern of one to four views in every axis, distribution and alignment.
@Suite("Hiding is removing")
struct HidingPropertyTests {
    static let scenesPerSeed = 700

    @Test("random scenes: hidden views lay out the visible ones as deleting them would", arguments: RandomScenes.seeds)
    func hidingEqualsRemoving(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var compared = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = RandomScenes.withHiddenView(RandomScenes.scene(&random), &random)
            if Self.expectHidingEqualsRemoving(scene, label: "seed \(seed) scene \(index)") { compared += 1 }
        }
        #expect(compared > Self.scenesPerSeed / 3, "only \(compared) scenes compared")
    }

    /// Four views unlike each other: sizes, no intrinsic width, baselines, a custom spacing.
    static let gridViews = [
        ArrangedView(name: "a", width: 44, height: 30, baselines: Baselines(first: 20, last: 8)),
        ArrangedView(name: "b", width: nil, height: 50),
        ArrangedView(name: "c", width: 80, height: 20, baselines: Baselines(first: 5, last: 12)),
        ArrangedView(name: "d", width: 30, height: nil),
    ]

    @Test("every hidden pattern of 1–4 views, every axis × distribution × alignment", arguments: Axis.allCases)
    func everyHiddenPattern(axis: Axis) {
        var compared = 0
        for distribution in Distribution.allCases {
            for alignment in Alignment.allCases {
                for variant in 0..<2 {
                    var stack = StackProperties()
                    stack.axis = axis
                    stack.distribution = distribution
                    stack.alignment = alignment
                    stack.spacing = 8
                    stack.customSpacing = ["b": 3]
                    stack.baselineRelative = variant == 0
                    stack.marginsRelative = variant == 1
                    stack.layoutDirection = variant == 1 ? .rightToLeft : .leftToRight
                    stack.width = variant == 1 ? 300 : nil
                    for count in 1...4 {
                        for pattern in 1..<(1 << count) {
                            var views = Array(Self.gridViews.prefix(count))
                            for index in views.indices where pattern & (1 << index) != 0 { views[index].hidden = true }
                            let label = "\(axis) \(distribution) \(alignment) variant \(variant) pattern \(pattern)/\(count)"
                            if Self.expectHidingEqualsRemoving(Scene(stack: stack, views: views), label: label) { compared += 1 }
                        }
                    }
                }
            }
        }
        #expect(compared > 1000, "only \(compared) configurations compared")
    }

    /// Solves `scene` and `scene` without its hidden views and expects the same frames for the
    /// stack and every visible view (where the deleted scene fixes them) and no extra
    /// ambiguity. Returns whether frames were compared: not when every view is hidden, nor for
    /// degenerate layouts where a visible view ends up with a negative size.
    @discardableResult
    static func expectHidingEqualsRemoving(_ scene: Scene, label: String) -> Bool {
        let removed = RandomScenes.removingHiddenViews(scene)
        let hiding = StackLayoutSolver.solve(scene)
        let deleting = StackLayoutSolver.solve(removed)
        let context = "\(label): \(SceneJSON.encode(scene))"

        let extra = Set(hiding.ambiguous).subtracting(deleting.ambiguous)
        #expect(extra.isEmpty, "ambiguous only when hidden: \(extra.sorted()); \(context)")

        let visible = removed.views.map(\.name)
        let degenerate = [hiding, deleting].contains { result in
            visible.contains { name in
                guard let frame = result.frame(of: name) else { return false }
                return frame.width < -1e-9 || frame.height < -1e-9
            }
        }
        guard !degenerate, !visible.isEmpty else { return false }
        let rightToLeft = scene.stack.layoutDirection == .rightToLeft
        for name in [LayoutItem.stackView] + visible {
            guard let shown = hiding.frame(of: name), let alone = deleting.frame(of: name) else {
                Issue.record("no frame for \(name); \(context)")
                continue
            }
            let components: [(String, Double, Double)] = [
                ("x", shown.x, alone.x), ("y", shown.y, alone.y),
                ("width", shown.width, alone.width), ("height", shown.height, alone.height),
            ]
            for (attribute, hidden, deleted) in components where !deleting.ambiguous.contains("\(name).\(attribute)") {
                // A right-to-left x is measured from the trailing edge: free when a width is.
                let widths = ["\(name).width", "\(LayoutItem.stackView).width"]
                if attribute == "x", rightToLeft, widths.contains(where: deleting.ambiguous.contains) { continue }
                #expect(abs(hidden - deleted) <= 0.01, "\(name).\(attribute) \(hidden) hidden, \(deleted) deleted; \(context)")
            }
        }
        return true
    }
}
