@testable import Playground
import StackLayout
import Testing

/// The indexes that keep a frame's drawing linear in the number of views answer exactly as
/// the walks over every view that they replace.
@Suite("Drawing indexes")
struct DrawingIndexTests {
    @Test(arguments: [1, 2, 3, 4]) func namePrefixesAnswerAsAWalkOverEveryName(seed: UInt64) {
        var random = PlaygroundRandom(state: seed)
        let letters = Array("abAB0é")
        let names = (0..<60).map { _ in String((0..<random.next(1...5)).map { _ in letters[random.next(0...letters.count - 1)] }) }
        let index = NamePrefixes(names)
        for name in names {
            for length in 0...name.count {
                let prefix = String(name.prefix(length))
                let walked = names.contains { $0 != name && $0.hasPrefix(prefix) }
                #expect(index.anotherName(than: name, startsWith: prefix) == walked, "\(name) \(prefix)")
            }
        }
        #expect(!NamePrefixes(["Subview0"]).anotherName(than: "Subview0", startsWith: "Sub"))
        #expect(NamePrefixes(["Subview0", "Subview1"]).anotherName(than: "Subview0", startsWith: "Subview"))
    }

    @Test(arguments: [1, 2, 3, 4]) func rectangleIndexFindsTheRectanglesAWalkFinds(seed: UInt64) {
        var random = PlaygroundRandom(state: seed)
        let bounds = CellRect(left: 0, top: 0, right: 50, bottom: 20)
        let rects = (0..<120).map { _ -> CellRect in
            let left = random.next(-10...55), top = random.next(-5...24)
            return CellRect(left: left, top: top, right: left + random.next(0...30), bottom: top + random.next(0...12))
        }
        let index = RectangleIndex(rects, bounds: bounds, bucketSize: random.next(1...9))
        for (position, rect) in rects.enumerated() {
            let onCanvas = rect.intersection(bounds)
            let walked = rects.indices.filter { $0 > position && rects[$0].intersection(bounds).intersects(onCanvas) }
            #expect(index.positions(after: position, meeting: rect) == walked, "\(rect)")
        }
    }

    /// The marks of one view, read as the drawing read them before the table: a walk over
    /// everything that gave way, the ambiguous attributes and the conflicts.
    static func walkedMarks(of name: String, in layout: LayoutResult, axis: Axis) -> [DrawingMark] {
        var marks: [DrawingMark] = []
        let along: LayoutAttribute = axis == .horizontal ? .width : .height
        let sizing = layout.gaveWay.map(\.constraint).filter {
            $0.identifier == ConstraintIdentifier.contentSize && $0.first.item == name && $0.first.attribute == along
        }
        if sizing.contains(where: { $0.relation == .lessThanOrEqual }) { marks.append(.stretched) }
        if sizing.contains(where: { $0.relation == .greaterThanOrEqual }) { marks.append(.compressed) }
        if ["x", "y", "width", "height"].contains(where: { layout.ambiguous.contains(name + "." + $0) }) { marks.append(.ambiguous) }
        let conflicting = layout.conflicts.flatMap { [$0.broken] + $0.conflicting }
        if conflicting.contains(where: { $0.first.item == name || $0.second?.item == name }) { marks.append(.conflict) }
        return marks
    }

    /// Every example, on both axes and squeezed into 60 points: the table marks every view
    /// (nested ones with their own stack's axis) as the walk does.
    @Test(arguments: Examples.all.map(\.name))
    func viewMarkTableMarksAsAWalk(_ name: String) throws {
        let example = try #require(Examples.named(name)).scene
        var marked = 0
        for axis in [Axis.horizontal, .vertical] {
            for squeezed in [false, true] {
                var scene = example
                scene.stack.axis = axis
                if squeezed { scene.stack.width = 60; scene.stack.height = 60 }
                let layout = StackLayoutSolver.solve(scene)
                let axes = scene.stackAxisOfViews
                let table = ViewMarkTable(layout: layout) { axes[$0] ?? scene.stack.axis }
                for view in scene.allViews {
                    let axis = axes[view.name] ?? scene.stack.axis
                    let expected = Self.walkedMarks(of: view.name, in: layout, axis: axis)
                    #expect(table.marks(of: view.name) == expected, "\(name) \(view.name)")
                    marked += expected.isEmpty ? 0 : 1
                }
            }
        }
        #expect(marked > 0, "some view of \(name) has a mark")
    }
}
