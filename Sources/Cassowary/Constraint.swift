/// How the two sides of a constraint relate.
public enum Relation: String, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// Auto Layout's priority scale: `(0, 1000]`, where 1000 is required.
public enum Priority {
    /// A constraint that must hold.
    public static let required: Double = 1000
    /// The valid range of priorities, `(0, 1000]`.
    public static func isValid(_ priority: Double) -> Bool {
        priority.isFinite && priority > 0 && priority <= required
    }
}

/// A linear constraint `expression RELATION 0` with a priority.
///
/// Constraints have identity: adding the same constraint object twice is a
/// duplicate, while two equal-looking constraint objects are two constraints.
/// Build them with `==`, `<=` and `>=` on expressions and give a priority with
/// ``priority(_:)``: `(w <= 100).priority(250)`.
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`: the constraint says `expression RELATION 0`.
    public let expression: Expression
    /// The relation between the two sides.
    public let relation: Relation
    /// The priority in `(0, 1000]`; 1000 means required.
    public let priority: Double
    /// An optional label printed in messages instead of the equation.
    public let label: String?
    /// Whether, as a required equality, it may share the tableau's record of its constant
    /// with the other required equalities of the same constant (the default). Those share
    /// one dummy symbol, which keeps the rows short where hundreds of equalities have one
    /// constant, but then a new constant goes in without a rebuild only when all of them
    /// get it, and none of them can be taken out alone without one. A constraint that is
    /// expected to change or go on its own (a spacing that hiding a view halves, a hidden
    /// view's zero length) is given `false`: it keeps a dummy of its own. The answer is the
    /// same either way.
    public let sharesDummy: Bool

    /// Creates `expression RELATION 0` with a priority (see ``sharesDummy``).
    public init(_ expression: Expression, _ relation: Relation, priority: Double = Priority.required, label: String? = nil, sharesDummy: Bool = true) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
        self.sharesDummy = sharesDummy
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= Priority.required }

    /// A new constraint with the same equation at another priority.
    public func priority(_ priority: Double) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label, sharesDummy: sharesDummy)
    }

    /// A new constraint with the same equation and priority, printed as `label`.
    public func labelled(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label, sharesDummy: sharesDummy)
    }

    public var description: String {
        if let label { return label }
        var expression = self.expression
        let constant = expression.constant
        expression.constant = 0
        let suffix = isRequired ? "" : " @\(formatNumber(priority))"
        return "\(expression) \(relation.rawValue) \(formatNumber(-constant))\(suffix)"
    }
}

// MARK: - Building constraints

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
