/// The two measures every benchmark of `stackplay bench` takes.
enum BenchTiming {
    /// How long `work` takes, in seconds.
    static func time(_ work: () -> Void) -> Double {
        seconds(ContinuousClock().measure(work))
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The median of `values` (the upper one of an even count); 0 when there are none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[sorted.count / 2]
    }
}
