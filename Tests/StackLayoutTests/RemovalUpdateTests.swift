import Cassowary
@testable import StackLayout
import Testing

/// Constraints that go in an update: a few (the user's own switched off, or what hiding a
/// view of a fill stack takes out) are taken out of the solver in place, more (hiding a view
/// of an equalSpacing stack, which renames every gap after it) rebuild; either way the
/// answer is the one a fresh build gives.
@Suite struct RemovalUpdateTests {
    /// A long fill stack at a fixed width, with one required constraint of the user's.
    static func longStack(pinning constraint: LayoutConstraint) -> Scene {
        var scene = Scene()
        scene.stack.spacing = 8
        scene.stack.width = 6000
        scene.views = (0..<200).map { ArrangedView(name: "V\($0)", width: Double(20 + $0 % 7), height: 30) }
        scene.constraints = [constraint]
        return scene
    }

    @Test func switchingOffAUserConstraintTakesItOutInPlace() {
        let pin = LayoutConstraint("custom", LayoutAnchor("V5", .width), .equal, constant: 80)
        var scene = Self.longStack(pinning: pin)
        let engine = StackLayoutSolver.engine(for: scene)
        #expect(engine.result().frame(of: "V5")?.width == 80)
        let before = engine.solver
        let rebuildsBefore = before.parts.map(\.rebuildCount)
        scene.constraints = []
        engine.update(to: scene)
        let result = engine.result()
        #expect(engine.solver === before, "taken out in place, not rebuilt")
        #expect(before.parts.map(\.rebuildCount) == rebuildsBefore, "nor rebuilt inside the solver")
        #expect(result.frame(of: "V5")?.width != 80)
        #expect(LayoutEngineUpdateTests.difference(result, StackLayoutSolver.solve(scene)) == nil)

        // Switched on again: added in place too.
        scene.constraints = [pin]
        engine.update(to: scene)
        #expect(engine.solver === before)
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)
    }

    /// A fill stack of 60 views, aligned by `alignment` along `axis`, at a fixed length or
    /// not: hiding a view there halves the two spacings beside it, adds its zero length and
    /// takes out its content sizes, its tie-break and its spanning boundaries.
    static func fillStack(_ axis: Axis, _ alignment: Alignment, sized: Bool) -> Scene {
        var scene = Scene()
        scene.stack.axis = axis
        scene.stack.alignment = alignment
        scene.stack.spacing = 8
        scene.views = (0..<60).map { ArrangedView(name: "V\($0)", width: Double(20 + $0 % 7), height: Double(30 + $0 % 5)) }
        if sized {
            if axis == .horizontal { scene.stack.width = 2400 } else { scene.stack.height = 2800 }
        }
        return scene
    }

    /// Hiding a view of a fill stack, showing it again, and the keys after, update the
    /// solver in place (neither the engine nor the solver inside rebuilds), each with the
    /// answer a fresh build gives: frames, what gave way and what is ambiguous.
    @Test(arguments: [Alignment.fill, .leading, .center, .trailing], [false, true])
    func hidingAndShowingAViewOfAFillStackUpdateInPlace(alignment: Alignment, sized: Bool) {
        for axis in Axis.allCases {
            var scene = Self.fillStack(axis, alignment, sized: sized)
            let engine = StackLayoutSolver.engine(for: scene)
            _ = engine.result()
            let before = engine.solver
            let rebuildsBefore = before.parts.map(\.rebuildCount)
            let edits: [(String, (inout Scene) -> Void)] = [
                ("hide V30", { $0.views[30].hidden = true }),
                ("show V30", { $0.views[30].hidden = false }),
                ("V30 wider", { $0.views[30].width = 40 }),
                ("hide V12", { $0.views[12].hidden = true }),
                ("hide V13", { $0.views[13].hidden = true }),
                ("spacing 10", { $0.stack.spacing = 10 }),
                ("show V12", { $0.views[12].hidden = false }),
                ("V40 taller", { $0.views[40].height = 70 }),
            ]
            for (name, edit) in edits {
                edit(&scene)
                engine.update(to: scene)
                let result = engine.result()
                let label = "\(axis) \(alignment) sized \(sized), \(name)"
                #expect(engine.solver === before, "\(label): the engine rebuilt")
                #expect(before.parts.map(\.rebuildCount) == rebuildsBefore, "\(label): the solver rebuilt inside")
                let difference = LayoutEngineUpdateTests.difference(result, StackLayoutSolver.solve(scene))
                #expect(difference == nil, "\(label): \(difference ?? "")")
            }
        }
    }

    /// The spacings and a hidden view's zero length keep a dummy of their own in the solver
    /// only on a fill stack without nested stacks, the one where hiding a view goes in place;
    /// a nested stack's spacings are its own distribution's (a fillEqually one's, each in a
    /// column of its own, would fill its rows), and a scene with nested stacks rebuilds anyway.
    @Test func onlyAFillStackWithoutNestedStacksGivesSpacingsDummiesOfTheirOwn() throws {
        func sharing(_ scene: Scene) -> [Bool] {
            let engine = StackLayoutSolver.engine(for: scene)
            return engine.constraints.indices.compactMap { position in
                let identifier = engine.constraints[position].identifier
                guard identifier == ConstraintIdentifier.spacing || identifier == ConstraintIdentifier.hiding else { return nil }
                return engine.solverConstraints[position]?.sharesDummy
            }
        }
        var fill = Self.fillStack(.horizontal, .center, sized: false)
        fill.views[3].hidden = true
        #expect(!sharing(fill).isEmpty && sharing(fill).allSatisfy { !$0 })
        var fillEqually = fill
        fillEqually.stack.distribution = .fillEqually
        #expect(!sharing(fillEqually).isEmpty && sharing(fillEqually).allSatisfy { $0 })
        let nested = try #require(Examples.named("labeled-form")).scene
        #expect(nested.stack.distribution == .fill && nested.views.contains { $0.nested != nil })
        #expect(!sharing(nested).isEmpty && sharing(nested).allSatisfy { $0 })
    }

    /// Where hiding a view changes more than its neighbours' spacings, the engine still
    /// rebuilds, and showing it again too: every gap after it renamed (equalSpacing), every
    /// view's share of the text width (aligned on baselines), every view's length tied to the
    /// first (fillEqually, whose zero length shares its dummy: taken out alone, the equal
    /// width put back went across the star of equal widths, 120 ms at 1000 views).
    @Test(arguments: [(Distribution.equalSpacing, Alignment.fill), (.fill, .firstBaseline), (.fillEqually, .center)])
    func hidingAViewRebuildsWhereMoreChanges(distribution: Distribution, alignment: Alignment) {
        var scene = Self.fillStack(.horizontal, alignment, sized: true)
        scene.stack.distribution = distribution
        scene.views = scene.views.map { view in
            var view = view
            view.baselines = Baselines(first: 12, last: 20)
            return view
        }
        let engine = StackLayoutSolver.engine(for: scene)
        _ = engine.result()
        let before = engine.solver
        scene.views[30].hidden = true
        engine.update(to: scene)
        #expect(engine.solver !== before)
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)
        let hidden = engine.solver
        scene.views[30].hidden = false
        engine.update(to: scene)
        #expect(engine.solver !== hidden, "shown again: rebuilt")
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)
    }

    /// Views aligned on first baselines in a stack taller than they are slide up and down
    /// once the user's constraint that held the first one goes: the solver's answer after
    /// taking it out in place may stand elsewhere than a fresh build's, so it is checked,
    /// and the engine rebuilds.
    @Test func aRemovalThatFreesFramesIsCheckedAndRebuilt() {
        var scene = AmbiguousUpdateTests.slidingRow()
        scene.constraints = [LayoutConstraint("custom", LayoutAnchor("V0", .top), .equal, constant: 37)]
        let engine = StackLayoutSolver.engine(for: scene)
        #expect(engine.result().ambiguous.isEmpty)
        let before = engine.solver
        scene.constraints = []
        engine.update(to: scene)
        #expect(engine.solver === before, "taken out in place")
        let result = engine.result()
        #expect(engine.solver !== before, "the check rebuilt")
        #expect(result.ambiguous.contains("V0.y"))
        #expect(LayoutEngineUpdateTests.difference(result, StackLayoutSolver.solve(scene)) == nil)
    }

    /// An aspect ratio joins the two axes' solvers into one; switched off, it goes by a
    /// build, which gives each axis its solver again, as a fresh engine has.
    @Test func switchingOffAnAspectRatioSplitsTheAxesAgain() {
        var scene = Self.longStack(pinning: LayoutConstraint("ratio", LayoutAnchor("V5", .height), .equal, LayoutAnchor("V5", .width), multiplier: 0.5, priority: 750))
        let engine = StackLayoutSolver.engine(for: scene)
        _ = engine.result()
        #expect(!engine.solver.isSplit)
        scene.constraints = []
        engine.update(to: scene)
        let result = engine.result()
        #expect(engine.solver.isSplit)
        #expect(LayoutEngineUpdateTests.difference(result, StackLayoutSolver.solve(scene)) == nil)
    }

    /// The user's constraints added and switched off (one or two at a time) among the other
    /// edits and new sizes for the stack, over random scenes, half of them rows that can
    /// slide: the answer after each is a fresh engine's, and many removals go in place (the
    /// seeds are fixed, so the count is too).
    @Test func userConstraintsComingAndGoingEqualFreshEngines() {
        var inPlace = 0
        for seed in 0..<120 {
            var random = TestRandom(seed: UInt64(9000 + seed))
            var scene = AmbiguousUpdateTests.randomScene(&random)
            let (engine, editable) = AmbiguousUpdateTests.randomlySizedEngine(for: scene, &random)
            var size: (width: Double?, height: Double?) = (nil, nil)
            for step in 0..<14 {
                var edit: String
                switch random.next(in: 0...4) {
                case 0, 1: edit = Self.addUserConstraint(&scene, &random)
                case 2:
                    edit = Self.removeUserConstraint(&scene, &random)
                    if random.next(in: 0...2) == 0 { edit += ", " + Self.removeUserConstraint(&scene, &random) }
                case 3:
                    size = (Double(random.next(in: 50...900)), Double(random.next(in: 50...900)))
                    engine.setStackSize(width: size.width, height: size.height)
                    edit = "size \(size)"
                default: edit = LayoutEngineUpdateTests.edit(&scene, &random)
                }
                let before = engine.solver
                let removing = engine.constraints.count > StackLayoutSolver.constraints(for: scene).count
                engine.update(to: scene)
                if removing, engine.solver === before { inPlace += 1 }
                let fresh = AmbiguousUpdateTests.freshResult(for: scene, editable: editable, size: size)
                let difference = LayoutEngineUpdateTests.difference(engine.result(), fresh)
                #expect(difference == nil, "seed \(seed), step \(step) (\(edit)): \(difference ?? "")")
                if difference != nil { break }
            }
        }
        #expect(inPlace >= 50, "\(inPlace) removals in place")
    }

    /// Appends a random constraint of the user's on the views' sizes or positions, of any
    /// strength (a required one may conflict).
    static func addUserConstraint(_ scene: inout Scene, _ random: inout TestRandom) -> String {
        let first = random.element(scene.views).name
        let second = random.element(scene.views).name
        let attribute = random.element([LayoutAttribute.width, .height, .leading, .top])
        let priority = Double(random.element([250, 500, 750, 1000]))
        let relation = random.element([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        if random.next(in: 0...5) == 0 {
            // An aspect ratio: it ties the axes together.
            let ratio = LayoutConstraint("custom", LayoutAnchor(first, .height), relation, LayoutAnchor(first, .width), multiplier: 0.5, priority: priority)
            scene.constraints.append(ratio)
            return "add \(ratio)"
        }
        let constraint = random.next(in: 0...1) == 0
            ? LayoutConstraint("custom", LayoutAnchor(first, attribute), relation, constant: Double(random.next(in: 10...300)), priority: priority)
            : LayoutConstraint("custom", LayoutAnchor(first, attribute), relation, LayoutAnchor(second, attribute), constant: Double(random.next(in: 0...20)), priority: priority)
        scene.constraints.append(constraint)
        return "add \(constraint)"
    }

    /// Takes one of the user's constraints out (switches it off), if there is one.
    static func removeUserConstraint(_ scene: inout Scene, _ random: inout TestRandom) -> String {
        guard !scene.constraints.isEmpty else { return "nothing to take out" }
        let removed = scene.constraints.remove(at: random.next(in: 0...(scene.constraints.count - 1)))
        return "take out \(removed)"
    }
}
