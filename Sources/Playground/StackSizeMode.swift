/// How the playground sizes the stack view, cycled with `s`.
public enum StackSizeMode: String, CaseIterable, Equatable, Sendable {
    /// No size: the stack settles at its tightest size around its views, as a stack that is
    /// only centred in its superview.
    case unsized
    /// Pinned to the edges of the drawing area: the stack is as large as the screen allows.
    case fillCanvas
    /// A size of its own, changed with Shift+arrows (or `H`/`J`/`K`/`L`) through the
    /// solver's edit variables, like dragging the stack's edge.
    case fixed

    /// How the status line and the help name it.
    public var title: String {
        switch self {
        case .unsized: return "unsized"
        case .fillCanvas: return "fills the canvas"
        case .fixed: return "fixed size"
        }
    }
}
