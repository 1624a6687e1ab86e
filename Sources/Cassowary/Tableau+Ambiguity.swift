extension Tableau {
    /// The user variables (by symbol) that other optimal solutions would move, and whether
    /// the search is known to have found them all.
    ///
    /// In one basis, a direction can look blocked by a row that is at zero (a degenerate
    /// vertex) although another basis of the same vertex shows it free. A pivot that brings
    /// in a symbol that costs nothing, in place of such a row, changes neither the solution
    /// nor its optimality; so the search goes through those bases (on a copy, up to a bound)
    /// and collects what each one shows.
    ///
    /// The search is complete once it reaches a basis in which every blocked direction is
    /// pinned at zero (``blockedDirectionsArePinned()``): the optimal solutions around the
    /// vertex are then every non-negative move along the free directions, and the generic
    /// moves (``variablesMoved(byAnyOf:)``) show every variable they reach. Until then, what
    /// the search reports does move, but another basis (a solver that reached the same
    /// optimum another way) may show more.
    ///
    /// The bases are searched depth first: from each, every blocked direction not tried from
    /// it yet; a basis met before, or one with nothing left to try, is left by the pivot that
    /// led to it, taken back. Walking on from the last basis only, the search could come back
    /// to a basis it had tried everything from and stop there, short of one a step aside of
    /// its path: `v0 ≥ 0, v0 ≥ v1, v0 ≥ v1 − v2, v1 ≤ 0, v2 ≥ 0` left `v0` unreported.
    func ambiguity() -> (moved: Set<Symbol>, isComplete: Bool) {
        var tableau = self
        tableau.settleFreeColumns()
        var moved = Set<Symbol>()
        var visited = Set<[Symbol]>()
        var tried = Set<[Symbol]>()
        // The pivots that led from the first basis to this one.
        var path: [(entering: Symbol, leaving: Symbol)] = []
        var backtracked = false
        var pivots = 0
        while pivots < Self.ambiguityPivotLimit {
            let basis = tableau.basicSymbols()
            if visited.insert(basis).inserted {
                moved.formUnion(tableau.variablesMoved(byAnyOf: tableau.freeDirections()))
                if tableau.blockedDirectionsArePinned() { return (moved, true) }
            } else if !backtracked, let last = path.popLast() {
                // Met before by another path: not searched again from here.
                tableau.pivot(entering: last.leaving, leaving: last.entering)
                backtracked = true
                pivots += 1
                continue
            }
            backtracked = false
            if let (entering, leaving) = tableau.blockedDirection(where: { !tried.contains(basis + [$0, $1]) }) {
                tried.insert(basis + [entering, leaving])
                path.append((entering, leaving))
                tableau.pivot(entering: entering, leaving: leaving)
            } else if let last = path.popLast() {
                tableau.pivot(entering: last.leaving, leaving: last.entering)
                backtracked = true
            } else {
                break
            }
            pivots += 1
        }
        return (moved, false)
    }

    /// How many pivots the search for other optima takes at most.
    static let ambiguityPivotLimit = 64

    /// Prepares this copy of the tableau for the search for other optima where constraints
    /// were taken out in place: each free column `t = plus − minus` (see ``FreeColumn``) is
    /// brought to a row of its own, which binds nothing, and its halves stop counting as
    /// directions.
    ///
    /// Split into two halves that the simplex keeps non-negative, `t` would look held at
    /// zero by every degenerate row that names it, and yet free to move by the other half:
    /// no basis would show the rows settled, and the search would stop incomplete (a view
    /// shown again after it was hidden left its hidden length's equation so; every later
    /// key rebuilt). Once one of the three columns is basic, the other two are gone from
    /// every other row: its row says what `t` is, and since `t` is free, the row binds
    /// nothing. Moving a non-basic half alone then moves no variable: the basic one moves
    /// with it, and `t` enters the original equations only beside the marker, so whatever
    /// symbols a definition is written in, the two cancel there. While none is basic, `plus` is brought in, on this copy, by a degenerate
    /// row that names it (at zero, so the solution stays where it is), but never by the row
    /// of a column settled before, which has to keep saying what its own `t` is; where no
    /// such row names it, `t` can move either way without leaving zero behind in any row,
    /// and its halves stay directions like any other.
    mutating func settleFreeColumns() {
        for column in freeColumns {
            var basic = [column.plus, column.minus, column.marker].first { isBasic($0) }
            if basic == column.marker, rows[column.marker]?.coefficient(of: column.plus) == 0 { basic = nil }
            if basic == nil {
                // Not the row of a column settled before: that row says what its `t` is.
                let degenerate = holders(of: column.plus).sorted().first { holder in
                    guard isPivotable(holder), !unbindingRows.contains(holder), let row = rows[holder] else { return false }
                    return row.constant <= nearZeroTolerance
                }
                guard let degenerate else { continue }
                pivot(entering: column.plus, leaving: degenerate)
                basic = column.plus
            }
            if let basic { unbindingRows.insert(basic) }
            unmovingSymbols.insert(column.plus)
            unmovingSymbols.insert(column.minus)
        }
    }

    /// Whether a symbol is a direction the optimum may move along: non-basic, costing
    /// nothing at any level, one the simplex may bring in, and not half of a free column
    /// settled by ``settleFreeColumns()``.
    func isZeroCostDirection(_ symbol: Symbol) -> Bool {
        isPivotable(symbol) && rows[symbol] == nil && objective.value(of: symbol).isZero && !unmovingSymbols.contains(symbol)
    }

    /// Whether the row of `basic` holds the non-basic `symbol` at zero: the row stands at
    /// zero (a degenerate vertex) and would go negative as `symbol` grows. A row that says
    /// what a free column is binds nothing (see ``settleFreeColumns()``).
    func blocks(_ basic: Symbol, _ symbol: Symbol) -> Bool {
        guard isPivotable(basic), !unbindingRows.contains(basic), let row = rows[basic] else { return false }
        return row.constant <= nearZeroTolerance && row.coefficient(of: symbol) < 0
    }

    /// A non-basic symbol that costs nothing but is held at zero by a degenerate row, and that
    /// row's basic symbol, among the pairs `isUntried` accepts.
    private func blockedDirection(where isUntried: (Symbol, Symbol) -> Bool) -> (Symbol, Symbol)? {
        for symbol in kinds.indices where isZeroCostDirection(symbol) {
            for basic in holders(of: symbol).sorted() where blocks(basic, symbol) && isUntried(symbol, basic) {
                return (symbol, basic)
            }
        }
        return nil
    }

    /// The basic symbols of the restricted rows, in ascending order: the basis.
    private func basicSymbols() -> [Symbol] {
        basicOfRow.filter { $0 >= 0 }.sorted()
    }

    /// Whether every zero-cost direction that a degenerate row blocks is in fact held at
    /// zero by the degenerate rows, in every optimal solution.
    ///
    /// A degenerate row reads `b = Σ aₖ·dₖ` with `b` at zero; it must stay non-negative. When
    /// none of its directions that can still move has a positive coefficient, those with a
    /// negative one can only stay at zero (and `b` with them). Settling rows so, until none
    /// settles, leaves either no row that blocks a direction that can still move — then the
    /// optimal solutions around the vertex are exactly the non-negative moves along the
    /// directions left, which are ``freeDirections()``'s — or a row that does, whose
    /// directions another basis may show free.
    private func blockedDirectionsArePinned() -> Bool {
        var blocking: [Symbol] = []
        var seen = SymbolSet()
        for symbol in kinds.indices where isZeroCostDirection(symbol) {
            for basic in holders(of: symbol) where !seen.contains(basic) && blocks(basic, symbol) {
                seen.insert(basic)
                blocking.append(basic)
            }
        }
        guard !blocking.isEmpty else { return true }
        var pinned = SymbolSet()
        var settled = SymbolSet()
        var queue = blocking
        while let basic = queue.popLast() {
            guard !settled.contains(basic), let row = rows[basic] else { continue }
            var negative: [Symbol] = []
            var hasPositive = false
            for cell in row.cells where isZeroCostDirection(cell.symbol) && !pinned.contains(cell.symbol) {
                if cell.coefficient < 0 { negative.append(cell.symbol) } else if cell.coefficient > 0 { hasPositive = true }
            }
            if negative.isEmpty {
                settled.insert(basic)
            } else if !hasPositive {
                settled.insert(basic)
                for symbol in negative {
                    pinned.insert(symbol)
                    // Rows that counted on it to move may now pin their own directions.
                    for other in holders(of: symbol) where seen.contains(other) && !settled.contains(other) { queue.append(other) }
                }
            }
        }
        return blocking.allSatisfy { settled.contains($0) }
    }

    /// The rate at which the `index`-th direction moves in walk `walk`: a number in [1, 2)
    /// from a fixed pseudo-random sequence (SplitMix64 of the two), so that no small integer
    /// combination of the rates is zero but by a coincidence of 52 bits, and every run
    /// gives the same answer.
    static func genericRate(of index: Int, walk: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: walk + 1) &* 0xD1B5_4A32_D192_ED03
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(UInt64(1) << 53)
    }

    /// The directions in which the solution can move without making any priority level
    /// worse: user variables that no constraint defines, and non-basic slacks and errors
    /// that cost nothing at any level, that some row or definition names, and that no
    /// degenerate row blocks.
    func freeDirections() -> [Symbol] {
        var free: [Symbol] = []
        for symbol in kinds.indices {
            switch kinds[symbol] {
            case .external:
                if definitions[symbol] == nil { free.append(symbol) }
            case .slack, .error:
                guard rows[symbol] == nil, objective.value(of: symbol).isZero, !unmovingSymbols.contains(symbol) else { continue }
                // Named by no row and no definition (an inequality kept out as implied, or
                // a symbol whose rows are gone): moving it moves nothing.
                guard !columns[symbol].isEmpty || !definitionsHolding[symbol].isEmpty else { continue }
                if !anyHolder(of: symbol, where: { blocks($0, symbol) }) { free.append(symbol) }
            case .dummy, .parameter:
                continue
            }
        }
        return free
    }

    /// The user variables whose value changes when any one of `directions` moves.
    ///
    /// Rather than one walk over the definitions per direction (hundreds of directions times
    /// thousands of definitions on a 1000-view stack), the directions move together, each at
    /// its own generic rate, in two walks with different rates: a variable that one
    /// direction moves is moved by the combination unless the other directions' effects
    /// cancel its own exactly, in both walks.
    ///
    /// The rates are drawn from a fixed pseudo-random sequence (``genericRate(of:walk:)``).
    /// Fractional parts of multiples of one number were not generic: they rise by the same
    /// step from one direction to the next, so `r₁ − r₂ − r₃ + r₄` was zero in both walks, and
    /// a variable that four directions move with coefficients ±1 (`v2 = v1 − v0 − s5 + s7`,
    /// a difference of differences, as a stack's neighbours give) was missed.
    mutating func variablesMoved(byAnyOf directions: [Symbol]) -> Set<Symbol> {
        guard !directions.isEmpty else { return [] }
        let order = evaluationOrder()
        var moved = Set<Symbol>()
        for direction in directions where kinds[direction] == .external { moved.insert(direction) }
        for walk in 0..<2 {
            var rates = [Double](repeating: 0, count: kinds.count)
            for (index, direction) in directions.enumerated() {
                rates[direction] = Self.genericRate(of: index, walk: walk)
            }
            // A basic symbol's rate is its row's, read through the directions' rates (each
            // row once).
            var basicRates = [Double?](repeating: nil, count: kinds.count)
            for variable in order {
                guard let definition = definitions[variable] else { continue }
                var rate = 0.0
                for cell in definition.cells {
                    switch kinds[cell.symbol] {
                    case .parameter: continue
                    case .external: rate += cell.coefficient * rates[cell.symbol]
                    default:
                        guard let row = rows[cell.symbol] else {
                            rate += cell.coefficient * rates[cell.symbol]
                            continue
                        }
                        if basicRates[cell.symbol] == nil {
                            var rowRate = 0.0
                            for rowCell in row.cells { rowRate += rowCell.coefficient * rates[rowCell.symbol] }
                            basicRates[cell.symbol] = rowRate
                        }
                        rate += cell.coefficient * (basicRates[cell.symbol] ?? 0)
                    }
                }
                rates[variable] = rate
                if abs(rate) > 1e-9 { moved.insert(variable) }
            }
        }
        return moved
    }
}
