import Playground
import StackLayout
import Testing

/// Checks that hold for every layout: the canvas keeps its size, lines have no trailing
/// spaces, every visible view can be told by its name or index, colour changes no text.
@Suite("Renderer properties")
struct RendererPropertyTests {
    /// Every axis, distribution and alignment of the seed example.
    static let seedVariants: [StackProperties] = Axis.allCases.flatMap { axis in
        Distribution.allCases.flatMap { distribution in
            Alignment.allCases.map { alignment in
                var stack = StackProperties()
                stack.axis = axis
                stack.distribution = distribution
                stack.alignment = alignment
                return stack
            }
        }
    }

    @Test(arguments: seedVariants)
    func seedUnderEveryDistributionAndAlignment(stack: StackProperties) {
        var scene = Examples.named("seed")?.scene ?? Scene()
        scene.stack = stack
        let layout = StackLayoutSolver.solve(scene, includingAmbiguity: false)
        let canvas = LayoutRenderer.render(layout, scene: scene, width: 80, height: 24)
        RenderTestSupport.expectWellFormed(canvas, width: 80, height: 24)
        let lines = canvas.lines()
        let text = RenderTestSupport.text(lines)
        #expect(lines.first?.hasPrefix("\(stack.axis.rawValue) · \(stack.distribution.rawValue) · ") == true)
        let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: 80, height: 24)
        for (index, view) in scene.views.enumerated() {
            guard let frame = layout.frame(of: view.name) else {
                Issue.record("\(view.name) has no frame")
                continue
            }
            RenderTestSupport.expectLabelled(view.name, index: index, frame: frame, in: lines, mapping: mapping)
            #expect(canvas.cells.contains { $0.style.foreground == LayoutRenderer.color(forViewAt: index) })
        }
        let noColor = LayoutRenderer.render(layout, scene: scene, width: 80, height: 24, options: RenderOptions(color: false))
        #expect(noColor.lines() == lines)
        let ascii = LayoutRenderer.render(layout, scene: scene, width: 80, height: 24, options: RenderOptions(ascii: true))
        #expect(ascii.lines().allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        // Baseline alignment marks baselines; other alignments do not.
        let marksBaselines = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
        #expect(text.contains("┄") == marksBaselines)
    }

    static let sizes: [(Int, Int)] = [(0, 0), (1, 1), (2, 1), (5, 3), (7, 5), (12, 6), (20, 8), (33, 11), (80, 24), (200, 60)]

    @Test(arguments: Examples.all.map(\.name))
    func everyExampleAtEverySizeStaysInside(name: String) {
        let (scene, layout) = RenderTestSupport.example(name)
        for (width, height) in Self.sizes {
            for options in [
                RenderOptions(),
                RenderOptions(ascii: true, showGuides: true, color: false),
                RenderOptions(zoom: 50, showGuides: true, selected: scene.views.first?.name),
                RenderOptions(zoom: 0.01, showCaption: false),
            ] {
                let canvas = LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: options)
                RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
                #expect(canvas == LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: options))
                if options.ascii {
                    #expect(canvas.lines().allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
                }
            }
        }
    }

    @Test(arguments: Examples.all.map(\.name))
    func everyExampleLabelsEveryVisibleView(name: String) {
        let (scene, layout) = RenderTestSupport.example(name)
        for ascii in [false, true] {
            let lines = LayoutRenderer.render(layout, scene: scene, width: 100, height: 40, options: RenderOptions(ascii: ascii)).lines()
            let text = RenderTestSupport.text(lines)
            for view in scene.views where !view.hidden {
                #expect(text.contains(view.name), "\(view.name) missing:\n\(text)")
            }
        }
    }

    @Test func hiddenViewsOfEveryExampleAreMarked() {
        for example in Examples.all {
            for hiddenIndex in example.scene.views.indices {
                var scene = example.scene
                scene.views[hiddenIndex].hidden = true
                let layout = StackLayoutSolver.solve(scene, includingAmbiguity: false)
                let canvas = LayoutRenderer.render(layout, scene: scene, width: 100, height: 40)
                RenderTestSupport.expectWellFormed(canvas, width: 100, height: 40)
                let text = RenderTestSupport.text(canvas.lines())
                let marker: Character = scene.stack.axis == .horizontal ? "▾" : "▸"
                #expect(text.filter { $0 == marker }.count == 1, "\(example.name) without \(hiddenIndex):\n\(text)")
                let name = scene.views[hiddenIndex].name
                #expect(RenderTestSupport.mentions(text, name: name, index: hiddenIndex), "\(example.name): \(name)\n\(text)")
            }
        }
    }

    @Test func neighboursNeverGapOrOverlapAtAnySize() {
        // Fractional widths (thirds) that add up: the views' top edges must form one unbroken
        // run of border characters, two corners per view, at every canvas width.
        let scene = Scene(views: (0..<4).map { ArrangedView(name: "V\($0)") })
        let edges: [Double] = [0, 66.666666666667, 133.333333333333, 141.5, 200]
        let layout = RenderTestSupport.layout(
            stack: Frame(x: 0, y: 0, width: 200, height: 100),
            zip(edges, edges.dropFirst()).enumerated().map { index, pair in
                ("V\(index)", Frame(x: pair.0, y: 0, width: pair.1 - pair.0, height: 100))
            })
        for width in 20...130 {
            let lines = LayoutRenderer.render(layout, scene: scene, width: width, height: 40, options: RenderOptions(showCaption: false)).lines()
            guard let topRow = lines.first(where: { $0.contains("┌") }) else {
                Issue.record("no boxes at width \(width)")
                continue
            }
            let run = topRow.drop { $0 == " " || $0 == "│" }.dropLast()  // inside the outline
            let corners = run.filter { "┌┐╔╗┏┓".contains($0) }.count
            let thinBars = 1  // 141.5 - 133.333 points may round to a single column
            #expect(!run.contains(" "), "gap at width \(width): \(topRow)")
            #expect(corners >= 2 * (4 - thinBars), "overlap at width \(width): \(topRow)")
            let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: width, height: 40, options: RenderOptions(showCaption: false))
            #expect(run.count == mapping.column(atX: 200) - mapping.column(atX: 0), "width \(width): \(topRow)")
        }
    }
}

extension StackProperties: CustomTestStringConvertible {
    public var testDescription: String {
        "\(axis.rawValue) \(distribution.rawValue) \(alignment.rawValue)"
    }
}
