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
    private var solverConstraints: [(layout: LayoutConstraint, solver: Constraint)] = []
    private var baselines: [String: Baselines] = [:]
    private var editing: (width: Bool, height: Bool) = (false, false)

    /// Builds the solver for `scene` from `constraints` (UIKit's and stackplay's).
    public init(scene: Scene, constraints: [LayoutConstraint]) {
        self.scene = scene
        for view in scene.views {
            if let viewBaselines = view.baselines { baselines[view.name] = viewBaselines }
            _ = itemVariables(view.name)
        }
        for constraint in constraints { add(constraint) }
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
        for pair in solverConstraints where !pair.layout.isRequired {
            let error = solver.error(of: pair.solver)
            if error > 1e-6 { broken.append(BrokenConstraint(constraint: pair.layout, error: error)) }
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
        let named = reportOrder.compactMap { name in variables[name].map { (name, $0) } }
        var unknowns: [Variable] = []
        unknowns.reserveCapacity(named.count * 4 + 1)
        unknowns.append(itemVariables(LayoutItem.stackView).width)
        for (_, item) in named { unknowns += [item.lead, item.top, item.width, item.height] }
        let values = solver.values(of: unknowns)
        let stackWidth = values[0]
        let rightToLeft = scene.stack.layoutDirection == .rightToLeft
        return named.indices.map { index in
            let base = 1 + index * 4
            let (lead, top, width, height) = (values[base], values[base + 1], values[base + 2], values[base + 3])
            let x = rightToLeft ? stackWidth - lead - width : lead
            return ItemFrame(name: named[index].0, frame: Frame(x: clean(x), y: clean(top), width: clean(width), height: clean(height)))
        }
    }

    // MARK: - Building

    private func add(_ constraint: LayoutConstraint) {
        let solverConstraint = makeSolverConstraint(constraint)
        constraints.append(constraint)
        do {
            try solver.add(solverConstraint)
            solverConstraints.append((constraint, solverConstraint))
        } catch {
            if case let .unsatisfiable(_, conflicting) = error {
                let layoutConflicts = conflicting.compactMap { other in solverConstraints.first { $0.solver === other }?.layout }
                conflicts.append(ConstraintConflict(broken: constraint, conflicting: layoutConflicts))
            }
        }
    }

    private func makeSolverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        let lhs = expression(for: constraint.first)
        var rhs = Expression(constraint.constant)
        if let second = constraint.second {
            rhs = constraint.multiplier * expression(for: second) + constraint.constant
        }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(lhs - rhs, relation, priority: constraint.priority)
    }

    private func expression(for anchor: LayoutAnchor) -> Expression {
        itemVariables(anchor.item).expression(for: anchor.attribute, baselines: baselines[anchor.item])
    }

    private func itemVariables(_ name: String) -> ItemVariables {
        if let existing = variables[name] { return existing }
        let created = ItemVariables(name: name)
        variables[name] = created
        itemOrder.append(name)
        return created
    }

    // MARK: - Reporting

    /// Item names in report order (computed once, after the constraints are added).
    private lazy var reportOrder: [String] = makeReportOrder()

    /// The stack first, then views in scene order, then guides in the order first seen.
    private func makeReportOrder() -> [String] {
        let views = Set(scene.views.map(\.name))
        let guides = itemOrder.filter { $0 != LayoutItem.stackView && !views.contains($0) }
        let stack = variables[LayoutItem.stackView] == nil ? [] : [LayoutItem.stackView]
        return stack + scene.views.map(\.name) + guides
    }

    private func ambiguousAttributes() -> [String] {
        let ambiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
        guard !ambiguous.isEmpty else { return [] }
        var result: [String] = []
        for name in reportOrder {
            guard let item = variables[name] else { continue }
            for (attribute, variable) in item.named where ambiguous.contains(ObjectIdentifier(variable)) {
                result.append("\(name).\(attribute)")
            }
        }
        return result
    }

    /// How far a constraint that is not in the solver is from holding.
    private func error(ofUnadded constraint: LayoutConstraint) -> Double {
        let probe = makeSolverConstraint(constraint)
        var difference = probe.expression.constant
        for term in probe.expression.terms { difference += term.coefficient * solver.value(of: term.variable) }
        switch probe.relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    /// Rounds away solver noise: to 1e-9 points (43.99999999999994 → 44; -0 → 0).
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
