/// Everything that ``Solver`` refuses. A refused call leaves the solver as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already
    /// added. `conflicts` are those earlier constraints that it contradicts.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// A priority outside `(0, 1000]`, or a required priority for an edit variable.
    case invalidPriority(Double, reason: String)
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            var text = "Unable to simultaneously satisfy constraints: \(constraint) cannot hold together with"
            if conflicts.isEmpty {
                text += " itself"
            } else {
                text += ":\n" + conflicts.map { "  \($0)" }.joined(separator: "\n")
            }
            return text
        case let .duplicateConstraint(constraint):
            return "duplicate constraint: \(constraint) is already in the solver"
        case let .unknownConstraint(constraint):
            return "unknown constraint: \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable):
            return "duplicate edit variable: \(variable.name) is already an edit variable"
        case let .unknownEditVariable(variable):
            return "unknown edit variable: \(variable.name) is not an edit variable"
        case let .invalidPriority(priority, reason):
            return "invalid priority \(priority): \(reason)"
        case let .nonFiniteValue(what):
            return "non-finite value: \(what) must be a finite number"
        }
    }
}
