extension LayoutEngine {
    /// How a fresh solver takes the constraints.
    enum InsertionOrder {
        /// Grouped by kind (``insertionOrder(of:userConstraints:)``): what the engine does.
        case byKind
        /// As listed: the same layout, more work; kept for the tests that compare the two.
        case asListed
    }

    /// The order in which a fresh solver takes `constraints` (positions in the list), which
    /// stays the order they are listed and reported in:
    /// 1. stackplay's and UIKit's required equalities, as listed;
    /// 2. every optional constraint, as listed (content sizes, UIKit's optional ones, the
    ///    user's optional ones, tie-breaks), except that the content sizes among them take
    ///    their places largest intrinsic size first (see ``largestContentSizesFirst(_:in:)``)
    ///    and UIKit's canvas fits and then its ambiguity suppressions come after all the
    ///    others (see ``canvasFitsAndAmbiguitySuppressionsLast(_:in:)``);
    /// 3. the canvas connections that close a chain of views, taken out of the equalities
    ///    (see ``chainClosings(taking:in:)``), but for those of an equalCentering stack
    ///    aligned on baselines;
    /// 4. stackplay's and UIKit's required inequalities, as listed;
    /// 5. those closing connections of an equalCentering stack aligned on baselines;
    /// 6. the tie-breaks of UIKit's priority floors (see
    ///    ``PlaygroundConstraints/floorTieBreaks(among:)``), as listed;
    /// 7. the user's required constraints, as listed.
    ///
    /// The answer does not depend on the order where the layout has one optimum, but the
    /// work does, a great deal: equalities placed first become definitions (a chain of
    /// views stays a chain), and optional constraints placed before the inequalities give
    /// each view its size before the inequalities that span the views (spanning boundaries,
    /// `>=` spacings) are added, which saves most pivots (5–40 times fewer on 300-view
    /// equalCentering, fillProportionally and equalSpacing stacks). Only required
    /// constraints can be refused in a conflict, and the user's come last, as listed, so that
    /// a conflict with one of them breaks the user's constraint, as before. The floor
    /// tie-breaks come after the required inequalities because the path to that point already
    /// leaves the later constraints of a floor giving way first, which is the answer they
    /// pick: on a 1000-view equalCentering stack at a fixed width they then go in without a
    /// pivot (3–4 ms), where among the other optional constraints they made the `>=`
    /// spacings take 1,728 dual pivots instead of 806 (357 ms instead of 32).
    ///
    /// With `movingChainClosings` false, step 3 and 5 are left out: the closing connections
    /// keep their places among the equalities. Which required constraint a conflict breaks
    /// follows the order the required ones arrive in, so an engine that meets a conflict
    /// builds again that way (see ``LayoutEngine/build(_:)``): moving a closing connection
    /// speeds a solve up, and must not change which constraint gives way.
    static func insertionOrder(of constraints: [LayoutConstraint], userConstraints: [LayoutConstraint], movingChainClosings: Bool = true) -> [Int] {
        // Hashing a constraint hashes every property: a scene without constraints of its own
        // skips the lookup for each of the stack's.
        let user = userConstraints.isEmpty ? nil : Set(userConstraints)
        var equalities: [Int] = []
        var optional: [Int] = []
        var floorTieBreaks: [Int] = []
        var inequalities: [Int] = []
        var usersRequired: [Int] = []
        for (position, constraint) in constraints.enumerated() {
            if constraint.isFloorTieBreak {
                floorTieBreaks.append(position)
            } else if !constraint.isRequired {
                optional.append(position)
            } else if user?.contains(constraint) == true {
                usersRequired.append(position)
            } else if constraint.relation == .equal {
                equalities.append(position)
            } else {
                inequalities.append(position)
            }
        }
        largestContentSizesFirst(&optional, in: constraints)
        canvasFitsAndAmbiguitySuppressionsLast(&optional, in: constraints)
        let closings = movingChainClosings ? chainClosings(taking: &equalities, in: constraints) : ChainClosings()
        return equalities + optional + closings.afterOptional + inequalities + closings.afterInequalities
            + floorTieBreaks + usersRequired
    }

    /// Takes out of `equalities` (positions in `constraints`) the canvas connections that
    /// close a chain of views, to be added later: the connection at a canvas's far end along
    /// the axis (`Last.trailing == StackView.trailing`, `Last.bottom ==
    /// UIViewLayoutMarginsGuide.bottom`), where the near end holds another view. Not where the
    /// views' lengths are tied equal (fillEqually), unless views take shares of the canvas's
    /// length: there the closing connection defines the first view's length as the canvas's
    /// share, in a few cells.
    ///
    /// Among the equalities, the closing connection defines the last view's length (or the
    /// canvas's) as what the chain leaves of the canvas, a definition as long as the chain:
    /// - where the views' lengths are shares of the canvas's (`view.length == k *
    ///   canvas.length`: `UISV-fill-proportionally`, and `UISV-text-width-disambiguation` on
    ///   a stack aligned on baselines), every share's row names every view: N rows of N cells
    ///   (2 million at 1000 views);
    /// - on a stack of fixed length, the rows of the last view's own size met widths still
    ///   free and passed the long definition on to one of them, whose rows passed it on
    ///   again (5000 views: 42 widths defined through the whole chain, 460,000 cells).
    ///
    /// After the optional constraints every view has its length and the canvas its share,
    /// and the closing connection is one long row; where it holds already it goes in without
    /// a pivot (see ``Cassowary/Solver``'s degenerate equalities). On an equalCentering stack
    /// whose views' text widths take shares of the canvas (aligned on baselines) it comes
    /// after the required inequalities too: it would otherwise define the common gap through
    /// every view before the `>=` spacings arrive, and every spacing's row would hold every
    /// view; after them the first spacing has defined that gap in a few cells. Not on the
    /// other distributions: on equalSpacing, where the spacings are the gap guides' own
    /// lengths, closing the chain after them filled the tableau in (2000 views: 75 → 420 ms,
    /// 78 → 444 MB). Unsized, 1000 views: fill aligned on baselines 60–95 → 15–18 ms,
    /// fillProportionally 115–130 → 48–75 ms, equalCentering on baselines 100–117 → 28–30 ms
    /// (at a fixed width 103–107 → 28–44 ms); fill at a fixed width, 5000 views: 151 → 131 ms.
    static func chainClosings(taking equalities: inout [Int], in constraints: [LayoutConstraint]) -> ChainClosings {
        // The connections at the canvases' ends are required equalities: a few among them.
        var nearEnds: [CanvasEnd] = []
        var farEnds: [(position: Int, end: CanvasEnd)] = []
        for position in equalities {
            guard let end = CanvasEnd(constraints[position]) else { continue }
            if end.isFar { farEnds.append((position, end)) } else { nearEnds.append(end) }
        }
        // The near end holds another view: the connection closes a chain of two or more.
        farEnds.removeAll { far in
            !nearEnds.contains { $0.canvas == far.end.canvas && $0.length == far.end.length && $0.view != far.end.view }
        }
        guard !farEnds.isEmpty else { return ChainClosings() }
        // What the other constraints say of those canvases' lengths and last views, compared
        // directly (a pass over every constraint; hashing each anchor cost more).
        var shared = [Bool](repeating: false, count: farEnds.count)
        var textShared = shared, tied = shared, centered = shared
        for constraint in constraints {
            // Each kind below relates two anchors: most constraints (the content sizes) name
            // one, and are passed over before their identifier is compared.
            guard let second = constraint.second else { continue }
            let identifier = constraint.identifier
            if identifier == ConstraintIdentifier.fillEqually {
                for (index, far) in farEnds.enumerated() where !tied[index] {
                    tied[index] = far.end.isLength(of: constraint.first) || far.end.isLength(of: second)
                }
            } else if identifier == ConstraintIdentifier.distributingEdge,
                      second.attribute == .centerX || second.attribute == .centerY {
                // The views an equalCentering gap guide ends on (`guide.trailing == view.centerX`).
                for (index, far) in farEnds.enumerated() where far.end.view == second.item { centered[index] = true }
            } else if !constraint.isRequired, constraint.multiplier != 0,
                      identifier == ConstraintIdentifier.fillProportionally || identifier == ConstraintIdentifier.textWidthDisambiguation {
                for (index, far) in farEnds.enumerated() where far.end.isCanvasLength(second) {
                    shared[index] = true
                    if identifier == ConstraintIdentifier.textWidthDisambiguation { textShared[index] = true }
                }
            }
        }
        var closings = ChainClosings()
        for (index, far) in farEnds.enumerated() {
            if textShared[index] && centered[index] {
                closings.afterInequalities.append(far.position)
            } else if shared[index] || !tied[index] {
                closings.afterOptional.append(far.position)
            }
        }
        let moved = Set(closings.afterInequalities + closings.afterOptional)
        if !moved.isEmpty { equalities.removeAll { moved.contains($0) } }
        return closings
    }

    /// The canvas connections ``chainClosings(taking:in:)`` takes out of the equalities.
    struct ChainClosings {
        /// Those of an equalCentering stack whose length the views' text widths take shares
        /// of (aligned on baselines): added after the required inequalities.
        var afterInequalities: [Int] = []
        /// The others: added after the optional constraints.
        var afterOptional: [Int] = []
    }

    /// A canvas connection read as which end of which canvas it holds to which view.
    private struct CanvasEnd {
        var canvas: String
        var view: String
        /// The length along which the end lies (`width` for leading and trailing).
        var length: LayoutAttribute
        /// Trailing, right or bottom.
        var isFar: Bool

        /// Nil for anything but a required `==` canvas connection between the same edge of
        /// two items (UIKit writes the canvas first at the near end, second at the far end).
        init?(_ constraint: LayoutConstraint) {
            guard constraint.identifier == ConstraintIdentifier.canvasConnection, constraint.isRequired,
                  constraint.relation == .equal, let second = constraint.second,
                  second.attribute == constraint.first.attribute else { return nil }
            switch constraint.first.attribute {
            case .leading, .left: (length, isFar) = (.width, false)
            case .trailing, .right: (length, isFar) = (.width, true)
            case .top: (length, isFar) = (.height, false)
            case .bottom: (length, isFar) = (.height, true)
            default: return nil
            }
            (canvas, view) = isFar ? (second.item, constraint.first.item) : (constraint.first.item, second.item)
        }

        /// Whether `anchor` is the length of this end's view along the axis.
        func isLength(of anchor: LayoutAnchor) -> Bool { anchor.attribute == length && anchor.item == view }

        /// Whether `anchor` is the canvas's length along the axis.
        func isCanvasLength(_ anchor: LayoutAnchor) -> Bool { anchor.attribute == length && anchor.item == canvas }
    }

    /// Moves UIKit's canvas fits, then its ambiguity suppressions, among `positions` after
    /// the others, keeping each group's order (one pass: the others, the fits, the
    /// suppressions).
    ///
    /// A canvas fit (an equalSpacing or equalCentering stack's length `== 0 @49` along the
    /// axis, which keeps an unsized stack tight) listed before the content sizes met a stack
    /// length that nothing had sized yet and defined it as 0. On a stack aligned on baselines
    /// every view's width is a share of that length (`UISV-text-width-disambiguation`), so
    /// each view's compression resistance then started violated, and the simplex took a pivot
    /// per view, across a row per view, to widen them again (1,000 pivots, 270 ms on a
    /// 1000-view equalSpacing stack; 30 ms after the content sizes).
    ///
    /// An ambiguity suppression (each view's length across the axis `== 0 @25`, written
    /// where the alignment leaves an edge weak) listed before the content sizes met a height
    /// that nothing had sized yet and defined it as 0; the view's compression resistance then
    /// started violated, and the simplex took one pivot per view to raise it (1,000 pivots on
    /// a 1000-view stack aligned on its centers). Added after the content sizes, each is a row
    /// of its own, carried by its own error at @25, and every height starts at its intrinsic
    /// size.
    static func canvasFitsAndAmbiguitySuppressionsLast(_ positions: inout [Int], in constraints: [LayoutConstraint]) {
        var others: [Int] = []
        var fits: [Int] = []
        var suppressions: [Int] = []
        others.reserveCapacity(positions.count)
        for position in positions {
            let identifier = constraints[position].identifier
            if identifier == ConstraintIdentifier.canvasFit {
                fits.append(position)
            } else if identifier == ConstraintIdentifier.ambiguitySuppression {
                suppressions.append(position)
            } else {
                others.append(position)
            }
        }
        guard !fits.isEmpty || !suppressions.isEmpty else { return }
        positions = others + fits + suppressions
    }

    /// Reorders the content-size constraints among `positions` (hugging and compression
    /// resistance), keeping the slots they hold, so that larger intrinsic sizes come first
    /// (ties as listed).
    ///
    /// Where views must share a length (every height in a stack aligned to fill, every
    /// width in one distributed equally), compression resistance above hugging makes the
    /// shared length the largest intrinsic size. Added as listed, the first view's size
    /// would hold it at first, each taller view would leave a compression error for the
    /// simplex, and the simplex would raise it one distinct size at a time, each pivot
    /// across every view's row (239 pivots over 239K row updates at 1000 views). The
    /// largest first leaves nothing to raise. The answer is the same either way.
    static func largestContentSizesFirst(_ positions: inout [Int], in constraints: [LayoutConstraint]) {
        let slots = positions.indices.filter { constraints[positions[$0]].identifier == ConstraintIdentifier.contentSize }
        // Sorted by (size, position) read out once: reading a constant inside the comparison
        // copied the whole constraint, twice per comparison.
        let largestFirst = slots.map { (position: positions[$0], size: constraints[positions[$0]].constant) }.sorted { first, second in
            first.size != second.size ? first.size > second.size : first.position < second.position
        }
        for (slot, entry) in zip(slots, largestFirst) { positions[slot] = entry.position }
    }
}

extension LayoutConstraint {
    /// Whether it is a tie-break of one of UIKit's priority floors (an optional
    /// `stackplay-floor-tie-break`).
    var isFloorTieBreak: Bool { identifier == PlaygroundConstraints.floorTieBreak && !isRequired }
}
