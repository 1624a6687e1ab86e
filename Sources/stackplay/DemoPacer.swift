import Playground

/// Keeps a demo's pace for the driver: a step is due ``DemoScript/pace`` seconds after the
/// last one played (or the demo started, or it was resumed). While the help, the save prompt
/// or the command line is open, the demo waits for the user.
struct DemoPacer {
    private var mark: (played: Int, paused: Bool)?
    private var since = ContinuousClock.now

    /// Milliseconds until the next step is due (0: now); nil when no demo is playing.
    mutating func delay(for state: PlaygroundState, now: ContinuousClock.Instant) -> Int? {
        guard let demo = state.demo else { return nil }
        if mark?.played != demo.played || mark?.paused != demo.paused {
            mark = (demo.played, demo.paused)
            since = now
        }
        guard demo.isPlaying, !state.ui.showHelp, state.ui.prompt == nil, state.ui.command == nil else { return nil }
        let elapsed = now - since
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return max(0, Int(((demo.script.pace - seconds) * 1000).rounded(.up)))
    }
}
