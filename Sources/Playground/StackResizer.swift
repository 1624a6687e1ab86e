import StackLayout

/// The solver of a fixed-size stack, kept between key presses: the stack's width and height
/// are edit variables, so that resizing suggests new values instead of building the layout
/// again, as when dragging a stack view's edge in Interface Builder.
///
/// The edit variables are listed with the constraints as
/// `stackplay-size: StackView.width == W @999`, so that what is shown is what was solved.
final class StackResizer {
    /// The identifier of the listed edit-variable constraints.
    static let identifier = "stackplay-size"
    /// The edit variables' priority: below required, above every other priority UIKit uses.
    static let priority: Double = 999

    private let engine: LayoutEngine
    private(set) var width: Double
    private(set) var height: Double

    /// Builds the solver for `scene` without its fixed size (the edit variables take its
    /// place) and suggests `width` × `height`.
    init(scene: Scene, width: Double, height: Double) {
        var free = scene
        free.stack.width = nil
        free.stack.height = nil
        engine = StackLayoutSolver.engine(for: free)
        engine.makeStackSizeEditable(width: true, height: true, priority: Self.priority)
        self.width = width
        self.height = height
        engine.setStackSize(width: width, height: height)
    }

    /// Suggests a new size to the solver.
    func resize(width: Double, height: Double) {
        self.width = width
        self.height = height
        engine.setStackSize(width: width, height: height)
    }

    /// The solved layout, with the edit variables listed among the constraints.
    func layout() -> LayoutResult {
        var result = engine.result()
        result.constraints += [
            LayoutConstraint(Self.identifier, LayoutAnchor(LayoutItem.stackView, .width), .equal, constant: width, priority: Self.priority),
            LayoutConstraint(Self.identifier, LayoutAnchor(LayoutItem.stackView, .height), .equal, constant: height, priority: Self.priority),
        ]
        return result
    }
}

extension StackResizer: Equatable {
    /// Two resizers are the same only when they are the same solver.
    static func == (lhs: StackResizer, rhs: StackResizer) -> Bool { lhs === rhs }
}
