import Playground
import StackLayout
import Testing

/// Helpers shared by the rendering tests.
enum RenderTestSupport {
    /// The solved layout and scene of the built-in example `name`.
    static func example(_ name: String) -> (scene: Scene, layout: LayoutResult) {
        let scene = Examples.named(name)?.scene ?? Scene()
        return (scene, StackLayoutSolver.solve(scene, includingAmbiguity: false))
    }

    /// The seed example's scene with its stack changed by `configure`.
    static func seed(_ configure: (inout StackProperties) -> Void = { _ in }) -> Scene {
        var scene = Examples.named("seed")?.scene ?? Scene()
        configure(&scene.stack)
        return scene
    }

    /// Renders `scene` solved, as plain lines.
    static func lines(_ scene: Scene, width: Int = 80, height: Int = 24, options: RenderOptions = RenderOptions()) -> [String] {
        let layout = StackLayoutSolver.solve(scene, includingAmbiguity: false)
        return LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: options).lines()
    }

    /// The widths in cells of the boxes whose top edges `row` crosses, left to right, corner
    /// to corner (`┌…┐`, `╔…╗`, `┏…┓`), the first `limit` of them.
    static func boxWidths(in row: some Sequence<Character>, limit: Int = .max) -> [Int] {
        var widths: [Int] = []
        var start: Int?
        for (index, character) in row.enumerated() where widths.count < limit {
            if "┌╔┏".contains(character) { start = index }
            if "┐╗┓".contains(character), let begun = start {
                widths.append(index - begun + 1)
                start = nil
            }
        }
        return widths
    }

    /// A hand-made layout: the stack's frame and the views' frames, by name.
    static func layout(stack: Frame?, _ items: [(String, Frame)]) -> LayoutResult {
        var frames = stack.map { [ItemFrame(name: LayoutItem.stackView, frame: $0)] } ?? []
        frames += items.map { ItemFrame(name: $0.0, frame: $0.1) }
        return LayoutResult(constraints: [], items: frames)
    }

    /// Records an issue for every way `canvas` breaks the canvas rules: a size other than
    /// `width` × `height`, a line longer than the width, trailing spaces.
    static func expectWellFormed(_ canvas: Canvas, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(canvas.width == max(0, width), sourceLocation: sourceLocation)
        #expect(canvas.height == max(0, height), sourceLocation: sourceLocation)
        #expect(canvas.cells.count == max(0, width) * max(0, height), sourceLocation: sourceLocation)
        let lines = canvas.lines()
        #expect(lines.count == max(0, height), sourceLocation: sourceLocation)
        for line in lines {
            #expect(line.count <= max(0, width), "line too long: \(line)", sourceLocation: sourceLocation)
            #expect(!line.hasSuffix(" "), "trailing space: \(line)", sourceLocation: sourceLocation)
        }
    }

    /// Every line of `lines`, joined for a readable failure message.
    static func text(_ lines: [String]) -> String {
        lines.joined(separator: "\n")
    }

    /// The text of `lines` inside `rect` (clipped), row by row.
    static func text(of lines: [String], in rect: CellRect) -> [String] {
        (max(0, rect.top)..<max(max(0, rect.top), min(rect.bottom, lines.count))).map { row in
            let line = Array(lines[row])
            let left = max(0, rect.left), right = min(rect.right, line.count)
            return left < right ? String(line[left..<right]) : ""
        }
    }

    /// Records an issue unless the view's cells show its label: its name (with its size in
    /// points whenever its box has room for both), a prefix of the name, or its index (as
    /// `#2`, or `2` on its own).
    static func expectLabelled(
        _ name: String, index: Int, frame: Frame, in lines: [String], mapping: CellMapping,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var rect = mapping.rect(for: frame)
        rect.right = max(rect.right, rect.left + 1)
        rect.bottom = max(rect.bottom, rect.top + 1)
        let inside = text(of: lines, in: rect)
        let joined = inside.joined(separator: "\n")
        let size = formatPoints(frame.width) + "×" + formatPoints(frame.height)
        // A bare index (on a bar or a narrow box) counts as a word of its own.
        let words = joined.split { !$0.isLetter && !$0.isNumber }
        let labelled = mentions(joined, name: name, index: index) || words.contains { $0 == String(index) }
        #expect(labelled, "\(name) is not labelled in \(rect):\n\(joined)", sourceLocation: sourceLocation)
        if rect.width - 2 >= max(name.count, size.count), rect.height - 2 >= 2 {
            #expect(joined.contains(name) && joined.contains(size), "\(name) \(size) in \(rect):\n\(joined)", sourceLocation: sourceLocation)
        }
    }

    /// Whether `text` names the view: its name, a prefix of it (two letters at least)
    /// ending in an ellipsis, or `#index`.
    static func mentions(_ text: String, name: String, index: Int) -> Bool {
        if text.contains(name) || text.contains("#\(index)") { return true }
        return (2..<max(2, name.count)).contains { text.contains(name.prefix($0) + "…") || text.contains(name.prefix($0) + ".") }
    }
}

extension Scene {
    /// The scene with the view at `index` hidden.
    func hiding(_ index: Int) -> Scene {
        var scene = self
        if scene.views.indices.contains(index) { scene.views[index].hidden = true }
        return scene
    }
}
