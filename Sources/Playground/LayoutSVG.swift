import StackLayout

/// A solved layout as an SVG 1.1 document at point scale (one SVG unit is one point), for
/// slides: the stack's bounds, the margins band, a box per visible view in its colour with
/// its name and size, ghosts of hidden views, baselines where they matter, and on request
/// UIKit's gap guides and alignment spacer. The same picture `render` draws in cells, with
/// the same marks (``DrawingMark``) in the SVG's terms: the mark's characters inside the box
/// with its meaning as the box's `<title>`, a dashed outline for an ambiguous view, a thick
/// red one for a view in a conflict, and a legend of the marks used under the drawing.
public enum LayoutSVG {
    /// Space around the stack, in points.
    static let padding = 20.0
    /// Height of the caption band above the stack, in points.
    static let captionHeight = 24.0

    /// The SVG document for `result`, the solved layout of `scene`.
    public static func document(_ result: LayoutResult, scene: Scene, showGuides: Bool = false) -> String {
        let stack = result.frame(of: LayoutItem.stackView) ?? Frame(x: 0, y: 0, width: 0, height: 0)
        let bounds = drawingBounds(result)
        let originX = padding - bounds.minX
        let originY = padding + captionHeight - bounds.minY
        let caption = Caption.parts(for: scene.stack, frame: result.frame(of: LayoutItem.stackView), glyphs: .unicode).joined(separator: " · ")
        let marks = viewMarks(result, scene: scene)
        let legend = legendText(marks.values.flatMap { $0 })
        // Wide enough for the caption and the legend too (12-point text is about 6.5 points a
        // character, 10-point text about 5.5).
        let width = max((bounds.maxX - bounds.minX) + 2 * padding + (showGuides ? 60 : 0), Double(caption.count) * 6.5 + 2 * padding,
                        Double(legend.count) * 5.5 + 2 * padding)
        let height = (bounds.maxY - bounds.minY) + 2 * padding + captionHeight + (showGuides ? 12 : 0) + (legend.isEmpty ? 0 : legendHeight)
        var body: [String] = []
        body.append(text(caption, x: padding, y: padding + 12, size: 12, anchor: "start", fill: "#333333"))
        body.append("<g transform=\"translate(\(number(originX)) \(number(originY)))\">")
        if scene.stack.marginsRelative, let guide = result.frame(of: LayoutItem.marginsGuide) {
            body.append(marginsBand(stack: stack, guide: guide))
        }
        body.append(rect(stack, fill: "none", stroke: "#555555", extra: "stroke-width=\"1.5\" rx=\"4\""))
        // Every depth, as the terminal drawing: a nested stack's outline, then its views.
        for (index, placed) in arrangedViews(scene).enumerated() {
            let view = placed.view
            guard !placed.insideHidden, let frame = result.frame(of: view.name) else { continue }
            if view.hidden {
                body.append(ghost(frame, across: result.frame(of: placed.stack) ?? frame, axis: placed.axis, name: view.name))
            } else {
                let color = hexColor(view.color.map(TerminalColor.init) ?? LayoutRenderer.color(forViewAt: index))
                body += view.nested == nil
                    ? box(frame, view: view, color: color, marks: marks[view.name] ?? [], axis: placed.axis)
                    : nestedStack(frame, view: view, color: color)
            }
        }
        if showsBaselines(scene) {
            for view in scene.views where !view.hidden {
                guard let frame = result.frame(of: view.name) else { continue }
                body += baselines(of: view, in: frame)
            }
        }
        if showGuides {
            for item in result.items where isGuide(item.name) {
                let owner = guideStack(of: item.name, scene: scene, result: result)
                body.append(guide(item, stack: owner?.frame ?? stack, axis: owner?.axis ?? scene.stack.axis))
            }
        }
        body.append("</g>")
        if !legend.isEmpty {
            body.append("<text class=\"legend\" x=\"\(number(padding))\" y=\"\(number(height - padding + 4))\" font-size=\"10\" text-anchor=\"start\" fill=\"#333333\">"
                + escaped(legend) + "</text>")
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(number(width))" height="\(number(height))" viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif">
        <rect x="0" y="0" width="\(number(width))" height="\(number(height))" fill="#ffffff"/>
        \(body.joined(separator: "\n"))
        </svg>

        """
    }

    // MARK: - Shapes

    private static func box(_ frame: Frame, view: ArrangedView, color: String, marks: [DrawingMark], axis: Axis) -> [String] {
        let shown = normalized(frame)
        let negative = frame.width < 0 || frame.height < 0
        let conflict = marks.contains(.conflict)
        let dashed = negative || marks.contains(.ambiguous)
        var parts = [
            "<g id=\(attribute("view-" + view.name))" + (marks.isEmpty ? "" : " class=\"marked\"") + ">",
            rect(shown, fill: color, stroke: conflict ? conflictColor : color,
                 extra: "fill-opacity=\"0.35\" stroke-width=\"" + (conflict ? "3" : "1.5") + "\"" + (dashed ? " stroke-dasharray=\"4 2\"" : "")),
        ]
        if !marks.isEmpty {
            parts.append("<title>" + escaped(view.name + ": " + marks.map(\.meaning).joined(separator: "; ")) + "</title>")
            parts.append(markText(marks, in: shown, axis: axis, fill: conflict ? conflictColor : "#111111"))
        }
        let label = view.name + " " + formatPoints(frame.width) + "×" + formatPoints(frame.height) + (negative ? " (negative)" : "")
        // As large as fits the box (a character is about 0.6 of the font size wide).
        let size = max(5, min(12, shown.height * 0.4, shown.width / (Double(max(label.count, 1)) * 0.62)))
        // Marks under a horizontal stack's view's top edge push the label down a little, clear of them.
        let clearance = !marks.isEmpty && axis == .horizontal ? min(5, shown.height * 0.15) : 0
        parts.append(text(label, x: shown.x + shown.width / 2, y: shown.y + shown.height / 2 + size / 3 + clearance, size: size, anchor: "middle", fill: "#111111"))
        parts.append("</g>")
        return parts
    }

    /// A nested stack: its outline in its colour, named with its size above its top edge (its
    /// views are drawn inside it).
    private static func nestedStack(_ frame: Frame, view: ArrangedView, color: String) -> [String] {
        let shown = normalized(frame)
        let label = view.name + " " + formatPoints(frame.width) + "×" + formatPoints(frame.height)
        return [
            "<g id=\(attribute("view-" + view.name)) class=\"stack\">",
            rect(shown, fill: "none", stroke: color, extra: "stroke-width=\"1.5\" rx=\"2\""),
            text(label, x: shown.x + 2, y: shown.y - 2, size: 8, anchor: "start", fill: "#333333"),
            "</g>",
        ]
    }

    /// Every arranged view at every depth (``Scene/allViews`` order), with the axis of the
    /// stack it is arranged in and whether it is inside a hidden stack (then it is not drawn).
    static func arrangedViews(_ scene: Scene) -> [(view: ArrangedView, axis: Axis, insideHidden: Bool, stack: String)] {
        var result: [(view: ArrangedView, axis: Axis, insideHidden: Bool, stack: String)] = []
        func visit(_ views: [ArrangedView], axis: Axis, insideHidden: Bool, stack: String) {
            for view in views {
                result.append((view, axis, insideHidden, stack))
                if let nested = view.nested {
                    visit(nested.views, axis: nested.stack.axis, insideHidden: insideHidden || view.hidden, stack: view.name)
                }
            }
        }
        visit(scene.views, axis: scene.stack.axis, insideHidden: false, stack: LayoutItem.stackView)
        return result
    }

    /// The marks' characters inside the box, where the terminal drawing writes them: centred
    /// under the top edge of a horizontal stack's view, by the middle of the left edge of a
    /// vertical stack's.
    private static func markText(_ marks: [DrawingMark], in box: Frame, axis: Axis, fill: String) -> String {
        let characters = marks.map { axis == .horizontal ? $0.horizontal(ascii: false) : $0.vertical(ascii: false) }.joined()
        let size = 9.0
        let (x, y, anchor) = axis == .horizontal
            ? (box.x + box.width / 2, box.y + size, "middle")
            : (box.x + 2, box.y + box.height / 2 + size / 3, "start")
        return "<text class=\"marks\" x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\" font-weight=\"bold\">"
            + escaped(characters) + "</text>"
    }

    private static func ghost(_ frame: Frame, across stack: Frame, axis: Axis, name: String) -> String {
        // A hidden view has collapsed to nothing along the axis: a dotted line where it did,
        // across its stack, as the terminal drawing's ghost (its own frame may be a point).
        let (x1, y1, x2, y2) = axis == .horizontal
            ? (frame.x, stack.y, frame.x, stack.maxY)
            : (stack.x, frame.y, stack.maxX, frame.y)
        return "<line id=\(attribute("hidden-" + name)) x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" stroke=\"#888888\" stroke-dasharray=\"2 2\"/>"
    }

    private static func baselines(of view: ArrangedView, in frame: Frame) -> [String] {
        let first = frame.y + (view.baselines?.first ?? 0)
        let last = frame.maxY - (view.baselines?.last ?? 0)
        return Set([first, last]).sorted().map { y in
            "<line class=\"baseline\" x1=\"\(number(frame.x))\" y1=\"\(number(y))\" x2=\"\(number(frame.maxX))\" y2=\"\(number(y))\" stroke=\"#cc3333\" stroke-dasharray=\"3 2\"/>"
        }
    }

    /// A guide as a dotted outline, labelled; a guide with no size across the stack (a gap
    /// guide) is drawn as a dotted line through the stack's middle with its length.
    private static func guide(_ item: ItemFrame, stack: Frame, axis: Axis) -> String {
        let frame = normalized(item.frame)
        let isGap = item.name.hasPrefix("_UIOLAGapGuide")
        let name = isGap ? "gap" + item.name.dropFirst("_UIOLAGapGuide".count) : "spacer"
        let stroke = "stroke=\"#777777\" stroke-dasharray=\"2 2\""
        if isGap {
            let length = axis == .horizontal ? frame.width : frame.height
            let label = "\(name) \(formatPoints(length))"
            // Drawn just outside the stack (below it, or right of it), where no view covers it.
            if axis == .horizontal {
                let y = stack.maxY + 6
                return "<g class=\"guide\"><line x1=\"\(number(frame.x))\" y1=\"\(number(y))\" x2=\"\(number(frame.maxX))\" y2=\"\(number(y))\" \(stroke)/>"
                    + text(label, x: frame.x + frame.width / 2, y: y + 9, size: 8, anchor: "middle", fill: "#555555") + "</g>"
            }
            let x = stack.maxX + 6
            return "<g class=\"guide\"><line x1=\"\(number(x))\" y1=\"\(number(frame.y))\" x2=\"\(number(x))\" y2=\"\(number(frame.maxY))\" \(stroke)/>"
                + text(label, x: x + 3, y: frame.y + frame.height / 2 + 3, size: 8, anchor: "start", fill: "#555555") + "</g>"
        }
        return "<g class=\"guide\">" + rect(frame, fill: "none", stroke: "#777777", extra: "stroke-dasharray=\"2 2\"")
            + text(name, x: frame.x + 2, y: frame.y - 2, size: 8, anchor: "start", fill: "#555555") + "</g>"
    }

    private static func marginsBand(stack: Frame, guide: Frame) -> String {
        // The band between the stack's edges and its margins guide: an even-odd path.
        let outer = "M\(number(stack.x)) \(number(stack.y))h\(number(stack.width))v\(number(stack.height))h\(number(-stack.width))z"
        let inner = "M\(number(guide.x)) \(number(guide.y))h\(number(guide.width))v\(number(guide.height))h\(number(-guide.width))z"
        return "<path class=\"margins\" d=\"\(outer) \(inner)\" fill=\"#dddddd\" fill-rule=\"evenodd\"/>"
    }

    private static func rect(_ frame: Frame, fill: String, stroke: String, extra: String) -> String {
        let shown = normalized(frame)
        return "<rect x=\"\(number(shown.x))\" y=\"\(number(shown.y))\" width=\"\(number(shown.width))\" height=\"\(number(shown.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\" \(extra)/>"
    }

    private static func text(_ content: String, x: Double, y: Double, size: Double, anchor: String, fill: String) -> String {
        "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\">\(escaped(content))</text>"
    }

    // MARK: - Helpers

    /// Height of the legend line under the stack, in points.
    static let legendHeight = 14.0
    /// The stroke of a view in a conflict.
    static let conflictColor = "#d62728"

    /// The marks of each visible view, by name (a negative size among them): only views
    /// with at least one.
    static func viewMarks(_ result: LayoutResult, scene: Scene) -> [String: [DrawingMark]] {
        var marks: [String: [DrawingMark]] = [:]
        let hidden = scene.effectivelyHiddenNames
        let placedViews = arrangedViews(scene)
        let axes = Dictionary(placedViews.map { ($0.view.name, $0.axis) }) { first, _ in first }
        let table = ViewMarkTable(layout: result) { axes[$0] ?? scene.stack.axis }
        for placed in placedViews where !hidden.contains(placed.view.name) {
            let view = placed.view
            let negative = result.frame(of: view.name)?.isNegative == true
            let found = table.marks(of: view.name) + (negative ? [.negative] : [])
            if !found.isEmpty { marks[view.name] = found }
        }
        return marks
    }

    /// The legend of the marks among `used`, in the legend's order (`↔ stretched · ? ambiguous`);
    /// empty when none is used.
    static func legendText(_ used: [DrawingMark]) -> String {
        DrawingMark.allCases.filter(used.contains).map { $0.forms(ascii: false) + " " + $0.shortMeaning }.joined(separator: " · ")
    }

    /// A frame with its negative sizes turned into positive ones (SVG rejects negative sizes).
    static func normalized(_ frame: Frame) -> Frame {
        Frame(
            x: min(frame.x, frame.maxX), y: min(frame.y, frame.maxY),
            width: abs(frame.width), height: abs(frame.height)
        )
    }

    private static func drawingBounds(_ result: LayoutResult) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let frames = result.items.map { normalized($0.frame) }
        guard !frames.isEmpty else { return (0, 0, 0, 0) }
        return (
            frames.map(\.x).min() ?? 0, frames.map(\.y).min() ?? 0,
            frames.map(\.maxX).max() ?? 0, frames.map(\.maxY).max() ?? 0
        )
    }

    private static func showsBaselines(_ scene: Scene) -> Bool {
        let alignment = scene.stack.alignment
        return alignment == .firstBaseline || alignment == .lastBaseline || (scene.stack.baselineRelative && scene.stack.axis == .vertical)
    }

    /// A nested stack's frame and axis for one of its guides (`_UIOLAGapGuide0-Row`); nil for
    /// the outer stack's.
    private static func guideStack(of name: String, scene: Scene, result: LayoutResult) -> (frame: Frame, axis: Axis)? {
        guard let dash = name.firstIndex(of: "-") else { return nil }
        let stackName = String(name[name.index(after: dash)...])
        guard let nested = scene.allViews.first(where: { $0.name == stackName })?.nested,
              let frame = result.frame(of: stackName) else { return nil }
        return (normalized(frame), nested.stack.axis)
    }

    private static func isGuide(_ name: String) -> Bool {
        name == LayoutItem.spacer || name.hasPrefix("_UIOLAGapGuide")
    }

    /// SVG colours for the terminal palette's named colours.
    static func hexColor(_ color: TerminalColor) -> String {
        switch color {
        case .default, .black: return "#333333"
        case .red: return "#d62728"
        case .green: return "#2ca02c"
        case .yellow: return "#bcbd22"
        case .blue: return "#1f77b4"
        case .magenta: return "#9467bd"
        case .cyan: return "#17becf"
        case .white: return "#c7c7c7"
        case .gray: return "#7f7f7f"
        }
    }

    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return formatPoints(rounded)
    }

    private static func attribute(_ value: String) -> String {
        "\"" + escaped(value) + "\""
    }

    /// Text with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
