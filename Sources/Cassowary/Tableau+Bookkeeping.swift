extension Tableau {
    /// What disagrees among the rows, their numbers and the columns, if anything: every
    /// basic symbol has a row number of its own, naming it back; every other number is free,
    /// listed once; and each symbol's column holds, and counts, exactly the numbers of the
    /// rows that name it. For tests (it reads every row once per symbol).
    func bookkeepingProblems() -> [String] {
        var problems: [String] = []
        var inUse = Set<Int>()
        for basic in rows.indices {
            let number = rowNumbers[basic]
            guard rows[basic] != nil else {
                if number != -1 { problems.append("non-basic \(basic) keeps row number \(number)") }
                continue
            }
            guard basicOfRow.indices.contains(number), basicOfRow[number] == basic else {
                problems.append("the row of \(basic) has number \(number), which names another basic symbol")
                continue
            }
            if !inUse.insert(number).inserted { problems.append("row number \(number) is used twice") }
        }
        let free = Set(freeRowNumbers)
        if free.count != freeRowNumbers.count { problems.append("a free row number is listed twice") }
        for number in basicOfRow.indices where !inUse.contains(number) {
            if basicOfRow[number] != -1 { problems.append("unused row number \(number) names \(basicOfRow[number])") }
            if !free.contains(number) { problems.append("row number \(number) is neither in use nor free") }
        }
        if !free.isSubset(of: Set(basicOfRow.indices).subtracting(inUse)) { problems.append("a row number in use, or out of range, is listed as free") }
        for symbol in columns.indices {
            let expected = Set(rows.indices.filter { (rows[$0]?.coefficient(of: symbol) ?? 0) != 0 }.map { rowNumbers[$0] })
            if Set(columns[symbol]) != expected { problems.append("the column of \(symbol) holds \(Set(columns[symbol]).sorted()), not \(expected.sorted())") }
            if columns[symbol].count != expected.count { problems.append("the column of \(symbol) counts \(columns[symbol].count) members, not \(expected.count)") }
        }
        return problems
    }
}
