/// The playground's one table of keys: every row says which keys do what (the actions), how
/// the help overlay lists them, how the key line labels them and when, and how the README
/// documents them. The help, the key line, key handling and the README's key tables (checked
/// by a test) all come from ``KeyMap/bindings``; adding a key is adding a row.
public enum KeyMap {
    /// The part of the playground a binding belongs to (one README table each).
    public enum Group: String, CaseIterable, Sendable {
        /// The stack's properties and size.
        case stack
        /// Selecting and editing arranged views.
        case selectedView
        /// The panel, the overlays, history, files, leaving.
        case general
        /// Editing the file name at the save prompt.
        case prompt

        /// The README's sentence above the group's table.
        public var heading: String {
            switch self {
            case .stack: return "The stack:"
            case .selectedView: return "The selected view (Tab, or click its box):"
            case .general: return "Everything else:"
            case .prompt: return "At the save prompt (`w` without a file, or `W`):"
            }
        }
    }

    /// When the key line shows a binding's entry.
    public enum Context: Equatable, Sendable {
        /// Always (except at the prompt).
        case always
        /// When no view is selected.
        case noSelection
        /// When a view is selected: its editing keys.
        case selection
        /// When the constraints panel is open: scrolling.
        case panel
        /// When the save prompt is open: its editing keys.
        case prompt
    }

    /// A binding's entry on the key line: `d dist`.
    public struct LineEntry: Equatable, Sendable {
        /// The keys, as few characters as possible.
        public let keys: String
        /// One word.
        public let label: String
        /// Lower is kept longer when the line is too long.
        public let priority: Int
        /// When it is shown.
        public let context: Context

        /// `keys label`.
        public var text: String { keys + " " + label }
    }

    /// One row of the table.
    public struct Binding: Sendable {
        /// Its README table.
        public let group: Group
        /// The keys and the action each one triggers.
        public let actions: [(key: Key, action: PlaygroundAction)]
        /// The keys, as the help lists them (`d / D`).
        public let keys: String
        /// What they do, in a few words, as the help says it.
        public let help: String
        /// The keys in fewer columns, for a small help box.
        public let shortKeys: String
        /// What they do in one or two words, for a small help box.
        public let shortHelp: String
        /// Whether the smallest help box keeps it (its border already says how to close it
        /// and how to quit).
        public let inShortHelp: Bool
        /// Its key-line entries (none: not on the key line).
        public let line: [LineEntry]
        /// The keys as the README's table writes them.
        public let manualKeys: String
        /// What they do, as the README's table says it.
        public let manualText: String

        /// The README table row: `| keys | text |`.
        public var manualRow: String { "| " + manualKeys + " | " + manualText + " |" }
    }

    /// The bindings of `group`, in table order.
    public static func bindings(in group: Group) -> [Binding] {
        bindings.filter { $0.group == group }
    }

    /// The bindings the help overlay lists: all but the prompt's.
    static var helpBindings: [Binding] {
        bindings.filter { $0.group != .prompt }
    }

    /// The README table of `group`: the header and a row per binding.
    public static func manualTable(for group: Group) -> String {
        (["| key | action |", "| --- | --- |"] + bindings(in: group).map(\.manualRow)).joined(separator: "\n")
    }

    /// The action `key` triggers in the playground as it is now: at the prompt, characters
    /// are typed and the prompt's keys edit; with the help open, `q` and Ctrl-C quit and any
    /// other key closes it; otherwise the table's action (nil for a key it does not list).
    /// The mouse and resizes are not keys of the table (see ``ScreenLayout``).
    public static func action(for key: Key, promptOpen: Bool, helpOpen: Bool) -> PlaygroundAction? {
        if case .mouse = key { return nil }
        if key == .resize { return nil }
        if promptOpen {
            if let action = lookUp(key, in: bindings(in: .prompt)) { return action }
            if case .character(let character) = key { return .promptInsert(character) }
            return nil
        }
        let action = lookUp(key, in: bindings.filter { $0.group != .prompt })
        if helpOpen { return action == .quit && key != .escape ? .quit : .closeHelp }
        return action
    }

    private static func lookUp(_ key: Key, in bindings: [Binding]) -> PlaygroundAction? {
        for binding in bindings {
            if let match = binding.actions.first(where: { $0.key == key }) { return match.action }
        }
        return nil
    }
}
