@testable import Cassowary
import PropertyBased
import Testing

@Suite struct SymbolSetTests {
    /// Any sequence of inserts and removals leaves the same members as `Set` (clustered
    /// symbols make long probe runs, so backward-shift deletion is exercised).
    @Test func behavesLikeSet() async {
        await propertyCheck(count: 500, input: Gen.int(in: -40...40).array(of: 0...200)) { operations in
            var symbols = SymbolSet()
            var reference = Set<Int>()
            for operation in operations {
                let symbol = abs(operation) * 64 % 1000
                if operation >= 0 {
                    #expect(symbols.insert(symbol) == reference.insert(symbol).inserted)
                } else {
                    symbols.remove(symbol)
                    reference.remove(symbol)
                }
                #expect(symbols.count == reference.count)
            }
            #expect(Set(symbols) == reference)
            for symbol in 0..<1000 where symbols.contains(symbol) != reference.contains(symbol) {
                Issue.record("membership of \(symbol) differs")
            }
        }
    }
}
