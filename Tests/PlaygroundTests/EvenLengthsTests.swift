import Testing

@testable import Playground
import StackLayout

/// What a distribution makes equal is drawn equal: a fillEqually stack's views, an
/// equalSpacing stack's gaps, each the same number of cells, in the playground and in
/// `render`, at any terminal size.
@Suite("Equal lengths drawn equal")
struct EvenLengthsTests {
    /// The cells each visible view covers along the stack's axis, in the order they lie,
    /// and the gaps between neighbours, drawn by `mapping`.
    private static func cells(_ layout: LayoutResult, _ scene: Scene, _ mapping: CellMapping) -> (views: [Int], gaps: [Int]) {
        let horizontal = scene.stack.axis == .horizontal
        let spans = scene.views.filter { !$0.hidden }
            .compactMap { layout.frame(of: $0.name) }
            .map { mapping.rect(for: $0) }
            .map { horizontal ? (start: $0.left, end: $0.right) : (start: $0.top, end: $0.bottom) }
            .sorted { $0.start < $1.start }
        return (spans.map { $0.end - $0.start }, zip(spans, spans.dropFirst()).map { $1.start - $0.end })
    }

    /// A random stack of 2 to 6 views: fillEqually or equalSpacing, either axis, sized or
    /// not, with a random spacing.
    private static func scene(_ random: inout PlaygroundRandom) -> Scene {
        var stack = StackProperties()
        stack.axis = random.element([.horizontal, .vertical])
        stack.distribution = random.element([.fillEqually, .equalSpacing])
        stack.alignment = random.element([.fill, .center, .leading])
        stack.spacing = Double(random.next(0...24))
        let count = random.next(2...6)
        let views = (0..<count).map { index in
            ArrangedView(name: "V\(index)", width: Double(random.next(20...200)), height: Double(random.next(20...160)))
        }
        let natural = views.reduce(0.0) { $0 + ((stack.axis == .horizontal ? $1.width : $1.height) ?? 0) }
        if random.next(0...2) > 0 {
            let length = (natural * Double(random.next(100...250)) / 100).rounded()
            if stack.axis == .horizontal { stack.width = length } else { stack.height = length }
        }
        return Scene(stack: stack, views: views)
    }

    /// Over random stacks and terminal sizes: wherever the fitted drawing gives the equal
    /// lengths 10 cells or more (so that a zoom at most a tenth smaller makes them whole),
    /// every one of them is drawn the same number of cells; the zoom is never larger than
    /// the fitted one, nor more than a tenth smaller. Fails with the edges snapped at the
    /// fitted zoom (views 8, 7 and 8 columns wide).
    @Test func whatTheDistributionMakesEqualIsDrawnEqual() {
        var random = PlaygroundRandom(seed: 15)
        var checked = 0
        for _ in 0..<400 {
            let scene = Self.scene(&random)
            let layout = StackLayoutSolver.solve(scene, includingAmbiguity: false)
            let width = random.next(40...160), height = random.next(12...40)
            var options = RenderOptions(showCaption: false)
            let fitted = LayoutRenderer.mapping(for: layout, scene: scene, width: width, height: height, options: options)
            options.evenLengths = EvenLengths(layout: layout, scene: scene)
            let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: width, height: height, options: options)
            #expect(mapping.zoom <= fitted.zoom && mapping.zoom >= 0.9 * fitted.zoom - 1e-12)
            let horizontal = scene.stack.axis == .horizontal
            let perPoint = horizontal ? fitted.zoom : fitted.zoom / 2
            let drawn = Self.cells(layout, scene, mapping)
            let context = "\(scene.stack.distribution) \(scene.stack.axis) spacing \(scene.stack.spacing) at \(width)×\(height)"
            switch scene.stack.distribution {
            case .fillEqually:
                guard let first = scene.views.first.flatMap({ layout.frame(of: $0.name) }),
                      (horizontal ? first.width : first.height) * perPoint >= 10 else { continue }
                #expect(Set(drawn.views).count == 1, "\(context): views \(drawn.views)")
            default:
                guard let gap = layout.frame(of: LayoutItem.gapGuide(0)), (horizontal ? gap.width : gap.height) * perPoint >= 10 else { continue }
                #expect(Set(drawn.gaps).count == 1, "\(context): gaps \(drawn.gaps)")
            }
            checked += 1
        }
        #expect(checked >= 100, "only \(checked) drawings had lengths of 10 cells")
    }

    /// In the playground: `d` on the seed (375 points wide) makes it fillEqually, and the
    /// three 125-point views are boxes of one width on an 80 × 24 screen (23, 22 and 23
    /// columns when each edge was snapped at the fitted zoom).
    @Test func fillEquallyInThePlaygroundIsThreeEqualBoxes() throws {
        let state = PlaygroundScreenTests.after("d")
        #expect(state.scene.stack.distribution == .fillEqually)
        for (width, height) in [(80, 24), (100, 30), (120, 36), (61, 20)] {
            let lines = PlaygroundScreenTests.lines(state, width, height)
            // The boxes' top edges, corner to corner, on the first row that has them.
            let top = try #require(lines.first { $0.contains("┌") && $0.contains("╗") }, "\(width)×\(height)")
            let widths = RenderTestSupport.boxWidths(in: top)
            #expect(widths.count == 3 && Set(widths).count == 1, "\(width)×\(height): \(widths) in \(top)")
        }
    }

    /// Equal margins are drawn as bands of one width: the card's 12-point margins were 3
    /// columns on the left and 2 on the right at 80 × 24.
    @Test func equalMarginsAreBandsOfOneWidth() throws {
        let state = PlaygroundState(scene: try #require(Examples.named("card")).scene, name: "card", animates: false)
        var checked = 0
        for (width, height) in [(80, 24), (100, 30), (120, 36), (60, 20), (90, 28), (70, 22)] {
            let lines = PlaygroundScreenTests.lines(state, width, height)
            // The row of Title's box: the margins band either side of it, inside the outline.
            let row = try #require(lines.first { $0.contains("Title") }, "\(width)×\(height)")
            let outline = try #require(row.firstIndex(of: "│")), end = try #require(row.lastIndex(of: "│"))
            let inner = row[row.index(after: outline)..<end]
            let left = inner.prefix { $0 == "░" }.count
            let right = inner.reversed().prefix { $0 == "░" }.count
            #expect(left == right && left > 0, "\(width)×\(height): \(left) and \(right) in \(row)")
            checked += 1
        }
        #expect(checked == 6)
    }

    /// A stack that repeats nothing (views of three sizes, no spacing) is drawn at the
    /// fitted zoom, as before.
    @Test func nothingRepeatedKeepsTheFittedZoom() {
        let scene = RenderTestSupport.seed()
        let layout = StackLayoutSolver.solve(scene, includingAmbiguity: false)
        var options = RenderOptions(showCaption: false)
        let fitted = LayoutRenderer.mapping(for: layout, scene: scene, width: 80, height: 24, options: options)
        options.evenLengths = EvenLengths(layout: layout, scene: scene)
        #expect(LayoutRenderer.mapping(for: layout, scene: scene, width: 80, height: 24, options: options).zoom == fitted.zoom)
    }
}
