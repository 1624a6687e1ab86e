/// A small seeded generator (SplitMix64) for the playground's randomised tests, so that every
/// run checks the same cases and a failing one can be run again.
struct PlaygroundRandom {
    var state: UInt64

    /// Starts from `state` as it is.
    init(state: UInt64) { self.state = state }

    /// Starts from `seed` spread over the state's bits.
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 7 }

    /// A number in `range`.
    mutating func next(_ range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }

    /// One of `values` (not empty).
    mutating func element<T>(_ values: [T]) -> T {
        values[next(0...(values.count - 1))]
    }
}
