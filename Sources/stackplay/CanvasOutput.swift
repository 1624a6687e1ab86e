import Playground

#if canImport(Glibc)
import Glibc
#endif

/// How `render` and `gallery` print a canvas: the size, colour and character set they draw
/// with, decided as the playground would on the same terminal, and the lines they print.
struct CanvasOutput {
    /// The drawing's size in cells.
    let width: Int
    let height: Int
    /// Whether ANSI colours are written.
    let color: Bool
    /// Whether only ASCII is drawn.
    let ascii: Bool

    /// The output for standard output: the given size, else the terminal's (clamped into the
    /// options' ranges), else `fallback`. On a terminal, no colours where TERM cannot show them
    /// and ASCII where TERM cannot draw or the locale is not UTF-8 (LANG=C); `NO_COLOR` turns
    /// colour off for `auto`.
    init(columns: Int?, rows: Int?, fallback: (columns: Int, rows: Int), color mode: RenderCommand.ColorMode, ascii: Bool) {
        let terminal = isatty(STDOUT_FILENO) == 1
        let size = terminal ? Self.terminalSize() : nil
        width = columns ?? size.map { OptionBounds.renderColumns.clamped($0.columns) } ?? fallback.columns
        height = rows ?? size.map { OptionBounds.renderRows.clamped($0.rows) } ?? fallback.rows
        let type = terminal ? TerminalType.current : nil
        switch mode {
        case .always: color = true
        case .never: color = false
        case .auto:
            let noColor = getenv("NO_COLOR").map { !String(cString: $0).isEmpty } ?? false
            color = terminal && !noColor && type?.problem == nil && (type?.colors ?? 0) >= 8
        }
        self.ascii = ascii || (terminal && (type?.problem != nil || !TerminalType.localeIsUTF8))
    }

    /// Prints `canvas`, leaving out trailing empty lines; no line is longer than the canvas.
    func print(_ canvas: Canvas) {
        let plain = canvas.lines()
        let lines = color ? canvas.ansiLines(colorDepth: .ansi16) : plain
        var last = lines.count
        while last > 0, plain[last - 1].isEmpty { last -= 1 }
        for line in lines.prefix(last) { Swift.print(line) }
    }

    private static func terminalSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
