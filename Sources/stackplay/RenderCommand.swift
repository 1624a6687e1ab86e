import ArgumentParser
import Playground
import StackLayout

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

    @Option(help: "auto (colours when stdout is a terminal and NO_COLOR is unset; the default), always or never.")
    var color: ColorMode?

    @Flag(help: "Also draw UIKit's helpers: the _UIOLAGapGuides and the _UILayoutSpacer.")
    var guides = false

    @Option(help: "text (terminal cells) or svg (an SVG 1.1 document at point scale, for slides; --columns, --rows, --zoom, --ascii and --color are refused with it).")
    var format: DrawingFormat = .text

    /// The options that only the text drawing takes, as typed, when given.
    var textOnlyOptions: [String] {
        [("--columns", columns != nil), ("--rows", rows != nil), ("--zoom", zoom != nil), ("--ascii", ascii), ("--color", color != nil)]
            .filter(\.1).map(\.0)
    }

    func run() throws {
        if format == .svg, !textOnlyOptions.isEmpty {
            let options = textOnlyOptions.joined(separator: ", ")
            throw CommandFailure.badInput("--format svg draws at point scale, in colour: \(options) \(textOnlyOptions.count == 1 ? "applies" : "apply") only to the text drawing; leave \(textOnlyOptions.count == 1 ? "it" : "them") out")
        }
        let columns = try OptionBounds.renderColumns.value(columns)
        let rows = try OptionBounds.renderRows.value(rows)
        let zoom = try OptionBounds.renderZoom.value(zoom)
        let loaded = try source.load()
        if format == .svg {
            let result = StackLayoutSolver.solve(loaded.scene, includingAmbiguity: false)
            print(LayoutSVG.document(result, scene: loaded.scene, showGuides: guides), terminator: "")
            return
        }
        let output = CanvasOutput(columns: columns, rows: rows, fallback: (80, 24), color: color ?? .auto, ascii: ascii)
        let result = StackLayoutSolver.solve(loaded.scene)  // with ambiguity: ambiguous views are marked
        var options = RenderOptions(zoom: zoom, ascii: output.ascii, showGuides: guides, color: output.color)
        options.evenLengths = EvenLengths(layout: result, scene: loaded.scene)
        output.print(LayoutRenderer.render(result, scene: loaded.scene, width: output.width, height: output.height, options: options))
    }
}
