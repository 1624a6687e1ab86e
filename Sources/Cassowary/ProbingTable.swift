/// A key of a ``ProbingTable``: equality, and 64 bits to hash.
protocol ProbingKey: Equatable {
    /// Bits that equal keys share; the table mixes them itself.
    var probingBits: UInt64 { get }
}

extension ObjectIdentifier: ProbingKey {
    /// The object's address.
    var probingBits: UInt64 { UInt64(UInt(bitPattern: self)) }
}

extension Int: ProbingKey {
    var probingBits: UInt64 { UInt64(bitPattern: Int64(self)) }
}

extension UInt64: ProbingKey {
    var probingBits: UInt64 { self }
}

/// A map for the solver's bookkeeping — a variable's symbol, a constraint's tag, the groups
/// sharing a slack or a dummy — looked up several times for every constraint added.
///
/// Open addressing with linear probing and a fixed (unseeded) hash, like ``SymbolSet``:
/// `Dictionary`'s seeded hashing cost more than the rest of adding a short constraint.
/// (``SymbolSet`` stays apart: it keeps bare symbols with a sentinel, half the memory of an
/// optional slot, in the tableau's hottest loops, and its iteration order is the one the
/// pivots have always scanned columns in.) The
/// solver never lets the table's slot order (which for objects depends on addresses) reach
/// an answer: ``values`` is only asked whether any value has a property.
struct ProbingTable<Key: ProbingKey, Value> {
    private struct Slot {
        var key: Key
        var value: Value
    }

    /// The slots, a power of two of them (or none before the first write).
    private var slots: [Slot?] = []
    /// How many keys are in the table.
    private(set) var count = 0

    init() {}

    @inline(__always) private func home(of key: Key, mask: Int) -> Int {
        // A 64-bit finaliser: every input bit reaches the low bits the mask keeps (a double's
        // bits differ mostly at the top, an address's near the bottom).
        var bits = key.probingBits
        bits ^= bits >> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits >> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits >> 33
        return Int(truncatingIfNeeded: bits) & mask
    }

    /// The slot holding `key`, or nil.
    private func slot(of key: Key) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = home(of: key, mask: mask)
        while let slot = slots[index] {
            if slot.key == key { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The value for `key`; setting nil removes it. A change through the subscript
    /// (`table[key]?.members.append(…)`) works on a copy of the value: use
    /// ``update(_:_:)`` to change what the value owns in place.
    subscript(key: Key) -> Value? {
        get { slot(of: key).flatMap { slots[$0]?.value } }
        set {
            if let newValue { insert(key, newValue) } else { removeValue(forKey: key) }
        }
    }

    /// Changes the value for `key` in place, if there is one: appending to an array it holds
    /// does not copy the array (through the subscript's accessors it did, once per append).
    mutating func update(_ key: Key, _ change: (inout Value) -> Void) {
        guard let index = slot(of: key) else { return }
        change(&slots[index]!.value)
    }

    /// The values, in no meaningful order.
    var values: [Value] { slots.compactMap { $0?.value } }

    private mutating func insert(_ key: Key, _ value: Value) {
        if let index = slot(of: key) {
            slots[index]?.value = value
            return
        }
        if (count + 1) * 2 > slots.count { rehash(into: Swift.max(8, slots.count * 2)) }
        let mask = slots.count - 1
        var index = home(of: key, mask: mask)
        while slots[index] != nil { index = (index + 1) & mask }
        slots[index] = Slot(key: key, value: value)
        count += 1
    }

    /// Removes `key` if present and returns its value.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let index = slot(of: key), let removed = slots[index].take() else { return nil }
        closeHole(at: index)
        return removed.value
    }

    /// Counts the emptied slot `hole` out and moves later entries of its probe run back into
    /// it (backward-shift deletion: no tombstones).
    private mutating func closeHole(at index: Int) {
        var hole = index
        let mask = slots.count - 1
        count -= 1
        var index = (hole + 1) & mask
        while let slot = slots[index] {
            let wanted = home(of: slot.key, mask: mask)
            // Move the entry into the hole when the hole lies on its probe path (cyclically in [wanted, index)).
            if (hole - wanted) & mask < (index - wanted) & mask {
                slots[hole] = slot
                slots[index] = nil
                hole = index
            }
            index = (index + 1) & mask
        }
    }

    /// Makes room for `capacity` keys, so that filling the table up to there never rehashes.
    mutating func reserveCapacity(_ capacity: Int) {
        var size = Swift.max(8, slots.count)
        while size < capacity * 2 { size *= 2 }
        if size > slots.count { rehash(into: size) }
    }

    private mutating func rehash(into size: Int) {
        let old = slots
        slots = Array(repeating: nil, count: size)
        let mask = size - 1
        for case let slot? in old {
            var index = home(of: slot.key, mask: mask)
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
