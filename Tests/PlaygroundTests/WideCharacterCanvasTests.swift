import Glibc
import Playground
import Testing

@_silgen_name("wcwidth") private func libcColumns(_ character: Int32) -> Int32

/// The terminal columns of `line` as the C library counts them in a UTF-8 locale (set for
/// this thread only); a scalar it cannot print counts one, as the terminal's replacement would.
private func terminalColumns(_ line: String) -> Int {
    guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return Int.max }
    let previous = uselocale(utf8)
    defer {
        uselocale(previous)
        freelocale(utf8)
    }
    return line.unicodeScalars.reduce(0) { total, scalar in
        let width = libcColumns(Int32(bitPattern: scalar.value))
        return total + (width < 0 ? 1 : Int(width))
    }
}

/// `line` without its SGR escape sequences.
private func withoutEscapes(_ line: String) -> String {
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

/// Wide (two-column) characters on the canvas: each takes two cells, the second its
/// continuation, and no drawing ever leaves half of one on the canvas.
@Suite("Wide characters on the canvas")
struct WideCharacterCanvasTests {
    /// Every wide cell is followed by its continuation and every continuation follows a wide cell.
    private func isWhole(_ canvas: Canvas) -> Bool {
        (0..<canvas.height).allSatisfy { y in
            (0..<canvas.width).allSatisfy { x in
                let cell = canvas[x, y]
                if cell.isWide { return x + 1 < canvas.width && canvas[x + 1, y].isContinuation }
                if cell.isContinuation { return x > 0 && canvas[x - 1, y].isWide }
                return true
            }
        }
    }

    @Test func aWideCharacterTakesTwoCells() {
        var canvas = Canvas(width: 8, height: 1)
        let covered = canvas.text("a日本b", x: 1, y: 0)
        #expect(covered == 6, "text reports columns, not characters")
        #expect(canvas[2, 0].character == "日" && canvas[2, 0].isWide && canvas[2, 0].columns == 2)
        #expect(canvas[3, 0].isContinuation && canvas[3, 0].columns == 0)
        #expect(canvas[4, 0].character == "本")
        #expect(canvas[6, 0].character == "b", "the character after a wide one is two columns on")
        #expect(canvas.lines() == [" a日本b"])
        #expect(isWhole(canvas))
    }

    @Test func aWideCharacterCutByAnEdgeIsASpace() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.text("ab日本", x: 0, y: 0)
        canvas.text("日本", x: -1, y: 1)
        canvas.put("日", x: 4, y: 2)
        canvas.put("本", x: -1, y: 2)
        #expect(canvas.lines() == ["ab日", " 本", ""], "never half a character, at either edge")
        #expect(!canvas[4, 0].isWide && !canvas[0, 1].isContinuation && !canvas[0, 2].isContinuation)
        #expect(isWhole(canvas))
    }

    @Test func maxWidthCountsColumnsAndCutsWideCharactersToASpace() {
        var canvas = Canvas(width: 10, height: 1, fill: Cell("."))
        #expect(canvas.text("日本語", x: 0, y: 0, maxWidth: 5) == 5)
        #expect(canvas.text("x", x: 6, y: 0, maxWidth: 0) == 0)
        #expect(canvas.lines() == ["日本 ....."])
        #expect(isWhole(canvas))
    }

    @Test func overwritingHalfAWideCharacterLeavesASpaceInTheOtherHalf() {
        var canvas = Canvas(width: 6, height: 4)
        for row in 0..<4 { canvas.text("日本語", x: 0, y: row) }
        canvas.put("x", x: 1, y: 0)          // the right half of 日
        canvas.put("y", x: 2, y: 1)          // the left half of 本
        canvas.text("語", x: 1, y: 2)         // over the right half of 日 and the left of 本
        canvas.fill(x: 3, y: 3, width: 2, height: 1, with: "-")
        #expect(canvas.lines() == [" x本語", "日y 語", " 語 語", "日 --"])
        #expect(isWhole(canvas))
    }

    @Test func fillingWithAWideCharacterFillsPairs() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.fill(x: 0, y: 0, width: 5, height: 1, with: "日")
        canvas.fill(x: -1, y: 1, width: 7, height: 1, with: "本")
        #expect(canvas.lines() == ["日日", " 本本"], "a pair cut by either edge is a space")
        #expect(isWhole(canvas))
    }

    @Test func copyingCellsOneByOneCopiesWideCharactersWhole() {
        var source = Canvas(width: 4, height: 1)
        source.text("日本", x: 0, y: 0)
        var whole = Canvas(width: 4, height: 1)
        var shifted = Canvas(width: 4, height: 1)
        for x in 0..<4 {
            whole[x, 0] = source[x, 0]
            shifted[x - 1, 0] = source[x, 0]
        }
        #expect(whole == source)
        #expect(shifted.lines() == [" 本"], "the continuation of a clipped 日 is a space")
        #expect(isWhole(shifted))
    }

    @Test func linesWriteAWideCharacterOnceInTheStyleOfItsFirstCell() {
        let e = "\u{1B}"
        var canvas = Canvas(width: 8, height: 1)
        canvas.text("日本", x: 0, y: 0, style: CellStyle(foreground: .red))
        canvas.put("x", x: 5, y: 0)
        canvas.put("語", x: 6, y: 0, style: CellStyle(reverse: true))
        #expect(canvas.lines() == ["日本 x語"])
        #expect(canvas.ansiLines(colorDepth: .ansi16) == ["\(e)[0;31m日本\(e)[0m x\(e)[0;7m語\(e)[0m"])
        #expect(canvas.lines().allSatisfy { terminalColumns($0) == 8 })
    }

    /// Whatever is drawn where, the canvas keeps wide characters whole and its rows never
    /// take more columns than it is wide.
    @Test func randomDrawingKeepsWideCharactersWholeAndRowsInTheirWidth() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["日", "本語", "a", "é", "😀x", "ｗｉ", "-", "\t"]
        for _ in 0..<200 {
            var canvas = Canvas(width: 7, height: 2)
            for _ in 0..<12 {
                let text = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let x = Int.random(in: -3...8, using: &generator), y = Int.random(in: 0...1, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: canvas.text(text, x: x, y: y, maxWidth: Int.random(in: 0...6, using: &generator))
                case 1: canvas.put(text.first ?? " ", x: x, y: y)
                case 2: canvas.fill(x: x, y: y, width: Int.random(in: 0...5, using: &generator), height: 1, with: text.first ?? " ")
                default: canvas[x, y] = Cell(text.first ?? " ")
                }
            }
            #expect(isWhole(canvas))
            #expect(canvas.lines().allSatisfy { terminalColumns($0) <= 7 })
            #expect(canvas.ansiLines(colorDepth: .ansi16).allSatisfy { terminalColumns(withoutEscapes($0)) <= 7 })
        }
    }
}
