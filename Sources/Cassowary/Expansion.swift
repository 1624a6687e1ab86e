/// An expansion under way in the tableau's accumulator.
struct ExpansionState {
    var constant: Double
    /// Definitions expanded so far.
    var expansions: Int
    /// The long definitions expanded, candidates for a rewrite (see ``DefinitionRefresh``).
    var longDefinitions: [Symbol] = []
}

/// A row with only its short definitions expanded, and how many were.
struct PausedExpansion {
    var row: Row
    var expansions: Int
}

/// What ``Tableau/expanded(_:pausingAtDefinitionsLongerThan:)`` came to.
enum ExpansionResult {
    /// The row in non-basic symbols: no long definition was met.
    case done(Row)
    /// Paused before the first long definition.
    case paused(PausedExpansion)
}
