@testable import StackLayout
import Testing

/// The engine's table of items' variables by name behaves as a dictionary: every name set
/// is found with the last variables set for it, no other name is, through every growth.
@Suite("Item variables table")
struct ItemVariablesTableTests {
    @Test(arguments: 0..<8)
    func agreesWithADictionary(seed: Int) {
        var random = TestRandom(seed: UInt64(700 + seed))
        var table = ItemVariablesTable(capacity: random.next(in: 0...4))
        var reference: [String: ItemVariables] = [:]
        // UIKit's and the scenes' kind of names, a few unusual ones, and repeats.
        let stems = ["View", "Subview", "_UIOLAGapGuide", "_UILayoutSpacer", "Ünïcode ", "", "View1"]
        for _ in 0..<600 {
            let name = random.element(stems) + (random.next(in: 0...3) == 0 ? "" : String(random.next(in: 0...400)))
            let item = ItemVariables(name: name, baselines: nil)
            table.set(item, for: name)
            reference[name] = item
            let probe = random.element(stems) + String(random.next(in: 0...800))
            #expect(table[probe] === reference[probe], "\(probe)")
        }
        #expect(table.count == reference.count)
        for (name, item) in reference { #expect(table[name] === item, "\(name)") }
        #expect(Set(table.values.map(ObjectIdentifier.init)) == Set(reference.values.map(ObjectIdentifier.init)))
    }
}
