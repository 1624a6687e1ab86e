/// The two measures every benchmark of `stackplay bench` takes.
enum BenchTiming {
    /// How long `work` takes, in seconds.
    static func time(_ work: () -> Void) -> Double {
        let elapsed = ContinuousClock().measure(work)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The median of `values` (the upper one of an even count); 0 when there are none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[sorted.count / 2]
    }
}
