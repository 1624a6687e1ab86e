import Playground
import StackLayout
import Testing

/// Huge zooms must clip, not draw millions of off-screen cells: the canvas keeps its size and
/// the visible part is a view's interior. (How fast rendering is lives in `stackplay bench`,
/// not in timed tests.)
@Suite("Huge zooms")
struct HugeZoomTests {
    @Test(arguments: [50, 1e3, 1e6])
    func hugeZoomStillFillsTheCanvas(zoom: Double) {
        for name in ["seed", "form", "toolbar"] {
            let (scene, layout) = RenderTestSupport.example(name)
            let canvas = LayoutRenderer.render(layout, scene: scene, width: 200, height: 60, options: RenderOptions(zoom: zoom, showGuides: true))
            #expect(canvas.width == 200 && canvas.height == 60, "\(name) at zoom \(zoom)")
            #expect(canvas.lines().count == 60)
        }
    }
}
