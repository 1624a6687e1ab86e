@testable import Cassowary
@testable import StackLayout
import Testing

/// How the solver takes a stack's chain of views and gap guides: written along the chain,
/// closed on a view rather than on the stack's length, with no pivot for rounding.
@Suite struct ChainShapeTests {
    static func scene(_ distribution: Distribution, _ alignment: Alignment, views: Int) -> Scene {
        var scene = Scene()
        scene.stack.distribution = distribution
        scene.stack.alignment = alignment
        scene.stack.spacing = 8
        scene.views = (0..<views).map { index in
            let width = Double(20 + (37 * index) % 90)
            let height = Double(20 + (53 * index) % 80)
            let baselines = Baselines(first: Double(5 + index % 11), last: Double(3 + index % 7))
            return ArrangedView(name: "View\(index)", width: width, height: height, baselines: baselines)
        }
        return scene
    }

    @Test func equalCenteringsTrailingEdgesAreWrittenFromTheNextView() {
        let trailing = LayoutConstraint(ConstraintIdentifier.distributingEdge, LayoutAnchor("_UIOLAGapGuide0", .trailing), .equal,
                                        LayoutAnchor("View1", .centerX))
        let written = trailing.writtenAlongTheChain
        #expect(written.first == LayoutAnchor("View1", .centerX))
        #expect(written.second == LayoutAnchor("_UIOLAGapGuide0", .trailing))
        #expect(written.identifier == trailing.identifier && written.relation == .equal && written.constant == 0)
        // The leading edge (the guide comes after the view before it) and equalSpacing's
        // trailing edge (written from the view already) stay as listed.
        let leading = LayoutConstraint(ConstraintIdentifier.distributingEdge, LayoutAnchor("_UIOLAGapGuide0", .leading), .equal,
                                       LayoutAnchor("View0", .centerX))
        #expect(leading.writtenAlongTheChain == leading)
        let spacing = LayoutConstraint(ConstraintIdentifier.distributingEdge, LayoutAnchor("View1", .leading), .equal,
                                       LayoutAnchor("_UIOLAGapGuide0", .trailing))
        #expect(spacing.writtenAlongTheChain == spacing)
    }

    /// Written from the guide, each gap's `UISV-fill-equally` row walked the views after it
    /// (about N²/2 definitions: 20,000 at 200 views); written along the chain, a few per view
    /// (5,600).
    @Test func anUnsizedEqualCenteringStackExpandsAFewDefinitionsPerView() {
        let scene = Self.scene(.equalCentering, .center, views: 200)
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let expansions = engine.solver.expansionCount
        #expect(expansions < 40 * scene.views.count, "\(expansions) definitions expanded")
        let frames = engine.frames()
        // The centres are evenly spaced, as far as the spacings allow: here they do.
        let centres = scene.views.compactMap { view in frames.first { $0.name == view.name }.map { $0.frame.x + $0.frame.width / 2 } }
        let gaps = zip(centres, centres.dropFirst()).map { $1 - $0 }
        #expect(centres.count == scene.views.count)
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 1e-6 })
    }

    /// On an equalCentering stack aligned on baselines each `UISV-spacing` holds up to the
    /// last bits of the centres' chain (10⁻¹⁵ short). Taken as violated, each was a cut and
    /// a dual pivot (207 pivots at 100 views); the few pivots left are the layout's own.
    @Test func spacingsShortByRoundingTakeNoPivot() {
        let scene = Self.scene(.equalCentering, .firstBaseline, views: 100)
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        _ = engine.frames()
        let pivots = engine.solver.pivotCount
        #expect(pivots < 20, "\(pivots) pivots")
    }

    /// On an unsized stack aligned on baselines every view's width is a share of the stack's
    /// width (`UISV-text-width-disambiguation`). Defined by the canvas connection that closes
    /// the chain, the stack's width was the chain's sum, and every share's row walked the
    /// chain again (three definitions a view: 120,000 at 200 views); left free, a few per
    /// view (5,600).
    @Test func theSharesOfTheStacksWidthDoNotWalkTheChain() {
        let scene = Self.scene(.equalCentering, .firstBaseline, views: 200)
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let expansions = engine.solver.expansionCount
        #expect(expansions < 40 * scene.views.count, "\(expansions) definitions expanded")
    }
}

/// Where a chain closes: on a variable that few rows name, and after the shares of the
/// canvas's length that its views take.
@Suite struct ChainClosingTests {
    /// Views of three sizes in turn (60, 80, 100 wide), so that the last view is the largest
    /// or the smallest depending on the count. Where the closing connection had defined the
    /// last view's width as the chain's sum and that view's size came early (largest sizes
    /// first), its rows defined another view's width through the chain, whose rows defined
    /// another: a third of the widths a whole chain long (3000 views: 5.5 million cells,
    /// 0.4 s; 2500 views: 33,000 cells). The stack's width takes that definition instead.
    @Test(arguments: [300, 301, 302])
    func aChainClosesOnTheStacksLengthWhicheverViewComesLast(views count: Int) {
        var scene = Scene()
        scene.stack.spacing = 8
        scene.views = (0..<count).map { ArrangedView(name: "View\($0)", width: [60, 80, 100][$0 % 3], height: [40, 60, 30][$0 % 3]) }
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let cells = engine.solver.definitionCells
        #expect(cells < 20 * count, "\(cells) cells in the definitions")
        let frames = engine.frames()
        for view in scene.views { #expect(frames.first { $0.name == view.name }?.frame.width == view.width, "\(view.name)") }
    }

    /// On an unsized stack aligned on baselines every view's width is a share of the stack's
    /// width. Closed among the equalities, the chain defined that width as its sum and every
    /// share's row held every view (200 views: 40,000 cells); closed after the shares, the
    /// rows stay short.
    ///
    /// At 2000 views the closing row's constant sums 4,000 lengths and misses zero by more
    /// than 10⁻⁸; it still holds, up to the rounding of that sum, and goes in as at 200.
    ///
    /// On an equalCentering stack the closing connection waits for the `>=` spacings as well:
    /// before them it defined the common gap through every view, and each spacing's row held
    /// every view (200 views: 40,000 cells). Past 1000 views the closing row names the common
    /// gap's slack more than a thousand times as often as each gap's error, and went in solved
    /// for that slack, which every row holds (1100 views: 2.4 million cells).
    @Test(arguments: [(Distribution.fill, 200), (.fillProportionally, 200), (.equalCentering, 200), (.fill, 2000), (.equalCentering, 1100)])
    func sharesOfTheStacksLengthStayShortRows(_ distribution: Distribution, views count: Int) {
        let scene = ChainShapeTests.scene(distribution, .firstBaseline, views: count)
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let frames = engine.frames()
        let tableau = engine.solver
        let cells = tableau.rowCells
        if distribution != .fillProportionally { #expect(cells < 40 * scene.views.count, "\(cells) cells in the rows") }
        // The chain closes where the tableau already stands: no pivot for it.
        #expect(tableau.pivotCount < 20, "\(tableau.pivotCount) pivots")
        if count > 200 {
            guard distribution == .fill else { return }
            // Fill on baselines: every view as wide as the widest (the shares at 760 above
            // compression resistance at 750), one after another.
            let widest = scene.views.compactMap(\.width).max() ?? 0
            let views = frames.filter { $0.name.hasPrefix("View") }
            #expect(views.count == count)
            for (index, view) in views.enumerated() {
                #expect(abs(view.frame.width - widest) < 1e-6 && abs(view.frame.x - Double(index) * (widest + 8)) < 1e-6, "\(view)")
            }
            return
        }
        // The same frames as the constraints taken as listed.
        let listed = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene), insertion: .asListed).frames()
        for (frame, expected) in zip(frames, listed) {
            #expect(frame.name == expected.name && abs(frame.frame.x - expected.frame.x) < 1e-6 && abs(frame.frame.width - expected.frame.width) < 1e-6, "\(frame) \(expected)")
        }
    }
}

extension ChainClosingTests {
    /// A new spacing moves every share's constant in place; rows left short of zero by
    /// rounding only are feasible, not pivoted on (2000 views: 25 such pivots, each through
    /// a symbol every share's row holds, filled 8 million cells; 2.6 s for one key press).
    /// (The views are those of `stackplay bench --matrix --views 2000`: sizes 20–120 and
    /// baselines from SplitMix64 seeded with 15.)
    @Test func aNewSpacingOnSharesTakesNoPivotForRounding() {
        var generator = SeededGenerator(seed: 15)
        func next(_ range: ClosedRange<Int>) -> Double {
            Double(range.lowerBound + Int(generator.next() % UInt64(range.count)))
        }
        var scene = Scene()
        scene.stack.alignment = .firstBaseline
        scene.stack.spacing = 8
        scene.views = (0..<2000).map { index in
            let width = next(20...120), height = next(20...120), first = next(10...20), last = next(4...10)
            return ArrangedView(name: "View\(index)", width: width, height: height, baselines: Baselines(first: min(first, height), last: min(last, height)))
        }
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        _ = engine.frames()
        let pivots = engine.solver.pivotCount
        scene.stack.spacing += 2
        engine.update(to: scene)
        let frames = engine.frames()
        let tableau = engine.solver
        let cells = tableau.rowCells
        #expect(cells < 40 * scene.views.count, "\(cells) cells in the rows")
        #expect(tableau.pivotCount - pivots < 5, "\(tableau.pivotCount - pivots) pivots")
        let widest = scene.views.compactMap(\.width).max() ?? 0
        let views = frames.filter { $0.name.hasPrefix("View") }
        for (index, view) in views.enumerated() {
            #expect(abs(view.frame.width - widest) < 1e-6 && abs(view.frame.x - Double(index) * (widest + 10)) < 1e-6, "\(view)")
        }
    }
}

extension ChainClosingTests {
    /// At a fixed width, the connection that closes the chain defined the last view's width
    /// as what the chain leaves of the stack, and the rows of that view's size passed the
    /// long definition on to a width still free, whose rows passed it on again (5000 views:
    /// 42 widths defined through the whole chain). After the sizes, every definition is short.
    @Test func aChainAtAFixedWidthClosesWithShortDefinitions() {
        var scene = ChainShapeTests.scene(.fill, .leading, views: 1000)
        let natural = scene.views.reduce(0) { $0 + ($1.width ?? 0) } + 8 * 999
        scene.stack.width = (natural * 1.1).rounded()
        scene.stack.height = 120
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let frames = engine.frames()
        let longest = engine.solver.longestDefinition
        #expect(longest < 10, "a definition of \(longest) cells")
        let stack = frames.first { $0.name == LayoutItem.stackView }?.frame
        let last = frames.first { $0.name == "View999" }?.frame
        #expect(stack?.width == scene.stack.width && abs((last?.maxX ?? 0) - (scene.stack.width ?? 0)) < 1e-6)
    }
}

extension ChainShapeTests {
    /// On an unsized equalCentering stack the connection that closes the chain defines the
    /// gap every other gap equals as what the views leave of the stack: a definition through
    /// every view. Once the first `>=` spacing has gone in, the rows of basic symbols cancel
    /// most of it, but each later spacing still read all of it (5000 views: 10,000 cells a
    /// spacing, 0.8 s). The first expansion that reads far more cells than it keeps rewrites
    /// the definition in the symbols non-basic now, and the later spacings read a few.
    @Test func aLongDefinitionThatCancelsIsRewritten() {
        let scene = Self.scene(.equalCentering, .center, views: 1000)
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let frames = engine.frames()
        let longest = engine.solver.longestDefinition
        #expect(longest < 100, "a definition of \(longest) cells")
        let centres = scene.views.compactMap { view in frames.first { $0.name == view.name }.map { $0.frame.x + $0.frame.width / 2 } }
        let gaps = zip(centres, centres.dropFirst()).map { $1 - $0 }
        #expect(centres.count == scene.views.count && gaps.allSatisfy { abs($0 - gaps[0]) < 1e-6 })
    }
}
