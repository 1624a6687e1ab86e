extension Tableau {
    /// The directions in which the solution can move without making any priority level
    /// worse: user variables that no constraint defines, and non-basic slacks and errors
    /// that cost nothing at any level and that no degenerate row blocks.
    func freeDirections() -> [Symbol] {
        var free: [Symbol] = []
        for symbol in kinds.indices {
            switch kinds[symbol] {
            case .external:
                if definitions[symbol] == nil { free.append(symbol) }
            case .slack, .error:
                guard rows[symbol] == nil, objective.value(of: symbol).isZero else { continue }
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
