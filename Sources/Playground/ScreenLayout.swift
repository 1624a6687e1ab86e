import StackLayout

/// Where each part of the playground's screen goes, computed once per frame from the
/// state and the terminal's size: the drawing and its points-to-cells mapping, the
/// constraints panel and how far it scrolls, the info, status and key rows. Drawing
/// (``PlaygroundScreen``) and input (``action(for:in:)``, ``action(for:in:drag:)``) use
/// the same layout, so a click lands on what is drawn under it.
///
/// ```text
/// ┌───────────────────────────────────────────┐
/// │ lesson or demo banner, presenter caption  │   (in those modes only)
/// ├──────────────────────────┬─┬──────────────┤
/// │ drawing                  │ │ panel        │   (with `c`: beside from 90 columns,
/// │                          │ │              │    else below the drawing)
/// ├──────────────────────────┴─┴──────────────┤
/// │ info line                                 │
/// │ status line(s), in reading order          │
/// │ key line                                  │
/// └───────────────────────────────────────────┘
/// ```
public struct ScreenLayout {
    /// The screen's width in cells.
    public let width: Int
    /// The screen's height in cells.
    public let height: Int
    /// Whether the screen is drawn in ASCII only.
    public let ascii: Bool
    /// Whether the screen is at least ``minimumWidth`` × ``minimumHeight``; when it is
    /// not, only a line asking for a larger terminal is drawn and every area is empty.
    public let fits: Bool
    /// The cells the layout is drawn in.
    public let drawing: CellRect
    /// Points to cells in ``drawing`` (its cells counted from the screen's top left).
    public let mapping: CellMapping
    /// The constraints panel's cells, when it is shown.
    public let panel: CellRect?
    /// The line between the drawing and the panel (a column beside, a row above).
    let panelSeparator: CellRect?
    /// The panel's content, when it is shown.
    let panelContent: ConstraintsPanel?
    /// The status lines and the cells each is drawn in, in reading order.
    let status: [(text: String, area: CellRect)]
    /// The info line's cells (the save prompt's while it is open).
    let info: CellRect
    /// The key line's cells.
    let keys: CellRect
    /// The lesson's title, step, caption and goal above the drawing, in lesson mode (the
    /// demo's title, step and caption in demo mode).
    let lessonBanner: CellRect?
    /// Presenter mode's caption (the last change) above the drawing.
    public let presenterCaption: CellRect?

    /// The narrowest screen the playground is drawn on.
    public static let minimumWidth = 40
    /// The shortest screen the playground is drawn on.
    public static let minimumHeight = 12
    /// The narrowest screen that puts the panel beside the drawing rather than below it.
    static let panelBesideWidth = 90

    /// The layout of `state` on a `width` × `height` screen, in ASCII or Unicode.
    public init(_ state: PlaygroundState, width: Int, height: Int, ascii: Bool) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.ascii = ascii
        fits = width >= Self.minimumWidth && height >= Self.minimumHeight
        let text = ScreenText.forASCII(ascii)
        // The status takes the same rows whatever a key changes of the stack's settings (see
        // ``StatusLine/rows(for:width:text:)``), in reading order under the info line, so
        // that the drawing keeps its rows and its scale; lines it does not need stay blank.
        let rows = fits ? StatusLine.rows(editing: state, width: width, text: text) : 0
        let lines = fits ? StatusLine.lines(editing: state, width: width, rows: rows, text: text) : []
        keys = CellRect(left: 0, top: height - 1, right: width, bottom: height)
        let infoRow = height - 2 - rows
        status = fits ? lines.enumerated().map { index, line in
            (text: line, area: CellRect(left: 0, top: infoRow + 1 + index, right: width, bottom: infoRow + 2 + index))
        } : []
        info = fits ? CellRect(left: 0, top: infoRow, right: width, bottom: infoRow + 1) : .zero

        let bannerRows = fits ? max(LessonBanner.rows(for: state, available: infoRow, width: width, text: text), DemoBanner.rows(for: state, available: infoRow)) : 0
        lessonBanner = bannerRows > 0 ? CellRect(left: 0, top: 0, right: width, bottom: bannerRows) : nil
        let captionRows = fits ? PresenterStrip.captionRows(for: state, available: infoRow - bannerRows) : 0
        presenterCaption = captionRows > 0 ? CellRect(left: 0, top: bannerRows, right: width, bottom: bannerRows + captionRows) : nil
        let above = CellRect(left: 0, top: bannerRows + captionRows, right: width, bottom: max(bannerRows + captionRows, infoRow))
        var drawing = fits ? above : .zero
        var panel: CellRect?, separator: CellRect?
        if fits, state.ui.panelOpen {
            if width >= Self.panelBesideWidth {
                let split = width - min(width / 2, max(44, width * 2 / 5))
                drawing = CellRect(left: 0, top: above.top, right: split - 1, bottom: infoRow)
                separator = CellRect(left: split - 1, top: above.top, right: split, bottom: infoRow)
                panel = CellRect(left: split, top: above.top, right: width, bottom: infoRow)
            } else {
                let split = above.top + above.height - max(2, above.height / 2)
                drawing = CellRect(left: 0, top: above.top, right: width, bottom: split - 1)
                separator = CellRect(left: 0, top: split - 1, right: width, bottom: split)
                panel = CellRect(left: 0, top: split, right: width, bottom: infoRow)
            }
        }
        self.drawing = drawing
        self.panel = panel
        panelSeparator = separator
        panelContent = panel.map { Self.panelContent(state, width: $0.width, ascii: ascii) }
        let local = LayoutRenderer.mapping(for: state.layout, scene: state.scene, width: drawing.width, height: drawing.height,
                                           options: Self.renderOptions(state, color: false, ascii: ascii))
        mapping = local.offset(columns: drawing.left, rows: drawing.top)
    }

    /// How the layout is drawn for `state`: with its selection and guides, without caption.
    static func renderOptions(_ state: PlaygroundState, color: Bool, ascii: Bool) -> RenderOptions {
        var options = RenderOptions(ascii: ascii, showGuides: state.ui.showGuides, color: color, selected: state.selectedViewName, showCaption: false,
                                    showPriorities: state.ui.showPriorities)
        options.colorSlots = state.ui.colorSlots
        options.evenLengths = EvenLengths(layout: state.layout, scene: state.scene)
        options.largeLabels = state.ui.presenting
        options.keptExtent = state.ui.drawingExtent
        return options
    }

    /// How far the panel scrolls: the largest first body line, and the body rows a page has.
    public var panelExtent: (maximumScroll: Int, pageRows: Int)? {
        guard let panel, let panelContent else { return nil }
        return (panelContent.maximumScroll(height: panel.height), max(1, panelContent.viewport(height: panel.height).bodyRows))
    }
}

extension CellRect {
    /// No cells.
    static let zero = CellRect(left: 0, top: 0, right: 0, bottom: 0)
}

extension CellMapping {
    /// The same mapping, drawn `columns` further right and `rows` further down.
    func offset(columns: Int, rows: Int) -> CellMapping {
        var moved = self
        moved.originColumn &+= columns
        moved.originRow &+= rows
        return moved
    }
}
