/// The bottom line of the playground: the most used keys, such as
/// `d dist  a align  x axis  +/- spacing  1-9 hide  Tab select  c constraints  ? help  q quit`.
///
/// When the line is too long, the least used keys are left out; `? help` and `q quit`
/// stay as long as anything does.
enum KeyLine {
    /// One key and its one-word label.
    struct Entry: Equatable {
        let keys: String
        let label: String
        /// Lower is kept longer.
        let priority: Int

        var text: String { keys + " " + label }
    }

    /// The entries in the order they are shown.
    static let entries: [Entry] = [
        Entry(keys: "d", label: "dist", priority: 2),
        Entry(keys: "a", label: "align", priority: 3),
        Entry(keys: "x", label: "axis", priority: 6),
        Entry(keys: "+/-", label: "spacing", priority: 7),
        Entry(keys: "1-9", label: "hide", priority: 8),
        Entry(keys: "Tab", label: "select", priority: 5),
        Entry(keys: "c", label: "constraints", priority: 4),
        Entry(keys: "s", label: "size", priority: 12),
        Entry(keys: "m", label: "margins", priority: 11),
        Entry(keys: "u", label: "undo", priority: 9),
        Entry(keys: "w", label: "save", priority: 10),
        Entry(keys: "?", label: "help", priority: 0),
        Entry(keys: "q", label: "quit", priority: 1),
    ]

    /// Between two entries.
    static let separator = "  "

    /// The entries shown in `width` columns: the most used ones that fit, in display order.
    static func entries(fitting width: Int) -> [Entry] {
        var chosen: [Entry] = []
        var length = 0
        for entry in entries.sorted(by: { $0.priority < $1.priority }) {
            let added = (chosen.isEmpty ? 0 : separator.count) + entry.text.count
            guard length + added <= width else { break }
            chosen.append(entry)
            length += added
        }
        return entries.filter { chosen.contains($0) }
    }

    /// Draws the key line on `row`, the keys in bold, cut to the canvas width.
    static func draw(into canvas: inout Canvas, row: Int, color: Bool, text: ScreenText) {
        let width = canvas.width
        let shown = entries(fitting: width)
        guard !shown.isEmpty else {
            let all = entries.filter { $0.priority <= 1 }.map(\.text).joined(separator: separator)
            canvas.text(text.truncated(all, to: width), x: 0, y: row)
            return
        }
        let keyStyle = CellStyle(foreground: color ? .cyan : nil, bold: true)
        var column = 0
        for (index, entry) in shown.enumerated() {
            if index > 0 { column += separator.count }
            column += canvas.text(entry.keys, x: column, y: row, style: keyStyle)
            column += canvas.text(" " + entry.label, x: column, y: row)
        }
    }
}
