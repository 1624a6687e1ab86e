/// Defined variables waiting to be expanded, taken highest rank first (the higher symbol
/// first among equal ranks), each queued at most once at a time. Its storage is kept from
/// use to use.
struct RankedSymbolQueue {
    private var heap = SymbolHeap<(rank: Int, symbol: Symbol)>(symbol: { $0.symbol }) { a, b in
        a.rank > b.rank || (a.rank == b.rank && a.symbol > b.symbol)
    }

    var isEmpty: Bool { heap.isEmpty }

    /// Queues `symbol` at `rank` unless it is already waiting.
    mutating func append(_ symbol: Symbol, rank: Int) { heap.insert((rank, symbol)) }

    /// Takes the highest-ranked symbol out, or nil when none is waiting.
    mutating func popFirst() -> Symbol? { heap.popFirst()?.symbol }
}
