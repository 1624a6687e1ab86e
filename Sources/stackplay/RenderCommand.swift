import ArgumentParser
import Playground
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// `stackplay render`: the drawing of a layout, printed — what a teacher pastes into slides.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the scene's solved layout drawn in terminal cells: boxes for the arranged views, labelled with their sizes."
    )

    /// When to write ANSI colours.
    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    /// Terminal cells, or an SVG document at point scale.
    enum DrawingFormat: String, ExpressibleByArgument, CaseIterable {
        case text, svg
    }

    @OptionGroup var source: SceneSource

    @Option(parsing: .unconditional, help: ArgumentHelp("Width in columns, 10 to 2000 (default: the terminal's, or 80 when output is not a terminal).", valueName: "columns"))
    var columns: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Height in rows, 3 to 1000 (default: the terminal's, or 24 when output is not a terminal).", valueName: "rows"))
    var rows: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Columns per point (rows count double), more than 0 and at most 1000. Default: fit the stack into the area.", valueName: "zoom"))
    var zoom: String?

    @Flag(help: "Draw with ASCII characters instead of Unicode box drawing.")
    var ascii = false

    @Option(help: "auto (colours when stdout is a terminal and NO_COLOR is unset), always or never.")
    var color: ColorMode = .auto

    @Flag(help: "Also draw UIKit's helpers: the _UIOLAGapGuides and the _UILayoutSpacer.")
    var guides = false

    @Option(help: "text (terminal cells) or svg (an SVG 1.1 document at point scale, for slides; the size, zoom, ascii and color options do not apply).")
    var format: DrawingFormat = .text

    func run() throws {
        let columns = try OptionBounds.renderColumns.value(columns)
        let rows = try OptionBounds.renderRows.value(rows)
        let zoom = try OptionBounds.renderZoom.value(zoom)
        let loaded = try source.load()
        if format == .svg {
            let result = StackLayoutSolver.solve(loaded.scene, includingAmbiguity: false)
            print(LayoutSVG.document(result, scene: loaded.scene, showGuides: guides), terminator: "")
            return
        }
        let terminal = isatty(STDOUT_FILENO) == 1
        let size = terminal ? Self.terminalSize() : nil
        // A terminal's size is clamped into the options' ranges too.
        let width = columns ?? size.map { OptionBounds.renderColumns.clamped($0.columns) } ?? 80
        let height = rows ?? size.map { OptionBounds.renderRows.clamped($0.rows) } ?? 24
        // On a terminal, draw as the playground would: no colours where TERM cannot show them,
        // ASCII where TERM cannot draw or the locale is not UTF-8 (LANG=C).
        let type = terminal ? TerminalType.current : nil
        let useColor: Bool
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto:
            let noColor = getenv("NO_COLOR").map { !String(cString: $0).isEmpty } ?? false
            useColor = terminal && !noColor && type?.problem == nil && (type?.colors ?? 0) >= 8
        }
        let ascii = ascii || (terminal && (type?.problem != nil || !TerminalType.localeIsUTF8))
        let result = StackLayoutSolver.solve(loaded.scene)  // with ambiguity: ambiguous views are marked
        let options = RenderOptions(zoom: zoom, ascii: ascii, showGuides: guides, color: useColor)
        let canvas = LayoutRenderer.render(result, scene: loaded.scene, width: width, height: height, options: options)
        let plain = canvas.lines()
        let lines = useColor ? canvas.ansiLines(colorDepth: .ansi16) : plain
        // Trailing empty lines are left out; the output never exceeds the requested size.
        var last = lines.count
        while last > 0, plain[last - 1].isEmpty { last -= 1 }
        for line in lines.prefix(last) { print(line) }
    }

    private static func terminalSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
