import Playground
import StackLayout
import Testing

/// The playground solves a sized stack without its size (edit variables take its place), so
/// it must still write the tie-breaks of UIKit's priority floors that the sized scene needs:
/// what it shows is then what `stackplay layout` prints for the same scene.
struct FloorTiePlaygroundTests {
    /// An equalCentering row of 130 views, too narrow for every gap past the 100th to be as
    /// long as the first.
    static func centeredRow(width: Double?) -> Scene {
        var scene = Scene()
        scene.stack.distribution = .equalCentering
        scene.stack.spacing = 8
        scene.stack.width = width
        scene.views = (0..<130).map { ArrangedView(name: "V\($0)", width: Double(20 + 9 * ($0 % 7)), height: 30) }
        return scene
    }

    static func floorTieBreaks(_ result: LayoutResult) -> Int {
        result.constraints.filter { $0.identifier == PlaygroundConstraints.floorTieBreak }.count
    }

    /// The first item whose frame differs by more than 1e-6, if any.
    static func difference(_ a: LayoutResult, _ b: LayoutResult) -> String? {
        for item in a.items {
            guard let other = b.frame(of: item.name) else { return "\(item.name) missing" }
            let gaps = [item.frame.x - other.x, item.frame.y - other.y, item.frame.width - other.width, item.frame.height - other.height]
            if gaps.contains(where: { abs($0) > 1e-6 }) { return "\(item.name) at \(item.frame) vs \(other)" }
        }
        return nil
    }

    @Test func aSizedStackPastItsFloorIsShownAsTheCommandLineSolvesIt() {
        var state = PlaygroundState(scene: Self.centeredRow(width: 10000), name: "row", animates: false)
        let actions: [PlaygroundAction] = [
            .changeSpacing(by: 4), .resizeStack(width: -60, height: 0), .toggleHidden(viewAt: 120),
            .changeSpacing(by: -4), .toggleHidden(viewAt: 120), .resizeStack(width: 40, height: 0),
        ]
        for (step, action) in (actions + [.undo]).enumerated() {
            _ = state.update(action)
            let command = StackLayoutSolver.solve(state.scene)
            #expect(Self.floorTieBreaks(state.layout) == Self.floorTieBreaks(command), "step \(step)")
            #expect(Self.floorTieBreaks(state.layout) > 0, "step \(step)")
            #expect(state.layout.ambiguous.isEmpty, "step \(step)")
            let difference = Self.difference(state.layout, command)
            #expect(difference == nil, "step \(step): \(difference ?? "")")
        }
    }

    @Test func anUnsizedStackHasNoFloorToSettle() {
        let state = PlaygroundState(scene: Self.centeredRow(width: nil), name: "row", animates: false)
        #expect(Self.floorTieBreaks(state.layout) == 0)
        #expect(state.layout.ambiguous.isEmpty)
        #expect(Self.difference(state.layout, StackLayoutSolver.solve(state.scene)) == nil)
    }
}
