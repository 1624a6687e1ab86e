@testable import Cassowary
@testable import StackLayout
import Testing

/// Two rows that trade most of their cells in one substitution swap numbers, so that only
/// the columns where they differ change (``Tableau/updateColumns(shrunk:grown:)``).
@Suite struct RowRenumberingTests {
    /// A fresh solver that does not swap row numbers, given what `solver` took, in order
    /// (edit variables with their suggestions).
    static func replayWithoutSwaps(_ solver: Solver) -> Solver {
        let plain = Solver()
        plain.state.tableau.renumbersRows = false
        for entry in solver.state.entries {
            switch entry {
            case let .constraint(constraint):
                try? plain.add(constraint)
            case let .edit(variable, priority):
                try? plain.addEditVariable(variable, priority: priority)
                if let suggestion = solver.state.edits[ObjectIdentifier(variable)]?.suggestion {
                    try? plain.suggestValue(suggestion, for: variable)
                }
            }
        }
        return plain
    }

    static func squeezed(_ distribution: Distribution, views: Int, editable: Bool) -> LayoutEngine {
        var scene = ChainShapeTests.scene(distribution, .center, views: views)
        let length = scene.views.reduce(0) { $0 + ($1.width ?? 0) } + scene.stack.spacing * Double(views - 1)
        // A tenth wider than the views and their spacings, as in `bench --matrix`: too narrow
        // for their centres to be evenly spaced.
        scene.stack.width = (length * 1.1).rounded()
        scene.stack.height = 140
        guard editable else { return LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene)) }
        let free = scene.withoutStackSize
        return LayoutEngine(scene: free, constraints: StackLayoutSolver.constraints(for: free), editableWidth: scene.stack.width, height: scene.stack.height)
    }

    /// On equalCentering stacks too narrow for their centres to be evenly spaced (the width
    /// required, as `layout` gives it, or suggested, as the playground does), each axis's
    /// solver ends with the same values, bit for bit, as one that never swaps row numbers,
    /// its columns agree with its rows, and it changes at most a twentieth as many column
    /// entries: without swaps, each pivot of the dual simplex's walk along the stack moved
    /// every cell of the chain from one row's number to another's.
    @Test(arguments: [false, true])
    func swappingNumbersChangesNoAnswerAndFewColumns(editable: Bool) {
        let engine = Self.squeezed(.equalCentering, views: 300, editable: editable)
        _ = engine.result()
        var swapped = 0, unswapped = 0
        for part in engine.solver.parts {
            let plain = Self.replayWithoutSwaps(part)
            let variables = part.state.variables
            #expect(part.values(of: variables).map(\.bitPattern) == plain.values(of: variables).map(\.bitPattern))
            #expect(part.state.tableau.bookkeepingProblems().isEmpty)
            #expect(plain.state.tableau.bookkeepingProblems().isEmpty)
            swapped += part.state.tableau.columnUpdates
            unswapped += plain.state.tableau.columnUpdates
        }
        #expect(swapped * 20 <= unswapped, "\(swapped) column updates with swaps, \(unswapped) without")
    }

    /// On an unsized fillProportionally stack the row that closes the chain goes into a row
    /// per view, and the columns are brought up to date column by column: they still hold,
    /// and count, exactly the rows that name each symbol, and the solver's values are those
    /// of one that took the same constraints in the same order.
    @Test func columnsFilledColumnByColumnMatchTheRows() {
        let scene = ChainShapeTests.scene(.fillProportionally, .center, views: 300)
        let engine = LayoutEngine(scene: scene, constraints: StackLayoutSolver.constraints(for: scene))
        _ = engine.result()
        for part in engine.solver.parts {
            #expect(part.state.tableau.bookkeepingProblems().isEmpty)
            let replayed = Self.replayWithoutSwaps(part)
            let variables = part.state.variables
            #expect(part.values(of: variables).map(\.bitPattern) == replayed.values(of: variables).map(\.bitPattern))
        }
        // The substitution that filled the columns: a row per view, each holding every view.
        #expect(engine.solver.rowCells > 300 * 300)
    }
}
