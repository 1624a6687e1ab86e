/// When the tableau rewrites a definition in the symbols that are non-basic now (see
/// ``Tableau/refreshDefinition(of:)``): only where an expansion showed that a long
/// definition cancels down, so that a definition that is long in every basis is not
/// expanded twice for nothing.
struct DefinitionRefresh {
    /// Only definitions of at least this many cells are rewritten.
    var minimumLength = 16
    /// Only after an expansion that went through more definitions than this many per cell of
    /// the row it produced (plus 8): what the definitions named mostly cancelled.
    var expansionsPerResultCell = 4
    /// Or only after an expansion that read more than this many cells (of definitions and of
    /// the rows of basic symbols) per cell of the row it produced (plus 8): a long definition
    /// whose cells the rows of basic symbols mostly cancel.
    var cellsReadPerResultCell = 16
    /// The rewritten definition replaces the old one only when it has at most this share of
    /// its cells.
    var keptShare = 0.5

    /// Rewrites every definition an expansion goes through that is not longer afterwards:
    /// for tests, which check that a rewrite never changes an answer.
    static let always = DefinitionRefresh(minimumLength: 1, expansionsPerResultCell: 0, cellsReadPerResultCell: 0, keptShare: 1)

    /// Never rewrites a definition (none is that long): for tests.
    static let never = DefinitionRefresh(minimumLength: .max)
}
