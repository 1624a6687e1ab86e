import Playground
import Testing

@Suite("Canvas")
struct CanvasTests {
    @Test func aNewCanvasIsBlankAndHasItsSize() {
        let canvas = Canvas(width: 4, height: 2)
        #expect(canvas.width == 4)
        #expect(canvas.height == 2)
        #expect(canvas.cells.count == 8)
        #expect(canvas.cells.allSatisfy { $0 == .blank })
        #expect(canvas.lines() == ["", ""])
    }

    @Test func aNegativeSizeIsTakenAsZero() {
        let canvas = Canvas(width: -3, height: 2)
        #expect(canvas.width == 0)
        #expect(canvas.cells.isEmpty)
        #expect(canvas.lines() == ["", ""])
        #expect(Canvas(width: 5, height: -1).lines().isEmpty)
    }

    @Test func subscriptReadsAndWritesInsideOnly() {
        var canvas = Canvas(width: 3, height: 2)
        canvas[1, 1] = Cell("x")
        canvas[3, 0] = Cell("y")
        canvas[-1, 0] = Cell("y")
        canvas[0, 2] = Cell("y")
        #expect(canvas[1, 1].character == "x")
        #expect(canvas[3, 0] == .blank)
        #expect(canvas[Int.min, Int.max] == .blank)
        #expect(canvas.lines() == ["", " x"])
    }

    @Test func drawingOutsideTheCanvasIsClipped() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.put("a", x: -1, y: 0)
        canvas.put("b", x: 5, y: 0)
        canvas.put("c", x: 0, y: 3)
        canvas.put("d", x: Int.max, y: Int.min)
        canvas.fill(x: -2, y: -2, width: 4, height: 4, with: "#")
        canvas.fill(x: 3, y: 1, width: Int.max, height: Int.max, with: "=")
        canvas.fill(x: Int.min, y: Int.min, width: Int.max, height: Int.max, with: "!")
        canvas.fill(x: Int.max, y: Int.max, width: Int.max, height: Int.max, with: "!")
        canvas.fill(x: 0, y: 0, width: -4, height: 2, with: "!")
        canvas.text("hello world", x: -2, y: 2)
        canvas.text("far", x: Int.max, y: 0)
        canvas.text("far", x: Int.min, y: 0)
        #expect(canvas.lines() == ["##", "## ==", "llo w"])
    }

    @Test func textReportsItsLengthAndStopsAtMaxWidth() {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.text("abcdef", x: 1, y: 0, maxWidth: 3) == 3)
        #expect(canvas.text("xyz", x: 8, y: 0) == 3)
        #expect(canvas.text("ignored", x: 0, y: 5) == 7)
        #expect(canvas.text("none", x: 0, y: 0, maxWidth: -2) == 0)
        #expect(canvas.lines() == [" abc    xy"])
    }

    @Test func charactersThatAreNotOneOrTwoColumnsAreReplaced() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.text("a\tb漢😀e\u{301}─\u{301}\u{200B}", x: 0, y: 0)
        #expect(canvas.lines() == ["a?b漢😀é─\u{301}?"])
        #expect(Cell("\n").character == "?")
        #expect(Cell("é").character == "é")
        #expect(Cell("░").character == "░")
        #expect(Cell("🇯🇵").character == "?", "a flag is drawn wider than wcwidth counts it")
    }

    @Test func linesKeepInnerSpacesAndDropTrailingOnes() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.text("a  b", x: 0, y: 0)
        canvas.put("c", x: 5, y: 1)
        canvas.put(" ", x: 5, y: 0, style: CellStyle(reverse: true))
        #expect(canvas.lines() == ["a  b", "     c"])
    }

    @Test func restyleKeepsCharacters() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.text("abc", x: 0, y: 0)
        canvas.restyle(x: 1, y: -5, width: 10, height: 10) { $0.bold = true }
        #expect(canvas.lines() == ["abc"])
        #expect(canvas.cells.map(\.style.bold) == [false, true, true])
    }
}
