import Playground
import StackLayout
import Testing

@Suite("ANSI output")
struct AnsiOutputTests {
    private static let escape = "\u{1B}"

    /// A canvas with red bold "ab", a plain "c", and a blue-background space at the end
    /// of the second row.
    private func sample() -> Canvas {
        var canvas = Canvas(width: 6, height: 2)
        canvas.text("ab", x: 0, y: 0, style: CellStyle(foreground: .red, bold: true))
        canvas.put("c", x: 3, y: 0)
        canvas.put(" ", x: 5, y: 1, style: CellStyle(background: .blue))
        canvas.put("d", x: 0, y: 1, style: CellStyle(foreground: .default))
        return canvas
    }

    @Test func sixteenColors() {
        let e = Self.escape
        #expect(sample().ansiLines(colorDepth: .ansi16) == [
            "\(e)[0;1;31mab\(e)[0m c",
            "d    \(e)[0;44m \(e)[0m",
        ])
    }

    @Test func twoHundredFiftySixColors() {
        let e = Self.escape
        #expect(sample().ansiLines(colorDepth: .ansi256) == [
            "\(e)[0;1;38;5;160mab\(e)[0m c",
            "d    \(e)[0;48;5;26m \(e)[0m",
        ])
    }

    @Test func monochromeKeepsAttributesOnly() {
        let e = Self.escape
        // Without its background the last space shows nothing, so it is left out.
        #expect(sample().ansiLines(colorDepth: .monochrome) == ["\(e)[0;1mab\(e)[0m c", "d"])
    }

    @Test func everyAttributeHasItsCode() {
        var canvas = Canvas(width: 1, height: 1)
        canvas.put("x", x: 0, y: 0, style: CellStyle(foreground: .gray, background: .default, bold: true, dim: true, reverse: true, underline: true))
        let e = Self.escape
        #expect(canvas.ansiLines(colorDepth: .ansi16) == ["\(e)[0;1;2;4;7;90mx\(e)[0m"])
    }

    @Test func renderedLayoutsStripToThePlainLines() {
        let (scene, layout) = RenderTestSupport.example("seed")
        for depth in ColorDepth.allCases {
            for color in [true, false] {
                let canvas = LayoutRenderer.render(layout, scene: scene, width: 60, height: 16, options: RenderOptions(color: color, selected: "Subview1"))
                let ansi = canvas.ansiLines(colorDepth: depth)
                #expect(ansi.map(Self.stripped) == canvas.lines())
                for line in ansi where line.contains(Self.escape) {
                    #expect(line.hasSuffix("\(Self.escape)[0m"), "ends styled: \(line.debugDescription)")
                }
                let colored = ansi.contains { $0.contains(";34m") || $0.contains(";38;5;") }
                #expect(colored == (color && depth != .monochrome))
            }
        }
    }

    @Test func viewsHaveTheirOwnColors() {
        let (scene, layout) = RenderTestSupport.example("seed")
        let canvas = LayoutRenderer.render(layout, scene: scene, width: 80, height: 24)
        let colors = Set(canvas.cells.compactMap(\.style.foreground))
        #expect(colors == [.blue, .green, .magenta])
        let plain = LayoutRenderer.render(layout, scene: scene, width: 80, height: 24, options: RenderOptions(color: false))
        #expect(plain.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(plain.lines() == canvas.lines())
    }

    /// `line` without its SGR escape sequences.
    private static func stripped(_ line: String) -> String {
        var result = ""
        var inEscape = false
        for character in line {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
