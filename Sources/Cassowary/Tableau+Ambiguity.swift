extension Tableau {
    /// The user variables (by symbol) that other optimal solutions would move.
    ///
    /// In one basis, a direction can look blocked by a row that is at zero (a degenerate
    /// vertex) although another basis of the same vertex shows it free. A pivot that brings
    /// in a symbol that costs nothing, in place of such a row, changes neither the solution
    /// nor its optimality; so the search goes through those bases (on a copy, up to a bound)
    /// and collects what each one shows.
    func ambiguousVariables() -> Set<Symbol> {
        var tableau = self
        var moved = Set<Symbol>()
        var tried = Set<[Symbol]>()
        for _ in 0..<64 {
            moved.formUnion(tableau.variablesMoved(byAnyOf: tableau.freeDirections()))
            guard let (entering, leaving) = tableau.blockedDirection(notIn: tried) else { break }
            tried.insert([entering, leaving])
            tableau.pivot(entering: entering, leaving: leaving)
        }
        return moved
    }

    /// A non-basic symbol that costs nothing but is held at zero by a degenerate row, and that
    /// row; pairs already tried are skipped.
    private func blockedDirection(notIn tried: Set<[Symbol]>) -> (Symbol, Symbol)? {
        for symbol in kinds.indices where isPivotable(symbol) && rows[symbol] == nil && objective.value(of: symbol).isZero {
            for basic in columns[symbol].sorted() where isPivotable(basic) {
                guard let row = rows[basic], row.coefficient(of: symbol) < 0, row.constant <= nearZeroTolerance else { continue }
                if !tried.contains([symbol, basic]) { return (symbol, basic) }
            }
        }
        return nil
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
                guard rows[symbol] == nil, objective.value(of: symbol).isZero else { continue }
                // Named by no row and no definition (an inequality kept out as implied, or
                // a symbol whose rows are gone): moving it moves nothing.
                guard !columns[symbol].isEmpty || !definitionsHolding[symbol].isEmpty else { continue }
                let blocked = columns[symbol].contains { basic in
                    guard isPivotable(basic), let row = rows[basic] else { return false }
                    return row.coefficient(of: symbol) < 0 && row.constant <= nearZeroTolerance
                }
                if !blocked { free.append(symbol) }
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
    /// cancel its own exactly, in both walks — a coincidence between the fractional parts of
    /// multiples of the golden ratio and of √2 that the tableau's coefficients would have to
    /// reproduce twice.
    mutating func variablesMoved(byAnyOf directions: [Symbol]) -> Set<Symbol> {
        guard !directions.isEmpty else { return [] }
        let order = evaluationOrder()
        var moved = Set<Symbol>()
        for direction in directions where kinds[direction] == .external { moved.insert(direction) }
        for step in [0.618_033_988_749_894_8, 0.414_213_562_373_095_1] {
            // Each direction's rate, in [1, 2): the fractional parts of multiples of `step`.
            var rates = [Double](repeating: 0, count: kinds.count)
            for (index, direction) in directions.enumerated() {
                let multiple = Double(index + 1) * step
                rates[direction] = 1 + (multiple - multiple.rounded(.down))
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
