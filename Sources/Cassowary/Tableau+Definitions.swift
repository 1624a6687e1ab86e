extension Tableau {
    /// Rewrites `row` in non-basic symbols only: definitions of user variables are expanded
    /// and basic symbols replaced by their rows.
    ///
    /// Definitions are expanded highest rank first (see ``DefinitionRanks``), so each is
    /// expanded once its weight is final, and not at all when that weight cancels: the work
    /// follows what the row really depends on, not everything its definitions reach.
    mutating func expanded(_ row: Row) -> Row {
        expandedMeasured(row).row
    }

    /// `row` expanded as ``expanded(_:)`` does, with the sum of the magnitudes added into its
    /// constant (``isRoundingError(_:scale:)`` tells from it whether the constant is zero but
    /// for rounding).
    mutating func expandedMeasured(_ row: Row) -> (row: Row, scale: Double) {
        if !row.cells.contains(where: { definitions[$0.symbol] != nil || rows[$0.symbol] != nil }) { return (row, abs(row.constant)) }
        var expansion = startExpansion(row)
        _ = expandDefinitions(&expansion, maximumLength: .max)
        return finishExpansion(expansion)
    }

    /// Expands `row` as ``expanded(_:)`` does, unless it meets a definition of more than
    /// `maximumLength` cells: then it stops before replacing basic symbols and returns the row
    /// with only the shorter definitions expanded (each long one stays as its variable). The
    /// accumulator is left clean either way; a caller that still wants the whole row expands
    /// `row` again with ``expanded(_:)``, so that its sums are those of a single expansion.
    ///
    /// A row that comes out short this way says what a constraint is about before the long
    /// definitions blow it up: each `>=` spacing of an equalSpacing stack at a fixed width
    /// comes out as the common gap less the spacing (see
    /// ``SolverState/inequality(implying:)``), where expanding it fully went through
    /// every width.
    mutating func expanded(_ row: Row, pausingAtDefinitionsLongerThan maximumLength: Int) -> ExpansionResult {
        if !row.cells.contains(where: { definitions[$0.symbol] != nil }) {
            let (expanded, scale) = expandedMeasured(row)
            return .done(expanded, scale: scale)
        }
        var expansion = startExpansion(row)
        let kept = expandDefinitions(&expansion, maximumLength: maximumLength)
        guard !kept.isEmpty else {
            let (expanded, scale) = finishExpansion(expansion)
            return .done(expanded, scale: scale)
        }
        for (variable, weight) in kept { scratch.add(weight, to: variable) }
        var partial = Row(constant: expansion.constant)
        // What cancellations leave of a weight is dropped, as at the end of a full expansion.
        scratch.drainCells(appendingTo: &partial.cells)
        return .paused(partial)
    }

    /// Loads `row` into the accumulator and queues the defined variables it names.
    private mutating func startExpansion(_ row: Row) -> ExpansionState {
        let ranks = definitionRanks.ranks
        scratch.prepare(count: kinds.count)
        for cell in row.cells {
            scratch.add(cell.coefficient, to: cell.symbol)
            if definitions[cell.symbol] != nil { expansionQueue.append(cell.symbol, rank: ranks[cell.symbol]) }
        }
        return ExpansionState(constant: row.constant, scale: abs(row.constant))
    }

    /// Expands the queued definitions of at most `maximumLength` cells, highest rank first;
    /// returns the longer ones met, with their weights (taken out of the accumulator).
    private mutating func expandDefinitions(_ expansion: inout ExpansionState, maximumLength: Int) -> [(Symbol, Double)] {
        let ranks = definitionRanks.ranks
        var kept: [(Symbol, Double)] = []
        while let variable = expansionQueue.popFirst() {
            let weight = scratch.take(variable)
            guard weight != 0, let definition = definitions[variable] else { continue }
            guard definition.cells.count <= maximumLength else {
                kept.append((variable, weight))
                continue
            }
            expansion.expansions += 1
            if definition.cells.count >= definitionRefresh.minimumLength { expansion.longDefinitions.append(variable) }
            expansion.cellsRead += definition.cells.count
            expansion.constant += weight * definition.constant
            expansion.scale += abs(weight * definition.constant)
            for cell in definition.cells {
                scratch.add(weight * cell.coefficient, to: cell.symbol)
                if definitions[cell.symbol] != nil { expansionQueue.append(cell.symbol, rank: ranks[cell.symbol]) }
            }
        }
        return kept
    }

    /// Replaces the basic symbols left in the accumulator by their rows and reads the row out.
    private mutating func finishExpansion(_ expansion: ExpansionState) -> (row: Row, scale: Double) {
        var cellsRead = expansion.cellsRead
        var constant = expansion.constant
        var scale = expansion.scale
        // Basic symbols are replaced by their rows in the same accumulator, and the row is
        // read out once, sorted: inserting cells one by one into a long row moved its tail
        // for every cell.
        // Drained into storage kept from the last expansion, taken out while in use.
        var terms = drainedTerms
        drainedTerms = []
        defer { drainedTerms = terms }
        scratch.drain(into: &terms)
        for (symbol, coefficient) in terms where !isDefined(symbol) {
            if let basicRow = rows[symbol] {
                constant += coefficient * basicRow.constant
                scale += abs(coefficient * basicRow.constant)
                cellsRead += basicRow.cells.count
                for cell in basicRow.cells { scratch.add(coefficient * cell.coefficient, to: cell.symbol) }
            } else {
                scratch.add(coefficient, to: symbol)
            }
        }
        var result = Row(constant: constant)
        scratch.drainCells(appendingTo: &result.cells)
        expansionCount += expansion.expansions
        // The rewrites' own expansions rewrite nothing: each expands a definition through the
        // long ones it names, and had those started rewrites of their own, a chain of long
        // definitions would be expanded once per path through it (40 gaps of equal priority
        // closed by a fixed total: minutes for one constraint). The innermost goes first
        // (the expansion met them outermost first), so that the outer ones go through it
        // rewritten.
        if !isRefreshingDefinitions, !expansion.longDefinitions.isEmpty,
           expansion.expansions > definitionRefresh.expansionsPerResultCell * (result.cells.count + 8)
            || cellsRead > definitionRefresh.cellsReadPerResultCell * (result.cells.count + 8) {
            isRefreshingDefinitions = true
            for variable in expansion.longDefinitions.reversed() { refreshDefinition(of: variable) }
            isRefreshingDefinitions = false
        }
        return (result, scale)
    }

    /// Rewrites the definition of `variable` in the symbols that are non-basic now, when that
    /// is shorter (see ``DefinitionRefresh``): the same value, fewer cells to go through
    /// next time.
    ///
    /// A pivot never rewrites a definition, so one made before a row fixed what it names
    /// keeps naming it: an unsized equalSpacing stack's common gap, defined while the gaps
    /// were free as what the widths leave of the stack, names every width even after the
    /// first `>=` spacing has fixed the gaps at the spacing. Every later spacing then went
    /// through all the widths only to cancel them: a walk quadratic in the views, two thirds
    /// of a 1000-view solve.
    ///
    /// Not while a journal is open: the rows a rewrite reads could still be taken back.
    ///
    /// A rewrite that would not have been short enough is not tried again until a row has
    /// come or gone: until then it would come out the same. Expanded again after every
    /// constraint that went through it, a definition that stays long (a total closed over
    /// 120 gaps of one priority) cost a walk through the whole chain each time.
    mutating func refreshDefinition(of variable: Symbol) {
        guard !journal.isOpen, let definition = definitions[variable] else { return }
        if let refused = refusedRefreshes[variable], refused == basisChanges { return }
        let rewritten = expanded(definition)
        guard Double(rewritten.cells.count) <= definitionRefresh.keptShare * Double(definition.cells.count) else {
            refusedRefreshes[variable] = basisChanges
            return
        }
        refusedRefreshes[variable] = nil
        for cell in definition.cells where kinds[cell.symbol] != .external {
            definitionsHolding[cell.symbol].remove(variable)
        }
        insertDefinition(rewritten, for: variable, expanded: true)
    }

    /// The defined variables reachable from `roots` through definitions, each after every
    /// defined variable its definition names (a post-order of the definition graph).
    mutating func definitionsReachable(from roots: some Sequence<Symbol>) -> [Symbol] {
        var order: [Symbol] = []
        walk.postOrder(from: roots, definitions: definitions, into: &order)
        return order
    }

    /// Every definition, each after the definitions it depends on (cached until definitions change).
    mutating func evaluationOrder() -> [Symbol] {
        if let definitionOrder { return definitionOrder }
        let all = definitions.indices.filter { definitions[$0] != nil }
        let order = definitionsReachable(from: all)
        definitionOrder = order
        return order
    }

    /// The values of every symbol's user variable, in symbol order (0 for symbols that are not user variables).
    mutating func externalValues() -> [Double] {
        let program = evaluationProgram ?? EvaluationProgram(order: evaluationOrder(), definitions: definitions, kinds: kinds)
        evaluationProgram = program
        var values = [Double](repeating: 0, count: kinds.count)
        program.evaluate(definitions: definitions, rows: rows, into: &values)
        return values
    }
}
