extension AttributeExplanation {
    /// How many constraints of ``decidedBy`` are the same as the one at `index`, itself
    /// included (see ``LayoutConstraint/saysTheSame(as:)``): a constraint of the user's
    /// written twice is listed twice, and its what-if takes both out (see ``ExplanationPlan``).
    public func copies(of index: Int) -> Int {
        guard decidedBy.indices.contains(index) else { return 0 }
        return decidedBy.count { $0.saysTheSame(as: decidedBy[index]) }
    }

    /// What follows the constraint at `index` of ``decidedBy`` on its line: `without it: 184`,
    /// or `ambiguous`. A constraint written more than once says so, and that its what-if
    /// took every copy out (see ``ExplanationPlan``).
    public func whatIfNote(at index: Int) -> String {
        guard whatIf.indices.contains(index) else { return "" }
        let whatIf = whatIf[index]
        let note = "without it: " + (whatIf.ambiguous ? "ambiguous" : formatPoints(whatIf.value))
        let copies = copies(of: index)
        return copies > 1 ? note + " (it is written \(Self.times(copies)): every copy taken out)" : note
    }

    /// `twice`, `3 times`.
    static func times(_ count: Int) -> String {
        count == 2 ? "twice" : "\(count) times"
    }
}
