/// The variables that the constraints do not pin down, as ``Solver/ambiguity()`` finds them.
public struct Ambiguity: Sendable {
    /// The variables that other optimal solutions would move (other values would be just as
    /// good at every priority level), in the order the solver first saw them.
    public var variables: [Variable]

    /// Whether `variables` is known to hold every such variable. The search for other
    /// optimal solutions looks through the bases of the optimum up to a bound; when it stops
    /// at the bound, every variable it lists does move, but a solver that reached the same
    /// optimum another way (in another basis) may find more. When complete, the list is the
    /// same whatever way the solver reached the optimum.
    public var isComplete: Bool
}
