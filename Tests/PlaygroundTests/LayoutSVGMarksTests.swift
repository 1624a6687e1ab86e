import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import Playground
import StackLayout

/// Each view's box in an SVG document as drawn: its outline and the marks written on it.
private struct SVGBox {
    var stroke = "", strokeWidth = "", dashed = false
    var marks = "", title = ""
}

/// Reads the views' boxes and the legend back out of an SVG document with an XML parser.
private final class SVGMarksReader: NSObject, XMLParserDelegate {
    var boxes: [String: SVGBox] = [:]
    var legend: String?
    private var view: String?
    private var textClass: String?
    private var inTitle = false
    private var inRect = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "g":
            if let id = attributes["id"], id.hasPrefix("view-") {
                view = String(id.dropFirst(5))
                boxes[String(id.dropFirst(5))] = SVGBox()
            }
        case "rect":
            guard let view, boxes[view]?.stroke.isEmpty == true else { break }
            boxes[view]?.stroke = attributes["stroke"] ?? ""
            boxes[view]?.strokeWidth = attributes["stroke-width"] ?? ""
            boxes[view]?.dashed = attributes["stroke-dasharray"] != nil
        case "text":
            textClass = attributes["class"]
            if textClass == "legend" { legend = "" }
        case "title":
            inTitle = true
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle, let view { boxes[view]?.title += string }
        if textClass == "marks", let view { boxes[view]?.marks += string }
        if textClass == "legend" { legend = (legend ?? "") + string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "g": view = nil
        case "text": textClass = nil
        case "title": inTitle = false
        default: break
        }
    }

    static func read(_ scene: Scene) throws -> SVGMarksReader {
        let document = LayoutSVG.document(StackLayoutSolver.solve(scene), scene: scene)
        let reader = SVGMarksReader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed:\n\(document)")
        return reader
    }
}

/// `render --format svg` shows the marks the terminal drawing shows, in the SVG's own terms.
@Suite("SVG drawing: the marks")
struct LayoutSVGMarksTests {
    @Test func aViewTheLayoutTreatsPlainlyHasNoMarksAndThereIsNoLegend() throws {
        let svg = try SVGMarksReader.read(RenderTestSupport.seed())
        #expect(svg.boxes.count == 3)
        for (name, box) in svg.boxes {
            #expect(box.marks.isEmpty && box.title.isEmpty && !box.dashed && box.strokeWidth == "1.5", "\(name)")
        }
        #expect(svg.legend == nil)
    }

    @Test func aStretchedViewIsMarkedAndTheLegendSaysWhatTheMarkMeans() throws {
        let svg = try SVGMarksReader.read(RenderTestSupport.seed { $0.width = 400 })
        let box = try #require(svg.boxes["Subview0"])
        #expect(box.marks == "↔")
        #expect(box.title == "Subview0: stretched along the axis: its hugging gave way")
        #expect(svg.boxes["Subview1"]?.marks == "" && svg.boxes["Subview2"]?.marks == "")
        #expect(svg.legend == "↔ ↕ stretched")
    }

    @Test func compressedViewsAreMarkedOnEitherAxis() throws {
        let squeeze = try SVGMarksReader.read(try #require(Examples.named("squeeze")).scene)
        #expect(squeeze.boxes["Message"]?.marks == "→←")
        var column = Scene(views: [ArrangedView(name: "a", width: 60, height: 100), ArrangedView(name: "b", width: 60, height: 100)])
        column.stack.axis = .vertical
        column.stack.height = 150
        let vertical = try SVGMarksReader.read(column)
        #expect(vertical.boxes["a"]?.marks == "↓↑")
        #expect(vertical.boxes["b"]?.marks == "")
        #expect(vertical.legend == "→← ↓↑ compressed")
    }

    /// A view in a nested stack is stretched or compressed along its own stack's axis, not
    /// the outer one's: in a vertical column inside a horizontal row, a view stretched to
    /// fill the column's height is marked `↕`, in the SVG and on the terminal drawing alike.
    @Test func aNestedViewIsMarkedAlongItsOwnStacksAxis() throws {
        var columnStack = StackProperties()
        columnStack.axis = .vertical
        columnStack.height = 200
        let scene = Scene(views: [
            ArrangedView(name: "Side", width: 40, height: 40),
            .stack("Column", columnStack, views: [ArrangedView(name: "Top", width: 60, height: 40), ArrangedView(name: "Bottom", width: 60, height: 40)]),
        ])
        let svg = try SVGMarksReader.read(scene)
        #expect(svg.boxes["Top"]?.marks == "↕", "Top fills the column's 200 pt: its vertical hugging gave way")
        #expect(svg.boxes["Top"]?.title.contains("stretched") == true)
        #expect(svg.boxes["Bottom"]?.marks == "")
        let drawing = LayoutDrawing(layout: StackLayoutSolver.solve(scene), scene: scene, width: 80, height: 24, options: RenderOptions())
        #expect(drawing.marks(of: "Top") == [.stretched])
        #expect(drawing.marks(of: "Bottom").isEmpty)
    }

    @Test func anAmbiguousViewIsDashedWithAQuestionMark() throws {
        var scene = Scene(views: [ArrangedView(name: "A"), ArrangedView(name: "B")])
        scene.stack.width = 300
        scene.stack.height = 80
        let svg = try SVGMarksReader.read(scene)
        let box = try #require(svg.boxes["B"])
        #expect(box.dashed && box.marks.contains("?"))
        #expect(box.title.contains("ambiguous"))
        #expect(svg.legend?.contains("? ambiguous") == true)
    }

    @Test func aNegativeSizeIsDashedAndMarked() throws {
        var apple = try #require(Examples.named("apple")).scene
        apple.stack.height = 248
        let svg = try SVGMarksReader.read(apple)
        let red = try #require(svg.boxes["red"])
        #expect(red.dashed && red.marks.contains("╳"))
        #expect(svg.legend?.contains("╳ negative size") == true)
        #expect(svg.boxes["blue"]?.marks.contains("╳") == false)
    }

    @Test func viewsInAConflictHaveAThickRedOutlineAndAnExclamationMark() throws {
        let json = #"{"version":1,"stack":{"axis":"vertical","distribution":"fillProportionally","spacing":0,"baselineRelative":true,"customSpacing":{"v1":7}},"views":[{"name":"v0","width":160,"height":200,"baselines":{"first":40,"last":20}},{"name":"v1","baselines":{"first":30,"last":10}}]}"#
        let scene = try SceneJSON.decode(json, file: "conflict.json")
        let svg = try SVGMarksReader.read(scene)
        let box = try #require(svg.boxes["v0"])
        #expect(box.marks.contains("!"))
        #expect(box.stroke == LayoutSVG.conflictColor && box.strokeWidth == "3")
        #expect(svg.legend?.contains("! conflict") == true)
    }

    /// Every example: a view has marks in the SVG exactly when the terminal drawing marks it.
    @Test(arguments: Examples.all.map(\.name))
    func theMarksAreTheDrawingsMarks(_ name: String) throws {
        let scene = try #require(Examples.named(name)).scene
        let svg = try SVGMarksReader.read(scene)
        let layout = StackLayoutSolver.solve(scene)
        for view in scene.views where !view.hidden {
            let expected = DrawingMark.marks(of: view.name, in: layout, axis: scene.stack.axis)
                + ((layout.frame(of: view.name)?.isNegative ?? false) ? [.negative] : [])
            let written = expected.map { scene.stack.axis == .horizontal ? $0.horizontal(ascii: false) : $0.vertical(ascii: false) }.joined()
            #expect(svg.boxes[view.name]?.marks == written, "\(name) \(view.name)")
        }
    }
}
