import JSON

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
            case "color":
                view.color = try choice(member, at: memberPath, ViewColor.allCases.map { ($0.rawValue, $0) })
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
