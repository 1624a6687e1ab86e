import Playground
import StackLayout

/// The playground's event loop: draw, wait for a key (or, while an animation runs, for the
/// next frame's time), handle it.
struct PlaygroundLoop {
    let screen: TerminalScreen
    var state: PlaygroundState
    /// The animation being shown and when it started.
    private var animation: (transition: LayoutAnimation, scene: Scene, start: ContinuousClock.Instant)?
    private let clock = ContinuousClock()
    /// When the key being handled arrived, until the screen shows its outcome.
    private var workStart: ContinuousClock.Instant?

    init(screen: TerminalScreen, state: PlaygroundState) {
        self.screen = screen
        self.state = state
    }

    mutating func run() {
        while true {
            let (width, height) = screen.size
            if let points = PlaygroundScreen.canvasPoints(for: state, width: width, height: height) {
                state.setCanvasPoints(width: points.width, height: points.height)
            }
            state.clampPanelScroll(to: PlaygroundScreen.maximumPanelScroll(for: state, width: width, height: height))
            let shown = shownLayout()
            let shownScene = shown == nil ? state.scene : animation?.scene ?? state.scene
            screen.draw(PlaygroundScreen.render(state, width: width, height: height, color: screen.usesColor, ascii: !screen.usesUnicode, layout: shown, scene: shownScene))
            switch dropKeysTypedDuringSlowWork() {
            case .gone: return
            case .dropped: continue  // draw again, with the note
            case .none: break
            }

            let input = screen.read(timeout: nextFrameDelay())
            let before = shown ?? state.layout
            switch input {
            case .timeout:
                continue
            case .suspend:
                screen.suspend()
                continue
            case .terminalGone:
                return
            case let .key(key):
                workStart = clock.now
                if key == .resize { screen.invalidate() }
                let outcome: KeyOutcome
                if case let .mouse(event) = key {
                    outcome = state.handleMouse(event, screenWidth: width, screenHeight: height, ascii: !screen.usesUnicode)
                } else {
                    outcome = state.handle(key)
                }
                if outcome == .quit { return }
                var isMouse = false
                if case .mouse = key { isMouse = true }
                startAnimation(from: before, scene: shownScene, isDrag: isMouse)
            }
        }
    }

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
        state.message = "ignored \(drained.keys) \(plural) typed during a \((seconds * 10).rounded() / 10) s step"
        return .dropped
    }

    /// How long a key's work may take before keys typed during it are dropped.
    static let slowWork = Duration.milliseconds(250)

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

    /// Starts animating from `before` and `scene` (what was on screen) to the state's layout,
    /// when animation is on and something moved. Mouse drags follow the pointer without delay.
    private mutating func startAnimation(from before: LayoutResult, scene: Scene, isDrag: Bool) {
        guard state.animates, !isDrag else {
            animation = nil
            return
        }
        let transition = LayoutAnimation(from: before, to: state.layout)
        let drawn = PlaygroundScreen.sceneDuringAnimation(from: scene, to: state.scene)
        animation = transition.isNeeded ? (transition, drawn, clock.now) : nil
    }

    private func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
