import Playground
import StackLayout

/// The measurements behind `stackplay bench`.
enum BenchScene {
    struct Figures {
        var buildSolveMilliseconds: Double
        var resizeMicroseconds: Double
        var resizeReportMicroseconds: Double
        var resizeSamples: Int
        var renderMicroseconds: Double
        var keyPressMicroseconds: Double
        var keyPressSamples: Int
        var animationFrameMicroseconds: Double
        /// Drawing the 120×36 screen with the constraints panel open, nothing changed.
        var panelFrameMicroseconds: Double
        /// Drawing the 120×36 screen with the why panel open on the middle view, its
        /// explanation shown; nil when that explanation was not worked out (see
        /// `whyOpenMilliseconds`).
        var whyFrameMicroseconds: Double?
        /// Opening the why panel on the middle view: its explanation worked out (each deciding
        /// constraint left out and the scene solved again) and the screen drawn once; nil when
        /// the explanation was stopped at the time limit, or not asked for.
        var whyOpenMilliseconds: Double?
    }

    /// How long `bench` lets the why panel's explanation run by default, in seconds: it
    /// costs about N² in the views (on one core 27 s at 1000, most of an hour at 10,000).
    static let defaultWhyLimit = 60

    /// The keys the key-press figure cycles through: every kind of change the playground makes.
    static let benchKeys: [Key] = "dax+-2mMbr2xD".map { .character($0) }

    /// `scene` with its views repeated (and renamed `View0`, `View1`, …) until there are `count`.
    static func repeating(_ scene: Scene, toViewCount count: Int) -> Scene {
        var result = scene
        let template = scene.views.isEmpty ? [ArrangedView(name: "View", width: 40, height: 40)] : scene.views
        result.views = (0..<count).map { index in
            var view = template[index % template.count]
            view.name = "View\(index)"
            view.hidden = false
            return view
        }
        result.stack.customSpacing = [:]
        return result
    }

    /// Medians of: generating and solving from scratch (frames included, ambiguity not);
    /// with the stack's width an edit variable, suggesting a new width and reading the frames;
    /// the same followed by the full report (frames and the constraints that gave way); and
    /// drawing the layout into a 200×60 canvas; a playground key press (change, solve, draw 120×36);
    /// the screen with a panel open; and opening the why panel, whose explanation is stopped
    /// once it has taken `whyLimit` seconds (0: not worked out).
    static func measure(_ scene: Scene, runs: Int, whyLimit: Int = defaultWhyLimit) -> Figures {
        var builds: [Double] = []
        for _ in 0..<runs {
            builds.append(time { _ = StackLayoutSolver.solve(scene, includingAmbiguity: false) })
        }
        let engine = StackLayoutSolver.engine(for: scene)
        engine.makeStackSizeEditable(width: true, height: false)
        let natural = engine.result(includingAmbiguity: false).frame(of: LayoutItem.stackView)?.width ?? 100
        engine.setStackSize(width: natural, height: nil)
        _ = engine.result(includingAmbiguity: false)
        var resizes: [Double] = []
        var reports: [Double] = []
        let samples = max(runs * 4, 20)
        for index in 0..<samples {
            let width = natural + Double(index % 2 == 0 ? 40 : -40) + Double(index % 7)
            resizes.append(time {
                engine.setStackSize(width: width, height: nil)
                _ = engine.frames()
            })
            reports.append(time {
                engine.setStackSize(width: width + 1, height: nil)
                _ = engine.result(includingAmbiguity: false)
            })
        }
        let layout = engine.result(includingAmbiguity: false)
        var renders: [Double] = []
        for _ in 0..<samples {
            renders.append(time { _ = LayoutRenderer.render(layout, scene: scene, width: 200, height: 60, options: RenderOptions()) })
        }
        // A key press as the playground handles it: the key turned into an action on the
        // screen's layout, the scene changed and solved (ambiguity included), the 120×36
        // screen laid out again and drawn.
        var state = PlaygroundState(scene: scene, name: "bench")
        var screen = ScreenLayout(state, width: 120, height: 36, ascii: false)
        var presses: [Double] = []
        let keySamples = max(runs * 4, 20) / benchKeys.count * benchKeys.count + benchKeys.count
        for index in 0..<keySamples {
            let key = benchKeys[index % benchKeys.count]
            presses.append(time {
                if let action = screen.action(for: key, in: state) { _ = state.update(action) }
                screen = ScreenLayout(state, width: 120, height: 36, ascii: false)
                _ = PlaygroundScreen.render(state, on: screen, color: true)
            })
            // As the playground's loop does once the frame is drawn.
            state.releaseReplacedSolvers()
        }
        // One frame of an animation (fill → fillEqually): the in-between layout, drawn.
        var animated = PlaygroundState(scene: scene, name: "bench")
        let start = animated.layout
        _ = animated.update(.cycleDistribution(by: 1))
        let transition = LayoutAnimation(from: start, to: animated.layout)
        var frames: [Double] = []
        for index in 0..<max(runs * 4, 24) {
            let elapsed = LayoutAnimation.defaultDuration * Double(index % 12) / 12
            frames.append(time {
                let layout = transition.layout(at: elapsed)
                _ = PlaygroundScreen.render(animated, width: 120, height: 36, color: true, ascii: false, layout: layout)
            })
        }
        // The screen with the constraints panel open.
        var panels = PlaygroundState(scene: scene, name: "bench")
        _ = panels.update(.togglePanel)
        let panelScreen = ScreenLayout(panels, width: 120, height: 36, ascii: false)
        var panelFrames: [Double] = []
        for _ in 0..<samples {
            panelFrames.append(time { _ = PlaygroundScreen.render(panels, on: panelScreen, color: true) })
        }
        // The why panel on the middle view: its explanation worked out once, as the
        // playground's driver does (on every core; stopped at the limit), then the screen
        // drawn with it.
        let why = whyPanelFigures(scene, samples: samples, limit: whyLimit)
        return Figures(
            buildSolveMilliseconds: median(builds) * 1000,
            resizeMicroseconds: median(resizes) * 1_000_000,
            resizeReportMicroseconds: median(reports) * 1_000_000,
            resizeSamples: samples,
            renderMicroseconds: median(renders) * 1_000_000,
            keyPressMicroseconds: median(presses) * 1_000_000,
            keyPressSamples: keySamples,
            animationFrameMicroseconds: median(frames) * 1_000_000,
            panelFrameMicroseconds: median(panelFrames) * 1_000_000,
            whyFrameMicroseconds: why.frame.map { $0 * 1_000_000 },
            whyOpenMilliseconds: why.open.map { $0 * 1000 }
        )
    }

    /// Opening the why panel on the middle view (seconds: the explanation worked out and
    /// the screen drawn), then the median of drawing the screen with it (seconds); both nil
    /// when the explanation took longer than `limit` seconds and was stopped, or `limit` is 0.
    private static func whyPanelFigures(_ scene: Scene, samples: Int, limit: Int) -> (open: Double?, frame: Double?) {
        guard limit > 0 else { return (nil, nil) }
        let clock = ContinuousClock()
        let start = clock.now
        var state = PlaygroundState(scene: scene, name: "bench")
        state.explainsInBackground = true
        _ = state.update(.togglePanel)
        _ = state.update(.select(viewAt: scene.views.count / 2))
        _ = state.update(.toggleWhy)
        let deadline = start + .seconds(limit)
        var stopped = false
        if let request = state.missingExplanation {
            if let explanation = ConcurrentExplanation.explanation(of: request.plan(), stoppingWhen: { _ in clock.now > deadline }) {
                state.provideExplanation(explanation, for: request)
            } else {
                stopped = true
            }
        }
        guard !stopped else { return (nil, nil) }
        let screen = ScreenLayout(state, width: 120, height: 36, ascii: false)
        _ = PlaygroundScreen.render(state, on: screen, color: true)
        let open = BenchTiming.seconds(clock.now - start)
        var frames: [Double] = []
        for _ in 0..<samples {
            frames.append(time { _ = PlaygroundScreen.render(state, on: screen, color: true) })
        }
        return (open, median(frames))
    }

    private static func time(_ work: () -> Void) -> Double { BenchTiming.time(work) }

    private static func median(_ values: [Double]) -> Double { BenchTiming.median(values) }
}
