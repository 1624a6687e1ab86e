import StackLayout
import JSON

/// Lessons as JSON (format version 1), read with the same care as scenes: every problem is
/// reported once, with the file, the key path (`steps[2].goal.distribution`) and what was
/// expected. The format is documented in the README ("Lesson files").
public enum LessonJSON {
    /// The longest caption line, in characters.
    public static let maximumCaptionLineLength = 80
    /// The most caption lines a step may have.
    public static let maximumCaptionLines = 3

    /// Decodes a lesson from `text`, read from `file`; `name` is what the lesson is called.
    public static func decode(_ text: String, file: String, name: String) throws(SceneFileError) -> Lesson {
        let document: JSONValue
        do {
            document = try JSONValue.parse(text)
        } catch {
            throw SceneFileError(file: file, syntaxError: error)
        }
        return try LessonDecoder(file: file).lesson(document, name: name)
    }
}

/// The decoder's state: the file name for messages.
private struct LessonDecoder {
    let file: String

    func lesson(_ value: JSONValue, name: String) throws(SceneFileError) -> Lesson {
        let members = try object(value, at: "", allowed: ["version", "title", "scene", "example", "steps"])
        if let version = members["version"] {
            guard case .number(let number) = version, number == 1 else {
                throw failure("version", "expected 1, the only lesson format version, found \(version.kindDescription)")
            }
        }
        guard let titleValue = members["title"] else { throw failure("", "expected a \"title\"") }
        let title = try string(titleValue, at: "title")
        guard !title.allSatisfy(\.isWhitespace) else { throw failure("title", "expected some text: the lesson's title") }
        var current = try startScene(members, at: "") ?? Examples.named(Examples.defaultName)?.scene ?? Scene()
        guard case .array(let stepValues)? = members["steps"] else {
            throw failure(members["steps"] == nil ? "" : "steps", "expected \"steps\": a non-empty array of steps")
        }
        guard !stepValues.isEmpty else { throw failure("steps", "expected at least one step") }
        var steps: [LessonStep] = []
        for (index, stepValue) in stepValues.enumerated() {
            let path = "steps[\(index)]"
            var step = try self.step(stepValue, at: path, sceneBefore: current)
            if let scene = step.scene { current = scene }
            // The first step starts from the lesson's scene (the seed example by default).
            if index == 0, step.scene == nil { step.scene = current }
            steps.append(step)
        }
        return Lesson(name: name, title: title, steps: steps)
    }

    private func step(_ value: JSONValue, at path: String, sceneBefore: Scene) throws(SceneFileError) -> LessonStep {
        let members = try object(value, at: path, allowed: ["caption", "scene", "example", "goal"])
        guard let captionValue = members["caption"] else { throw failure(path, "expected a \"caption\"") }
        let caption = try self.caption(captionValue, at: path + ".caption")
        let scene = try startScene(members, at: path)
        let views = (scene ?? sceneBefore).allViews.map(\.name)
        let goal = try members["goal"].map { value throws(SceneFileError) in try self.goal(value, at: path + ".goal", views: views) }
        return LessonStep(caption: caption, scene: scene, goal: goal)
    }

    /// A step's or the lesson's `scene` (inline) or `example` (a built-in scene's name).
    private func startScene(_ members: [String: JSONValue], at path: String) throws(SceneFileError) -> Scene? {
        let scenePath = path.isEmpty ? "scene" : path + ".scene"
        let examplePath = path.isEmpty ? "example" : path + ".example"
        switch (members["scene"], members["example"]) {
        case (.some, .some):
            throw failure(path, "give either \"scene\" or \"example\", not both")
        case (.some(let value), nil):
            return try SceneJSON.decode(value, file: file, keyPath: scenePath)
        case (nil, .some(let value)):
            let name = try string(value, at: examplePath)
            guard let example = Examples.named(name) else {
                throw failure(examplePath, "no example \"\(name)\"; expected one of \(Examples.all.map(\.name).joined(separator: ", "))")
            }
            return example.scene
        case (nil, nil):
            return nil
        }
    }

    private func caption(_ value: JSONValue, at path: String) throws(SceneFileError) -> [String] {
        var lines: [String] = []
        switch value {
        case .string(let text):
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .array(let values):
            for (index, line) in values.enumerated() { lines.append(try string(line, at: path + "[\(index)]")) }
        default:
            throw failure(path, "expected a string or an array of up to \(LessonJSON.maximumCaptionLines) strings, found \(value.kindDescription)")
        }
        guard !lines.isEmpty, lines.contains(where: { !$0.isEmpty }) else { throw failure(path, "expected some text") }
        guard lines.count <= LessonJSON.maximumCaptionLines else {
            throw failure(path, "expected at most \(LessonJSON.maximumCaptionLines) lines, found \(lines.count)")
        }
        for line in lines where line.count > LessonJSON.maximumCaptionLineLength {
            throw failure(path, "expected lines of at most \(LessonJSON.maximumCaptionLineLength) characters, found one of \(line.count)")
        }
        return lines
    }

    /// A goal, whose views must be among `views` (the names of the step's scene's views, at
    /// any depth).
    private func goal(_ value: JSONValue, at path: String, views: [String]) throws(SceneFileError) -> LessonGoal {
        guard case .object(let pairs) = value, pairs.count == 1, let (key, inner) = pairs.first else {
            throw failure(path, "expected an object with one key: \(Self.goalKeys.joined(separator: ", "))")
        }
        let innerPath = path + "." + key
        switch key {
        case "distribution":
            return .distribution(try choice(inner, at: innerPath, Distribution.allCases.map { ($0.rawValue, $0) }))
        case "alignment":
            let names = Alignment.allCases.map { ($0.rawValue, $0) } + [("top", Alignment.leading), ("bottom", Alignment.trailing)]
            return .alignment(try choice(inner, at: innerPath, names))
        case "axis":
            return .axis(try choice(inner, at: innerPath, Axis.allCases.map { ($0.rawValue, $0) }))
        case "spacing":
            return .spacing(try number(inner, at: innerPath))
        case "customSpacingAfter": return .customSpacing(after: try view(inner, at: innerPath, among: views))
        case "hidden": return .hidden(try view(inner, at: innerPath, among: views))
        case "visible": return .visible(try view(inner, at: innerPath, among: views))
        case "selected": return .selected(try view(inner, at: innerPath, among: views))
        case "stretched": return .stretched(try view(inner, at: innerPath, among: views))
        case "compressed": return .compressed(try view(inner, at: innerPath, among: views))
        case "hugging", "compressionResistance":
            let members = try object(inner, at: innerPath, allowed: ["view", "priority"])
            guard let view = members["view"], let priority = members["priority"] else {
                throw failure(innerPath, "expected {\"view\": NAME, \"priority\": NUMBER}")
            }
            let name = try self.view(view, at: innerPath + ".view", among: views)
            let number = try self.number(priority, at: innerPath + ".priority")
            guard number > 0, number <= 1000 else { throw failure(innerPath + ".priority", "expected a priority in (0, 1000], found \(formatPoints(number))") }
            return key == "hugging" ? .hugging(view: name, priority: number) : .compressionResistance(view: name, priority: number)
        case "baselineRelative": return .baselineRelative(try bool(inner, at: innerPath))
        case "marginsRelative": return .marginsRelative(try bool(inner, at: innerPath))
        case "sized": return .sized(try bool(inner, at: innerPath))
        case "width", "height":
            let length = try number(inner, at: innerPath)
            guard length >= 0 else { throw failure(innerPath, "expected a length of 0 or more, found \(formatPoints(length))") }
            return key == "width" ? .width(length) : .height(length)
        case "all":
            guard case .array(let values) = inner, !values.isEmpty else { throw failure(innerPath, "expected a non-empty array of goals") }
            var goals: [LessonGoal] = []
            for (index, value) in values.enumerated() { goals.append(try goal(value, at: innerPath + "[\(index)]", views: views)) }
            return .all(goals)
        default:
            throw failure(innerPath, "unknown goal; expected one of \(Self.goalKeys.joined(separator: ", "))")
        }
    }

    static let goalKeys = [
        "distribution", "alignment", "axis", "spacing", "customSpacingAfter", "hidden", "visible", "selected", "stretched",
        "compressed", "hugging", "compressionResistance", "baselineRelative", "marginsRelative", "sized", "width", "height", "all",
    ]

    // MARK: - Values

    private func object(_ value: JSONValue, at path: String, allowed: [String]) throws(SceneFileError) -> [String: JSONValue] {
        guard case .object(let pairs) = value else { throw failure(path, "expected an object, found \(value.kindDescription)") }
        var members: [String: JSONValue] = [:]
        for (key, inner) in pairs {
            guard allowed.contains(key) else {
                throw failure(path.isEmpty ? key : path + "." + key, "unknown key; expected one of \(allowed.joined(separator: ", "))")
            }
            members[key] = inner
        }
        return members
    }

    /// The name of a view of the step's scene (one of `views`).
    private func view(_ value: JSONValue, at path: String, among views: [String]) throws(SceneFileError) -> String {
        let name = try string(value, at: path)
        guard views.contains(name) else {
            throw failure(path, "\"\(name)\" is not a view of the step's scene; " + NameList.expected(insteadOf: name, among: views))
        }
        return name
    }

    private func string(_ value: JSONValue, at path: String) throws(SceneFileError) -> String {
        guard case .string(let text) = value else { throw failure(path, "expected a string, found \(value.kindDescription)") }
        return text
    }

    private func number(_ value: JSONValue, at path: String) throws(SceneFileError) -> Double {
        guard case .number(let number) = value, number.isFinite, abs(number) <= 1e7 else {
            throw failure(path, "expected a number within ±10000000, found \(value.kindDescription)")
        }
        return number
    }

    private func bool(_ value: JSONValue, at path: String) throws(SceneFileError) -> Bool {
        guard case .bool(let flag) = value else { throw failure(path, "expected true or false, found \(value.kindDescription)") }
        return flag
    }

    private func choice<T>(_ value: JSONValue, at path: String, _ choices: [(String, T)]) throws(SceneFileError) -> T {
        let text = try string(value, at: path)
        guard let match = choices.first(where: { $0.0 == text }) else {
            throw failure(path, "expected one of \(choices.map(\.0).joined(separator: ", ")), found \"\(text.prefix(60))\"")
        }
        return match.1
    }

    private func failure(_ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, keyPath: path, message: message)
    }
}
