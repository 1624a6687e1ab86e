/// Symbols waiting their turn, taken lowest first, each queued at most once: the rows the
/// dual simplex still has to make feasible.
///
/// A binary min-heap with a membership bitmap. A pivot can flag the same row again and
/// again; kept as a plain list, those repeats grew with every pivot and each turn searched
/// them all for the lowest, which made a long run of the dual simplex quadratic.
struct SymbolQueue {
    private var heap = SymbolHeap(largestFirst: false)

    var isEmpty: Bool { heap.isEmpty }

    /// Queues `symbol` unless it is already waiting.
    mutating func append(_ symbol: Symbol) { heap.insert(UInt64(symbol)) }

    /// Takes the lowest queued symbol out, or nil when none is waiting.
    mutating func popMin() -> Symbol? { heap.popFirst().map(SymbolHeap.symbol(of:)) }
}
