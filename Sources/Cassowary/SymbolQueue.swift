/// Symbols waiting their turn, taken lowest first, each queued at most once: the rows the
/// dual simplex still has to make feasible.
///
/// A binary min-heap with a membership bitmap. A pivot can flag the same row again and
/// again; kept as a plain list, those repeats grew with every pivot and each turn searched
/// them all for the lowest, which made a long run of the dual simplex quadratic.
struct SymbolQueue {
    private var heap: [Symbol] = []
    /// Bit `symbol` is set while `symbol` is queued.
    private var queued: [UInt64] = []

    var isEmpty: Bool { heap.isEmpty }

    /// Queues `symbol` unless it is already waiting.
    mutating func append(_ symbol: Symbol) {
        let word = symbol >> 6
        let bit: UInt64 = 1 << UInt64(symbol & 63)
        if word >= queued.count { queued.append(contentsOf: repeatElement(0, count: word + 1 - queued.count)) }
        guard queued[word] & bit == 0 else { return }
        queued[word] |= bit
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the lowest queued symbol out, or nil when none is waiting.
    mutating func popMin() -> Symbol? {
        guard let lowest = heap.first else { return nil }
        queued[lowest >> 6] &= ~(1 << UInt64(lowest & 63))
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                let right = left + 1
                let child = right < heap.count && heap[right] < heap[left] ? right : left
                guard heap[child] < heap[parent] else { break }
                heap.swapAt(child, parent)
                parent = child
            }
        }
        return lowest
    }
}
