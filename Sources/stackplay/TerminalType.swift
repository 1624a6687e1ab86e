import CNcurses
import StackLayout

#if canImport(Glibc)
import Glibc
#endif

/// What the terminal named by TERM and the locale allow, found without starting curses.
struct TerminalType {
    /// Why the playground cannot run on this terminal; nil when it can.
    var problem: String?
    /// How many colours the terminal shows (0 when unknown or none).
    var colors: Int

    /// The terminal TERM names, asked of the terminfo database: TERM unset or empty, a name
    /// terminfo does not know, and terminals that cannot move the cursor (`dumb`, hardcopy)
    /// are problems.
    static var current: TerminalType {
        var colors: Int32 = 0
        let kind = sp_terminal_kind(&colors)
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        let shown = SceneFileError.quotedExcerpt(name)
        switch kind {
        case 0: return TerminalType(problem: nil, colors: Int(max(0, colors)))
        case 1: return TerminalType(problem: name.isEmpty && getenv("TERM") != nil ? "TERM is empty" : "TERM is not set", colors: 0)
        case 2: return TerminalType(problem: "the terminal type TERM=\(shown) is unknown to this system's terminfo", colors: 0)
        default: return TerminalType(problem: "the terminal type TERM=\(shown) cannot move the cursor", colors: 0)
        }
    }

    /// The message for a terminal the playground cannot use.
    static func playgroundMessage(_ problem: String) -> String {
        "\(problem): the playground needs a full-screen terminal (such as TERM=xterm-256color); to print the layout instead, use `stackplay render` (drawing) or `stackplay layout` (frames)"
    }

    /// Whether the locale (from LANG, LC_ALL, LC_CTYPE) uses UTF-8; sets the locale.
    static var localeIsUTF8: Bool {
        sp_set_locale()
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
