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
    ///    user's optional ones, tie-breaks);
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
        return equalities + optional + inequalities + usersRequired
    }
}
