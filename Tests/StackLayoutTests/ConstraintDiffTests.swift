@testable import StackLayout
import Testing

/// How one constraint list becomes the next: every old constraint is kept, changed or
/// removed, every new one kept, changed or added, each exactly once, and the pairs are
/// right (kept ones equal, changed ones differing only in constant and priority).
@Suite struct ConstraintDiffTests {
    /// Nil when `diff` is a valid way from `old` to `new`, otherwise what is wrong.
    static func problem(_ diff: ConstraintDiff, from old: [LayoutConstraint], to new: [LayoutConstraint]) -> String? {
        var oldUses = [Int](repeating: 0, count: old.count)
        var newUses = [Int](repeating: 0, count: new.count)
        guard diff.kept.count == new.count else { return "kept has \(diff.kept.count) entries for \(new.count) constraints" }
        for (position, keptFrom) in diff.kept.enumerated() {
            guard let keptFrom else { continue }
            guard old[keptFrom] == new[position] else { return "kept \(old[keptFrom]) as \(new[position])" }
            oldUses[keptFrom] += 1
            newUses[position] += 1
        }
        for (before, after) in diff.changed {
            let (a, b) = (old[before], new[after])
            guard a.identifier == b.identifier, a.first == b.first, a.relation == b.relation, a.second == b.second,
                  a.multiplier == b.multiplier, a.isRequired == b.isRequired else { return "changed \(a) into \(b)" }
            oldUses[before] += 1
            newUses[after] += 1
        }
        for position in diff.removed { oldUses[position] += 1 }
        for position in diff.added { newUses[position] += 1 }
        if let position = oldUses.firstIndex(where: { $0 != 1 }) { return "old \(old[position]) accounted for \(oldUses[position]) times" }
        if let position = newUses.firstIndex(where: { $0 != 1 }) { return "new \(new[position]) accounted for \(newUses[position]) times" }
        return nil
    }

    /// Whether some constraint of `old` has no constraint in `new` that could stand for it
    /// (equal but for constant and priority, both required or both optional), counting
    /// repeats: then any diff takes a constraint out.
    static func somethingMustGo(from old: [LayoutConstraint], to new: [LayoutConstraint]) -> Bool {
        func key(_ constraint: LayoutConstraint) -> String {
            "\(constraint.identifier) \(constraint.first) \(constraint.relation) \(constraint.second.map(\.description) ?? "") \(constraint.multiplier) \(constraint.isRequired)"
        }
        var available: [String: Int] = [:]
        for constraint in new { available[key(constraint), default: 0] += 1 }
        for constraint in old {
            guard let count = available[key(constraint)], count > 0 else { return true }
            available[key(constraint)] = count - 1
        }
        return false
    }

    /// Random scenes through random edits (the engine-update generator): every diff the walk
    /// finds is valid, and it gives up only where constraints must go (the engine rebuilds
    /// for those anyway). Against the next list with a stretch reversed and a constraint
    /// moved, a diff found is still valid.
    @Test(arguments: 0..<40)
    func everyDiffAccountsForEachConstraintOnce(seed: Int) {
        var random = TestRandom(seed: UInt64(5000 + seed))
        var scene = LayoutEngineUpdateTests.randomScene(&random)
        for _ in 0..<12 {
            let old = StackLayoutSolver.constraints(for: scene)
            let edit = LayoutEngineUpdateTests.edit(&scene, &random)
            let new = StackLayoutSolver.constraints(for: scene)
            if let diff = ConstraintDiff(from: old, to: new) {
                #expect(Self.problem(diff, from: old, to: new) == nil, "seed \(seed), \(edit)")
            } else {
                #expect(Self.somethingMustGo(from: old, to: new), "seed \(seed), \(edit): no diff found though nothing must go")
            }
            var rearranged = new
            rearranged[random.next(in: 0...(new.count - 1))...].reverse()
            let moved = rearranged.remove(at: random.next(in: 0...(new.count - 1)))
            rearranged.insert(moved, at: random.next(in: 0...(new.count - 1)))
            if let diff = ConstraintDiff(from: old, to: rearranged) {
                #expect(Self.problem(diff, from: old, to: rearranged) == nil, "seed \(seed), \(edit), rearranged")
            }
        }
    }

    /// Hiding a view in a long stack takes a few constraints out of each group and changes
    /// others' constants and priorities: the walk in step follows it, and finds only the
    /// hidden view's own constraints removed.
    @Test func hidingAViewIsFollowedInStep() {
        var scene = Scene()
        scene.stack.width = 2000
        scene.views = (0..<60).map { ArrangedView(name: "V\($0)", width: Double(20 + $0 % 7), height: 30) }
        let old = StackLayoutSolver.constraints(for: scene)
        scene.views[30].hidden = true
        let new = StackLayoutSolver.constraints(for: scene)
        guard let diff = ConstraintDiff(from: old, to: new) else {
            Issue.record("no diff found for hiding V30")
            return
        }
        #expect(Self.problem(diff, from: old, to: new) == nil)
        #expect(!diff.removed.isEmpty)
        #expect(diff.removed.allSatisfy { position in
            old[position].first.item == "V30" || old[position].second?.item == "V30"
        }, "removed \(diff.removed.map { old[$0].description })")
    }
}
