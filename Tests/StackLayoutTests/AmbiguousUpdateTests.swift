import Cassowary
@testable import StackLayout
import Testing

/// A layout whose frames can move (it has more than one optimum) keeps an updated answer
/// only where the change could not have moved them: a change tied by no constraint to the
/// frames that can move goes through the solver in place; any other is rebuilt, without
/// trying the update first once the answer has been read. Either way the answer stays the
/// one a fresh build gives.
@Suite struct AmbiguousUpdateTests {
    /// Views aligned on first baselines in a stack taller than they are: the row of views can
    /// slide up and down.
    static func slidingRow() -> Scene {
        var scene = Scene()
        scene.stack.alignment = .firstBaseline
        scene.stack.height = 200
        scene.views = (0..<8).map { index in
            var view = ArrangedView(name: "V\(index)", width: 40, height: Double(30 + 5 * index))
            view.baselines = Baselines(first: Double(10 + index), last: 4)
            return view
        }
        return scene
    }

    @Test func aChangeAcrossTheAxisOfTheSlidingRowGoesInPlace() {
        var scene = Self.slidingRow()
        let engine = StackLayoutSolver.engine(for: scene)
        #expect(engine.result().ambiguous.contains("V0.y"))
        let before = engine.solver
        for change in 0..<3 {
            switch change {
            case 0: scene.stack.spacing += 2
            case 1: scene.views[3].width = 55
            default: scene.views[5].hugging.horizontal = 251
            }
            engine.update(to: scene)
            #expect(engine.answerNeedsCheck)
            let result = engine.result()
            #expect(engine.solver === before, "change \(change) kept in place")
            #expect(result.ambiguous.contains("V0.y"))
            #expect(LayoutEngineUpdateTests.difference(result, StackLayoutSolver.solve(scene)) == nil)
        }
    }

    @Test func aChangeAlongTheAxisOfTheSlidingRowRebuildsWithoutTryingTheUpdate() {
        var scene = Self.slidingRow()
        let engine = StackLayoutSolver.engine(for: scene)
        #expect(engine.result().ambiguous.contains("V0.y"))
        let before = engine.solver
        scene.views[2].height = 44
        engine.update(to: scene)
        #expect(engine.solver !== before, "rebuilt by the update itself")
        #expect(!engine.answerNeedsCheck)
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)

        // Once the layout is unique again, changes along that axis go through the solver in place.
        scene.stack.height = nil
        engine.update(to: scene)
        #expect(engine.result().ambiguous.isEmpty)
        scene.views[2].height = 48
        engine.update(to: scene)
        #expect(engine.answerNeedsCheck)
        let unique = engine.solver
        #expect(LayoutEngineUpdateTests.difference(engine.result(), StackLayoutSolver.solve(scene)) == nil)
        #expect(engine.solver === unique)
    }

    /// The stack's height as an edit variable, as the playground sizes a stack: a new height
    /// counts as a change along that axis (the answer read next is checked, and rebuilt as a
    /// fresh engine given that height would stand it), the same height again does not.
    @Test func aNewSuggestedSizeCountsAsAChangeAlongItsAxis() {
        var scene = Self.slidingRow()
        scene.stack.height = nil
        let engine = StackLayoutSolver.engine(for: scene)
        engine.makeStackSizeEditable(width: false, height: true)
        func fresh(height: Double) -> LayoutResult {
            let fresh = StackLayoutSolver.engine(for: scene)
            fresh.makeStackSizeEditable(width: false, height: true)
            fresh.setStackSize(width: nil, height: height)
            return fresh.result()
        }
        var solvers: [AxisSolvers] = []
        for (key, height) in [200.0, 200, 260, 260, 120].enumerated() {
            engine.setStackSize(width: nil, height: height)
            let resized = engine.result()
            #expect(resized.ambiguous.contains("V0.y"))
            #expect(LayoutEngineUpdateTests.difference(resized, fresh(height: height)) == nil, "resized to \(height)")
            solvers.append(engine.solver)
            scene.views[3].width = Double(50 + key)
            engine.update(to: scene)
            #expect(LayoutEngineUpdateTests.difference(engine.result(), fresh(height: height)) == nil, "key \(key)")
        }
        // The first height is the fresh path's; a key that keeps the height goes in place.
        #expect(solvers[1] === solvers[0] && solvers[3] === solvers[2])
    }

    /// A new height for a row that can slide up and down would be checked and rebuilt: the
    /// engine builds at the next read without suggesting it first. A new width, which no
    /// constraint ties to the row's heights, goes through the solver in place.
    @Test func aNewSizeThatCouldMoveFramesBuildsWithoutSuggestingItFirst() {
        var scene = Self.slidingRow()
        scene.stack.height = nil
        let engine = StackLayoutSolver.engine(for: scene)
        engine.makeStackSizeEditable(width: true, height: true)
        func fresh(width: Double, height: Double) -> LayoutResult {
            let fresh = StackLayoutSolver.engine(for: scene)
            fresh.makeStackSizeEditable(width: true, height: true)
            fresh.setStackSize(width: width, height: height)
            return fresh.result()
        }
        engine.setStackSize(width: 400, height: 200)
        #expect(engine.result().ambiguous.contains("V0.y"))
        let before = engine.solver
        engine.setStackSize(width: 400, height: 260)
        #expect(engine.editsAwaitBuild, "built at the next read, without a suggestion first")
        let resized = engine.result()
        #expect(engine.solver !== before)
        #expect(LayoutEngineUpdateTests.difference(resized, fresh(width: 400, height: 260)) == nil)

        let rebuilt = engine.solver
        engine.setStackSize(width: 460, height: 260)
        #expect(!engine.editsAwaitBuild)
        #expect(LayoutEngineUpdateTests.difference(engine.result(), fresh(width: 460, height: 260)) == nil)
        #expect(engine.solver === rebuilt, "a new width goes in place")
    }

    /// Random scenes, half of them rows on baselines that can slide, and random edit
    /// sequences: every answer equals a fresh build's, and some of the layouts that can move
    /// are kept from the solver in place (the seeds are fixed, so the count is too).
    @Test func updatesOfLayoutsThatCanMoveEqualFromScratchSolves() {
        var keptInPlace = 0
        for seed in 0..<80 {
            var random = TestRandom(seed: UInt64(50_000 + seed))
            var scene = Self.randomScene(&random)
            let engine = StackLayoutSolver.engine(for: scene)
            _ = engine.result()
            for step in 0..<15 {
                let edit = LayoutEngineUpdateTests.edit(&scene, &random)
                let result = Self.update(engine, to: scene, countingKept: &keptInPlace)
                let difference = LayoutEngineUpdateTests.difference(result, StackLayoutSolver.solve(scene))
                #expect(difference == nil, "seed \(seed), step \(step) (\(edit)): \(difference ?? "")")
                if difference != nil { break }
            }
        }
        #expect(keptInPlace >= 20)
    }

    /// The same with the stack's width and/or height as edit variables, as the playground
    /// sizes a stack, given a new size before some keys: every answer equals a fresh engine
    /// made editable and given the current size.
    @Test func updatesAndNewSizesOfLayoutsThatCanMoveEqualFreshEngines() {
        var keptInPlace = 0
        for seed in 0..<150 {
            var random = TestRandom(seed: UInt64(90_150 + seed))
            var scene = Self.randomScene(&random)
            let (engine, editable) = Self.randomlySizedEngine(for: scene, &random)
            var size: (width: Double?, height: Double?) = (nil, nil)
            func fresh() -> LayoutResult { Self.freshResult(for: scene, editable: editable, size: size) }
            for step in 0..<15 {
                if random.next(in: 0...2) == 0 {
                    size = (Double(random.next(in: 50...900)), Double(random.next(in: 50...900)))
                    engine.setStackSize(width: size.width, height: size.height)
                    let difference = LayoutEngineUpdateTests.difference(engine.result(), fresh())
                    #expect(difference == nil, "seed \(seed), step \(step), resized: \(difference ?? "")")
                    if difference != nil { break }
                }
                let edit = LayoutEngineUpdateTests.edit(&scene, &random)
                let result = Self.update(engine, to: scene, countingKept: &keptInPlace)
                let difference = LayoutEngineUpdateTests.difference(result, fresh())
                #expect(difference == nil, "seed \(seed), step \(step) (\(edit)): \(difference ?? "")")
                if difference != nil { break }
            }
        }
        #expect(keptInPlace >= 20)
    }

    /// A new engine for `scene` whose stack width and/or height (drawn from `random`) are
    /// edit variables, as the playground sizes a stack; its answer read once.
    static func randomlySizedEngine(for scene: Scene, _ random: inout TestRandom) -> (engine: LayoutEngine, editable: (width: Bool, height: Bool)) {
        let engine = StackLayoutSolver.engine(for: scene)
        let editable = (width: random.next(in: 0...1) == 0, height: random.next(in: 0...1) == 0)
        engine.makeStackSizeEditable(width: editable.width, height: editable.height)
        _ = engine.result()
        return (engine, editable)
    }

    /// The answer of a new engine for `scene` whose stack size is `editable` as edit
    /// variables, given `size`, as the playground sizes a stack.
    static func freshResult(for scene: Scene, editable: (width: Bool, height: Bool), size: (width: Double?, height: Double?)) -> LayoutResult {
        let fresh = StackLayoutSolver.engine(for: scene)
        fresh.makeStackSizeEditable(width: editable.width, height: editable.height)
        fresh.setStackSize(width: size.width, height: size.height)
        return fresh.result()
    }

    /// Brings `engine` to `scene` and reads the answer, counting in `kept` an answer that can
    /// move and that the update kept from the solver in place.
    static func update(_ engine: LayoutEngine, to scene: Scene, countingKept kept: inout Int) -> LayoutResult {
        engine.update(to: scene)
        let tried = engine.answerNeedsCheck
        let solver = engine.solver
        let result = engine.result()
        if tried, engine.solver === solver, !result.ambiguous.isEmpty { kept += 1 }
        return result
    }

    /// A random scene of up to 16 views; half the time aligned on baselines in a stack
    /// longer across its axis than the views, so that the row of views can slide.
    static func randomScene(_ random: inout TestRandom) -> Scene {
        var scene = LayoutEngineUpdateTests.randomScene(&random)
        for _ in 0..<random.next(in: 0...10) {
            scene.views.append(LayoutEngineUpdateTests.randomView(scene.views.count, &random))
        }
        if random.next(in: 0...1) == 0 {
            scene.stack.alignment = random.element([.firstBaseline, .lastBaseline])
            let across = Double(random.next(in: 150...400))
            if scene.stack.axis == .horizontal { scene.stack.height = across } else { scene.stack.width = across }
        }
        return scene
    }
}
