/// An explanation taken apart into its what-ifs, so that a caller can run them in any
/// order, several at once on threads of its own, and stop or count them as it goes: the
/// layout is solved once here; each what-if solves it again without one constraint that
/// holds with equality (one per constraint, so a long stack has thousands); the
/// explanation is put together from their outcomes, in order.
///
/// ``whatIf(_:)`` may be called from several threads at once: each works on a copy of the
/// solver or a new one, and only reads what the plan worked out when it was made. The
/// explanation is the same whichever order the what-ifs ran in (``Explainer`` runs them
/// one after another).
public final class ExplanationPlan: @unchecked Sendable {
    /// What one what-if found, for ``explanation(from:)``.
    public struct Outcome: Sendable {
        let alternative: Explainer.Alternative
    }

    private let scene: Scene
    private let constraints: [LayoutConstraint]
    /// The engine the layout was solved with; read, never changed, by the what-ifs.
    private let engine: LayoutEngine
    private let base: LayoutResult
    /// The items explained, each in the layout.
    private let names: [String]
    private let explained: Set<String>
    /// The positions of the constraints that hold with equality: one what-if each.
    private let tight: [Int]
    /// For a constraint of the user's written more than once, by position: the positions of
    /// every copy, which its what-if takes out together (one copy taken out, the other held
    /// the value, and the constraint was said to decide nothing).
    private let copies: [Int: [Int]]
    private let mentions: Explainer.Mentions
    /// The attributes of the explained items that take no room (hidden views) already free
    /// with every constraint: a what-if does not say a constraint frees them.
    private let freeTakingNoRoom: Set<String>

    /// Solves `scene` with exactly `constraints` and lists the what-ifs that explaining
    /// `names` (those that are items of the layout; by default the stack and every view)
    /// takes. There are none when no named item is in the layout.
    public init(scene: Scene, constraints: [LayoutConstraint], items names: [String]?) {
        self.scene = scene
        self.constraints = constraints
        engine = LayoutEngine(scene: scene, constraints: constraints)
        base = engine.result()
        let present = Set(base.items.map(\.name))
        self.names = (names ?? Explainer.defaultItems(of: scene, in: base)).filter(present.contains)
        explained = Set(self.names)
        tight = self.names.isEmpty ? [] : Explainer.tightConstraintPositions(engine: engine, constraints: constraints, conflicts: base.conflicts)
        mentions = Explainer.Mentions(constraints)
        copies = Self.copies(in: constraints, userConstraints: scene.constraints)
        // Worked out now, while only this thread reads the engine: each what-if taken from
        // a copy of the solver reads it (see LayoutEngine.reading(of:without:)).
        if !tight.isEmpty { _ = engine.variableComponents() }
        freeTakingNoRoom = tight.isEmpty ? [] : engine.freeAttributesTakingNoRoom(named: explained)
    }

    /// How many what-ifs the explanation takes.
    public var whatIfCount: Int { tight.count }

    /// The `index`-th what-if (0 ..< ``whatIfCount``): the layout solved again without its
    /// constraint, kept only as far as the explained items go.
    public func whatIf(_ index: Int) -> Outcome {
        let position = tight[index]
        let removing = copies[position] ?? [position]
        let (reading, freeTakingNoRoom) = engine.readingWithHiddenFreedom(of: explained, without: removing)
        let removed = constraints[position]
        var unmentioned = mentions.unmentioned(without: removed, copies: removing.count)
        if scene.stack.layoutDirection == .rightToLeft {
            // On screen a right-to-left item's x is the stack's width less its leading offset
            // and its width: the stack's width left free frees every x (as the layout's report
            // says, see ``LayoutEngine/ambiguousAttributes(of:)``).
            if unmentioned.contains(LayoutItem.stackView + ".width") {
                let views = Set(scene.allViews.map(\.name))
                for name in explained where views.contains(name) { unmentioned.insert(name + ".x") }
            }
        }
        return Outcome(alternative: Explainer.Alternative(
            removed: removed, reading: reading, unmentioned: unmentioned,
            freedTakingNoRoom: freeTakingNoRoom.subtracting(self.freeTakingNoRoom)))
    }

    /// The explanation, from the outcome of every what-if, in order.
    public func explanation(from outcomes: [Outcome]) -> Explanation {
        precondition(outcomes.count == tight.count, "one outcome for each what-if")
        guard !names.isEmpty else { return Explanation(items: []) }
        return Explainer.explanation(
            scene: scene, base: base, names: names, alternatives: outcomes.map(\.alternative), tight: tight.map { constraints[$0] },
            mentions: mentions, freeTakingNoRoom: freeTakingNoRoom)
    }

    /// The positions of each constraint of the user's that `constraints` hold more than once
    /// (however written and named, see ``LayoutConstraint/saysTheSame(as:)``), by the position of
    /// every copy.
    private static func copies(in constraints: [LayoutConstraint], userConstraints: [LayoutConstraint]) -> [Int: [Int]] {
        var groups: [[Int]] = []
        for (position, constraint) in constraints.enumerated() where userConstraints.contains(constraint) {
            if let group = groups.firstIndex(where: { constraints[$0[0]].saysTheSame(as: constraint) }) {
                groups[group].append(position)
            } else {
                groups.append([position])
            }
        }
        var copies: [Int: [Int]] = [:]
        for group in groups where group.count > 1 {
            for position in group { copies[position] = group }
        }
        return copies
    }
}
