/// A set of symbols: the basic symbols whose rows hold one symbol (a column of the tableau).
///
/// Open addressing with linear probing and a fixed multiplicative hash: cheaper than `Set`'s
/// seeded hashing for the many small inserts and removals a pivot makes, and iterated in
/// an order that depends only on what was inserted and removed (which the solver's
/// determinism does not rely on, but it costs nothing).
struct SymbolSet: Sequence, ExpressibleByArrayLiteral {
    /// The slots; `empty` marks a free one. Empty until the first insert.
    private var slots: [Int] = []
    /// How many symbols are in the set.
    private(set) var count = 0
    private static let empty = -1

    init() {}

    init(arrayLiteral symbols: Int...) {
        for symbol in symbols { insert(symbol) }
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(of symbol: Int) -> Int {
        let mixed = UInt64(truncatingIfNeeded: symbol) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (slots.count - 1)
    }

    /// The slot holding `symbol`, or nil.
    private func slot(of symbol: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = home(of: symbol)
        while true {
            let value = slots[index]
            if value == symbol { return index }
            if value == Self.empty { return nil }
            index = (index + 1) & mask
        }
    }

    func contains(_ symbol: Int) -> Bool { slot(of: symbol) != nil }

    /// Adds `symbol`; returns whether it was new.
    @discardableResult
    mutating func insert(_ symbol: Int) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = home(of: symbol)
        while true {
            let value = slots[index]
            if value == symbol { return false }
            if value == Self.empty {
                slots[index] = symbol
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    /// Removes `symbol` if present (backward-shift deletion: no tombstones).
    mutating func remove(_ symbol: Int) {
        guard var hole = slot(of: symbol) else { return }
        let mask = slots.count - 1
        slots[hole] = Self.empty
        count -= 1
        var index = (hole + 1) & mask
        while slots[index] != Self.empty {
            let value = slots[index]
            let wanted = home(of: value)
            // Move `value` into the hole when the hole lies on its probe path (cyclically in [wanted, index)).
            let distanceToHole = (hole - wanted) & mask
            let distanceToIndex = (index - wanted) & mask
            if distanceToHole < distanceToIndex {
                slots[hole] = value
                slots[index] = Self.empty
                hole = index
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [Int](repeating: Self.empty, count: Swift.max(8, old.count * 2))
        count = 0
        for value in old where value != Self.empty { insert(value) }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }

    /// Goes through the occupied slots in slot order.
    struct Iterator: IteratorProtocol {
        let slots: [Int]
        var index = 0

        mutating func next() -> Int? {
            while index < slots.count {
                let value = slots[index]
                index += 1
                if value != SymbolSet.empty { return value }
            }
            return nil
        }
    }
}
