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
        "name", "width", "height", "hugging", "compressionResistance", "hidden", "baselines",
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
        return .object(members)
    }

    private static func jsonValue(for priorities: AxisPriorities) -> JSONValue {
        .object([("horizontal", .number(priorities.horizontal)), ("vertical", .number(priorities.vertical))])
    }
}

// MARK: - Reading the JSON tree

/// Turns a JSON tree into a ``Scene``, checking types, keys and enum values.
struct SceneReader {
    let file: String

    func scene(_ value: JSONValue, at path: String) throws(SceneFileError) -> Scene {
        guard case .object = value else {
            let place = path.isEmpty ? " at the top level" : ""
            throw failure(path, "expected a scene object\(place), found \(value.kindDescription)")
        }
        var scene = Scene()
        var fileVersion: Double?
        var constraints: (value: JSONValue, path: String)?
        for (key, member) in try members(of: value, at: path, allowed: SceneJSON.sceneKeys) {
            let memberPath = SceneKeyPath.appending(key: key, to: path)
            switch key {
            case "version":
                let version = try number(member, at: memberPath)
                guard SceneJSON.versions.contains(version) else {
                    throw failure(
                        memberPath,
                        "expected \(SceneJSON.versionList), the scene format versions this program reads; found \(JSONValue.numberText(version))"
                    )
                }
                fileVersion = version
            case "stack":
                scene.stack = try stack(member, at: memberPath)
            case "constraints":
                constraints = (member, memberPath)
            default:  // "views"
                guard case .array(let elements) = member else {
                    throw failure(memberPath, "expected an array of views, found \(member.kindDescription)")
                }
                for (index, element) in elements.enumerated() {
                    scene.views.append(try view(element, at: SceneKeyPath.appending(index: index, to: memberPath)))
                }
            }
        }
        if let constraints {
            scene.constraints = try userConstraints(constraints.value, at: constraints.path, of: scene)
        }
        try requireVersion(fileVersion, for: scene, hasConstraintsKey: constraints != nil, at: path)
        return scene
    }

    func stack(_ value: JSONValue, at path: String) throws(SceneFileError) -> StackProperties {
        var stack = StackProperties()
        for (key, member) in try members(of: value, at: path, allowed: SceneJSON.stackKeys) {
            let memberPath = SceneKeyPath.appending(key: key, to: path)
            switch key {
            case "axis":
                stack.axis = try choice(member, at: memberPath, Axis.allCases.map { ($0.rawValue, $0) })
            case "distribution":
                stack.distribution = try choice(member, at: memberPath, Distribution.allCases.map { ($0.rawValue, $0) })
            case "alignment":
                stack.alignment = try choice(member, at: memberPath, Self.alignmentNames)
            case "spacing":
                stack.spacing = try number(member, at: memberPath)
            case "customSpacing":
                guard case .object(let entries) = member else {
                    throw failure(
                        memberPath, "expected an object of view names and spacings, found \(member.kindDescription)")
                }
                try rejectDuplicates(entries, at: memberPath)
                for (name, spacing) in entries {
                    stack.customSpacing[name] = try number(spacing, at: SceneKeyPath.appending(key: name, to: memberPath))
                }
            case "baselineRelative":
                stack.baselineRelative = try bool(member, at: memberPath)
            case "marginsRelative":
                stack.marginsRelative = try bool(member, at: memberPath)
            case "margins":
                stack.margins = try margins(member, at: memberPath)
            case "layoutDirection":
                stack.layoutDirection = try choice(member, at: memberPath, LayoutDirection.allCases.map { ($0.rawValue, $0) })
            case "width":
                stack.width = try optionalNumber(member, at: memberPath)
            default:  // "height"
                stack.height = try optionalNumber(member, at: memberPath)
            }
        }
        return stack
    }

    private static let alignmentNames: [(String, Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .leading), ("center", .center),
        ("trailing", .trailing), ("bottom", .trailing), ("firstBaseline", .firstBaseline),
        ("lastBaseline", .lastBaseline),
    ]

    private func margins(_ value: JSONValue, at path: String) throws(SceneFileError) -> Margins {
        var margins = Margins()
        for (key, member) in try members(of: value, at: path, allowed: SceneJSON.marginKeys) {
            let edge = try number(member, at: SceneKeyPath.appending(key: key, to: path))
            switch key {
            case "top": margins.top = edge
            case "leading": margins.leading = edge
            case "bottom": margins.bottom = edge
            default: margins.trailing = edge
            }
        }
        return margins
    }

    func view(_ value: JSONValue, at path: String) throws(SceneFileError) -> ArrangedView {
        guard case .object(let keyed) = value else {
            throw failure(path, "expected a view object, found \(value.kindDescription)")
        }
        if keyed.contains(where: { $0.key == "stack" || $0.key == "views" }) {
            return try nestedStackView(value, at: path)
        }
        var name: String?
        var view = ArrangedView(name: "")
        for (key, member) in try members(of: value, at: path, allowed: SceneJSON.viewKeys) {
            let memberPath = SceneKeyPath.appending(key: key, to: path)
            switch key {
            case "name":
                name = try string(member, at: memberPath)
            case "width":
                view.width = try optionalNumber(member, at: memberPath)
            case "height":
                view.height = try optionalNumber(member, at: memberPath)
            case "hugging":
                view.hugging = try priorities(member, at: memberPath, default: view.hugging)
            case "compressionResistance":
                view.compressionResistance = try priorities(member, at: memberPath, default: view.compressionResistance)
            case "hidden":
                view.hidden = try bool(member, at: memberPath)
            default:  // "baselines"
                view.baselines = try baselines(member, at: memberPath)
            }
        }
        guard let name else {
            throw failure(SceneKeyPath.appending(key: "name", to: path), "missing; every view needs a name")
        }
        view.name = name
        return view
    }

    private func priorities(
        _ value: JSONValue, at path: String, default defaults: AxisPriorities
    ) throws(SceneFileError) -> AxisPriorities {
        var priorities = defaults
        for (key, member) in try members(of: value, at: path, allowed: SceneJSON.priorityKeys) {
            let priority = try number(member, at: SceneKeyPath.appending(key: key, to: path))
            priorities[key == "horizontal" ? .horizontal : .vertical] = priority
        }
        return priorities
    }

    private func baselines(_ value: JSONValue, at path: String) throws(SceneFileError) -> Baselines? {
        if case .null = value {
            return nil
        }
        var first: Double?
        var last: Double?
        for (key, member) in try members(of: value, at: path, allowed: SceneJSON.baselineKeys) {
            let offset = try number(member, at: SceneKeyPath.appending(key: key, to: path))
            if key == "first" {
                first = offset
            } else {
                last = offset
            }
        }
        guard let first else {
            throw failure(SceneKeyPath.appending(key: "first", to: path), "missing; baselines need both first and last")
        }
        guard let last else {
            throw failure(SceneKeyPath.appending(key: "last", to: path), "missing; baselines need both first and last")
        }
        return Baselines(first: first, last: last)
    }

    // MARK: Typed values

    /// The members of an object whose keys are all in `allowed`.
    func members(
        of value: JSONValue, at path: String, allowed: [String]
    ) throws(SceneFileError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = value else {
            throw failure(path, "expected an object, found \(value.kindDescription)")
        }
        try rejectDuplicates(members, at: path)
        for member in members where !allowed.contains(member.key) {
            var message = "unknown key; expected one of " + allowed.joined(separator: ", ")
            if let suggestion = Suggestion.closest(to: member.key, among: allowed) {
                message += " (did you mean \(JSONValue.quoted(suggestion))?)"
            }
            throw failure(SceneKeyPath.appending(key: member.key, to: path), message)
        }
        return members
    }

    /// Parsed text never has duplicate keys; a tree built in code might.
    private func rejectDuplicates(_ members: [(key: String, value: JSONValue)], at path: String) throws(SceneFileError) {
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted {
            throw failure(SceneKeyPath.appending(key: member.key, to: path), "duplicate key \(SceneFileError.quotedExcerpt(member.key))")
        }
    }

    private func number(_ value: JSONValue, at path: String) throws(SceneFileError) -> Double {
        guard case .number(let number) = value else {
            throw failure(path, "expected a number, found \(value.kindDescription)")
        }
        guard number.isFinite else {
            throw failure(path, "expected a finite number, found \(value.kindDescription)")
        }
        return number
    }

    private func optionalNumber(_ value: JSONValue, at path: String) throws(SceneFileError) -> Double? {
        if case .null = value {
            return nil
        }
        guard case .number = value else {
            throw failure(path, "expected a number or null, found \(value.kindDescription)")
        }
        return try number(value, at: path)
    }

    func bool(_ value: JSONValue, at path: String) throws(SceneFileError) -> Bool {
        guard case .bool(let flag) = value else {
            throw failure(path, "expected true or false, found \(value.kindDescription)")
        }
        return flag
    }

    func string(_ value: JSONValue, at path: String) throws(SceneFileError) -> String {
        guard case .string(let text) = value else {
            throw failure(path, "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    private func choice<T>(_ value: JSONValue, at path: String, _ choices: [(String, T)]) throws(SceneFileError) -> T {
        let names = choices.map(\.0)
        let expected = "expected one of " + names.joined(separator: ", ")
        guard case .string(let text) = value else {
            throw failure(path, "\(expected); found \(value.kindDescription)")
        }
        guard let match = choices.first(where: { $0.0 == text }) else {
            var message = "\(expected); found \(SceneFileError.quotedExcerpt(text))"
            if let suggestion = Suggestion.closest(to: text, among: names) {
                message += " (did you mean \(JSONValue.quoted(suggestion))?)"
            }
            throw failure(path, message)
        }
        return match.1
    }

    func failure(_ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, keyPath: path, message: message)
    }
}

// MARK: - Checking values

/// The value rules of ``SceneJSON/validate(_:file:keyPath:)``.
private struct SceneChecker {
    let file: String

    func finite(_ value: Double, at path: String) throws(SceneFileError) {
        guard value.isFinite else {
            throw failure(path, "expected a finite number, found \(Self.text(value))")
        }
        guard abs(value) <= SceneJSON.maximumMagnitude else {
            let limit = JSONValue.numberText(SceneJSON.maximumMagnitude)
            throw failure(path, "expected a number from -\(limit) to \(limit) points, found \(Self.text(value))")
        }
    }

    func size(_ value: Double?, at path: String) throws(SceneFileError) {
        guard let value else { return }
        try finite(value, at: path)
        guard value >= 0 else {
            throw failure(path, "expected a non-negative size, found \(Self.text(value))")
        }
    }

    func offset(_ value: Double, at path: String) throws(SceneFileError) {
        try finite(value, at: path)
        guard value >= 0 else {
            throw failure(path, "expected a non-negative baseline offset, found \(Self.text(value))")
        }
    }

    func priorities(_ priorities: AxisPriorities, at path: String) throws(SceneFileError) {
        for axis in [Axis.horizontal, .vertical] {
            let priority = priorities[axis]
            guard priority > 0, priority <= 1000 else {
                throw failure(
                    SceneKeyPath.appending(key: axis.rawValue, to: path),
                    "expected a priority in (0, 1000], found \(Self.text(priority))")
            }
        }
    }

    func name(_ name: String, at path: String) throws(SceneFileError) {
        guard SceneKeyPath.isPlainName(name) else {
            let found = name.isEmpty ? "an empty string" : SceneFileError.quotedExcerpt(name)
            throw failure(path, "expected a name matching [A-Za-z_][A-Za-z0-9_-]*, found \(found)")
        }
        if let reason = LayoutItem.reservation(of: name) {
            throw failure(path, "\(JSONValue.quoted(name)) is reserved: \(reason); choose another name")
        }
    }

    func failure(_ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, keyPath: path, message: message)
    }

    private static func text(_ value: Double) -> String {
        if value.isNaN {
            return "NaN"
        }
        if value.isInfinite {
            return value < 0 ? "-infinity" : "infinity"
        }
        return JSONValue.numberText(value)
    }
}

// MARK: - Suggestions

/// "Did you mean" for misspelt keys and enum values.
private enum Suggestion {
    /// The candidate equal to `text` ignoring case, or else within two edits of it.
    static func closest(to text: String, among candidates: [String]) -> String? {
        // Nothing long is a misspelling of a short name (and distances to it would cost time).
        guard text.utf8.count <= 64 else { return nil }
        if let match = candidates.first(where: { $0.lowercased() == text.lowercased() }) {
            return match
        }
        let scored = candidates.map { (candidate: $0, distance: distance(text.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }),
            best.distance <= 2, best.distance < best.candidate.count / 2 + 1
        else { return nil }
        return best.candidate
    }

    /// Levenshtein distance.
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
