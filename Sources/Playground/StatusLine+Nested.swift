import StackLayout

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

    /// How many rows the status of the stack `state` edits takes at `width`: as many as the
    /// longest status the keys can make of any stack in the scene needs (see
    /// ``rows(for:width:text:)``), with its `in Row1: ` for a nested one. The same for every
    /// setting and for every stack entered or left, so that the drawing keeps its rows.
    static func rows(editing state: PlaygroundState, width: Int, text: ScreenText) -> Int {
        state.scene.stackPaths.map { path in
            // Counted as if hidden, the longer prefix: hiding the stack must not add a row.
            rows(of: state.scene.level(at: path), prefix: nestedPrefix(state.scene, path, hidden: true), width: width, text: text)
        }.max() ?? 1
    }

    /// How many rows the status of the one-level scene `level` takes after `prefix` (nil:
    /// the outer stack).
    private static func rows(of level: Scene, prefix: String?, width: Int, text: ScreenText) -> Int {
        guard let prefix else { return rows(for: level, width: width, text: text) }
        guard width - prefix.count >= width / 2 else {
            return min(maximumLines, 1 + rows(for: level, width: width, text: text))
        }
        return rows(for: level, width: width - prefix.count, text: text)
    }

    /// `in Row1: ` before a nested stack's settings; nil for the outer stack.
    private static func nestedPrefix(_ state: PlaygroundState) -> String? {
        nestedPrefix(state.scene, state.document.stackPath)
    }

    /// `in Row1: ` before the settings of the stack at `path` in `scene`, `in Row1 (hidden): `
    /// where it is hidden, itself or inside a hidden stack (its changes still move the views
    /// its constraints tie to, unseen), or always with `hidden`; nil for the outer stack.
    private static func nestedPrefix(_ scene: Scene, _ path: StackPath, hidden: Bool? = nil) -> String? {
        let valid = scene.validPrefix(of: path)
        guard !valid.isEmpty, let name = scene.stackNames(along: valid).last else { return nil }
        let isHidden = hidden ?? scene.effectivelyHiddenNames.contains(name)
        return "in " + name + (isHidden ? " (hidden)" : "") + ": "
    }
}
