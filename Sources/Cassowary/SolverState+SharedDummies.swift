extension SolverState {
    /// The dummy of a new required equality: the one shared by the equalities with its
    /// constant (see ``SharedDummy``), or a dummy of its own when sharing is off or the
    /// constraint does not share (``Constraint/sharesDummy``).
    mutating func dummy(for constraint: Constraint) -> Symbol {
        guard sharesDummies, constraint.sharesDummy else { return tableau.makeSymbol(.dummy) }
        let key = SharedDummy.key(for: constraint.expression.constant)
        if let shared = sharedDummyByConstant[key] {
            sharedDummies.update(shared) { $0.members.append(constraint) }
            return shared
        }
        let dummy = tableau.makeSymbol(.dummy)
        sharedDummyByConstant[key] = dummy
        sharedDummies[dummy] = SharedDummy(constant: constraint.expression.constant, members: [constraint])
        return dummy
    }

    /// Moves a redundant `constraint` from its shared dummy `marker` onto a dummy of its own,
    /// rewriting its expanded `row` to match (`marker` stood in it once for the constraint
    /// itself). Returns the constraint's dummy (`marker` when it was not shared).
    mutating func privateDummy(for constraint: Constraint, replacing marker: Symbol, in row: inout Row) -> Symbol {
        guard sharedDummies[marker] != nil else { return marker }
        leaveSharedDummy(constraint, marker: marker, symbolsBefore: nil)
        let own = tableau.makeSymbol(.dummy)
        row.insert(marker, -1)
        row.insert(own, 1)
        if var tag = tags[ObjectIdentifier(constraint)] {
            tag.marker = own
            tags[ObjectIdentifier(constraint)] = tag
        }
        setOwner(constraint, of: own)
        return own
    }

    /// Takes `constraint` out of the members of `marker`'s shared dummy, if it is one. With
    /// `symbolsBefore` (a refusal rolling back), shared dummies made from that symbol on are
    /// forgotten altogether.
    mutating func leaveSharedDummy(_ constraint: Constraint, marker: Symbol, symbolsBefore: Int?) {
        sharedDummies.update(marker) { $0.members.removeAll { $0 === constraint } }
        guard let symbolsBefore, marker >= symbolsBefore else { return }
        closeSharedDummy(marker)
        sharedDummies[marker] = nil
    }

    /// Stops new equalities from joining `marker`'s shared dummy (its equation is being
    /// taken out, or its constant no longer matches).
    mutating func closeSharedDummy(_ marker: Symbol) {
        guard let shared = sharedDummies[marker] else { return }
        let key = SharedDummy.key(for: shared.constant)
        if sharedDummyByConstant[key] == marker { sharedDummyByConstant[key] = nil }
    }

    /// The constraint that owns `symbol` (a marker or error), for naming conflicts: a shared
    /// dummy's only member; nil for a dummy shared by several.
    func owner(of symbol: Symbol) -> Constraint? {
        if let shared = sharedDummies[symbol] { return shared.members.count == 1 ? shared.members[0] : nil }
        return symbol < owners.count ? owners[symbol] : nil
    }

    /// How many constraints share `marker` as their dummy (0 when it is not a shared dummy).
    func sharerCount(of marker: Symbol) -> Int {
        sharedDummies[marker]?.members.count ?? 0
    }
}
