/// A named unknown of a linear system.
///
/// Variables have identity: two variables with the same name are still different unknowns.
/// The name is only used in messages and descriptions.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used when the variable is printed (for example `Subview0.width`).
    public let name: String
    /// Whether many constraints name this variable (a stack's length, against which every
    /// view's share is written). A constraint that names other free variables then defines
    /// one of those in its place: a definition of it would be expanded into every row that
    /// names it. Among the variables a constraint reaches only through definitions, though,
    /// the hub comes first: those are named by rows of their own still to come.
    public let isHub: Bool

    /// Creates a variable with the given name.
    public init(_ name: String, isHub: Bool = false) {
        self.name = name
        self.isHub = isHub
    }

    public var description: String { name }
}
