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
    ///    others (see ``canvasFitsAfterContentSizes(_:in:)`` and
    ///    ``ambiguitySuppressionsLast(_:in:)``);
    /// 3. stackplay's and UIKit's required inequalities, as listed;
    /// 4. the user's required constraints, as listed.
    ///
    /// The answer does not depend on the order where the layout has one optimum, but the
    /// work does, a great deal: equalities placed first become definitions (a chain of
    /// views stays a chain), and optional constraints placed before the inequalities give
    /// each view its size before the inequalities that span the views (spanning boundaries,
    /// `>=` spacings) are added, which saves most pivots (5–40 times fewer on 300-view
    /// equalCentering, fillProportionally and equalSpacing stacks). Only required
    /// constraints can be refused in a conflict, and the user's come last, as listed, so that
    /// a conflict with one of them breaks the user's constraint, as before.
    static func insertionOrder(of constraints: [LayoutConstraint], userConstraints: [LayoutConstraint]) -> [Int] {
        let user = Set(userConstraints)
        var equalities: [Int] = []
        var optional: [Int] = []
        var inequalities: [Int] = []
        var usersRequired: [Int] = []
        for (position, constraint) in constraints.enumerated() {
            if !constraint.isRequired {
                optional.append(position)
            } else if user.contains(constraint) {
                usersRequired.append(position)
            } else if constraint.relation == .equal {
                equalities.append(position)
            } else {
                inequalities.append(position)
            }
        }
        largestContentSizesFirst(&optional, in: constraints)
        canvasFitsAfterContentSizes(&optional, in: constraints)
        ambiguitySuppressionsLast(&optional, in: constraints)
        return equalities + optional + inequalities + usersRequired
    }

    /// Moves UIKit's canvas fits (an equalSpacing or equalCentering stack's length `== 0 @49`
    /// along the axis, which keeps an unsized stack tight) among `positions` after the
    /// others, keeping both orders.
    ///
    /// Listed before the content sizes, the fit met a stack length that nothing had sized
    /// yet and defined it as 0. On a stack aligned on baselines every view's width is a share
    /// of that length (`UISV-text-width-disambiguation`), so each view's compression
    /// resistance then started violated, and the simplex took a pivot per view, across a
    /// row per view, to widen them again (1,000 pivots, 270 ms on a 1000-view equalSpacing
    /// stack; 30 ms after the content sizes).
    static func canvasFitsAfterContentSizes(_ positions: inout [Int], in constraints: [LayoutConstraint]) {
        let fits = positions.filter { constraints[$0].identifier == ConstraintIdentifier.canvasFit }
        guard !fits.isEmpty else { return }
        positions = positions.filter { constraints[$0].identifier != ConstraintIdentifier.canvasFit } + fits
    }

    /// Moves UIKit's ambiguity suppressions (each view's length across the axis `== 0 @25`,
    /// written where the alignment leaves an edge weak) among `positions` after the others,
    /// keeping both orders.
    ///
    /// Listed before the content sizes, each one met a height that nothing had sized yet and
    /// defined it as 0; the view's compression resistance then started violated, and the
    /// simplex took one pivot per view to raise it (1,000 pivots on a 1000-view stack aligned
    /// on its centers). Added after the content sizes, each is a row of its own, carried by
    /// its own error at @25, and every height starts at its intrinsic size.
    static func ambiguitySuppressionsLast(_ positions: inout [Int], in constraints: [LayoutConstraint]) {
        let suppressions = positions.filter { constraints[$0].identifier == ConstraintIdentifier.ambiguitySuppression }
        guard !suppressions.isEmpty else { return }
        positions = positions.filter { constraints[$0].identifier != ConstraintIdentifier.ambiguitySuppression } + suppressions
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
        let largestFirst = slots.map { positions[$0] }.sorted { first, second in
            let a = constraints[first].constant
            let b = constraints[second].constant
            return a != b ? a > b : first < second
        }
        for (slot, position) in zip(slots, largestFirst) { positions[slot] = position }
    }
}
