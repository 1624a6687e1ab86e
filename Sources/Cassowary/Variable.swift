/// A named unknown of a linear system.
///
/// Variables have identity: two variables with the same name are still different unknowns.
/// The name is only used in messages and descriptions.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used when the variable is printed (for example `Subview0.width`).
    public let name: String
    /// Whether many constraints name this variable (a stack's length, against which every
    /// view's share is written). The solver then leaves it free, defining another variable
    /// of a constraint in its place where it can: a definition of it would be expanded into
    /// every row that names it.
    public let isHub: Bool

    /// Creates a variable with the given name.
    public init(_ name: String, isHub: Bool = false) {
        self.name = name
        self.isHub = isHub
    }

    public var description: String { name }
}
