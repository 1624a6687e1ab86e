import StackLayout

/// The one place the playground asks the solver for a layout.
///
/// The solver is kept between actions and moved to each new scene by changing only what
/// changed (``LayoutEngine/update(to:)``, which rebuilds where an in-place change could give
/// another answer). A stack with a size in points on one axis or both has each fixed
/// dimension as an edit variable, so that
/// resizing suggests new values instead of building the layout again, as when dragging a
/// stack view's edge in Interface Builder. The edit variables are listed with the
/// constraints as `stackplay-size: StackView.width == W @999`, so that what is shown is
/// what was solved.
///
/// The scene's size is a required constraint (`stackplay layout` and `render` solve it so,
/// as UIKit treats a developer's size constraint). The edit variables give the same layout
/// whenever the size holds; when it gives way instead (a required constraint of the user's
/// fights it), the scene is solved from scratch with the size required, so that the
/// playground shows the conflict and the layout the command line shows.
///
/// It is a value: a copy that resizes gets a solver of its own (the engine is shared only
/// until one of the copies changes it).
public struct DocumentSolver {
    /// The identifier of the listed edit-variable constraints.
    static let identifier = "stackplay-size"
    /// The edit variables' priority: below required, above every other priority UIKit uses.
    static let priority: Double = 999

    /// The engine of a stack with a size, with the size it was last given (nil: that axis
    /// is unsized and has no edit variable). `stackplay bench --matrix` times its keys
    /// through it, as the playground takes them.
    public final class SizedEngine {
        /// The engine, solving the scene without its size.
        public let engine: LayoutEngine
        var width: Double?
        var height: Double?

        /// The engine of `scene` without its size (the edit variables take its place).
        public init(scene: Scene) {
            let free = scene.withoutStackSize
            width = scene.stack.width
            height = scene.stack.height
            engine = LayoutEngine(
                scene: free, constraints: Self.constraints(of: scene),
                editableWidth: width, height: height, priority: DocumentSolver.priority
            )
        }

        /// The constraints of `scene` without its size, with the tie-breaks of UIKit's
        /// priority floors where the sized scene needs them (a size along the stack's axis
        /// can make constraints at a floor give way).
        static func constraints(of scene: Scene) -> [LayoutConstraint] {
            StackLayoutSolver.constraints(for: scene.withoutStackSize, floorTieBreaks: PlaygroundConstraints.floorsCanGiveWay(in: scene))
        }

        /// Whether `scene` sizes the same axes as this engine does (its edit variables).
        func sizesSameAxes(as scene: Scene) -> Bool {
            (width == nil) == (scene.stack.width == nil) && (height == nil) == (scene.stack.height == nil)
        }

        /// Moves the engine to `scene`: only what changed goes to the solver
        /// (``LayoutEngine/update(to:)``), then the stack's size is suggested again.
        public func update(to scene: Scene) {
            engine.update(to: scene.withoutStackSize, constraints: Self.constraints(of: scene))
            width = scene.stack.width
            height = scene.stack.height
            engine.setStackSize(width: width, height: height)
        }
    }

    private(set) var sized: SizedEngine?

    /// The layout of `document`: the kept engine updated to it, or a new engine.
    mutating func solve(_ document: PlaygroundDocument) -> LayoutResult {
        // The engine this state owns moves to the new scene, changing in the solver only what
        // changed; a copy's shared engine, or one whose edit variables are on other axes, is
        // built anew. Either way the answer is the from-scratch one (LayoutEngineUpdateTests).
        if isKnownUniquelyReferenced(&sized), let engine = sized, engine.sizesSameAxes(as: document.scene) {
            engine.update(to: document.scene)
            return layout(of: engine, scene: document.scene)
        }
        let engine = SizedEngine(scene: document.scene)
        sized = engine
        return layout(of: engine, scene: document.scene)
    }

    /// The layout of `document` after only its stack size changed: the size is suggested
    /// to the engine's edit variables (the engine is rebuilt first when an axis became sized
    /// or unsized, or when a copy shares it).
    mutating func resize(_ document: PlaygroundDocument) -> LayoutResult {
        let stack = document.scene.stack
        guard isKnownUniquelyReferenced(&sized), let engine = sized,
              (engine.width == nil) == (stack.width == nil), (engine.height == nil) == (stack.height == nil) else {
            return solve(document)
        }
        engine.width = stack.width
        engine.height = stack.height
        engine.engine.setStackSize(width: engine.width, height: engine.height)
        return layout(of: engine, scene: document.scene)
    }

    /// Frees what the engine's last rebuilds replaced (see
    /// ``StackLayout/LayoutEngine/releaseReplacedState()``).
    func releaseReplacedState() {
        sized?.engine.releaseReplacedState()
    }

    /// The solved layout, with the edit variables listed among the constraints; the
    /// from-scratch layout of `scene` (its size required) when the size gave way.
    private func layout(of sized: SizedEngine, scene: Scene) -> LayoutResult {
        var result = sized.engine.result()
        if Self.sizeGaveWay(in: result, width: sized.width, height: sized.height) {
            return StackLayoutSolver.solve(scene)
        }
        if let width = sized.width {
            result.constraints.append(LayoutConstraint(Self.identifier, LayoutAnchor(LayoutItem.stackView, .width), .equal, constant: width, priority: Self.priority))
        }
        if let height = sized.height {
            result.constraints.append(LayoutConstraint(Self.identifier, LayoutAnchor(LayoutItem.stackView, .height), .equal, constant: height, priority: Self.priority))
        }
        return result
    }

    /// Whether the stack's frame in `result` misses a size it was given (beyond rounding).
    private static func sizeGaveWay(in result: LayoutResult, width: Double?, height: Double?) -> Bool {
        guard width != nil || height != nil, let stack = result.frame(of: LayoutItem.stackView) else { return false }
        let tolerance = 1e-6
        if let width, abs(stack.width - width) > tolerance * max(1, abs(width)) { return true }
        if let height, abs(stack.height - height) > tolerance * max(1, abs(height)) { return true }
        return false
    }
}
