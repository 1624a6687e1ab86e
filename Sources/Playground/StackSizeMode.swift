/// How the playground's stack is sized, for messages: it follows the scene's `width` and
/// `height`, each of which is either absent (unsized on that axis) or a size in points.
/// Nothing the terminal does changes either: the screen only scales the drawing.
public enum StackSizeMode: String, CaseIterable, Equatable, Sendable {
    /// No size on either axis: the stack settles at its tightest size around its views, as
    /// a stack that is only centred in its superview.
    case unsized
    /// A size in points on one axis or both, changed with `s`, Shift+arrows (or `H` `J` `K`
    /// `L`), a drag of its edge or `:width`, `:height`, `:size`.
    case fixed

    /// How the status line and the help name it.
    public var title: String {
        switch self {
        case .unsized: return "unsized"
        case .fixed: return "fixed size"
        }
    }
}
