/// How many terminal columns a character takes: one, two (wide: CJK ideographs, kana, Hangul,
/// fullwidth forms, most emoji), or none it can be drawn in as itself (zero-width and control
/// characters, which the canvas replaces).
///
/// Widths are what the C library's `wcwidth` says in a UTF-8 locale, because that is what
/// ncursesw (and so the playground's screen) uses to place characters; the tables are in
/// `CharacterWidth+Table.swift` (not one column) and `CharacterWidth+Wide.swift` (two).
enum CharacterWidth {
    /// What a character that cannot be drawn as itself is drawn as.
    static let replacement: Character = "?"

    /// The columns `character` takes when drawn as itself: 1 or 2; nil when it cannot be
    /// (a control or zero-width character, or a cluster whose scalars together take more
    /// columns than its first, such as a flag or an emoji with a skin tone).
    ///
    /// Its first scalar sets the width; the scalars after it must take no column (combining
    /// marks, variation selectors). A one-column character asking for emoji presentation
    /// (U+FE0F) is drawn two wide by terminals but counted one by `wcwidth`, so it is refused.
    static func columns(of character: Character) -> Int? {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : nil }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        let width: Int
        if isSingleColumn(scalar: first.value) {
            width = 1
        } else if isDoubleColumn(scalar: first.value) {
            width = 2
        } else {
            return nil
        }
        for scalar in scalars.dropFirst() {
            if width == 1 && scalar.value == 0xFE0F { return nil }
            if isSingleColumn(scalar: scalar.value) || isDoubleColumn(scalar: scalar.value) { return nil }
        }
        return width
    }

    /// Whether `character` is drawn as itself in exactly one column.
    static func isSingleColumn(_ character: Character) -> Bool {
        columns(of: character) == 1
    }

    /// The columns `text` takes on the canvas: its characters' widths, one for each
    /// character drawn as the replacement.
    static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += columns(of: character) ?? 1 }
        return total
    }

    /// Whether `wcwidth` counts the scalar `value` as one column.
    static func isSingleColumn(scalar value: UInt32) -> Bool {
        if value < 0xA0 { return value >= 0x20 && value < 0x7F }
        return !contains(value, in: notSingleColumn)
    }

    /// Whether `wcwidth` counts the scalar `value` as two columns.
    static func isDoubleColumn(scalar value: UInt32) -> Bool {
        value >= 0x1100 && contains(value, in: doubleColumn)
    }

    /// Whether one of `ranges` (sorted, disjoint) holds `value`: a binary search.
    private static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension StringProtocol {
    /// The terminal columns the text takes when the canvas draws it (wide characters take
    /// two): the measure to fit text with, rather than `count`.
    var columnCount: Int { CharacterWidth.columns(of: self) }

    /// The longest start of the text that takes at most `columns` columns.
    func prefix(columns: Int) -> SubSequence {
        var used = 0
        var end = startIndex
        for index in indices {
            let width = CharacterWidth.columns(of: self[index]) ?? 1
            if used + width > columns { break }
            used += width
            end = self.index(after: index)
        }
        return self[..<end]
    }

    /// The longest end of the text that takes at most `columns` columns.
    func suffix(columns: Int) -> SubSequence {
        var used = 0
        var start = endIndex
        while start > startIndex {
            let previous = index(before: start)
            let width = CharacterWidth.columns(of: self[previous]) ?? 1
            if used + width > columns { break }
            used += width
            start = previous
        }
        return self[start...]
    }
}
