/// Defined variables waiting to be expanded, taken highest rank first (the higher symbol
/// first among equal ranks), each queued at most once at a time. Its storage is kept from
/// use to use.
struct RankedSymbolQueue {
    /// Keys: the rank, offset to be non-negative, above the symbol, so that the larger key
    /// is the higher rank and, among equal ranks, the higher symbol.
    private var heap = SymbolHeap(largestFirst: true)

    var isEmpty: Bool { heap.isEmpty }

    /// Queues `symbol` at `rank` unless it is already waiting. Ranks and symbols are far
    /// inside 32 bits (both grow by at most one per constraint).
    mutating func append(_ symbol: Symbol, rank: Int) {
        let offsetRank = UInt64(truncatingIfNeeded: Int64(rank) + (1 << 31)) & 0xFFFF_FFFF
        heap.insert(offsetRank << 32 | UInt64(symbol))
    }

    /// Takes the highest-ranked symbol out, or nil when none is waiting.
    mutating func popFirst() -> Symbol? { heap.popFirst().map(SymbolHeap.symbol(of:)) }
}
