/// The help overlay: a bordered box over the layout that lists every key of ``KeyMap``
/// (but the save prompt's, which the key line shows while the prompt is open), then the
/// legend of the marks on the drawing (``DrawingMark``) when there is room.
///
/// On a small terminal it falls back to shorter key names and actions in up to three columns,
/// and where even those do not fit, it shows them a page at a time: its last row says which
/// page it is and that PgDn (or Space) shows the next (``PlaygroundUI/helpPage``).
struct HelpOverlay {
    let color: Bool
    let ascii: Bool
    /// The page asked for (``PlaygroundUI/helpPage``), taken modulo the page count.
    var page = 0

    /// The box's title, on its top edge.
    static let title = "keys"

    /// One arrangement of the box: its rows, in one or more columns, and padding.
    struct Plan {
        var rows: [(keys: String, action: String)]
        /// Blank columns inside each side of the border.
        var horizontalPadding: Int
        /// Blank rows inside the top and bottom of the border.
        var verticalPadding: Int
        /// Side-by-side columns of rows (the first column is filled first).
        var columns = 1
        /// Whether the rows are all shown at once (false: a page at a time).
        var isComplete = true

        /// Columns between two side-by-side columns of rows.
        static let columnGap = 3

        var keysWidth: Int { rows.map(\.keys.count).max() ?? 0 }
        var actionWidth: Int { rows.map(\.action.count).max() ?? 0 }
        var columnWidth: Int { keysWidth + 2 + actionWidth }
        var rowsPerColumn: Int { (rows.count + columns - 1) / max(1, columns) }
        var width: Int { columns * columnWidth + (columns - 1) * Self.columnGap + 2 * horizontalPadding + 2 }
        var height: Int { rowsPerColumn + 2 * verticalPadding + 2 }
    }

    /// The marks' legend as rows after an empty one: the marks as keys, their meaning (or
    /// its short form) as the action.
    static func legendRows(ascii: Bool, short: Bool) -> [(keys: String, action: String)] {
        [(keys: "", action: "")] + DrawingMark.allCases.map { mark in
            (keys: mark.forms(ascii: ascii), action: short ? mark.shortMeaning : mark.meaning)
        }
    }

    /// The arrangements tried, roomiest first: the keys with the marks' legend, the whole
    /// keys without it, then the short forms with the short legend.
    static func plans(ascii: Bool) -> [Plan] {
        let bindings = KeyMap.helpBindings
        let keys = bindings.map { (keys: $0.keys, action: $0.help) }
        let full = keys + legendRows(ascii: ascii, short: false)
        let short = bindings.map { (keys: $0.shortKeys, action: $0.shortHelp) } + legendRows(ascii: ascii, short: true)
        return [
            Plan(rows: full, horizontalPadding: 2, verticalPadding: 1),
            Plan(rows: full, horizontalPadding: 1, verticalPadding: 0),
            Plan(rows: full, horizontalPadding: 1, verticalPadding: 0, columns: 2),
            Plan(rows: keys, horizontalPadding: 1, verticalPadding: 0),
            Plan(rows: keys, horizontalPadding: 1, verticalPadding: 0, columns: 2),
            Plan(rows: short, horizontalPadding: 1, verticalPadding: 0),
            Plan(rows: short, horizontalPadding: 1, verticalPadding: 0, columns: 2),
            Plan(rows: short, horizontalPadding: 1, verticalPadding: 0, columns: 3),
        ]
    }

    /// The arrangement shown a page at a time when no plan fits: the short rows in as many
    /// columns (three at most) as the canvas is wide enough for.
    static func pagedPlan(ascii: Bool, width: Int) -> Plan {
        let bindings = KeyMap.helpBindings
        let short = bindings.map { (keys: $0.shortKeys, action: $0.shortHelp) } + legendRows(ascii: ascii, short: true)
        for columns in [3, 2] {
            let plan = Plan(rows: short, horizontalPadding: 1, verticalPadding: 0, columns: columns, isComplete: false)
            if plan.width <= width { return plan }
        }
        return Plan(rows: short, horizontalPadding: 1, verticalPadding: 0, isComplete: false)
    }

    /// What the last row of a paged help says on page `page` of `count`, longest first.
    static func pageNotes(page: Int, of count: Int) -> [String] {
        let number = "\(page + 1)/\(count)"
        return [
            "page \(number): PgDn or Space the next, PgUp back",
            "page \(number): PgDn the next, PgUp back",
            "page \(number): PgDn next",
            "\(number) PgDn",
        ]
    }

    /// Draws the roomiest box that fits `area`, centred over it; when none does, the
    /// roomiest that fits the canvas, centred on it; cut to the canvas when even that is
    /// too small.
    func draw(into canvas: inout Canvas, in area: CellRect) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        let text = ScreenText.forASCII(ascii)
        let plans = Self.plans(ascii: ascii)
        let plan = plans.first { $0.width <= area.width && $0.height <= area.height }
            ?? plans.first { $0.width <= canvas.width && $0.height <= canvas.height }
            ?? Self.pagedPlan(ascii: ascii, width: canvas.width)
        let width = min(plan.width, canvas.width), height = min(plan.height, canvas.height)
        let within = width <= area.width && height <= area.height
            ? area : CellRect(left: 0, top: 0, right: canvas.width, bottom: canvas.height)
        let boxLeft = within.left + (within.width - width) / 2
        let boxTop = within.top + (within.height - height) / 2
        let rect = CellRect(left: boxLeft, top: boxTop, right: boxLeft + width, bottom: boxTop + height)

        let borderStyle = CellStyle(foreground: color ? .cyan : nil, bold: true)
        let keyStyle = CellStyle(bold: true)
        canvas.fill(x: rect.left, y: rect.top, width: rect.width, height: rect.height)
        canvas.box(rect, ascii ? .asciiSingle : .rounded, style: borderStyle)

        // The title on the top edge, how to close on the bottom edge.
        let edgeRoom = rect.width - 4
        if edgeRoom >= Self.title.count + 2 {
            canvas.text(" " + Self.title + " ", x: rect.left + 2, y: rect.top, style: borderStyle)
        }
        // Where the help pages, PgDn and Space turn the page instead of closing it.
        let closes = plan.isComplete ? " any key closes" : " other keys close"
        let footers = [closes + text.separator + "q quits ", " q quits "]
        if let footer = footers.first(where: { $0.count <= edgeRoom }) {
            canvas.text(footer, x: rect.right - 2 - footer.count, y: rect.bottom - 1, style: borderStyle)
        }

        // The rows, column by column, as many as fit; where some do not, a page of them, and
        // the last row says which page it is.
        let left = rect.left + 1 + plan.horizontalPadding
        let right = rect.right - 1 - plan.horizontalPadding
        let top = rect.top + 1 + (rect.height >= plan.height ? plan.verticalPadding : 0)
        var room = max(0, rect.bottom - 1 - top)
        var rows = plan.rows[...]
        if !plan.isComplete || min(room, plan.rowsPerColumn) * plan.columns < plan.rows.count, room > 1 {
            room -= 1
            let perPage = max(1, room * plan.columns)
            let pageCount = (plan.rows.count + perPage - 1) / perPage
            let shown = ((page % pageCount) + pageCount) % pageCount
            rows = plan.rows.dropFirst(shown * perPage).prefix(perPage)
            let note = text.fitted(Self.pageNotes(page: shown, of: pageCount), width: right - left)
            canvas.text(note, x: left, y: top + room, style: CellStyle(foreground: color ? .yellow : nil, bold: true))
        }
        let perColumn = min(room, (rows.count + plan.columns - 1) / max(1, plan.columns))
        let capacity = perColumn * plan.columns
        for (index, row) in rows.prefix(capacity).enumerated() {
            let columnLeft = left + (index / max(1, perColumn)) * (plan.columnWidth + Plan.columnGap)
            let columnRight = min(right, columnLeft + plan.columnWidth)
            let y = top + index % max(1, perColumn)
            guard columnLeft < right else { break }
            let actionColumn = columnLeft + plan.keysWidth + 2
            canvas.text(text.truncated(row.keys, to: columnRight - columnLeft), x: columnLeft, y: y, style: keyStyle)
            canvas.text(text.truncated(row.action, to: columnRight - actionColumn), x: actionColumn, y: y)
        }
    }
}
