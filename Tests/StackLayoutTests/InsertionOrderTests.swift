@testable import Cassowary
@testable import StackLayout
import Testing

/// The engine gives the solver its constraints grouped by kind (required equalities,
/// optional ones, required inequalities, the user's required ones) because that takes far
/// fewer pivots; the layout must be the one the listed order gives.
@Suite("Insertion order")
struct InsertionOrderTests {
    /// Random scenes with random user constraints of every strength (some required ones
    /// conflict): frames, what gave way, conflicts and ambiguity are the same whichever order
    /// the solver took the constraints in, wherever the layout has a single optimum.
    @Test(arguments: 0..<200)
    func groupedByKindLaysOutAsListed(seed: Int) {
        var random = TestRandom(seed: UInt64(5000 + seed))
        var scene = LayoutEngineUpdateTests.randomScene(&random)
        for _ in 0..<random.next(in: 0...3) {
            let first = random.element(scene.views).name
            let second = random.element(scene.views).name
            let attribute = random.element([LayoutAttribute.width, .height])
            let priority = Double(random.element([250, 500, 750, 1000]))
            let relation = random.element([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            if random.next(in: 0...1) == 0 {
                scene.constraints.append(LayoutConstraint("custom", LayoutAnchor(first, attribute), relation, constant: Double(random.next(in: 10...300)), priority: priority))
            } else {
                scene.constraints.append(LayoutConstraint("custom", LayoutAnchor(first, attribute), relation, LayoutAnchor(second, attribute),
                                                          multiplier: Double(random.next(in: 1...3)), constant: Double(random.next(in: 0...20)), priority: priority))
            }
        }
        let constraints = StackLayoutSolver.constraints(for: scene)
        var grouped = LayoutEngine(scene: scene, constraints: constraints, insertion: .byKind).result()
        var listed = LayoutEngine(scene: scene, constraints: constraints, insertion: .asListed).result()
        #expect(grouped.ambiguous == listed.ambiguous, "seed \(seed)")
        guard listed.ambiguous.isEmpty else { return }  // other optima: either order may pick another
        // A hidden view's place in its gap is free and never reported (it shows nothing), so
        // either order may leave it anywhere there.
        let hidden = scene.effectivelyHiddenNames
        grouped.items.removeAll { scene.takesNoRoom($0.name, hidden: hidden) }
        listed.items.removeAll { scene.takesNoRoom($0.name, hidden: hidden) }
        let difference = LayoutEngineUpdateTests.difference(grouped, listed)
        #expect(difference == nil, "seed \(seed): \(difference ?? "")")
    }

    @Test func contentSizesTakeTheirSlotsLargestFirst() {
        func size(_ view: String, _ relation: LayoutRelation, _ constant: Double, _ priority: Double) -> LayoutConstraint {
            LayoutConstraint(ConstraintIdentifier.contentSize, LayoutAnchor(view, .height), relation, constant: constant, priority: priority)
        }
        let constraints = [
            size("A", .lessThanOrEqual, 40, 250),  // 0
            size("A", .greaterThanOrEqual, 40, 750),  // 1
            LayoutConstraint("UISV-spanning-fit", LayoutAnchor("_UILayoutSpacer", .height), .equal, constant: 0, priority: 51),  // 2: stays
            size("B", .lessThanOrEqual, 90, 250),  // 3
            size("B", .greaterThanOrEqual, 90, 750),  // 4
            size("C", .lessThanOrEqual, 40, 250),  // 5: ties with A keep A's order
        ]
        #expect(LayoutEngine.insertionOrder(of: constraints, userConstraints: []) == [3, 4, 2, 0, 1, 5])
    }

    @Test func ambiguitySuppressionsComeAfterTheOtherOptionalConstraints() {
        func suppression(_ view: String) -> LayoutConstraint {
            LayoutConstraint(ConstraintIdentifier.ambiguitySuppression, LayoutAnchor(view, .height), .equal, constant: 0, priority: 25)
        }
        let constraints = [
            suppression("A"),  // 0
            suppression("B"),  // 1
            LayoutConstraint(ConstraintIdentifier.contentSize, LayoutAnchor("A", .height), .lessThanOrEqual, constant: 40, priority: 250),  // 2
            LayoutConstraint(ConstraintIdentifier.contentSize, LayoutAnchor("A", .height), .greaterThanOrEqual, constant: 40, priority: 750),  // 3
            LayoutConstraint("UISV-alignment", LayoutAnchor("A", .centerY), .equal, LayoutAnchor("B", .centerY)),  // 4: required
            LayoutConstraint("stackplay-tie-break", LayoutAnchor("B", .width), .equal, constant: 10, priority: 0.5),  // 5
        ]
        #expect(LayoutEngine.insertionOrder(of: constraints, userConstraints: []) == [4, 2, 3, 5, 0, 1])
    }

    @Test func canvasFitsComeAfterTheOtherOptionalConstraints() {
        let constraints = [
            LayoutConstraint(ConstraintIdentifier.canvasFit, LayoutAnchor("StackView", .width), .equal, constant: 0, priority: 49),  // 0
            LayoutConstraint(ConstraintIdentifier.ambiguitySuppression, LayoutAnchor("A", .height), .equal, constant: 0, priority: 25),  // 1
            LayoutConstraint(ConstraintIdentifier.contentSize, LayoutAnchor("A", .width), .lessThanOrEqual, constant: 40, priority: 250),  // 2
            LayoutConstraint(ConstraintIdentifier.contentSize, LayoutAnchor("A", .width), .greaterThanOrEqual, constant: 40, priority: 750),  // 3
            LayoutConstraint("stackplay-tie-break", LayoutAnchor("A", .width), .equal, constant: 40, priority: 0.5),  // 4
        ]
        #expect(LayoutEngine.insertionOrder(of: constraints, userConstraints: []) == [2, 3, 4, 0, 1])
    }

    /// The effect: on an unsized equalSpacing stack aligned on first baselines, where every
    /// width is a share of the stack's width, the views start at their intrinsic widths, so
    /// the solve takes a few pivots where it took one per view.
    @Test func baselineAlignedViewsStartAtTheirIntrinsicWidths() {
        var scene = Scene()
        scene.stack.distribution = .equalSpacing
        scene.stack.alignment = .firstBaseline
        scene.views = (0..<40).map { ArrangedView(name: "View\($0)", width: Double(20 + (7 * $0) % 50), height: 30) }
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let frames = engine.frames()
        let pivots = engine.solver.pivotCount
        #expect(pivots < 10, "\(pivots) pivots")
        let widest = scene.views.compactMap(\.width).max() ?? 0
        for view in scene.views {
            #expect(frames.first { $0.name == view.name }?.frame.width == widest, "\(view.name)")
        }
    }

    /// The effect: on a stack aligned on centers every view's height starts at its intrinsic
    /// size, so the solve takes (nearly) no pivots where it took one per view. (The tallest
    /// view comes first: each taller view after it would cost the spanning boundary a pivot.)
    @Test func centeredViewsStartAtTheirIntrinsicHeights() {
        var scene = Scene()
        scene.stack.alignment = .center
        scene.views = (0..<30).map { ArrangedView(name: "View\($0)", width: 40, height: Double(110 - 3 * $0)) }
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        let frames = engine.frames()
        let pivots = engine.solver.pivotCount
        #expect(pivots < 5, "\(pivots) pivots")
        for (index, view) in scene.views.enumerated() {
            #expect(frames.first { $0.name == view.name }?.frame.height == view.height, "View\(index)")
        }
    }

    @Test func theGroupsComeInTheirOrderAndKeepTheListedOrderWithin() {
        let user = LayoutConstraint("custom", LayoutAnchor("A", .width), .equal, constant: 10)
        let constraints = [
            LayoutConstraint("UISV-spacing", LayoutAnchor("B", .leading), .greaterThanOrEqual, LayoutAnchor("A", .trailing)),  // 0: inequality
            LayoutConstraint("UISV-alignment", LayoutAnchor("A", .top), .equal, LayoutAnchor("B", .top)),  // 1: equality
            user,  // 2: the user's required
            LayoutConstraint("NSContentSizeLayoutConstraint", LayoutAnchor("A", .width), .lessThanOrEqual, constant: 10, priority: 250),  // 3: optional
            LayoutConstraint("UISV-canvas-connection", LayoutAnchor("StackView", .leading), .equal, LayoutAnchor("A", .leading)),  // 4: equality
            LayoutConstraint("stackplay-tie-break", LayoutAnchor("B", .width), .equal, constant: 10, priority: 0.5),  // 5: optional
        ]
        #expect(LayoutEngine.insertionOrder(of: constraints, userConstraints: [user]) == [1, 4, 3, 5, 0, 2])
    }
}

extension InsertionOrderTests {
    /// The connection at a canvas's far end, where the near end holds another view, comes
    /// after the optional constraints, unless the views' lengths are tied equal and no view
    /// takes a share of the canvas's length; a connection whose near end holds the same view
    /// (across the axis, or a single view) keeps its place among the equalities.
    @Test func chainClosingsComeAfterTheOptionalConstraints() {
        func connection(_ first: String, _ attribute: LayoutAttribute, _ second: String) -> LayoutConstraint {
            LayoutConstraint(ConstraintIdentifier.canvasConnection, LayoutAnchor(first, attribute), .equal, LayoutAnchor(second, attribute))
        }
        let share = LayoutConstraint(ConstraintIdentifier.fillProportionally, LayoutAnchor("A", .width), .equal, LayoutAnchor("UIViewLayoutMarginsGuide", .width), multiplier: 0.4, priority: 999)
        let tie = LayoutConstraint(ConstraintIdentifier.fillEqually, LayoutAnchor("B", .width), .equal, LayoutAnchor("A", .width))
        let chain = [
            connection("UIViewLayoutMarginsGuide", .leading, "A"),  // 0: near end
            connection("B", .trailing, "UIViewLayoutMarginsGuide"),  // 1: closes the chain A…B
            connection("UIViewLayoutMarginsGuide", .top, "A"),  // 2: across the axis, near
            connection("A", .bottom, "UIViewLayoutMarginsGuide"),  // 3: across the axis: the same view
            connection("C", .trailing, "StackView"),  // 4: no near end on this canvas
            LayoutConstraint(ConstraintIdentifier.spacing, LayoutAnchor("B", .leading), .greaterThanOrEqual, LayoutAnchor("A", .trailing)),  // 5
            LayoutConstraint(ConstraintIdentifier.contentSize, LayoutAnchor("A", .width), .lessThanOrEqual, constant: 40, priority: 250),  // 6
        ]
        #expect(LayoutEngine.insertionOrder(of: chain, userConstraints: []) == [0, 2, 3, 4, 6, 1, 5])
        // Lengths tied equal (fillEqually): the closing connection defines the first view's
        // length in a few cells, and stays among the equalities.
        #expect(LayoutEngine.insertionOrder(of: chain + [tie], userConstraints: []) == [0, 1, 2, 3, 4, 7, 6, 5])
        // Tied, but views take shares of the canvas's length: it comes after them.
        #expect(LayoutEngine.insertionOrder(of: chain + [tie, share], userConstraints: []) == [0, 2, 3, 4, 7, 6, 8, 1, 5])
        // Shares of text widths (aligned on baselines): after the optional constraints on a
        // fill or equalSpacing stack; on equalCentering (a gap guide ends on the last view's
        // centre) after the required inequalities too, before the user's required constraints.
        let textShare = LayoutConstraint(ConstraintIdentifier.textWidthDisambiguation, LayoutAnchor("A", .width), .equal,
                                         LayoutAnchor("UIViewLayoutMarginsGuide", .width), multiplier: 0.5, constant: -4, priority: 760)
        let user = LayoutConstraint("custom", LayoutAnchor("A", .width), .greaterThanOrEqual, constant: 10)
        #expect(LayoutEngine.insertionOrder(of: chain + [textShare, user], userConstraints: [user]) == [0, 2, 3, 4, 6, 7, 1, 5, 8])
        let centering = LayoutConstraint(ConstraintIdentifier.distributingEdge, LayoutAnchor("_UIOLAGapGuide0", .trailing), .equal, LayoutAnchor("B", .centerX))
        #expect(LayoutEngine.insertionOrder(of: chain + [textShare, user, centering], userConstraints: [user]) == [0, 2, 3, 4, 9, 6, 7, 5, 1, 8])
    }
}

extension InsertionOrderTests {
    /// A view that must keep 78.75 pt in a stack of width 0, after a hidden view: the required
    /// constraints conflict. Moving the connection that closes the chain after the required
    /// inequalities made it the one to break, where without the hidden view (a lone view,
    /// nothing moved) the view's compression resistance broke; a build that meets a conflict
    /// now builds again with the closing connections in their places, and hiding the view
    /// breaks what deleting it breaks (found by the hiding property).
    @Test func aConflictBreaksTheSameConstraintWhereverTheClosingConnectionGoes() throws {
        let json = #"{"version":1,"stack":{"axis":"horizontal","distribution":"equalCentering","alignment":"lastBaseline","spacing":-3,"layoutDirection":"rightToLeft","width":0},"views":[{"name":"v0","height":133.5,"hidden":true},{"name":"v1","width":78.75,"height":154.25,"compressionResistance":{"horizontal":1000,"vertical":750},"baselines":{"first":138,"last":89.5}}]}"#
        let scene = try SceneJSON.decode(json, file: "conflict.json")
        let hidden = StackLayoutSolver.solve(scene)
        var deletedScene = scene
        deletedScene.views.removeAll { $0.hidden }
        let deleted = StackLayoutSolver.solve(deletedScene)
        #expect(hidden.conflicts.map(\.broken) == deleted.conflicts.map(\.broken))
        #expect(hidden.conflicts.first?.broken.identifier == ConstraintIdentifier.contentSize)
        #expect(hidden.frame(of: "v1")?.width == deleted.frame(of: "v1")?.width)
        #expect(HidingPropertyTests.expectHidingEqualsRemoving(scene, label: "conflict"))
    }
}
