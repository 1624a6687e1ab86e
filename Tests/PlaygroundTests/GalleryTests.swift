import Testing

@testable import Playground
import StackLayout

@Suite("Gallery")
struct GalleryTests {
    private let seed = Examples.named("seed")!.scene

    @Test func onePanelPerDistributionAtOneCommonSize() {
        let panels = Gallery.panels(for: seed, by: .distribution)
        #expect(panels.map(\.title) == Distribution.allCases.map(\.rawValue))
        // The unsized seed (280 pt of views) gets 420 pt in every panel: 1.5 × 280.
        #expect(panels.allSatisfy { $0.scene.stack.width == 420 && $0.scene.stack.height == nil })
        for (panel, distribution) in zip(panels, Distribution.allCases) {
            var expected = seed
            expected.stack.width = 420
            expected.stack.distribution = distribution
            #expect(panel.scene == expected)
        }
    }

    /// A view that a panel's layout leaves ambiguous is drawn dashed there, as the
    /// playground's drawing draws it: a view without an intrinsic width between sized ones is
    /// ambiguous with equalSpacing and equalCentering, not with fill or fillEqually.
    @Test func ambiguousViewsAreDashedInTheirPanels() throws {
        var scene = Scene()
        scene.stack.distribution = .equalSpacing
        scene.stack.spacing = 8
        scene.stack.width = 300
        scene.views = [ArrangedView(name: "A", width: 40, height: 30), ArrangedView(name: "B", width: nil, height: 30),
                       ArrangedView(name: "C", width: 50, height: 30)]
        let lines = Gallery.render(scene, by: .distribution, width: 100, height: 24, color: false).lines()
        let panels = Gallery.panels(for: scene, by: .distribution)
        let layouts = panels.map { StackLayoutSolver.solve($0.scene) }
        let grid = try #require(Gallery.grid(for: layouts, width: 100, height: 24, narrowest: Gallery.narrowestPanel(panels, in: scene, by: .distribution)))
        for (index, layout) in layouts.enumerated() {
            // The panel's cells: under its title, in its column, down to the blank row.
            let left = (index % grid.columns) * grid.panelWidth
            let slices = lines.map { String($0.dropFirst(left).prefix(grid.panelWidth)) }
            let title = try #require(slices.firstIndex { $0.dropFirst().hasPrefix(panels[index].title + " ") || $0.dropFirst() == panels[index].title[...] })
            let panel = slices[(title + 1)...].prefix { !$0.allSatisfy(\.isWhitespace) }
            #expect(panel.count >= 3, "\(panels[index].title) is drawn")
            let dashed = panel.contains { $0.contains("╌") }
            #expect(dashed == layout.ambiguous.contains { $0.hasPrefix("B.") }, "\(panels[index].title):\n\(panel.joined(separator: "\n"))")
        }
        #expect(layouts.contains { !$0.ambiguous.isEmpty } && layouts.contains { $0.ambiguous.isEmpty }, "both kinds of panel")
    }

    @Test func aSizedStackKeepsItsSizeAndAlignmentsUseUIKitNames() {
        var scene = seed
        scene.stack.width = 300
        let panels = Gallery.panels(for: scene, by: .alignment)
        #expect(panels.map(\.title) == ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"])
        #expect(panels.allSatisfy { $0.scene.stack.width == 300 })
    }

    @Test("each panel shows the sizes `layout` gives its scene")
    func panelsShowTheLayoutSizes() throws {
        let width = 200, height = 30
        let lines = Gallery.render(seed, by: .distribution, width: width, height: height, color: false).lines()
        let panels = Gallery.panels(for: seed, by: .distribution)
        let layouts = panels.map { StackLayoutSolver.solve($0.scene) }
        let grid = try #require(Gallery.grid(for: layouts, width: width, height: height, narrowest: Gallery.narrowestPanel(panels, in: seed, by: .distribution)))
        for (index, distribution) in Distribution.allCases.enumerated() {
            var scene = seed
            scene.stack.width = 420
            scene.stack.distribution = distribution
            let frame = try #require(StackLayoutSolver.solve(scene).frame(of: "Subview0"))
            let label = formatPoints(frame.width) + "×" + formatPoints(frame.height)
            // The panel's column of cells; under its title, its rows down to the blank row
            // before the next row of panels.
            let region = lines.map { line -> String in
                let characters = Array(line)
                let start = min(index % grid.columns * grid.panelWidth, characters.count)
                return String(characters[start..<min(start + grid.panelWidth, characters.count)])
            }
            let title = try #require(region.firstIndex { $0.hasPrefix(" " + distribution.rawValue) }, "\(distribution): no title")
            let below = region[(title + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(below.contains { $0.contains(label) }, "\(distribution): \(label) not drawn")
        }
    }

    /// However large the terminal, every panel is drawn whole: its outline's bottom edge is
    /// on the canvas (two to a row in three rows cut the last row off at 80 × 24).
    @Test func everyPanelIsDrawnWhole() throws {
        let scenes = [seed, try #require(Examples.named("apple")).scene, try #require(Examples.named("form")).scene]
        for scene in scenes {
            for variation in Gallery.Variation.allCases {
                let count = Gallery.panels(for: scene, by: variation).count
                for (width, height) in [(80, 24), (60, 24), (100, 30), (120, 36), (200, 30), (200, 60), (160, 48), (77, 15), (60, 20)] {
                    let lines = Gallery.render(scene, by: variation, width: width, height: height, color: false).lines()
                    let bottoms = lines.reduce(0) { $0 + $1.filter { $0 == "╰" }.count }
                    #expect(bottoms == count, "\(variation) at \(width)×\(height): \(bottoms) of \(count) outlines whole")
                }
                // Small: every panel whole with a drawing in it, or a notice that there is no
                // room, never titles over nothing (40 × 12 drew four titles, one to a row, and
                // left the fifth panel out).
                for (width, height) in [(40, 12), (30, 10), (30, 20), (60, 12), (20, 8), (10, 3), (50, 14)] {
                    let lines = Gallery.render(scene, by: variation, width: width, height: height, color: false).lines()
                    let bottoms = lines.reduce(0) { $0 + $1.filter { $0 == "╰" }.count }
                    let notice = lines.first?.hasPrefix("too small") == true
                    #expect(bottoms == count || (notice && bottoms == 0), "\(variation) at \(width)×\(height): \(lines.joined(separator: "\n"))")
                }
            }
        }
    }

    /// At 80 × 24 the seed's five distributions go three and two to a row (two to a row in
    /// three rows left less room for each drawing once the blank rows were counted).
    @Test func theSeedsDistributionsGoThreeAndTwoToARowAt80By24() throws {
        let lines = Gallery.render(seed, by: .distribution, width: 80, height: 24, color: false).lines()
        #expect(lines[0].contains("fill") && lines[0].contains("fillEqually") && lines[0].contains("fillProportionally"), "\(lines[0])")
        let second = try #require(lines.firstIndex { $0.contains("equalSpacing") })
        #expect(lines[second].contains("equalCentering"), "\(lines[second])")
    }

    /// The fillEqually panel draws its three views the same width, at the one zoom every
    /// panel shares (8, 7 and 8 columns at the fitted zoom at 80 × 24).
    @Test func theFillEquallyPanelsViewsAreAlike() throws {
        for (width, height) in [(80, 24), (100, 30), (120, 36), (77, 15)] {
            let lines = Gallery.render(seed, by: .distribution, width: width, height: height, color: false).lines()
            let title = try #require(lines.firstIndex { $0.contains("fillEqually") })
            let column = try #require(lines[title].range(of: "fillEqually")).lowerBound
            let start = lines[title].distance(from: lines[title].startIndex, to: column) - 1
            // The first row under the title with the views' top edges, within the panel.
            let row = try #require(lines[(title + 1)...].first { $0.contains("┌") })
            let widths = RenderTestSupport.boxWidths(in: row.dropFirst(max(0, start)), limit: 3)
            #expect(widths.count == 3 && Set(widths).count == 1, "\(width)×\(height): \(widths)")
        }
    }

    @Test func tinyAndEmptyCanvasesDoNotTrap() {
        #expect(Gallery.render(seed, by: .alignment, width: 1, height: 1).width == 1)
        #expect(Gallery.render(seed, by: .alignment, width: 0, height: 0).cells.isEmpty)
        #expect(Gallery.render(Scene(), by: .distribution, width: 40, height: 10).height == 10)
    }
}
