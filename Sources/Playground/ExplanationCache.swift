import StackLayout

/// The explanations the why panel shows, kept for the document they explain: explaining
/// costs one solve per constraint that holds with equality, so it is done only when the
/// why panel asks, once per document and item, and not again on redraws or scrolls.
///
/// It is a reference shared by copies of ``PlaygroundState``; since it is keyed by the
/// scene and the constraints it explains, a copy that changes its document simply asks for
/// (and keeps) a new explanation.
final class ExplanationCache {
    /// What the why panel has for an item.
    enum Lookup: Equatable {
        /// The explanation (nil: the layout has no such item).
        case ready(ItemExplanation?)
        /// Being worked out away from the screen (see ``defersWork``), and how far it has
        /// got when the driver has said (``noteProgress(_:for:)``).
        case working(ExplanationProgress?)
    }

    /// The scene and constraints the kept explanations are of.
    private var scene: Scene?
    private var constraints: [LayoutConstraint] = []
    /// The kept explanations, by item name (nil: the item is not in the layout).
    private var items: [String: ItemExplanation?] = [:]
    /// How far the explanation being worked out away from the screen has got, and for
    /// which request.
    private var progress: (request: ExplanationRequest, progress: ExplanationProgress)?
    /// How many explanations were computed (each one a set of re-solves).
    private(set) var computed = 0
    /// Whether an explanation not kept is left for the driver to work out and hand in
    /// (``store(_:for:)``), the panel saying meanwhile that it is working, instead of being
    /// worked out when the panel asks.
    var defersWork = false

    /// Why the item called `name` of `layout` (solved from `scene` with exactly
    /// `layout.constraints`) sits where it does: worked out now unless ``defersWork``.
    func lookup(_ name: String, scene: Scene, layout: LayoutResult) -> Lookup {
        keep(scene: scene, constraints: layout.constraints)
        if let kept = items[name] { return .ready(kept) }
        if defersWork {
            // Only a count of this document's run for this item.
            let current = progress.flatMap { $0.request.item == name && isKept($0.request) ? $0.progress : nil }
            return .working(current)
        }
        computed += 1
        let request = ExplanationRequest(scene: scene, constraints: layout.constraints, item: name)
        let item = request.explanation()?.item(named: name)
        items[name] = item
        return .ready(item)
    }

    /// The request for the item called `name` of `layout`, when its explanation is not kept.
    func missing(_ name: String, scene: Scene, layout: LayoutResult) -> ExplanationRequest? {
        let request = ExplanationRequest(scene: scene, constraints: layout.constraints, item: name)
        return isKept(request) && items[name] != nil ? nil : request
    }

    /// Keeps `explanation`, worked out for `request` (the explanations kept for another
    /// document go).
    func store(_ explanation: Explanation, for request: ExplanationRequest) {
        keep(scene: request.scene, constraints: request.constraints)
        computed += 1
        items[request.item] = .some(explanation.item(named: request.item))
        progress = nil
    }

    /// Notes how far the explanation for `request` has got, for the panel to show.
    func noteProgress(_ progress: ExplanationProgress, for request: ExplanationRequest) {
        self.progress = (request, progress)
    }

    /// Makes `scene` and `constraints` the document explained: for another document, the
    /// explanations kept go, and so does a count noted for another document's run (one
    /// noted for this document before it was first drawn stays).
    private func keep(scene: Scene, constraints: [LayoutConstraint]) {
        guard self.scene != scene || self.constraints != constraints else { return }
        self.scene = scene
        self.constraints = constraints
        items = [:]
        if let noted = progress, !isKept(noted.request) { progress = nil }
    }

    /// Whether `request` is of the document whose explanations are kept.
    private func isKept(_ request: ExplanationRequest) -> Bool {
        scene == request.scene && constraints == request.constraints
    }
}

extension PlaygroundState {
    /// The item the why panel explains: the selected view, or the stack being edited.
    public var explainedItem: String {
        selectedViewName ?? currentStackName
    }

    /// Why ``explainedItem`` sits where it does (from the cache: computed once per
    /// document); nil while it is being worked out away from the screen.
    public var explanation: ItemExplanation? {
        if case let .ready(item) = explanationLookup { return item }
        return nil
    }

    /// What the why panel has for ``explainedItem``.
    var explanationLookup: ExplanationCache.Lookup {
        explanations.lookup(explainedItem, scene: scene, layout: layout)
    }

    /// Whether the why panel leaves its explanations to the driver, which works each
    /// ``missingExplanation`` out on another thread and hands it in with
    /// ``provideExplanation(_:for:)``, the panel saying meanwhile that it is working; off,
    /// the panel works it out when it is drawn (tests, `bench`, recordings, whose frames
    /// must not depend on how long it takes).
    public var explainsInBackground: Bool {
        get { explanations.defersWork }
        nonmutating set { explanations.defersWork = newValue }
    }

    /// The explanation the open why panel needs and has not got; nil when the panel is
    /// closed or has it.
    public var missingExplanation: ExplanationRequest? {
        guard ui.showWhy else { return nil }
        return explanations.missing(explainedItem, scene: scene, layout: layout)
    }

    /// Tells the why panel how far the explanation for `request`, being worked out away from
    /// the screen, has got (shown while it works; ignored for a document that has changed).
    public func noteExplanationProgress(_ progress: ExplanationProgress, for request: ExplanationRequest) {
        explanations.noteProgress(progress, for: request)
    }

    /// Hands in the explanation worked out for `request`; one for a document that has
    /// changed since is dropped.
    public func provideExplanation(_ explanation: Explanation, for request: ExplanationRequest) {
        guard request.scene == scene, request.constraints == layout.constraints else { return }
        explanations.store(explanation, for: request)
    }
}
