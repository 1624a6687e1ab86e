import Cassowary

/// Solves a list of layout constraints for a scene and keeps the solver, so that the
/// stack's size can be changed afterwards through edit variables (dragging its edge), and
/// so that the next scene can be laid out by changing only what changed
/// (``update(to:constraints:)``).
public final class LayoutEngine {
    /// The scene being laid out.
    public internal(set) var scene: Scene
    /// The constraints, in the order they were added to the solver.
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Required constraints that were broken to recover.
    public internal(set) var conflicts: [ConstraintConflict] = []

    var solver = AxisSolvers(split: true, sideBySide: false)
    var variables = ItemVariablesTable()
    /// The constraints the solver took: for each position in `constraints`, its solver form
    /// (nil for a constraint refused as a conflict).
    var solverConstraints: [Constraint?] = []
    var editing: (width: Bool, height: Bool) = (false, false)
    var editPriority: (width: Double, height: Double) = (999, 999)
    /// The last suggested stack size, kept so that a rebuild can suggest it again.
    var suggested: (width: Double?, height: Double?) = (nil, nil)
    /// The views' baselines by name, given to their items when they are created.
    var baselines: [String: Baselines] = [:]
    /// Whether the solver reached its state otherwise than a fresh engine would — through
    /// ``update(to:constraints:)``, a new size for its edit variables, or a what-if taken out
    /// of a copy — so that its answer must be checked (``confirmIncrementalAnswer()``) before
    /// it is trusted to equal a from-scratch solve's.
    var answerNeedsCheck = false
    /// What is read from the solver, looked up once per set of constraints, and kept
    /// through updates that change constants and priorities in place and add nothing (see
    /// ``refreshed(_:replacingOptional:)``).
    var cachedReading: Reading?
    /// The variables the solver found ambiguous, and whether its search for them was
    /// complete, kept until the solver changes again.
    var cachedAmbiguity: (moving: Set<ObjectIdentifier>, isComplete: Bool)?
    /// The variables named by the constraints changed or added since the answer was last
    /// confirmed (see ``confirmIncrementalAnswer()``), and the stack's edit variables when
    /// they were given a new size since.
    var touchedVariables: Set<ObjectIdentifier> = []
    /// Whether the solver holds constraints that updates added since the build: it holds them
    /// after the others, where a fresh build takes them in their groups.
    var holdsAdditions = false
    /// The constraints updates took out in place since the build: their equations stay in the
    /// solver, inert, so the variable components keep them (see ``madeComponents()``).
    var removedInPlace: [Constraint] = []
    /// Whether the solver rebuilt inside, holding such additions, since the answer was last
    /// confirmed: it then took them after the others, not in a fresh build's order, so any
    /// frame that can move must be checked, whatever changed.
    var answerCheckCoversEverything = false
    /// Whether the answer has been read since the engine was built: the solver has then
    /// solved, and an edit variable made editable or given a size afterwards takes another
    /// path than a fresh engine's (see ``setStackSize(width:height:)``).
    var solvedSinceBuild = false
    /// Whether the stack's size was made editable, or given a new size, after the last build
    /// and before anything was read — or given a new size that could move frames that can
    /// move in the answer last read (see ``setStackSize(width:height:)``): the engine builds
    /// again at the next read, with the edit variables in their place among the constraints
    /// (see ``build(_:)``).
    var editsAwaitBuild = false
    /// Which variables the solver's constraints tie together, worked out when first needed
    /// after a build and kept up to date by updates (see ``variableComponents()``).
    var components: VariableComponents?
    /// Where nested stacks' baselines come from (remade with the scene).
    var nestedBaselines: NestedBaselines
    /// Whether hiding a view can update the solver in place: a fill stack without nested
    /// stacks (see ``sharesDummy(_:)``); set by each build, from its scene.
    var hidesInPlace = false
    /// What the last rebuilds replaced, kept until ``releaseReplacedState()`` (at most
    /// ``ReplacedEngineState/kept``; see ``ReplacedEngineState``).
    var replaced: [ReplacedEngineState] = []

    /// How a fresh solver takes the constraints (see ``insertionOrder(of:userConstraints:)``).
    let insertion: InsertionOrder
    /// Whether each axis gets a solver of its own where no constraint ties the axes (see
    /// ``AxisSolvers``); off, one solver takes both (kept for the tests that compare the two).
    let splitsAxes: Bool

    /// Builds the solver for `scene` from `constraints` (UIKit's and stackplay's).
    public convenience init(scene: Scene, constraints: [LayoutConstraint]) {
        self.init(scene: scene, constraints: constraints, insertion: .byKind)
    }

    /// Builds the solver for `scene` with the stack's width and/or height as edit variables
    /// at `priority`, given these sizes (nil: that dimension is not editable): one build
    /// instead of the two that building and then making the size editable before the first
    /// read takes (see ``makeStackSizeEditable(width:height:priority:)``).
    public convenience init(scene: Scene, constraints: [LayoutConstraint], editableWidth width: Double?, height: Double?, priority: Double = 999) {
        self.init(scene: scene, constraints: constraints, insertion: .byKind, editable: (width, height, priority))
    }

    /// Builds the solver, taking the constraints in the given order, with a solver per axis
    /// or one for both (tests compare the ways).
    init(scene: Scene, constraints: [LayoutConstraint], insertion: InsertionOrder, editable: (width: Double?, height: Double?, priority: Double)? = nil, splittingAxes: Bool = true) {
        self.scene = scene
        self.insertion = insertion
        splitsAxes = splittingAxes
        nestedBaselines = NestedBaselines(scene)
        if let editable {
            editing = (editable.width != nil, editable.height != nil)
            editPriority = (editable.priority, editable.priority)
            suggested = (editable.width, editable.height)
        }
        build(constraints)
    }

    /// A copy of `other` whose solver changes apart from it; its answer is checked as after
    /// an update (see ``confirmIncrementalAnswer()``) once the caller has changed it.
    init(copying other: LayoutEngine) {
        scene = other.scene
        insertion = other.insertion
        splitsAxes = other.splitsAxes
        nestedBaselines = other.nestedBaselines
        constraints = other.constraints
        conflicts = other.conflicts
        solver = other.solver.copy()
        variables = other.variables
        solverConstraints = other.solverConstraints
        components = other.components
        touchedVariables = other.touchedVariables
        answerCheckCoversEverything = other.answerCheckCoversEverything
        holdsAdditions = other.holdsAdditions
        removedInPlace = other.removedInPlace
        editing = other.editing
        editPriority = other.editPriority
        suggested = other.suggested
        editsAwaitBuild = other.editsAwaitBuild
        baselines = other.baselines
        // The copy's solver goes its own way from here: a new size takes the path of one
        // given after a read, not a build's.
        solvedSinceBuild = true
        answerNeedsCheck = true
    }

    /// Lets the stack's width and/or height be set with ``setStackSize(width:height:)``:
    /// each becomes an edit variable at `priority` (below required).
    ///
    /// Before anything has been read since the engine was built, this only takes note: the
    /// engine builds again at the next read with the edit variables among the constraints,
    /// as every rebuild puts them (see ``build(_:)``), so that a fresh engine made editable
    /// and a rebuilt one take the same path. ``init(scene:constraints:editableWidth:height:priority:)``
    /// does both in one build.
    public func makeStackSizeEditable(width: Bool, height: Bool, priority: Double = 999) {
        cachedAmbiguity = nil
        if !solvedSinceBuild {
            if width, !editing.width {
                editing.width = true
                editPriority.width = priority
                editsAwaitBuild = true
            }
            if height, !editing.height {
                editing.height = true
                editPriority.height = priority
                editsAwaitBuild = true
            }
            return
        }
        let stack = itemVariables(LayoutItem.stackView)
        if width, !editing.width, (try? solver.solver(horizontal: true).addEditVariable(stack.width, priority: priority)) != nil {
            editing.width = true
            editPriority.width = priority
            noteEditChange(of: stack.width)
        }
        if height, !editing.height, (try? solver.solver(horizontal: false).addEditVariable(stack.height, priority: priority)) != nil {
            editing.height = true
            editPriority.height = priority
            noteEditChange(of: stack.height)
        }
    }

    /// Suggests a size for the stack (only the editable dimensions are used).
    ///
    /// Given before anything has been read since the engine was built, the size goes in where
    /// a build puts it: the engine builds again at the next read. Given after a read, it goes
    /// through the solver in place (the playground's resizing keys), which does not always
    /// leave it where a build with that size does, so it counts as a change of the edit
    /// variable's part of the constraints, and the answer is checked when next read (see
    /// ``confirmIncrementalAnswer()``). A rebuild gives the size again, at once. Where the
    /// answer last read has frames that the new size could move, that check would rebuild:
    /// the engine then builds at the next read without suggesting the size first.
    public func setStackSize(width: Double?, height: Double?) {
        // A size the solver would refuse (not finite) is left out, as a suggestion of it is.
        let width = width.flatMap { $0.isFinite ? $0 : nil }
        let height = height.flatMap { $0.isFinite ? $0 : nil }
        let previousAmbiguity = cachedAmbiguity
        cachedAmbiguity = nil
        if solvedSinceBuild, let previousAmbiguity, sizeChangeNeedsBuild(width: width, height: height, ambiguity: previousAmbiguity) {
            // The size goes in where a build puts it, as before the first read.
            if let width, editing.width { suggested.width = width }
            if let height, editing.height { suggested.height = height }
            editsAwaitBuild = true
            return
        }
        if !solvedSinceBuild {
            // Before the first read, a new size is put in where a build puts it.
            if let width, editing.width, suggested.width != width {
                suggested.width = width
                editsAwaitBuild = true
            }
            if let height, editing.height, suggested.height != height {
                suggested.height = height
                editsAwaitBuild = true
            }
            return
        }
        let stack = itemVariables(LayoutItem.stackView)
        if let width, editing.width, (try? solver.solver(horizontal: true).suggestValue(width, for: stack.width)) != nil {
            if suggested.width != width { noteEditChange(of: stack.width) }
            suggested.width = width
        }
        if let height, editing.height, (try? solver.solver(horizontal: false).suggestValue(height, for: stack.height)) != nil {
            if suggested.height != height { noteEditChange(of: stack.height) }
            suggested.height = height
        }
    }

    /// Whether a new size (`width`, `height`, for the editable dimensions that change) could
    /// move frames that can move in the answer last read (`ambiguity`), or that answer's
    /// search for them was incomplete: the check after a suggestion would rebuild.
    private func sizeChangeNeedsBuild(width: Double?, height: Double?, ambiguity: (moving: Set<ObjectIdentifier>, isComplete: Bool)) -> Bool {
        let stack = itemVariables(LayoutItem.stackView)
        var changed = Set<ObjectIdentifier>()
        if let width, editing.width, suggested.width != width { changed.insert(ObjectIdentifier(stack.width)) }
        if let height, editing.height, suggested.height != height { changed.insert(ObjectIdentifier(stack.height)) }
        guard !changed.isEmpty else { return false }
        guard ambiguity.isComplete else { return true }
        return couldMove(frameVariables(among: ambiguity.moving), touched: changed)
    }

    /// Records a change of the edit `variable` made after a read, which a fresh engine would
    /// not make the same way, so that the answer is checked before it is trusted.
    private func noteEditChange(of variable: Variable) {
        touchedVariables.insert(ObjectIdentifier(variable))
        answerNeedsCheck = true
    }

    /// The solved layout.
    public func result(includingAmbiguity: Bool = true) -> LayoutResult {
        confirmIncrementalAnswer()
        solvedSinceBuild = true
        let items = frames()
        var broken: [BrokenConstraint] = []
        let reading = self.reading
        for (index, error) in solver.errors(of: reading.optional).enumerated() where error > 1e-6 {
            broken.append(BrokenConstraint(constraint: constraints[reading.optionalPositions[index]], error: error))
        }
        for conflict in conflicts {
            broken.append(BrokenConstraint(constraint: conflict.broken, error: error(ofUnadded: conflict.broken)))
        }
        return LayoutResult(
            constraints: constraints,
            items: items,
            broken: broken,
            conflicts: conflicts,
            ambiguous: includingAmbiguity ? ambiguousAttributes() : []
        )
    }

    /// Only the solved frames: the stack, the views in scene order, then the layout guides.
    public func frames() -> [ItemFrame] {
        confirmIncrementalAnswer()
        solvedSinceBuild = true
        let plan = reading.frames
        return plan.frames(from: solver.values(of: plan.unknowns), rightToLeft: scene.stack.layoutDirection == .rightToLeft)
    }

    // MARK: - Building

    /// Starts fresh solvers with `constraints`, in order — one per axis unless a constraint
    /// ties the axes (see ``AxisSolvers``), each taking its axis's constraints in the order
    /// one solver would, the two side by side on two threads from
    /// ``sideBySideMinimum`` constraints — keeping the stack's edit
    /// variables and their last suggestions, which go in just before the first optional
    /// constraint: there the stack's size is held before anything else leans on it, as a
    /// required size would be. Added after every constraint, the edit moved the stack from
    /// the size the others had given it, a pivot at a time or across rows of every view
    /// (hiding a view in the playground, 1000 views at a fixed size: equalSpacing centred 60
    /// → 20 ms, fillProportionally centred 120 → 20 ms, equalCentering on first baselines
    /// 116 → 30 ms). A build that meets a conflict between required
    /// constraints builds again with the chain-closing connections in their places among the
    /// equalities (see ``insertionOrder(of:userConstraints:movingChainClosings:)``), so that
    /// the constraint it breaks does not depend on that speed-up.
    func build(_ constraints: [LayoutConstraint]) {
        build(constraints, movingChainClosings: true)
        if !conflicts.isEmpty, insertion == .byKind { build(constraints, movingChainClosings: false) }
    }

    private func build(_ constraints: [LayoutConstraint], movingChainClosings: Bool) {
        if !solverConstraints.isEmpty {
            if replaced.count == ReplacedEngineState.kept { replaced.removeFirst() }
            replaced.append(ReplacedEngineState(
                solver: solver, variables: variables, constraints: self.constraints,
                solverConstraints: solverConstraints, components: components, reading: cachedReading
            ))
        }
        solver = AxisSolvers(
            split: splitsAxes && AxisSolvers.canSplit(constraints),
            sideBySide: constraints.count >= Self.sideBySideMinimum
        )
        baselines = [:]
        conflicts = []
        cachedReading = nil
        cachedAmbiguity = nil
        answerNeedsCheck = false
        touchedVariables = []
        answerCheckCoversEverything = false
        holdsAdditions = false
        removedInPlace = []
        components = nil
        solvedSinceBuild = false
        nestedBaselines = NestedBaselines(scene)
        hidesInPlace = scene.stack.distribution == .fill && !scene.views.contains { $0.nested != nil }
        let views = scene.allViews
        // The views, the stack, and up to a guide between each two views.
        variables = ItemVariablesTable(capacity: 2 * views.count + 1)
        // Every view's baselines first (at every depth): an item takes its name's baselines
        // when it is created.
        for view in views {
            if let viewBaselines = view.baselines { baselines[view.name] = viewBaselines }
        }
        for view in views { _ = itemVariables(view.name) }
        self.constraints = constraints
        solverConstraints = Array(repeating: nil, count: constraints.count)
        let order = insertion == .byKind
            ? Self.insertionOrder(of: constraints, userConstraints: scene.constraints, movingChainClosings: movingChainClosings)
            : Array(constraints.indices)
        editsAwaitBuild = false
        // Each axis's steps, in the order one solver of both would take them, the stack's
        // edit variables just before the first optional constraint. They are made on this
        // thread, with the items they name, as each part is about to be built (where the parts
        // are built side by side, the first is built while the second's steps are made).
        let firstOptional = order.firstIndex { !constraints[$0].isRequired } ?? order.count
        // Four variables an item (the views, the stack and up to a guide between each two
        // views), two on each axis.
        let variablesPerPart = 4 / solver.parts.count * (2 * views.count + 1)
        let built = solver.build { part in
            var steps: [AxisSolvers.Step] = []
            for (index, position) in order.enumerated() {
                if index == firstOptional { appendStackSizeEdits(to: &steps, part: part) }
                guard solver.part(of: constraints[position]) == part else { continue }
                steps.append(.constraint(position, makeSolverConstraint(constraints[position])))
            }
            if firstOptional == order.count { appendStackSizeEdits(to: &steps, part: part) }
            solver.parts[part].reserveCapacity(constraints: steps.count, variables: variablesPerPart)
            return steps
        }
        var refusals: [(position: Int, error: SolverError)] = []
        for part in built {
            for added in part.added {
                if let refusal = added.refusal {
                    refusals.append((added.position, refusal))
                } else {
                    solverConstraints[added.position] = added.constraint
                }
            }
            for edit in part.edits {
                if edit.horizontal { editing.width = edit.taken } else { editing.height = edit.taken }
            }
        }
        guard !refusals.isEmpty else { return }
        // Conflicts in the order the constraints were taken, as one solver meets them.
        var rank = [Int](repeating: 0, count: constraints.count)
        for (index, position) in order.enumerated() { rank[position] = index }
        for refusal in refusals.sorted(by: { rank[$0.position] < rank[$1.position] }) {
            guard case let .unsatisfiable(_, conflicting) = refusal.error else { continue }
            // Named in the order they are listed, whichever order the solver took them in.
            let positions = conflicting.compactMap { other in solverConstraints.firstIndex { $0 === other } }
            let layoutConflicts = positions.sorted().map { constraints[$0] }
            conflicts.append(ConstraintConflict(broken: constraints[refusal.position], conflicting: layoutConflicts))
        }
    }

    /// How many constraints a build takes before its two axes are worked on two threads at
    /// once (see ``AxisSolvers/sideBySide``): below it, starting the second thread costs
    /// more than it saves.
    static let sideBySideMinimum = 256

    /// Appends to the steps of the solver `part` the stack's width or height (those that
    /// solver holds) as an edit variable where it is one, with its last suggestion (none: the
    /// suggestion is 0, as for a new edit variable).
    private func appendStackSizeEdits(to steps: inout [AxisSolvers.Step], part: Int) {
        let width = editing.width && solver.part(horizontal: true) == part
        let height = editing.height && solver.part(horizontal: false) == part
        guard width || height else { return }
        let stack = itemVariables(LayoutItem.stackView)
        if width { steps.append(.edit(stack.width, horizontal: true, priority: editPriority.width, suggestion: suggested.width)) }
        if height { steps.append(.edit(stack.height, horizontal: false, priority: editPriority.height, suggestion: suggested.height)) }
    }

    func makeSolverConstraint(_ listed: LayoutConstraint) -> Constraint {
        if scene.stack.layoutDirection == .rightToLeft, listed.readsScreenPositions {
            let expression = listed.solverExpressionFromTheRight(
                first: itemVariables(listed.first.item), second: listed.second.map { itemVariables($0.item) },
                stackWidth: itemVariables(LayoutItem.stackView).width)
            return Constraint(expression, Relation(listed.relation), priority: listed.priority, sharesDummy: sharesDummy(listed))
        }
        // Most constraints need neither rewrite: taken as listed, without a copy.
        guard nestedBaselines.isEmpty, !listed.isWrittenAgainstTheChain else {
            return solverConstraint(nestedBaselines.resolve(listed).writtenAlongTheChain)
        }
        return solverConstraint(listed)
    }

    /// `constraint`, as it stands, over the items' variables.
    private func solverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        let first = itemVariables(constraint.first.item)
        let second = constraint.second.map { itemVariables($0.item) }
        return Constraint(constraint.solverExpression(first: first, second: second), Relation(constraint.relation), priority: constraint.priority,
                          sharesDummy: sharesDummy(constraint))
    }

    /// Whether `constraint`, a required equality, may share its dummy in the solver with
    /// the others of its constant (see ``Cassowary/Constraint/sharesDummy``). On a fill stack
    /// neither a hidden view's zero length, which showing the view takes out, nor a spacing,
    /// which hiding a view beside it halves: each keeps a dummy of its own, so that hiding
    /// and showing a view update the solver instead of rebuilding it (see
    /// ``update(to:constraints:)``). On the other distributions hiding a view rebuilds
    /// anyway, and both share: a fillEqually stack's spacings, each in its own column, would
    /// fill every row about the common width (a 1000-view stack at a fixed width: 6 → 52 ms a
    /// build), and taking its zero length out alone added the view's equal width back across
    /// the star of equal widths (120 ms, against a 15 ms rebuild).
    /// With nested stacks every update rebuilds (see ``update(to:constraints:)``), and a
    /// nested stack's spacings are its own distribution's: everything shares there.
    private func sharesDummy(_ constraint: LayoutConstraint) -> Bool {
        switch constraint.identifier {
        case ConstraintIdentifier.hiding, ConstraintIdentifier.spacing: !hidesInPlace
        default: true
        }
    }

    func itemVariables(_ name: String) -> ItemVariables {
        if let existing = variables[name] { return existing }
        let created = ItemVariables(name: name, baselines: baselines[name], index: variables.count)
        variables.set(created, for: name)
        return created
    }

    /// Frees what the last rebuilds replaced (see ``ReplacedEngineState``): the playground
    /// calls it once the frame a key press led to is drawn. Until then, or until a later
    /// rebuild, an engine that rebuilt holds its old solver as well as the new one.
    public func releaseReplacedState() {
        replaced.removeAll()
    }

    // MARK: - Reporting

    /// The attributes left free, as `Item.attribute`. A hidden view's own attributes are never
    /// reported: it takes no room, and where it sits in a gap or across the axis shows nothing.
    /// Keeps what the solver found in ``cachedAmbiguity`` for the next update.
    private func ambiguousAttributes() -> [String] {
        ambiguousAttributes(of: reading.frames.names.compactMap { name in variables[name].map { (name, $0) } })
    }

    /// Those attributes of `items` (each named, with its variables, in the order wanted):
    /// the whole report's, or an explanation's what-if's few items'.
    func ambiguousAttributes(of items: [(name: String, variables: ItemVariables)]) -> [String] {
        let ambiguity = cachedAmbiguity ?? solverAmbiguity()
        cachedAmbiguity = ambiguity
        guard !ambiguity.moving.isEmpty else { return [] }
        let hidden = scene.effectivelyHiddenNames
        // A right-to-left stack's x on screen is its width less the item's leading offset and
        // width (see ``FramePlan``): where the stack's width can move, so can every x. (An
        // item's own width that can move is reported as such; its x is its leading offset's.)
        // Said of the arranged views only: a guide UIKit adds for hidden views (the spacer)
        // would otherwise be free where deleting those views leaves nothing free.
        let stackWidth = scene.stack.layoutDirection == .rightToLeft ? ObjectIdentifier(itemVariables(LayoutItem.stackView).width) : nil
        let widthMoves = stackWidth.map(ambiguity.moving.contains) ?? false
        let views = widthMoves ? Set(scene.allViews.map(\.name)) : []
        var result: [String] = []
        // Names are read only for items with an attribute that can move: on a 1000-view
        // stack, reading every item's (whether it takes room, its attributes' names) cost
        // 0.7–1 ms of each key press.
        for (name, item) in items where views.contains(name) || item.anyVariable(ambiguity.moving.contains) {
            guard !scene.takesNoRoom(name, hidden: hidden) else { continue }
            for (attribute, variable) in item.named {
                var moves = ambiguity.moving.contains(ObjectIdentifier(variable))
                if attribute == "x", views.contains(name) { moves = true }
                if moves { result.append("\(name).\(attribute)") }
            }
        }
        return result
    }

    /// The attributes of those of `items` that take no room (hidden, or a guide of a hidden
    /// stack) left free, as `Item.attribute`: what ``ambiguousAttributes(of:)`` leaves out.
    /// An explanation of a hidden view asks of it, so that a what-if says where a constraint
    /// taken out leaves it free (without `UISV-hiding`, a hidden view's width) rather than
    /// give the value the solver happened to leave there.
    func freeAttributesTakingNoRoom(of items: [(name: String, variables: ItemVariables)]) -> Set<String> {
        let hidden = scene.effectivelyHiddenNames
        let quiet = items.filter { scene.takesNoRoom($0.name, hidden: hidden) }
        guard !quiet.isEmpty else { return [] }
        let ambiguity = cachedAmbiguity ?? solverAmbiguity()
        cachedAmbiguity = ambiguity
        var result = Set<String>()
        for (name, item) in quiet {
            for (attribute, variable) in item.named where ambiguity.moving.contains(ObjectIdentifier(variable)) {
                result.insert("\(name).\(attribute)")
            }
        }
        return result
    }

    /// The variables the solver finds ambiguous, and whether its search was complete.
    func solverAmbiguity() -> (moving: Set<ObjectIdentifier>, isComplete: Bool) {
        let ambiguity = solver.ambiguity()
        return (Set(ambiguity.variables.map(ObjectIdentifier.init)), ambiguity.isComplete)
    }

    /// Which variables the solver's constraints tie together (worked out once after a build).
    func variableComponents() -> VariableComponents {
        if let components { return components }
        let made = madeComponents()
        components = made
        return made
    }

    /// The variable components worked out from the solver's constraints, those taken out in
    /// place since the build among them (their equations stay in the solver, inert, until it
    /// rebuilds).
    func madeComponents() -> VariableComponents {
        var made = VariableComponents(solverConstraints)
        for constraint in removedInPlace { made.add(constraint) }
        return made
    }

    /// How far a constraint that is not in the solver is from holding.
    private func error(ofUnadded constraint: LayoutConstraint) -> Double {
        solver.solver(of: constraint).error(of: makeSolverConstraint(constraint))
    }
}

extension LayoutEngine {
    /// How far apart the two sides of `constraint` are in the solution, in points, whatever
    /// its relation: zero when it holds with equality (it is *tight*). The constraint need
    /// not be one the engine was built with.
    public func separation(of constraint: LayoutConstraint) -> Double {
        var equality = constraint
        equality.relation = .equal
        return solver.solver(of: equality).error(of: makeSolverConstraint(equality))
    }
}
