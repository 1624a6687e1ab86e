import Playground
import StackLayout
import Testing

@Suite("Points to cells")
struct CellMappingTests {
    @Test func rowsCountDouble() {
        let mapping = CellMapping(zoom: 1)
        #expect(mapping.rect(for: Frame(x: 0, y: 0, width: 160, height: 200)) == CellRect(left: 0, top: 0, right: 160, bottom: 100))
        let half = CellMapping(zoom: 0.5, originX: 10, originY: 20, originColumn: 3, originRow: 4)
        #expect(half.rect(for: Frame(x: 10, y: 20, width: 160, height: 200)) == CellRect(left: 3, top: 4, right: 83, bottom: 54))
    }

    @Test func edgesSnapToTheNearestBoundary() {
        let mapping = CellMapping(zoom: 0.1)
        #expect(mapping.column(atX: 14) == 1)
        #expect(mapping.column(atX: 15) == 2)  // halves round away from zero
        #expect(mapping.column(atX: 0.1 + 0.2 + 14.7) == 2)  // 15.000000000000002
        #expect(mapping.column(atX: 14.999999999) == 2)  // noise below the half
        #expect(mapping.row(atY: 29) == 1)
        #expect(mapping.row(atY: 30) == 2)
    }

    @Test func neighboursShareAnEdgeAtEveryZoom() {
        // Widths with fractions (thirds, as equalSpacing makes), at many zooms.
        let edges: [Double] = [0, 44, 66.666666666667, 186.666666666667, 209.333333333333, 253.333333333333, 276, 320]
        var zoom = 0.01
        while zoom < 3 {
            let mapping = CellMapping(zoom: zoom, originX: 0, originY: 0, originColumn: 1, originRow: 1)
            let rects = zip(edges, edges.dropFirst()).map {
                mapping.rect(for: Frame(x: $0, y: 0, width: $1 - $0, height: 10))
            }
            for (a, b) in zip(rects, rects.dropFirst()) {
                #expect(a.right == b.left, "zoom \(zoom): \(a) then \(b)")
            }
            #expect(rects.last?.right == mapping.column(atX: 320))
            zoom += 0.0137
        }
    }

    @Test func negativeSizesAreNormalised() {
        let mapping = CellMapping(zoom: 1)
        #expect(mapping.rect(for: Frame(x: 60, y: 10, width: -20, height: -10)) == mapping.rect(for: Frame(x: 40, y: 0, width: 20, height: 10)))
    }

    @Test func extremeNumbersDoNotTrap() {
        let mapping = CellMapping(zoom: 1e6, originColumn: 5)
        #expect(mapping.column(atX: .nan) == 5)
        #expect(mapping.column(atX: .infinity) > 1_000_000)
        #expect(mapping.column(atX: -.infinity) < -1_000_000)
        #expect(mapping.row(atY: 1e300) > 1_000_000)
        _ = mapping.rect(for: Frame(x: -.greatestFiniteMagnitude, y: .nan, width: .infinity, height: -.infinity))
    }

    @Test func pointsOfColumnsAndRows() {
        let mapping = CellMapping(zoom: 0.25, originX: 8, originY: 4, originColumn: 2, originRow: 1)
        #expect(mapping.x(atColumn: 2) == 8)
        #expect(mapping.x(atColumn: 6) == 24)
        #expect(mapping.y(atRow: 3) == 20)
        #expect(mapping.column(atX: mapping.x(atColumn: 17)) == 17)
    }

    @Test func theRendererFitsTheStackAndCentresIt() {
        let (scene, layout) = RenderTestSupport.example("seed")
        let mapping = LayoutRenderer.mapping(for: layout, scene: scene, width: 80, height: 24)
        // 78 × 21 cells are left after the caption and the outline; 200 points must fit 21 rows.
        #expect(abs(mapping.zoom - 0.21) < 1e-9)
        let stack = mapping.rect(for: Frame(x: 0, y: 0, width: 280, height: 200))
        #expect(stack.height == 21)
        #expect(stack.width == 59)
        #expect(abs((stack.left - 1) - (80 - (stack.right + 1))) <= 1)  // centred, outline included
        #expect(stack.top == 2)
        let zoomed = LayoutRenderer.mapping(for: layout, scene: scene, width: 80, height: 24, options: RenderOptions(zoom: 2))
        #expect(zoomed.zoom == 2)
        #expect(zoomed.column(atX: 0) == 1)  // too big to centre: anchored after the outline
        #expect(zoomed.row(atY: 0) == 2)
    }
}
