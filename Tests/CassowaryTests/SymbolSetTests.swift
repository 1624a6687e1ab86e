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

    /// Replacing a member by a symbol not in the set (what a pivot does to the columns of
    /// the row that changes its basic symbol) leaves the members `Set` would have, inline
    /// or in a table.
    @Test func replacingAMemberBehavesLikeRemovingAndInserting() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...300).array(of: 1...12)) { members in
            var symbols = SymbolSet()
            var reference = Set<Int>()
            for member in members {
                symbols.insert(member)
                reference.insert(member)
            }
            for (old, new) in zip(members, members.map { $0 + 1000 }) where reference.contains(old) {
                symbols.replace(old, with: new)
                reference.remove(old)
                reference.insert(new)
                #expect(symbols.count == reference.count)
                #expect(Set(symbols) == reference)
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
