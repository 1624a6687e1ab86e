/// A named unknown of a linear system.
///
/// Variables have identity: two variables with the same name are still different unknowns.
/// The name is only used in messages and descriptions.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used when the variable is printed (for example `Subview0.width`).
    public let name: String

    /// Creates a variable with the given name.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
