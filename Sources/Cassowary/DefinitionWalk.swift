/// Reusable working storage for depth-first walks of the definition graph (a user variable
/// points to the defined variables its definition names).
///
/// Visited symbols are marked with the current walk's stamp, so a new walk clears every mark
/// at once; the stack keeps its capacity from walk to walk.
struct DefinitionWalk {
    private var stamps: [UInt32] = []
    private var current: UInt32 = 0
    /// The walk's path: each defined symbol with its definition's cells and the next cell to visit.
    private var stack: [(symbol: Symbol, cells: [Cell], next: Int)] = []

    /// Appends to `order` the defined symbols reachable from `roots` (roots included), each
    /// after every defined symbol its definition names: the post-order of a depth-first
    /// walk that takes roots and cells in order.
    mutating func postOrder(from roots: some Sequence<Symbol>, definitions: [Row?], into order: inout [Symbol]) {
        beginWalk(count: definitions.count)
        for root in roots {
            guard let rootDefinition = definitions[root], mark(root) else { continue }
            stack.append((root, rootDefinition.cells, 0))
            while let last = stack.indices.last {
                let next = stack[last].next
                if next < stack[last].cells.count {
                    stack[last].next = next + 1
                    let child = stack[last].cells[next].symbol
                    if let childDefinition = definitions[child], mark(child) {
                        stack.append((child, childDefinition.cells, 0))
                    }
                } else {
                    order.append(stack[last].symbol)
                    stack.removeLast()
                }
            }
        }
    }

    /// Starts a walk over symbols `0..<count` with nothing marked.
    private mutating func beginWalk(count: Int) {
        if stamps.count < count { stamps.append(contentsOf: repeatElement(0, count: count - stamps.count)) }
        if current == UInt32.max {
            for index in stamps.indices { stamps[index] = 0 }
            current = 0
        }
        current += 1
    }

    /// Marks `symbol`; whether it was not marked yet in this walk.
    @inline(__always)
    private mutating func mark(_ symbol: Symbol) -> Bool {
        if stamps[symbol] == current { return false }
        stamps[symbol] = current
        return true
    }
}
