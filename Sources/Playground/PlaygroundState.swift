import StackLayout

/// The interactive playground's model: the scene being explored, its solved layout, and
/// what the screen shows besides (selection, constraints panel, help, a prompt, a message
/// about the last change), with the history that `u` and `U` walk.
///
/// Keys change it through ``handle(_:)`` (and the mouse through
/// ``handleMouse(_:screenWidth:screenHeight:color:ascii:)``); every change to the scene
/// solves it again, so ``layout`` is always the layout of ``scene``. Drawing it is
/// ``PlaygroundScreen``'s job.
public struct PlaygroundState: Equatable {
    /// The scene's name, shown as the title (an example's name or a file name).
    public let name: String
    /// The scene being explored.
    public internal(set) var scene: Scene
    /// ``scene`` solved by ``StackLayoutSolver`` (or, for a fixed-size stack, by a solver
    /// whose stack size is an edit variable).
    public internal(set) var layout: LayoutResult
    /// How the stack is sized.
    public internal(set) var sizeMode: StackSizeMode
    /// The index of the selected arranged view, if any.
    public internal(set) var selectedIndex: Int?
    /// Whether the help overlay is open.
    public var showHelp: Bool
    /// Whether the constraints panel is shown.
    public internal(set) var showPanel: Bool
    /// The first panel line shown (the panel clamps it).
    public internal(set) var panelScroll: Int
    /// Whether the gap guides and the alignment spacer are drawn.
    public internal(set) var showGuides: Bool
    /// Whether layout changes animate.
    public var animates: Bool
    /// What the last key did (`Subview1 hidden`), until the next key; nil when there is
    /// nothing to say.
    public var message: String?
    /// The file `w` saves to; nil until the scene has one.
    public internal(set) var file: String?
    /// The text typed at the save prompt, while it is open.
    public internal(set) var prompt: String?

    /// The scene as it was last loaded or saved.
    var savedScene: Scene
    /// Whether the last key was a quit key that was refused for unsaved changes.
    var quitRequested = false
    /// The drawing area in points, for a stack that fills the canvas.
    var canvasPoints: (width: Double, height: Double)?
    /// Earlier states, for undo (the newest last), and undone ones, for redo.
    var history: [Snapshot] = []
    var future: [Snapshot] = []
    /// The solver of a fixed-size stack.
    var resizer: StackResizer?
    /// The drag of the stack's edge under way, if any.
    var stackDrag: StackDrag?

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
    /// The number of arranged views the digit keys reach (`1` is the first view).
    public static let digitViews = 9
    /// The most states `u` can go back.
    public static let historyLimit = 500

    /// Starts the playground on `scene`, called `name` on screen; `file` is where `w` saves
    /// (nil: `w` asks for a file name). A stack with a width or height starts in fixed-size
    /// mode, one without in unsized mode.
    public init(scene: Scene, name: String, file: String? = nil) {
        self.name = name
        self.scene = scene
        self.file = file
        savedScene = scene
        sizeMode = scene.stack.width != nil || scene.stack.height != nil ? .fixed : .unsized
        layout = LayoutResult(constraints: [], items: [])
        selectedIndex = nil
        showHelp = false
        showPanel = false
        panelScroll = 0
        showGuides = false
        animates = true
        message = nil
        prompt = nil
        if sizeMode == .fixed {
            fixUnsetDimensions()
            savedScene = self.scene  // filling in the open dimension is not a change of the user's
        }
        solve()
    }

    /// Two states are equal when everything they show and remember is; the fixed-size
    /// stack's solver is left out (what it solved is in ``layout``).
    public static func == (lhs: PlaygroundState, rhs: PlaygroundState) -> Bool {
        lhs.name == rhs.name && lhs.scene == rhs.scene && lhs.layout == rhs.layout
            && lhs.sizeMode == rhs.sizeMode && lhs.selectedIndex == rhs.selectedIndex
            && lhs.showHelp == rhs.showHelp && lhs.showPanel == rhs.showPanel
            && lhs.panelScroll == rhs.panelScroll && lhs.showGuides == rhs.showGuides
            && lhs.animates == rhs.animates && lhs.message == rhs.message && lhs.file == rhs.file
            && lhs.prompt == rhs.prompt && lhs.savedScene == rhs.savedScene
            && lhs.quitRequested == rhs.quitRequested
            && lhs.canvasPoints?.width == rhs.canvasPoints?.width
            && lhs.canvasPoints?.height == rhs.canvasPoints?.height
            && lhs.history == rhs.history && lhs.future == rhs.future && lhs.stackDrag == rhs.stackDrag
    }

    /// The names of the hidden arranged views, in scene order.
    public var hiddenViewNames: [String] {
        scene.views.filter(\.hidden).map(\.name)
    }

    /// The selected arranged view's name, if any.
    public var selectedViewName: String? {
        selectedIndex.flatMap { scene.views.indices.contains($0) ? scene.views[$0].name : nil }
    }

    /// Whether the scene differs from the one last loaded or saved.
    public var hasUnsavedChanges: Bool {
        scene != savedScene
    }

    /// Tells the playground how large the drawing area is, in points at the screen's scale,
    /// so that a stack that fills the canvas can be sized; the driver calls it before each
    /// drawing (see ``PlaygroundScreen/canvasPoints(for:width:height:)``).
    public mutating func setCanvasPoints(width: Double, height: Double) {
        if canvasPoints?.width == width && canvasPoints?.height == height { return }
        canvasPoints = (width, height)
        if sizeMode == .fillCanvas {
            scene.stack.width = width
            scene.stack.height = height
            solve()
        }
    }

    /// Solves ``scene`` again, the way ``sizeMode`` says.
    mutating func solve() {
        switch sizeMode {
        case .unsized, .fillCanvas:
            resizer = nil
            layout = StackLayoutSolver.solve(scene)
        case .fixed:
            let resizer = StackResizer(scene: scene, width: scene.stack.width ?? 0, height: scene.stack.height ?? 0)
            self.resizer = resizer
            layout = resizer.layout()
        }
    }

    /// In fixed-size mode, a dimension the scene leaves open takes the size the stack has now.
    mutating func fixUnsetDimensions() {
        let current = StackLayoutSolver.solve(scene, includingAmbiguity: false).frame(of: LayoutItem.stackView)
        if scene.stack.width == nil { scene.stack.width = (current?.width ?? 0).rounded() }
        if scene.stack.height == nil { scene.stack.height = (current?.height ?? 0).rounded() }
    }
}
