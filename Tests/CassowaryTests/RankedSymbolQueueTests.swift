@testable import Cassowary
import PropertyBased
import Testing

@Suite struct RankedSymbolQueueTests {
    /// A symbol's rank in these tests: ranks repeat and run below zero, as definitions' do.
    static func rank(of symbol: Int) -> Int { symbol % 7 - 3 }

    /// Any mix of appends and pops takes symbols out highest rank first (the higher symbol
    /// among equal ranks), each once however often it was queued, and again once re-queued.
    @Test func popsTheHighestRankedSymbolOnce() async {
        await propertyCheck(count: 500, input: Gen.int(in: -1...300).array(of: 0...300)) { operations in
            var queue = RankedSymbolQueue()
            var reference = Set<Int>()
            let first = { (set: Set<Int>) in set.max { (Self.rank(of: $0), $0) < (Self.rank(of: $1), $1) } }
            for operation in operations {
                if operation >= 0 {
                    queue.append(operation, rank: Self.rank(of: operation))
                    reference.insert(operation)
                } else {
                    let expected = first(reference)
                    if let expected { reference.remove(expected) }
                    #expect(queue.popFirst() == expected)
                }
                #expect(queue.isEmpty == reference.isEmpty)
            }
            var drained: [Int] = []
            while let symbol = queue.popFirst() { drained.append(symbol) }
            #expect(drained == reference.sorted { (Self.rank(of: $0), $0) > (Self.rank(of: $1), $1) })
        }
    }
}
