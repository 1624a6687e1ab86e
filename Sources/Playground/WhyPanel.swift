import StackLayout

/// The why panel (`y`): why the selected view (or the stack, when none is selected) sits
/// where it does, as `stackplay explain` says it, in the constraints panel's place.
///
/// ```text
/// why Subview0 (y closes, Tab selects)
///
/// Subview0 is stretched from 160 to 200: all three views hug at 250, …
///
/// x 0
///   decided by
///     stackplay-origin: StackView.leading == 0  without it: ambiguous
/// width 200
///   gave way
///     NSContentSizeLayoutConstraint: Subview0.width <= 160 @250  off by 40
///       yielded to UISV-canvas-connection: StackView.trailing == Subview2.trailing
///
/// marks on the drawing
///   ↔ ↕    stretched past its intrinsic size (hugging gave way)
///   …
/// ```
///
/// The title stays at the top; the rest scrolls like the constraints panel (PgUp / PgDn,
/// the wheel). The summary and the constraints are wrapped to the panel's width; a
/// constraint too long for its line has its what-if (`without it: 160`) or how far off it
/// is on the line below.
/// The explanation comes from the state's ``ExplanationCache``: computed once per document
/// and item, only while the panel is open; in the playground, on another thread, the panel
/// saying meanwhile that it is working (``PlaygroundState/explainsInBackground``).
struct WhyPanel {
    /// The lines, drawn as the constraints panel draws its own.
    let content: ConstraintsPanel

    /// The panel explaining `item` (nil: nothing to explain, such as a layout without the
    /// item), `width` columns wide, in Unicode or ASCII; the `conflicts` that concern it follow
    /// the summary (see ``conflictLines(_:item:)``).
    init(item: ItemExplanation?, name: String, width: Int, ascii: Bool, conflicts: [ConstraintConflict] = []) {
        let text = ScreenText.forASCII(ascii)
        let header = [ConstraintsPanel.Line(text: "why " + name + " (y closes, Tab selects)", role: .heading), .init(text: "", role: .blank)]
        var body: [ConstraintsPanel.Line] = []
        if let item {
            body += text.wrapped(item.summary, width: max(1, width)).map { ConstraintsPanel.Line(text: $0, role: .heading) }
            let conflictLines = Self.conflictLines(conflicts, item: name)
            if !conflictLines.isEmpty { body += [.init(text: "", role: .blank)] + conflictLines.dropLast() }
            for attribute in item.attributes {
                body.append(.init(text: "", role: .blank))
                body += Self.lines(for: attribute, width: width, text: text)
            }
        } else {
            body.append(.init(text: "nothing to explain", role: .blank))
        }
        body.append(.init(text: "", role: .blank))
        body.append(.init(text: "marks on the drawing", role: .heading))
        // Wrapped like the rest (cut, `stretched along the axis: its hugg…` lost the reason),
        // each continuation under the text after the mark.
        for entry in DrawingMark.legend(ascii: ascii) {
            let wrapped = text.wrapped(entry, width: max(1, width - 4))
            body += wrapped.enumerated().map { ConstraintsPanel.Line(text: ($0.offset == 0 ? "  " : "    ") + $0.element, role: .constraint) }
        }
        content = ConstraintsPanel(header: header, body: body, ascii: ascii)
    }

    /// The panel while the explanation of `name` is worked out away from the screen (a
    /// long stack takes seconds: one solve per constraint that holds), the keys still working,
    /// with how far it has got when that is known.
    init(workingOn name: String, progress: ExplanationProgress? = nil, width: Int, ascii: Bool) {
        let text = ScreenText.forASCII(ascii)
        let header = [ConstraintsPanel.Line(text: "why " + name + " (y closes, Tab selects)", role: .heading), .init(text: "", role: .blank)]
        let note = "working out why: the layout is solved again without each constraint that holds; keys still work meanwhile"
        var body = text.wrapped(note, width: max(1, width)).map { ConstraintsPanel.Line(text: $0, role: .heading) }
        if let progress {
            let done = "\(progress.done) of \(progress.total) solved (\(progress.percent) %)"
            body.append(.init(text: "", role: .blank))
            body += text.wrapped(done, width: max(1, width)).map { ConstraintsPanel.Line(text: $0, role: .constraint) }
        }
        content = ConstraintsPanel(header: header, body: body, ascii: ascii)
    }

    /// An attribute's lines: its value, what decides it (each with its what-if), what gave
    /// way (each with the stronger constraints it yielded to), wrapped to `width` columns.
    static func lines(for attribute: AttributeExplanation, width: Int, text: ScreenText) -> [ConstraintsPanel.Line] {
        typealias Line = ConstraintsPanel.Line
        let value = attribute.attribute.rawValue + " " + formatPoints(attribute.value)
        var lines = [Line(text: value + (attribute.freedomNote.map { " (\($0))" } ?? ""), role: .heading,
                          shorterForms: attribute.ambiguous ? [value + (attribute.freeWhileHidden ? " (free while hidden)" : " (ambiguous)")] : [])]
        if !attribute.decidedBy.isEmpty {
            lines.append(Line(text: "  decided by", role: .constraint))
            for (index, constraint) in zip(attribute.whatIf.indices, attribute.decidedBy) {
                lines += wrapped(ConstraintText.line(for: constraint), note: attribute.whatIfNote(at: index), width: width, text: text)
                    .map { Line(text: $0, role: .constraint) }
            }
        }
        if !attribute.gaveWay.isEmpty {
            lines.append(Line(text: "  gave way", role: .constraint))
            for record in attribute.gaveWay {
                let offBy = formatPoints(record.offBy)
                let broken = record.constraint.isRequired
                lines += wrapped(ConstraintText.line(for: record.constraint), note: (broken ? "broken, off by " : "off by ") + offBy, width: width, text: text)
                    .map { Line(text: $0, role: .constraint, standing: broken ? .broken : .gaveWay, offBy: offBy) }
                for stronger in record.yieldedTo {
                    lines += wrapped((broken ? "conflicts with " : "yielded to ") + ConstraintText.line(for: stronger), note: nil, width: width, text: text, indent: 6)
                        .map { Line(text: $0, role: .constraint) }
                }
            }
        }
        return lines
    }

    /// `constraint` indented by `indent` columns with `note` two spaces after it, on one line
    /// when it fits `width`; else the constraint wrapped (continued two columns further in)
    /// and the note on a line of its own below it. A line never ends in an operator (`==`,
    /// `+`, `*`): it goes to the next line with what it applies to (`B.width` over `== 0`, not
    /// `B.width ==` over a lone `0`).
    static func wrapped(_ constraint: String, note: String?, width: Int, text: ScreenText, indent: Int = 4) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let oneLine = pad + constraint + (note.map { "  " + $0 } ?? "")
        guard oneLine.count > width else { return [oneLine] }
        let continued = String(repeating: " ", count: indent + 2)
        let room = max(8, width - indent - 2)
        // The space after an operator is made one that does not break, then given back.
        let operators: Set<Substring> = ["==", ">=", "<=", "+", "-", "*"]
        let words = constraint.split(separator: " ", omittingEmptySubsequences: false)
        let joined = words.indices.map { index in
            words[index] + (index == words.count - 1 ? "" : operators.contains(words[index]) ? String(Self.unbreakableSpace) : " ")
        }.joined()
        var lines = text.wrapped(joined, width: room).enumerated().map {
            ($0.offset == 0 ? pad : continued) + String($0.element.map { $0 == Self.unbreakableSpace ? " " : $0 })
        }
        if let note { lines.append(continued + note) }
        return lines
    }

    /// Stands for a space the wrapping must not break at (no-break space, one column).
    private static let unbreakableSpace: Character = "\u{00A0}"
}
