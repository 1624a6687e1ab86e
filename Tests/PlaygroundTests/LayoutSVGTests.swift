import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import Playground
import StackLayout

/// What an SVG document holds, read back with an XML parser: the translation of the
/// drawing group, each view's rectangle by name, the hidden views' lines, the guides.
private final class SVGReader: NSObject, XMLParserDelegate {
    var translation: (x: Double, y: Double)?
    var viewRects: [String: Frame] = [:]
    var hiddenLines: Set<String> = []
    var guideCount = 0
    var rootWidth: Double?
    var negativeSizes = 0
    private var currentView: String?
    /// The length of each hidden view's dotted line, by the view's name.
    var hiddenLineLengths: [String: Double] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }
        switch name {
        case "svg":
            rootWidth = number("width")
        case "g":
            if let transform = attributes["transform"], transform.hasPrefix("translate(") {
                let values = transform.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
                if values.count == 2 { translation = (values[0], values[1]) }
            }
            if let id = attributes["id"], id.hasPrefix("view-") { currentView = String(id.dropFirst(5)) }
            if attributes["class"] == "guide" { guideCount += 1 }
        case "rect":
            if (number("width") ?? 0) < 0 || (number("height") ?? 0) < 0 { negativeSizes += 1 }
            if let view = currentView, viewRects[view] == nil, let x = number("x"), let y = number("y"),
               let width = number("width"), let height = number("height") {
                viewRects[view] = Frame(x: x, y: y, width: width, height: height)
            }
        case "line":
            if let id = attributes["id"], id.hasPrefix("hidden-") {
                hiddenLines.insert(String(id.dropFirst(7)))
                if let x1 = number("x1"), let y1 = number("y1"), let x2 = number("x2"), let y2 = number("y2") {
                    hiddenLineLengths[String(id.dropFirst(7))] = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
                }
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "g" { currentView = nil }
    }

    /// Parses `document`; nil when it is not well-formed XML.
    static func read(_ document: String) -> SVGReader? {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }
}

@Suite("SVG drawing")
struct LayoutSVGTests {
    /// A hidden view's dotted line runs across its own stack, as the terminal's ghost does,
    /// at any depth: it was the view's collapsed frame, often a point (a centred stack's, or
    /// a nested stack's view).
    @Test func aHiddenViewsLineCrossesItsStack() throws {
        var seed = try #require(Examples.named("seed")).scene
        seed.stack.alignment = .center
        seed.views[1].hidden = true
        var card = try #require(Examples.named("card")).scene
        card.views[2].nested?.views[1].hidden = true
        for (scene, view, stack) in [(seed, "Subview1", LayoutItem.stackView), (card, "Comment", "Toolbar")] {
            let result = StackLayoutSolver.solve(scene)
            let reader = try #require(SVGReader.read(LayoutSVG.document(result, scene: scene, showGuides: false)))
            let height = try #require(result.frame(of: stack)).height
            #expect(height > 0)
            #expect(reader.hiddenLineLengths[view].map { abs($0 - height) < 0.01 } == true, "\(view): \(reader.hiddenLineLengths)")
        }
    }

    @Test("every example: well-formed SVG whose boxes are the solved frames", arguments: Examples.all.map(\.name))
    func boxesAreTheFrames(_ name: String) throws {
        let scene = try #require(Examples.named(name)).scene
        let result = StackLayoutSolver.solve(scene)
        let reader = try #require(SVGReader.read(LayoutSVG.document(result, scene: scene, showGuides: true)))
        #expect(reader.translation != nil)
        #expect(reader.negativeSizes == 0)
        // Every depth: a nested stack's views are drawn too (card, labeled-form).
        for (view, _, insideHidden, _) in LayoutSVG.arrangedViews(scene) where !insideHidden {
            let frame = try #require(result.frame(of: view.name))
            if view.hidden {
                #expect(reader.hiddenLines.contains(view.name))
                continue
            }
            let rect = try #require(reader.viewRects[view.name], "\(view.name) has no box")
            #expect(abs(rect.x - frame.x) < 0.001 && abs(rect.y - frame.y) < 0.001)
            #expect(abs(rect.width - frame.width) < 0.001 && abs(rect.height - frame.height) < 0.001)
        }
        #expect(reader.viewRects.count == scene.allViews.count(where: { !scene.effectivelyHiddenNames.contains($0.name) }))
        let guides = result.items.filter { $0.name == LayoutItem.spacer || $0.name.hasPrefix("_UIOLAGapGuide") }
        #expect(reader.guideCount == guides.count)
    }

    @Test func hiddenViewsAreGhostsAndNegativeSizesStayValid() throws {
        var scene = try #require(Examples.named("seed")).scene
        scene.views[1].hidden = true
        scene.stack.width = 20  // narrower than Subview2 alone: Subview0 is compressed below zero
        let result = StackLayoutSolver.solve(scene)
        #expect((result.frame(of: "Subview0")?.width ?? 0) < 0)
        let document = LayoutSVG.document(result, scene: scene)
        let reader = try #require(SVGReader.read(document))
        #expect(reader.hiddenLines == ["Subview1"])
        #expect(reader.negativeSizes == 0)
        #expect(reader.guideCount == 0)
        #expect(document.contains("(negative)"))
    }

    @Test func aHiddenNestedStackIsAGhostWithoutItsViews() throws {
        var scene = try #require(Examples.named("card")).scene
        scene.views[2].hidden = true
        let result = StackLayoutSolver.solve(scene)
        let reader = try #require(SVGReader.read(LayoutSVG.document(result, scene: scene)))
        #expect(reader.hiddenLines == ["Toolbar"])
        #expect(Set(reader.viewRects.keys) == ["Title", "Body"])
    }

    @Test func namesAreEscaped() {
        #expect(LayoutSVG.escaped("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
    }
}
