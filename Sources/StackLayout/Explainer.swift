/// Finds why each item of a layout sits where it does, by solving the layout again without
/// each constraint that holds with equality: a constraint *decides* an attribute when the
/// attribute would change, or become free, without it. Every what-if is a real re-solve,
/// never an estimate: taken from a copy of the solver with the constraint taken out where
/// that answer is sure to be a fresh solve's (``LayoutEngine/result(without:)``), solved
/// from scratch otherwise.
public enum Explainer {
    /// Values closer than this, in points, are the same; a constraint whose sides are closer
    /// than this holds with equality.
    public static let tolerance = 1e-6

    /// The items an explanation covers when none is named: the stack, then every arranged
    /// view at every depth (hidden ones too), as they appear in `result`.
    public static func defaultItems(of scene: Scene, in result: LayoutResult) -> [String] {
        let present = Set(result.items.map(\.name))
        return ([LayoutItem.stackView] + scene.allViews.map(\.name)).filter(present.contains)
    }

    /// Explains the layout of `scene` (solved with ``StackLayoutSolver/constraints(for:)``)
    /// for the named items, or for ``defaultItems(of:in:)`` when `names` is nil. Names that
    /// are not items of the layout are skipped; check them against the layout's items first.
    public static func explain(_ scene: Scene, items names: [String]? = nil) -> Explanation {
        explain(scene: scene, constraints: StackLayoutSolver.constraints(for: scene), items: names)
    }

    /// Explains the layout of `scene` solved with exactly `constraints`.
    public static func explain(scene: Scene, constraints: [LayoutConstraint], items names: [String]?) -> Explanation {
        explain(scene: scene, constraints: constraints, items: names, stoppingWhen: { _ in false }) ?? Explanation(items: [])
    }

    /// Explains the layout of `scene` solved with exactly `constraints`, asking `shouldStop`
    /// before each what-if, with how many are done of how many, and giving up (nil) once it
    /// answers true: for explaining away from the screen, where a newer document makes the
    /// explanation under way useless, and where the progress can be shown meanwhile. (An
    /// ``ExplanationPlan`` runs the what-ifs in any order, or several at once.)
    public static func explain(scene: Scene, constraints: [LayoutConstraint], items names: [String]?, stoppingWhen shouldStop: (ExplanationProgress) -> Bool) -> Explanation? {
        let plan = ExplanationPlan(scene: scene, constraints: constraints, items: names)
        var outcomes: [ExplanationPlan.Outcome] = []
        outcomes.reserveCapacity(plan.whatIfCount)
        for index in 0..<plan.whatIfCount {
            if shouldStop(ExplanationProgress(done: index, total: plan.whatIfCount)) { return nil }
            outcomes.append(plan.whatIf(index))
        }
        return plan.explanation(from: outcomes)
    }

    /// The explanation of `names` (those of `base`'s items) from the what-ifs' `alternatives`,
    /// one for each of the `tight` constraints, in order. `freeTakingNoRoom`, the attributes
    /// of hidden items among them that are free (which the layout's report leaves out), are
    /// explained as free while hidden (``AttributeExplanation/freeWhileHidden``): a hidden
    /// view of an equalSpacing stack sits anywhere between its neighbours, and its x was said
    /// to be decided by the `>=` spacings either side.
    static func explanation(
        scene: Scene, base: LayoutResult, names: [String], alternatives: [Alternative], tight: [LayoutConstraint], mentions: Mentions,
        freeTakingNoRoom: Set<String> = []
    ) -> Explanation {
        let baseFrames = Dictionary(base.items.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let baseAmbiguous = Set(base.ambiguous).union(freeTakingNoRoom)
        let items = names.map { name -> ItemExplanation in
            let frame = baseFrames[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
            let attributes = FrameAttribute.allCases.map { attribute in
                let key = "\(name).\(attribute.rawValue)"
                var explained = explainAttribute(
                    attribute, of: name, frame: frame, base: base, ambiguous: baseAmbiguous, alternatives: alternatives, tight: tight,
                    unfixed: !mentions.mentions(key))
                explained.freeWhileHidden = explained.ambiguous && freeTakingNoRoom.contains(key) && !base.ambiguous.contains(key)
                explained.unplaced = !explained.ambiguous && !mentions.mentions(key)
                return explained
            }
            let summary = ExplanationSummary.sentenceAtAnyDepth(for: name, scene: scene, layout: base, attributes: attributes)
            return ItemExplanation(name: name, summary: summary, attributes: attributes)
        }
        return Explanation(items: items)
    }

    // MARK: - Steps

    /// What the layout solved without one constraint says about the items explained: one
    /// is kept for every constraint that holds with equality, so only the explained items'
    /// part of it is kept (the whole layout each time made explaining one view of a
    /// 1000-view stack hold 7 GB).
    struct Alternative: Sendable {
        let removed: LayoutConstraint
        /// The explained items' frames.
        let frames: [String: Frame]
        /// The explained items' ambiguous attributes, as `Item.attribute`.
        let ambiguous: Set<String>
        /// How far each optional constraint on an explained item that gave way is off, by
        /// its text.
        let offBy: [String: Double]
        /// The attributes of explained items that take no room (hidden views) that are free
        /// here and were not with every constraint: the layout's report leaves hidden views
        /// out of what is ambiguous, but a hidden view's own explanation says what frees it.
        let freedTakingNoRoom: Set<String>

        init(removed: LayoutConstraint, reading: ItemsReading, unmentioned: Set<String>, freedTakingNoRoom: Set<String> = []) {
            self.removed = removed
            self.freedTakingNoRoom = freedTakingNoRoom
            frames = reading.frames
            // An attribute no remaining constraint mentions is free, though the solver,
            // which never saw its variable, reports it as 0.
            ambiguous = reading.ambiguous.union(unmentioned)
            var offBy: [String: Double] = [:]
            for broken in reading.brokenOptional {
                let text = ConstraintText.line(for: broken.constraint)
                offBy[text] = max(offBy[text] ?? broken.error, broken.error)
            }
            self.offBy = offBy
        }
    }

    /// The positions of the constraints in the solver that hold with equality.
    static func tightConstraintPositions(engine: LayoutEngine, constraints: [LayoutConstraint], conflicts: [ConstraintConflict]) -> [Int] {
        let refused = conflicts.map(\.broken)
        return constraints.indices.filter { position in
            let constraint = constraints[position]
            return !refused.contains(constraint) && engine.separation(of: constraint) <= tolerance
        }
    }

    private static func explainAttribute(
        _ attribute: FrameAttribute,
        of name: String,
        frame: Frame,
        base: LayoutResult,
        ambiguous: Set<String>,
        alternatives: [Alternative],
        tight: [LayoutConstraint],
        unfixed: Bool
    ) -> AttributeExplanation {
        let key = "\(name).\(attribute.rawValue)"
        let value = attribute.value(in: frame)
        let isAmbiguous = ambiguous.contains(key)
        var deciding: [(constraint: LayoutConstraint, whatIf: WhatIf)] = []
        // An attribute no constraint mentions (a gap guide's across its stack) is decided by
        // none: it is where UIKit reports it, at its stack's edge (``UnfixedGuide``), and moves
        // only with that stack.
        if !isAmbiguous, !unfixed {
            for alternative in alternatives {
                let otherValue = alternative.frames[name].map(attribute.value(in:))
                let freed = otherValue == nil || alternative.ambiguous.contains(key) || alternative.freedTakingNoRoom.contains(key)
                let moved = otherValue.map { abs($0 - value) > tolerance } ?? true
                guard freed || moved else { continue }
                let whatIf = WhatIf(without: alternative.removed, value: otherValue ?? value, ambiguous: freed)
                deciding.append((alternative.removed, whatIf))
            }
            // Constraints on this very attribute that hold it together with others, so that
            // none alone is needed (the hugging, compression resistance and tie-break of a view
            // at its intrinsic size; one of several equal-width constraints): they decide it
            // together; without each, the value stays. Positions count only when constant,
            // so that the stack's own edges are not said to decide where the stack is. A
            // constraint written twice is listed twice, as the constraints are. None where a
            // constraint found above sets the attribute equal to a constant by itself, required
            // or the stack's size (the scene's `custom` size, the playground's `stackplay-size`):
            // a fixed-size fillProportionally stack's width was said to be decided by its views'
            // shares too ("without it: 360" each), the proportions setting its size.
            let pinned = deciding.contains { decider in
                let constraint = decider.constraint
                return constraint.second == nil && constraint.relation == .equal
                    && (constraint.isRequired || constraint.first.item == LayoutItem.stackView)
                    && anchor(of: constraint, on: name).map { FrameAttribute($0.attribute) == attribute } == true
            }
            var onAttribute: [LayoutConstraint] = []
            for constraint in pinned ? [] : tight {
                guard let anchor = anchor(of: constraint, on: name), FrameAttribute(anchor.attribute) == attribute,
                      attribute == .width || attribute == .height || constraint.second == nil else { continue }
                onAttribute.append(constraint)
                guard deciding.count(where: { $0.constraint == constraint }) < onAttribute.count(where: { $0 == constraint }) else { continue }
                deciding.append((constraint, WhatIf(without: constraint, value: value, ambiguous: false)))
            }
        }
        // Strongest first; the solver's order among equals.
        let ordered = deciding.enumerated().sorted { lhs, rhs in
            lhs.element.constraint.priority != rhs.element.constraint.priority
                ? lhs.element.constraint.priority > rhs.element.constraint.priority
                : lhs.offset < rhs.offset
        }.map(\.element)
        return AttributeExplanation(
            attribute: attribute,
            value: value,
            ambiguous: isAmbiguous,
            decidedBy: ordered.map(\.constraint),
            whatIf: ordered.map(\.whatIf),
            gaveWay: gaveWay(attribute, of: name, base: base, alternatives: alternatives)
        )
    }

    /// The optional constraints on `attribute` of the item that are not satisfied, and the
    /// stronger tight constraints without which each would be satisfied or less violated;
    /// and a required one on it broken to recover from a conflict, with the ones it
    /// conflicts with (nothing in an explanation had said the user's `pin` was broken).
    private static func gaveWay(_ attribute: FrameAttribute, of name: String, base: LayoutResult, alternatives: [Alternative]) -> [GaveWay] {
        base.broken.compactMap { broken -> GaveWay? in
            let constraint = broken.constraint
            guard let anchor = anchor(of: constraint, on: name), FrameAttribute(anchor.attribute) == attribute else { return nil }
            if constraint.isRequired {
                guard let conflict = base.conflicts.first(where: { $0.broken == constraint }) else { return nil }
                return GaveWay(constraint: constraint, offBy: broken.error, yieldedTo: conflict.conflicting)
            }
            let text = ConstraintText.line(for: constraint)
            let yieldedTo = alternatives.filter { alternative in
                alternative.removed.priority > constraint.priority
                    && (alternative.offBy[text] ?? 0) < broken.error - tolerance
            }.map(\.removed)
            return GaveWay(constraint: constraint, offBy: broken.error, yieldedTo: yieldedTo)
        }
    }

    /// Which frame attributes of which items each constraint mentions, to tell when removing
    /// one leaves an attribute in no constraint at all.
    struct Mentions: Sendable {
        /// How many constraints mention each `Item.attribute`.
        private var counts: [String: Int] = [:]

        init(_ constraints: [LayoutConstraint]) {
            for constraint in constraints {
                for key in Self.keys(of: constraint) { counts[key, default: 0] += 1 }
            }
        }

        /// Whether any constraint mentions `key` (`Item.attribute`).
        func mentions(_ key: String) -> Bool {
            counts[key, default: 0] > 0
        }

        /// The `Item.attribute` keys that no constraint mentions once `constraint` is removed
        /// (`copies` times, where it is written more than once).
        func unmentioned(without constraint: LayoutConstraint, copies: Int = 1) -> Set<String> {
            Set(Self.keys(of: constraint).filter { counts[$0, default: 0] <= copies })
        }

        /// The frame attributes whose variables an anchor's expression contains.
        private static func keys(of constraint: LayoutConstraint) -> Set<String> {
            var keys: Set<String> = []
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                for attribute in variables(of: anchor.attribute) { keys.insert("\(anchor.item).\(attribute.rawValue)") }
            }
            return keys
        }

        private static func variables(of attribute: LayoutAttribute) -> [FrameAttribute] {
            switch attribute {
            case .leading, .left: return [.x]
            case .trailing, .right, .centerX: return [.x, .width]
            case .width: return [.width]
            case .top, .firstBaseline: return [.y]
            case .bottom, .centerY, .lastBaseline: return [.y, .height]
            case .height: return [.height]
            }
        }
    }

    /// The side of `constraint` that names `item`, the first side when both do.
    private static func anchor(of constraint: LayoutConstraint, on item: String) -> LayoutAnchor? {
        if constraint.first.item == item { return constraint.first }
        if let second = constraint.second, second.item == item { return second }
        return nil
    }
}
