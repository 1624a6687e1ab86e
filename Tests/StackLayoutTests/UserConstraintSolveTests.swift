import Testing
@testable import StackLayout
import JSON

/// The user's own constraints solved with UIKit's: listed after them and before stackplay's
/// tie-breaks, holding when required (or reported as UIKit reports a conflict), and giving a
/// strict-priority optimum.
@Suite("User constraints in the solved layout")
struct UserConstraintSolveTests {
    static let scenesPerDistribution = 120

    /// A random constraint of the user's on `scene`'s items.
    static func userConstraint(for scene: Scene, _ random: inout SeededGenerator) -> LayoutConstraint {
        let items = [LayoutItem.stackView] + scene.views.map(\.name)
        func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        let priority = pick([1000.0, 1000, 999, 750, 500, 251, 250, 1])
        let relation = pick(LayoutRelation.allCases)
        let a = pick(items)
        let b = pick(items)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return LayoutConstraint("custom", LayoutAnchor(a, pick([.width, .height])), relation, constant: pick([0, 20, 50, 120, 200]), priority: priority)
        case 1:
            let size = pick([LayoutAttribute.width, .height])
            return LayoutConstraint("ratio", LayoutAnchor(a, size), relation, LayoutAnchor(b, size), multiplier: pick([0.5, 1, 2]), priority: priority)
        case 2:
            return LayoutConstraint("gap", LayoutAnchor(a, .leading), relation, LayoutAnchor(b, .trailing), constant: pick([0, 8, -4]), priority: priority)
        default:
            return LayoutConstraint("line", LayoutAnchor(a, .centerY), relation, LayoutAnchor(b, pick([.top, .bottom, .firstBaseline])), constant: pick([0, 10]), priority: priority)
        }
    }

    /// The optional errors of `constraints` in `result`'s frames, summed per priority, highest first.
    static func errorLevels(_ constraints: [LayoutConstraint], in result: LayoutResult, scene: Scene) -> [(priority: Double, error: Double)] {
        let evaluation = FrameEvaluation(result: result, scene: scene)
        var sums: [Double: Double] = [:]
        for constraint in constraints where !constraint.isRequired {
            sums[constraint.priority, default: 0] += evaluation.violation(of: constraint) ?? .infinity
        }
        return sums.keys.sorted(by: >).map { ($0, sums[$0] ?? 0) }
    }

    /// Whether `candidate`'s error levels are lexicographically smaller than `solved`'s by more
    /// than rounding: then `solved` was not the strict-priority optimum.
    static func beats(_ candidate: [(priority: Double, error: Double)], _ solved: [(priority: Double, error: Double)]) -> Double? {
        for (mine, theirs) in zip(solved, candidate) {
            let tolerance = 1e-6 * max(1, mine.error)
            if theirs.error < mine.error - tolerance { return mine.priority }
            if theirs.error > mine.error + tolerance { return nil }
        }
        return nil
    }

    @Test("a user constraint in every distribution: required ones hold, and no other layout is better", arguments: Distribution.allCases)
    func strictPriorityOptimum(distribution: Distribution) throws {
        var random = SeededGenerator(seed: 14 + UInt64(Distribution.allCases.firstIndex(of: distribution) ?? 0))
        var compared = 0
        for index in 0..<Self.scenesPerDistribution {
            var base = RandomScenes.scene(&random)
            base.stack.distribution = distribution
            var scene = base
            let user = Self.userConstraint(for: scene, &random)
            scene.constraints = [user]
            let label = "\(distribution) scene \(index), \(ConstraintText.line(for: user)): \(SceneJSON.encode(base))"
            let solved = StackLayoutSolver.solve(scene, includingAmbiguity: false)
            // Listed after UIKit's constraints and before the tie-breaks.
            let position = try #require(solved.constraints.firstIndex(of: user), "\(label)")
            #expect(solved.constraints[..<position].allSatisfy { $0.identifier != PlaygroundConstraints.tieBreak }, "\(label)")
            #expect(solved.constraints[(position + 1)...].allSatisfy { $0.identifier == PlaygroundConstraints.tieBreak }, "\(label)")
            let without = StackLayoutSolver.solve(base, includingAmbiguity: false)
            guard without.conflicts.isEmpty else { continue }
            if user.isRequired, solved.conflicts.isEmpty {
                let off = FrameEvaluation(result: solved, scene: scene).violation(of: user) ?? .infinity
                #expect(off <= 1e-6, "the user's required constraint is off by \(off); \(label)")
            }
            try ConflictPropertyTests.expectConflictsReported(solved, label)
            guard solved.conflicts.isEmpty else { continue }
            // Competitors that satisfy every required constraint of the scene: the layout
            // without the user's constraint (when it is optional) and with it made required.
            // Judged by the scene's own constraints and the user's at its priority.
            let system = without.constraints + [user]
            let levels = Self.errorLevels(system, in: solved, scene: scene)
            var competitors: [(String, LayoutResult)] = []
            if !user.isRequired { competitors.append(("without it", without)) }
            var required = scene
            required.constraints[0].priority = 1000
            let forced = StackLayoutSolver.solve(required, includingAmbiguity: false)
            if forced.conflicts.isEmpty { competitors.append(("with it required", forced)) }
            for (name, competitor) in competitors {
                let theirs = Self.errorLevels(system, in: competitor, scene: scene)
                if let priority = Self.beats(theirs, levels) {
                    Issue.record("the layout \(name) has less error at priority \(priority); \(label)")
                }
            }
            compared += 1
        }
        #expect(compared > Self.scenesPerDistribution / 2, "only \(compared) scenes compared")
    }

    @Test("StackView.width == W of the user's lays out as the scene's width W", arguments: Distribution.allCases)
    func aStackWidthOfTheUsersIsTheScenesWidth(distribution: Distribution) {
        var random = SeededGenerator(seed: 99)
        for index in 0..<60 {
            var sized = RandomScenes.scene(&random)
            sized.stack.distribution = distribution
            sized.stack.width = Double(Int.random(in: 0...300, using: &random))
            var user = sized
            user.stack.width = nil
            user.constraints = [LayoutConstraint("custom", LayoutAnchor(LayoutItem.stackView, .width), .equal, constant: sized.stack.width ?? 0)]
            let a = StackLayoutSolver.solve(sized)
            let b = StackLayoutSolver.solve(user)
            guard a.conflicts.isEmpty, b.conflicts.isEmpty else { continue }
            #expect(a.items == b.items, "scene \(index): \(SceneJSON.encode(user))")
            #expect(a.ambiguous == b.ambiguous, "scene \(index)")
        }
    }

    @Test func theGiveWayExample() throws {
        let scene = try #require(Examples.named("give-way")).scene
        let result = StackLayoutSolver.solve(scene)
        #expect(result.ambiguous.isEmpty && result.conflicts.isEmpty)
        // 320 = 200 + 8 + Subview1 + 8 + Subview2: Subview2 hugs (251) and keeps 40, and
        // Subview1 is compressed below its 80 to fill the rest.
        #expect(result.frame(of: "Subview0")?.width == 200)
        #expect(result.frame(of: "Subview2")?.width == 40)
        #expect(result.frame(of: "Subview1")?.width == 64)
        // Without the user's constraint the first view stretches instead.
        var without = scene
        without.constraints = []
        #expect(StackLayoutSolver.solve(without).frame(of: "Subview1")?.width == 80)
    }

    @Test func aRequiredConstraintThatCannotHoldIsReportedAsUIKitDoes() throws {
        var stack = StackProperties()
        stack.distribution = .fillEqually
        stack.width = 200
        let user = LayoutConstraint("double", LayoutAnchor("a", .width), .equal, LayoutAnchor("b", .width), multiplier: 2)
        let scene = Scene(stack: stack, views: [ArrangedView(name: "a", width: 10), ArrangedView(name: "b", width: 10)], constraints: [user])
        let result = StackLayoutSolver.solve(scene)
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.broken == user)
        #expect(conflict.conflicting.contains { $0.identifier == ConstraintIdentifier.fillEqually })
        #expect(result.frame(of: "a")?.width == 100)
        let json = try JSONValue.parse(LayoutReport.json(result))
        guard case .array(let conflicts)? = json["conflicts"] else {
            Issue.record("no conflicts in the JSON")
            return
        }
        #expect(conflicts.first?["broken"] == (try JSONValue.parse(ConstraintText.jsonObject(for: user))))
        #expect(LayoutReport.text(result).contains("Will attempt to recover by breaking constraint\n  double: a.width == 2*b.width"))
    }
}
