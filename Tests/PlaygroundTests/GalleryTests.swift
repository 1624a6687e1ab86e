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
        let panelWidth = width / Distribution.allCases.count
        for (index, distribution) in Distribution.allCases.enumerated() {
            var scene = seed
            scene.stack.width = 420
            scene.stack.distribution = distribution
            let frame = try #require(StackLayoutSolver.solve(scene).frame(of: "Subview0"))
            let label = formatPoints(frame.width) + "×" + formatPoints(frame.height)
            let region = lines.map { line -> String in
                let characters = Array(line)
                let start = min(index * panelWidth, characters.count)
                return String(characters[start..<min(start + panelWidth, characters.count)])
            }
            #expect(region[0].hasPrefix(" " + distribution.rawValue), "\(region[0])")
            #expect(region.contains { $0.contains(label) }, "\(distribution): \(label) not drawn")
        }
    }

    @Test func tinyAndEmptyCanvasesDoNotTrap() {
        #expect(Gallery.render(seed, by: .alignment, width: 1, height: 1).width == 1)
        #expect(Gallery.render(seed, by: .alignment, width: 0, height: 0).cells.isEmpty)
        #expect(Gallery.render(Scene(), by: .distribution, width: 40, height: 10).height == 10)
    }
}
