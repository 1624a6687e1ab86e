extension StatusLine {
    /// The status of the stack `state` edits: for a nested stack, its settings after its
    /// name (`in Row1: vertical · fill · …`), the lines below the first indented to match;
    /// for the outer stack, its settings alone.
    static func lines(editing state: PlaygroundState, width: Int, text: ScreenText) -> [String] {
        guard !state.document.stackPath.isEmpty else { return lines(for: state.scene, width: width, text: text) }
        let prefix = "in " + state.currentStackName + ": "
        let indent = String(repeating: " ", count: prefix.count)
        guard width - prefix.count >= width / 2 else {
            return [text.truncated(prefix, to: width)] + lines(for: state.current, width: width, text: text).prefix(maximumLines - 1)
        }
        return lines(for: state.current, width: width - prefix.count, text: text).enumerated().map { index, line in
            (index == 0 ? prefix : indent) + line
        }
    }
}
