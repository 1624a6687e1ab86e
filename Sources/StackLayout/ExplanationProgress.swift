/// How far an explanation being worked out has got: of the layouts it solves again (one
/// without each constraint that holds with equality), how many are done.
public struct ExplanationProgress: Equatable, Sendable {
    /// The layouts solved so far.
    public var done: Int
    /// The layouts to solve in all.
    public var total: Int

    /// The progress after `done` of `total` solves.
    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    /// The share done, in whole percent from 0 to 100 (100 only when every solve is done).
    public var percent: Int {
        guard total > 0 else { return 100 }
        let share = Int((Double(min(max(done, 0), total)) / Double(total) * 100).rounded(.down))
        return done < total ? min(share, 99) : 100
    }
}
