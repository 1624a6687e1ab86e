/// Where a nested stack's name goes on its outline. Its views cover the inside of its box,
/// and where they fill the stack across its axis their boxes cover its edges too: a name
/// written over them would seem to name the first of them.
enum EdgeName {
    /// The name's text and its first cell on `rect`'s outline: on the top edge, in the first
    /// run of cells that no rectangle in `covers` takes and that holds the whole name (after
    /// a cell of line where the run starts at a view's box, and before one where it ends at
    /// one); else likewise on the bottom edge; else cut with `ellipsis` in the longest such
    /// run of either edge, when it holds at least three columns of the name and no other name
    /// in `names` starts as the cut one does; else the stack's `index` in its own stack as
    /// `#1`, where given, in the first run that holds it; else nil. Written over a view's box
    /// edge, the name read as that view's (the card's toolbar in fill named its Like button).
    static func spot(
        for name: String, index: Int? = nil, on rect: CellRect, avoiding covers: [CellRect], ellipsis: String,
        names: NamePrefixes = NamePrefixes([])
    ) -> (text: String, column: Int, row: Int)? {
        let rows = rect.height >= 2 ? [rect.top, rect.bottom - 1] : [rect.top]
        let width = CharacterWidth.columns(of: name)
        let number = index.map { "#\($0)" }
        var longest: (text: String, column: Int, row: Int, room: Int)?
        var numbered: (column: Int, row: Int)?
        for row in rows {
            for span in lineSpans(on: row, of: rect, avoiding: covers) {
                let (start, room) = (span.lowerBound, span.count)
                if width <= room { return (name, start, row) }
                if room - CharacterWidth.columns(of: ellipsis) >= 3, room > longest?.room ?? 0 {
                    let prefix = String(name.prefix(columns: room - CharacterWidth.columns(of: ellipsis)))
                    if !names.anotherName(than: name, startsWith: prefix) { longest = (prefix + ellipsis, start, row, room) }
                }
                if let number, numbered == nil, number.count <= room { numbered = (start, row) }
            }
        }
        if let longest { return (longest.text, longest.column, longest.row) }
        if let number, let numbered { return (number, numbered.column, numbered.row) }
        return nil
    }

    /// The stretches of `rect`'s edge on `row` (between its corners) that no rectangle in
    /// `covers` takes, less a cell of line after a box the stretch starts at and before one it
    /// ends at, so that what is written there is not read as joined to that box.
    static func lineSpans(on row: Int, of rect: CellRect, avoiding covers: [CellRect]) -> [Range<Int>] {
        freeRuns(on: row, from: rect.left + 1, to: rect.right - 1, avoiding: covers).compactMap { run in
            let start = run.lowerBound + (run.lowerBound == rect.left + 1 ? 0 : 1)
            let end = run.upperBound - (run.upperBound == rect.right - 1 ? 0 : 1)
            return start < end ? start..<end : nil
        }
    }

    /// The runs of columns `left..<right` on `row` that no rectangle in `covers` takes.
    static func freeRuns(on row: Int, from left: Int, to right: Int, avoiding covers: [CellRect]) -> [Range<Int>] {
        let taken = covers.filter { $0.top <= row && row < $0.bottom && $0.left < right && $0.right > left }
            .map { max($0.left, left)..<min($0.right, right) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var runs: [Range<Int>] = []
        var column = left
        for span in taken {
            if span.lowerBound > column { runs.append(column..<span.lowerBound) }
            column = max(column, span.upperBound)
        }
        if column < right { runs.append(column..<right) }
        return runs
    }
}
