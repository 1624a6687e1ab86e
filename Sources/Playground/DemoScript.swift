import StackLayout
import JSON

/// A demo script (`stackplay demo FILE`): a scene and a list of steps the playground plays
/// by itself at a set pace, each a caption and what to do, for presenting hands-free.
public struct DemoScript: Equatable, Sendable {
    /// Shown above the drawing.
    public var title: String
    /// The scene the demo starts from.
    public var scene: Scene
    /// Seconds between two steps.
    public var pace: Double
    /// The steps, in order; never empty.
    public var steps: [DemoStep]
}

/// One step of a demo: a caption and the actions it plays.
public struct DemoStep: Equatable, Sendable {
    /// Up to three short lines.
    public var caption: [String]
    /// What the step does: a command line command's action or keys' actions (none: the
    /// step only shows its caption).
    public var actions: [PlaygroundAction]
    /// What the file gives for the actions, as `--print` shows it: `:width 375`, `keys dd`,
    /// or empty for a caption alone.
    public var source: String = ""
}

/// Demo scripts as JSON (format version 1), read like lessons: one message with the file, the
/// key path and what was expected. Every step is played once on load, so that a command that
/// cannot run is reported with its step rather than during the demo.
public enum DemoJSON {
    /// The default seconds between steps.
    public static let defaultPace = 2.0
    /// The pace's range, in seconds.
    public static let paceRange = 0.2...60.0

    /// Decodes the demo in `text`, read from `file`.
    public static func decode(_ text: String, file: String) throws(SceneFileError) -> DemoScript {
        let document: JSONValue
        do {
            document = try JSONValue.parse(text)
        } catch {
            throw SceneFileError(file: file, syntaxError: error)
        }
        func fail(_ path: String, _ message: String) -> SceneFileError { SceneFileError(file: file, keyPath: path, message: message) }
        guard case .object(let pairs) = document else { throw fail("", "expected an object with \"title\" and \"steps\"") }
        let members = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in members.keys where !["version", "title", "scene", "example", "pace", "steps"].contains(key) {
            throw fail(key, "unknown key; expected one of version, title, scene, example, pace, steps")
        }
        if let version = members["version"] {
            guard case .number(let number) = version, number == 1 else { throw fail("version", "expected 1, the only demo format version") }
        }
        guard case .string(let title)? = members["title"], !title.allSatisfy(\.isWhitespace) else {
            throw fail("title", "expected a string: the demo's title")
        }
        var pace = defaultPace
        if let value = members["pace"] {
            guard case .number(let number) = value, paceRange.contains(number) else {
                let found = if case .number = value { "" } else { ", found \(value.kindDescription)" }
                throw fail("pace", "expected seconds between steps, from \(formatPoints(paceRange.lowerBound)) to \(formatPoints(paceRange.upperBound))" + found)
            }
            pace = number
        }
        let scene = try startScene(members, file: file)
        guard case .array(let stepValues)? = members["steps"], !stepValues.isEmpty else {
            throw fail("steps", "expected a non-empty array of steps")
        }
        var rehearsal = PlaygroundState(scene: scene, name: title, animates: false)
        var steps: [DemoStep] = []
        for (index, value) in stepValues.enumerated() {
            let path = "steps[\(index)]"
            let step = try self.step(value, at: path, file: file, rehearsal: &rehearsal)
            steps.append(step)
        }
        return DemoScript(title: title, scene: scene, pace: pace, steps: steps)
    }

    private static func startScene(_ members: [String: JSONValue], file: String) throws(SceneFileError) -> Scene {
        switch (members["scene"], members["example"]) {
        case (.some, .some): throw SceneFileError(file: file, keyPath: "", message: "give either \"scene\" or \"example\", not both")
        case (.some(let value), nil): return try SceneJSON.decode(value, file: file, keyPath: "scene")
        case (nil, .some(let value)):
            guard case .string(let name) = value else {
                throw SceneFileError(file: file, keyPath: "example", message: "expected a string, found \(value.kindDescription)")
            }
            guard let example = Examples.named(name) else {
                throw SceneFileError(file: file, keyPath: "example", message: "no example \"\(name)\"; " + NameList.expected(insteadOf: name, among: Examples.all.map(\.name)))
            }
            return example.scene
        case (nil, nil): return Examples.named(Examples.defaultName)?.scene ?? Scene()
        }
    }

    /// One step, played on `rehearsal` to check that it can run.
    private static func step(_ value: JSONValue, at path: String, file: String, rehearsal: inout PlaygroundState) throws(SceneFileError) -> DemoStep {
        func fail(_ key: String, _ message: String) -> SceneFileError { SceneFileError(file: file, keyPath: path + key, message: message) }
        guard case .object(let pairs) = value else { throw fail("", "expected an object with \"caption\" and \"command\" or \"keys\"") }
        let members = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in members.keys where !["caption", "command", "keys"].contains(key) {
            throw fail("." + key, "unknown key; expected one of caption, command, keys")
        }
        var caption: [String] = []
        switch members["caption"] {
        case .string(let text)?: caption = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .array(let values)?:
            for line in values {
                guard case .string(let text) = line else { throw fail(".caption", "expected strings") }
                caption.append(text)
            }
        case nil: break
        default: throw fail(".caption", "expected a string or an array of up to 3 strings")
        }
        guard caption.count <= 3, caption.allSatisfy({ $0.count <= LessonJSON.maximumCaptionLineLength }) else {
            throw fail(".caption", "expected at most 3 lines of at most \(LessonJSON.maximumCaptionLineLength) characters")
        }
        var actions: [PlaygroundAction] = []
        var source = ""
        switch (members["command"], members["keys"]) {
        case (.some, .some): throw fail("", "give either \"command\" or \"keys\", not both")
        case (.string(let command)?, nil):
            let trimmed = command.hasPrefix(":") ? String(command.dropFirst()) : command
            source = ":" + trimmed
            if ["save", "open"].contains(trimmed.split(separator: " ").first.map(String.init) ?? "") {
                throw fail(".command", "a demo does not save or open files")
            }
            switch PlaygroundCommand.action(for: trimmed, in: rehearsal) {
            case .success(let action): actions = [action]
            case .failure(let problem): throw fail(".command", problem.message + " (when the step plays)")
            }
        case (nil, .string(let keys)?):
            source = "keys " + keys.map { $0 == "\t" ? "\\t" : $0.isNewline ? "\\n" : String($0) }.joined()
            for character in keys {
                // Tab and Enter (written `\t` and `\n` in JSON) select and enter nested stacks.
                let key: Key = switch character {
                case "\t": .tab
                case "\n", "\r", "\r\n": .enter
                default: .character(character)
                }
                guard let action = KeyMap.action(for: key, promptOpen: false, helpOpen: false), !DemoStep.refused(action) else {
                    let found = character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
                        ? "U+" + String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
                        : "\"\(character)\""
                    throw fail(".keys", "expected the playground's editing keys, Tab as \\t and Enter as \\n (not q, w, W, :, ?, Esc); found \(found)")
                }
                actions.append(action)
            }
            guard !actions.isEmpty else { throw fail(".keys", "expected at least one key") }
        case (nil, nil): break
        default: throw fail(members["command"] == nil ? ".keys" : ".command", "expected a string")
        }
        if members["command"] != nil {
            // A command the playground takes but then refuses (a constraint line it cannot
            // read) says so in a warning, and changes nothing.
            rehearsal.ui.message = nil
            rehearsal.ui.messageIsWarning = false
        }
        for action in actions { _ = rehearsal.update(action) }
        if members["command"] != nil, rehearsal.ui.messageIsWarning, let message = rehearsal.ui.message {
            throw fail(".command", message + " (when the step plays)")
        }
        return DemoStep(caption: caption, actions: actions, source: source)
    }
}

extension DemoStep {
    /// Actions a demo may not play: leaving, files, overlays that wait for a key.
    static func refused(_ action: PlaygroundAction) -> Bool {
        switch action {
        case .quit, .save, .saveAs, .openCommandLine, .showHelp: return true
        default: return false
        }
    }
}
