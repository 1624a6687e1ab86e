import StackLayout

/// SplitMix64: a small seeded generator, so that every random scene can be made again from
/// its seed and index.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Random scenes over every setting the issue-16 review varied: both axes, every
/// distribution and alignment, hidden patterns, baselines, baseline- and margins-relative
/// arrangement, custom, negative, zero and positive spacing, views without an intrinsic
/// size, priorities around UIKit's defaults, fixed stack sizes and right-to-left.
enum RandomScenes {
    /// The seeds the property tests run with; each gives its own stream of scenes.
    static let seeds: [UInt64] = [16, 2026, 0x5EED]

    /// One random scene with 1 to 5 views.
    static func scene(_ random: inout SeededGenerator) -> Scene {
        var stack = StackProperties()
        stack.axis = pick(Axis.allCases, &random)
        stack.distribution = pick(Distribution.allCases, &random)
        stack.alignment = pick(Alignment.allCases, &random)
        stack.spacing = pick([-12, -3, 0, 0, 6, 8, 10, 12.5], &random)
        stack.baselineRelative = chance(0.35, &random)
        stack.marginsRelative = chance(0.25, &random)
        stack.margins = Margins(
            top: pick([0, 8, 3], &random), leading: pick([0, 8, 5], &random),
            bottom: pick([0, 8, 2], &random), trailing: pick([0, 8, 7], &random))
        stack.layoutDirection = chance(0.2, &random) ? .rightToLeft : .leftToRight
        stack.width = chance(0.25, &random) ? pick([0, 50, 120, 200, 320], &random) : nil
        stack.height = chance(0.25, &random) ? pick([0, 30, 60, 100, 250], &random) : nil
        let count = Int.random(in: 1...5, using: &random)
        let views = (0..<count).map { index in view("v\(index)", &random) }
        for view in views where chance(0.2, &random) {
            stack.customSpacing[view.name] = pick([-4, 0, 4, 20], &random)
        }
        return Scene(stack: stack, views: views)
    }

    /// `scene` with at least one view hidden: `scene` itself when it has one, else with a
    /// random view hidden.
    static func withHiddenView(_ scene: Scene, _ random: inout SeededGenerator) -> Scene {
        guard !scene.views.contains(where: \.hidden) else { return scene }
        var hidden = scene
        hidden.views[Int.random(in: 0..<scene.views.count, using: &random)].hidden = true
        return hidden
    }

    /// `scene` with its hidden views deleted (and their custom spacings with them).
    static func removingHiddenViews(_ scene: Scene) -> Scene {
        var removed = scene
        removed.views = scene.views.filter { !$0.hidden }
        let kept = Set(removed.views.map(\.name))
        removed.stack.customSpacing = scene.stack.customSpacing.filter { kept.contains($0.key) }
        return removed
    }

    private static func view(_ name: String, _ random: inout SeededGenerator) -> ArrangedView {
        let width = length(&random)
        let height = length(&random)
        var view = ArrangedView(
            name: name, width: width, height: height,
            hugging: AxisPriorities(
                horizontal: pick([250, 250, 251, 200, 760, 1000], &random),
                vertical: pick([250, 250, 249, 300, 1000], &random)),
            compressionResistance: AxisPriorities(
                horizontal: pick([750, 750, 749, 751, 1000], &random),
                vertical: pick([750, 750, 740, 1000], &random)),
            hidden: chance(0.35, &random))
        if chance(0.5, &random) {
            let tall = height ?? 20
            view.baselines = Baselines(
                first: (Double.random(in: 0...tall, using: &random) * 2).rounded() / 2,
                last: (Double.random(in: 0...tall, using: &random) * 2).rounded() / 2)
        }
        return view
    }

    /// An intrinsic length: none, zero, a round size or any size up to 200 points.
    private static func length(_ random: inout SeededGenerator) -> Double? {
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < 0.2 { return nil }
        if roll < 0.25 { return 0 }
        if roll < 0.7 { return pick([4, 10, 20, 30, 44, 80, 160], &random) }
        return (Double.random(in: 1...200, using: &random) * 4).rounded() / 4
    }

    private static func chance(_ probability: Double, _ random: inout SeededGenerator) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private static func pick<T>(_ choices: [T], _ random: inout SeededGenerator) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }
}
