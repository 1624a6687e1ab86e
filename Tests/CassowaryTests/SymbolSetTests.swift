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

    /// Two members kept inline are iterated in the order a table holds them: the same set
    /// made to spill into a table (a third member inserted and removed) iterates alike.
    @Test func inlineMembersIterateInTableOrder() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...2000).array(of: 3...3)) { symbols in
            let (first, second, third) = (symbols[0], symbols[1], symbols[2])
            guard first != second, third != first, third != second else { return }
            var inline = SymbolSet()
            inline.insert(first)
            inline.insert(second)
            var table = inline
            table.insert(third)
            table.remove(third)
            #expect(Array(inline) == Array(table))
            #expect(table.count == 2 && table.contains(first) && table.contains(second))
        }
    }
}
