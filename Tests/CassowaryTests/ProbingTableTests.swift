@testable import Cassowary
import PropertyBased
import Testing

@Suite struct ProbingTableTests {
    /// Any sequence of writes, removals and in-place changes leaves the same entries as
    /// `Dictionary` (keys that differ only in their top bits, like doubles, and clustered
    /// keys make long probe runs, so backward-shift deletion is exercised).
    @Test func behavesLikeDictionary() async {
        await propertyCheck(count: 500, input: Gen.int(in: -60...60).array(of: 0...300)) { operations in
            var table = ProbingTable<UInt64, [Int]>()
            var reference: [UInt64: [Int]] = [:]
            for (step, operation) in operations.enumerated() {
                let key = UInt64(abs(operation) % 20) << 52 | UInt64(abs(operation) / 20)
                switch operation {
                case ..<(-30):
                    #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
                case ..<0:
                    table[key] = nil
                    reference[key] = nil
                case 0..<30:
                    table[key] = [step]
                    reference[key] = [step]
                case 30..<45:
                    // In place: appends to the value when there is one, else creates none.
                    table.update(key) { $0.append(step) }
                    reference[key]?.append(step)
                default:
                    // Through the subscript's getter and setter: the same entries.
                    table[key]?.append(step)
                    reference[key]?.append(step)
                }
                #expect(table.count == reference.count)
            }
            for key in Set(operations.map { UInt64(abs($0) % 20) << 52 | UInt64(abs($0) / 20) }) {
                #expect(table[key] == reference[key])
            }
            #expect(table.values.sorted { $0.lexicographicallyPrecedes($1) } == reference.values.sorted { $0.lexicographicallyPrecedes($1) })
        }
    }

    /// `update` hands the closure the stored value itself, not a copy: an object the value
    /// holds is referenced once, so appending to an array in it does not copy the array.
    @Test func updateChangesTheStoredValueInPlace() {
        final class Box {}
        struct Holder { var box = Box() }
        var table = ProbingTable<Int, Holder>()
        table[1] = Holder()
        var unique = false
        table.update(1) { unique = isKnownUniquelyReferenced(&$0.box) }
        #expect(unique)
        var called = false
        table.update(2) { _ in called = true }
        #expect(!called)
        #expect(table[2] == nil)
    }

    /// Objects are told apart by identity, whatever their addresses.
    @Test func keysObjectsByIdentity() {
        let objects = (0..<200).map { Variable("v\($0)") }
        var table = ProbingTable<ObjectIdentifier, Int>()
        for (index, object) in objects.enumerated() { table[ObjectIdentifier(object)] = index }
        for (index, object) in objects.enumerated() where index % 3 == 0 { table[ObjectIdentifier(object)] = nil }
        for (index, object) in objects.enumerated() {
            #expect(table[ObjectIdentifier(object)] == (index % 3 == 0 ? nil : index))
        }
        #expect(table.count == objects.indices.filter { $0 % 3 != 0 }.count)
    }
}
