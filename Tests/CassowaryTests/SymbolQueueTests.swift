@testable import Cassowary
import PropertyBased
import Testing

@Suite struct SymbolQueueTests {
    /// Any mix of appends and pops takes symbols out as a sorted set would: the lowest
    /// first, each once however often it was queued, and queued again once taken out.
    @Test func popsTheLowestQueuedSymbolOnce() async {
        await propertyCheck(count: 500, input: Gen.int(in: -1...300).array(of: 0...300)) { operations in
            var queue = SymbolQueue()
            var reference = Set<Int>()
            for operation in operations {
                if operation >= 0 {
                    queue.append(operation)
                    reference.insert(operation)
                } else {
                    let lowest = reference.min()
                    if let lowest { reference.remove(lowest) }
                    #expect(queue.popMin() == lowest)
                }
                #expect(queue.isEmpty == reference.isEmpty)
            }
            var drained: [Int] = []
            while let symbol = queue.popMin() { drained.append(symbol) }
            #expect(drained == reference.sorted())
        }
    }
}
