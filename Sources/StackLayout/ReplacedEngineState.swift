import Cassowary

/// What a rebuild of a ``LayoutEngine`` put aside: the solver it replaced, with the
/// variables, constraints and readings that belonged to it.
///
/// Freeing a 1000-view solver's rows and symbols takes a few milliseconds (about a seventh
/// of a key press that rebuilds: a new distribution), and none of it changes the answer: the
/// engine keeps what it replaced until ``LayoutEngine/releaseReplacedState()`` is called, so
/// that the playground frees it once the new frame is on the screen instead of before.
struct ReplacedEngineState {
    /// The solver, with its tableau: most of what there is to free.
    var solver: AxisSolvers
    /// The items' variables the solver's constraints were written over.
    var variables: ItemVariablesTable
    /// The layout constraints it was built from, and their solver forms.
    var constraints: [LayoutConstraint]
    var solverConstraints: [Constraint?]
    /// What was worked out from them: which variables they tie together, and the reading.
    var components: VariableComponents?
    var reading: LayoutEngine.Reading?

    /// How many replaced states an engine keeps at most before it frees the oldest on the
    /// spot: an update can rebuild twice (once for the change, once more when the answer
    /// is checked), and an engine whose owner never releases keeps at most this many.
    static let kept = 2
}
