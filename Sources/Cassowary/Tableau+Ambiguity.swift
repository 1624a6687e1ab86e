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
    mutating func variablesMoved(byAnyOf directions: [Symbol]) -> Set<Symbol> {
        let order = evaluationOrder()
        var moved = Set<Symbol>()
        var rates = [Double](repeating: 0, count: kinds.count)
        for direction in directions {
            if kinds[direction] == .external { moved.insert(direction) }
            for index in rates.indices { rates[index] = 0 }
            rates[direction] = 1
            for variable in order {
                guard let definition = definitions[variable] else { continue }
                var rate = 0.0
                for cell in definition.cells {
                    switch kinds[cell.symbol] {
                    case .external: rate += cell.coefficient * rates[cell.symbol]
                    case .parameter: break
                    default:
                        if cell.symbol == direction {
                            rate += cell.coefficient
                        } else if let row = rows[cell.symbol] {
                            rate += cell.coefficient * row.coefficient(of: direction)
                        }
                    }
                }
                rates[variable] = rate
                if abs(rate) > 1e-9 { moved.insert(variable) }
            }
        }
        return moved
    }
}
