import StackLayout

/// The interactive playground's model: the document being edited (the scene, how the stack
/// is sized, the selection) with its undo history, the document's solved layout, and what
/// the screen shows besides (``PlaygroundUI``).
///
/// It changes only through ``update(_:)``, which takes a ``PlaygroundAction`` (from a key,
/// the mouse or the driver) and returns the ``PlaygroundEffect``s the driver carries out;
/// every change to the scene solves it again, so ``layout`` is always the layout of
/// ``scene``. It knows nothing of the screen: ``ScreenLayout`` turns keys and clicks into
/// actions and ``PlaygroundScreen`` draws it.
public struct PlaygroundState {
    /// The scene's name, shown as the title (an example's name or a file name).
    public internal(set) var name: String
    /// The file `w` saves to; nil until the scene has one.
    public internal(set) var file: String?
    /// The scene and the selection.
    public internal(set) var document: PlaygroundDocument
    /// What `u` and `U` walk.
    public internal(set) var history = DocumentHistory()
    /// Overlays, panel, prompt and message.
    public internal(set) var ui = PlaygroundUI()
    /// The lesson being walked, in lesson mode (`stackplay lesson NAME`).
    public internal(set) var lesson: LessonProgress?
    /// The demo being played, in demo mode (`stackplay demo FILE`).
    public internal(set) var demo: DemoProgress?
    /// ``scene`` solved (for a fixed-size stack, by a solver whose stack size is an edit
    /// variable).
    public internal(set) var layout = LayoutResult(constraints: [], items: [])

    /// The scene as it was last loaded or saved.
    var savedScene: Scene
    /// The stack's last size that `s` does not step through (set by resizing it or typing
    /// it), which `s` comes back to after the device sizes.
    var customStackSize: StackSize?
    /// The one way to the solver.
    var solver = DocumentSolver()
    /// The why panel's explanations of the current document.
    let explanations = ExplanationCache()

    /// Points added or removed by one press of `+` or `-` (and `,` or `.`).
    public static let spacingStep: Double = 4
    /// Points an arrow key adds to or removes from the selected view's intrinsic size.
    public static let sizeStep: Double = 10
    /// Points Shift+arrow adds to or removes from a fixed-size stack.
    public static let stackSizeStep: Double = 10
    /// Points `f`/`F` and `e`/`E` move a baseline.
    public static let baselineStep: Double = 2
    /// The margin sizes `M` cycles through, on every edge; after the last comes the first.
    public static let marginSizes: [Double] = [8, 16, 24, 0]
    /// The number of arranged views the digit keys reach: `0` is the first view, as in
    /// `arrangedSubviews[0]`, the examples' `Subview0` and a box's `#0` label.
    public static let digitViews = 10

    /// Starts the playground on `scene`, called `name` on screen; `file` is where `w` saves
    /// (nil: `w` asks for a file name). The stack keeps the size the scene gives it, axis by
    /// axis, so that saving it unchanged writes the same scene.
    public init(scene: Scene, name: String, file: String? = nil, animates: Bool = true) {
        self.name = name
        self.file = file
        document = PlaygroundDocument(scene: scene, selectedIndex: nil)
        ui.animates = animates
        savedScene = scene
        layout = solver.solve(document)
        rememberCustomSize()
        assignColorSlots()
        refitDrawing()
    }

    /// Fits the drawing to the scene as it is now, forgetting the larger ones drawn before
    /// (see ``DrawingExtent``): a scene opened or a lesson step's scene set.
    mutating func refitDrawing() {
        ui.drawingExtent = DrawingExtent(layout: layout, scene: scene, showGuides: ui.showGuides)
        ui.galleryExtent = Gallery.Extent()
        extendGallery()
    }

    /// Keeps the drawing's scale for what is drawn now too (see ``DrawingExtent``), and the
    /// gallery's, where it is shown.
    mutating func extendDrawing() {
        ui.drawingExtent.include(layout: layout, scene: scene, showGuides: ui.showGuides)
        extendGallery()
    }

    /// Keeps the gallery's scale for its panels as they are now, where it is shown (see
    /// ``Gallery/Extent``).
    private mutating func extendGallery() {
        guard let variation = ui.gallery else { return }
        let path = scene.validPrefix(of: document.stackPath)
        if path != ui.galleryExtentPath {
            ui.galleryExtent = Gallery.Extent()
            ui.galleryExtentPath = path
        }
        ui.galleryExtent.include(Gallery.Extent(of: scene, by: variation, at: path))
    }

    /// Frees the solver a rebuilding key press replaced (see
    /// ``StackLayout/LayoutEngine/releaseReplacedState()``): the driver calls it once the
    /// frame is drawn, so that the key's frame does not wait for the old solver to be freed.
    public func releaseReplacedSolvers() {
        solver.releaseReplacedState()
    }

    /// The scene being explored.
    public var scene: Scene { document.scene }

    /// Whether the stack has a size in points (on either axis).
    public var sizeMode: StackSizeMode {
        scene.stack.width == nil && scene.stack.height == nil ? .unsized : .fixed
    }

    /// What the last action did, if anything.
    public var message: String? { ui.message }

    /// The names of the hidden arranged views of the stack being edited, in its order.
    public var hiddenViewNames: [String] {
        current.views.filter(\.hidden).map(\.name)
    }

    /// The selected arranged view's name (in the stack being edited), if any.
    public var selectedViewName: String? {
        document.validSelection.map { current.views[$0].name }
    }

    /// Whether the scene differs from the one last loaded or saved.
    public var hasUnsavedChanges: Bool {
        scene != savedScene
    }

    // MARK: Changing the document

    /// Makes an undoable change to the scene, solves it again and says `message` (given
    /// the edited scene), when there is one; a change that changes nothing is not recorded.
    mutating func change(_ edit: (inout Scene) -> Void, message: ((Scene) -> String)? = nil) {
        var edited = scene
        edit(&edited)
        if edited != scene {
            history.record(document)
            document.scene = edited
            layout = solver.solve(document)
        }
        if let message { ui.message = message(edited) }
    }

    /// `u`: back to the document before the last change.
    mutating func undo() {
        guard let previous = history.undo(from: document) else {
            ui.message = "nothing to undo"
            return
        }
        let before = document
        restore(previous)
        ui.message = "undone" + Self.describing(before, document) + " (\(history.past.count) more)"
    }

    /// `U` or Ctrl-R: the change `u` took back.
    mutating func redo() {
        guard let next = history.redo(from: document) else {
            ui.message = "nothing to redo"
            return
        }
        let before = document
        restore(next)
        ui.message = "redone" + Self.describing(before, document) + " (\(history.future.count) more)"
    }

    /// `: distribution fillEqually → fill` after `undone`, or nothing where the change is
    /// not one ``SceneChangeSummary`` says.
    private static func describing(_ before: PlaygroundDocument, _ after: PlaygroundDocument) -> String {
        SceneChangeSummary.of(before, after).map { ": " + $0 } ?? ""
    }

    private mutating func restore(_ restored: PlaygroundDocument) {
        document = restored
        layout = solver.solve(document)
    }

    /// The case `step` places after `value` in `allCases`, wrapping around at both ends.
    static func cycled<Value: CaseIterable & Equatable>(_ value: Value, by step: Int) -> Value {
        let cases = Array(Value.allCases)
        guard !cases.isEmpty, let index = cases.firstIndex(of: value) else { return value }
        let count = cases.count
        return cases[((index + step) % count + count) % count]
    }
}
