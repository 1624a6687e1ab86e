@testable import Cassowary
import PropertyBased
import Testing

@Suite struct InequalityKeyTests {
    /// A row, and the same row with at most one thing changed — the constant, or one cell's
    /// symbol or coefficient, at any position (two cells are kept inline in a key, the rest
    /// in an array): the keys are equal exactly when nothing changed, and then their hash
    /// bits are equal too.
    @Test func equalExactlyForEqualRows() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 1...9).array(of: 1...8)) { numbers in
            var row = Row(constant: Double(numbers[0]))
            for (index, number) in numbers.enumerated().dropFirst() { row.insert(4 * index, Double(number)) }
            // What to change: the constant (0), a cell's coefficient (1…count) or symbol
            // (count+1…2·count), or nothing.
            let choice = numbers.reduce(0, +) % (2 * row.cells.count + 2)
            var changed = row
            let count = row.cells.count
            if choice == 0 {
                changed.constant += 1
            } else if choice <= count {
                changed.cells[choice - 1].coefficient += 1
            } else if choice <= 2 * count {
                changed.cells[choice - count - 1].symbol += 1  // stays sorted: symbols are 4 apart
            }
            let unchanged = choice == 2 * row.cells.count + 1
            let (a, b) = (InequalityKey(row), InequalityKey(changed))
            #expect((a == b) == unchanged)
            if unchanged { #expect(a.probingBits == b.probingBits) }
        }
        #expect(InequalityKey(Row(constant: -0.0)) == InequalityKey(Row(constant: 0)))
    }
}
