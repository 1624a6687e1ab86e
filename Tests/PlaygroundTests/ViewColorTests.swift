import Playground
import StackLayout
import Testing

/// Colours follow views, not positions: reordering, inserting, renaming and undoing keep
/// every view's colour.
@Suite("Colours follow views")
struct ViewColorTests {
    /// The colour of each visible view's box edge on a 120 × 36 screen, by name.
    static func colors(_ state: PlaygroundState) -> [String: TerminalColor] {
        let screen = ScreenLayout(state, width: 120, height: 36, ascii: false)
        let canvas = PlaygroundScreen.render(state, on: screen, color: true)
        var colors: [String: TerminalColor] = [:]
        for view in state.scene.views where !view.hidden {
            guard let frame = state.layout.frame(of: view.name) else { continue }
            let rect = screen.mapping.rect(for: frame)
            colors[view.name] = canvas[rect.left, rect.top + rect.height / 2].style.foreground
        }
        return colors
    }

    static func run(_ command: String, on state: inout PlaygroundState) {
        _ = state.press(.character(":"))
        for character in command { _ = state.press(.character(character)) }
        _ = state.press(.enter)
    }

    @Test func reordersInsertsAndRenamesKeepColours() {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed", animates: false)
        let start = Self.colors(state)
        #expect(Set(start.values).count == 3, "three views, three colours: \(start)")
        for key: Key in [.tab, .character(">"), .character(">")] { _ = state.press(key) }
        #expect(state.scene.views.map(\.name) == ["Subview1", "Subview2", "Subview0"])
        #expect(Self.colors(state) == start, "reordered")
        Self.run("select Subview1", on: &state)
        Self.run("add Label 50x50", on: &state)
        var now = Self.colors(state)
        #expect(now.filter { $0.key != "Label" } == start, "inserted")
        #expect(!start.values.contains(now["Label"] ?? .default), "the new view has a colour of its own")
        #expect(state.selectedViewName == "Label", "the new view is selected")
        Self.run("select Subview1", on: &state)
        Self.run("rename Title", on: &state)
        now = Self.colors(state)
        #expect(now["Title"] == start["Subview1"] ?? nil, "renamed")
        _ = state.press(.delete)
        _ = state.press(.character("u"))
        #expect(Self.colors(state)["Title"] == start["Subview1"] ?? nil, "undone")
    }

    /// A render of the same scene without the playground colours views by position, as before.
    @Test func renderColoursByPositionAsBefore() {
        let state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        let colors = Self.colors(state)
        for (index, view) in state.scene.views.enumerated() {
            #expect(colors[view.name] == LayoutRenderer.color(forViewAt: index))
        }
    }
}

/// Exported UIKit code colours each view as the drawing does: by its place among every view
/// at every depth, from the same palette, or its own colour. (The export had a palette of its
/// own: a view drawn blue was exported red, next to a view the scene colours red.)
@Suite("Exported colours are the drawing's")
struct ExportedColourTests {
    static let uikitNames: [ViewColor: String] = [
        .blue: "systemBlue", .green: "systemGreen", .magenta: "magenta", .cyan: "cyan", .yellow: "systemYellow", .red: "systemRed", .gray: "systemGray",
    ]

    @Test(arguments: ["seed", "card", "labeled-form"])
    func eachViewIsExportedInTheColourItIsDrawnIn(_ name: String) throws {
        var scene = try #require(Examples.named(name)).scene
        scene.views[scene.views.count - 1].color = .red
        let source = UIKitExport.swiftSource(for: scene, title: name)
        for (index, view) in scene.allViews.enumerated() where view.nested == nil {
            let drawn = view.color ?? ViewColor.palette[index % ViewColor.palette.count]
            #expect(LayoutRenderer.color(forViewAt: index) == TerminalColor(ViewColor.palette[index % ViewColor.palette.count]))
            let colour = try #require(Self.uikitNames[drawn])
            let variable = view.name.prefix(1).lowercased() + view.name.dropFirst()
            let exported = source.contains("\(variable).backgroundColor = UIColor.\(colour)") || source.contains("\(view.name).backgroundColor = UIColor.\(colour)")
            #expect(exported, "\(name): \(view.name) should be \(drawn)")
        }
    }
}
