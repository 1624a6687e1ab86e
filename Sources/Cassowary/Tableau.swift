/// The simplex tableau, with user variables kept out of it.
///
/// Two kinds of equations are stored:
/// - **restricted rows** (`rows`): the basic symbol is a slack, error or dummy, and the row
///   is written only in non-basic symbols. The simplex works on these and the objective.
/// - **definitions** (`definitions`): the basic symbol is a user variable. A definition may
///   name other user variables and basic symbols; it is never rewritten by a pivot and is
///   only evaluated, lazily, when values are read. A chain of views, where each position is
///   the previous one plus a width, stays a chain of three-term definitions instead of
///   filling every row with every width before it.
///
/// User variables never appear in restricted rows or in the objective: a row that still
/// names a free user variable defines that variable instead.
struct Tableau {
    var kinds: [SymbolKind] = []
    /// Restricted rows, by basic symbol.
    var rows: [Row?] = []
    /// For each symbol, the restricted rows that contain it, by row number (``rowNumbers``).
    var columns: [SymbolSet] = []
    /// For each symbol, the number of its restricted row while it is basic (-1 otherwise).
    ///
    /// A row keeps its number when a pivot gives it another basic symbol, so the columns of
    /// its other cells stay as they are: they name the row, not its basic symbol. On an
    /// equalCentering stack at a fixed width the dual simplex pivots a row across every gap
    /// of the stack, once per view it squeezes, and swapping the basic symbol in each of its
    /// columns was a sixth of the build (1000 views: 806 pivots of 2,400 cells).
    var rowNumbers: [Int] = []
    /// For each row number in use, the row's basic symbol (-1 for a number not in use).
    var basicOfRow: [Symbol] = []
    /// Row numbers not in use, the next one to hand out last.
    var freeRowNumbers: [Int] = []
    /// Whether two rows that trade many cells in a substitution may swap numbers instead
    /// (see ``updateColumns(shrunk:grown:)``); off only in tests comparing the two.
    var renumbersRows = true
    /// How many column entries substitutions have changed, for tests.
    var columnUpdates = 0
    /// Definitions of user variables, by symbol.
    var definitions: [Row?] = []
    /// For each parameter, slack, error and dummy symbol, the user variables whose
    /// definition contains it (by symbol; empty for user variables).
    var definitionsHolding: [SymbolSet] = []
    /// Σ errors, weighted level by level.
    var objective = ObjectiveRow()
    /// What each symbol costs by itself (its charges before any substitution): needed to
    /// price a column added later.
    var charges: [LexValue] = []
    /// The phase-one objective while a constraint is added with an artificial variable.
    var artificial: Row?
    /// Restricted rows made infeasible by a suggestion, for the dual simplex.
    var infeasible = SymbolQueue()
    /// Definitions in evaluation order (each after the variables it names); nil when stale.
    var definitionOrder: [Symbol]?
    /// The definitions compiled in that order; nil when stale.
    var evaluationProgram: EvaluationProgram?
    /// Working storage for expanding rows.
    var scratch = ScratchAccumulator()
    /// Working storage for expanding rows: the terms read out before basic rows go in.
    var drainedTerms: [(Symbol, Double)] = []
    /// What a tentative change touched, while one is under way (see ``TableauJournal``).
    var journal = TableauJournal()
    /// Working storage for merging rows (the cells a row had before its last merge).
    var mergeBuffer: [Cell] = []
    /// Working storage for walks over the definitions.
    var walk = DefinitionWalk()
    /// Each defined variable's rank, for expanding rows highest rank first.
    var definitionRanks = DefinitionRanks()
    /// Working storage for expanding rows: the defined variables waiting, highest rank first.
    var expansionQueue = RankedSymbolQueue()
    /// How many pivots the tableau has taken (primal, dual and phase one): the work a solve
    /// left to the simplex, for tests of the order constraints are added in.
    var pivotCount = 0
    /// How many times a definition was expanded into a row: the work of writing rows in
    /// non-basic symbols, for tests.
    var expansionCount = 0
    /// When a long definition is rewritten in the symbols that are non-basic now.
    var definitionRefresh = DefinitionRefresh()
    /// Whether long definitions are being rewritten, so that the expansions doing it start
    /// no rewrites of their own.
    var isRefreshingDefinitions = false
    /// How many times a restricted row was added or taken out, or changed its basic symbol:
    /// the basis, as far as rewriting a definition is concerned.
    var basisChanges = 0
    /// Definitions whose rewrite came out too long, with ``basisChanges`` as it was then.
    var refusedRefreshes: [Symbol: Int] = [:]
    /// The free columns of the constraints taken out in place, in the order they were taken
    /// out (see ``FreeColumn``).
    var freeColumns: [FreeColumn] = []
    /// For the search for other optima, on its copy (see ``settleFreeColumns()``): the rows,
    /// by basic symbol, that say what a free column is, and so bind nothing.
    var unbindingRows = SymbolSet()
    /// For the search for other optima, on its copy: the halves of the free columns settled,
    /// which are no direction to move in.
    var unmovingSymbols = SymbolSet()

    /// Creates a symbol of the given kind.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        rowNumbers.append(-1)
        columns.append([])
        definitions.append(nil)
        definitionsHolding.append([])
        charges.append(.zero)
        definitionRanks.appendSymbol()
        return kinds.count - 1
    }

    /// Makes room for `count` symbols in every per-symbol array.
    mutating func reserveCapacity(symbols count: Int) {
        kinds.reserveCapacity(count)
        rows.reserveCapacity(count)
        rowNumbers.reserveCapacity(count)
        columns.reserveCapacity(count)
        definitions.reserveCapacity(count)
        definitionsHolding.reserveCapacity(count)
        charges.reserveCapacity(count)
        definitionRanks.reserveCapacity(count)
    }

    /// Forgets the symbols from `count` on; none of them may be in a row or definition.
    mutating func truncateSymbols(to count: Int) {
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        rowNumbers.removeSubrange(count...)
        columns.removeSubrange(count...)
        definitions.removeSubrange(count...)
        definitionsHolding.removeSubrange(count...)
        charges.removeSubrange(count...)
        definitionRanks.truncate(to: count)
        objective.truncate(to: count)
        refusedRefreshes = refusedRefreshes.filter { $0.key < count }
        freeColumns.removeAll { $0.marker >= count || $0.plus >= count || $0.minus >= count }
    }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil }

    /// The basic symbols of the rows that hold `symbol`, in the order its column is walked
    /// (an array made for the caller: the hot paths walk the column's numbers instead).
    func holders(of symbol: Symbol) -> [Symbol] {
        columns[symbol].map { basicOfRow[$0] }
    }

    /// Whether a row holding `symbol` has a basic symbol that satisfies `predicate`.
    func anyHolder(of symbol: Symbol, where predicate: (Symbol) -> Bool) -> Bool {
        for number in columns[symbol] where predicate(basicOfRow[number]) { return true }
        return false
    }

    /// Gives the row of `basic` a number not in use.
    private mutating func numberRow(of basic: Symbol) -> Int {
        let number: Int
        if let free = freeRowNumbers.popLast() {
            number = free
            noteRowNumber(number)
            basicOfRow[number] = basic
        } else {
            number = basicOfRow.count
            basicOfRow.append(basic)
        }
        rowNumbers[basic] = number
        return number
    }

    /// Charges `value` for each unit of `symbol` in the objective (substituting its row when
    /// it is basic).
    mutating func charge(_ symbol: Symbol, _ value: LexValue) {
        charges[symbol].add(value, times: 1)
        objective.insert(symbol, value)
        if let row = rows[symbol] { objective.substitute(symbol, with: row) }
    }

    func isDefined(_ symbol: Symbol) -> Bool { definitions[symbol] != nil }

    /// Whether the simplex may move `symbol` (slacks and errors only).
    func isPivotable(_ symbol: Symbol) -> Bool {
        kinds[symbol] == .slack || kinds[symbol] == .error
    }

    // MARK: - Rows and definitions

    mutating func insertRow(_ row: Row, for basic: Symbol) {
        if journal.isOpen {
            noteRow(basic)
            for cell in row.cells { noteColumn(cell.symbol) }
        }
        let number = numberRow(of: basic)
        for cell in row.cells { columns[cell.symbol].insert(number) }
        rows[basic] = row
        basisChanges += 1
    }

    mutating func removeRow(for basic: Symbol) -> Row {
        guard let row = rows[basic] else { preconditionFailure("no row for symbol \(basic)") }
        if journal.isOpen {
            noteRow(basic)
            for cell in row.cells { noteColumn(cell.symbol) }
        }
        let number = rowNumbers[basic]
        for cell in row.cells { columns[cell.symbol].remove(number) }
        rows[basic] = nil
        rowNumbers[basic] = -1
        noteRowNumber(number)
        basicOfRow[number] = -1
        freeRowNumbers.append(number)
        basisChanges += 1
        return row
    }

    /// Defines `variable` by `row`. An `expanded` row names no defined variable, though older
    /// definitions may name `variable`; otherwise no definition names `variable` yet.
    mutating func insertDefinition(_ row: Row, for variable: Symbol, expanded: Bool) {
        if expanded {
            definitionRanks.rankExpanded(variable)
        } else {
            definitionRanks.rankWritten(variable, definition: row, definitions: definitions)
        }
        for cell in row.cells where kinds[cell.symbol] != .external {
            definitionsHolding[cell.symbol].insert(variable)
        }
        definitions[variable] = row
        definitionOrder = nil
        evaluationProgram = nil
    }

    /// Replaces `symbol` by `row` in every restricted row and objective that holds it.
    /// With `trackInfeasible`, rows whose constant turns negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row, trackInfeasible: Bool = false) {
        noteColumn(symbol)
        let holders = columns[symbol]
        columns[symbol] = []
        var entered: [Symbol] = []
        var left: [Symbol] = []
        // The first row to lose many cells and the first to gain many, whose columns are
        // brought up to date together at the end.
        var shrunk: RowChange?
        var grown: RowChange?
        // A long row substituted into many: see ``updateColumns(holding:of:leaving:)``.
        let spreads = holders.count >= Self.spreadingMinimum && row.cells.count >= Self.spreadingMinimum
        var leaving: [(number: Int, symbols: [Symbol])] = []
        for number in holders {
            let basic = basicOfRow[number]
            guard var target = rows[basic] else {
                // No row to change (never so in practice): the columns given every holder
                // must not name it.
                if spreads { leaving.append((number, row.cells.map(\.symbol))) }
                continue
            }
            noteRow(basic)
            rows[basic] = nil
            let coefficient = target.remove(symbol)
            entered.removeAll(keepingCapacity: true)
            left.removeAll(keepingCapacity: true)
            // Filled column by column, the columns need only the symbols that left.
            let enteredCount = target.add(row, times: coefficient, entered: &entered, left: &left, buffer: &mergeBuffer, listingEntered: !spreads)
            if trackInfeasible && target.constant < 0 { infeasible.append(basic) }
            rows[basic] = target
            columnUpdates += enteredCount + left.count
            if spreads {
                if !left.isEmpty { leaving.append((number, left)) }
                continue
            }
            if renumbersRows && entered.count + left.count >= Self.renumberingMinimum && (left.count > entered.count ? shrunk == nil : grown == nil) {
                // The merge left the row's old cells in the buffer.
                let change = RowChange(basic: basic, number: number, oldCells: mergeBuffer, entered: entered, left: left)
                mergeBuffer = []
                if left.count > entered.count { shrunk = change } else { grown = change }
                continue
            }
            updateColumns(of: number, entered: entered, left: left)
        }
        if spreads { updateColumns(holding: holders, of: row, leaving: leaving) }
        switch (shrunk, grown) {
        case let (shrunk?, grown?): updateColumns(shrunk: shrunk, grown: grown)
        case let (shrunk?, nil): updateColumns(shrunk)
        case let (nil, grown?): updateColumns(grown)
        case (nil, nil): break
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            let coefficient = artificial!.remove(symbol)
            if coefficient != 0 { artificial!.add(row, times: coefficient) }
        }
    }

    /// Makes `entering` basic in place of `leaving`.
    ///
    /// The row keeps its cells but for the two symbols, and its number, so every other
    /// column it is in stays as it is: a row that closes a chain holds every view, and the
    /// dual simplex pivots it from one symbol to the next once per view it squeezes.
    mutating func pivot(entering: Symbol, leaving: Symbol, trackInfeasible: Bool = false) {
        pivotCount += 1
        basisChanges += 1
        guard var row = rows[leaving] else { preconditionFailure("no row for symbol \(leaving)") }
        if journal.isOpen {
            noteRow(leaving)
            noteRow(entering)
            noteColumn(leaving)
            noteColumn(entering)
        }
        rows[leaving] = nil
        let number = rowNumbers[leaving]
        rowNumbers[leaving] = -1
        columns[entering].remove(number)
        row.solve(leaving: leaving, entering: entering)
        columns[leaving].insert(number)
        substitute(entering, with: row, trackInfeasible: trackInfeasible)
        noteRowNumber(number)
        basicOfRow[number] = entering
        rowNumbers[entering] = number
        rows[entering] = row
    }

    /// A symbol that `row` (read `0 = constant + …`, with `constant ≥ 0`) can be solved for
    /// while every row stays feasible: a non-basic slack or error with a negative coefficient
    /// (either sign when the constant is 0, below) that no restricted row holds, so that
    /// making it basic changes no other row.
    /// Slacks that cost nothing come first (lowest symbol first): making one basic leaves the
    /// constraint exactly satisfied at no cost, which starts the simplex near the optimum.
    /// (A required inequality refuses a costly subject and goes in as a cut: see
    /// ``SolverState/mayEnter(_:solvedFor:for:)``.)
    /// Then the symbol that costs least (compared level by level; among equals `preferred`,
    /// the new constraint's own error, then the lowest symbol): the row's constant is then
    /// carried by the weakest constraint it can be. A row that closes a chain names every
    /// optional constraint along it; on an equalCentering stack carrying it on the first
    /// gap's equality (@149, named in every gap's row) rather than the canvas fit (@49) left
    /// the simplex to move it across every row: 2.5–4 times the whole solve.
    ///
    /// A row whose constant is exactly 0 may be solved for a symbol of either sign (it stays
    /// at 0). There the costly choice goes, if it can, to a symbol that leaves every cost in
    /// the objective non-negative: among optional equalities that all hold at once (a spacer's
    /// top on every view's top, one row each), always taking the same side would pile every
    /// row's cost onto the first constraint's error, and the simplex would then pivot back
    /// through half the rows, each pivot across all of them.
    func feasibleSubject(of row: Row, preferring preferred: Symbol?) -> Symbol? {
        var costly: Symbol?
        var leastCost = LexValue.zero
        for cell in row.cells where cell.coefficient < 0 && columns[cell.symbol].isEmpty && isPivotable(cell.symbol) {
            let cost = objective.value(of: cell.symbol)
            if kinds[cell.symbol] == .slack && cost.isZero { return cell.symbol }
            let order = costly == nil ? -1 : cost.compare(leastCost)
            if order < 0 || (order == 0 && cell.symbol == preferred) {
                costly = cell.symbol
                leastCost = cost
            }
        }
        guard row.constant == 0, row.cells.count <= Self.degenerateSubjectSearchLimit else { return costly }
        if let costly, keepsCostsNonNegative(row, solvedFor: costly) { return costly }
        for cell in row.cells where cell.symbol != costly && columns[cell.symbol].isEmpty && isPivotable(cell.symbol) {
            if keepsCostsNonNegative(row, solvedFor: cell.symbol) { return cell.symbol }
        }
        return costly
    }

    /// The symbol to solve `row` for when the row holds at the current vertex (its constant
    /// is zero): a dual ratio test, so that an optimal tableau stays optimal. Solving
    /// `0 = Σ aⱼ xⱼ` for `s` changes each cost to `cⱼ − cₛ aⱼ / aₛ`; that stays non-negative
    /// for every symbol whose coefficient has the other sign than `aₛ`, and for those with
    /// the same sign when `s` has the least `cⱼ / |aⱼ|` among them. Of the two signs, and
    /// among ties, the symbol in the fewest rows wins (then the larger coefficient, then the
    /// lowest symbol), so that substituting it fills in the fewest rows; coefficients below
    /// a millionth of the row's largest are passed over, so that solving does not blow the
    /// row up. Nil when the row has no pivotable symbol.
    ///
    /// The bound was a thousandth: on an equalCentering stack of more than 1000 views aligned
    /// on baselines, the closing row names the common gap's slack N − 1 times and each gap's
    /// error once, so every error fell under it, and the slack, in every row, took the row:
    /// 2000 views filled 2,000 rows with 4,000 cells (0.5 s, 446 MB; the 10,000 views of the
    /// benchmark ran out of time at 8 GB).
    ///
    /// The current vertex satisfies the new constraint, so if it was optimal it still is:
    /// phase one would have walked there instead, through a symbol of its own choosing. On
    /// the equality that closes the chain of a stack whose views take shares of its length,
    /// the steepest symbol was one every share row holds, and that pivot, and the primal
    /// simplex's after it, filled 2,000 rows with 1,000 cells each.
    func degenerateSubject(of row: Row) -> Symbol? {
        var largest = 0.0
        for cell in row.cells where isPivotable(cell.symbol) { largest = max(largest, abs(cell.coefficient)) }
        let threshold = largest * 1e-6
        var best: (symbol: Symbol, column: Int, magnitude: Double)?
        for sign in [-1.0, 1.0] {
            // The least ratio cⱼ / |aⱼ| among this sign's symbols (a cost and its factor), then
            // the sparsest of them.
            var least: (cost: LexValue, factor: Double)?
            for cell in row.cells where isPivotable(cell.symbol) && cell.coefficient * sign > 0 {
                let cost = objective.value(of: cell.symbol), factor = 1 / abs(cell.coefficient)
                if let current = least, cost.compare(scaledBy: factor, with: current.cost, scaledBy: current.factor) >= 0 { continue }
                least = (cost, factor)
            }
            guard let least else { continue }
            for cell in row.cells where isPivotable(cell.symbol) && cell.coefficient * sign > 0 && abs(cell.coefficient) >= threshold {
                let cost = objective.value(of: cell.symbol)
                guard cost.compare(scaledBy: 1 / abs(cell.coefficient), with: least.cost, scaledBy: least.factor) == 0 else { continue }
                let column = columns[cell.symbol].count, magnitude = abs(cell.coefficient)
                if let current = best {
                    if column > current.column { continue }
                    if column == current.column {
                        if magnitude < current.magnitude { continue }
                        if magnitude == current.magnitude && cell.symbol > current.symbol { continue }
                    }
                }
                best = (cell.symbol, column, magnitude)
            }
        }
        return best?.symbol
    }

    /// The longest row whose subject ``feasibleSubject(of:preferring:)`` weighs against the
    /// objective (the check is quadratic in the row's length).
    static let degenerateSubjectSearchLimit = 12

    /// Whether solving `row` (read `0 = …`) for `subject` and substituting it into the
    /// objective leaves the cost of every pivotable symbol of the row non-negative.
    private func keepsCostsNonNegative(_ row: Row, solvedFor subject: Symbol) -> Bool {
        let subjectCost = objective.value(of: subject)
        if subjectCost.isZero { return true }
        let subjectCoefficient = row.coefficient(of: subject)
        for cell in row.cells where cell.symbol != subject && isPivotable(cell.symbol) {
            var cost = objective.value(of: cell.symbol)
            cost.add(subjectCost, times: -cell.coefficient / subjectCoefficient)
            if cost.sign < 0 { return false }
        }
        return true
    }

    /// Whether solving `row` (read `0 = constant + …`, with `constant ≥ 0`) for `subject`
    /// would raise the objective: the subject would take a positive value, and it costs
    /// something.
    func raisesObjective(_ row: Row, solvedFor subject: Symbol) -> Bool {
        !isNearZero(row.constant) && objective.value(of: subject).sign > 0
    }

    /// Adds `row` (read `0 = constant + …`, with `constant ≥ 0`) solved for the symbol that
    /// ``feasibleSubject(of:preferring:)`` picks, which no row holds, so every row stays
    /// feasible. Returns false, changing nothing, when no symbol can take the row.
    mutating func insertSolvedForFeasibleSubject(_ row: Row, preferring preferred: Symbol?) -> Bool {
        guard let subject = feasibleSubject(of: row, preferring: preferred) else { return false }
        insertSolved(row, for: subject)
        return true
    }

    /// Solves `row` for `subject` (a symbol of its) and enters it as that symbol's row. Taking
    /// the row over, it is solved in place when the caller has no other copy of it.
    mutating func insertSolved(_ row: consuming Row, for subject: Symbol) {
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row, for: subject)
    }

    // MARK: - Primal simplex

    /// Minimises the objective (or the artificial objective) with the primal simplex.
    ///
    /// The entering symbol is the one whose cost falls fastest (the most negative cost,
    /// compared level by level; the lowest symbol among equals), which takes far fewer
    /// pivots than Bland's rule on UIKit's constraint sets. That rule can cycle through
    /// degenerate pivots, so after ``degenerateRunBeforeBland`` of them in a row the search
    /// falls back to Bland's rule (lowest symbol first) until a pivot makes progress.
    /// Either way every choice depends only on the tableau: the result is deterministic.
    mutating func optimize(artificialPhase: Bool = false) {
        var degenerateRun = 0
        while true {
            let bland = degenerateRun >= Self.degenerateRunBeforeBland
            guard let entering = artificialPhase ? artificialEnteringSymbol(bland: bland) : enteringSymbol(bland: bland) else { return }
            guard let leaving = leavingSymbol(for: entering) else { return }  // unbounded: cannot happen for Σ errors
            if let row = rows[leaving], row.constant <= nearZeroTolerance { degenerateRun += 1 } else { degenerateRun = 0 }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Degenerate pivots (ones that leave the objective as it was) in a row after which
    /// ``optimize(artificialPhase:)`` uses Bland's rule, which cannot cycle.
    static let degenerateRunBeforeBland = 50

    private func enteringSymbol(bland: Bool) -> Symbol? {
        bland ? objective.lowestNegative(where: isPivotable) : objective.mostNegative(where: isPivotable)
    }

    private func artificialEnteringSymbol(bland: Bool) -> Symbol? {
        guard let artificial else { return nil }
        var best: Cell?
        for cell in artificial.cells where isPivotable(cell.symbol) && cell.coefficient < -nearZeroTolerance {
            if bland { return cell.symbol }
            if cell.coefficient < best?.coefficient ?? 0 { best = cell }
        }
        return best?.symbol
    }

    /// The row that limits how far `entering` can grow; ties (ratios within the tolerance
    /// of the smallest) go to the lowest symbol. The column is walked as it is stored, twice:
    /// the answer does not depend on that order, and sorting it cost more than the test.
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var smallest = Double.infinity
        for number in columns[entering] {
            let basic = basicOfRow[number]
            guard isPivotable(basic), let ratio = ratio(of: entering, in: basic) else { continue }
            smallest = min(smallest, ratio)
        }
        guard smallest < .infinity else { return nil }
        var best: Symbol?
        for number in columns[entering] {
            let basic = basicOfRow[number]
            guard isPivotable(basic), basic < (best ?? Int.max) else { continue }
            guard let ratio = ratio(of: entering, in: basic), ratio <= smallest + nearZeroTolerance else { continue }
            best = basic
        }
        return best
    }

    /// How far `entering` can grow before the row of `basic` reaches zero; nil when growing
    /// does not bring it closer.
    private func ratio(of entering: Symbol, in basic: Symbol) -> Double? {
        guard let row = rows[basic] else { return nil }
        let coefficient = row.coefficient(of: entering)
        guard coefficient < 0 else { return nil }
        return -row.constant / coefficient
    }

    // MARK: - Dual simplex

    /// Restores feasibility after suggestions or new constants moved row constants, keeping
    /// optimality. Returns false when a row cannot be made feasible: the required
    /// constraints contradict (never after a suggestion, since edits are optional).
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var feasible = true
        while let leaving = infeasible.popMin() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            // Short of zero by rounding only: a pivot would move nothing, and on a stack
            // whose views take shares of its width, it went through a symbol that every
            // share's row holds (a new spacing on 2000 views aligned on baselines: 25 such
            // pivots filled 8 million cells).
            if isNearZero(row.constant) {
                noteRow(leaving)
                rows[leaving]?.constant = 0
                continue
            }
            guard let entering = dualEnteringSymbol(for: row) else {
                if !isNearZero(row.constant) { feasible = false }
                continue
            }
            pivot(entering: entering, leaving: leaving, trackInfeasible: true)
        }
        return feasible
    }

    /// The symbol that enters in place of `row`'s basic symbol: of those with a positive
    /// coefficient, the one whose cost per unit of the row is least (compared level by
    /// level), so that the objective stays minimal. Among equals the highest symbol, the one
    /// added last.
    ///
    /// Ties are common where many optional constraints share a priority: an equalCentering
    /// stack's gaps are held equal at 149, 148, … but never below 50, so past the 100th gap
    /// they all tie, and a `UISV-spacing` that the even centres break may take its deficit
    /// from any of them. Taking the first (the gap right after the spacing's) handed the
    /// deficit on to the gap whose spacing came next, so every spacing met it and went in
    /// as a cut holding every gap (1000 views at a fixed width: 800 cuts of 2,000 cells each).
    /// The last gap, like the weakest of UIKit's descending priorities, keeps it out of the
    /// way until its own spacing arrives.
    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: Symbol?
        var bestFactor = 0.0
        for cell in row.cells where cell.coefficient > 0 && isPivotable(cell.symbol) {
            let factor = 1 / cell.coefficient
            if let current = best, objective.compareCost(of: cell.symbol, scaledBy: factor, withCostOf: current, scaledBy: bestFactor) > 0 { continue }
            best = cell.symbol
            bestFactor = factor
        }
        return best
    }
}
