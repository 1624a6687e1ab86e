/// How one terminal cell is drawn: colours and text attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour; nil leaves the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour; nil leaves the terminal's default.
    public var background: TerminalColor?
    /// Bold (bright) text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool

    /// Creates a style; by default the terminal's plain text.
    public init(
        foreground: TerminalColor? = nil,
        background: TerminalColor? = nil,
        bold: Bool = false,
        dim: Bool = false,
        reverse: Bool = false,
        underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's plain text: no colours, no attributes.
    public static let plain = CellStyle()

    /// Whether a space drawn in this style shows on screen (a background, reverse video or
    /// an underline); trailing cells that do not show can be left out of a line.
    public var showsBlank: Bool {
        reverse || underline || (background.map { $0 != .default } ?? false)
    }

    /// The style without colours (for a monochrome terminal).
    var withoutColors: CellStyle {
        var style = self
        style.foreground = nil
        style.background = nil
        return style
    }

    /// Whether the style draws exactly like plain text (a `.default` colour is no colour).
    var isPlain: Bool {
        !bold && !dim && !reverse && !underline
            && (foreground ?? .default) == .default && (background ?? .default) == .default
    }
}
