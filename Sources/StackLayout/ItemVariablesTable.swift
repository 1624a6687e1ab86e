/// The items' variables by item name, in an open-addressing table hashed with FNV-1a over
/// the name's UTF-8 bytes.
///
/// Building an engine looks up both items of every constraint (16,000 names at 1000
/// views), and a rebuild is what hiding a view costs on most stacks: with `Dictionary`'s
/// seeded SipHash those lookups took 9 % of it, here 6.5 % (most of it counting references to
/// the items found). Names are the scene's and UIKit's (`View12`, `StackView`,
/// `_UIOLAGapGuide3`): short, and distinct in their last bytes, which FNV-1a mixes in last.
struct ItemVariablesTable {
    /// A name and its item's variables; nil in an empty slot.
    private typealias Slot = (name: String, item: ItemVariables)?

    /// A power of two of slots, at most half of them full.
    private var slots: [Slot]
    /// How many items the table holds.
    private(set) var count = 0

    /// An empty table with room for `capacity` items before it grows.
    init(capacity: Int = 8) {
        var slotCount = 8
        while slotCount < 2 * capacity { slotCount *= 2 }
        slots = Array(repeating: nil, count: slotCount)
    }

    /// Whether the table holds no item.
    var isEmpty: Bool { count == 0 }

    /// Every item's variables, in no particular order.
    var values: [ItemVariables] { slots.compactMap { $0?.item } }

    /// The variables of the item `name`, if the table holds it.
    subscript(name: String) -> ItemVariables? {
        slots.withUnsafeBufferPointer { slots in
            var index = Self.hash(name) & (slots.count - 1)
            while let slot = slots[index] {
                if slot.name == name { return slot.item }
                index = (index + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Puts `item` under `name`, in place of what the table held there.
    mutating func set(_ item: ItemVariables, for name: String) {
        if 2 * (count + 1) > slots.count { grow() }
        var index = Self.hash(name) & (slots.count - 1)
        while let slot = slots[index], slot.name != name {
            index = (index + 1) & (slots.count - 1)
        }
        if slots[index] == nil { count += 1 }
        slots[index] = (name, item)
    }

    /// Twice the slots, every item put in again.
    private mutating func grow() {
        var larger = ItemVariablesTable(capacity: slots.count)
        for case let (name, item)? in slots { larger.set(item, for: name) }
        self = larger
    }

    /// FNV-1a of the name's UTF-8 bytes, its halves folded together.
    private static func hash(_ name: String) -> Int {
        var name = name
        let hash = name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
