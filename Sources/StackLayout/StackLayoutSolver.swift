/// Scene in, solved layout out: UIKit's constraints for the scene, plus stackplay's own
/// (listed under their own identifiers), solved with strictly ordered priorities.
public enum StackLayoutSolver {
    /// Every constraint the scene is solved with, in the order they are added: stackplay's
    /// origin, UIKit's constraints (every stack's, content sizes, scene sizes), the user's own,
    /// stackplay's tie-breaks (of every stack's views, then of UIKit's priority floors where
    /// `floorTieBreaks` says, by default where
    /// ``PlaygroundConstraints/floorsCanGiveWay(in:)`` does for `scene`: the playground
    /// solves a sized stack without its size, its edit variables taking the size's place,
    /// and passes what the sized scene says).
    public static func constraints(for scene: Scene, floorTieBreaks: Bool? = nil) -> [LayoutConstraint] {
        // UIKit's constraints are by far the most: the others join their array, which grows
        // once (the two origin constraints go in front).
        let origin = PlaygroundConstraints.originConstraints(for: scene.stack.layoutDirection)
        var all = UIKitConstraints.constraints(for: scene)
        var tieBreaks = scene.stackLevels.flatMap { PlaygroundConstraints.tieBreaks(for: $0.scene) }
        if floorTieBreaks ?? PlaygroundConstraints.floorsCanGiveWay(in: scene) {
            tieBreaks += PlaygroundConstraints.floorTieBreaks(among: all)
        }
        all.reserveCapacity(origin.count + all.count + scene.constraints.count + tieBreaks.count)
        all.insert(contentsOf: origin, at: 0)
        all += scene.constraints
        all += tieBreaks
        return all
    }

    /// A solver loaded with the scene's constraints, for solving repeatedly (resizing).
    public static func engine(for scene: Scene) -> LayoutEngine {
        LayoutEngine(scene: scene, constraints: constraints(for: scene))
    }

    /// The solved layout of `scene`. Ambiguity analysis can be skipped when only frames are needed.
    public static func solve(_ scene: Scene, includingAmbiguity: Bool = true) -> LayoutResult {
        engine(for: scene).result(includingAmbiguity: includingAmbiguity)
    }
}
