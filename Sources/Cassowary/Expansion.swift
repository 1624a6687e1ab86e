/// An expansion under way in the tableau's accumulator.
struct ExpansionState {
    var constant: Double
    /// The sum of the magnitudes added into `constant`: how large its rounding may be.
    var scale: Double
    /// Definitions expanded so far.
    var expansions = 0
    /// The long definitions expanded, candidates for a rewrite (see ``DefinitionRefresh``).
    var longDefinitions: [Symbol] = []
    /// Cells read so far, from definitions and from the rows of basic symbols.
    var cellsRead = 0
}

/// What ``Tableau/expanded(_:pausingAtDefinitionsLongerThan:)`` came to.
enum ExpansionResult {
    /// The row in non-basic symbols, with the scale of its constant (see
    /// ``Tableau/expandedMeasured(_:)``): no long definition was met.
    case done(Row, scale: Double)
    /// A long definition was met: the row with only the shorter definitions expanded.
    case paused(Row)
}
