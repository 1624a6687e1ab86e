import StackLayout

/// Everything the playground can be asked to do: keys (through ``KeyMap``), the mouse
/// (through ``ScreenLayout``) and the driver (the outcome of a save)
/// all become actions, and ``PlaygroundState/update(_:)`` is the one place that carries
/// them out.
public enum PlaygroundAction: Equatable, Sendable {
    // MARK: The stack
    /// The next (`+1`) or previous (`-1`) distribution.
    case cycleDistribution(by: Int)
    /// The next or previous alignment.
    case cycleAlignment(by: Int)
    /// Horizontal ⇄ vertical.
    case toggleAxis
    /// The stack's spacing changes by this many points.
    case changeSpacing(by: Double)
    /// Hides or shows the arranged view at this index (0 is the first view, labelled `#0`).
    case toggleHidden(viewAt: Int)
    /// Layout-margins-relative arrangement on / off.
    case toggleMarginsRelative
    /// The next margin size of ``PlaygroundState/marginSizes``, on every edge.
    case cycleMarginSize
    /// Baseline-relative arrangement on / off.
    case toggleBaselineRelative
    /// Left-to-right ⇄ right-to-left.
    case toggleLayoutDirection
    /// Unsized → device lengths along the axis → the last custom size → unsized.
    case cycleSizeMode
    /// The stack grows (or shrinks) by these many points (an unsized axis starts from the
    /// length it has).
    case resizeStack(width: Double, height: Double)
    /// A drag of a fixed-size stack's edge sets its size (nil: that dimension stays); the
    /// first action of a drag (`startsDrag`) is one step of undo for the whole drag.
    case dragStackEdge(width: Double?, height: Double?, startsDrag: Bool)
    /// A press on a fixed-size stack's edge: a drag may follow.
    case beginStackDrag
    /// The stack's size, exactly (nil: unsized on that axis).
    case setStackSize(StackSize)

    // MARK: The selected view
    /// Selects the next (`+1`) or previous (`-1`) arranged view, wrapping around.
    case selectNext(by: Int)
    /// Selects the arranged view at this index (a click on its box): of the stack being
    /// edited, or of the stack at `inStack`, which is then the one edited (`:select NAME`
    /// naming a view of another stack).
    case select(viewAt: Int, inStack: StackPath? = nil)
    /// Selects the first (or, `last`, the last) visible arranged view of the stack being edited.
    case selectVisible(last: Bool)
    /// No view selected (a click on the drawing outside every box): the why panel explains
    /// the stack.
    case clearSelection
    /// The selected view's intrinsic size changes by these many points.
    case resizeSelected(width: Double, height: Double)
    /// The selected view's content hugging on the stack's axis changes by this much.
    case changeHugging(by: Double)
    /// The selected view's compression resistance on the stack's axis changes by this much.
    case changeCompressionResistance(by: Double)
    /// The selected view loses its intrinsic size, or gets it back.
    case toggleIntrinsicSize
    /// The custom spacing after the selected view changes by this many points.
    case changeCustomSpacing(by: Double)
    /// The selected view's first (or last) baseline moves down the screen by this many
    /// points (negative: up), within the view.
    case moveBaseline(first: Bool, down: Double)
    /// A new view after the selected one (or at the end).
    case addView
    /// The selected view goes.
    case deleteSelected
    /// The selected view moves earlier (`-1`) or later (`+1`) in the arranged order.
    case moveSelected(by: Int)

    // MARK: Nested stacks
    /// The selected view is a nested stack: its views are now the ones the stack keys and
    /// view keys edit.
    case enterNestedStack
    /// Back to the stack around the current one, with the nested stack selected.
    case leaveNestedStack
    /// A new nested stack (across the current stack's axis) holding two 60×60 views, after
    /// the selected view (or at the end).
    case addNestedStack

    // MARK: The user's constraints
    /// Adds a constraint of the user's, in the one-line constraint form
    /// (`Subview0.width == 200`, `StackView.width <= 300 @750`, `id: …`); bad input changes
    /// nothing and the info line says what was expected.
    case addUserConstraint(String)
    /// Removes the user's constraint with this number (from 0, as the panel tags them).
    case removeUserConstraint(at: Int)
    /// Switches the user's constraint with this number off (listed, not solved, not saved)
    /// or back on.
    case toggleUserConstraint(at: Int)
    /// Switches the first user constraint naming the selected view (or the first of them)
    /// off or on.
    case toggleSelectedUserConstraint

    // MARK: Exact values (the command line's)
    /// The distribution, exactly (`:distribution equalCentering`).
    case setDistribution(Distribution)
    /// The alignment, exactly.
    case setAlignment(Alignment)
    /// The axis, exactly.
    case setAxis(Axis)
    /// The stack's spacing, exactly.
    case setSpacing(Double)
    /// The margin on every edge, exactly.
    case setMargins(Double)
    /// The selected view's content hugging on `axis`, exactly.
    case setHugging(axis: Axis, priority: Double)
    /// The selected view's compression resistance on `axis`, exactly.
    case setCompressionResistance(axis: Axis, priority: Double)
    /// The selected view's intrinsic size, exactly (nil: none on that axis).
    case setIntrinsicSize(width: Double?, height: Double?)
    /// The custom spacing after the selected view (nil: none, the stack's spacing applies).
    case setCustomSpacing(Double?)
    /// The selected view's first (or last) baseline offset, exactly: the first below its
    /// top, the last above its bottom.
    case setBaseline(first: Bool, offset: Double)
    /// A new view with this name and intrinsic size after the selected one (or at the end).
    case addNamedView(name: String, width: Double?, height: Double?)
    /// The selected view takes this name; its custom spacing and the user's constraints
    /// naming it (on or off) follow it. One step of undo.
    case renameSelected(to: String)
    /// The selected view's colour in the scene (`:color red`); nil: back to its palette colour.
    case setColor(ViewColor?)
    /// The arranged view at this index is hidden (or shown): of the stack being edited, or of
    /// the stack at `inStack` (`:hide NAME` naming a view of another stack).
    case setHidden(viewAt: Int, hidden: Bool, inStack: StackPath? = nil)
    /// Saves the scene to this file, which becomes the scene's file.
    case saveTo(String)
    /// Opens the scene file at this path instead of the scene (the driver reads it).
    case open(String)
    /// The driver read `scene` from `path` (``PlaygroundEffect/open(_:)``).
    case opened(Scene, path: String)
    /// The driver could not open `path`, for this reason.
    case openFailed(path: String, reason: String)

    // MARK: The command line
    /// Opens the command line (`:`).
    case openCommandLine
    /// Types a character at the command line.
    case commandInsert(Character)
    /// Deletes the character before the cursor.
    case commandDeleteBackward
    /// Deletes everything typed (Ctrl-U).
    case commandClear
    /// Recalls an earlier (`-1`) or later (`+1`) command.
    case commandHistory(by: Int)
    /// Completes the command's or the view's name being typed (Tab).
    case commandComplete
    /// Runs the command typed (Enter).
    case commandSubmit
    /// Closes the command line without running anything (Esc).
    case commandCancel

    // MARK: The gallery
    /// The gallery by distribution → by alignment → the drawing again.
    case cycleGallery
    /// The drawing again instead of the gallery.
    case closeGallery

    // MARK: Presenter mode
    /// Presenter mode on / off.
    case togglePresenter
    /// Fits the drawing to the scene as it is now (`:fit`), forgetting the larger stacks
    /// drawn before (see ``DrawingExtent``).
    case fitDrawing

    // MARK: Demo mode
    /// The demo's next step (its pace, or →).
    case playDemoStep
    /// Pauses or resumes the demo (Space).
    case toggleDemoPause

    // MARK: Lesson mode
    /// The lesson's next step (Enter in lesson mode).
    case nextLessonStep
    /// The lesson's previous step (Backspace in lesson mode).
    case previousLessonStep

    // MARK: History and files
    /// Back to the document before the last change.
    case undo
    /// The change `undo` took back.
    case redo
    /// Saves to the scene's file, or opens the save prompt when it has none.
    case save
    /// Opens the save prompt.
    case saveAs
    /// The driver saved the scene to this path (``PlaygroundEffect/save(_:to:)``).
    case saved(to: String)
    /// The driver could not save to this path, for this reason; nothing was written.
    case saveFailed(path: String, reason: String)
    /// The driver did not save to `path` as typed: a file is there that the user has not
    /// said to replace (see ``PlaygroundUI/replacing``), for `reason`: another file than the
    /// scene's own, or the scene's own changed on disk since it was read.
    case saveWouldReplace(path: String, reason: ReplaceReason)
    /// The driver has something to tell the user on the info line (keys it dropped while a
    /// slow step ran).
    case driverNote(String)

    // MARK: What is shown
    /// Opens the help overlay.
    case showHelp
    /// Closes the help overlay.
    case closeHelp
    /// Esc: backs out of one thing, the innermost first (see
    /// ``PlaygroundState/backingOut``): the help, the why or constraints panel, the gallery, the
    /// selection, a nested stack; with none of them, quits as ``quit`` does.
    case back
    /// PgDn or Space (`+1`), PgUp (`-1`) in the help overlay: its next or previous page, where
    /// the terminal is too small for every key at once.
    case pageHelp(by: Int)
    /// The constraints panel on / off.
    case togglePanel
    /// The why panel on / off (it takes the constraints panel's place).
    case toggleWhy
    /// Shows the panel from this body line (the screen has clamped it).
    case scrollPanel(to: Int)
    /// PgDn (`+1`) or PgUp (`-1`): a request that ``ScreenLayout`` turns into
    /// ``scrollPanel(to:)``, since a page is as long as the panel on screen.
    case pagePanel(by: Int)
    /// The views' intrinsic sizes and priorities on their labels on / off.
    case togglePriorities
    /// Gap guides and spacer on / off.
    case toggleGuides
    /// Animation on / off.
    case toggleAnimation

    // MARK: The save prompt
    /// Types a character at the prompt.
    case promptInsert(Character)
    /// Deletes the character before the cursor.
    case promptDeleteBackward
    /// Deletes the word before the cursor (Ctrl-W).
    case promptDeleteWord
    /// Deletes everything typed (Ctrl-U).
    case promptClear
    /// Keeps the file name the prompt opened with, selected, to type after it (→, End).
    case promptKeepName
    /// Saves to the typed path (Enter).
    case promptSubmit
    /// Closes the prompt without saving (Esc, Ctrl-C).
    case promptCancel

    // MARK: Leaving
    /// Quits, or with unsaved changes asks once first.
    case quit
}

/// What the driver does after an action: the playground itself never writes files, reads
/// clocks or leaves.
public enum PlaygroundEffect: Equatable, Sendable {
    /// Writes `scene` to `path` in the scene format and reports back with
    /// ``PlaygroundAction/saved(to:)`` or ``PlaygroundAction/saveFailed(path:reason:)``.
    case save(Scene, to: String)
    /// Reads the scene file at `path` and reports back with
    /// ``PlaygroundAction/opened(_:path:)`` or ``PlaygroundAction/openFailed(path:reason:)``.
    case open(String)
    /// The layout changed: animate from what is on screen to the state's layout.
    case animate
    /// Leave the playground.
    case quit
}
