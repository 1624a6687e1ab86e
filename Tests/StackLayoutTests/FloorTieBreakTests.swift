@testable import StackLayout
import Testing

/// UIKit counts some priorities down with a view's or a gap's place and stops at a floor
/// (equalCentering's equal gaps at 50 from the 101st gap, fillProportionally's shares at 751
/// from the 249th view). Past the floor the constraints are equally strong, so where they
/// cannot all hold, which give way would be open. stackplay's floor tie-breaks settle it as
/// the descent above the floor does: the later ones give way first. The answer is then the
/// only one, whatever path a solve takes, and key presses need not solve again.
@Suite struct FloorTieBreakTests {
    /// `count` views of a few widths and heights, baselines included.
    static func views(_ count: Int) -> [ArrangedView] {
        (0..<count).map { index in
            var view = ArrangedView(name: "V\(index)", width: Double(20 + 9 * (index % 7)), height: Double(20 + 7 * (index % 5)))
            view.baselines = Baselines(first: Double(12 + index % 5), last: 4)
            return view
        }
    }

    /// An equalCentering stack of `count` views at a fixed `width`.
    static func centered(_ count: Int, width: Double, alignment: Alignment) -> Scene {
        var scene = Scene()
        scene.stack.distribution = .equalCentering
        scene.stack.alignment = alignment
        scene.stack.spacing = 8
        scene.stack.width = width
        scene.views = views(count)
        return scene
    }

    /// The centre-to-centre gaps of the views named `V0`, `V1`, … and the least each may be
    /// (half of each neighbour's width plus the spacing).
    static func gaps(_ result: LayoutResult, count: Int, spacing: Double) -> [(length: Double, least: Double)] {
        let frames = (0..<count).compactMap { result.frame(of: "V\($0)") }
        return zip(frames, frames.dropFirst()).map { a, b in
            ((b.x + b.width / 2) - (a.x + a.width / 2), (a.width + b.width) / 2 + spacing)
        }
    }

    static let tolerance = 1e-6

    /// The layout of `scene` solved with `constraints`, expected to be unique and the same
    /// whichever order the solver takes the constraints in.
    static func onlyAnswer(_ scene: Scene, _ constraints: [LayoutConstraint], sourceLocation: SourceLocation = #_sourceLocation) -> LayoutResult {
        let result = LayoutEngine(scene: scene, constraints: constraints, insertion: .byKind).result()
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous.prefix(5))", sourceLocation: sourceLocation)
        let listed = LayoutEngine(scene: scene, constraints: constraints, insertion: .asListed).result()
        let difference = LayoutEngineUpdateTests.difference(result, listed)
        #expect(difference == nil, "the order of a solve chose: \(difference ?? "")", sourceLocation: sourceLocation)
        return result
    }

    @Test(arguments: [Alignment.fill, .center, .firstBaseline], [9000.0, 10000.0, 11000.0])
    func equalCenteringPastItsFloorHasOneAnswer(alignment: Alignment, width: Double) throws {
        let count = 130
        let scene = Self.centered(count, width: width, alignment: alignment)
        let constraints = StackLayoutSolver.constraints(for: scene)
        // One tie-break for each gap guide at the floor (100 … 128), falling with the index.
        let tieBreaks = constraints.filter(\.isFloorTieBreak)
        #expect(tieBreaks.map(\.first.item) == (100...128).map { LayoutItem.gapGuide($0) })
        #expect(tieBreaks.allSatisfy { $0.second?.item == LayoutItem.gapGuide(0) && $0.priority > 0 && $0.priority < 1 })
        #expect(zip(tieBreaks, tieBreaks.dropFirst()).allSatisfy { $0.priority > $1.priority })

        let result = Self.onlyAnswer(scene, constraints)

        // The later gaps at the floor give way first: one squeezed below the common length
        // only once every later one is down to its least, one stretched beyond it only when
        // it is the last.
        let gaps = Self.gaps(result, count: count, spacing: scene.stack.spacing)
        let common = gaps[0].length
        for index in 100..<gaps.count {
            if gaps[index].length < common - Self.tolerance {
                for later in (index + 1)..<gaps.count {
                    #expect(abs(gaps[later].length - gaps[later].least) <= Self.tolerance, "gap \(index) squeezed before gap \(later)")
                }
            }
            if gaps[index].length > max(common, gaps[index].least) + Self.tolerance {
                #expect(index == gaps.count - 1, "gap \(index) stretched before the last")
            }
        }
    }

    @Test func withoutTheTieBreaksTheFloorIsLeftOpen() {
        // At this width the squeeze reaches the gaps past the floor: solved with UIKit's
        // constraints alone, they could share it in other ways.
        let scene = Self.centered(130, width: 10000, alignment: .fill)
        let open = StackLayoutSolver.constraints(for: scene).filter { !$0.isFloorTieBreak }
        let result = LayoutEngine(scene: scene, constraints: open).result()
        #expect(result.ambiguous.contains("V101.x"))
        #expect(StackLayoutSolver.solve(scene).ambiguous.isEmpty)
    }

    @Test func onlyWhereSomethingButTheViewsSetsTheLength() {
        func floorTieBreaks(_ scene: Scene) -> Int {
            StackLayoutSolver.constraints(for: scene).filter(\.isFloorTieBreak).count
        }
        var scene = Self.centered(130, width: 10000, alignment: .fill)
        #expect(floorTieBreaks(scene) == 29)
        // Unsized along the axis: every gap at the floor holds or is forced by its views.
        scene.stack.width = nil
        #expect(floorTieBreaks(scene) == 0)
        #expect(StackLayoutSolver.solve(scene).ambiguous.isEmpty)
        scene.stack.height = 200
        #expect(floorTieBreaks(scene) == 0)
        // A constraint of the user's is not counted: switching one on or off must not write
        // or drop the tie-breaks (an update in place, not a rebuild).
        scene.constraints = [LayoutConstraint("custom", LayoutAnchor("V3", .width), .lessThanOrEqual, constant: 40, priority: 500)]
        #expect(floorTieBreaks(scene) == 0)
        // A size counts only along the stack's axis.
        scene.constraints = []
        scene.stack.axis = .vertical
        #expect(floorTieBreaks(scene) == 29)
        scene.stack.height = nil
        scene.stack.width = 500
        #expect(floorTieBreaks(scene) == 0)
    }

    /// An unsized fillProportionally stack whose spacings are not all the stack's own: UIKit
    /// works its shares out with the stack's spacing, so they cannot all hold, and with
    /// hugging as strong as compression resistance nothing else says which gives way.
    @Test(arguments: [false, true])
    func unsizedSharesThatCannotAddUpHaveOneAnswer(baselineRelative: Bool) {
        var scene = Scene()
        scene.stack.distribution = .fillProportionally
        scene.stack.spacing = 0
        if baselineRelative {
            scene.stack.axis = .vertical
            scene.stack.baselineRelative = true
        } else {
            scene.stack.customSpacing = ["V3": 30]
        }
        scene.views = Self.views(260).map { view in
            var view = view
            view.compressionResistance = view.hugging
            return view
        }
        let constraints = StackLayoutSolver.constraints(for: scene)
        #expect(constraints.filter(\.isFloorTieBreak).count == 12)
        let result = Self.onlyAnswer(scene, constraints)
        let open = LayoutEngine(scene: scene, constraints: constraints.filter { !$0.isFloorTieBreak }).result()
        #expect(!open.ambiguous.isEmpty, "the scene leaves nothing open: the test shows nothing")
        #expect(!result.gaveWay.isEmpty)
    }

    @Test(arguments: [0.8, 1.25])
    func fillProportionallyPastItsFloorHasOneAnswer(scale: Double) throws {
        let count = 260
        var scene = Scene()
        scene.stack.distribution = .fillProportionally
        scene.stack.spacing = 4
        scene.views = Self.views(count)
        // The views' lengths and spacings at their proportions, scaled: the shares no longer
        // add up with the spacings, so one share gives way.
        let natural = scene.views.reduce(4 * Double(count - 1)) { $0 + ($1.width ?? 0) }
        scene.stack.width = (natural * scale).rounded()
        let constraints = StackLayoutSolver.constraints(for: scene)
        let tieBreaks = constraints.filter(\.isFloorTieBreak)
        #expect(tieBreaks.map(\.first.item) == (248..<count).map { "V\($0)" })
        #expect(zip(tieBreaks, tieBreaks.dropFirst()).allSatisfy { $0.priority > $1.priority })

        let result = Self.onlyAnswer(scene, constraints)
        // Of the shares at the floor, the last gives way.
        let floorShares = result.gaveWay.filter {
            $0.constraint.identifier == ConstraintIdentifier.fillProportionally && $0.constraint.priority == UIKitConstraints.fillProportionallyFloor
        }
        #expect(floorShares.map(\.constraint.first.item) == ["V\(count - 1)"])
    }

    @Test func aNestedStacksFloorIsItsOwn() throws {
        var inner = StackProperties()
        inner.distribution = .equalCentering
        inner.spacing = 8
        var outer = StackProperties()
        outer.axis = .vertical
        outer.width = 3000
        let scene = Scene(stack: outer, views: [.stack("Row", inner, views: Self.views(103))])
        let tieBreaks = StackLayoutSolver.constraints(for: scene).filter(\.isFloorTieBreak)
        #expect(tieBreaks.map(\.description) == [
            "stackplay-floor-tie-break: _UIOLAGapGuide100-Row.width == _UIOLAGapGuide0-Row.width @0.666667",
            "stackplay-floor-tie-break: _UIOLAGapGuide101-Row.width == _UIOLAGapGuide0-Row.width @0.333333",
        ])
        #expect(StackLayoutSolver.solve(scene).ambiguous.isEmpty)
    }

    @Test(arguments: [Alignment.fill, .firstBaseline])
    func keysPastTheFloorGoThroughTheSolverInPlace(alignment: Alignment) {
        var scene = Self.centered(130, width: 10000, alignment: alignment)
        let engine = StackLayoutSolver.engine(for: scene)
        _ = engine.result()
        let edits: [(inout Scene) -> Void] = [
            { $0.stack.spacing += 2 },
            { $0.views[120].width = 70 },
            { $0.views[0].hugging.horizontal = 251 },
            { $0.stack.width = 9900 },
        ]
        for (index, edit) in edits.enumerated() {
            let before = engine.solver
            edit(&scene)
            engine.update(to: scene)
            let result = engine.result()
            #expect(engine.solver === before, "edit \(index) rebuilt")
            let difference = LayoutEngineUpdateTests.difference(result, StackLayoutSolver.solve(scene))
            #expect(difference == nil, "edit \(index): \(difference ?? "")")
        }
    }
}
