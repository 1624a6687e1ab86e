/// A list of cell rectangles filed by where they lie on a canvas, for finding those that
/// meet a given rectangle without walking the whole list: a drawing keeps each view's label
/// clear of the views drawn after it, and with N views asking every later view about every
/// label would cost N × N.
///
/// The canvas is cut into buckets of `bucketSize` × `bucketSize` cells; each rectangle is
/// filed in the buckets its on-canvas part touches. Rectangles off the canvas are filed
/// nowhere: only the part of a label on the canvas is drawn.
struct RectangleIndex {
    private let rects: [CellRect]
    private let bounds: CellRect
    private let bucketSize: Int
    private let columns: Int
    /// The positions in `rects` filed in each bucket, ascending (row-major buckets).
    private var buckets: [[Int]]

    /// Files `rects` (by position) over the canvas `bounds`.
    init(_ rects: [CellRect], bounds: CellRect, bucketSize: Int = 8) {
        self.rects = rects
        self.bounds = bounds
        self.bucketSize = max(bucketSize, 1)
        columns = max((bounds.width + self.bucketSize - 1) / self.bucketSize, 1)
        let rows = max((bounds.height + self.bucketSize - 1) / self.bucketSize, 1)
        buckets = Array(repeating: [], count: columns * rows)
        for (position, rect) in rects.enumerated() {
            for bucket in bucketsMeeting(rect) { buckets[bucket].append(position) }
        }
    }

    /// The positions of the rectangles after `position` that share a cell with `rect` on
    /// the canvas, ascending.
    func positions(after position: Int, meeting rect: CellRect) -> [Int] {
        var found: [Int] = []
        for bucket in bucketsMeeting(rect) {
            for other in buckets[bucket] where other > position && rects[other].intersects(rect) {
                found.append(other)
            }
        }
        found.sort()
        // A rectangle filed in several of the buckets is found once per bucket.
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for other in found where unique.last != other { unique.append(other) }
        return unique
    }

    /// The buckets that the on-canvas part of `rect` touches.
    private func bucketsMeeting(_ rect: CellRect) -> [Int] {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return [] }
        let firstColumn = (clipped.left - bounds.left) / bucketSize
        let lastColumn = (clipped.right - 1 - bounds.left) / bucketSize
        let firstRow = (clipped.top - bounds.top) / bucketSize
        let lastRow = (clipped.bottom - 1 - bounds.top) / bucketSize
        var result: [Int] = []
        result.reserveCapacity((lastColumn - firstColumn + 1) * (lastRow - firstRow + 1))
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { result.append(row * columns + column) }
        }
        return result
    }
}
