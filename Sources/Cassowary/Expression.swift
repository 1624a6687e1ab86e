/// One `coefficient * variable` term of a linear expression.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates a term.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `c1 * v1 + c2 * v2 + … + constant`.
///
/// Expressions are written naturally with the operators `+`, `-`, `*` and `/`:
/// `a + 2 * b - 3`. Terms are kept in the order they were written; a variable that
/// appears twice is merged when the expression is added to a solver.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// An expression that is just one variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// A constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The first term or constant that is NaN or infinite, described for a message.
    var firstNonFiniteValue: String? {
        for term in terms where !term.coefficient.isFinite {
            return "coefficient \(term.coefficient) of \(term.variable.name)"
        }
        return constant.isFinite ? nil : "constant \(constant)"
    }

    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            text += magnitude == 1 ? term.variable.name : "\(formatNumber(magnitude)) * \(term.variable.name)"
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 {
            text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
        }
        return text
    }
}

/// Prints whole numbers without a fractional part (`8`, not `8.0`).
func formatNumber(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) {
        return String(Int64(value))
    }
    return String(value)
}

// MARK: - Building expressions

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

public prefix func - (operand: Expression) -> Expression { operand * -1 }
public prefix func - (operand: Variable) -> Expression { Expression(operand) * -1 }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + (-rhs) }

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
