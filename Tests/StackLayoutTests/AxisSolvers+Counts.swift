@testable import Cassowary
@testable import StackLayout

/// What the tests count in an engine's tableaus, over both axes' solvers.
extension AxisSolvers {
    var tableaus: [Tableau] { parts.map(\.state.tableau) }
    var pivotCount: Int { tableaus.reduce(0) { $0 + $1.pivotCount } }
    var expansionCount: Int { tableaus.reduce(0) { $0 + $1.expansionCount } }
    /// The cells of every row.
    var rowCells: Int { tableaus.reduce(0) { total, tableau in total + tableau.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) } } }
    /// The cells of every definition.
    var definitionCells: Int { tableaus.reduce(0) { total, tableau in total + tableau.definitions.reduce(0) { $0 + ($1?.cells.count ?? 0) } } }
    /// The cells of the longest definition.
    var longestDefinition: Int { tableaus.flatMap { $0.definitions.map { $0?.cells.count ?? 0 } }.max() ?? 0 }
}
