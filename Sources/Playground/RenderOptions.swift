/// What ``LayoutRenderer`` draws and how.
public struct RenderOptions: Hashable, Sendable {
    /// Columns per point (a row is two columns tall, so rows per point are `zoom / 2`);
    /// nil fits the layout into the canvas, leaving room for the caption and the stack's
    /// outline.
    public var zoom: Double?
    /// Draw with ASCII characters only (`+-|`) instead of box drawing characters.
    public var ascii: Bool
    /// Also draw the layout guides: the equalSpacing / equalCentering gap guides and the
    /// alignment spacer.
    public var showGuides: Bool
    /// Colour the views (each its own colour from ``LayoutRenderer/viewColors``); without
    /// colour only attributes such as bold and dim are used.
    public var color: Bool
    /// The name of the selected view, drawn highlighted and on top of the others.
    public var selected: String?
    /// Also write each view's intrinsic size, content hugging and compression resistance on
    /// both axes on its label (`w160 H250 CR750`, `h200 H250 CR750`), where there is room.
    public var showPriorities: Bool
    /// Write the caption line (axis, distribution, alignment, spacing, size) on the top row.
    public var showCaption: Bool
    /// Each view's place in ``LayoutRenderer/viewColors``, by name, so that a view keeps
    /// its colour when views are reordered or inserted; a view not listed takes its index's.
    public var colorSlots: [String: Int] = [:]

    /// The lengths the stack repeats, drawn equal where a fitted drawing (no `zoom`) can be
    /// made a little smaller to draw them so (see ``EvenLengths``); nil: none. Given by the
    /// caller, from the layout being shown: an animation's frames keep the zoom of the
    /// layout they move to.
    public var evenLengths: EvenLengths?

    /// The size a drawing keeps its corner for, and a fitted one (no `zoom`) its scale,
    /// where what it shows is smaller (see ``DrawingExtent``); nil: fitted to what it shows.
    public var keptExtent: DrawingExtent?

    /// Presenter mode's larger labels: a view's name in fullwidth letters, twice as wide,
    /// where its box has room (never in ASCII).
    public var largeLabels = false

    /// Creates options; the defaults fit the layout, in Unicode, with colour and caption.
    public init(
        zoom: Double? = nil,
        ascii: Bool = false,
        showGuides: Bool = false,
        color: Bool = true,
        selected: String? = nil,
        showCaption: Bool = true,
        showPriorities: Bool = false
    ) {
        self.showPriorities = showPriorities
        self.zoom = zoom
        self.ascii = ascii
        self.showGuides = showGuides
        self.color = color
        self.selected = selected
        self.showCaption = showCaption
    }
}
