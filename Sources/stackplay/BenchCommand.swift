import ArgumentParser
import JSON
import StackLayout

/// `stackplay bench`: how long a scene takes to generate, solve and re-solve.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time generating + solving the scene from scratch, re-solving after a width change through an edit variable, drawing it, and a playground key press (medians)."
    )

    @OptionGroup var source: SceneSource

    @Option(parsing: .unconditional, help: ArgumentHelp("Repeat the scene's views until the stack has this many (named View0, View1, …), 1 to 100000.", valueName: "views"))
    var views: String?

    @Flag(help: "One JSON object on one line instead of text (with --matrix, one line per cell).")
    var json = false

    @Option(parsing: .unconditional, help: ArgumentHelp("How many timed runs per figure (the median is printed; a resize, a drawing and a key press are timed four times as often, and at least 20 times), 1 to 1000; default 15.", valueName: "runs"))
    var runs: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop working out the why panel's explanation after this many seconds, 0 to 3600 (it costs about N² in the views: 27 s at 1000 on one core, divided by the cores); default 60; 0 leaves it out. Its figures are then null.", valueName: "seconds"))
    var whyLimit: String?

    @OptionGroup var matrix: BenchMatrixOptions

    func run() throws {
        let views = try OptionBounds.benchViews.value(views)
        let runs = try OptionBounds.benchRuns.value(runs) ?? 15
        let whyLimit = try OptionBounds.benchWhyLimit.value(whyLimit)
        if matrix.matrix {
            if whyLimit != nil { throw CommandFailure.badInput("--why-limit applies only without --matrix (the matrix does not open the why panel)") }
            try runMatrix(views: views, runs: runs)
            return
        }
        if !matrix.givenWithoutMatrix.isEmpty {
            let options = matrix.givenWithoutMatrix
            throw CommandFailure.badInput("\(options.joined(separator: ", ")) \(options.count == 1 ? "applies" : "apply") only with --matrix")
        }
        let loaded = try source.load()
        var scene = loaded.scene
        if let views { scene = BenchScene.repeating(scene, toViewCount: views) }
        let limit = whyLimit ?? BenchScene.defaultWhyLimit
        let figures = BenchScene.measure(scene, runs: runs, whyLimit: limit)
        let cores = Machine.cores
        if json {
            let object: JSONValue = .object([
                ("scene", .string(loaded.label)), ("views", .number(Double(scene.views.count))), ("cores", .number(Double(cores))),
                ("build_solve_ms", .number(rounded(figures.buildSolveMilliseconds))),
                ("resize_us", .number(rounded(figures.resizeMicroseconds))),
                ("resize_report_us", .number(rounded(figures.resizeReportMicroseconds))),
                ("render_200x60_us", .number(rounded(figures.renderMicroseconds))),
                ("key_press_us", .number(rounded(figures.keyPressMicroseconds))),
                ("animation_frame_us", .number(rounded(figures.animationFrameMicroseconds))),
                ("panel_frame_us", .number(rounded(figures.panelFrameMicroseconds))),
                ("why_frame_us", figures.whyFrameMicroseconds.map { .number(rounded($0)) } ?? .null),
                ("why_open_ms", figures.whyOpenMilliseconds.map { .number(rounded($0)) } ?? .null),
                ("why_limit_s", .number(Double(limit))),
            ])
            print(object.compactText)
        } else {
            print("scene            \(loaded.label) (\(scene.views.count) \(scene.views.count == 1 ? "view" : "views"))")
            print("cores            \(cores)")
            print("generate+solve   \(rounded(figures.buildSolveMilliseconds)) ms (median of \(runs))")
            print("resize re-solve  \(rounded(figures.resizeMicroseconds)) µs, frames (median of \(figures.resizeSamples))")
            print("  with report    \(rounded(figures.resizeReportMicroseconds)) µs, frames and the constraints that gave way")
            print("render 200×60    \(rounded(figures.renderMicroseconds)) µs")
            print("key press        \(rounded(figures.keyPressMicroseconds)) µs, solve + 120×36 screen (median of \(figures.keyPressSamples))")
            print("animation frame  \(rounded(figures.animationFrameMicroseconds)) µs, in-between layout + 120×36 screen")
            print("panel frame      \(rounded(figures.panelFrameMicroseconds)) µs, 120×36 screen with the constraints panel")
            if let open = figures.whyOpenMilliseconds, let frame = figures.whyFrameMicroseconds {
                print("why frame        \(rounded(frame)) µs, 120×36 screen with the why panel on the middle view")
                print("why panel opens  \(rounded(open)) ms, the middle view's explanation worked out and drawn (once)")
            } else if limit == 0 {
                print("why panel        not opened (--why-limit 0)")
            } else {
                print("why panel opens  over \(limit) s: the middle view's explanation was stopped (--why-limit)")
            }
        }
    }

    func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
