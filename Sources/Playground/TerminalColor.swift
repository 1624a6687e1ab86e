import StackLayout

/// A named terminal colour: a small palette that the terminal (or the colour depth) maps to
/// real colours, plus the terminal's own default.
public enum TerminalColor: String, Hashable, Sendable, CaseIterable {
    /// The terminal's default foreground or background.
    case `default`
    /// The named colours: the eight standard ones and gray (bright black).
    case black, red, green, yellow, blue, magenta, cyan, white, gray
}

/// How many colours the terminal can show, which decides the SGR codes used for a colour.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
    /// No colours: only bold, dim, reverse and underline are written.
    case monochrome
    /// The 16 standard colours (SGR 30–37 and 90–97).
    case ansi16
    /// The 256-colour palette (SGR 38;5;n), with shades chosen to read on dark and light
    /// backgrounds alike.
    case ansi256
}

extension TerminalColor {
    /// The SGR parameters that select this colour, as foreground or background, at `depth`;
    /// nil for `.monochrome`.
    func sgrParameters(background: Bool, depth: ColorDepth) -> String? {
        switch depth {
        case .monochrome:
            return nil
        case .ansi16:
            let base = background ? 40 : 30
            switch self {
            case .default: return String(base + 9)
            case .black: return String(base)
            case .red: return String(base + 1)
            case .green: return String(base + 2)
            case .yellow: return String(base + 3)
            case .blue: return String(base + 4)
            case .magenta: return String(base + 5)
            case .cyan: return String(base + 6)
            case .white: return String(base + 7)
            case .gray: return String(base + 60)
            }
        case .ansi256:
            guard let index = palette256Index else { return background ? "49" : "39" }
            return (background ? "48;5;" : "38;5;") + String(index)
        }
    }

    /// The 256-colour palette entry: mid-bright shades that keep their contrast on both
    /// dark and light backgrounds; nil for `.default`.
    private var palette256Index: Int? {
        switch self {
        case .default: return nil
        case .black: return 16
        case .red: return 160
        case .green: return 28
        case .yellow: return 136
        case .blue: return 26
        case .magenta: return 127
        case .cyan: return 30
        case .white: return 252
        case .gray: return 244
        }
    }
}

extension TerminalColor {
    /// The terminal colour of a colour a scene names.
    public init(_ color: ViewColor) {
        switch color {
        case .red: self = .red
        case .green: self = .green
        case .yellow: self = .yellow
        case .blue: self = .blue
        case .magenta: self = .magenta
        case .cyan: self = .cyan
        case .gray: self = .gray
        }
    }
}
