import ArgumentParser
import Playground
import StackLayout

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
        // Drawn as `render` draws: the same size ranges, colours and character set.
        let output = CanvasOutput(columns: columns, rows: rows, fallback: (120, 36), color: color, ascii: ascii)
        output.print(Gallery.render(loaded.scene, by: by, width: output.width, height: output.height, ascii: output.ascii, color: output.color))
    }
}

extension Gallery.Variation: ExpressibleByArgument {}
