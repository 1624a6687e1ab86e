import StackLayout

/// The explanations the why panel shows, kept for the document they explain: explaining
/// costs one solve per constraint that holds with equality, so it is done only when the
/// why panel asks, once per document and item, and not again on redraws or scrolls.
///
/// It is a reference shared by copies of ``PlaygroundState``; since it is keyed by the
/// scene and the constraints it explains, a copy that changes its document simply asks for
/// (and keeps) a new explanation.
final class ExplanationCache {
    /// The scene and constraints the kept explanations are of.
    private var scene: Scene?
    private var constraints: [LayoutConstraint] = []
    /// The kept explanations, by item name (nil: the item is not in the layout).
    private var items: [String: ItemExplanation?] = [:]
    /// How many explanations were computed (each one a set of re-solves).
    private(set) var computed = 0

    /// Why the item called `name` of `layout` (solved from `scene` with exactly
    /// `layout.constraints`) sits where it does; nil when the layout has no such item.
    func explanation(of name: String, scene: Scene, layout: LayoutResult) -> ItemExplanation? {
        if self.scene != scene || constraints != layout.constraints {
            self.scene = scene
            constraints = layout.constraints
            items = [:]
        }
        if let kept = items[name] { return kept }
        computed += 1
        let item = Explainer.explain(scene: scene, constraints: layout.constraints, items: [name]).item(named: name)
        items[name] = item
        return item
    }
}

extension PlaygroundState {
    /// The item the why panel explains: the selected view, or the stack being edited.
    public var explainedItem: String {
        selectedViewName ?? currentStackName
    }

    /// Why ``explainedItem`` sits where it does (from the cache: computed once per document).
    public var explanation: ItemExplanation? {
        explanations.explanation(of: explainedItem, scene: scene, layout: layout)
    }
}
