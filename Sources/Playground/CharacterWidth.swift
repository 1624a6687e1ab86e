/// Which characters take exactly one terminal column: the canvas keeps one character per
/// column, so wide (CJK, emoji), zero-width and control characters are replaced.
///
/// "One column" is what the C library's `wcwidth` says in a UTF-8 locale, because that is what
/// ncursesw (and so the playground's screen) uses to place characters; the table of exceptions
/// is in `CharacterWidth+Table.swift`.
enum CharacterWidth {
    /// What a character that is not one column wide is drawn as.
    static let replacement: Character = "?"

    /// Whether `character` is printed in exactly one terminal column: its first scalar is one
    /// column wide for `wcwidth` (what follows it, such as combining marks, takes no column),
    /// and it does not ask for emoji presentation (U+FE0F), which terminals draw two wide.
    static func isSingleColumn(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return false }
        return isSingleColumn(scalar: first.value)
    }

    /// Whether `wcwidth` counts the scalar `value` as one column.
    static func isSingleColumn(scalar value: UInt32) -> Bool {
        if value < 0xA0 { return value >= 0x20 && value < 0x7F }
        var low = 0
        var high = notSingleColumn.count
        while low < high {
            let middle = (low + high) / 2
            let range = notSingleColumn[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return false
            }
        }
        return true
    }
}
