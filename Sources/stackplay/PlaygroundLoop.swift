import Playground
import StackLayout

/// The playground's event loop: lay the screen out for the terminal's size, draw, wait for
/// a key (or, while an animation runs, for the next frame's time), turn it into an action
/// against the same layout, update the state, carry out the effects.
struct PlaygroundLoop {
    let screen: TerminalScreen
    var state: PlaygroundState
    /// The animation being shown and when it started.
    private var animation: (transition: LayoutAnimation, scene: Scene, start: ContinuousClock.Instant)?
    /// A drag of the stack's edge under way, from the press to the release.
    private var drag: StackDragGesture?
    private let clock = ContinuousClock()
    /// When the key being handled arrived, until the screen shows its outcome.
    private var workStart: ContinuousClock.Instant?

    /// A demo's pace.
    private var pacer = DemoPacer()
    /// Where `--record` writes the screens drawn, if anywhere.
    private let recorder: CastRecorder?
    /// Works the why panel's explanations out on another thread.
    private let explanations = ExplanationWorker()
    /// Whether the why panel waits for an explanation being worked out.
    private var awaitingExplanation = false
    /// The scene's file as the playground last read or wrote it: `w` asks before writing
    /// over it once something else has changed it.
    private var fileStamp: FileStamp?

    init(screen: TerminalScreen, state: PlaygroundState, recorder: CastRecorder? = nil) {
        self.screen = screen
        self.state = state
        self.recorder = recorder
        // Read a moment ago, by the command that opened the playground.
        fileStamp = state.file.flatMap { FileStamp(path: $0) }
        // A recording's frames do not depend on how long an explanation takes.
        state.explainsInBackground = recorder == nil
    }

    mutating func run() {
        // Whatever ends the loop, an explanation under way is of no more use.
        defer { explanations.want(nil) }
        while true {
            followExplanations()
            let (width, height) = screen.size
            let layout = ScreenLayout(state, width: width, height: height, ascii: !screen.usesUnicode)
            let shown = shownLayout()
            let shownScene = shown == nil ? state.scene : animation?.scene ?? state.scene
            let canvas = PlaygroundScreen.render(state, on: layout, color: screen.usesColor, frame: shown, scene: shownScene)
            screen.draw(canvas)
            // Freed once the frame is on the screen (a rebuilding key's old solver).
            state.releaseReplacedSolvers()
            recorder?.record(canvas, depth: screen.usesColor ? .ansi256 : .monochrome)
            switch dropKeysTypedDuringSlowWork() {
            case .gone: return
            case .dropped: continue  // draw again, with the note
            case .none: break
            }

            let before = shown ?? state.layout
            let action: PlaygroundAction?
            let demoDelay = pacer.delay(for: state, now: clock.now)
            if demoDelay == 0 {
                if perform(state.update(.playDemoStep), from: before, scene: shownScene) == .quit { return }
                continue
            }
            let explanationPoll = awaitingExplanation ? Self.explanationPoll : nil
            switch screen.read(timeout: [nextFrameDelay(), demoDelay, explanationPoll].compactMap { $0 }.min()) {
            case .timeout:
                continue
            case .suspend:
                screen.suspend()
                continue
            case .terminalGone:
                return
            case .key(.resize):
                screen.invalidate()
                continue
            case .key(.mouse(let event)):
                workStart = clock.now
                action = layout.action(for: event, in: state, drag: &drag)
            case .key(let key):
                workStart = clock.now
                action = layout.action(for: key, in: state)
            }
            guard let action else { continue }
            if perform(state.update(action), from: before, scene: shownScene) == .quit { return }
        }
    }

    private enum Outcome { case goOn, quit }

    /// Carries out `effects`: saving (and reporting back), animating from what was on
    /// screen, quitting. An animation under way goes on unless the layout it heads for is
    /// no longer the state's.
    private mutating func perform(_ effects: [PlaygroundEffect], from before: LayoutResult, scene: Scene) -> Outcome {
        if let running = animation, !effects.contains(.animate), running.transition.to != state.layout {
            animation = nil
        }
        for effect in effects {
            switch effect {
            case .quit:
                return .quit
            case let .save(scene, path):
                let report = SceneSaving.save(scene, to: path, currentFile: state.file, currentStamp: fileStamp, replacing: state.ui.replacing)
                if case .saved(let written) = report { fileStamp = FileStamp(path: written) }
                _ = perform(state.update(report), from: before, scene: scene)
            case .open(let path):
                let report = SceneOpening.open(path)
                if case .opened(_, let read) = report { fileStamp = FileStamp(path: read) }
                _ = perform(state.update(report), from: before, scene: scene)
            case .animate:
                let transition = LayoutAnimation(from: before, to: state.layout)
                let drawn = PlaygroundScreen.sceneDuringAnimation(from: scene, to: state.scene)
                animation = transition.isNeeded ? (transition, drawn, clock.now) : nil
            }
        }
        return .goOn
    }

    /// Asks for the explanation the why panel needs, if any, and hands in one worked out.
    /// A short one is waited for when it starts (up to ``explanationWait`` ms), so that it is
    /// drawn at once; a long one is drawn when it is ready, the panel saying meanwhile that
    /// it is working, and how far it has got, while keys go on (the screen is drawn again
    /// every ``explanationPoll`` ms to see).
    private mutating func followExplanations() {
        let missing = state.missingExplanation
        // Waited for once, when it starts, and not while an animation runs.
        if explanations.want(missing), animation == nil { explanations.waitBriefly(milliseconds: Self.explanationWait) }
        if let finished = explanations.takeFinished() {
            state.provideExplanation(finished.explanation, for: finished.request)
        } else if let working = explanations.progress {
            state.noteExplanationProgress(working.progress, for: working.request)
        }
        awaitingExplanation = missing != nil && state.missingExplanation != nil
    }

    /// Milliseconds a key waits for its explanation before the panel says it is working.
    static let explanationWait = 100
    /// Milliseconds between looks at an explanation being worked out.
    static let explanationPoll = 100

    /// What ``dropKeysTypedDuringSlowWork()`` did.
    private enum TypedAhead { case none, dropped, gone }

    /// After a key whose handling and drawing took longer than ``slowWork``, drops the keys
    /// typed meanwhile instead of replaying them one slow step each, and says so on the info
    /// line (a resize among them still redraws).
    private mutating func dropKeysTypedDuringSlowWork() -> TypedAhead {
        guard let start = workStart else { return .none }
        workStart = nil
        let elapsed = clock.now - start
        guard elapsed > Self.slowWork else { return .none }
        let drained = screen.discardTypedAhead()
        if drained.gone { return .gone }
        if drained.resized { screen.invalidate() }
        guard drained.keys > 0 else { return drained.resized ? .dropped : .none }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let plural = drained.keys == 1 ? "key" : "keys"
        _ = state.update(.driverNote("ignored \(drained.keys) \(plural) typed during a \((seconds * 10).rounded() / 10) s step"))
        return .dropped
    }

    /// How long a key's work may take before keys typed during it are dropped.
    static let slowWork = Duration.seconds(1)

    /// The layout to draw now: mid-animation frames, or nil for the state's own layout.
    private mutating func shownLayout() -> LayoutResult? {
        guard let animation else { return nil }
        let elapsed = seconds(since: animation.start)
        if animation.transition.isFinished(at: elapsed) {
            self.animation = nil
            return nil
        }
        return animation.transition.layout(at: elapsed)
    }

    /// Milliseconds until the next animation frame, or nil (wait for a key) when none runs.
    private func nextFrameDelay() -> Int? {
        guard let animation else { return nil }
        let delay = animation.transition.nextFrameDelay(after: seconds(since: animation.start)) ?? 0
        return max(1, Int((delay * 1000).rounded(.up)))
    }

    private func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
