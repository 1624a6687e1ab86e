import StackLayout

/// The command line's commands (`:spacing 12`, `:size 390x844`, `:hide Title`): each is
/// turned into the one ``PlaygroundAction`` that does it, the same kind of action a key
/// triggers, or into a ``Problem`` that says what was expected (and nothing changes).
public enum PlaygroundCommand {
    /// Why a command was not run: what was expected.
    public struct Problem: Error, Equatable, Sendable {
        /// `expected a number of points, found "x"`.
        public let message: String
    }

    /// One command: its name, its arguments and what it does (the README's table and the
    /// messages come from here).
    public struct Definition: Sendable {
        /// What follows the `:`.
        public let name: String
        /// Its arguments, as the README writes them.
        public let arguments: String
        /// What it does.
        public let summary: String
    }

    /// Every command, in the README's order.
    public static let definitions: [Definition] = [
        Definition(name: "spacing", arguments: "N", summary: "the stack's spacing, in points (it may be negative)"),
        Definition(name: "width", arguments: "N | none", summary: "the stack's width in points, or unsized"),
        Definition(name: "height", arguments: "N | none", summary: "the stack's height in points, or unsized"),
        Definition(name: "size", arguments: "WxH | none", summary: "the stack's width and height (`390x844`), or unsized on both axes"),
        Definition(name: "distribution", arguments: "NAME", summary: "the distribution: " + Distribution.allCases.map(\.rawValue).joined(separator: ", ")),
        Definition(name: "alignment", arguments: "NAME", summary: "the alignment: " + alignmentNames.joined(separator: ", ")),
        Definition(name: "axis", arguments: "horizontal | vertical", summary: "the axis"),
        Definition(name: "margins", arguments: "N", summary: "the margin on every edge, in points (`m` makes the arrangement use them)"),
        Definition(name: "hugging", arguments: "[horizontal | vertical] N", summary: "the selected view's content hugging priority, on the stack's axis unless an axis is named"),
        Definition(name: "cr", arguments: "[horizontal | vertical] N", summary: "the selected view's compression resistance priority, likewise"),
        Definition(name: "intrinsic", arguments: "WxH | none", summary: "the selected view's intrinsic size (`80x20`; `none` on one side: `80xnone`), or none"),
        Definition(name: "custom", arguments: "N | default", summary: "the custom spacing after the selected view, or none (the stack's spacing)"),
        Definition(name: "baseline", arguments: "first | last N", summary: "the selected view's first baseline (points below its top) or last (points above its bottom)"),
        Definition(name: "add", arguments: "NAME [WxH]", summary: "a new view after the selected one (or at the end), 60x60 unless a size is given"),
        Definition(name: "rename", arguments: "NAME", summary: "the selected view's new name (your constraints naming it follow)"),
        Definition(name: "color", arguments: "NAME | none", summary: "the selected view's colour, saved in the scene: " + ViewColor.allCases.map(\.rawValue).joined(separator: ", ") + "; `none` gives it back its palette colour"),
        Definition(name: "hide", arguments: "VIEW", summary: "hide a view: its name, at any depth (a view of a nested stack hides there, the stack being edited stays), or `#N` of the stack being edited"),
        Definition(name: "show", arguments: "VIEW", summary: "show a hidden view"),
        Definition(name: "select", arguments: "VIEW", summary: "select a view; naming one of a nested stack edits that stack (as Tab and Enter would reach it)"),
        Definition(name: "constraint", arguments: "add LINE | remove N | toggle N", summary: "your own constraint in the one-line form (`:constraint add Subview0.width == 200 @750`), or remove / switch off and on the one numbered `user #N` in the panel; one that says what one of yours already says is not added, and the info line names it"),
        Definition(name: "save", arguments: "FILE", summary: "save the scene to FILE, which becomes its file (`~` is your home directory)"),
        Definition(name: "open", arguments: "FILE", summary: "open a scene file instead, with a history of its own (refused while there are unsaved changes: `w` saves them)"),
        Definition(name: "fit", arguments: "", summary: "fit the drawing to the scene as it is now: it keeps the scale of the largest stack drawn since the scene was opened, so that hiding a view or taking the spacing down draws the rest at the same scale, and after a very large stack, undone, it can stay small"),
    ]

    /// The README's table of commands: `| :spacing N | the stack's spacing … |`.
    public static var manualTable: String {
        (["| command | what it does |", "| --- | --- |"] + definitions.map { "| `:" + ([$0.name] + ($0.arguments.isEmpty ? [] : [escapingPipes($0.arguments)])).joined(separator: " ") + "` | " + $0.summary + " |" })
            .joined(separator: "\n")
    }

    /// `text` with each `|` written `\\|`, as a Markdown table cell needs it.
    private static func escapingPipes(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// The alignments' names a command takes, `top` and `bottom` included.
    static let alignmentNames = Alignment.allCases.map(\.rawValue) + ["top", "bottom"]

    /// The action `text` (without the `:`) asks for in `state`, or what was expected.
    public static func action(for text: String, in state: PlaygroundState) -> Result<PlaygroundAction, Problem> {
        do {
            return .success(try parse(text, in: state))
        } catch {
            return .failure(error)
        }
    }

    private static func parse(_ text: String, in state: PlaygroundState) throws(Problem) -> PlaygroundAction {
        let words = text.split(separator: " ").map(String.init)
        guard let name = words.first else { throw Problem(message: "expected a command") }
        guard let definition = definitions.first(where: { $0.name == name }) else {
            throw Problem(message: "unknown command; expected one of " + definitions.map(\.name).joined(separator: ", "))
        }
        let arguments = Array(words.dropFirst())
        let reader = ArgumentReader(definition: definition, words: arguments, state: state)
        let scene = state.scene
        switch name {
        case "spacing": return .setSpacing(try reader.single { try reader.points($0) })
        case "width": return .setStackSize(StackSize(width: try reader.single { try reader.lengthOrNone($0) }, height: scene.stack.height))
        case "height": return .setStackSize(StackSize(width: scene.stack.width, height: try reader.single { try reader.lengthOrNone($0) }))
        case "size":
            let size = try reader.single { word in word == "none" ? (nil, nil) : try reader.size(word) }
            return .setStackSize(StackSize(width: size.0, height: size.1))
        case "distribution":
            return .setDistribution(try reader.single { try reader.choice($0, Distribution.allCases.map { ($0.rawValue, $0) }) })
        case "alignment":
            let names = Alignment.allCases.map { ($0.rawValue, $0) } + [("top", Alignment.leading), ("bottom", Alignment.trailing)]
            return .setAlignment(try reader.single { try reader.choice($0, names) })
        case "axis": return .setAxis(try reader.single { try reader.choice($0, Axis.allCases.map { ($0.rawValue, $0) }) })
        case "margins": return .setMargins(try reader.single { try reader.points($0) })
        case "hugging", "cr":
            try reader.requireContentView()
            let (axis, priority) = try reader.axisAndPriority()
            return name == "hugging" ? .setHugging(axis: axis, priority: priority) : .setCompressionResistance(axis: axis, priority: priority)
        case "intrinsic":
            try reader.requireContentView()
            let size = try reader.single { word in word == "none" ? (nil, nil) : try reader.size(word, allowingNone: true) }
            return .setIntrinsicSize(width: size.0, height: size.1)
        case "custom":
            try reader.requireSelection()
            return .setCustomSpacing(try reader.single { word in word == "default" ? nil : try reader.points(word) })
        case "baseline":
            try reader.requireContentView()
            guard arguments.count == 2 else { throw reader.usage() }
            let first = try reader.choice(arguments[0], [("first", true), ("last", false)])
            return .setBaseline(first: first, offset: try reader.length(arguments[1]))
        case "add":
            guard (1...2).contains(arguments.count) else { throw reader.usage() }
            let size = arguments.count == 2 ? try reader.size(arguments[1], allowingNone: true) : (60, 60)
            try reader.checkName(arguments[0]) { $0.views.append(ArrangedView(name: arguments[0])) }
            return .addNamedView(name: arguments[0], width: size.0, height: size.1)
        case "rename":
            try reader.requireSelection()
            let index = state.document.validSelection ?? 0
            let newName = try reader.single { $0 }
            let oldName = state.current.views.indices.contains(index) ? state.current.views[index].name : ""
            guard newName != oldName else { throw Problem(message: "\(oldName.prefix(40)) is already called that") }
            try reader.checkName(newName) { $0.renameView(oldName, to: newName) }
            return .renameSelected(to: newName)
        case "color":
            try reader.requireSelection()
            return .setColor(try reader.single { word in
                word == "none" ? nil : try reader.choice(word, ViewColor.allCases.map { ($0.rawValue, $0) })
            })
        case "hide", "show":
            let (path, index) = try reader.single { try reader.viewAtAnyDepth($0) }
            return .setHidden(viewAt: index, hidden: name == "hide", inStack: path == state.document.stackPath ? nil : path)
        case "select":
            let (path, index) = try reader.single { try reader.viewAtAnyDepth($0) }
            return .select(viewAt: index, inStack: path == state.document.stackPath ? nil : path)
        case "constraint":
            guard let verb = arguments.first else { throw reader.usage() }
            switch verb {
            case "add":
                let line = text.trimmingSpaces.dropFirst(name.count).drop { $0 == " " }.dropFirst(verb.count).drop { $0 == " " }
                guard !line.isEmpty else { throw reader.usage() }
                return .addUserConstraint(String(line))
            case "remove", "toggle":
                guard arguments.count == 2, let number = Int(arguments[1]), state.userConstraints.indices.contains(number) else {
                    let count = state.userConstraints.count
                    throw Problem(message: count == 0
                        ? "there are no constraints of yours yet: :constraint add LINE"
                        : "expected :constraint \(verb) N, a number from 0 to \(count - 1) (the panel's `user #N`)")
                }
                return verb == "remove" ? .removeUserConstraint(at: number) : .toggleUserConstraint(at: number)
            default:
                throw reader.usage()
            }
        case "fit":
            guard arguments.isEmpty else { throw Problem(message: "expected :fit, with nothing after it") }
            return .fitDrawing
        case "save", "open":
            let path = text.trimmingSpaces.dropFirst(name.count).drop { $0 == " " }
            guard !path.isEmpty else { throw reader.usage() }
            return name == "save" ? .saveTo(String(path)) : .open(String(path))
        default:
            throw reader.usage()
        }
    }
}

/// Reads a command's arguments, each problem saying what was expected.
private struct ArgumentReader {
    let definition: PlaygroundCommand.Definition
    let words: [String]
    let state: PlaygroundState

    typealias Problem = PlaygroundCommand.Problem

    /// `expected :spacing N`.
    func usage() -> Problem {
        Problem(message: "expected :" + definition.name + " " + definition.arguments)
    }

    /// The one argument, read by `read`.
    func single<T>(_ read: (String) throws -> T) throws(Problem) -> T {
        guard words.count == 1 else { throw usage() }
        do {
            return try read(words[0])
        } catch let problem as Problem {
            throw problem
        } catch {
            throw usage()
        }
    }

    /// A number of points within the scene format's limits.
    func points(_ word: String) throws(Problem) -> Double {
        guard let value = Double(word), value.isFinite, abs(value) <= SceneJSON.maximumMagnitude else {
            throw Problem(message: "expected a number of points (within ±10000000), found \"\(word.prefix(40))\"")
        }
        return value
    }

    /// A length: points, not negative.
    func length(_ word: String) throws(Problem) -> Double {
        let value = try points(word)
        guard value >= 0 else { throw Problem(message: "expected a length of 0 points or more, found \(word)") }
        return value
    }

    /// A length, or nil for `none`.
    func lengthOrNone(_ word: String) throws(Problem) -> Double? {
        word == "none" ? nil : try length(word)
    }

    /// `WxH` (or `W×H`); with `allowingNone`, either side may be `none`.
    func size(_ word: String, allowingNone: Bool = false) throws(Problem) -> (Double?, Double?) {
        let parts = word.split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        guard parts.count == 2 else { throw Problem(message: "expected a size WxH such as 390x844, found \"\(word.prefix(40))\"") }
        let read = { (part: String) throws(Problem) -> Double? in allowingNone && part == "none" ? nil : try length(part) }
        return (try read(parts[0]), try read(parts[1]))
    }

    /// A priority in (0, 1000].
    func priority(_ word: String) throws(Problem) -> Double {
        guard let value = Double(word), value > 0, value <= 1000 else {
            throw Problem(message: "expected a priority in (0, 1000] such as 249, found \"\(word.prefix(40))\"")
        }
        return value
    }

    /// `[horizontal | vertical] N`: the axis (the stack's by default) and a priority.
    func axisAndPriority() throws(Problem) -> (Axis, Double) {
        switch words.count {
        case 1: return (state.current.stack.axis, try priority(words[0]))
        case 2: return (try choice(words[0], Axis.allCases.map { ($0.rawValue, $0) }), try priority(words[1]))
        default: throw usage()
        }
    }

    /// One of `choices`, by name.
    func choice<T>(_ word: String, _ choices: [(String, T)]) throws(Problem) -> T {
        guard let match = choices.first(where: { $0.0 == word }) else {
            throw Problem(message: "expected one of " + choices.map(\.0).joined(separator: ", ") + ", found \"\(word.prefix(40))\"")
        }
        return match.1
    }

    /// The stack and index of the view named `word` at any depth (names are unique), or of
    /// `#N` in the stack being edited.
    func viewAtAnyDepth(_ word: String) throws(Problem) -> (path: StackPath, index: Int) {
        for path in state.scene.stackPaths {
            if let index = state.scene.level(at: path).views.firstIndex(where: { $0.name == word }) { return (path, index) }
        }
        let views = state.current.views
        if word.hasPrefix("#"), let index = Int(word.dropFirst()), views.indices.contains(index) { return (state.document.stackPath, index) }
        let names = state.scene.allViews.map(\.name)
        guard !names.isEmpty else { throw Problem(message: "there are no views: n adds one") }
        throw Problem(message: "no view \"\(word.prefix(40))\"; " + NameList.expected(insteadOf: word, among: names)
            + (views.isEmpty ? "" : " (or #0–#\(views.count - 1))"))
    }

    /// Fails unless a view is selected.
    func requireSelection() throws(Problem) {
        guard state.document.validSelection != nil else {
            throw Problem(message: "expected a selected view (Tab, or :select NAME)")
        }
    }

    /// Fails unless a view with content is selected, not a nested stack: the keys refuse a
    /// stack an intrinsic size, baselines and content priorities, and the commands gave
    /// them, drawn but never saved.
    func requireContentView() throws(Problem) {
        try requireSelection()
        if let index = state.document.validSelection, state.current.views.indices.contains(index), state.current.views[index].nested != nil {
            throw Problem(message: PlaygroundState.isAStack(state.current.views[index].name))
        }
    }

    /// Fails unless `name` is a name the scene can take, checked on the scene `edit` makes.
    /// A name already taken is said as such: the file format's message names a view by its
    /// place in the scene, which a command that renamed or added one cannot point to.
    func checkName(_ name: String, _ edit: (inout Scene) -> Void) throws(Problem) {
        if state.scene.allViews.contains(where: { $0.name == name }) {
            throw Problem(message: "there is already a view named \"\(name.prefix(40))\"; names are unique at every depth")
        }
        var edited = state.scene
        edit(&edited)
        do {
            try SceneJSON.validate(edited)
        } catch {
            throw Problem(message: error.message)
        }
    }
}

extension PlaygroundCommand {
    /// Tab at the command line: the last word of `text` completed from the command names
    /// (first word) or from what the command takes next (view names, distributions, …). One
    /// match is completed whole; several are completed as far as they agree, and listed
    /// when that adds nothing.
    static func complete(_ text: String, in state: PlaygroundState) -> (text: String, choices: [String]) {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let prefix = words.last ?? ""
        let candidates = words.count <= 1
            ? definitions.map(\.name)
            : nextWords(command: words[0], position: words.count - 2, in: state)
        let matches = candidates.filter { $0.hasPrefix(prefix) }
        guard !matches.isEmpty else { return (text, []) }
        let head = String(text.dropLast(prefix.count))
        if matches.count == 1 { return (head + matches[0] + " ", []) }
        let common = matches.dropFirst().reduce(matches[0]) { String(zip($0, $1).prefix { $0 == $1 }.map(\.0)) }
        return common.count > prefix.count ? (head + common, []) : (text, matches)
    }

    /// What the command `name` takes as its argument number `position` (from 0).
    private static func nextWords(command name: String, position: Int, in state: PlaygroundState) -> [String] {
        let views = state.current.views.map(\.name)
        switch (name, position) {
        case ("distribution", 0): return Distribution.allCases.map(\.rawValue)
        case ("alignment", 0): return alignmentNames
        case ("axis", 0), ("hugging", 0), ("cr", 0): return Axis.allCases.map(\.rawValue)
        case ("baseline", 0): return ["first", "last"]
        // These take views at any depth: the stack being edited's first, then the others.
        case ("hide", 0), ("show", 0), ("select", 0): return views + state.scene.allViews.map(\.name).filter { !views.contains($0) }
        case ("custom", 0): return ["default"]
        case ("width", 0), ("height", 0), ("size", 0), ("intrinsic", 0): return ["none"]
        default: return []
        }
    }
}
