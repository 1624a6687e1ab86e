import Cassowary

/// Solves a list of layout constraints for a scene and keeps the solver, so that the
/// stack's size can be changed afterwards through edit variables (dragging its edge).
public final class LayoutEngine {
    /// The scene being laid out.
    public let scene: Scene
    /// The constraints, in the order they were added to the solver.
    public private(set) var constraints: [LayoutConstraint] = []
    /// Required constraints that were broken to recover.
    public private(set) var conflicts: [ConstraintConflict] = []

    private let solver = Solver()
    private var variables: [String: ItemVariables] = [:]
    private var itemOrder: [String] = []
    /// The constraints the solver took: each one's position in `constraints`, and its solver form.
    private var solverConstraints: [(position: Int, solver: Constraint)] = []
    private var editing: (width: Bool, height: Bool) = (false, false)
    /// The views' baselines by name, given to their items when they are created.
    private var baselines: [String: Baselines] = [:]
    /// Where nested stacks' baselines come from.
    private let nestedBaselines: NestedBaselines

    /// Builds the solver for `scene` from `constraints` (UIKit's and stackplay's).
    public init(scene: Scene, constraints: [LayoutConstraint]) {
        self.scene = scene
        // Every view's baselines first: an item takes its name's baselines when it is created.
        let views = scene.allViews
        for view in views {
            if let viewBaselines = view.baselines { baselines[view.name] = viewBaselines }
        }
        nestedBaselines = NestedBaselines(scene)
        for view in views { _ = itemVariables(view.name) }
        self.constraints = constraints
        solverConstraints.reserveCapacity(constraints.count)
        for position in constraints.indices { add(at: position) }
    }

    /// Lets the stack's width and/or height be set with ``setStackSize(width:height:)``:
    /// each becomes an edit variable at `priority` (below required).
    public func makeStackSizeEditable(width: Bool, height: Bool, priority: Double = 999) {
        let stack = itemVariables(LayoutItem.stackView)
        if width, !editing.width, (try? solver.addEditVariable(stack.width, priority: priority)) != nil { editing.width = true }
        if height, !editing.height, (try? solver.addEditVariable(stack.height, priority: priority)) != nil { editing.height = true }
    }

    /// Suggests a size for the stack (only the editable dimensions are used).
    public func setStackSize(width: Double?, height: Double?) {
        let stack = itemVariables(LayoutItem.stackView)
        if let width, editing.width { try? solver.suggestValue(width, for: stack.width) }
        if let height, editing.height { try? solver.suggestValue(height, for: stack.height) }
    }

    /// The solved layout.
    public func result(includingAmbiguity: Bool = true) -> LayoutResult {
        let items = frames()
        var broken: [BrokenConstraint] = []
        let (positions, selection) = optionalConstraints
        for (index, error) in solver.errors(of: selection).enumerated() where error > 1e-6 {
            broken.append(BrokenConstraint(constraint: constraints[positions[index]], error: error))
        }
        for conflict in conflicts {
            broken.append(BrokenConstraint(constraint: conflict.broken, error: error(ofUnadded: conflict.broken)))
        }
        return LayoutResult(
            constraints: constraints,
            items: items,
            broken: broken,
            conflicts: conflicts,
            ambiguous: includingAmbiguity ? ambiguousAttributes() : []
        )
    }

    /// Only the solved frames: the stack, the views in scene order, then the layout guides.
    public func frames() -> [ItemFrame] {
        let plan = framePlan
        return plan.frames(from: solver.values(of: plan.unknowns), rightToLeft: scene.stack.layoutDirection == .rightToLeft)
    }

    // MARK: - Building

    /// Adds `constraints[position]` to the solver, or records the conflict that refuses it.
    private func add(at position: Int) {
        let solverConstraint = makeSolverConstraint(constraints[position])
        do {
            try solver.add(solverConstraint)
            solverConstraints.append((position, solverConstraint))
        } catch {
            if case let .unsatisfiable(_, conflicting) = error {
                let layoutConflicts = conflicting.compactMap { other in
                    solverConstraints.first { $0.solver === other }.map { constraints[$0.position] }
                }
                conflicts.append(ConstraintConflict(broken: constraints[position], conflicting: layoutConflicts))
            }
        }
    }

    private func makeSolverConstraint(_ listed: LayoutConstraint) -> Constraint {
        let constraint = nestedBaselines.resolve(listed)
        let first = itemVariables(constraint.first.item)
        let second = constraint.second.map { itemVariables($0.item) }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(constraint.solverExpression(first: first, second: second), relation, priority: constraint.priority)
    }

    private func itemVariables(_ name: String) -> ItemVariables {
        if let existing = variables[name] { return existing }
        let created = ItemVariables(name: name, baselines: baselines[name])
        variables[name] = created
        itemOrder.append(name)
        return created
    }

    // MARK: - Reporting

    /// Item names in report order (computed once, after the constraints are added).
    private lazy var reportOrder: [String] = makeReportOrder()

    /// The items and variables that frames are read from (looked up once).
    private lazy var framePlan: FramePlan = {
        let items = reportOrder.compactMap { name in variables[name].map { (name: name, variables: $0) } }
        return FramePlan(items: items, stackWidth: itemVariables(LayoutItem.stackView).width, solver: solver)
    }()

    /// The optional constraints in the solver, by position in `constraints`, looked up once
    /// for reading their errors.
    private lazy var optionalConstraints: (positions: [Int], selection: ConstraintSelection) = {
        let optional = solverConstraints.filter { !constraints[$0.position].isRequired }
        return (optional.map(\.position), solver.selection(of: optional.map(\.solver)))
    }()

    /// The stack first, then views in scene order (every depth, a nested stack before its
    /// views), then guides in the order first seen.
    private func makeReportOrder() -> [String] {
        let viewNames = scene.allViews.map(\.name)
        let views = Set(viewNames)
        let guides = itemOrder.filter { $0 != LayoutItem.stackView && !views.contains($0) }
        let stack = variables[LayoutItem.stackView] == nil ? [] : [LayoutItem.stackView]
        return stack + viewNames + guides
    }

    /// The attributes left free, as `Item.attribute`. A hidden view's own attributes are never
    /// reported: it takes no room, and where it sits in a gap or across the axis shows nothing.
    private func ambiguousAttributes() -> [String] {
        let ambiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
        guard !ambiguous.isEmpty else { return [] }
        let hidden = scene.effectivelyHiddenNames
        var result: [String] = []
        for name in reportOrder where !scene.takesNoRoom(name, hidden: hidden) {
            guard let item = variables[name] else { continue }
            for (attribute, variable) in item.named where ambiguous.contains(ObjectIdentifier(variable)) {
                result.append("\(name).\(attribute)")
            }
        }
        return result
    }

    /// How far a constraint that is not in the solver is from holding.
    private func error(ofUnadded constraint: LayoutConstraint) -> Double {
        solver.error(of: makeSolverConstraint(constraint))
    }
}

extension LayoutEngine {
    /// How far apart the two sides of `constraint` are in the solution, in points, whatever
    /// its relation: zero when it holds with equality (it is *tight*). The constraint need
    /// not be one the engine was built with.
    public func separation(of constraint: LayoutConstraint) -> Double {
        var equality = constraint
        equality.relation = .equal
        return solver.error(of: makeSolverConstraint(equality))
    }
}
