@testable import StackLayout
import Testing

/// A what-if (the layout without one constraint) taken from a copy of the engine's solver
/// equals solving the scene again without that constraint: frames, what gave way,
/// conflicts and ambiguity.
@Suite struct WhatIfTests {
    @Test(arguments: 0..<40)
    func whatIfFromACopyEqualsAFreshSolve(seed: Int) {
        var random = TestRandom(seed: UInt64(9000 + seed))
        let engine = StackLayoutSolver.engine(for: Self.editedScene(&random, canMove: false, edits: 3))
        let before = engine.result()
        Self.expectWhatIfsEqualFreshSolves(engine, "seed \(seed)")
        // The engine itself is left as it was.
        #expect(LayoutEngineUpdateTests.difference(engine.result(), before) == nil)
    }

    /// A random scene (one that can move: half of them rows on baselines that can slide)
    /// after `edits` random edits.
    static func editedScene(_ random: inout TestRandom, canMove: Bool, edits: Int) -> Scene {
        var scene = canMove ? AmbiguousUpdateTests.randomScene(&random) : LayoutEngineUpdateTests.randomScene(&random)
        for _ in 0..<edits { _ = LayoutEngineUpdateTests.edit(&scene, &random) }
        return scene
    }

    /// Checks every what-if of `engine` (each constraint that holds with equality taken
    /// out) against a new engine built without that constraint; stops at the first that differs.
    static func expectWhatIfsEqualFreshSolves(_ engine: LayoutEngine, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let constraints = engine.constraints
        for position in constraints.indices where engine.separation(of: constraints[position]) <= Explainer.tolerance {
            var without = constraints
            without.remove(at: position)
            let difference = LayoutEngineUpdateTests.difference(engine.result(without: position), LayoutEngine(scene: engine.scene, constraints: without).result())
            #expect(difference == nil, "\(name), without \(constraints[position]): \(difference ?? "")", sourceLocation: sourceLocation)
            if difference != nil { return }
        }
    }

    /// A what-if read for a few items (what an explanation keeps) is exactly their part of
    /// the whole result without that constraint: frames, ambiguous attributes, optional
    /// constraints on them that gave way. Random scenes (plain and ones that can move) and the
    /// examples (nested stacks, guides, user constraints, a conflict), each item alone, a pair
    /// of items, and every item at once.
    @Test(arguments: 0..<40)
    func aWhatIfReadForSomeItemsIsTheirPartOfTheWholeResult(seed: Int) {
        var random = TestRandom(seed: UInt64(31_000 + seed))
        let scene = seed < Self.scenes.count ? Self.scenes[seed].scene : Self.editedScene(&random, canMove: seed % 2 == 1, edits: 2)
        let engine = StackLayoutSolver.engine(for: scene)
        let base = engine.result()
        _ = engine.variableComponents()
        let names = base.items.map(\.name)
        var groups = names.map { Set([$0]) } + [Set(names)]
        if names.count > 2 { groups.append([names[1], names[names.count - 1]]) }
        for position in engine.constraints.indices where engine.separation(of: engine.constraints[position]) <= Explainer.tolerance {
            let whole = engine.result(without: position)
            for group in groups {
                let reading = engine.reading(of: group, without: position)
                let expected = ItemsReading(whole, of: group)
                #expect(reading == expected, "seed \(seed), without \(engine.constraints[position]), items \(group.sorted())")
                if reading != expected { return }
            }
        }
    }

    /// Layouts that can move (half of them rows on baselines that can slide): a what-if
    /// whose frames can move only where the constraint taken out was not tied is kept from
    /// the copy, and still equals a fresh solve.
    @Test(arguments: 0..<30)
    func whatIfsOfLayoutsThatCanMoveEqualFreshSolves(seed: Int) {
        var random = TestRandom(seed: UInt64(70_000 + seed))
        let engine = StackLayoutSolver.engine(for: Self.editedScene(&random, canMove: true, edits: 3))
        _ = engine.result()
        Self.expectWhatIfsEqualFreshSolves(engine, "seed \(seed)")
    }

    /// Scenes with nested stacks, the user's own constraints and a conflict: the examples,
    /// and the seed with two required widths that cannot both hold.
    static let scenes: [(name: String, scene: Scene)] = {
        var conflicting = Examples.all[0].scene
        conflicting.constraints = [
            LayoutConstraint("custom", LayoutAnchor("Subview0", .width), .equal, constant: 100),
            LayoutConstraint("custom", LayoutAnchor("Subview0", .width), .equal, constant: 200),
        ]
        return Examples.all.map { ($0.name, $0.scene) } + [("seed with conflicting widths", conflicting)]
    }()

    @Test(arguments: scenes.map(\.name))
    func whatIfsOfTheExamplesEqualFreshSolves(_ name: String) throws {
        let scene = try #require(Self.scenes.first { $0.name == name }).scene
        let engine = StackLayoutSolver.engine(for: scene)
        if name.contains("conflicting") { #expect(!engine.conflicts.isEmpty) }
        Self.expectWhatIfsEqualFreshSolves(engine, name)
    }

    /// Taking one constraint out of a copy never touches the original, whose selections
    /// (read on every frame) keep reading its own values.
    @Test func theCopyChangesApart() {
        var scene = Scene()
        scene.views = (0..<6).map { ArrangedView(name: "V\($0)", width: Double(20 + 10 * $0), height: 30) }
        let constraints = StackLayoutSolver.constraints(for: scene)
        let engine = LayoutEngine(scene: scene, constraints: constraints)
        let frames = engine.frames()
        let spacing = constraints.firstIndex { $0.identifier == "UISV-spacing" && $0.first.item == "V3" } ?? 0
        let contentSize = constraints.firstIndex { $0.identifier == "NSContentSizeLayoutConstraint" && $0.first.item == "V2" && $0.relation == .greaterThanOrEqual } ?? 0
        for position in [spacing, contentSize] {
            _ = engine.result(without: position)
            #expect(engine.frames() == frames)
        }
    }
}
