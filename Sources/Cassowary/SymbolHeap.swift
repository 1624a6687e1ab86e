/// A binary heap of symbols, each held at most once at a time (a membership bitmap), taken
/// out in the order `precedes` sets: the storage behind ``SymbolQueue`` and
/// ``RankedSymbolQueue``.
struct SymbolHeap<Entry> {
    private var heap: [Entry] = []
    /// Bit `symbol` is set while `symbol` is held.
    private var held: [UInt64] = []
    private let symbol: (Entry) -> Symbol
    private let precedes: (Entry, Entry) -> Bool

    init(symbol: @escaping (Entry) -> Symbol, precedes: @escaping (Entry, Entry) -> Bool) {
        self.symbol = symbol
        self.precedes = precedes
    }

    var isEmpty: Bool { heap.isEmpty }

    /// Adds `entry` unless its symbol is already held.
    mutating func insert(_ entry: Entry) {
        let symbol = symbol(entry)
        let word = symbol >> 6
        let bit: UInt64 = 1 << UInt64(symbol & 63)
        if word >= held.count { held.append(contentsOf: repeatElement(0, count: word + 1 - held.count)) }
        guard held[word] & bit == 0 else { return }
        held[word] |= bit
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the first entry out, or nil when the heap is empty.
    mutating func popFirst() -> Entry? {
        guard let first = heap.first else { return nil }
        let symbol = symbol(first)
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
