import StackLayout

/// An explanation the why panel needs and has not got: the document's scene, the
/// constraints its layout was solved with, and the item to explain. A value that can be
/// handed to another thread, so that the driver can work it out there while keys and
/// drawing go on (see ``PlaygroundState/explainsInBackground``).
public struct ExplanationRequest: Equatable, Sendable {
    /// The scene explained.
    public let scene: Scene
    /// Exactly the constraints its layout was solved with.
    public let constraints: [LayoutConstraint]
    /// The item explained.
    public let item: String

    /// Works the explanation out: one solve per constraint that holds with equality, so it
    /// takes long on long stacks. Nil when `shouldStop`, asked before each of those solves
    /// with how many are done, answers true.
    public func explanation(stoppingWhen shouldStop: (ExplanationProgress) -> Bool = { _ in false }) -> Explanation? {
        Explainer.explain(scene: scene, constraints: constraints, items: [item], stoppingWhen: shouldStop)
    }

    /// The explanation taken apart into its what-ifs (the layout solved once now), for a
    /// driver that runs them several at once.
    public func plan() -> ExplanationPlan {
        ExplanationPlan(scene: scene, constraints: constraints, items: [item])
    }
}
