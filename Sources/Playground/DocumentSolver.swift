import StackLayout

/// The one place the playground asks the solver for a layout.
///
/// An unsized stack, or one that fills the canvas, is solved from scratch. A fixed-size
/// stack keeps its solver between actions: its width and height are edit variables, so
/// that resizing suggests new values instead of building the layout again, as when
/// dragging a stack view's edge in Interface Builder. The edit variables are listed with
/// the constraints as `stackplay-size: StackView.width == W @999`, so that what is shown is
/// what was solved.
///
/// It is a value: a copy that resizes gets a solver of its own (the engine is shared only
/// until one of the copies changes it).
struct DocumentSolver {
    /// The identifier of the listed edit-variable constraints.
    static let identifier = "stackplay-size"
    /// The edit variables' priority: below required, above every other priority UIKit uses.
    static let priority: Double = 999

    /// The engine of a fixed-size stack, with the size it was last given.
    private final class SizedEngine {
        let engine: LayoutEngine
        var width: Double
        var height: Double

        /// The engine of `scene` without its fixed size (the edit variables take its place).
        init(scene: Scene, width: Double, height: Double) {
            var free = scene
            free.stack.width = nil
            free.stack.height = nil
            engine = StackLayoutSolver.engine(for: free)
            engine.makeStackSizeEditable(width: true, height: true, priority: DocumentSolver.priority)
            self.width = width
            self.height = height
            engine.setStackSize(width: width, height: height)
        }
    }

    private var sized: SizedEngine?

    /// The size `scene`'s stack takes as it is (0 for a dimension that is not finite).
    static func naturalSize(of scene: Scene) -> (width: Double, height: Double) {
        let frame = StackLayoutSolver.solve(scene, includingAmbiguity: false).frame(of: LayoutItem.stackView)
        return (frame?.width ?? 0, frame?.height ?? 0)
    }

    /// The layout of `document`, solved from scratch (a fixed-size stack gets a new engine).
    mutating func solve(_ document: PlaygroundDocument) -> LayoutResult {
        switch document.sizeMode {
        case .unsized, .fillCanvas:
            sized = nil
            return StackLayoutSolver.solve(document.scene)
        case .fixed:
            let stack = document.scene.stack
            let engine = SizedEngine(scene: document.scene, width: stack.width ?? 0, height: stack.height ?? 0)
            sized = engine
            return layout(of: engine)
        }
    }

    /// The layout of `document` after only its fixed stack size changed: the size is
    /// suggested to the engine's edit variables (a copy's engine is rebuilt first).
    mutating func resize(_ document: PlaygroundDocument) -> LayoutResult {
        guard document.sizeMode == .fixed, isKnownUniquelyReferenced(&sized), let engine = sized else {
            return solve(document)
        }
        engine.width = document.scene.stack.width ?? 0
        engine.height = document.scene.stack.height ?? 0
        engine.engine.setStackSize(width: engine.width, height: engine.height)
        return layout(of: engine)
    }

    /// The solved layout, with the edit variables listed among the constraints.
    private func layout(of sized: SizedEngine) -> LayoutResult {
        var result = sized.engine.result()
        result.constraints += [
            LayoutConstraint(Self.identifier, LayoutAnchor(LayoutItem.stackView, .width), .equal, constant: sized.width, priority: Self.priority),
            LayoutConstraint(Self.identifier, LayoutAnchor(LayoutItem.stackView, .height), .equal, constant: sized.height, priority: Self.priority),
        ]
        return result
    }
}
