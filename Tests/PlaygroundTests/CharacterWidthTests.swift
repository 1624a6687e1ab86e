import Glibc
import Testing

@testable import Playground

/// The C library's `wcwidth` (Glibc's Swift module leaves it out: it is an X/Open extension).
@_silgen_name("wcwidth") private func cWcwidth(_ character: Int32) -> Int32

/// The canvas's idea of "one column" is the C library's, which ncursesw draws with: a
/// disagreement shifts every cell after the character on that row.
@Suite("Character widths")
struct CharacterWidthTests {
    @Test func everyScalarAgreesWithWcwidthInAUTF8Locale() throws {
        let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        defer { _ = setlocale(LC_CTYPE, previous ?? "C") }
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil, "the C.UTF-8 locale exists")
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let single = cWcwidth(Int32(bitPattern: value)) == 1
            if CharacterWidth.isSingleColumn(Character(scalar)) != single {
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
}
