import StackLayout
import Testing

/// `left`, `right` and `centerX` are screen positions: in a right-to-left stack a constraint
/// on them holds on screen as written, and the layout is the mirror image of the
/// left-to-right stack with the mirrored constraint.
@Suite("Right-to-left: constraints on screen positions")
struct ScreenPositionTests {
    /// A stack of three views with `constraint`, in `direction`.
    static func scene(_ distribution: String, _ constraint: String, direction: String) throws -> Scene {
        try SceneJSON.decode("""
            {"version": 2, "stack": {"distribution": "\(distribution)", "width": 300, "layoutDirection": "\(direction)"},
             "views": [{"name": "A", "width": 40, "height": 10}, {"name": "B", "width": 60, "height": 10},
                       {"name": "C", "width": 20, "height": 10}],
             "constraints": ["\(constraint)"]}
            """, file: "scene.json")
    }

    /// `constraint` seen in a mirror: left and right trade places, the constant changes sign
    /// and `<=`/`>=` trade places (for a multiplier of 1).
    static func mirrored(_ constraint: String) -> String {
        var parts = constraint.split(separator: " ").map(String.init)
        for index in parts.indices {
            parts[index] = parts[index].replacingOccurrences(of: ".left", with: ".@").replacingOccurrences(of: ".right", with: ".left")
                .replacingOccurrences(of: ".@", with: ".right")
            switch parts[index] {
            case "<=": parts[index] = ">="
            case ">=": parts[index] = "<="
            case "+": parts[index] = "-"
            case "-": parts[index] = "+"
            default: break
            }
        }
        return parts.joined(separator: " ")
    }

    static let constraints = [
        "A.left >= StackView.centerX",
        "B.right <= StackView.centerX - 10",
        "C.centerX == StackView.centerX + 30 @500",
        "A.right <= C.left - 12",
        "B.left == A.right + 5 @700",
        "C.centerX >= B.centerX + 50",
    ]

    @Test(arguments: ["equalSpacing", "fill", "equalCentering"])
    func aRightToLeftStackIsTheMirrorImage(distribution: String) throws {
        for constraint in Self.constraints {
            let rightToLeft = StackLayoutSolver.solve(try Self.scene(distribution, constraint, direction: "rightToLeft"))
            let leftToRight = StackLayoutSolver.solve(try Self.scene(distribution, Self.mirrored(constraint), direction: "leftToRight"))
            #expect(rightToLeft.conflicts.isEmpty == leftToRight.conflicts.isEmpty, "\(distribution): \(constraint)")
            for name in ["A", "B", "C"] {
                let frame = try #require(rightToLeft.frame(of: name)), mirror = try #require(leftToRight.frame(of: name))
                #expect(abs(frame.x - (300 - mirror.x - mirror.width)) < 1e-6 && abs(frame.width - mirror.width) < 1e-6,
                        "\(distribution): \(constraint): \(name) at \(frame) against \(mirror)")
            }
        }
    }

    /// The reviewer's case: in a 100-point right-to-left stack, A comes first, at the right;
    /// `A.left >= StackView.centerX` holds there (no conflict), `A.right <= StackView.centerX`
    /// cannot.
    @Test func aRequiredScreenPositionHoldsOnScreen() throws {
        func solve(_ constraint: String) throws -> LayoutResult {
            StackLayoutSolver.solve(try SceneJSON.decode("""
                {"version": 2, "stack": {"distribution": "equalSpacing", "width": 100, "layoutDirection": "rightToLeft"},
                 "views": [{"name": "A", "width": 10, "height": 10}, {"name": "B", "width": 10, "height": 10}],
                 "constraints": ["\(constraint)"]}
                """, file: "scene.json"))
        }
        let holds = try solve("A.left >= StackView.centerX")
        #expect(holds.conflicts.isEmpty)
        #expect(try #require(holds.frame(of: "A")).x >= 50)
        #expect(!(try solve("A.right <= StackView.centerX")).conflicts.isEmpty)
    }

    /// An engine updated to the other direction, with the same list of constraints, solves
    /// the screen positions mirrored as a new engine does (the list alone does not change).
    @Test func anEngineTurnedToTheOtherDirectionAgreesWithANewOne() throws {
        for constraint in Self.constraints {
            let leftToRight = try Self.scene("equalSpacing", constraint, direction: "leftToRight")
            let rightToLeft = try Self.scene("equalSpacing", constraint, direction: "rightToLeft")
            let list = UIKitConstraints.constraints(for: leftToRight) + leftToRight.constraints
            let engine = LayoutEngine(scene: leftToRight, constraints: list)
            _ = engine.result()
            engine.update(to: rightToLeft, constraints: list)
            let fresh = LayoutEngine(scene: rightToLeft, constraints: list).result()
            for name in ["A", "B", "C"] {
                #expect(engine.result().frame(of: name) == fresh.frame(of: name), "\(constraint): \(name)")
            }
        }
    }

    /// On screen a right-to-left view's x is the stack's width less its leading offset and its
    /// width: where the stack's width is free, so is every x (A sits at the free width less
    /// 60), though each leading offset is fixed. Left to right only the widths are free.
    @Test func aFreeStackWidthFreesEveryXRightToLeft() throws {
        var scene = Scene(views: [ArrangedView(name: "A", width: 60, height: 40), ArrangedView(name: "B", width: nil, height: 30)])
        scene.stack.spacing = 8
        let leftToRight = StackLayoutSolver.solve(scene).ambiguous
        #expect(Set(leftToRight) == ["StackView.width", "B.width"], "\(leftToRight)")
        scene.stack.layoutDirection = .rightToLeft
        let rightToLeft = StackLayoutSolver.solve(scene).ambiguous
        #expect(Set(rightToLeft) == ["StackView.width", "A.x", "B.x", "B.width"], "\(rightToLeft)")
    }

    /// Right to left the origin is written `StackView.left == 0`: frames are read from the
    /// left, and an explanation said the stack's x was decided by `StackView.leading == 0`,
    /// its right edge. Solved mirrored it pins the same corner: the frames are those of the
    /// leading form.
    @Test(arguments: ["fill", "equalSpacing", "equalCentering"])
    func theOriginOfARightToLeftStackIsItsLeftEdge(distribution: String) throws {
        var scene = Scene(views: [ArrangedView(name: "A", width: 60, height: 40), ArrangedView(name: "B", width: 90, height: 30)])
        scene.stack.distribution = try #require(Distribution(rawValue: distribution))
        scene.stack.layoutDirection = .rightToLeft
        scene.stack.width = 300
        let constraints = StackLayoutSolver.constraints(for: scene)
        let origin = constraints.filter { $0.identifier == PlaygroundConstraints.origin }
        #expect(origin.map { $0.first.attribute } == [.left, .top])
        var leadingForm = constraints
        leadingForm.replaceSubrange(0..<2, with: PlaygroundConstraints.originConstraints)
        let left = LayoutEngine(scene: scene, constraints: constraints).result()
        let leading = LayoutEngine(scene: scene, constraints: leadingForm).result()
        #expect(left.items.map(\.frame) == leading.items.map(\.frame))
        #expect(left.frame(of: LayoutItem.stackView)?.x == 0 && left.ambiguous.isEmpty)
    }
}
