import Playground
import StackLayout
import Testing

/// The playground changes its solver in place where it can (``LayoutEngine/update(to:)``,
/// the stack's size through edit variables); what a user sees after any run of edits must
/// be what opening the edited scene afresh shows.
struct IncrementalLayoutPropertyTests {
    /// Random runs of editing actions on every built-in example (every other one first made a
    /// row that can slide up and down): after each one the
    /// playground's layout (frames, what gave way, conflicts, what is ambiguous) equals the
    /// layout of a playground opened on the scene as it now stands.
    @Test(arguments: 0..<100)
    func editsEqualOpeningTheSceneAfresh(seed: Int) {
        var random = PlaygroundRandom(seed: UInt64(seed))
        let example = Examples.all[seed % Examples.all.count]
        var scene = example.scene
        if seed % 2 == 1 {
            // A row that can slide: aligned on baselines in a stack taller than its views.
            scene.stack.axis = .horizontal
            scene.stack.alignment = random.element([.firstBaseline, .lastBaseline])
            scene.stack.distribution = random.element(Distribution.allCases)
            scene.stack.height = 400
        }
        var state = PlaygroundState(scene: scene, name: example.name, animates: false)
        var trail: [String] = []
        var changes = 0
        for _ in 0..<30 {
            let action = Self.randomAction(for: state, &random)
            trail.append("\(action)")
            let before = state.scene
            _ = state.update(action)
            if state.scene != before { changes += 1 }
            let fresh = PlaygroundState(scene: state.scene, name: "fresh", animates: false)
            if let difference = Self.difference(state.layout, fresh.layout) {
                Issue.record("\(example.name), seed \(seed), after \(trail.joined(separator: ", ")): \(difference)")
                return
            }
        }
        // Most actions change the scene (the others select, or find nothing to undo).
        #expect(changes >= 8, "\(changes) of 30 actions changed the scene")
    }

    /// The first way the two layouts differ a user could see, or nil.
    static func difference(_ a: LayoutResult, _ b: LayoutResult) -> String? {
        if a.constraints != b.constraints { return "constraints" }
        guard a.items.count == b.items.count else { return "\(a.items.count) vs \(b.items.count) items" }
        for (x, y) in zip(a.items, b.items) {
            let gaps = [x.frame.x - y.frame.x, x.frame.y - y.frame.y, x.frame.width - y.frame.width, x.frame.height - y.frame.height]
            if x.name != y.name || gaps.contains(where: { abs($0) > 1e-6 }) {
                return "\(x.name) at \(x.frame) vs \(y.name) at \(y.frame)"
            }
        }
        if a.conflicts != b.conflicts { return "conflicts \(a.conflicts) vs \(b.conflicts)" }
        if a.ambiguous != b.ambiguous { return "ambiguous \(a.ambiguous) vs \(b.ambiguous)" }
        if a.broken.map(\.constraint) != b.broken.map(\.constraint) {
            return "gave way \(a.broken.map { ConstraintText.line(for: $0.constraint) }) vs \(b.broken.map { ConstraintText.line(for: $0.constraint) })"
        }
        for (x, y) in zip(a.broken, b.broken) where abs(x.error - y.error) > 1e-6 {
            return "\(ConstraintText.line(for: x.constraint)) gave way by \(x.error) vs \(y.error)"
        }
        return nil
    }

    /// An action a user could take next: mostly edits of the stack and of the selected
    /// view, with the stack's size, hiding, adding and deleting views, the user's own
    /// constraints, nested stacks, undo and redo among them.
    static func randomAction(for state: PlaygroundState, _ random: inout PlaygroundRandom) -> PlaygroundAction {
        let views = state.scene.views.map(\.name)
        let someView = views.isEmpty ? "StackView" : random.element(views)
        let otherView = views.isEmpty ? "StackView" : random.element(views)
        let count = max(views.count, 1)
        switch random.next(0...33) {
        case 0: return .cycleDistribution(by: 1)
        case 1: return .cycleAlignment(by: random.element([1, -1]))
        case 2: return .toggleAxis
        case 3, 4: return .changeSpacing(by: random.element([4, -4, 12]))
        case 5, 6: return .toggleHidden(viewAt: random.next(0...(count - 1)))
        case 7: return .toggleMarginsRelative
        case 8: return .toggleBaselineRelative
        case 9: return .toggleLayoutDirection
        case 10: return .cycleSizeMode
        case 11, 12: return .resizeStack(width: Double(random.element([10, -10, 40, -60])), height: Double(random.element([0, 10, -20])))
        case 13: return .select(viewAt: random.next(0...(count - 1)))
        case 14, 15: return .resizeSelected(width: Double(random.element([10, -10, 30])), height: Double(random.element([0, 10, -10])))
        case 16: return .changeHugging(by: Double(random.element([1, -1, 250])))
        case 17: return .changeCompressionResistance(by: Double(random.element([1, -1, -500])))
        case 18: return .toggleIntrinsicSize
        case 19: return .changeCustomSpacing(by: Double(random.element([4, -4])))
        case 20: return .moveBaseline(first: random.next(0...1) == 0, down: Double(random.element([2, -2])))
        case 21: return .addView
        case 22: return .deleteSelected
        case 23: return .moveSelected(by: random.element([1, -1]))
        case 24, 25:
            let priority = random.element(["", " @750", " @250", " @999", " @1"])
            return .addUserConstraint(random.element([
                "\(someView).width >= \(random.next(10...200))\(priority)",
                "\(someView).width == \(otherView).width\(priority)",
                "\(someView).height == 0.5 * \(someView).width\(priority)",
                "StackView.width <= \(random.next(100...500))\(priority)",
                "\(someView).top == StackView.top + \(random.next(0...30))\(priority)",
            ]))
        case 26: return .toggleUserConstraint(at: random.next(0...2))
        case 27: return .removeUserConstraint(at: random.next(0...2))
        case 28: return .addNestedStack
        case 29: return random.element([.enterNestedStack, .leaveNestedStack])
        case 30, 31: return .undo
        case 32: return .redo
        default: return .setStackSize(StackSize(width: random.element([nil, 320, 150]), height: random.element([nil, 240, 60])))
        }
    }
}
