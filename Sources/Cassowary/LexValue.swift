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

    // The non-zero components: the highest inline (most values have one component, and then
    // need no allocation), the others in `rest`, lowest priority first, so that a level
    // added just below the highest few (each view's tie-break, above every level before it,
    // below the content priorities) moves only those few. Priorities are positive, so
    // priority 0 marks an absent first component.
    private var firstPriority: Double = 0
    private var firstValue: Double = 0
    private var rest: [Part] = []

    static let zero = LexValue()

    init() {}

    /// One unit at `priority`.
    init(unitAt priority: Double) {
        firstPriority = priority
        firstValue = 1
    }

    /// Whether every component is zero.
    var isZero: Bool { firstPriority == 0 }

    /// -1, 0 or +1: the sign of the highest non-zero component.
    var sign: Int {
        if isZero { return 0 }
        return firstValue < 0 ? -1 : 1
    }

    /// The non-zero components, highest priority first.
    var components: [Part] { (0..<count).map { self[$0] } }

    /// The number of non-zero components.
    private var count: Int { isZero ? 0 : 1 + rest.count }

    /// The `index`-th non-zero component, highest priority first.
    private subscript(index: Int) -> Part {
        index == 0 ? Part(priority: firstPriority, value: firstValue) : rest[rest.count - index]
    }

    /// Where the `index`-th component (highest first, `index` ≥ 1) is stored in `rest`.
    @inline(__always) private func restPosition(of index: Int) -> Int { rest.count - index }

    /// The value with `parts`, lowest priority first (taken over as `rest`).
    private init(ascending parts: [Part]) {
        var parts = parts
        guard let highest = parts.popLast() else { return }
        firstPriority = highest.priority
        firstValue = highest.value
        rest = parts
    }

    /// `self += other * factor`, dropping components that cancel.
    mutating func add(_ other: LexValue, times factor: Double) {
        if other.isZero { return }
        if other.rest.isEmpty {
            addOneLevel(priority: other.firstPriority, value: other.firstValue * factor)
            return
        }
        if addWithinLevels(other, times: factor) { return }
        mergeInPlace(other, times: factor)
    }

    /// `self += other * factor` where `other` has levels `self` lacks: merged from the
    /// highest level down into `self`'s own storage, grown at its end, so that a cost that
    /// spans many levels is not copied into new storage (and the old freed) at each change.
    /// Each level's sum, and which levels are dropped as near zero, are those of a merge
    /// into new storage.
    private mutating func mergeInPlace(_ other: LexValue, times factor: Double) {
        // Every component of `self`, lowest priority first, in `rest`'s storage.
        var parts = rest
        rest = []
        if !isZero { parts.append(Part(priority: firstPriority, value: firstValue)) }
        let ownCount = parts.count
        let otherCount = other.count
        parts.append(contentsOf: repeatElement(Part(priority: 0, value: 0), count: otherCount))
        // Written from the top down; a write never lands on a part still to be read, since
        // at least as many places lie above the next part of `self` as parts of `other`
        // remain.
        var write = ownCount + otherCount - 1
        var i = ownCount - 1
        var j = 0
        parts.withUnsafeMutableBufferPointer { parts in
            while i >= 0 || j < otherCount {
                let part: Part
                if j == otherCount || (i >= 0 && parts[i].priority > other[j].priority) {
                    part = parts[i]
                    i -= 1
                } else if i < 0 || other[j].priority > parts[i].priority {
                    let value = other[j].value * factor
                    j += 1
                    if isNearZero(value) { continue }
                    part = Part(priority: other[j - 1].priority, value: value)
                } else {
                    let value = parts[i].value + other[j].value * factor
                    let priority = parts[i].priority
                    i -= 1
                    j += 1
                    if isNearZero(value) { continue }
                    part = Part(priority: priority, value: value)
                }
                parts[write] = part
                write -= 1
            }
        }
        if write >= 0 { parts.removeSubrange(0...write) }
        if let highest = parts.popLast() {
            firstPriority = highest.priority
            firstValue = highest.value
        } else {
            firstPriority = 0
            firstValue = 0
        }
        rest = parts
    }

    /// `self += addend` at one level, found by binary search: a charge at one priority
    /// added to a cost that spans many levels (stackplay's tie-breaks give each view its
    /// own) costs a search, not a walk. The same rounding as the merge: a level whose sum is
    /// near zero is dropped, and a new level is kept only when `addend` is not near zero.
    private mutating func addOneLevel(priority: Double, value addend: Double) {
        let count = self.count
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) >> 1
            if self[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        if low < count && self[low].priority == priority {
            let value = self[low].value + addend
            if isNearZero(value) {
                removePart(at: low)
            } else if low == 0 {
                firstValue = value
            } else {
                rest[restPosition(of: low)].value = value
            }
        } else if !isNearZero(addend) {
            insertPart(Part(priority: priority, value: addend), at: low)
        }
    }

    /// Removes the `index`-th component.
    private mutating func removePart(at index: Int) {
        if index > 0 {
            rest.remove(at: restPosition(of: index))
        } else if let next = rest.popLast() {
            firstPriority = next.priority
            firstValue = next.value
        } else {
            firstPriority = 0
            firstValue = 0
        }
    }

    /// Inserts `part` as the `index`-th component (the order by priority is the caller's).
    private mutating func insertPart(_ part: Part, at index: Int) {
        if isZero {
            firstPriority = part.priority
            firstValue = part.value
        } else if index > 0 {
            // Above the component now `index`-th, which lies at `restPosition(of: index)`.
            rest.insert(part, at: restPosition(of: index) + 1)
        } else {
            rest.append(Part(priority: firstPriority, value: firstValue))
            firstPriority = part.priority
            firstValue = part.value
        }
    }

    /// `self += other * factor` in place when every level of `other` is already a level of
    /// `self` (the common case once costs have spread over the same levels): no new storage,
    /// the same rounding as the merge. Returns false, changing nothing, otherwise.
    private mutating func addWithinLevels(_ other: LexValue, times factor: Double) -> Bool {
        let count = self.count
        let otherCount = other.count
        guard otherCount <= count else { return false }
        var i = 0
        for j in 0..<otherCount {
            let priority = other[j].priority
            while i < count && self[i].priority > priority { i += 1 }
            guard i < count && self[i].priority == priority else { return false }
            i += 1
        }
        var cancelled = false
        i = 0
        for j in 0..<otherCount {
            let part = other[j]
            while self[i].priority > part.priority { i += 1 }
            let value = self[i].value + part.value * factor
            if isNearZero(value) { cancelled = true }
            if i == 0 { firstValue = value } else { rest[restPosition(of: i)].value = value }
            i += 1
        }
        if cancelled { dropCancelledParts() }
        return true
    }

    /// Removes the components that are (near) zero, keeping the order.
    private mutating func dropCancelledParts() {
        self = LexValue(ascending: components.reversed().filter { !isNearZero($0.value) })
    }

    /// `self * factor`.
    func scaled(by factor: Double) -> LexValue {
        var result = LexValue.zero
        result.add(self, times: factor)
        return result
    }

    /// Compares `self * factor` with `other * otherFactor` level by level, as
    /// `scaled(by:)` on each and then ``compare(_:)`` would (the same rounding), without
    /// building either product: the dual simplex's ratio test compares a ratio per cell of
    /// a row, and a row may hold every view.
    func compare(scaledBy factor: Double, with other: LexValue, scaledBy otherFactor: Double) -> Int {
        let count = self.count
        let otherCount = other.count
        var i = 0
        var j = 0
        while i < count || j < otherCount {
            var mine = 0.0
            var theirs = 0.0
            if j == otherCount || (i < count && self[i].priority > other[j].priority) {
                mine = self[i].value * factor
                i += 1
            } else if i == count || other[j].priority > self[i].priority {
                theirs = other[j].value * otherFactor
                j += 1
            } else {
                mine = self[i].value * factor
                theirs = other[j].value * otherFactor
                i += 1
                j += 1
            }
            // A product near zero is a level `scaled(by:)` would have dropped.
            if isNearZero(mine) { mine = 0 }
            if isNearZero(theirs) { theirs = 0 }
            let difference = mine - theirs
            if !isNearZero(difference) { return difference < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Compares `self` with `other` level by level: -1, 0 or +1.
    func compare(_ other: LexValue) -> Int {
        // The sign of `self - other` at its highest non-zero level, walked without building
        // the difference (the same rounding: a level whose difference is near zero is none).
        let count = self.count
        let otherCount = other.count
        var i = 0
        var j = 0
        while i < count || j < otherCount {
            let difference: Double
            if j == otherCount || (i < count && self[i].priority > other[j].priority) {
                difference = self[i].value
                i += 1
            } else if i == count || other[j].priority > self[i].priority {
                difference = -other[j].value
                j += 1
            } else {
                difference = self[i].value - other[j].value
                i += 1
                j += 1
            }
            if !isNearZero(difference) { return difference < 0 ? -1 : 1 }
        }
        return 0
    }
}
