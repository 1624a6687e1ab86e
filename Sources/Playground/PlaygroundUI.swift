/// Everything shown besides the document: the overlays, the panel's scroll, the save
/// prompt and what the last action did. None of it is undone.
public struct PlaygroundUI: Equatable, Sendable {
    /// Whether the help overlay is open.
    public var showHelp = false
    /// The help overlay's page, where the terminal is too small for every key at once (the
    /// overlay takes it modulo its page count).
    public var helpPage = 0
    /// Whether the constraints panel is shown.
    public var showPanel = false
    /// Whether the why panel is shown (in the constraints panel's place: one at a time).
    public var showWhy = false
    /// Whether a panel (the constraints or the why panel) is shown.
    public var panelOpen: Bool { showPanel || showWhy }
    /// The first panel body line shown (the screen clamps what it asks for).
    public var panelScroll = 0
    /// Whether the gap guides and the alignment spacer are drawn.
    public var showGuides = false
    /// The size the drawing keeps its scale for (see ``DrawingExtent``).
    public var drawingExtent = DrawingExtent()
    /// Whether the views' labels show their intrinsic sizes and priorities (`p`).
    public var showPriorities = false
    /// The gallery shown instead of the drawing (`G`): the scene once per distribution or
    /// per alignment; nil when the drawing is shown.
    public var gallery: Gallery.Variation?
    /// The size the gallery keeps its scale for while it is shown (see ``Gallery/Extent``).
    public var galleryExtent = Gallery.Extent()
    /// The stack the gallery varied when ``galleryExtent`` was made: entering or leaving a
    /// nested stack starts the gallery of another stack, fitted afresh.
    var galleryExtentPath: StackPath = []
    /// Each view's colour slot, by name: a view keeps its colour through reorders, inserts
    /// and renames (see ``PlaygroundState/assignColorSlots()``).
    public var colorSlots: [String: Int] = [:]
    /// Whether presenter mode is on (`P`, `--present`): no key line, the last change as a
    /// large caption, a legend strip, high contrast.
    public var presenting = false
    /// The last change of the scene, as presenter mode shows it (`spacing 8`).
    public var caption: String?
    /// Whether layout changes animate.
    public var animates = true
    /// What the last action did (`Subview1 hidden`), until the next one; nil when there is
    /// nothing to say.
    public var message: String?
    /// Whether ``message`` is a warning that must be read whole (why a save failed, that
    /// quitting loses changes): it is wrapped over the drawing rather than cut.
    public var messageIsWarning = false
    /// The file name being typed at the save prompt, while it is open.
    public var prompt: String?
    /// Whether the name in the prompt is one it opened with (the scene's file, for `W`), shown
    /// selected: the first character typed replaces it, as a save dialog's name field does;
    /// an editing key keeps it. Typing after it made `sc2.jsonsc3.json`.
    public var promptSelected = false
    /// A file name, as typed, that the user has said to replace (Enter again at the prompt
    /// that said it was there): the driver saves over a file other than the scene's own only
    /// then. Save-as replaced any file without a word.
    public var replacing: String?
    /// Why the prompt asks before replacing ``replacing``.
    public var replacingReason = ReplaceReason.anotherFile
    /// The command typed at the command line (`:`), while it is open.
    public var command: CommandLineInput?
    /// The commands run (or tried), the newest last, for ↑ and ↓.
    public var commandHistory: [String] = []
    /// Whether the last action was a quit refused for unsaved changes.
    public var quitRequested = false
}
