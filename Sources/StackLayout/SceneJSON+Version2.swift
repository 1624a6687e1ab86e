import JSON

// Scene format version 2: the user's own constraints (`constraints`) and nested stacks
// (an arranged view with `stack` and `views`). Version 1 files read as before; saving writes
// the lowest version that holds the scene.

extension SceneJSON {
    /// The format versions this code reads.
    public static let versions: [Double] = [1, 2]
    /// The newest format version.
    public static let latestVersion = 2
    /// The keys of a nested stack's view object, in the order they are written.
    public static let nestedStackKeys = ["name", "hidden", "stack", "views"]

    /// The versions as a message gives them.
    static var versionList: String { "1 or 2" }

    /// The lowest format version that holds `scene`: 2 when it has user constraints or nested
    /// stacks, else 1.
    public static func lowestVersion(for scene: Scene) -> Int {
        scene.constraints.isEmpty && !scene.hasNestedStacks ? 1 : 2
    }

    /// A user constraint as a scene file writes it: the one-line form, without the identifier
    /// when it is `custom`, with the multiplier written exactly so that it reads back unchanged.
    public static func userLine(for constraint: LayoutConstraint) -> String {
        // The listing rounds UIKit's numbers to six significant digits; written exactly.
        let exact = ConstraintText.equation(for: constraint, exactNumbers: true)
        return constraint.identifier == UserConstraintText.defaultIdentifier ? exact : constraint.identifier + ": " + exact
    }

    /// A nested stack's view object: name, hidden, stack, views.
    static func jsonValue(forNested view: ArrangedView, _ nested: NestedStack) -> JSONValue {
        .object([
            ("name", .string(view.name)),
            ("hidden", .bool(view.hidden)),
            ("stack", jsonValue(for: nested.stack, views: nested.views)),
            ("views", .array(nested.views.map(jsonValue(for:)))),
        ])
    }

    // MARK: Validation

    /// The version 2 rules of ``validate(_:file:keyPath:)``: each nested stack as a scene of its
    /// own, no intrinsic size or baselines on a nested stack, view names unique at every depth,
    /// user constraints naming known items with Auto Layout's pairings.
    static func validateVersion2(_ scene: Scene, file: String, keyPath: String) throws(SceneFileError) {
        let viewsPath = SceneKeyPath.appending(key: "views", to: keyPath)
        for (index, view) in scene.views.enumerated() {
            guard let nested = view.nested else { continue }
            let viewPath = SceneKeyPath.appending(index: index, to: viewsPath)
            for (key, present) in [("width", view.width != nil), ("height", view.height != nil), ("baselines", view.baselines != nil)] where present {
                throw SceneFileError(file: file, keyPath: SceneKeyPath.appending(key: key, to: viewPath), message: nestedStackHasNo(key))
            }
            try validate(Scene(stack: nested.stack, views: nested.views), file: file, keyPath: viewPath)
        }
        var pathOfName: [String: String] = [:]
        func checkUnique(_ views: [ArrangedView], at path: String) throws(SceneFileError) {
            for (index, view) in views.enumerated() {
                let viewPath = SceneKeyPath.appending(index: index, to: path)
                if let other = pathOfName[view.name] {
                    throw SceneFileError(
                        file: file, keyPath: SceneKeyPath.appending(key: "name", to: viewPath),
                        message: "duplicate view name \(JSONValue.quoted(view.name)); \(other) has it too (names are unique at every depth)")
                }
                pathOfName[view.name] = viewPath
                if let nested = view.nested { try checkUnique(nested.views, at: SceneKeyPath.appending(key: "views", to: viewPath)) }
            }
        }
        try checkUnique(scene.views, at: viewsPath)
        let items = userConstraintItems(of: scene)
        let constraintsPath = SceneKeyPath.appending(key: "constraints", to: keyPath)
        for (index, constraint) in scene.constraints.enumerated() {
            let path = SceneKeyPath.appending(index: index, to: constraintsPath)
            // The constraint's own text must read back as itself: known items, a priority in
            // range, a finite constant, Auto Layout's pairings.
            do throws(UserConstraintText.ParseError) {
                _ = try UserConstraintText.parse(userLine(for: constraint), items: items)
            } catch {
                throw SceneFileError(file: file, keyPath: path, message: "\(JSONValue.quoted(userLine(for: constraint))): \(error.message)")
            }
        }
    }

    /// The items a user constraint may name: `StackView` and every view at every depth.
    static func userConstraintItems(of scene: Scene) -> Set<String> {
        Set([LayoutItem.stackView] + scene.allViews.map(\.name))
    }

    static func nestedStackHasNo(_ key: String) -> String {
        key == "baselines"
            ? "a nested stack has no baselines of its own: they are its first and last visible views'"
            : "a nested stack has no intrinsic content size: its size comes from its views; set stack.\(key) or add a constraint"
    }
}

extension SceneReader {
    /// The `constraints` array: one-line constraints naming `StackView` and the scene's views.
    func userConstraints(_ value: JSONValue, at path: String, of scene: Scene) throws(SceneFileError) -> [LayoutConstraint] {
        guard case .array(let elements) = value else {
            throw failure(path, "expected an array of constraints in the one-line form, found \(value.kindDescription)")
        }
        let items = SceneJSON.userConstraintItems(of: scene)
        var result: [LayoutConstraint] = []
        for (index, element) in elements.enumerated() {
            let elementPath = SceneKeyPath.appending(index: index, to: path)
            let line = try string(element, at: elementPath)
            do throws(UserConstraintText.ParseError) {
                result.append(try UserConstraintText.parse(line, items: items))
            } catch {
                throw failure(elementPath, "column \(error.column): \(error.message)")
            }
        }
        return result
    }

    /// Rejects version 2 content in a file that says it is version 1.
    func requireVersion(_ version: Double?, for scene: Scene, hasConstraintsKey: Bool, at path: String) throws(SceneFileError) {
        guard version == 1 else { return }
        let version2 = "scene format version 2; write \"version\": 2"
        if hasConstraintsKey {
            throw failure(SceneKeyPath.appending(key: "constraints", to: path), "user constraints need \(version2)")
        }
        if let index = scene.views.firstIndex(where: { $0.nested != nil }) {
            let viewPath = SceneKeyPath.appending(index: index, to: SceneKeyPath.appending(key: "views", to: path))
            throw failure(viewPath, "a nested stack needs \(version2)")
        }
    }

    /// A view object with `stack` or `views`: a nested stack view.
    func nestedStackView(_ value: JSONValue, at path: String) throws(SceneFileError) -> ArrangedView {
        if case .object(let keyed) = value {
            for key in ["width", "height", "baselines"] where keyed.contains(where: { $0.key == key }) {
                throw failure(SceneKeyPath.appending(key: key, to: path), SceneJSON.nestedStackHasNo(key))
            }
            for key in ["hugging", "compressionResistance"] where keyed.contains(where: { $0.key == key }) {
                throw failure(
                    SceneKeyPath.appending(key: key, to: path),
                    "a nested stack has no intrinsic content size for \(key) to act on; set it on its views")
            }
        }
        var name: String?
        var nested = NestedStack()
        var hidden = false
        for (key, member) in try members(of: value, at: path, allowed: SceneJSON.nestedStackKeys) {
            let memberPath = SceneKeyPath.appending(key: key, to: path)
            switch key {
            case "name":
                name = try string(member, at: memberPath)
            case "hidden":
                hidden = try bool(member, at: memberPath)
            case "stack":
                nested.stack = try stack(member, at: memberPath)
            default:  // "views"
                guard case .array(let elements) = member else {
                    throw failure(memberPath, "expected an array of views, found \(member.kindDescription)")
                }
                for (index, element) in elements.enumerated() {
                    nested.views.append(try view(element, at: SceneKeyPath.appending(index: index, to: memberPath)))
                }
            }
        }
        guard let name else {
            throw failure(SceneKeyPath.appending(key: "name", to: path), "missing; every view needs a name")
        }
        return ArrangedView(name: name, hidden: hidden, nested: nested)
    }
}
