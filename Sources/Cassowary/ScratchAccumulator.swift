/// A reusable sparse accumulator over symbols: dense storage, with a list of the symbols
/// touched since the last drain, so that clearing costs only what was used.
struct ScratchAccumulator {
    private var values: [Double] = []
    private var isTouched: [Bool] = []
    private var touched: [Symbol] = []

    /// Makes room for `count` symbols.
    mutating func prepare(count: Int) {
        if values.count < count {
            values.append(contentsOf: repeatElement(0, count: count - values.count))
            isTouched.append(contentsOf: repeatElement(false, count: count - isTouched.count))
        }
    }

    mutating func add(_ value: Double, to symbol: Symbol) {
        if !isTouched[symbol] {
            isTouched[symbol] = true
            touched.append(symbol)
        }
        values[symbol] += value
    }

    /// The value accumulated for `symbol`, which is reset to 0.
    mutating func take(_ symbol: Symbol) -> Double {
        let value = values[symbol]
        values[symbol] = 0
        return value
    }

    /// Writes the non-zero values, by ascending symbol, into `result` (emptied first, its
    /// storage kept for reuse); the accumulator is empty afterwards.
    mutating func drain(into result: inout [(Symbol, Double)]) {
        touched.sort()
        result.removeAll(keepingCapacity: true)
        result.reserveCapacity(touched.count)
        for symbol in touched {
            if values[symbol] != 0 { result.append((symbol, values[symbol])) }
            values[symbol] = 0
            isTouched[symbol] = false
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// Appends the values not near zero (``isNearZero(_:)``), by ascending symbol, to
    /// `cells` as a row's cells; the accumulator is empty afterwards.
    mutating func drainCells(appendingTo cells: inout [Cell]) {
        touched.sort()
        cells.reserveCapacity(cells.count + touched.count)
        for symbol in touched {
            if !isNearZero(values[symbol]) { cells.append(Cell(symbol: symbol, coefficient: values[symbol])) }
            values[symbol] = 0
            isTouched[symbol] = false
        }
        touched.removeAll(keepingCapacity: true)
    }
}
