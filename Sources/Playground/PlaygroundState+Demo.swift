import StackLayout

/// Where a demo is: the script, how many steps have played, and whether it is paused.
public struct DemoProgress: Equatable, Sendable {
    /// The demo being played.
    public let script: DemoScript
    /// The steps played so far (the last one's caption is on screen).
    public internal(set) var played: Int
    /// Whether the pace is paused (Space).
    public internal(set) var paused: Bool

    /// Whether every step has played.
    public var isFinished: Bool { played >= script.steps.count }

    /// Whether the driver should play the next step when the pace says so.
    public var isPlaying: Bool { !paused && !isFinished }

    /// The caption on screen: the last step played's.
    public var caption: [String] { played > 0 ? script.steps[played - 1].caption : [] }
}

/// Demo mode (`stackplay demo FILE`): the playground plays a demo's steps by itself, one each
/// ``DemoScript/pace`` seconds (the driver keeps time); Space pauses and resumes, → plays the
/// next step at once. Every other key works as everywhere.
extension PlaygroundState {
    /// Starts the playground on `script`'s scene, nothing played yet.
    ///
    /// The drawing is fitted, from the start, to the largest stack any step draws (see
    /// ``DrawingExtent``): the demo is played through once beforehand, on a playground of its
    /// own, so that the picture keeps its scale and place from the first step to the last
    /// instead of shrinking each time a step makes the stack wider.
    public init(demo script: DemoScript, animates: Bool = true) {
        self.init(scene: script.scene, name: script.title, animates: animates)
        demo = DemoProgress(script: script, played: 0, paused: false)
        var rehearsal = PlaygroundState(scene: script.scene, name: script.title, animates: false)
        rehearsal.demo = demo
        while rehearsal.demo?.isFinished == false { _ = rehearsal.playNextDemoStep() }
        ui.drawingExtent = rehearsal.ui.drawingExtent
        ui.message = "demo: a step every \(formatPoints(script.pace)) s; Space pauses"
    }

    /// Plays the demo's next step (the pace, or →): its actions, as keys would.
    mutating func playNextDemoStep() -> [PlaygroundEffect] {
        guard var progress = demo else { return [] }
        guard !progress.isFinished else {
            ui.message = "the demo is over: q quits"
            return []
        }
        let step = progress.script.steps[progress.played]
        progress.played += 1
        demo = progress
        // A demo plays no files and never quits, so its actions' only effect is animating,
        // which the update around this one asks for when the layout changed.
        for action in step.actions { _ = update(action) }
        if progress.isFinished, ui.message == nil { ui.message = "the demo is over: q quits" }
        return []
    }

    /// Space in demo mode: pause or resume.
    mutating func toggleDemoPause() {
        guard var progress = demo else { return }
        // Over, there is nothing to pause or resume ("paused: Space resumes" said there was).
        guard !progress.isFinished else {
            ui.message = "the demo is over: q quits"
            return
        }
        progress.paused.toggle()
        demo = progress
        ui.message = progress.paused ? "paused: Space resumes, → plays the next step" : "playing"
    }
}
