import Glibc
import Testing

@testable import Playground

/// The C library's `wcwidth` (Glibc's Swift module leaves it out: it is an X/Open extension).
@_silgen_name("wcwidth") private func cWcwidth(_ character: Int32) -> Int32

/// The canvas's idea of "one column" is the C library's, which ncursesw draws with: a
/// disagreement shifts every cell after the character on that row.
@Suite("Character widths")
struct CharacterWidthTests {
    @Test func everyScalarsColumnsAgreeWithWcwidthInAUTF8Locale() throws {
        let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        defer { _ = setlocale(LC_CTYPE, previous ?? "C") }
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil, "the C.UTF-8 locale exists")
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = cWcwidth(Int32(bitPattern: value))
            let expected: Int? = width == 1 || width == 2 ? Int(width) : nil
            if CharacterWidth.columns(of: Character(scalar)) != expected {
                disagreements.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) scalars disagree, e.g. \(disagreements.prefix(10))")
    }

    @Test func examplesTheOldTableGotWrong() {
        #expect(!CharacterWidth.isSingleColumn("\u{4DC0}"), "hexagram symbols are wide")
        #expect(!CharacterWidth.isSingleColumn("\u{1F7F0}"), "heavy equals sign is an emoji, two wide")
        #expect(CharacterWidth.isSingleColumn("é"))
        #expect(CharacterWidth.isSingleColumn("e\u{301}"), "a combining mark takes no column of its own")
        #expect(!CharacterWidth.isSingleColumn("\u{301}"))
        #expect(!CharacterWidth.isSingleColumn("中"))
    }

    @Test func wideCharactersTakeTwoColumnsAndClustersTheirFirstScalarsWidth() {
        #expect(CharacterWidth.columns(of: "中" as Character) == 2)
        #expect(CharacterWidth.columns(of: "😀" as Character) == 2)
        #expect(CharacterWidth.columns(of: "ｗ" as Character) == 2, "fullwidth forms are wide")
        #expect(CharacterWidth.columns(of: "\u{1100}\u{1161}" as Character) == 2, "a leading jamo with its vowel is one wide syllable")
        #expect(CharacterWidth.columns(of: "😀\u{FE0F}" as Character) == 2)
        #expect(CharacterWidth.columns(of: "❤\u{FE0F}" as Character) == nil, "emoji presentation of a one-column symbol")
        #expect(CharacterWidth.columns(of: "🇯🇵" as Character) == nil, "a flag is two one-column scalars drawn as one wide glyph")
        #expect(CharacterWidth.columns(of: "👍🏽" as Character) == nil, "a skin tone adds a second wide scalar")
        #expect(CharacterWidth.columns(of: "\u{200B}" as Character) == nil, "zero width")
        #expect(CharacterWidth.columns(of: "\t" as Character) == nil)
    }

    @Test func textIsMeasuredAndCutInColumns() {
        #expect("/tmp/日本é.json".columnCount == 15)
        #expect("a\tb".columnCount == 3, "a replaced character takes the replacement's one column")
        #expect("日本語".prefix(columns: 5) == "日本")
        #expect("日本語".prefix(columns: 1) == "")
        #expect("ab日本".suffix(columns: 3) == "本")
        #expect("ab日本".suffix(columns: 5) == "b日本")
        let text = ScreenText.unicode
        #expect(text.truncated("日本語の名前", to: 6) == "日本…")
        #expect(text.truncated("日本語", to: 6) == "日本語")
        #expect(text.fitted(["日本語ビュー", "日本"], width: 5) == "日本")
        #expect(text.wrapped("日本 語の名前", width: 5) == ["日本", "語の", "名前"])
        #expect(text.wrapped("日本", width: 1) == ["日", "本"], "a character wider than the line still moves on")
        #expect(text.tail("/tmp/日本é.json", width: 9) == "本é.json")
    }

    /// Fitting to any width gives text of at most that many columns.
    @Test func fittedTextNeverExceedsItsWidth() {
        let text = ScreenText.unicode
        let samples = ["日本語のビュー名", "a日b本c", "ｗｉｄｅ text", "😀😀 x", "plain text here"]
        for sample in samples {
            for width in 0...20 {
                #expect(text.truncated(sample, to: width).columnCount <= width, "\(sample) to \(width)")
                #expect(text.tail(sample, width: width).columnCount <= width)
                #expect(text.wrapped(sample, width: max(2, width)).allSatisfy { $0.columnCount <= max(2, width) })
            }
        }
    }
}
