import Foundation
import TestScratch
import Playground
import StackLayout
import Testing

/// The stack's size in points, axis by axis: `s` through device sizes, resizing, exact sizes,
/// and a terminal that only scales the drawing.
@Suite("Stack size in points")
struct StackSizeTests {
    static func state(_ configure: (inout StackProperties) -> Void = { _ in }) -> PlaygroundState {
        PlaygroundState(scene: RenderTestSupport.seed(configure), name: "seed")
    }

    static func stackFrame(_ state: PlaygroundState) -> Frame? {
        state.layout.frame(of: LayoutItem.stackView)
    }

    @Test func sStepsThroughDeviceWidthsAndBackToUnsized() throws {
        var state = Self.state()
        var widths: [Double?] = []
        for _ in 0..<5 {
            _ = state.press(.character("s"))
            widths.append(state.scene.stack.width)
            #expect(state.scene.stack.height == nil, "only the axis is sized")
        }
        #expect(widths == [320, 375, 390, 430, nil])
        #expect(state.sizeMode == .unsized)
        _ = state.press(.character("s"))
        #expect(try #require(Self.stackFrame(state)).width == 320)
        #expect(state.message == "stack 320 pt wide, height unsized (iPhone SE width)")
    }

    @Test func aVerticalStackStepsThroughDeviceHeights() {
        var state = Self.state { $0.axis = .vertical }
        var heights: [Double?] = []
        for _ in 0..<5 {
            _ = state.press(.character("s"))
            heights.append(state.scene.stack.height)
            #expect(state.scene.stack.width == nil)
        }
        #expect(heights == [568, 667, 844, 932, nil])
    }

    /// After the device sizes, `s` comes back to the last size set by resizing.
    @Test func sComesBackToTheLastCustomSize() {
        var state = Self.state()
        for key: Key in [.character("L"), .character("L")] { _ = state.press(key) }
        #expect(state.scene.stack.width == 300, "an unsized width starts from the 280 the stack has")
        #expect(state.scene.stack.height == nil, "the height stays unsized")
        var widths: [Double?] = []
        for _ in 0..<6 {
            _ = state.press(.character("s"))
            widths.append(state.scene.stack.width)
        }
        #expect(widths == [nil, 320, 375, 390, 430, 300])
    }

    @Test func anExactSizeIsOneUndoStepAndMatchesSolvingFromScratch() throws {
        var state = Self.state()
        _ = state.update(.setStackSize(StackSize(width: 390, height: 844)))
        #expect(state.stackSize == StackSize(width: 390, height: 844))
        #expect(state.message == "stack 390×844 pt")
        let scratch = StackLayoutSolver.solve(state.scene)
        for item in scratch.items {
            let frame = try #require(state.layout.frame(of: item.name))
            #expect(abs(frame.width - item.frame.width) < 1e-9 && abs(frame.height - item.frame.height) < 1e-9, "\(item.name)")
        }
        _ = state.update(.undo)
        #expect(state.stackSize == StackSize(width: nil, height: nil))
        #expect(try #require(Self.stackFrame(state)).width == 280)
    }

    /// The panel, the terminal's size and the zoom only scale the drawing: the layout is the
    /// same, and the info line says the scale.
    @Test func theTerminalOnlyScalesTheDrawing() throws {
        var state = Self.state { $0.width = 375 }
        let layout = state.layout
        var scales: Set<String> = []
        for (width, height) in [(60, 16), (120, 36), (200, 60)] {
            for _ in 0..<2 {
                _ = state.press(.character("c"), width: width, height: height)
                #expect(state.layout == layout)
                let screen = ScreenLayout(state, width: width, height: height, ascii: false)
                let lines = PlaygroundScreen.render(state, on: screen, color: false).lines()
                let scale = "zoom 1 col = " + formatPoints((100 / screen.mapping.zoom).rounded() / 100) + " pt"
                if width >= 120 { #expect(lines.contains { $0.contains(scale) }, "\(lines)") }
                scales.insert(scale)
            }
        }
        #expect(scales.count > 2, "the scale follows the screen")
        #expect(try #require(Self.stackFrame(state)).width == 375)
    }

    /// Opening a scene and saving it unchanged writes the same scene: an unsized height stays
    /// absent.
    @Test func savingWhatWasOpenedGivesBackTheSameScene() throws {
        let folder = try makeScratchDirectory("size")
        for (width, height) in [(Double?.some(300), Double?.none), (nil, 120), (nil, nil), (300, 120)] {
            let path = folder.appendingPathComponent("scene.json").path
            var scene = RenderTestSupport.seed()
            scene.stack.width = width
            scene.stack.height = height
            try SceneFile.save(scene, to: path)
            let text = try SceneFile.readText(path: path)
            var state = PlaygroundState(scene: try SceneFile.load(path: path), name: path, file: path)
            #expect(!state.hasUnsavedChanges)
            _ = state.press(.character("w"))
            #expect(try SceneFile.readText(path: path) == text)
        }
    }

    /// The drawing's rows of `state` on a 100 × 30 screen.
    static func drawing(_ state: PlaygroundState) -> [String] {
        let screen = ScreenLayout(state, width: 100, height: 30, ascii: false)
        return Array(PlaygroundScreen.render(state, on: screen, color: false).lines().prefix(screen.drawing.bottom))
    }

    /// The seed example as `stackplay` opens it (375 pt wide): every distribution and
    /// alignment draws a different picture.
    @Test func theFirstScreenShowsWhatDAndADo() {
        var state = Self.state { $0.width = 375 }
        var pictures: Set<[String]> = []
        for _ in 0..<5 {
            pictures.insert(Self.drawing(state))
            _ = state.press(.character("d"))
        }
        #expect(pictures.count == 5)
        pictures = []
        for _ in 0..<4 {
            pictures.insert(Self.drawing(state))
            _ = state.press(.character("a"))
        }
        #expect(pictures.count == 4)
        let keyLine = PlaygroundScreen.render(state, width: 80, height: 24, color: false, ascii: false).lines().last ?? ""
        #expect(keyLine.contains("s size"), "\(keyLine)")
    }
}
