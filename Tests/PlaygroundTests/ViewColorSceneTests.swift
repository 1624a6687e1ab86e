import JSON
import Testing

@testable import Playground
import StackLayout

@Suite("Colours a scene gives its views")
struct ViewColorSceneTests {
    @Test func aSceneColourIsReadWrittenAndRefusedWhenUnknown() throws {
        let scene = try SceneJSON.decode(#"{"views": [{"name": "a", "width": 10, "height": 10, "color": "red"}, {"name": "b"}]}"#, file: "s.json")
        #expect(scene.views.map(\.color) == [.red, nil])
        let written = SceneJSON.encode(scene)
        #expect(written.contains("\"color\": \"red\""))
        #expect(try SceneJSON.decode(written, file: "again.json") == scene)
        do {
            _ = try SceneJSON.decode(#"{"views": [{"name": "a", "color": "mauve"}]}"#, file: "s.json")
            Issue.record("an unknown colour was accepted")
        } catch {
            #expect(error.keyPath == "views[0].color")
            #expect(error.message.contains("red, green, yellow, blue, magenta, cyan, gray"))
        }
    }

    @Test func theAppleExampleDrawsRedInRed() throws {
        let scene = try #require(Examples.named("apple")).scene
        #expect(scene.views.map(\.color) == [.red, .blue, .green])
        let layout = StackLayoutSolver.solve(scene)
        let canvas = LayoutRenderer.render(layout, scene: scene, width: 60, height: 30, options: RenderOptions(color: true))
        for (view, color) in zip(scene.views, [TerminalColor.red, .blue, .green]) {
            let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: 60, height: 30, options: RenderOptions(color: true))
            let rect = mapping.rect(for: try #require(layout.frame(of: view.name)))
            #expect(canvas[rect.left, rect.top].style.foreground == color, "\(view.name)")
        }
    }

    @Test func theColourCommandSetsAndClearsTheSelectedViewsColour() {
        var state = PlaygroundState(scene: Examples.named("seed")!.scene, name: "seed", file: nil)
        _ = state.update(.selectNext(by: 1))
        _ = state.update(.setColor(.magenta))
        #expect(state.scene.views[0].color == .magenta)
        _ = state.update(.undo)
        #expect(state.scene.views[0].color == nil)
        _ = state.update(.redo)
        _ = state.update(.setColor(nil))
        #expect(state.scene.views[0].color == nil)
    }
}
