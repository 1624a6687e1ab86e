@testable import Cassowary
import PropertyBased
import Testing

@Suite struct LexValueTests {
    /// Comparing two values each times its own factor, as the ratio tests do, answers what
    /// scaling both and comparing the products answers, with factors that shrink a level
    /// to rounding and levels only one side has.
    @Test func comparingScaledValuesEqualsScalingThenComparing() async {
        let value = zip(Gen.int(in: 1...6), Gen.int(in: -3...3)).array(of: 0...4)
        let factor = Gen.int(in: 0...6)
        await propertyCheck(count: 500, input: zip(value, factor, value, factor)) { left, leftChoice, right, rightChoice in
            func make(_ terms: [(Int, Int)]) -> LexValue {
                var result = LexValue.zero
                for (level, amount) in terms { result.add(LexValue(unitAt: Double(level)), times: Double(amount)) }
                return result
            }
            // 1e-12 turns a unit into rounding; the others are ordinary ratios.
            let factors: [Double] = [1e-12, 0.001, 0.5, 1, 1.0 / 3, 2, 999]
            let (a, b) = (make(left), make(right))
            let (x, y) = (factors[leftChoice], factors[rightChoice])
            #expect(a.compare(scaledBy: x, with: b, scaledBy: y) == a.scaled(by: x).compare(b.scaled(by: y)))
        }
    }

    /// Any sequence of additions — one level at a time (a charge), or several (a cost
    /// substituted into another) — keeps, level by level, what summing each level on its own
    /// keeps: a level whose sum is near zero is gone, the others are kept highest first.
    /// The priorities are few and clustered so that levels are added, hit again, cancelled
    /// and inserted before, between and after existing ones.
    @Test func additionsSumLevelByLevel() async {
        let term = zip(Gen.int(in: 1...12), Gen.int(in: -3...3))
        let addend = term.array(of: 1...4)
        await propertyCheck(count: 500, input: zip(addend.array(of: 1...60), Gen.int(in: -2...2))) { additions, factorChoice in
            let factor = Double(factorChoice == 0 ? 1 : factorChoice) / 2
            var value = LexValue.zero
            var reference: [Double: Double] = [:]
            var last = (value: LexValue.zero, reference: [Double: Double]())
            for terms in additions {
                var other = LexValue.zero
                var otherReference: [Double: Double] = [:]
                for (level, amount) in terms {
                    let priority = Double(level) * 0.25
                    other.add(LexValue(unitAt: priority), times: Double(amount))
                    Self.add(Double(amount), at: priority, to: &otherReference)
                }
                value.add(other, times: factor)
                for (priority, amount) in otherReference { Self.add(amount * factor, at: priority, to: &reference) }
                last = (other, otherReference)
            }
            let expected = reference.sorted { $0.key > $1.key }
            #expect(value.components.map(\.priority) == expected.map(\.key))
            #expect(value.components.map(\.value) == expected.map(\.value))
            #expect(value.isZero == expected.isEmpty)
            // Read back from the highest level down: the sign, and the order against the
            // last addend (the highest level where the two differ decides).
            #expect(value.sign == Self.sign(of: reference))
            let difference = Set(reference.keys).union(last.reference.keys)
                .reduce(into: [Double: Double]()) { $0[$1] = (reference[$1] ?? 0) - (last.reference[$1] ?? 0) }
            #expect(value.compare(last.value) == Self.sign(of: difference))
        }
    }

    /// A merge works in the value's own storage: a copy made before keeps its levels, and a
    /// value added to itself (a free column's price, `price.add(price, times: -2)`) sums
    /// each level with itself.
    @Test func mergingLeavesCopiesAlone() {
        var value = LexValue.zero
        for level in [2.0, 5, 9] { value.add(LexValue(unitAt: level), times: level) }
        var other = LexValue.zero
        for level in [1.0, 5, 7, 12] { other.add(LexValue(unitAt: level), times: 1) }
        let copy = value
        value.add(other, times: 2)
        #expect(copy.components.map(\.priority) == [9, 5, 2])
        #expect(copy.components.map(\.value) == [9, 5, 2])
        #expect(value.components.map(\.priority) == [12, 9, 7, 5, 2, 1])
        #expect(value.components.map(\.value) == [2, 9, 2, 7, 2, 2])
        var doubled = other
        doubled.add(doubled, times: -2)
        #expect(doubled.components.map(\.value) == [-1, -1, -1, -1])
        #expect(other.components.map(\.value) == [1, 1, 1, 1])
        // Cancelling levels while merging leaves only the others, highest first.
        var cancelling = other
        var minusSome = LexValue.zero
        for level in [5.0, 12, 3] { minusSome.add(LexValue(unitAt: level), times: -1) }
        cancelling.add(minusSome, times: 1)
        #expect(cancelling.components.map(\.priority) == [7, 3, 1])
        #expect(cancelling.components.map(\.value) == [1, -1, 1])
    }

    /// The sign of the highest level that is not near zero (0 when there is none).
    private static func sign(of levels: [Double: Double]) -> Int {
        guard let top = levels.filter({ !isNearZero($0.value) }).max(by: { $0.key < $1.key }) else { return 0 }
        return top.value < 0 ? -1 : 1
    }

    /// The reference: one number per level, dropped when it comes near zero.
    private static func add(_ amount: Double, at priority: Double, to levels: inout [Double: Double]) {
        let sum = (levels[priority] ?? 0) + amount
        levels[priority] = isNearZero(sum) ? nil : sum
    }
}
