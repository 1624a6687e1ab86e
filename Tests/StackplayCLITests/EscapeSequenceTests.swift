import Playground
import Testing

@testable import stackplay

/// The driver's escape-sequence reader as a pure function: a complete sequence is one key.
@Suite("Escape sequences")
struct EscapeSequenceTests {
    /// Feeds the scalars after an Esc; returns the key and how many scalars it took, or nil
    /// when the sequence was still unfinished at the end.
    private func read(_ text: String) -> (key: Key, used: Int)? {
        var sequence = EscapeSequence()
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if case let .complete(key) = sequence.append(scalar) { return (key, index + 1) }
        }
        return nil
    }

    @Test func knownSequencesAreTheirKeys() {
        let cases: [(String, Key)] = [
            ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left), ("OA", .up), ("OD", .left),
            ("[1;2A", .shiftUp), ("[1;2C", .shiftRight), ("[H", .home), ("[F", .end), ("OH", .home),
            ("OF", .end), ("[1~", .home), ("[4~", .end), ("[7~", .home), ("[8~", .end), ("[3~", .delete),
            ("[5~", .pageUp), ("[6~", .pageDown), ("[Z", .backTab), ("OP", .function(1)), ("[15~", .function(5)),
            ("[24~", .function(12)),
        ]
        for (text, key) in cases {
            let result = read(text)
            #expect(result?.key == key, "ESC \(text)")
            #expect(result?.used == text.unicodeScalars.count, "ESC \(text) ends at its last byte")
        }
    }

    @Test func unknownSequencesAreConsumedWholeAndIgnored() {
        let cases = [
            "x", "d", "\u{1B}", "[999999999~", "[1;5A", "[2~", "[M !!", "[M#!!", "[<2;10;5M", "[<0;0;5M",
            "[200~dxq2\u{1B}[201~", "[?1;2c", "O5", "[" + String(repeating: "1;", count: 500) + "A",
            "[200~" + String(repeating: "paste ", count: 2000) + "\u{1B}[201~",
        ]
        for text in cases {
            let result = read(text)
            #expect(result?.key == .other, "ESC \(text.prefix(20))")
            #expect(result?.used == text.unicodeScalars.count, "ESC \(text.prefix(20)): nothing left over to act as keys")
        }
    }

    /// SGR mouse reports that ncurses leaves undecoded (its terminal description does not
    /// announce them) are the playground's mouse events, in 0-based cells.
    @Test func sgrMouseReportsAreMouseEvents() {
        let cases: [(String, Key)] = [
            ("[<0;10;5M", .mouse(MouseEvent(.press, x: 9, y: 4))),
            ("[<0;10;5m", .mouse(MouseEvent(.release, x: 9, y: 4))),
            ("[<32;11;5M", .mouse(MouseEvent(.drag, x: 10, y: 4))),
            ("[<64;1;1M", .mouse(MouseEvent(.wheelUp, x: 0, y: 0))),
            ("[<65;3;2M", .mouse(MouseEvent(.wheelDown, x: 2, y: 1))),
        ]
        for (text, key) in cases {
            let result = read(text)
            #expect(result?.key == key, "ESC \(text)")
            #expect(result?.used == text.unicodeScalars.count)
        }
    }

    @Test func escAloneIsEscAndAnUnfinishedSequenceIsIgnored() {
        #expect(EscapeSequence().keyAtEndOfInput == .escape)
        var unfinished = EscapeSequence()
        #expect(unfinished.append("[") == .needsMore)
        #expect(unfinished.append("1") == .needsMore)
        #expect(unfinished.keyAtEndOfInput == .other)
    }
}
