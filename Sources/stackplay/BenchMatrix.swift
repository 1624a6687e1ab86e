import StackLayout

/// The scenes behind `stackplay bench --matrix`: every distribution × alignment, with and
/// without a fixed stack size, each a horizontal stack of N views drawn from a fixed seed
/// (intrinsic sizes 20–120 pt, baselines, spacing 8), so that runs compare across builds.
enum BenchMatrix {
    /// One cell of the matrix.
    struct Cell: Equatable {
        var distribution: Distribution
        var alignment: Alignment
        /// Whether the stack has a fixed width and height (10 % wider than its views need).
        var sized: Bool

        /// `fill/center/sized`, as `--cell` takes it.
        var name: String {
            "\(distribution.rawValue)/\(alignment.rawValue)/\(sized ? "sized" : "unsized")"
        }
    }

    /// Every cell, distributions outermost, then alignments, unsized before sized.
    static let cells: [Cell] = Distribution.allCases.flatMap { distribution in
        Alignment.allCases.flatMap { alignment in
            [false, true].map { Cell(distribution: distribution, alignment: alignment, sized: $0) }
        }
    }

    /// The cell named `name` (`fill/center/sized`), if there is one.
    static func cell(named name: String) -> Cell? {
        cells.first { $0.name == name }
    }

    /// The cell's scene with `viewCount` views. The views are the same in every cell.
    static func scene(for cell: Cell, viewCount: Int) -> Scene {
        var random = SplitMix64(seed: 15)
        var scene = Scene()
        scene.stack.distribution = cell.distribution
        scene.stack.alignment = cell.alignment
        scene.stack.spacing = 8
        scene.views = (0..<viewCount).map { index in
            let width = Double(random.next(in: 20...120))
            let height = Double(random.next(in: 20...120))
            let first = Double(random.next(in: 10...20))
            let last = Double(random.next(in: 4...10))
            return ArrangedView(name: "View\(index)", width: width, height: height, baselines: Baselines(first: min(first, height), last: min(last, height)))
        }
        if cell.sized {
            let natural = scene.views.reduce(0) { $0 + ($1.width ?? 0) } + 8 * Double(max(viewCount - 1, 0))
            let tallest = scene.views.map { $0.height ?? 0 }.max() ?? 0
            scene.stack.width = (natural * 1.1).rounded()
            scene.stack.height = tallest + 20
        }
        return scene
    }

    /// The edits the key-press figure cycles through, each named, with the scene it leads
    /// to from `scene`: spacing, an intrinsic size, hiding a view, a hugging priority, one of
    /// the user's constraints (`ViewN.width >= 10 @500` on the middle view) switched on, the
    /// stack's width (when it has one), and each back again.
    static func keyPressScenes(from scene: Scene) -> [(edit: String, scene: Scene)] {
        var result: [(edit: String, scene: Scene)] = []
        var current = scene
        func step(_ edit: String, _ change: (inout Scene) -> Void) {
            change(&current)
            result.append((edit, current))
        }
        let middle = scene.views.count / 2
        step("spacing +2") { $0.stack.spacing += 2 }
        if !scene.views.isEmpty {
            step("width +10") { $0.views[middle].width = ($0.views[middle].width ?? 40) + 10 }
            step("hide") { $0.views[middle].hidden = true }
            step("unhide") { $0.views[middle].hidden = false }
            step("hugging 251") { $0.views[0].hugging.horizontal = 251 }
            step("hugging 250") { $0.views[0].hugging.horizontal = 250 }
            step("width -10") { $0.views[middle].width = ($0.views[middle].width ?? 50) - 10 }
            // One of the user's own constraints switched on, then off (taken out again).
            let name = scene.views[middle].name
            step("constraint on") {
                $0.constraints.append(LayoutConstraint(ConstraintIdentifier.custom, LayoutAnchor(name, .width), .greaterThanOrEqual, constant: 10, priority: 500))
            }
            step("constraint off") { $0.constraints.removeLast() }
        }
        if let width = scene.stack.width {
            step("stack width +40") { $0.stack.width = width + 40 }
            step("stack width -40") { $0.stack.width = width }
        }
        step("spacing -2") { $0.stack.spacing -= 2 }
        return result
    }
}

/// A small, fixed pseudo-random sequence (SplitMix64), the same on every platform.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, evenly spread.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
