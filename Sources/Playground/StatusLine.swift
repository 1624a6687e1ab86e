import StackLayout

/// The playground's status: every setting of the stack in UIKit's words, such as
/// `horizontal · fill · fill · spacing 0 · hidden: none · margins off (8) · baseline off · LTR`.
///
/// It is one line when that fits, else two: the main line (axis, distribution, alignment,
/// spacing and, when it fits there, the hidden views) and a second line with the rest. When
/// even that does not fit, the less important parts get shorter forms first (`bl off`,
/// `·` between parts, …); the words axis, distribution, alignment, `spacing N` and
/// `hidden: …` are shortened last.
enum StatusLine {
    /// The parts of the status, most important first; also the order they are shown in.
    enum Part: Int, CaseIterable {
        case axis, distribution, alignment, spacing, hidden, margins, baseline, direction
    }

    /// How short the parts are written.
    struct Level {
        /// Parts joined by the narrow separator instead of the spaced one.
        var narrow = false
        /// 0: `margins off (8)`, 1: `margins off`, 2: `m off`.
        var margins = 0
        /// 0: `baseline off`, 1: `bl off`.
        var baseline = 0
        /// 0: `hidden: A, B`, 1: `hidden: A,B`, 2: `hidden: 2` (whichever is shorter).
        var hidden = 0
        /// 0: `spacing 4`, 1: `sp 4`.
        var spacing = 0
        /// Parts left out.
        var dropped: Set<Part> = []
    }

    /// The levels, from the longest forms to the shortest; each shortens one more thing.
    /// Up to ``lastReadableLevel`` every required word is kept.
    static let levels: [Level] = {
        var level = Level()
        var levels = [level]
        let steps: [(inout Level) -> Void] = [
            { $0.margins = 1 },
            { $0.baseline = 1 },
            { $0.narrow = true },
            { $0.hidden = 1 },
            { $0.hidden = 2 },
            { $0.spacing = 1 },
            { $0.margins = 2 },
            { $0.dropped.insert(.direction) },
            { $0.dropped.insert(.baseline) },
            { $0.dropped.insert(.margins) },
        ]
        for step in steps {
            step(&level)
            levels.append(level)
        }
        return levels
    }()

    /// The last level that keeps every word the status promises (it only shortens the
    /// separators and the margins, baseline and direction parts).
    static let lastReadableLevel = 4
    /// The last level tried for a single line: a single line never uses the narrow separator.
    static let lastSingleLineLevel = 2

    /// The status of `scene` in at most two lines of at most `width` columns: the main line
    /// first, then (when needed) the second line.
    static func lines(for scene: Scene, width: Int, text: ScreenText) -> [String] {
        let all = Part.allCases
        for level in levels.prefix(lastSingleLineLevel + 1) {
            let line = self.line(all, scene: scene, level: level, text: text)
            if line.count <= width { return [line] }
        }
        // Two lines: break before the margins, else before the hidden views.
        let readable = Array(levels.prefix(lastReadableLevel + 1))
        for split in [Part.margins.rawValue, Part.hidden.rawValue] {
            if let main = fitting(Array(all[..<split]), scene: scene, levels: readable, width: width, text: text),
               let rest = fitting(Array(all[split...]), scene: scene, levels: readable, width: width, text: text) {
                return [main, rest]
            }
        }
        // Shorter forms, and then truncation, on the same two lines.
        let main = Array(all[..<Part.hidden.rawValue]), rest = Array(all[Part.hidden.rawValue...])
        for level in levels.dropFirst(lastReadableLevel + 1) {
            let first = line(main, scene: scene, level: level, text: text)
            let second = line(rest, scene: scene, level: level, text: text)
            if first.count <= width, second.count <= width {
                return second.isEmpty ? [first] : [first, second]
            }
        }
        let shortest = levels.last ?? Level()
        let first = text.truncated(line(main, scene: scene, level: shortest, text: text), to: width)
        let second = text.truncated(line(rest, scene: scene, level: shortest, text: text), to: width)
        return second.isEmpty ? [first] : [first, second]
    }

    /// `parts` at the first of `levels` at which they fit in `width` columns, if any.
    private static func fitting(_ parts: [Part], scene: Scene, levels: [Level], width: Int, text: ScreenText) -> String? {
        for level in levels {
            let line = self.line(parts, scene: scene, level: level, text: text)
            if line.count <= width { return line }
        }
        return nil
    }

    /// `parts` (except the dropped ones) joined at `level`.
    static func line(_ parts: [Part], scene: Scene, level: Level, text: ScreenText) -> String {
        parts.filter { !level.dropped.contains($0) }
            .map { self.text(of: $0, scene: scene, level: level) }
            .joined(separator: level.narrow ? text.narrowSeparator : text.separator)
    }

    /// One part of the status of `scene`, written at `level`.
    static func text(of part: Part, scene: Scene, level: Level) -> String {
        let stack = scene.stack
        switch part {
        case .axis:
            return stack.axis.rawValue
        case .distribution:
            return stack.distribution.rawValue
        case .alignment:
            return stack.alignment.name(on: stack.axis)
        case .spacing:
            return (level.spacing == 0 ? "spacing " : "sp ") + formatPoints(stack.spacing)
        case .hidden:
            let hidden = scene.views.filter(\.hidden).map(\.name)
            guard !hidden.isEmpty else { return "hidden: none" }
            let names = "hidden: " + hidden.joined(separator: level.hidden == 0 ? ", " : ",")
            let count = "hidden: \(hidden.count)"
            return level.hidden < 2 || names.count <= count.count ? names : count
        case .margins:
            let sizes = marginSizes(stack.margins)
            switch (level.margins, stack.marginsRelative) {
            case (0, true): return "margins on (\(sizes))"
            case (0, false): return "margins off (\(sizes))"
            case (1, true): return "margins " + sizes
            case (1, false): return "margins off"
            case (_, true): return "m " + sizes
            case (_, false): return "m off"
            }
        case .baseline:
            return (level.baseline == 0 ? "baseline " : "bl ") + (stack.baselineRelative ? "on" : "off")
        case .direction:
            return stack.layoutDirection == .leftToRight ? "LTR" : "RTL"
        }
    }

    /// The margins in points: one number when every edge is the same, else
    /// top/leading/bottom/trailing (`16/8/16/8`).
    static func marginSizes(_ margins: Margins) -> String {
        let edges = [margins.top, margins.leading, margins.bottom, margins.trailing]
        if edges.allSatisfy({ $0 == margins.top }) { return formatPoints(margins.top) }
        return edges.map { formatPoints($0) }.joined(separator: "/")
    }
}
