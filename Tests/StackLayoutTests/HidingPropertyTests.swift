import Testing
@testable import StackLayout

/// Issue 16's rule for every configuration: hiding arranged views lays out the remaining
/// visible views exactly as deleting them from the scene would — the same frames within
/// 0.01 pt and nothing ambiguous that is not ambiguous without them. Checked over random
/// scenes (``RandomScenes``), each seed giving its own stream.
@Suite("Hiding is removing (random scenes)")
struct HidingPropertyTests {
    static let scenesPerSeed = 700

    @Test("hidden views lay out the visible ones as deleting them would", arguments: RandomScenes.seeds)
    func hidingEqualsRemoving(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var compared = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = RandomScenes.withHiddenView(RandomScenes.scene(&random), &random)
            let removed = RandomScenes.removingHiddenViews(scene)
            let hiding = StackLayoutSolver.solve(scene)
            let deleting = StackLayoutSolver.solve(removed)
            let label = "seed \(seed) scene \(index): \(SceneJSON.encode(scene))"

            let extra = Set(hiding.ambiguous).subtracting(deleting.ambiguous)
            #expect(extra.isEmpty, "ambiguous only when hidden: \(extra.sorted()); \(label)")

            let visible = removed.views.map(\.name)
            // Degenerate layouts, where a visible view ends up with a negative size, are exempt.
            let degenerate = [hiding, deleting].contains { result in
                visible.contains { name in
                    guard let frame = result.frame(of: name) else { return false }
                    return frame.width < -1e-9 || frame.height < -1e-9
                }
            }
            // With every view hidden there is nothing visible to compare.
            guard !degenerate, !visible.isEmpty else { continue }
            compared += 1
            let rightToLeft = scene.stack.layoutDirection == .rightToLeft
            for name in [LayoutItem.stackView] + visible {
                guard let shown = hiding.frame(of: name), let alone = deleting.frame(of: name) else {
                    Issue.record("no frame for \(name); \(label)")
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
                    #expect(abs(hidden - deleted) <= 0.01, "\(name).\(attribute) \(hidden) hidden, \(deleted) deleted; \(label)")
                }
            }
        }
        #expect(compared > Self.scenesPerSeed / 3, "only \(compared) scenes compared")
    }
}
