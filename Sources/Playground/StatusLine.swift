import StackLayout

/// The playground's status: every setting of the stack in UIKit's words, such as
/// `horizontal · fill · fill · spacing 0 · hidden: none · margins off (8) · baseline off · LTR`.
///
/// It takes as many rows as the longest status the keys can make of the stack's needs at the
/// screen's width (``rows(for:width:text:)``), so that a key that changes a setting never
/// moves the drawing: one line where that fits, else two (axis to hidden views, then the
/// rest), else up to three. When the status does not fit its rows, the less important parts
/// get shorter forms first (`bl off`, `·` between parts, …) and are left out last of all; the
/// words axis, distribution, alignment, `spacing N` and `hidden` are never shortened away.
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
        /// 0: `hidden: A, B`, 1: `hidden: A,B`, 2: `2 hidden` (whichever is shorter).
        var hidden = 0
        /// Parts left out.
        var dropped: Set<Part> = []
    }

    /// The levels, from the longest forms to the shortest; each shortens one more thing.
    static let levels: [Level] = {
        var level = Level()
        var levels = [level]
        let steps: [(inout Level) -> Void] = [
            { $0.margins = 1 },
            { $0.baseline = 1 },
            { $0.narrow = true },
            { $0.hidden = 1 },
            { $0.hidden = 2 },
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

    /// The last level tried for a single line: a single line never uses the narrow separator.
    static let lastSingleLineLevel = 2
    /// The most lines the status takes.
    static let maximumLines = 3
    /// Where two lines break, in order of preference: before the margins, before the hidden
    /// views, before the spacing.
    static let breaks: [Part] = [.margins, .hidden, .spacing]

    /// How many rows the status of `scene` takes at `width`: as many as the longest status
    /// the playground's keys can make of its settings needs (distribution fillProportionally,
    /// alignment firstBaseline, margins on or off, a spacing such as `-88.5`), so that `d`,
    /// `a`, `x`, `m` or `+` never change the rows left for the drawing, and with them its
    /// scale. Hidden views' names are not counted: they are shortened to fit (`2 hidden`).
    static func rows(for scene: Scene, width: Int, text: ScreenText) -> Int {
        var longest = Scene()
        longest.stack = scene.stack
        longest.stack.axis = .horizontal
        longest.stack.distribution = .fillProportionally
        longest.stack.alignment = .firstBaseline
        longest.stack.baselineRelative = false
        if formatPoints(scene.stack.spacing).count < formatPoints(referenceSpacing).count {
            longest.stack.spacing = referenceSpacing
        }
        return [false, true].map { relative in
            longest.stack.marginsRelative = relative
            return lines(for: longest, width: width, rows: maximumLines, text: text, fillsRows: false).count
        }.max() ?? 1
    }

    /// A spacing whose text is as long as the spacings the `+` and `-` keys usually reach.
    static let referenceSpacing = -88.5

    /// The status of `scene` in `rows` lines (at most ``maximumLines``) of at most `width`
    /// columns, in reading order: with ``maximumLines``, as few as it fits in without leaving
    /// a part out (leaving parts out only where three lines do not hold them all); with one,
    /// a single line, shortened as far as it must be; with two, two lines.
    static func lines(for scene: Scene, width: Int, rows: Int, text: ScreenText) -> [String] {
        lines(for: scene, width: width, rows: rows, text: text, fillsRows: true)
    }

    /// ``lines(for:width:rows:text:)``; with `fillsRows` false, two lines that leave parts out
    /// come before three that do not (how ``rows(for:width:text:)`` counts the rows to keep, so
    /// that narrow screens give the drawing a row more; the rows kept are then filled).
    private static func lines(for scene: Scene, width: Int, rows: Int, text: ScreenText, fillsRows: Bool) -> [String] {
        let all = Part.allCases
        if rows <= 1 {
            for level in levels {
                let line = self.line(all, scene: scene, level: level, text: text)
                if line.count <= width { return [line] }
            }
            return [text.truncated(line(all, scene: scene, level: levels.last ?? Level(), text: text), to: width)]
        }
        if rows >= maximumLines {
            for level in levels.prefix(lastSingleLineLevel + 1) {
                let line = self.line(all, scene: scene, level: level, text: text)
                if line.count <= width { return [line] }
            }
        }
        let limit = min(rows, maximumLines)
        // Where three lines may be filled, the levels that keep every part are tried on two
        // lines and then on three before any level that leaves one out.
        let whole = levels.filter(\.dropped.isEmpty), leavingOut = levels.filter { !$0.dropped.isEmpty }
        let passes = fillsRows && limit >= maximumLines ? [whole, leavingOut] : [levels]
        for pass in passes {
            for level in pass {
                for split in breaks {
                    let first = line(Array(all[..<split.rawValue]), scene: scene, level: level, text: text)
                    let second = line(Array(all[split.rawValue...]), scene: scene, level: level, text: text)
                    if first.count <= width, second.count <= width {
                        return second.isEmpty ? [first] : [first, second]
                    }
                }
            }
            for level in pass {
                if let wrapped = wrapped(all, scene: scene, level: level, width: width, text: text),
                   wrapped.count <= limit {
                    return wrapped
                }
            }
        }
        // Too narrow for whole words: the shortest forms, cut.
        let shortest = levels.last ?? Level()
        let parts = all.filter { !shortest.dropped.contains($0) }
            .map { text.truncated(self.text(of: $0, scene: scene, level: shortest), to: width) }
        return Array(wrap(parts, width: width, separator: text.narrowSeparator).prefix(limit))
    }

    /// `parts` at `level` packed into lines of `width` columns; nil when a part alone is wider.
    private static func wrapped(_ parts: [Part], scene: Scene, level: Level, width: Int, text: ScreenText) -> [String]? {
        let texts = parts.filter { !level.dropped.contains($0) }.map { self.text(of: $0, scene: scene, level: level) }
        guard texts.allSatisfy({ $0.count <= width }) else { return nil }
        return wrap(texts, width: width, separator: level.narrow ? text.narrowSeparator : text.separator)
    }

    /// `texts` joined by `separator`, a new line started whenever the next one would not fit.
    private static func wrap(_ texts: [String], width: Int, separator: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for text in texts {
            if current.isEmpty {
                current = text
            } else if current.count + separator.count + text.count <= width {
                current += separator + text
            } else {
                lines.append(current)
                current = text
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
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
            return "spacing " + formatPoints(stack.spacing)
        case .hidden:
            // The stack's own hidden views, then those of its shown nested stacks, said where
            // they are (`Like in Toolbar`): `hidden: none` beside a toolbar drawn with a
            // hidden button read as a contradiction.
            func nestedHidden(_ views: [ArrangedView]) -> [String] {
                views.filter { !$0.hidden }.flatMap { view -> [String] in
                    guard let nested = view.nested else { return [] }
                    return nested.views.filter(\.hidden).map { "\($0.name) in \(view.name)" } + nestedHidden(nested.views)
                }
            }
            let hidden = scene.views.filter(\.hidden).map(\.name) + nestedHidden(scene.views)
            guard !hidden.isEmpty else { return "hidden: none" }
            let names = "hidden: " + hidden.joined(separator: level.hidden == 0 ? ", " : ",")
            // A count, said as one: `hidden: 4` read as view #4 hidden.
            let count = "\(hidden.count) hidden"
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

    /// Draws each status line in its area (one row each), cut to it.
    static func draw(_ lines: [(text: String, area: CellRect)], into canvas: inout Canvas) {
        for line in lines where !line.area.isEmpty {
            canvas.text(line.text, x: line.area.left, y: line.area.top, maxWidth: line.area.width)
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
