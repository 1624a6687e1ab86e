/// Long constraints in the panel: their items' names shortened in the middle, where that
/// cannot be mistaken for another item, before they are cut at their end.
extension ConstraintsPanel {
    /// `equation` in at most `width` columns: the longest of its items' names shortened in
    /// the middle first, keeping both ends (`UIVie…Guide.bottom`, `Very…ber1.top`), down to
    /// ``shortestName`` characters; where that is not enough, cut at its end as it was. Cut
    /// at its end only, the constraints of views with long names that share a beginning all
    /// read the same (`VeryLongDescriptiveViewNameNumber0.top == Ver…`, eight lines alike).
    ///
    /// A name is shortened only where its short form stands for no other item of `names`
    /// (cut the same way): `_UIOLA…oolbar` stood for both of a toolbar's gap guides, and
    /// `VeryLon…mberOne` for a header and a footer, so that lines read `X == X`. Where one
    /// would, or `names` is empty, the equation is cut at its end as before.
    static func shortenedNames(_ equation: String, to width: Int, text: ScreenText, among names: [String]) -> String {
        let excess = equation.count - width
        guard excess > 0 else { return equation }
        guard !names.isEmpty else { return text.truncated(equation, to: width) }
        let words = equation.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // Worked out in numbers (a name shortened to n characters, the ellipsis one of them,
        // is n long): every line of a long panel is fitted each frame.
        var lengths = words.map { itemName(in: $0)?.count ?? 0 }
        var saved = 0
        while saved < excess {
            let longest = lengths.max() ?? 0
            guard longest > shortestName else { return text.truncated(equation, to: width) }
            for index in lengths.indices where lengths[index] == longest {
                lengths[index] -= 1
                saved += 1
            }
        }
        // In ASCII the ellipsis is a dot, which would read as the one before the attribute.
        let ellipsis = text.ellipsis == "." ? "~" : text.ellipsis
        for (word, length) in zip(words, lengths) {
            guard let name = itemName(in: word), length < name.count else { continue }
            // Another name shortens the same way where it has the same beginning and end.
            let (head, tail) = keptEnds(of: length, ellipsis: ellipsis)
            let start = name.prefix(head), end = name.suffix(tail)
            if names.contains(where: { $0.hasPrefix(start) && $0.hasSuffix(end) && $0 != name && $0.count > length }) {
                return text.truncated(equation, to: width)
            }
        }
        return zip(words, lengths).map { word, length in shortened(word, nameLength: length, ellipsis: ellipsis) }.joined(separator: " ")
    }

    /// The shortest an item's name is made by ``shortenedNames(_:to:text:among:)``: two
    /// characters either side of the ellipsis.
    static let shortestName = 5

    /// The item's name in an anchor written `Name.attribute` (or `0.5*Name.attribute`); nil
    /// for any other word of an equation (`==`, `+`, `8`, `0.5`).
    private static func itemName(in word: String) -> Substring? {
        guard let dot = word.lastIndex(of: "."), word[word.index(after: dot)...].allSatisfy(\.isLetter),
              word.index(after: dot) < word.endIndex else { return nil }
        let start = word[..<dot].lastIndex(of: "*").map { word.index(after: $0) } ?? word.startIndex
        return start < dot ? word[start..<dot] : nil
    }

    /// `word` with its item's name shortened to `nameLength` characters, the ellipsis
    /// between its beginning and its end (which tells `View10` from `View11`).
    private static func shortened(_ word: String, nameLength: Int, ellipsis: String) -> String {
        guard let name = itemName(in: word), name.count > nameLength else { return word }
        return String(word[..<name.startIndex]) + shortenedName(name, to: nameLength, ellipsis: ellipsis) + String(word[name.endIndex...])
    }

    /// `name` in `length` characters, the ellipsis between its beginning and its end.
    private static func shortenedName(_ name: Substring, to length: Int, ellipsis: String) -> String {
        let (head, tail) = keptEnds(of: length, ellipsis: ellipsis)
        return String(name.prefix(head)) + ellipsis + String(name.suffix(tail))
    }

    /// How many characters a name shortened to `length` keeps of its beginning and its end.
    private static func keptEnds(of length: Int, ellipsis: String) -> (head: Int, tail: Int) {
        let kept = length - ellipsis.count
        let head = max(1, kept / 2)
        return (head, max(1, kept - head))
    }
}
