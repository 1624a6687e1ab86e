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
        /// Drawing the 120×36 screen with the why panel open on the middle view.
        var whyFrameMicroseconds: Double
        /// Opening the why panel on the middle view: its explanation worked out (each deciding
        /// constraint left out and the scene solved again) and the screen drawn once.
        var whyOpenMilliseconds: Double
    }

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
    /// drawing the layout into a 200×60 canvas; a playground key press (change, solve, draw 120×36).
    static func measure(_ scene: Scene, runs: Int) -> Figures {
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
        // The screen with a panel open: the constraints panel, then the why panel on the
        // middle view (its explanation is worked out once and kept, as the playground does).
        var panels = PlaygroundState(scene: scene, name: "bench")
        _ = panels.update(.togglePanel)
        let panelScreen = ScreenLayout(panels, width: 120, height: 36, ascii: false)
        var panelFrames: [Double] = []
        for _ in 0..<samples {
            panelFrames.append(time { _ = PlaygroundScreen.render(panels, on: panelScreen, color: true) })
        }
        _ = panels.update(.select(viewAt: scene.views.count / 2))
        _ = panels.update(.toggleWhy)
        var whyScreen = ScreenLayout(panels, width: 120, height: 36, ascii: false)
        let whyOpen = time {
            var opened = PlaygroundState(scene: scene, name: "bench")
            _ = opened.update(.togglePanel)
            _ = opened.update(.select(viewAt: scene.views.count / 2))
            _ = opened.update(.toggleWhy)
            whyScreen = ScreenLayout(opened, width: 120, height: 36, ascii: false)
            _ = PlaygroundScreen.render(opened, on: whyScreen, color: true)
        }
        whyScreen = ScreenLayout(panels, width: 120, height: 36, ascii: false)
        _ = PlaygroundScreen.render(panels, on: whyScreen, color: true)
        var whyFrames: [Double] = []
        for _ in 0..<samples {
            whyFrames.append(time { _ = PlaygroundScreen.render(panels, on: whyScreen, color: true) })
        }
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
            whyFrameMicroseconds: median(whyFrames) * 1_000_000,
            whyOpenMilliseconds: whyOpen * 1000
        )
    }

    private static func time(_ work: () -> Void) -> Double { BenchTiming.time(work) }

    private static func median(_ values: [Double]) -> Double { BenchTiming.median(values) }
}
