/// A binary heap of symbols, each held at most once at a time (a membership bitmap): the
/// storage behind ``SymbolQueue`` and ``RankedSymbolQueue``.
///
/// Entries are 64-bit keys whose low 32 bits are the symbol, and the heap gives out the
/// largest key first or the smallest, as it was made: a single integer comparison, where a
/// comparison closure over tuples cost a third of expanding a row through a long chain of
/// definitions.
struct SymbolHeap {
    private var heap: [UInt64] = []
    /// Bit `symbol` is set while `symbol` is held.
    private var held: [UInt64] = []
    /// Whether the largest key comes out first (else the smallest).
    private let largestFirst: Bool

    init(largestFirst: Bool) {
        self.largestFirst = largestFirst
    }

    var isEmpty: Bool { heap.isEmpty }

    /// The symbol of `key`.
    @inline(__always) static func symbol(of key: UInt64) -> Symbol { Symbol(key & 0xFFFF_FFFF) }

    @inline(__always) private func precedes(_ a: UInt64, _ b: UInt64) -> Bool {
        largestFirst ? a > b : a < b
    }

    /// Adds `key` unless its symbol is already held.
    mutating func insert(_ key: UInt64) {
        let symbol = Self.symbol(of: key)
        let word = symbol >> 6
        let bit: UInt64 = 1 << UInt64(symbol & 63)
        if word >= held.count { held.append(contentsOf: repeatElement(0, count: word + 1 - held.count)) }
        guard held[word] & bit == 0 else { return }
        held[word] |= bit
        heap.append(key)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the first key out, or nil when the heap is empty.
    mutating func popFirst() -> UInt64? {
        guard let first = heap.first else { return nil }
        let symbol = Self.symbol(of: first)
        held[symbol >> 6] &= ~(1 << UInt64(symbol & 63))
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                let right = left + 1
                let child = right < heap.count && precedes(heap[right], heap[left]) ? right : left
                guard precedes(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                parent = child
            }
        }
        return first
    }
}
