extension Tableau {
    /// Rewrites `row` in non-basic symbols only: definitions of user variables are expanded
    /// (each visited once, in dependency order) and basic symbols replaced by their rows.
    mutating func expanded(_ row: Row) -> Row {
        if !row.cells.contains(where: { definitions[$0.symbol] != nil || rows[$0.symbol] != nil }) { return row }
        // Definitions reachable from the row, parents before the variables they name.
        let order = definitionsReachable(from: row.cells.map(\.symbol)).reversed()
        scratch.prepare(count: kinds.count)
        var constant = row.constant
        for cell in row.cells { scratch.add(cell.coefficient, to: cell.symbol) }
        for variable in order {
            let weight = scratch.take(variable)
            guard weight != 0, let definition = definitions[variable] else { continue }
            constant += weight * definition.constant
            for cell in definition.cells { scratch.add(weight * cell.coefficient, to: cell.symbol) }
        }
        var result = Row(constant: constant)
        for (symbol, coefficient) in scratch.drain() where !isDefined(symbol) {
            if let basicRow = rows[symbol] {
                result.add(basicRow, times: coefficient)
            } else {
                result.insert(symbol, coefficient)
            }
        }
        return result
    }

    /// The defined variables reachable from `roots` through definitions, each after every
    /// defined variable its definition names (a post-order of the definition graph).
    func definitionsReachable(from roots: [Symbol]) -> [Symbol] {
        var order: [Symbol] = []
        var visited = Set<Symbol>()
        var stack: [(symbol: Symbol, next: Int)] = []
        for root in roots where isDefined(root) && !visited.contains(root) {
            visited.insert(root)
            stack.append((root, 0))
            while let top = stack.last {
                guard let definition = definitions[top.symbol] else { stack.removeLast(); continue }
                if top.next < definition.cells.count {
                    stack[stack.count - 1].next += 1
                    let child = definition.cells[top.next].symbol
                    if isDefined(child) && !visited.contains(child) {
                        visited.insert(child)
                        stack.append((child, 0))
                    }
                } else {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
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

    /// The current value of a non-user symbol: its row's constant when basic, else 0.
    /// Parameters read as 0 because their value is already folded into constants.
    func restrictedValue(_ symbol: Symbol) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// The values of every symbol's user variable, in symbol order (0 for symbols that are not user variables).
    mutating func externalValues() -> [Double] {
        var values = [Double](repeating: 0, count: kinds.count)
        for variable in evaluationOrder() {
            guard let definition = definitions[variable] else { continue }
            var value = definition.constant
            for cell in definition.cells {
                switch kinds[cell.symbol] {
                case .external: value += cell.coefficient * values[cell.symbol]
                case .parameter: break
                default: value += cell.coefficient * restrictedValue(cell.symbol)
                }
            }
            values[variable] = value
        }
        return values
    }
}
