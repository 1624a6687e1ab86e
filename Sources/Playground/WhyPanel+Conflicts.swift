import StackLayout

extension WhyPanel {
    /// The conflicts between required constraints that concern the item called `name` (every
    /// conflict, for the stack), as UIKit logs them: `Unable to simultaneously satisfy
    /// constraints:`, the constraints in conflict, `Will attempt to recover by breaking` and
    /// the one broken; then an empty line. None: no lines.
    static func conflictLines(_ conflicts: [ConstraintConflict], item name: String) -> [ConstraintsPanel.Line] {
        typealias Line = ConstraintsPanel.Line
        var lines: [Line] = []
        for conflict in conflicts {
            let involved = conflict.conflicting + [conflict.broken]
            guard name == LayoutItem.stackView || involved.contains(where: { $0.first.item == name || $0.second?.item == name }) else { continue }
            lines.append(Line(text: ConstraintsPanel.conflictHeadings[0], role: .conflict, shorterForms: Array(ConstraintsPanel.conflictHeadings.dropFirst())))
            lines += involved.map { Line(text: "  " + ConstraintText.line(for: $0), role: .conflict) }
            lines.append(Line(text: ConstraintsPanel.recoveryHeadings[0], role: .conflict, shorterForms: Array(ConstraintsPanel.recoveryHeadings.dropFirst())))
            lines.append(Line(text: "  " + ConstraintText.line(for: conflict.broken), role: .conflict))
            lines.append(Line(text: "", role: .blank))
        }
        return lines
    }
}
