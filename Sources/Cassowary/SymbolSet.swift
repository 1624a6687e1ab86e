/// A set of small non-negative numbers: symbols, or the numbers of the rows that hold one
/// symbol (a column of the tableau).
///
/// Open addressing with linear probing and a fixed multiplicative hash: cheaper than `Set`'s
/// seeded hashing for the many small inserts and removals a pivot makes, and iterated in
/// an order that depends only on what was inserted and removed (which the solver's
/// determinism does not rely on, but it costs nothing).
///
/// Most columns hold a few symbols, so up to four are kept inline, without an allocation
/// or a hash, until a fifth arrives (when columns named basic symbols, a dual pivot across a
/// long row updated the column of every cell of it: in tables, removing symbols was 28 % of
/// an equalCentering build at a fixed width). They are iterated in the order the table the set used to move into at its third
/// member would hold them, so that columns are walked as they always were and no answer
/// changes, not even in its last bit.
///
/// A set that grows until its table would take more room than one bit per symbol below its
/// largest member becomes such a bitmap, and is iterated in ascending order from then on: a
/// row that closes a stack's chain holds every view, and substituting it into a row per view
/// filled a thousand columns with a thousand members each, growing and rehashing each table
/// on the way (a fifth of the build of an unsized fillProportionally stack of 1000 views).
struct SymbolSet: Sequence, ExpressibleByArrayLiteral {
    /// The slots, once more than ``inlineCapacity`` symbols have been held; `empty` marks a free one.
    private var slots: [Int] = []
    /// Once the set is a bitmap: bit `s % 64` of word `s / 64` is set when `s` is a member
    /// (`slots` is then empty, and stays so).
    private var bits: [UInt64] = []
    /// While `slots` is empty: the members, in the order they were inserted (`empty` after the last).
    private var inline: (Int, Int, Int, Int) = (SymbolSet.empty, SymbolSet.empty, SymbolSet.empty, SymbolSet.empty)
    /// How many symbols are in the set.
    private(set) var count = 0
    private static let empty = -1
    /// How many members are kept without a table.
    private static let inlineCapacity = 4
    /// The size of the first table: where the inline members would sit in it gives their order.
    private static let firstTableSize = 8

    init() {}

    init(arrayLiteral symbols: Int...) {
        for symbol in symbols { insert(symbol) }
    }

    var isEmpty: Bool { count == 0 }

    /// Whether the members are kept as a bitmap (walked in ascending order).
    var isBitmap: Bool { !bits.isEmpty }

    @inline(__always) private static func home(of symbol: Int, mask: Int) -> Int {
        let mixed = UInt64(truncatingIfNeeded: symbol) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// The inline member at `index` (below `count`).
    @inline(__always) private func inlineMember(_ index: Int) -> Int {
        switch index {
        case 0: inline.0
        case 1: inline.1
        case 2: inline.2
        default: inline.3
        }
    }

    @inline(__always) private mutating func setInlineMember(_ index: Int, _ symbol: Int) {
        switch index {
        case 0: inline.0 = symbol
        case 1: inline.1 = symbol
        case 2: inline.2 = symbol
        default: inline.3 = symbol
        }
    }

    /// The position of `symbol` among the inline members, or nil.
    @inline(__always) private func inlineIndex(of symbol: Int) -> Int? {
        if count > 0 && inline.0 == symbol { return 0 }
        if count > 1 && inline.1 == symbol { return 1 }
        if count > 2 && inline.2 == symbol { return 2 }
        if count > 3 && inline.3 == symbol { return 3 }
        return nil
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
        if !bits.isEmpty { return Self.bit(symbol, in: bits) }
        if slots.isEmpty { return inlineIndex(of: symbol) != nil }
        return slot(of: symbol) != nil
    }

    /// Adds `symbol`; returns whether it was new.
    @discardableResult
    mutating func insert(_ symbol: Int) -> Bool {
        if !bits.isEmpty { return insertInBits(symbol) }
        if slots.isEmpty {
            if inlineIndex(of: symbol) != nil {
                // A first table holding four would grow before finding it there.
                if count == Self.inlineCapacity {
                    spill()
                    grow(to: slots.count * 2)
                }
                return false
            }
            if count < Self.inlineCapacity {
                setInlineMember(count, symbol)
                count += 1
                return true
            }
            spill()
        }
        if (count + 1) * 2 > slots.count {
            // A table twice this size, or one bit per symbol up to the largest member.
            let largest = Swift.max(symbol, slots.max() ?? 0)
            if Self.words(upTo: largest) <= slots.count * 2 {
                becomeBitmap(upTo: largest)
                return insertInBits(symbol)
            }
            grow(to: slots.count * 2)
        }
        return insertInSlots(symbol)
    }

    /// How many words a bitmap holding symbols up to `largest` takes.
    @inline(__always) private static func words(upTo largest: Int) -> Int { largest / 64 + 1 }

    @inline(__always) private static func bit(_ symbol: Int, in bits: [UInt64]) -> Bool {
        let word = symbol >> 6
        return word < bits.count && bits[word] & (1 << UInt64(symbol & 63)) != 0
    }

    /// Moves the table's members into a bitmap reaching `largest`.
    private mutating func becomeBitmap(upTo largest: Int) {
        var bitmap = [UInt64](repeating: 0, count: Self.words(upTo: largest))
        for value in slots where value != Self.empty { bitmap[value >> 6] |= 1 << UInt64(value & 63) }
        bits = bitmap
        slots = []
    }

    @discardableResult
    private mutating func insertInBits(_ symbol: Int) -> Bool {
        let word = symbol >> 6, mask: UInt64 = 1 << UInt64(symbol & 63)
        if word >= bits.count { bits.append(contentsOf: repeatElement(0, count: word + 1 - bits.count)) }
        if bits[word] & mask != 0 { return false }
        bits[word] |= mask
        count += 1
        return true
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

    /// Adds every member of `other`: word by word when both are bitmaps.
    mutating func formUnion(_ other: SymbolSet) {
        guard !other.bits.isEmpty else {
            for member in other { insert(member) }
            return
        }
        if bits.isEmpty {
            // A bitmap's worth of members joins: this set takes their form first.
            let members = Array(self)
            self = SymbolSet()
            bits = [UInt64](repeating: 0, count: other.bits.count)
            for member in members { insertInBits(member) }
        }
        if other.bits.count > bits.count { bits.append(contentsOf: repeatElement(0, count: other.bits.count - bits.count)) }
        var added = 0
        bits.withUnsafeMutableBufferPointer { mine in
            for (index, word) in other.bits.enumerated() {
                added += (word & ~mine[index]).nonzeroBitCount
                mine[index] |= word
            }
        }
        count += added
    }

    /// Removes `symbol` if present (backward-shift deletion: no tombstones).
    mutating func remove(_ symbol: Int) {
        if !bits.isEmpty {
            let word = symbol >> 6, mask: UInt64 = 1 << UInt64(symbol & 63)
            guard word < bits.count, bits[word] & mask != 0 else { return }
            bits[word] &= ~mask
            count -= 1
            return
        }
        if slots.isEmpty {
            guard let index = inlineIndex(of: symbol) else { return }
            // The later members move up, keeping the order they were inserted in.
            for later in (index + 1)..<count { setInlineMember(later - 1, inlineMember(later)) }
            count -= 1
            setInlineMember(count, Self.empty)
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

    /// Moves the inline members into a first table, in the order they were inserted.
    private mutating func spill() {
        slots = [Int](repeating: Self.empty, count: Self.firstTableSize)
        let members = (0..<count).map { inlineMember($0) }
        inline = (Self.empty, Self.empty, Self.empty, Self.empty)
        count = 0
        for member in members { _ = insertInSlots(member) }
    }

    private mutating func grow(to size: Int) {
        let old = slots
        slots = [Int](repeating: Self.empty, count: size)
        count = 0
        for value in old where value != Self.empty { _ = insertInSlots(value) }
    }

    func makeIterator() -> Iterator {
        guard slots.isEmpty, bits.isEmpty else { return Iterator(slots: slots, bits: bits, inline: (Self.empty, Self.empty, Self.empty, Self.empty)) }
        return Iterator(slots: slots, bits: bits, inline: inlineInTableOrder())
    }

    /// The inline members in the order a first table would hold them: each inserted, in
    /// the order they were, at its home or the next free slot after it. (Backward-shift
    /// deletion leaves a table as if the removed symbol had never been inserted, so the
    /// members removed since make no difference.)
    private func inlineInTableOrder() -> (Int, Int, Int, Int) {
        if count <= 1 { return inline }
        let mask = Self.firstTableSize - 1
        // Four bits a slot of the first table: the position of its member in `inline`, plus one.
        var occupant: UInt32 = 0
        for index in 0..<count {
            var slot = Self.home(of: inlineMember(index), mask: mask)
            while (occupant >> UInt32(4 * slot)) & 0xF != 0 { slot = (slot + 1) & mask }
            occupant |= UInt32(index + 1) << UInt32(4 * slot)
        }
        var ordered = SymbolSet()
        for slot in 0..<Self.firstTableSize {
            let position = Int((occupant >> UInt32(4 * slot)) & 0xF)
            if position != 0 {
                ordered.setInlineMember(ordered.count, inlineMember(position - 1))
                ordered.count += 1
            }
        }
        return ordered.inline
    }

    /// Goes through the inline members, the occupied slots in slot order, or the bitmap's
    /// members in ascending order.
    struct Iterator: IteratorProtocol {
        let slots: [Int]
        let bits: [UInt64]
        var inline: (Int, Int, Int, Int)
        var index = 0
        /// The bitmap's word at `index - 1`, less the members already returned.
        var word: UInt64 = 0

        init(slots: [Int], bits: [UInt64], inline: (Int, Int, Int, Int)) {
            self.slots = slots
            self.bits = bits
            self.inline = inline
        }

        mutating func next() -> Int? {
            if !bits.isEmpty {
                while word == 0 {
                    guard index < bits.count else { return nil }
                    word = bits[index]
                    index += 1
                }
                let offset = word.trailingZeroBitCount
                word &= word - 1
                return (index - 1) << 6 | offset
            }
            if slots.isEmpty {
                let value = inline.0
                guard value != SymbolSet.empty else { return nil }
                inline = (inline.1, inline.2, inline.3, SymbolSet.empty)
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
