import JSON

/// Scene files (format versions 1 and 2) to and from ``Scene``; see <doc:SceneFormat>.
///
/// Decoding is strict: malformed JSON, wrong types, unknown keys, unknown enum values and values
/// out of range are rejected with one ``SceneFileError`` naming the key path. Absent keys take
/// UIKit's defaults.
public enum SceneJSON {
    /// The first format version: one stack and its views.
    public static let version = 1
    /// The largest magnitude, in points, of a size, spacing, margin or baseline offset: far
    /// beyond any screen, and small enough that sums over a hundred thousand views stay exact
    /// to a fraction of a point and never overflow.
    public static let maximumMagnitude = 10_000_000.0

    /// The keys of a scene object, in the order they are written (`constraints`: version 2).
    public static let sceneKeys = ["version", "stack", "views", "constraints"]
    /// The keys of the `stack` object, in the order they are written.
    public static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative",
        "marginsRelative", "margins", "layoutDirection", "width", "height",
    ]
    /// The keys of the `margins` object, in the order they are written.
    public static let marginKeys = ["top", "leading", "bottom", "trailing"]
    /// The keys of a view object, in the order they are written.
    public static let viewKeys = [
        "name", "width", "height", "hugging", "compressionResistance", "hidden", "baselines", "color",
    ]
    /// The keys of a `hugging` or `compressionResistance` object.
    public static let priorityKeys = ["horizontal", "vertical"]
    /// The keys of a `baselines` object.
    public static let baselineKeys = ["first", "last"]

    // MARK: Decoding

    /// Decodes the scene file text `text`; `file` names it in errors.
    public static func decode(_ text: String, file: String) throws(SceneFileError) -> Scene {
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONValue.parse(text)
        } catch {
            throw SceneFileError(file: file, syntaxError: error)
        }
        return try decode(value, file: file)
    }

    /// Decodes a scene from parsed JSON, which may sit inside a larger document at `keyPath`
    /// (e.g. `"scene"`); errors name `file` and key paths that start with `keyPath`.
    public static func decode(_ value: JSONValue, file: String, keyPath: String = "") throws(SceneFileError) -> Scene {
        let reader = SceneReader(file: file)
        let scene = try reader.scene(value, at: keyPath)
        try validate(scene, file: file, keyPath: keyPath)
        return scene
    }

    // MARK: Validation

    /// Checks the rules a scene must obey whether it was read from a file or built in code:
    /// finite numbers of at most ``maximumMagnitude`` points, non-negative sizes and baselines,
    /// priorities in (0, 1000], unique well-formed view names, custom spacings naming existing views. Errors name `file` and key paths under
    /// `keyPath`.
    public static func validate(_ scene: Scene, file: String = "", keyPath: String = "") throws(SceneFileError) {
        let check = SceneChecker(file: file)
        let stackPath = SceneKeyPath.appending(key: "stack", to: keyPath)
        let stack = scene.stack
        try check.finite(stack.spacing, at: SceneKeyPath.appending(key: "spacing", to: stackPath))
        let customPath = SceneKeyPath.appending(key: "customSpacing", to: stackPath)
        for name in stack.customSpacing.keys.sorted() {
            try check.finite(stack.customSpacing[name] ?? 0, at: SceneKeyPath.appending(key: name, to: customPath))
        }
        let marginsPath = SceneKeyPath.appending(key: "margins", to: stackPath)
        let margins = [stack.margins.top, stack.margins.leading, stack.margins.bottom, stack.margins.trailing]
        for (key, margin) in zip(marginKeys, margins) {
            try check.finite(margin, at: SceneKeyPath.appending(key: key, to: marginsPath))
        }
        try check.size(stack.width, at: SceneKeyPath.appending(key: "width", to: stackPath))
        try check.size(stack.height, at: SceneKeyPath.appending(key: "height", to: stackPath))

        let viewsPath = SceneKeyPath.appending(key: "views", to: keyPath)
        var indexOfName: [String: Int] = [:]
        for (index, view) in scene.views.enumerated() {
            let viewPath = SceneKeyPath.appending(index: index, to: viewsPath)
            let namePath = SceneKeyPath.appending(key: "name", to: viewPath)
            try check.name(view.name, at: namePath)
            if let first = indexOfName[view.name] {
                throw check.failure(
                    namePath,
                    "duplicate view name \(SceneFileError.quotedExcerpt(view.name)); \(SceneKeyPath.appending(index: first, to: viewsPath)) has it too")
            }
            indexOfName[view.name] = index
            try check.size(view.width, at: SceneKeyPath.appending(key: "width", to: viewPath))
            try check.size(view.height, at: SceneKeyPath.appending(key: "height", to: viewPath))
            try check.priorities(view.hugging, at: SceneKeyPath.appending(key: "hugging", to: viewPath))
            try check.priorities(
                view.compressionResistance, at: SceneKeyPath.appending(key: "compressionResistance", to: viewPath))
            if let baselines = view.baselines {
                let baselinesPath = SceneKeyPath.appending(key: "baselines", to: viewPath)
                try check.offset(baselines.first, at: SceneKeyPath.appending(key: "first", to: baselinesPath))
                try check.offset(baselines.last, at: SceneKeyPath.appending(key: "last", to: baselinesPath))
            }
        }

        for name in stack.customSpacing.keys.sorted() where indexOfName[name] == nil {
            let known = scene.views.isEmpty
                ? "the scene has no views"
                : "the views are " + SceneFileError.excerpt(scene.views.map(\.name).joined(separator: ", "))
            throw check.failure(
                SceneKeyPath.appending(key: name, to: customPath),
                "custom spacing after a view that does not exist: no view is named \(SceneFileError.quotedExcerpt(name)) (\(known))")
        }
        try validateVersion2(scene, file: file, keyPath: keyPath)
    }

    // MARK: Encoding

    /// The scene as scene file text: the lowest version that holds it (``lowestVersion(for:)``), keys in the format's order, every key written
    /// explicitly (defaults included) except an empty `customSpacing`, a view's absent
    /// `width`/`height` and absent `baselines`; ends with a newline.
    public static func encode(_ scene: Scene) -> String {
        jsonValue(for: scene).formatted() + "\n"
    }

    /// The scene as a JSON value, as ``encode(_:)`` writes it.
    public static func jsonValue(for scene: Scene) -> JSONValue {
        .object([
            ("version", .number(Double(lowestVersion(for: scene)))),
            ("stack", jsonValue(for: scene.stack, views: scene.views)),
            ("views", .array(scene.views.map(jsonValue(for:)))),
        ] + (scene.constraints.isEmpty ? [] : [("constraints", .array(scene.constraints.map { .string(userLine(for: $0)) }))]))
    }

    static func jsonValue(for stack: StackProperties, views: [ArrangedView]) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("axis", .string(stack.axis.rawValue)),
            ("distribution", .string(stack.distribution.rawValue)),
            ("alignment", .string(stack.alignment.name(on: stack.axis))),
            ("spacing", .number(stack.spacing)),
        ]
        if !stack.customSpacing.isEmpty {
            // Views' order first, then any names that match no view, sorted.
            let viewNames = views.map(\.name).filter { stack.customSpacing[$0] != nil }
            let others = stack.customSpacing.keys.filter { !viewNames.contains($0) }.sorted()
            var seen = Set<String>()
            let names = (viewNames + others).filter { seen.insert($0).inserted }
            members.append(
                ("customSpacing", .object(names.map { (key: $0, value: .number(stack.customSpacing[$0] ?? 0)) })))
        }
        members += [
            ("baselineRelative", .bool(stack.baselineRelative)),
            ("marginsRelative", .bool(stack.marginsRelative)),
            (
                "margins",
                .object([
                    ("top", .number(stack.margins.top)),
                    ("leading", .number(stack.margins.leading)),
                    ("bottom", .number(stack.margins.bottom)),
                    ("trailing", .number(stack.margins.trailing)),
                ])
            ),
            ("layoutDirection", .string(stack.layoutDirection.rawValue)),
            ("width", stack.width.map(JSONValue.number) ?? .null),
            ("height", stack.height.map(JSONValue.number) ?? .null),
        ]
        return .object(members)
    }

    static func jsonValue(for view: ArrangedView) -> JSONValue {
        if let nested = view.nested { return jsonValue(forNested: view, nested) }
        var members: [(key: String, value: JSONValue)] = [("name", .string(view.name))]
        if let width = view.width {
            members.append(("width", .number(width)))
        }
        if let height = view.height {
            members.append(("height", .number(height)))
        }
        members += [
            ("hugging", jsonValue(for: view.hugging)),
            ("compressionResistance", jsonValue(for: view.compressionResistance)),
            ("hidden", .bool(view.hidden)),
        ]
        if let baselines = view.baselines {
            members.append(("baselines", .object([("first", .number(baselines.first)), ("last", .number(baselines.last))])))
        }
        if let color = view.color {
            members.append(("color", .string(color.rawValue)))
        }
        return .object(members)
    }

    private static func jsonValue(for priorities: AxisPriorities) -> JSONValue {
        .object([("horizontal", .number(priorities.horizontal)), ("vertical", .number(priorities.vertical))])
    }
}
