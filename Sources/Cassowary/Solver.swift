/// An incremental linear constraint solver with Auto Layout's strictly ordered priorities.
///
/// - Required constraints (priority 1000) always hold; one that cannot is refused.
/// - Optional constraints are satisfied as well as possible, level by level: no number
///   of violated constraints at one priority outweighs one violated constraint at a
///   higher priority. Within a level the sum of absolute errors is minimised.
/// - Edit variables take suggested values at a chosen priority (dragging a size).
/// - The same constraints added in the same order give the same values, bit for bit.
public final class Solver {
    /// Creates an empty solver.
    public init() {}

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { [] }

    /// Adds a constraint. A required constraint that contradicts the required constraints
    /// already added is refused with ``SolverError/unsatisfiable(_:conflicts:)`` and the
    /// solver is left as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {}

    /// Adds constraints in order, stopping at the first that is refused (those before it stay).
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint that was added.
    public func remove(_ constraint: Constraint) throws(SolverError) {}

    /// Whether the constraint object is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { false }

    /// Makes `variable` an edit variable at an optional `priority` (below 1000).
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {}

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {}

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { false }

    /// Suggests a value for an edit variable; it holds at the edit variable's priority.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {}

    /// Brings every value up to date with the constraints and suggestions.
    /// Reading a value does this on demand; call it to control when the work happens.
    public func solve() {}

    /// The solved value of a variable (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double { 0 }

    /// How far an added constraint is from holding in the solution: 0 when it holds,
    /// otherwise the distance between its sides.
    public func error(of constraint: Constraint) -> Double { 0 }

    /// The variables, in the order the solver first saw them, that the constraints do not
    /// pin down: other values would be just as good at every priority level.
    public func ambiguousVariables() -> [Variable] { [] }
}
