import StackLayout

/// The size, in points, a fitted drawing keeps its scale for (and the zoom it was drawn at):
/// the largest width and height of what the playground has drawn since its scene was opened
/// (or a lesson step's scene set). A stack that gets smaller — a view hidden, the spacing taken down — is then drawn smaller at
/// the same scale and from the same corner, as Xcode's canvas shows it, instead of being fitted
/// again, which made the views left beside a hidden one look wider. What grows past it is
/// fitted, and the extent grows with it. So does the room kept beside a vertical stack for its
/// hidden views' names.
public struct DrawingExtent: Hashable, Sendable {
    /// The largest width drawn, in points.
    public private(set) var width: Double = 0
    /// The largest height drawn, in points.
    public private(set) var height: Double = 0
    /// The longest name of a hidden view of a vertical stack drawn (or names, of views hidden
    /// at one place), in characters: the room kept left of the stack for names when the
    /// drawing is next fitted (see ``fittedGhostNameColumns``).
    public private(set) var ghostNameColumns = 0
    /// What ``ghostNameColumns`` was when the drawing was last fitted (the extent made, or
    /// grown past): the zoom and the stack's place keep that much room for names, and no
    /// more, so that hiding a view with a longer name never makes the drawing smaller or
    /// moves it (hiding a row of the 320-point labeled form at 100 columns took its zoom
    /// from 3.29 to 3.73 points a column; see ``CanvasPlan/ghostNameGutter(columns:scene:width:)``).
    /// A longer name takes the room there is beside the stack, or its dotted line.
    public private(set) var fittedGhostNameColumns = 0
    /// The lengths repeated in the drawing that last made the extent grow, whose zoom a
    /// smaller drawing keeps: worked out for the smaller one's own lengths, the zoom that
    /// draws them alike could be a tenth smaller than the first one's (see ``EvenLengths``),
    /// and the views left beside a hidden one were drawn a tenth smaller.
    private(set) var evenLengths: EvenLengths?

    /// No extent: the drawing is fitted to what it shows.
    public init() {}

    /// The extent of what `layout` draws of `scene` (see ``CanvasPlan/contentBounds(layout:scene:showGuides:)``).
    init(layout: LayoutResult, scene: Scene, showGuides: Bool) {
        include(layout: layout, scene: scene, showGuides: showGuides)
    }

    /// Grows to hold what `layout` draws of `scene` too.
    mutating func include(layout: LayoutResult, scene: Scene, showGuides: Bool) {
        let bounds = CanvasPlan.contentBounds(layout: layout, scene: scene, showGuides: showGuides)
        let before = (width, height)
        if bounds.width.isFinite { width = max(width, bounds.width) }
        if bounds.height.isFinite { height = max(height, bounds.height) }
        if (width, height) != before || evenLengths == nil { evenLengths = EvenLengths(layout: layout, scene: scene) }
        ghostNameColumns = max(ghostNameColumns, CanvasPlan.longestGhostName(scene: scene, layout: layout))
        if (width, height) != before { fittedGhostNameColumns = ghostNameColumns }
    }

    /// Grows to hold `other` too (taking its repeated lengths where it makes this grow).
    mutating func include(_ other: DrawingExtent) {
        if other.width > width || other.height > height || evenLengths == nil { evenLengths = other.evenLengths }
        width = max(width, other.width)
        height = max(height, other.height)
        ghostNameColumns = max(ghostNameColumns, other.ghostNameColumns)
        fittedGhostNameColumns = max(fittedGhostNameColumns, other.fittedGhostNameColumns)
    }

    /// `bounds` grown to this extent from its top-left corner.
    func holding(_ bounds: Frame) -> Frame {
        Frame(x: bounds.x, y: bounds.y, width: max(bounds.width, width), height: max(bounds.height, height))
    }
}
