/// A number with one component per priority level, compared level by level from the
/// highest priority down: Auto Layout's strictly ordered priorities as an objective.
///
/// `{250: 3, 251: -1}` is negative, because the 251 component decides. No finite weight
/// could encode this; the components never mix.
struct LexValue {
    /// One level's component.
    struct Part {
        var priority: Double
        var value: Double
    }

    /// Non-zero components, highest priority first.
    private(set) var parts: [Part] = []

    static let zero = LexValue()

    init() {}

    /// One unit at `priority`.
    init(unitAt priority: Double) {
        parts = [Part(priority: priority, value: 1)]
    }

    /// Whether every component is zero.
    var isZero: Bool { parts.isEmpty }

    /// -1, 0 or +1: the sign of the highest non-zero component.
    var sign: Int {
        guard let first = parts.first else { return 0 }
        return first.value < 0 ? -1 : 1
    }

    /// `self += other * factor`, dropping components that cancel.
    mutating func add(_ other: LexValue, times factor: Double) {
        if other.parts.isEmpty { return }
        var merged: [Part] = []
        merged.reserveCapacity(parts.count + other.parts.count)
        var i = 0
        var j = 0
        while i < parts.count || j < other.parts.count {
            if j == other.parts.count || (i < parts.count && parts[i].priority > other.parts[j].priority) {
                merged.append(parts[i])
                i += 1
            } else if i == parts.count || other.parts[j].priority > parts[i].priority {
                let value = other.parts[j].value * factor
                if !isNearZero(value) { merged.append(Part(priority: other.parts[j].priority, value: value)) }
                j += 1
            } else {
                let value = parts[i].value + other.parts[j].value * factor
                if !isNearZero(value) { merged.append(Part(priority: parts[i].priority, value: value)) }
                i += 1
                j += 1
            }
        }
        parts = merged
    }

    /// `self * factor`.
    func scaled(by factor: Double) -> LexValue {
        var result = LexValue.zero
        result.add(self, times: factor)
        return result
    }

    /// Compares `self` with `other` level by level: -1, 0 or +1.
    func compare(_ other: LexValue) -> Int {
        var difference = self
        difference.add(other, times: -1)
        return difference.sign
    }
}
