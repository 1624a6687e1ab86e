import StackLayout

/// The lengths a layout repeats — views of one size, the gaps of an equalSpacing stack, the
/// spacing between views, equal margins — and where each lies, so that a fitted drawing can pick a zoom
/// that draws them equal.
///
/// Every edge is snapped to the nearest cell boundary on its own, so two equal lengths at
/// different places can differ by a cell: three 140-point views of a fillEqually stack drawn
/// 8, 7 and 8 columns wide, or an equalSpacing stack's gaps 4, 5 and 4. A length that is a
/// whole number of cells is drawn alike wherever it lies (an edge that length after another
/// is snapped that many cells after it); another is drawn alike only where the places it
/// lies happen to round the same way. ``zoom(fitted:originX:originY:)`` tries the fitted
/// zoom and, at most a tenth smaller, the zooms that make one repeated length whole and
/// others evenly between, and keeps the one that draws the most of them alike.
public struct EvenLengths: Hashable, Sendable {
    /// One repeated length: its places, each a start and an end in points (`starts[i]`,
    /// `ends[i]`), and whether it runs across (columns) rather than down (rows).
    struct Repeat: Hashable, Sendable {
        var horizontal: Bool
        var length: Double
        var starts: [Double]
        var ends: [Double]
        /// Whether the distribution makes these lengths equal (fillEqually's views,
        /// equalSpacing's gaps): drawn alike, they count for more than all the others.
        var isDistributed = false
    }

    /// The repeated lengths (each at two places or more).
    var repeats: [Repeat]

    /// The repeated lengths of several drawings at one zoom (a gallery's panels), each
    /// drawing's moved so that `origins[i]` is at (0, 0).
    init(_ drawings: [EvenLengths], origins: [(x: Double, y: Double)]) {
        repeats = zip(drawings, origins).flatMap { drawing, origin in
            drawing.repeats.map { item in
                let shift = item.horizontal ? origin.x : origin.y
                var moved = item
                moved.starts = item.starts.map { $0 - shift }
                moved.ends = item.ends.map { $0 - shift }
                return moved
            }
        }
    }

    /// How much smaller than the fitted zoom a zoom that draws more lengths alike may be.
    static let smallest = 0.9

    /// How many zooms evenly between the fitted one and the smallest are tried too.
    static let evenSteps = 64

    /// How many repeated lengths are tried whole.
    static let wholeLengthsTried = 8

    /// Stacks of more views than this are not searched: their views are a few cells or
    /// less, and the search is made for every frame drawn.
    static let viewLimit = 64

    /// The lengths `scene`'s stack repeats in `layout`: the visible views' lengths across
    /// and down, the gaps between neighbours along the stack's axis, and the margins bands.
    public init(layout: LayoutResult, scene: Scene) {
        let horizontal = scene.stack.axis == .horizontal
        let frames = scene.views.filter { !$0.hidden }.compactMap { layout.frame(of: $0.name)?.normalized }.filter(\.isFinite)
        guard frames.count >= 2, frames.count <= Self.viewLimit else {
            repeats = []
            return
        }
        var places: [(horizontal: Bool, start: Double, end: Double)] = []
        // The margins band on each side (drawn with margins-relative arrangement): equal
        // margins drawn as bands of one width.
        if scene.stack.marginsRelative, let stack = layout.frame(of: LayoutItem.stackView)?.normalized,
           let guide = layout.frame(of: LayoutItem.marginsGuide)?.normalized, stack.isFinite, guide.isFinite {
            places.append((true, stack.x, guide.x))
            places.append((true, guide.x + guide.width, stack.x + stack.width))
            places.append((false, stack.y, guide.y))
            places.append((false, guide.y + guide.height, stack.y + stack.height))
        }
        let margins = places.count
        for frame in frames {
            places.append((true, frame.x, frame.x + frame.width))
            places.append((false, frame.y, frame.y + frame.height))
        }
        // The gaps between neighbours along the axis, in the order the views lie.
        let along = frames.map { horizontal ? (start: $0.x, end: $0.x + $0.width) : (start: $0.y, end: $0.y + $0.height) }
            .sorted { $0.start < $1.start }
        for (before, after) in zip(along, along.dropFirst()) where after.start > before.end {
            places.append((horizontal, before.end, after.start))
        }
        var found: [Repeat] = []
        // Lengths equal to a millionth of a point are one.
        var foundIndex: [Int: Int] = [:]
        // What the distribution makes equal along the axis: the views, or the gaps.
        let distributed: (start: Int, count: Int)? = switch scene.stack.distribution {
        case .fillEqually: (margins, 2 * frames.count)
        case .equalSpacing: (margins + 2 * frames.count, places.count - margins - 2 * frames.count)
        default: nil
        }
        for (index, place) in places.enumerated() {
            let isDistributed = distributed.map { index >= $0.start && index < $0.start + $0.count && place.horizontal == horizontal } ?? false
            let length = place.end - place.start
            // A length beyond a billion points is no cell's worth of drawing at any zoom that
            // fits it (and its key would not fit an Int).
            guard length > 1e-9, length < 1e9 else { continue }
            // What the distribution makes equal is a repeat of its own: equalSpacing's 40-point
            // gaps drawn alike count even where a 40-point view is a column wider.
            let key = (Int((length * 1_000_000).rounded()) * 2 + (place.horizontal ? 1 : 0)) * 2 + (isDistributed ? 1 : 0)
            if let index = foundIndex[key] {
                found[index].starts.append(place.start)
                found[index].ends.append(place.end)
            } else {
                foundIndex[key] = found.count
                found.append(Repeat(horizontal: place.horizontal, length: length, starts: [place.start], ends: [place.end], isDistributed: isDistributed))
            }
        }
        repeats = found.filter { $0.starts.count >= 2 }
    }

    /// Of `fitted` (columns per point) and the zooms down to nine tenths of it that make
    /// one repeated length a whole number of cells (and ``evenSteps`` more evenly between),
    /// the one that draws the most repeated
    /// lengths alike (each the same number of cells at every place) — first those the
    /// distribution makes equal, then the others — the largest among equals: `fitted`
    /// unless a smaller one draws more alike. `originX` and `originY` are
    /// the points drawn at a cell boundary (see ``CellMapping``).
    public func zoom(fitted: Double, originX: Double, originY: Double) -> Double {
        guard !repeats.isEmpty, fitted.isFinite, fitted > 0 else { return fitted }
        var best = (zoom: fitted, alike: alike(at: fitted, originX: originX, originY: originY))
        let everything = repeats.reduce((distributed: 0, others: 0)) { total, item in
            item.isDistributed ? (total.distributed + item.starts.count, total.others) : (total.distributed, total.others + 1)
        }
        guard best.alike != everything else { return fitted }
        var candidates: [Double] = []
        // The zooms that make a length whole: of those the distribution makes equal, then
        // of those at the most places.
        let leading = repeats.sorted { ($0.isDistributed ? 1 : 0, $0.starts.count) > ($1.isDistributed ? 1 : 0, $1.starts.count) }.prefix(Self.wholeLengthsTried)
        for item in leading {
            // Cells per point along this length: rows are half as many as columns.
            let cellsPerZoom = item.horizontal ? item.length : item.length / 2
            let most = (fitted * cellsPerZoom + 1e-9).rounded(.down)
            var cells = most
            while cells >= 1, cells / cellsPerZoom >= Self.smallest * fitted, cells > most - 3 {
                candidates.append(cells / cellsPerZoom)
                cells -= 1
            }
        }
        // And evenly between: two lengths that cannot both be whole may still both round
        // alike where they lie.
        for step in 1...Self.evenSteps { candidates.append(fitted * (1 - (1 - Self.smallest) * Double(step) / Double(Self.evenSteps))) }
        for zoom in candidates.sorted(by: >) {
            let alike = alike(at: zoom, originX: originX, originY: originY)
            if (alike.distributed, alike.others) > (best.alike.distributed, best.alike.others) { best = (zoom, alike) }
        }
        return best.zoom
    }

    /// The zoom for a drawing whose fitted zoom is `fitted`, with the repeated lengths
    /// `current` of its own and `kept` of the largest drawing before it (see
    /// ``DrawingExtent``): a drawing smaller than that one (`isSmaller`) keeps its zoom
    /// exactly; one of its size keeps it too unless its own zoom draws more of what its
    /// distribution makes equal alike (a stack given fillEqually); else its own. A class saw
    /// the drawing rescaled by a column when a view was hidden, or a demo's step changed the
    /// distribution, the stack's size unchanged.
    static func keptZoom(fitted: Double, current: EvenLengths?, kept: EvenLengths?, isSmaller: Bool, originX: Double, originY: Double) -> Double {
        let own = current?.zoom(fitted: fitted, originX: originX, originY: originY) ?? fitted
        guard let kept else { return own }
        let keptZoom = kept.zoom(fitted: fitted, originX: originX, originY: originY)
        if isSmaller { return keptZoom }
        guard let current else { return keptZoom }
        let keeps = current.alike(at: keptZoom, originX: originX, originY: originY).distributed
        return keeps >= current.alike(at: own, originX: originX, originY: originY).distributed ? keptZoom : own
    }

    /// How many places of the lengths the distribution makes equal (three views of a
    /// fillEqually stack count for more than two gaps of an equalSpacing one), and how many
    /// other repeated lengths, `zoom` draws alike.
    func alike(at zoom: Double, originX: Double, originY: Double) -> (distributed: Int, others: Int) {
        let mapping = CellMapping(zoom: zoom, originX: originX, originY: originY)
        var result = (distributed: 0, others: 0)
        for item in repeats {
            let cells = zip(item.starts, item.ends).map { start, end in
                item.horizontal ? mapping.column(atX: end) - mapping.column(atX: start) : mapping.row(atY: end) - mapping.row(atY: start)
            }
            guard cells.allSatisfy({ $0 == cells[0] }) else { continue }
            if item.isDistributed { result.distributed += cells.count } else { result.others += 1 }
        }
        return result
    }

    /// The points to draw at the origin's cell boundary (`bounds`' corner, at `zoom`), moved
    /// by less than half a cell where that draws more of the repeated lengths alike (those the
    /// distribution makes equal first), as far as the edges of `bounds` keep their cells: the
    /// least move among the best, none where none draws more alike. A drawing that keeps its
    /// zoom and corner (a view hidden, a distribution changed, the stack a little wider) drew an
    /// equalSpacing stack's equal gaps 3 and 4 columns wide. Each axis is tried on its own:
    /// between two moves at which no edge crosses a rounding boundary every move draws alike,
    /// so one move between each two such points is enough.
    func origin(zoom: Double, bounds: Frame) -> (x: Double, y: Double) {
        var best = (x: bounds.x, y: bounds.y)
        guard !repeats.isEmpty, zoom.isFinite, zoom > 0 else { return best }
        var score = alike(at: zoom, originX: best.x, originY: best.y)
        for horizontal in [true, false] {
            // Cells per point along this axis, and the extent's far edge in cells.
            let scale = horizontal ? zoom : zoom / 2
            let far = (horizontal ? bounds.width : bounds.height) * scale
            let snappedFar = Double(CellMapping.snap(far))
            // Moves that keep both edges of the extent in their cells.
            let low = max(-0.5, snappedFar - 0.5 - far), high = min(0.5, snappedFar + 0.5 - far)
            guard low < high else { continue }
            let start = horizontal ? best.x : best.y
            var crossings: [Double] = [low, high]
            for item in repeats where item.horizontal == horizontal {
                for point in item.starts + item.ends {
                    let cells = (point - start) * scale
                    // The moves at which this edge rounds to another cell.
                    let first = (low + cells - 0.5).rounded(.up)
                    var boundary = first
                    while boundary + 0.5 - cells < high {
                        let move = boundary + 0.5 - cells
                        if move > low { crossings.append(move) }
                        boundary += 1
                    }
                }
            }
            crossings.sort()
            var moves: [Double] = []
            for (before, after) in zip(crossings, crossings.dropFirst()) where after - before > 1e-9 { moves.append((before + after) / 2) }
            for move in moves.sorted(by: { abs($0) < abs($1) }) {
                let moved = start - move / scale
                let trial = horizontal ? alike(at: zoom, originX: moved, originY: best.y) : alike(at: zoom, originX: best.x, originY: moved)
                if (trial.distributed, trial.others) > (score.distributed, score.others) {
                    score = trial
                    if horizontal { best.x = moved } else { best.y = moved }
                }
            }
        }
        return best
    }
}
