import Cassowary

/// What a rebuild of a ``LayoutEngine`` put aside: the solver it replaced, with the
/// variables, constraints and readings that belonged to it.
///
/// Freeing a 1000-view solver's rows and symbols takes a few milliseconds (a fifth of a
/// rebuilding key press), and none of it changes the answer: the engine keeps what it
/// replaced until ``LayoutEngine/releaseReplacedState()`` is called, so that the playground
/// frees it once the new frame is on the screen instead of before.
struct ReplacedEngineState {
    var solver: Solver
    var variables: ItemVariablesTable
    var constraints: [LayoutConstraint]
    var solverConstraints: [Constraint?]
    var components: VariableComponents?
    var reading: LayoutEngine.Reading?

    /// How many replaced states an engine keeps at most before it frees the oldest on the
    /// spot: an update can rebuild twice (once for the change, once more when the answer
    /// is checked), and an engine whose owner never releases keeps at most this many.
    static let kept = 2
}
