extension InfoLine {
    /// The command line on the info row: `:width 375▏`, and what Tab offered when it could
    /// not choose (`  distribution: fill fillEqually …`), dim.
    func drawCommandLine(_ input: CommandLineInput, into canvas: inout Canvas, row: Int, width: Int, ascii: Bool) {
        let room = max(0, width - 2)
        let shown = input.text.count > room ? String(input.text.suffix(room)) : input.text
        var column = canvas.text(":", x: 0, y: row, style: CellStyle(bold: true))
        column += canvas.text(shown, x: column, y: row, style: CellStyle(underline: true))
        canvas.put(ascii ? "_" : "▏", x: column, y: row, style: CellStyle(bold: true))
        column += 1
        guard !input.choices.isEmpty, column + 3 < width else { return }
        let choices = "  " + input.choices.joined(separator: " ")
        canvas.text(text.truncated(choices, to: width - column), x: column, y: row, style: CellStyle(dim: true))
    }
}
