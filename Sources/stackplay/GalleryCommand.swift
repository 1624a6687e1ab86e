import ArgumentParser
import Playground
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// `stackplay gallery`: the same views once per distribution or alignment, side by side.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draw the scene once per distribution (or per alignment), each panel titled, at the same stack size and scale.",
        discussion: "A stack without a size along its axis is given one for the gallery, half again as long as its views need, so that the distributions have space to share."
    )

    @OptionGroup var source: SceneSource

    @Option(help: "What varies from panel to panel: distribution or alignment.")
    var by: Gallery.Variation = .distribution

    @Option(parsing: .unconditional, help: ArgumentHelp("Width in columns, 10 to 2000 (default: the terminal's, or 120 when output is not a terminal).", valueName: "columns"))
    var columns: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Height in rows, 3 to 1000 (default: the terminal's, or 36 when output is not a terminal).", valueName: "rows"))
    var rows: String?

    @Flag(help: "Draw with ASCII characters instead of Unicode box drawing.")
    var ascii = false

    @Option(help: "auto (colours when stdout is a terminal and NO_COLOR is unset), always or never.")
    var color: RenderCommand.ColorMode = .auto

    func run() throws {
        // The same ranges as `render`'s (see OptionBounds).
        let columns = try OptionBounds.renderColumns.value(columns)
        let rows = try OptionBounds.renderRows.value(rows)
        let loaded = try source.load()
        let terminal = isatty(STDOUT_FILENO) == 1
        var size = winsize()
        let hasSize = terminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0
        let width = columns ?? (hasSize ? OptionBounds.renderColumns.clamped(Int(size.ws_col)) : 120)
        let height = rows ?? (hasSize ? OptionBounds.renderRows.clamped(Int(size.ws_row)) : 36)
        let useColor: Bool
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto: useColor = terminal && (getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true)
        }
        let canvas = Gallery.render(loaded.scene, by: by, width: width, height: height, ascii: ascii, color: useColor)
        let plain = canvas.lines()
        let lines = useColor ? canvas.ansiLines(colorDepth: .ansi16) : plain
        var last = lines.count
        while last > 0, plain[last - 1].isEmpty { last -= 1 }
        for line in lines.prefix(last) { print(line) }
    }
}

extension Gallery.Variation: ExpressibleByArgument {}
