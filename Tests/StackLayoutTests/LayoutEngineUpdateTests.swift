import StackLayout
import Testing

/// Incremental equals from scratch: an engine brought from scene to scene with
/// `update(to:)` gives the same layout (frames, what gave way, conflicts, ambiguity) as a
/// new engine built for each scene.
@Suite("Layout engine updates")
struct LayoutEngineUpdateTests {
    /// Random scenes and random edit sequences (spacing, intrinsic sizes, hiding, hugging and
    /// compression resistance, the stack's size, distribution, alignment, axis, baselines),
    /// from fixed seeds so that a failure names its seed.
    @Test(arguments: 0..<60)
    func updatesEqualFromScratchSolves(seed: Int) {
        var random = TestRandom(seed: UInt64(seed))
        var scene = Self.randomScene(&random)
        let engine = StackLayoutSolver.engine(for: scene)
        #expect(Self.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)
        for step in 0..<12 {
            let edit = Self.edit(&scene, &random)
            engine.update(to: scene)
            let difference = Self.difference(engine.result(), StackLayoutSolver.solve(scene))
            #expect(difference == nil, "seed \(seed), step \(step) (\(edit)): \(difference ?? "")")
            if difference != nil { return }
        }
    }

    /// Random fill stacks, where hiding and showing a view go in place, with every other
    /// edit a view hidden or shown: the answers after each are the from-scratch ones (the
    /// inert equations and free columns those updates leave behind included).
    @Test(arguments: 0..<30)
    func hidingOnFillStacksEqualsFromScratchSolves(seed: Int) {
        var random = TestRandom(seed: UInt64(3000 + seed))
        var scene = Self.randomScene(&random)
        scene.stack.distribution = .fill
        scene.views = scene.views.map { view in
            var view = view
            view.nested = nil
            return view
        }
        let engine = StackLayoutSolver.engine(for: scene)
        for step in 0..<16 {
            var edit = "hide/show"
            if step % 2 == 1, !scene.views.isEmpty {
                let index = random.next(in: 0...(scene.views.count - 1))
                scene.views[index].hidden.toggle()
                edit = "hide/show view \(index)"
            } else {
                edit = Self.edit(&scene, &random)
                scene.stack.distribution = .fill
            }
            engine.update(to: scene)
            let difference = Self.difference(engine.result(), StackLayoutSolver.solve(scene))
            #expect(difference == nil, "seed \(seed), step \(step) (\(edit)): \(difference ?? "")")
            if difference != nil { return }
        }
    }

    /// Frames read without the full result agree too, and a resize after an update matches
    /// a fresh engine resized the same way.
    @Test(arguments: 0..<20)
    func framesAndResizesAfterUpdatesEqualFromScratch(seed: Int) {
        var random = TestRandom(seed: UInt64(1000 + seed))
        var scene = Self.randomScene(&random)
        let engine = StackLayoutSolver.engine(for: scene)
        engine.makeStackSizeEditable(width: true, height: false)
        for step in 0..<8 {
            let edit = Self.edit(&scene, &random)
            engine.update(to: scene)
            let width = Double(random.next(in: 50...900))
            engine.setStackSize(width: width, height: nil)
            let fresh = StackLayoutSolver.engine(for: scene)
            fresh.makeStackSizeEditable(width: true, height: false)
            fresh.setStackSize(width: width, height: nil)
            let difference = Self.difference(engine.result(), fresh.result())
            #expect(difference == nil, "seed \(seed), step \(step) (\(edit)), width \(width): \(difference ?? "")")
        }
    }

    @Test func changingSpacingOnALongStackKeepsTheLayoutRight() {
        var scene = Scene()
        scene.stack.spacing = 8
        scene.views = (0..<200).map { ArrangedView(name: "V\($0)", width: Double(20 + $0 % 7), height: 30) }
        let engine = StackLayoutSolver.engine(for: scene)
        scene.stack.spacing = 10
        engine.update(to: scene)
        let result = engine.result()
        #expect(result.frame(of: "V1") == Frame(x: 30, y: 0, width: 21, height: 30))
        #expect(Self.difference(result, StackLayoutSolver.solve(scene)) == nil)
    }

    /// What differs between two layouts: constraints, conflicts, ambiguity and the
    /// constraints that gave way must be identical; frames and how far each constraint gave
    /// way may differ only by floating-point rounding (1e-6 pt; the incremental path does
    /// other arithmetic). Nil when they agree.
    static func difference(_ a: LayoutResult, _ b: LayoutResult) -> String? {
        if a.constraints != b.constraints { return "constraints" }
        let framesAgree = a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { x, y in
            x.name == y.name && [x.frame.x - y.frame.x, x.frame.y - y.frame.y, x.frame.width - y.frame.width, x.frame.height - y.frame.height].allSatisfy { abs($0) <= 1e-6 }
        }
        if !framesAgree {
            let differing = zip(a.items, b.items).filter { $0 != $1 }.prefix(3)
            return "frames \(differing.map { "\($0.name) \([$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) vs \([$1.frame.x, $1.frame.y, $1.frame.width, $1.frame.height])" }) (\(a.items.count) vs \(b.items.count) items)"
        }
        if a.conflicts != b.conflicts { return "conflicts \(a.conflicts) vs \(b.conflicts)" }
        if a.ambiguous != b.ambiguous { return "ambiguous \(a.ambiguous) vs \(b.ambiguous)" }
        if a.broken.map(\.constraint) != b.broken.map(\.constraint) {
            return "gave way \(a.broken.map(\.constraint.description)) vs \(b.broken.map(\.constraint.description))"
        }
        for (x, y) in zip(a.broken, b.broken) where abs(x.error - y.error) > 1e-6 {
            return "\(x.constraint) gave way by \(x.error) vs \(y.error)"
        }
        return nil
    }

    // MARK: - Generators

    static func randomScene(_ random: inout TestRandom) -> Scene {
        var scene = Scene()
        scene.stack.axis = random.element(Axis.allCases)
        scene.stack.distribution = random.element(Distribution.allCases)
        scene.stack.alignment = random.element(Alignment.allCases)
        scene.stack.spacing = Double(random.next(in: 0...12))
        scene.stack.baselineRelative = random.next(in: 0...3) == 0
        if random.next(in: 0...1) == 0 { scene.stack.width = Double(random.next(in: 100...600)) }
        if random.next(in: 0...1) == 0 { scene.stack.height = Double(random.next(in: 100...600)) }
        scene.views = (0..<random.next(in: 1...6)).map { index in randomView(index, &random) }
        return scene
    }

    static func randomView(_ index: Int, _ random: inout TestRandom) -> ArrangedView {
        let width: Double? = random.next(in: 0...5) == 0 ? nil : Double(random.next(in: 20...120))
        let height: Double? = random.next(in: 0...5) == 0 ? nil : Double(random.next(in: 20...120))
        var view = ArrangedView(name: "View\(index)", width: width, height: height)
        if random.next(in: 0...1) == 0 { view.baselines = Baselines(first: Double(random.next(in: 5...15)), last: Double(random.next(in: 2...8))) }
        view.hidden = random.next(in: 0...7) == 0
        return view
    }

    /// Applies one random edit to `scene` and names it.
    static func edit(_ scene: inout Scene, _ random: inout TestRandom) -> String {
        let index = random.next(in: 0...(scene.views.count - 1))
        switch random.next(in: 0...11) {
        case 0:
            scene.stack.spacing = Double(random.next(in: 0...12))
            return "spacing \(scene.stack.spacing)"
        case 1:
            scene.views[index].width = Double(random.next(in: 10...140))
            return "width of view \(index)"
        case 2:
            scene.views[index].height = Double(random.next(in: 10...140))
            return "height of view \(index)"
        case 3:
            scene.views[index].hidden.toggle()
            return "hide/show view \(index)"
        case 4:
            scene.views[index].hugging.horizontal = Double(random.element([200, 250, 251, 750, 1000]))
            return "horizontal hugging of view \(index)"
        case 5:
            scene.views[index].compressionResistance[scene.stack.axis] = Double(random.element([250, 749, 750, 751, 1000]))
            return "compression resistance of view \(index)"
        case 6:
            scene.stack.width = random.next(in: 0...2) == 0 ? nil : Double(random.next(in: 50...700))
            return "stack width"
        case 7:
            scene.stack.height = random.next(in: 0...2) == 0 ? nil : Double(random.next(in: 50...700))
            return "stack height"
        case 8:
            scene.stack.distribution = random.element(Distribution.allCases)
            return "distribution \(scene.stack.distribution)"
        case 9:
            scene.stack.alignment = random.element(Alignment.allCases)
            return "alignment \(scene.stack.alignment)"
        case 10:
            scene.views[index].baselines = random.next(in: 0...1) == 0 ? nil : Baselines(first: Double(random.next(in: 5...15)), last: 4)
            return "baselines of view \(index)"
        default:
            scene.views[index].hugging.vertical = Double(random.element([250, 251, 1000]))
            return "vertical hugging of view \(index)"
        }
    }
}

/// A fixed pseudo-random sequence for generated tests: ``SeededGenerator`` started from the
/// seed spread over its state's bits, drawing numbers from ranges.
struct TestRandom {
    private var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1) }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(generator.next() % UInt64(range.count))
    }

    mutating func element<T>(_ values: [T]) -> T {
        values[next(in: 0...(values.count - 1))]
    }
}
