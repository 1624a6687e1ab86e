import Cassowary
import Dispatch

/// A ``LayoutEngine``'s solvers: one for the horizontal constraints and one for the vertical
/// ones, or a single one for both where a constraint ties a horizontal size to a vertical
/// one (a user's aspect ratio; none of UIKit's constraints does).
///
/// No constraint names variables of both axes otherwise, so the two solvers answer exactly
/// what one solver of every constraint would where the layout has one optimum, each taking
/// its axis's constraints in the order one solver would. Apart, each tableau is smaller,
/// and a build fills both at once on two cores (see ``LayoutEngine/build(_:)``). Where a
/// layout has several optima, a single solver also optimised each axis whenever the other
/// axis's constraints asked for it, which could in principle leave it at another of them;
/// no scene of the tests or of the benchmark matrix does (the tests compare both ways).
///
/// Constraints go to an axis by their first attribute (see ``part(of:)``), edit variables by
/// the dimension they size; selections are split by axis and read back in their order.
final class AxisSolvers {
    /// The horizontal and vertical solvers, or the single one.
    let parts: [Solver]
    /// Whether the two solvers are built, and searched for other optima, on two threads at
    /// once (see ``onEachPart(_:)``): for long stacks only, where that saves more than
    /// handing work to the second thread costs. Lookups and reads, a few microseconds a
    /// thousand variables, stay on the caller's thread: handing them over cost more.
    let sideBySide: Bool

    /// Two solvers, one per axis, worked on `sideBySide` on two threads or one after the
    /// other, or one for both (`split` false).
    init(split: Bool, sideBySide: Bool) {
        parts = split ? [Solver(), Solver()] : [Solver()]
        self.sideBySide = split && sideBySide
    }

    private init(parts: [Solver], sideBySide: Bool) {
        self.parts = parts
        self.sideBySide = sideBySide
    }

    /// Whether each axis has a solver of its own.
    var isSplit: Bool { parts.count == 2 }

    /// Whether `constraints` can be solved one axis apart from the other: none relates a
    /// horizontal attribute to a vertical one.
    static func canSplit(_ constraints: [LayoutConstraint]) -> Bool {
        !constraints.contains(where: \.spansBothAxes)
    }

    /// The index in ``parts`` of the solver that takes `constraint`.
    func part(of constraint: LayoutConstraint) -> Int {
        isSplit && !constraint.first.attribute.isHorizontal ? 1 : 0
    }

    /// The index in ``parts`` of the solver holding the stack's width (`horizontal`) or height.
    func part(horizontal: Bool) -> Int {
        isSplit && !horizontal ? 1 : 0
    }

    /// The solver that takes `constraint`.
    func solver(of constraint: LayoutConstraint) -> Solver {
        parts[part(of: constraint)]
    }

    /// The solver holding the stack's width (`horizontal`) or height.
    func solver(horizontal: Bool) -> Solver {
        parts[part(horizontal: horizontal)]
    }

    /// Copies of the solvers, which change apart from these (see ``Solver/copy()``).
    func copy() -> AxisSolvers {
        AxisSolvers(parts: parts.map { $0.copy() }, sideBySide: sideBySide)
    }

    /// How many times the solvers have rebuilt their tableaus inside (see ``Solver/rebuildCount``).
    var rebuildCount: Int { parts.reduce(0) { $0 + $1.rebuildCount } }

    /// The variables the solvers find ambiguous (horizontal ones first), complete when each
    /// search was.
    func ambiguity() -> (variables: [Variable], isComplete: Bool) {
        let found = onEachPart { parts[$0].ambiguity() }
        return (found.flatMap(\.variables), found.allSatisfy(\.isComplete))
    }

    /// `work` done for each part (given its index), the results in the parts' order. Where
    /// the parts are worked on ``sideBySide``, the two calls run at once on two threads (one
    /// of them the caller's) and the caller waits for both; otherwise one after the other,
    /// in order, on the caller's thread. Each call of `work` must touch only its own part's
    /// solver and what the other call does not touch.
    private func onEachPart<Result>(_ work: (Int) -> Result) -> [Result] {
        guard sideBySide, parts.count == 2 else { return parts.indices.map(work) }
        var results = [Result?](repeating: nil, count: 2)
        results.withUnsafeMutableBufferPointer { buffer in
            withoutActuallyEscaping(work) { work in
                let task = PartTask(work: work, results: buffer)
                DispatchQueue.concurrentPerform(iterations: 2) { task.run(part: $0) }
            }
        }
        return results.compactMap { $0 }
    }

    /// What ``onEachPart(_:)`` hands to the two threads: each runs `work` for its own part
    /// and writes its own element of `results` (the two parts' solvers share no object but
    /// the constraints and variables, which are immutable).
    private struct PartTask<Result>: @unchecked Sendable {
        let work: (Int) -> Result
        let results: UnsafeMutableBufferPointer<Result?>

        func run(part index: Int) {
            results[index] = work(index)
        }
    }

    /// Replaces constraints in place where their solvers can (see ``Solver/replace(_:)``), each
    /// given with the part its layout constraint goes to. A refusal is thrown after the
    /// solvers before it took theirs: the caller builds again.
    func replace(_ replacements: [(part: Int, replacement: Solver.Replacement)]) throws(SolverError) {
        for index in parts.indices {
            let own = replacements.filter { $0.part == index }.map(\.replacement)
            if !own.isEmpty { try parts[index].replace(own) }
        }
    }

    // MARK: - Selections

    /// Items (variables or constraints) looked up once in their parts' solvers, whose
    /// readings come back in the order the items were given.
    struct Selection<PartSelection> {
        /// Each part's selection.
        let selections: [PartSelection]
        /// For each item in order: its part, and its place in that part's selection.
        let places: [(part: Int, index: Int)]

        /// Selects `items`, each given with its part, with `select` (a part's index and its
        /// items, in order).
        init<Item>(_ items: [(part: Int, item: Item)], partCount: Int, select: (Int, [Item]) -> PartSelection) {
            var lists = [[Item]](repeating: [], count: partCount)
            var places: [(part: Int, index: Int)] = []
            places.reserveCapacity(items.count)
            for (part, item) in items {
                places.append((part, lists[part].count))
                lists[part].append(item)
            }
            selections = lists.enumerated().map { select($0, $1) }
            self.places = places
        }

        /// What `read` gives for each part's selection, put back in the items' order.
        func gathered<Value>(_ read: (Int, PartSelection) -> [Value]) -> [Value] {
            let values = selections.enumerated().map { read($0, $1) }
            return places.map { values[$0.part][$0.index] }
        }
    }

    /// Selects `variables`, each given with its part.
    func selection(of variables: [(part: Int, item: Variable)]) -> Selection<VariableSelection> {
        Selection(variables, partCount: parts.count) { parts[$0].selection(of: $1) }
    }

    /// The solved values of the selected variables, in order.
    func values(of selection: Selection<VariableSelection>) -> [Double] {
        selection.gathered { parts[$0].values(of: $1) }
    }

    /// Selects `constraints`, each given with its part.
    func selection(of constraints: [(part: Int, item: Constraint)]) -> Selection<ConstraintSelection> {
        Selection(constraints, partCount: parts.count) { parts[$0].selection(of: $1) }
    }

    /// How far each selected constraint is from holding, in order.
    func errors(of selection: Selection<ConstraintSelection>) -> [Double] {
        selection.gathered { parts[$0].errors(of: $1) }
    }

    // MARK: - Building

    /// What building one part does, in order.
    enum Step {
        /// Adds the constraint at this position of the engine's list, in solver form.
        case constraint(Int, Constraint)
        /// Makes the stack's width (`horizontal`) or height an edit variable at `priority`,
        /// suggesting `suggestion` when given.
        case edit(Variable, horizontal: Bool, priority: Double, suggestion: Double?)
    }

    /// What building one part gave: each constraint with the error that refused it (nil:
    /// taken), and whether each edit variable was taken.
    struct PartBuild {
        var added: [(position: Int, constraint: Constraint, refusal: SolverError?)] = []
        var edits: [(horizontal: Bool, taken: Bool)] = []
    }

    /// Takes each part's steps, as `steps` makes them (given the part's index), into its
    /// solver and solves it. The first part's steps are made before anything is built, the
    /// second's by the call that builds it: where the parts are worked on ``sideBySide``, the
    /// first part is built while the second's steps are made (`steps` may then run on
    /// either thread, while the caller waits, and is never called twice at once).
    func build(_ steps: (Int) -> [Step]) -> [PartBuild] {
        let firstSteps = steps(0)
        return onEachPart { index in
            Self.build(index == 0 ? firstSteps : steps(index), into: parts[index])
        }
    }

    private static func build(_ steps: [Step], into solver: Solver) -> PartBuild {
        var result = PartBuild()
        result.added.reserveCapacity(steps.count)
        for step in steps {
            switch step {
            case let .constraint(position, constraint):
                do {
                    try solver.add(constraint)
                    result.added.append((position, constraint, nil))
                } catch {
                    result.added.append((position, constraint, error))
                }
            case let .edit(variable, horizontal, priority, suggestion):
                let taken = (try? solver.addEditVariable(variable, priority: priority)) != nil
                if taken, let suggestion { try? solver.suggestValue(suggestion, for: variable) }
                result.edits.append((horizontal, taken))
            }
        }
        // Optimised here, on the part's own thread, rather than at the first read.
        solver.solve()
        return result
    }
}

extension LayoutConstraint {
    /// Whether it relates an attribute of one axis to one of the other (an aspect ratio).
    var spansBothAxes: Bool {
        guard let second else { return false }
        return first.attribute.isHorizontal != second.attribute.isHorizontal
    }
}
