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

    /// Up to four members are kept inline, yet a column is walked in the order the solver
    /// has always walked it (the order a table holds its members in): every sequence of
    /// inserts and removals iterates as ``HistoricColumn`` does, while the set is not a
    /// bitmap (its symbols here are too large for a bitmap to be smaller).
    @Test func iteratesInTheOrderOfTheHistoricTable() async {
        await propertyCheck(count: 800, input: Gen.int(in: 0...59).array(of: 1...60)) { operations in
            var symbols = SymbolSet()
            var model = HistoricColumn()
            for operation in operations {
                // Symbols 8 apart share a home in the first table, so probes collide; a third
                // of the operations remove.
                let symbol = 100_000 + (operation % 20) * 8
                if operation / 20 == 1 {
                    symbols.remove(symbol)
                    model.remove(symbol)
                } else {
                    symbols.insert(symbol)
                    model.insert(symbol)
                }
                #expect(!symbols.isBitmap)
                #expect(Array(symbols) == model.members, "after \(operation)")
            }
        }
    }

    /// A set whose table would take more room than a bit per symbol up to its largest
    /// member becomes a bitmap, walked in ascending order, and still holds what `Set` holds
    /// through inserts and removals.
    @Test func aDenseColumnBecomesABitmapWalkedInAscendingOrder() async {
        await propertyCheck(count: 300, input: Gen.int(in: -1999...1999).array(of: 0...400)) { operations in
            var symbols = SymbolSet()
            var reference = Set<Int>()
            for operation in operations {
                if operation >= 0 {
                    #expect(symbols.insert(operation) == reference.insert(operation).inserted)
                } else {
                    symbols.remove(-operation)
                    reference.remove(-operation)
                }
                #expect(symbols.count == reference.count)
            }
            #expect(Set(symbols) == reference)
            if symbols.isBitmap { #expect(Array(symbols) == reference.sorted()) }
            for symbol in 0..<4000 where symbols.contains(symbol) != reference.contains(symbol) {
                Issue.record("membership of \(symbol) differs")
            }
        }
    }

    /// Adding one set to another, whichever form each has (inline, table, bitmap), leaves
    /// what `Set` leaves, counted right.
    @Test func unionBehavesLikeSet() async {
        let input = zip(Gen.int(in: 0...700).array(of: 0...150), Gen.int(in: 0...700).array(of: 0...150))
        await propertyCheck(count: 400, input: input) { mine, theirs in
            var symbols = SymbolSet()
            var other = SymbolSet()
            for member in mine { symbols.insert(member) }
            for member in theirs { other.insert(member) }
            symbols.formUnion(other)
            let expected = Set(mine).union(theirs)
            #expect(Set(symbols) == expected)
            #expect(symbols.count == expected.count)
            for member in 0..<800 where symbols.contains(member) != expected.contains(member) {
                Issue.record("membership of \(member) differs")
            }
        }
    }

    /// Which sets become bitmaps: a column holding a row per view of a 1000-view stack (a
    /// thousand members among 8,000 symbols) does; forty members spread over 100,000
    /// symbols stay a table, which is smaller.
    @Test func onlySetsDenserThanABitPerSymbolBecomeBitmaps() {
        var dense = SymbolSet()
        for member in stride(from: 3, to: 8000, by: 8) { dense.insert(member) }
        #expect(dense.isBitmap)
        #expect(Array(dense) == Array(stride(from: 3, to: 8000, by: 8)))
        var sparse = SymbolSet()
        for member in stride(from: 7, to: 100_000, by: 2500) { sparse.insert(member) }
        #expect(sparse.count == 40)
        #expect(!sparse.isBitmap)
    }
}

/// How the columns were kept before more members went inline: two inline, then a
/// linear-probing table from eight slots, doubled when more than half full (its members
/// taken again in slot order; a symbol already there counts), with backward-shift deletion
/// and no shrinking.
private struct HistoricColumn {
    var inline: [Int] = []
    var slots: [Int] = []

    static func home(of symbol: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: symbol) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    var members: [Int] {
        if !slots.isEmpty { return slots.filter { $0 >= 0 } }
        guard inline.count == 2 else { return inline }
        let first = Self.home(of: inline[0], mask: 7)
        var second = Self.home(of: inline[1], mask: 7)
        if second == first { second = (first + 1) & 7 }
        return first < second ? inline : [inline[1], inline[0]]
    }

    mutating func insert(_ symbol: Int) {
        if slots.isEmpty {
            if inline.contains(symbol) { return }
            if inline.count < 2 {
                inline.append(symbol)
                return
            }
            slots = [Int](repeating: -1, count: 8)
            for member in inline { place(member) }
            inline = []
        }
        if (slots.count { $0 >= 0 } + 1) * 2 > slots.count {
            let old = slots.filter { $0 >= 0 }
            slots = [Int](repeating: -1, count: slots.count * 2)
            for member in old { place(member) }
        }
        // A table grows before it looks for the symbol.
        if !slots.contains(symbol) { place(symbol) }
    }

    mutating func place(_ symbol: Int) {
        let mask = slots.count - 1
        var index = Self.home(of: symbol, mask: mask)
        while slots[index] >= 0 { index = (index + 1) & mask }
        slots[index] = symbol
    }

    mutating func remove(_ symbol: Int) {
        if slots.isEmpty {
            inline.removeAll { $0 == symbol }
            return
        }
        guard var hole = slots.firstIndex(of: symbol) else { return }
        let mask = slots.count - 1
        slots[hole] = -1
        var index = (hole + 1) & mask
        while slots[index] >= 0 {
            let wanted = Self.home(of: slots[index], mask: mask)
            if (hole - wanted) & mask < (index - wanted) & mask {
                slots[hole] = slots[index]
                slots[index] = -1
                hole = index
            }
            index = (index + 1) & mask
        }
    }

}
