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
/// ▸ Subview1.height <= 100 @250  gave way, off by 100
/// lines 12–27 of 41
/// ```
///
/// - The **header** stays at the top while the rest scrolls, as long as it takes at most
///   half the panel (else it scrolls with the rest, see ``parts(height:)``): `not ambiguous` or
///   `ambiguous: Subview0.width, Subview1.x`; for each conflict between required
///   constraints, as UIKit logs it, `Unable to simultaneously satisfy constraints:` with the
///   conflicting constraints and the one that could not join them, then `Will attempt to
///   recover by breaking` and the broken one; then an empty line.
/// - The **body** is ``ConstraintText/grouped(_:)``'s listing: a heading per identifier,
///   in order of first appearance, each constraint under it indented by two spaces.
/// - A constraint whose first or second item is the selected view has `▸` (`>` in ASCII)
///   in its gutter, and is bold (and cyan with colour). An optional constraint the solver
///   left unsatisfied ends in `  gave way, off by N` points (yellow with colour): that is
///   normal in Auto Layout. A required one broken to recover from a conflict ends in
///   `  broken, off by N`, and the ones it conflicts with in `  conflict` (red with colour).
/// - Lines are never wrapped, so ``lineCount`` does not depend on the width: a line wider
///   than the panel is cut and ends in the ellipsis, except that a constraint keeps its
///   priority, the user's tag and, when it gave way or was broken, how far off it is (a
///   shorter note first, then its equation is cut: `▸ Subview1.… @250  off by 148`)
///   and the conflict headings take a shorter form (``conflictHeadings``,
///   ``recoveryHeadings``) rather than being cut in a word. When the body does not fit, the
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
        /// How the constraint fares: holds, gave way, broken, or in a conflict.
        var standing = Standing.holds
        /// Shorter forms of ``text``, longest first, for a narrow panel.
        var shorterForms: [String] = []
        /// How far off a constraint that gave way or was broken is (`148`).
        var offBy: String?
        /// The end of ``text`` kept in view when the line is cut (its equation is cut
        /// instead), with shorter forms, longest first: `  gave way, off by 148`.
        var keptNotes: [String] = []
        /// What is shown when not even the shortest kept note fits beside a bit of the
        /// equation, longest first: `off 148`, `148`.
        var lastResort: [String] = []
        /// The end of the equation kept in view, before the note, when the line is cut: its
        /// priority and the user's tag (` @250  (user #1)`); empty when it has neither.
        var keptTail = ""
        /// Shorter forms of ``keptTail``, longest first, for a narrow panel.
        var shorterTails: [String] = []
    }

    /// How a constraint fares in the solution.
    enum Standing: Hashable, Sendable {
        /// It holds.
        case holds
        /// An optional constraint left unsatisfied.
        case gaveWay
        /// A required constraint broken to recover from a conflict.
        case broken
        /// A required constraint a broken one conflicted with.
        case conflicting

        /// The words after the equation, before how far off it is.
        var note: String? {
            switch self {
            case .holds: return nil
            case .gaveWay: return "gave way"
            case .broken: return "broken"
            case .conflicting: return "conflict"
            }
        }
    }

    /// The conflict heading, as UIKit's log starts it, and shorter forms cut between words.
    public static let conflictHeadings = [
        "Unable to simultaneously satisfy constraints:",
        "Unable to satisfy constraints:",
        "Conflict:",
        "Error:",
    ]

    /// The heading above the constraint broken to recover, as UIKit's log says it, and
    /// shorter forms.
    public static let recoveryHeadings = [
        "Will attempt to recover by breaking",
        "Recovered by breaking",
        "Broke:",
    ]

    /// The lines kept at the top: ambiguity, conflicts, an empty line.
    let header: [Line]
    /// The grouped constraints, which scroll.
    let body: [Line]
    /// Whether only ASCII characters are written.
    let ascii: Bool
    /// The names of the layout's items, against which a name shortened in the middle must
    /// stay unmistakable (see ``shortenedNames(_:to:text:among:)``); empty where not known,
    /// and names are then not shortened.
    let itemNames: [String]

    /// A panel of the given lines, drawn and scrolled as the constraints panel is (the why
    /// panel's lines, see ``WhyPanel``).
    init(header: [Line], body: [Line], ascii: Bool) {
        self.header = header
        self.body = body
        self.ascii = ascii
        itemNames = []
    }

    /// Builds the panel of `layout`, marking the constraints that involve the view named
    /// `selectedView` (none when nil), in Unicode or in ASCII only. The user's own
    /// constraints (`userConstraints`, numbered from 0) are tagged `(user #N)` under their
    /// identifier; one switched off is listed there too, tagged `(user #N, off)`.
    public init(layout: LayoutResult, selectedView: String?, ascii: Bool, userConstraints: [UserConstraintEntry] = []) {
        self.ascii = ascii
        itemNames = layout.items.map(\.name)
        header = Self.headerLines(layout)
        body = Self.bodyLines(layout, selectedView: selectedView, marker: ascii ? ">" : "▸", userConstraints: userConstraints)
    }

    /// The text of every line of the panel, before scrolling and cutting to a width: the
    /// header lines (``headerLineCount`` of them), then the grouped constraints.
    public var lines: [String] { (header + body).map(\.text) }

    /// The number of lines of the panel, before scrolling; it does not depend on the width.
    public var lineCount: Int { header.count + body.count }

    /// The number of header lines: the ambiguity line, the conflicts, an empty line. They stay
    /// put while the rest scrolls in a panel where they take at most half the rows.
    public var headerLineCount: Int { header.count }

    // MARK: Building the lines

    /// The ambiguity line, the conflict lines, an empty line.
    private static func headerLines(_ layout: LayoutResult) -> [Line] {
        let ambiguous = !layout.ambiguous.isEmpty
        let ambiguity = ambiguous ? "ambiguous: " + layout.ambiguous.joined(separator: ", ") : "not ambiguous"
        var lines = [Line(text: ambiguity, role: .ambiguity(ambiguous))]
        for conflict in layout.conflicts {
            lines.append(Line(text: conflictHeadings[0], role: .conflict, shorterForms: Array(conflictHeadings.dropFirst())))
            for constraint in conflict.conflicting + [conflict.broken] {
                lines.append(Line(text: "  " + ConstraintText.line(for: constraint), role: .conflict))
            }
            lines.append(Line(text: recoveryHeadings[0], role: .conflict, shorterForms: Array(recoveryHeadings.dropFirst())))
            lines.append(Line(text: "  " + ConstraintText.line(for: conflict.broken), role: .conflict))
        }
        lines.append(Line(text: "", role: .blank))
        return lines
    }

    /// ``ConstraintText/grouped(_:)``'s listing built from its groups: a heading per identifier,
    /// its constraints marked selected, given way, broken or conflicting, an empty line between.
    /// The user's constraints, on and off, are tagged with their numbers; the off ones are
    /// listed after the solved ones of their identifier.
    private static func bodyLines(_ layout: LayoutResult, selectedView: String?, marker: Character, userConstraints: [UserConstraintEntry]) -> [Line] {
        var lines: [Line] = []
        var tags = UserConstraintTags(userConstraints)
        let off = userConstraints.filter { !$0.isOn }.map(\.constraint)
        let standings = Standings(layout)
        for (index, group) in ConstraintText.groups(of: layout.constraints + off).enumerated() {
            if index > 0 { lines.append(Line(text: "", role: .blank)) }
            lines.append(Line(text: group.identifier + ":", role: .heading))
            for constraint in group.constraints {
                var line = line(for: constraint, standings: standings, selectedView: selectedView, marker: marker)
                if let tag = tags.take(constraint) {
                    let note = line.keptNotes.first ?? ""
                    line.text = String(line.text.dropLast(note.count)) + tag + note
                    let priority = line.keptTail
                    line.keptTail = priority + tag
                    let compact = " " + tag.drop { $0 == " " }
                    line.shorterTails = [priority + compact, compact]
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// How each constraint of a layout fares, looked up once per line: found by a walk over
    /// the constraints that gave way for every line, the panel of a 1000-view equalCentering
    /// stack at a fixed width (2,600 of them) cost that walk 12,000 times a frame.
    private struct Standings {
        /// How far off each constraint that gave way or was broken is (the first record,
        /// should a constraint be listed twice).
        var errors: [LayoutConstraint: Double] = [:]
        /// The required constraints broken to recover from a conflict.
        var broken: Set<LayoutConstraint> = []
        /// The required constraints a broken one conflicted with.
        var conflicting: Set<LayoutConstraint> = []

        init(_ layout: LayoutResult) {
            errors.reserveCapacity(layout.broken.count)
            for record in layout.broken where errors[record.constraint] == nil { errors[record.constraint] = record.error }
            for conflict in layout.conflicts {
                broken.insert(conflict.broken)
                conflicting.formUnion(conflict.conflicting)
            }
        }

        /// How `constraint` fares, and how far off it is where it gave way or was broken.
        func standing(of constraint: LayoutConstraint) -> (standing: Standing, error: Double?) {
            let error = errors[constraint]
            if broken.contains(constraint) { return (.broken, error) }
            if error != nil { return (.gaveWay, error) }
            if conflicting.contains(constraint) { return (.conflicting, nil) }
            return (.holds, nil)
        }
    }

    /// The body line of `constraint`: its equation, marked and annotated.
    private static func line(for constraint: LayoutConstraint, standings: Standings, selectedView: String?, marker: Character) -> Line {
        let isSelected = selectedView.map { constraint.first.item == $0 || constraint.second?.item == $0 } ?? false
        let text = (isSelected ? "\(marker) " : "  ") + ConstraintText.equation(for: constraint)
        let (standing, error) = standings.standing(of: constraint)
        let offBy = error.map { formatPoints($0) }
        var line = Line(text: text, role: .constraint, isSelected: isSelected, standing: standing, offBy: offBy)
        if constraint.priority != 1000, let at = text.lastIndex(of: "@"), at > text.startIndex {
            line.keptTail = String(text[text.index(before: at)...])
        }
        // The constant of a constraint between two anchors is kept too, before its priority:
        // cut from the end, `StackView.bottom == UIViewLayoutMarginsGuide.bottom +…` lost the
        // margin it adds.
        let equation = text.dropLast(line.keptTail.count)
        if constraint.second != nil, constraint.constant != 0,
           let sign = equation.lastIndex(of: constraint.constant < 0 ? "-" : "+"), sign > equation.startIndex,
           equation[equation.index(before: sign)] == " ", Double(equation[equation.index(after: sign)...].dropFirst()) != nil {
            if !line.keptTail.isEmpty { line.shorterTails = [line.keptTail] }
            line.keptTail = String(equation[equation.index(before: sign)...]) + line.keptTail
        }
        // A constraint on one anchor keeps its relation and constant: `_UILayoutSpacer-Toolbar.he… @51`
        // lost the `== 0` that says what gave way.
        let relation = " " + constraint.relation.rawValue + " "
        if constraint.second == nil, let at = equation.lastIndex(of: " "), equation[..<at].hasSuffix(relation.dropLast()) {
            let kept = String(equation[equation.index(at, offsetBy: -relation.count + 1)...])
            if kept.hasPrefix(relation) {
                if !line.keptTail.isEmpty { line.shorterTails = [line.keptTail] }
                line.keptTail = kept + line.keptTail
            }
        }
        if let note = standing.note {
            if let offBy, standing == .broken {
                // A broken required constraint keeps the word: `off 100` read as one that gave
                // way, which only the colour (none with NO_COLOR) told apart.
                line.keptNotes = ["  " + note + ", off by " + offBy, "  " + note + " " + offBy, " " + note + " " + offBy]
                line.lastResort = [note + " " + offBy, note]
            } else if let offBy {
                line.keptNotes = ["  " + note + ", off by " + offBy, "  off by " + offBy, " off " + offBy]
                line.lastResort = ["off " + offBy, offBy]
            } else {
                line.keptNotes = ["  " + note]
                line.lastResort = [note]
            }
            line.text += line.keptNotes[0]
        }
        return line
    }
}
