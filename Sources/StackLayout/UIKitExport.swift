/// Swift source that builds a scene with UIKit: a `UIStackView` with the scene's properties
/// and arranged views that have the scene's intrinsic sizes, baselines and priorities; nested
/// stacks as inner `UIStackView`s among the arranged views, and the user's constraints as
/// `NSLayoutConstraint`s with their identifiers and priorities. Pasted
/// into an Xcode playground it shows the layout stackplay draws; in an app, `makeStackView()`
/// returns the stack.
public enum UIKitExport {
    /// The whole source file for `scene`; `title` names it in the header comment.
    public static func swiftSource(for scene: Scene, title: String) -> String {
        let names = SwiftNames(scene.allViews.map(\.name))
        var lines: [String] = []
        lines += header(title: title)
        lines += viewClass
        lines += makeStackView(scene, names: names)
        lines += liveView(scene)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    private static func header(title: String) -> [String] {
        [
            "// \(oneLine(title)), exported by stackplay (`stackplay export --uikit`).",
            "// Paste into an Xcode playground (iOS) to see the layout, or call makeStackView() in an app.",
            "import UIKit",
            "#if canImport(PlaygroundSupport)",
            "import PlaygroundSupport",
            "#endif",
            "",
        ]
    }

    /// A view with a fixed intrinsic content size and, where the scene gives them, baselines:
    /// zero-height marker subviews at the baselines serve as its first and last baseline views.
    private static let viewClass: [String] = [
        "/// An arranged view of the scene: a fixed intrinsic content size (nil: none on that",
        "/// axis) and optional baselines, measured from the top (first) and from the bottom (last).",
        "final class SceneView: UIView {",
        "    private let size: CGSize",
        "    private let firstBaselineMarker = UIView()",
        "    private let lastBaselineMarker = UIView()",
        "    private let hasBaselines: Bool",
        "",
        "    init(name: String, width: CGFloat?, height: CGFloat?, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {",
        "        size = CGSize(width: width ?? UIView.noIntrinsicMetric, height: height ?? UIView.noIntrinsicMetric)",
        "        hasBaselines = firstBaseline != nil",
        "        super.init(frame: .zero)",
        "        accessibilityIdentifier = name",
        "        translatesAutoresizingMaskIntoConstraints = false",
        "        if let firstBaseline, let lastBaseline {",
        "            for marker in [firstBaselineMarker, lastBaselineMarker] {",
        "                marker.translatesAutoresizingMaskIntoConstraints = false",
        "                marker.isUserInteractionEnabled = false",
        "                addSubview(marker)",
        "            }",
        "            NSLayoutConstraint.activate([",
        "                firstBaselineMarker.topAnchor.constraint(equalTo: topAnchor, constant: firstBaseline),",
        "                firstBaselineMarker.heightAnchor.constraint(equalToConstant: 0),",
        "                firstBaselineMarker.leadingAnchor.constraint(equalTo: leadingAnchor),",
        "                lastBaselineMarker.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -lastBaseline),",
        "                lastBaselineMarker.heightAnchor.constraint(equalToConstant: 0),",
        "                lastBaselineMarker.leadingAnchor.constraint(equalTo: leadingAnchor),",
        "            ])",
        "        }",
        "    }",
        "",
        "    required init?(coder: NSCoder) { fatalError(\"SceneView is made in code\") }",
        "",
        "    override var intrinsicContentSize: CGSize { size }",
        "    override var forFirstBaselineLayout: UIView { hasBaselines ? firstBaselineMarker : self }",
        "    override var forLastBaselineLayout: UIView { hasBaselines ? lastBaselineMarker : self }",
        "}",
        "",
    ]

    private static func makeStackView(_ scene: Scene, names: SwiftNames) -> [String] {
        var lines = ["/// The scene's stack view, with its arranged views.", "func makeStackView() -> UIStackView {"]
        var colorIndex = 0
        lines += stackLines("stack", scene.stack, scene.views, names: names, colorIndex: &colorIndex)
        lines += userConstraintLines(scene.constraints, names: names)
        lines.append("    return stack")
        lines.append("}")
        lines.append("")
        return lines
    }

    /// UIKit's colour for a colour the scene names.
    private static func uikitColor(_ color: ViewColor) -> String {
        switch color {
        case .red: return "systemRed"
        case .green: return "systemGreen"
        case .yellow: return "systemYellow"
        case .blue: return "systemBlue"
        case .magenta: return "magenta"
        case .cyan: return "cyan"
        case .gray: return "systemGray"
        }
    }

    /// The drawing's palette in UIKit's colours: a view is exported in the colour it is drawn in.
    private static let colors = ViewColor.palette.map(uikitColor)

    /// The arranged views (nested stacks built first, as the stacks they are), then the stack
    /// `variable` made of them with `stack`'s properties.
    private static func stackLines(
        _ variable: String, _ stack: StackProperties, _ views: [ArrangedView], names: SwiftNames, colorIndex: inout Int
    ) -> [String] {
        var lines: [String] = []
        for view in views {
            let name = names[view.name]
            if let nested = view.nested {
                // The nested stack has its place in the palette's turn, as in the drawing.
                colorIndex += 1
                lines += stackLines(name, nested.stack, nested.views, names: names, colorIndex: &colorIndex)
                if view.hidden { lines.append("    \(name).isHidden = true") }
                continue
            }
            var arguments = "name: \(swiftString(view.name)), width: \(optional(view.width)), height: \(optional(view.height))"
            if let baselines = view.baselines {
                arguments += ", firstBaseline: \(number(baselines.first)), lastBaseline: \(number(baselines.last))"
            }
            lines.append("    let \(name) = SceneView(\(arguments))")
            let color = view.color.map(uikitColor) ?? colors[colorIndex % colors.count]
            lines.append("    \(name).backgroundColor = UIColor.\(color).withAlphaComponent(0.6)")
            colorIndex += 1
            for axis in [Axis.horizontal, .vertical] {
                let uikitAxis = axis == .horizontal ? ".horizontal" : ".vertical"
                if view.hugging[axis] != 250 {
                    lines.append("    \(name).setContentHuggingPriority(UILayoutPriority(\(number(view.hugging[axis]))), for: \(uikitAxis))")
                }
                if view.compressionResistance[axis] != 750 {
                    lines.append("    \(name).setContentCompressionResistancePriority(UILayoutPriority(\(number(view.compressionResistance[axis]))), for: \(uikitAxis))")
                }
            }
            if view.hidden { lines.append("    \(name).isHidden = true") }
        }
        let arranged = views.map { names[$0.name] }.joined(separator: ", ")
        if lines.last != "" { lines.append("") }
        lines.append("    let \(variable) = UIStackView(arrangedSubviews: [\(arranged)])")
        lines.append("    \(variable).translatesAutoresizingMaskIntoConstraints = false")
        lines.append("    \(variable).axis = .\(stack.axis.rawValue)")
        lines.append("    \(variable).distribution = .\(stack.distribution.rawValue)")
        lines.append("    \(variable).alignment = .\(stack.alignment.name(on: stack.axis))")
        lines.append("    \(variable).spacing = \(number(stack.spacing))")
        for view in views {
            if let custom = stack.customSpacing[view.name] {
                lines.append("    \(variable).setCustomSpacing(\(number(custom)), after: \(names[view.name]))")
            }
        }
        if stack.baselineRelative { lines.append("    \(variable).isBaselineRelativeArrangement = true") }
        if stack.marginsRelative { lines.append("    \(variable).isLayoutMarginsRelativeArrangement = true") }
        let margins = stack.margins
        lines.append("    \(variable).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(number(margins.top)), leading: \(number(margins.leading)), bottom: \(number(margins.bottom)), trailing: \(number(margins.trailing)))")
        if stack.layoutDirection == .rightToLeft { lines.append("    \(variable).semanticContentAttribute = .forceRightToLeft") }
        if let width = stack.width { lines.append("    \(variable).widthAnchor.constraint(equalToConstant: \(number(width))).isActive = true") }
        if let height = stack.height { lines.append("    \(variable).heightAnchor.constraint(equalToConstant: \(number(height))).isActive = true") }
        lines.append("")
        return lines
    }

    /// The user's constraints, each made with `NSLayoutConstraint(item:…)`, given its identifier
    /// and priority, and activated.
    private static func userConstraintLines(_ constraints: [LayoutConstraint], names: SwiftNames) -> [String] {
        guard !constraints.isEmpty else { return [] }
        var lines = ["    // Your own constraints."]
        for constraint in constraints {
            let item = { (name: String) in name == LayoutItem.stackView ? "stack" : names[name] }
            let second = constraint.second.map { "toItem: \(item($0.item)), attribute: .\($0.attribute.rawValue)" }
                ?? "toItem: nil, attribute: .notAnAttribute"
            lines += [
                "    do { // \(oneLine(ConstraintText.line(for: constraint)))",
                "        let userConstraint = NSLayoutConstraint(item: \(item(constraint.first.item)), attribute: .\(constraint.first.attribute.rawValue), "
                    + "relatedBy: .\(relationName(constraint.relation)), \(second), multiplier: \(number(constraint.multiplier)), constant: \(number(constraint.constant)))",
                "        userConstraint.identifier = \(swiftString(constraint.identifier))",
                "        userConstraint.priority = UILayoutPriority(\(number(constraint.priority)))",
                "        userConstraint.isActive = true",
                "    }",
            ]
        }
        lines.append("")
        return lines
    }

    private static func relationName(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return "equal"
        case .lessThanOrEqual: return "lessThanOrEqual"
        case .greaterThanOrEqual: return "greaterThanOrEqual"
        }
    }

    /// In a playground: the stack pinned to the top-leading corner of a white live view.
    private static func liveView(_ scene: Scene) -> [String] {
        let solved = StackLayoutSolver.solve(scene, includingAmbiguity: false).frame(of: LayoutItem.stackView)
        let width = max(320, ((solved?.width ?? 0) + 40).rounded(.up))
        let height = max(200, ((solved?.height ?? 0) + 40).rounded(.up))
        return [
            "#if canImport(PlaygroundSupport)",
            "let container = UIView(frame: CGRect(x: 0, y: 0, width: \(number(width)), height: \(number(height))))",
            "container.backgroundColor = .white",
            "let stackView = makeStackView()",
            "container.addSubview(stackView)",
            "NSLayoutConstraint.activate([",
            "    stackView.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),",
            "    stackView.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),",
            "])",
            "PlaygroundPage.current.liveView = container",
            "#endif",
        ]
    }

    // MARK: - Swift text

    private static func optional(_ value: Double?) -> String {
        value.map(number) ?? "nil"
    }

    private static func number(_ value: Double) -> String {
        NumberText.exact(value)
    }

    /// A Swift string literal.
    static func swiftString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// Swift identifiers for view names: scene names may hold `-` and may be Swift keywords, and
/// must not collide with the names the exported code uses itself.
struct SwiftNames {
    private var identifiers: [String: String] = [:]

    init(_ names: [String]) {
        var taken = Self.usedByTheExport
        for name in names {
            var base = String(name.map { $0 == "-" ? "_" : $0 })
            if Self.keywords.contains(base) { base = "view_" + base }
            var candidate = base
            var suffix = 2
            while taken.contains(candidate) {
                candidate = "\(base)_\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            identifiers[name] = candidate
        }
    }

    /// The identifier for a view name.
    subscript(name: String) -> String { identifiers[name] ?? "_" }

    /// Names the exported code itself uses (a view named `UIColor` must not shadow the type).
    private static let usedByTheExport: Set<String> = [
        "stack", "container", "stackView", "makeStackView", "SceneView", "UIView", "UIStackView", "UIColor",
        "UILayoutPriority", "NSDirectionalEdgeInsets", "NSLayoutConstraint", "CGRect", "CGSize", "CGFloat",
        "NSCoder", "PlaygroundPage", "UIKit", "PlaygroundSupport", "Swift", "userConstraint",
    ]

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "async", "some", "any", "consume", "borrowing", "consuming", "copy", "discard", "each",
    ]
}
