/// Every character the renderer draws with, in a Unicode and an ASCII set.
struct Glyphs: Sendable {
    /// The line styles of the arranged views, cycled so that neighbours differ.
    let views: [LineGlyphs]
    /// An ambiguous view's dashed border.
    let dashed: LineGlyphs
    /// The stack view's outline, drawn just outside its bounds.
    let outline: LineGlyphs
    /// The shading of the layout margins band.
    let margin: Character
    /// A hidden view's ghost in a horizontal stack (a vertical dotted line).
    let ghostVertical: Character
    /// A hidden view's ghost in a vertical stack (a horizontal dotted line).
    let ghostHorizontal: Character
    /// Marks a hidden view on the outline's top edge.
    let ghostMarkerDown: Character
    /// Marks a hidden view on the outline's left edge.
    let ghostMarkerRight: Character
    /// A view's baseline.
    let baseline: Character
    /// A layout guide no taller than a row.
    let guideHorizontal: Character
    /// A layout guide no wider than a column.
    let guideVertical: Character
    /// The inside of a larger layout guide.
    let guideFill: Character
    /// A view that covers a single cell.
    let dot: Character
    /// Ends a shortened name.
    let ellipsis: String
    /// Between width and height: `160×200`.
    let times: String
    /// Between the caption's parts.
    let separator: String

    static let unicode = Glyphs(
        views: [.single, .double, .heavy], dashed: .dashed, outline: .rounded, margin: "░",
        ghostVertical: "┆", ghostHorizontal: "┈", ghostMarkerDown: "▾", ghostMarkerRight: "▸",
        baseline: "┄", guideHorizontal: "╌", guideVertical: "╎", guideFill: "·", dot: "▪",
        ellipsis: "…", times: "×", separator: " · ")

    static let ascii = Glyphs(
        views: [.asciiSingle, .asciiDouble], dashed: .asciiDashed, outline: .asciiDotted, margin: "/",
        ghostVertical: ":", ghostHorizontal: "~", ghostMarkerDown: "v", ghostMarkerRight: ">",
        baseline: "_", guideHorizontal: ",", guideVertical: ";", guideFill: ",", dot: "o",
        ellipsis: ".", times: "x", separator: " | ")

    /// The line style of the arranged view at `index`.
    func viewLines(at index: Int) -> LineGlyphs {
        views[((index % views.count) + views.count) % views.count]
    }
}
