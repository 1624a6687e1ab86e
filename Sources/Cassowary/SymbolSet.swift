/// A set of symbols: the basic symbols whose rows hold one symbol (a column of the tableau).
///
/// Open addressing with linear probing and a fixed multiplicative hash: cheaper than `Set`'s
/// seeded hashing for the many small inserts and removals a pivot makes, and iterated in
/// an order that depends only on what was inserted and removed (which the solver's
/// determinism does not rely on, but it costs nothing).
///
/// Most columns hold one or two symbols, so the first two are kept inline, without an
/// allocation, until a third arrives; they are iterated in the order the smallest table
/// would hold them, so the order is the same as if they had been in one from the start.
struct SymbolSet: Sequence, ExpressibleByArrayLiteral {
    /// The slots, once more than two symbols have been held; `empty` marks a free one.
    private var slots: [Int] = []
    /// While `slots` is empty: the members, in the order they were inserted (`empty` when absent).
    private var firstInline = SymbolSet.empty
    private var secondInline = SymbolSet.empty
    /// How many symbols are in the set.
    private(set) var count = 0
    private static let empty = -1
    /// The size of the first table: where the inline members would sit in it gives their order.
    private static let firstTableSize = 8

    init() {}

    init(arrayLiteral symbols: Int...) {
        for symbol in symbols { insert(symbol) }
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) private static func home(of symbol: Int, mask: Int) -> Int {
        let mixed = UInt64(truncatingIfNeeded: symbol) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// The slot holding `symbol`, or nil (only once the slots are in use).
    private func slot(of symbol: Int) -> Int? {
        let mask = slots.count - 1
        var index = Self.home(of: symbol, mask: mask)
        while true {
            let value = slots[index]
            if value == symbol { return index }
            if value == Self.empty { return nil }
            index = (index + 1) & mask
        }
    }

    func contains(_ symbol: Int) -> Bool {
        if slots.isEmpty { return symbol != Self.empty && (firstInline == symbol || secondInline == symbol) }
        return slot(of: symbol) != nil
    }

    /// Adds `symbol`; returns whether it was new.
    @discardableResult
    mutating func insert(_ symbol: Int) -> Bool {
        if slots.isEmpty {
            if firstInline == symbol || secondInline == symbol { return false }
            if firstInline == Self.empty {
                firstInline = symbol
                count = 1
                return true
            }
            if secondInline == Self.empty {
                secondInline = symbol
                count = 2
                return true
            }
            spill()
        } else if (count + 1) * 2 > slots.count {
            grow(to: slots.count * 2)
        }
        return insertInSlots(symbol)
    }

    private mutating func insertInSlots(_ symbol: Int) -> Bool {
        let mask = slots.count - 1
        var index = Self.home(of: symbol, mask: mask)
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
        if slots.isEmpty {
            guard symbol != Self.empty else { return }
            if firstInline == symbol {
                firstInline = secondInline
                secondInline = Self.empty
                count -= 1
            } else if secondInline == symbol {
                secondInline = Self.empty
                count -= 1
            }
            return
        }
        guard var hole = slot(of: symbol) else { return }
        let mask = slots.count - 1
        slots[hole] = Self.empty
        count -= 1
        var index = (hole + 1) & mask
        while slots[index] != Self.empty {
            let value = slots[index]
            let wanted = Self.home(of: value, mask: mask)
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

    /// Puts `new` (not a member) in the place of `old` (a member): a pivot changes the basic
    /// symbol of a row that stays in the same columns. Held inline, the swap is in place.
    mutating func replace(_ old: Int, with new: Int) {
        if slots.isEmpty {
            if firstInline == old {
                firstInline = new
                return
            }
            if secondInline == old {
                secondInline = new
                return
            }
        }
        remove(old)
        insert(new)
    }

    /// Moves the two inline members into a first table, in the order they were inserted.
    private mutating func spill() {
        slots = [Int](repeating: Self.empty, count: Self.firstTableSize)
        let members = (firstInline, secondInline)
        firstInline = Self.empty
        secondInline = Self.empty
        count = 0
        _ = insertInSlots(members.0)
        _ = insertInSlots(members.1)
    }

    private mutating func grow(to size: Int) {
        let old = slots
        slots = [Int](repeating: Self.empty, count: size)
        count = 0
        for value in old where value != Self.empty { _ = insertInSlots(value) }
    }

    func makeIterator() -> Iterator {
        guard slots.isEmpty else { return Iterator(slots: slots, inline: (Self.empty, Self.empty)) }
        return Iterator(slots: slots, inline: inlineInTableOrder())
    }

    /// The inline members in the order a first table would hold them: the first inserted at
    /// its home, the second at its home or, when that is taken, the slot after it.
    private func inlineInTableOrder() -> (Int, Int) {
        guard secondInline != Self.empty else { return (firstInline, Self.empty) }
        let mask = Self.firstTableSize - 1
        let firstSlot = Self.home(of: firstInline, mask: mask)
        var secondSlot = Self.home(of: secondInline, mask: mask)
        if secondSlot == firstSlot { secondSlot = (firstSlot + 1) & mask }
        return firstSlot < secondSlot ? (firstInline, secondInline) : (secondInline, firstInline)
    }

    /// Goes through the inline members, or the occupied slots in slot order.
    struct Iterator: IteratorProtocol {
        let slots: [Int]
        var inline: (Int, Int)
        var index = 0

        mutating func next() -> Int? {
            if slots.isEmpty {
                let value = inline.0
                guard value != SymbolSet.empty else { return nil }
                inline = (inline.1, SymbolSet.empty)
                return value
            }
            while index < slots.count {
                let value = slots[index]
                index += 1
                if value != SymbolSet.empty { return value }
            }
            return nil
        }
    }
}
