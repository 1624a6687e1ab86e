extension StatusLine {
    /// The status of the stack `state` edits: for a nested stack, its settings after its
    /// name (`in Row1: vertical · fill · …`), the lines below the first indented to match;
    /// for the outer stack, its settings alone; in `rows` lines at most (see
    /// ``rows(editing:width:text:)``).
    static func lines(editing state: PlaygroundState, width: Int, rows: Int, text: ScreenText) -> [String] {
        guard let prefix = nestedPrefix(state) else { return lines(for: state.scene, width: width, rows: rows, text: text) }
        let indent = String(repeating: " ", count: prefix.count)
        guard width - prefix.count >= width / 2 else {
            return [text.truncated(prefix, to: width)] + lines(for: state.current, width: width, rows: rows - 1, text: text)
        }
        return lines(for: state.current, width: width - prefix.count, rows: rows, text: text).enumerated().map { index, line in
            (index == 0 ? prefix : indent) + line
        }
    }

    /// How many rows the status of the stack `state` edits takes at `width`, whatever the
    /// keys change of its settings (see ``rows(for:width:text:)``); the same for every
    /// setting, so that the drawing keeps its rows.
    static func rows(editing state: PlaygroundState, width: Int, text: ScreenText) -> Int {
        guard let prefix = nestedPrefix(state) else { return rows(for: state.scene, width: width, text: text) }
        guard width - prefix.count >= width / 2 else {
            return min(maximumLines, 1 + rows(for: state.current, width: width, text: text))
        }
        return rows(for: state.current, width: width - prefix.count, text: text)
    }

    /// `in Row1: ` before a nested stack's settings; nil for the outer stack.
    private static func nestedPrefix(_ state: PlaygroundState) -> String? {
        state.document.stackPath.isEmpty ? nil : "in " + state.currentStackName + ": "
    }
}
