import StackLayout

/// The constraints panel: every constraint a layout was solved with, as text, grouped under
/// its identifier, with the layout's ambiguity and conflicts kept on top.
///
/// ```text
/// not ambiguous
///
/// stackplay-origin:
///   StackView.leading == 0
///   StackView.top == 0
///
/// UISV-spacing:
/// ▸ Subview1.leading == Subview0.trailing
/// ▸ Subview2.leading == Subview1.trailing
/// …
/// NSContentSizeLayoutConstraint:
/// ▸ Subview1.height <= 100 @250  broken, off by 100
/// lines 12–27 of 41
/// ```
///
/// - The **header** stays at the top while the rest scrolls: `not ambiguous` or
///   `ambiguous: Subview0.width, Subview1.x`; when a required constraint had to be broken,
///   `Unable to simultaneously satisfy constraints; broke:` and the broken constraints'
///   one-line forms; then an empty line.
/// - The **body** is ``ConstraintText/grouped(_:)``'s listing: a heading per identifier,
///   in order of first appearance, each constraint under it indented by two spaces.
/// - A constraint whose first or second item is the selected view has `▸` (`>` in ASCII)
///   in its gutter, and is bold (and cyan with colour). A broken constraint (an optional
///   one the solver left unsatisfied, or a required one broken to recover from a conflict)
///   ends in `  broken, off by N` points, in red with colour.
/// - Lines are never wrapped, so ``lineCount`` does not depend on the width: a line wider
///   than the panel is cut and ends in the ellipsis, except that a broken constraint keeps
///   how far off it is (its equation is cut: `▸ Subview1.…  off by 148`) and the conflict
///   heading takes a shorter form (``conflictHeadings``) rather than being cut in a word. When the body does not fit, the
///   panel's last row says which lines show, such as `lines 12–27 of 41`.
///
/// ASCII mode writes only ASCII characters.
public struct ConstraintsPanel: Sendable {
    /// One line of the panel and what it shows, which decides its style.
    struct Line: Equatable, Sendable {
        /// What a line shows.
        enum Role: Equatable, Sendable {
            /// The ambiguity line, and whether the layout is ambiguous.
            case ambiguity(Bool)
            /// A line about a conflict between required constraints.
            case conflict
            /// An identifier's heading, such as `UISV-spacing:`.
            case heading
            /// One constraint.
            case constraint
            /// An empty line between parts.
            case blank
        }

        /// The text, with the gutter marker of a selected constraint.
        var text: String
        var role: Role
        /// The constraint involves the selected view.
        var isSelected = false
        /// The constraint is broken.
        var isBroken = false
        /// Shorter forms of ``text``, longest first, for a narrow panel.
        var shorterForms: [String] = []
        /// How far off a broken constraint is (`148`): kept in view when the line is cut.
        var offBy: String?
    }

    /// The conflict heading, as UIKit's log starts it, and shorter forms cut between words.
    public static let conflictHeadings = [
        "Unable to simultaneously satisfy constraints; broke:",
        "Unable to satisfy constraints; broke:",
        "Conflict; broke:",
        "broke:",
    ]

    /// The lines kept at the top: ambiguity, conflicts, an empty line.
    let header: [Line]
    /// The grouped constraints, which scroll.
    let body: [Line]
    /// Whether only ASCII characters are written.
    let ascii: Bool

    /// Builds the panel of `layout`, marking the constraints that involve the view named
    /// `selectedView` (none when nil), in Unicode or in ASCII only.
    public init(layout: LayoutResult, selectedView: String?, ascii: Bool) {
        self.ascii = ascii
        header = Self.headerLines(layout)
        body = Self.bodyLines(layout, selectedView: selectedView, marker: ascii ? ">" : "▸")
    }

    /// The text of every line of the panel, before scrolling and cutting to a width: the
    /// header lines (``fixedLineCount`` of them), then the grouped constraints.
    public var lines: [String] { (header + body).map(\.text) }

    /// The number of lines of the panel, before scrolling; it does not depend on the width.
    public var lineCount: Int { header.count + body.count }

    /// The number of lines at the top that stay put while the rest scrolls.
    public var fixedLineCount: Int { header.count }

    // MARK: Building the lines

    /// The ambiguity line, the conflict lines, an empty line.
    private static func headerLines(_ layout: LayoutResult) -> [Line] {
        let ambiguous = !layout.ambiguous.isEmpty
        let ambiguity = ambiguous ? "ambiguous: " + layout.ambiguous.joined(separator: ", ") : "not ambiguous"
        var lines = [Line(text: ambiguity, role: .ambiguity(ambiguous))]
        if !layout.conflicts.isEmpty {
            lines.append(Line(text: conflictHeadings[0], role: .conflict, shorterForms: Array(conflictHeadings.dropFirst())))
            for conflict in layout.conflicts {
                lines.append(Line(text: "  " + ConstraintText.line(for: conflict.broken), role: .conflict))
            }
        }
        lines.append(Line(text: "", role: .blank))
        return lines
    }

    /// ``ConstraintText/grouped(_:)``'s lines, each constraint line matched back to its
    /// constraint to mark it selected or broken.
    private static func bodyLines(_ layout: LayoutResult, selectedView: String?, marker: Character) -> [Line] {
        let text = ConstraintText.grouped(layout.constraints)
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }

        // The constraints not yet matched to a line, by identifier, in their order.
        var unmatched: [String: [LayoutConstraint]] = [:]
        for constraint in layout.constraints {
            unmatched[constraint.identifier, default: []].append(constraint)
        }
        var identifier = ""
        return rows.map { row in
            if row.isEmpty { return Line(text: "", role: .blank) }
            guard row.hasPrefix("  ") else {
                identifier = String(row.dropLast())
                return Line(text: row, role: .heading)
            }
            let equation = row.dropFirst(2)
            var candidates = unmatched[identifier] ?? []
            guard let index = candidates.firstIndex(where: { ConstraintText.equation(for: $0) == equation }) else {
                return Line(text: row, role: .constraint)
            }
            let constraint = candidates.remove(at: index)
            unmatched[identifier] = candidates
            return line(for: constraint, layout: layout, selectedView: selectedView, marker: marker)
        }
    }

    /// The body line of `constraint`: its equation, marked and annotated.
    private static func line(for constraint: LayoutConstraint, layout: LayoutResult, selectedView: String?, marker: Character) -> Line {
        let isSelected = selectedView.map { constraint.first.item == $0 || constraint.second?.item == $0 } ?? false
        var text = (isSelected ? "\(marker) " : "  ") + ConstraintText.equation(for: constraint)
        let broken = layout.broken.first { $0.constraint == constraint }
        let offBy = broken.map { formatPoints($0.error) }
        if let offBy {
            text += "  broken, off by " + offBy
        }
        return Line(text: text, role: .constraint, isSelected: isSelected, isBroken: broken != nil, offBy: offBy)
    }
}
