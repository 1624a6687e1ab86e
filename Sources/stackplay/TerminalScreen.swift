import CNcurses
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// The ncurses screen: the only code that talks to the terminal. It starts curses mode,
/// draws canvases (ncurses sends only the cells that changed, so there is no flicker),
/// reads keys, and always gives the terminal back: on ``stop()``, on every signal that ends
/// the process, and on a crash (signal handlers in the C shim, which restore the terminal
/// with async-signal-safe calls only).
final class TerminalScreen {
    /// How colours are shown: not at all (NO_COLOR, or a terminal without colours), or with
    /// the terminal's 8/16 colours (256-colour terminals use the same named colours).
    private(set) var usesColor = false
    /// Whether the locale can show Unicode box drawing; ASCII otherwise.
    private(set) var usesUnicode = true
    private var pairs: [ColorKey: Int16] = [:]
    private var started = false
    /// Blocking reads that failed in a row (the terminal may be gone).
    var failedReads = 0
    /// The canvas on screen, to draw only what changed; nil when the screen must be redrawn whole.
    private var lastDrawn: Canvas?

    private struct ColorKey: Hashable {
        var foreground: TerminalColor?
        var background: TerminalColor?
    }

    /// Both standard input and standard output are terminals.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Enters curses mode: raw keys while waiting for one (Ctrl-C and Ctrl-Z arrive as keys;
    /// between waits Ctrl-C is SIGINT, see ``read(timeout:)``), no echo, keypad keys decoded,
    /// a short ESCDELAY so Esc quits at once, hidden cursor, colours if allowed.
    ///
    /// Check ``TerminalType/current`` first: initscr ends the process on a terminal it cannot use.
    func start() {
        usesUnicode = TerminalType.localeIsUTF8
        setenv("ESCDELAY", "25", 0)
        // ncurses would take LINES and COLUMNS from the environment over the real window size.
        unsetenv("LINES")
        unsetenv("COLUMNS")
        sp_save_terminal_modes()
        sp_install_signal_handlers()
        initscr()
        sp_remember_leave_sequences()
        started = true
        raw()
        noecho()
        nonl()
        keypad(sp_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        sp_mouse_on()
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        if !noColor && has_colors() {
            start_color()
            use_default_colors()
            usesColor = true
        }
        // Until the first wait for a key, the playground computes: Ctrl-C interrupts it.
        sp_interrupt_key_signals(1)
    }

    /// Leaves curses mode and restores the terminal. Safe to call twice.
    func stop() {
        guard started else { return }
        started = false
        sp_mouse_off()
        sp_end()
    }

    /// The terminal's size in cells.
    var size: (width: Int, height: Int) {
        (Int(sp_cols()), Int(sp_lines()))
    }

    /// Draws `canvas` and refreshes. Only the cells that differ from the last canvas drawn
    /// are handed to ncurses (all of them after a resize or ``invalidate()``), and ncurses
    /// sends the terminal only what changed on screen, so nothing flickers.
    ///
    /// A wide character is written once, from its first cell (ncurses gives it the next
    /// column too), and its continuation cell is skipped; one that the terminal's right edge
    /// would cut is written as a space. Without a UTF-8 locale, every column of a character
    /// that is not ASCII is a `?`.
    func draw(_ canvas: Canvas) {
        let (width, height) = size
        let columns = min(width, canvas.width)
        let previous = lastDrawn.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
        for y in 0..<min(height, canvas.height) {
            for x in 0..<columns {
                let cell = canvas[x, y]
                // A continuation was written with the wide character before it.
                if cell.isContinuation && usesUnicode { continue }
                if let previous, previous[x, y] == cell { continue }
                // The bottom-right cell would scroll a full screen; ncurses reports ERR, harmlessly.
                _ = sp_put(Int32(y), Int32(x), wchar_t(shownScalar(of: cell, at: x, columns: columns)),
                           attributes(of: cell.style), pair(for: cell.style))
            }
        }
        lastDrawn = canvas
        refresh()
    }

    /// The scalar written for `cell` at column `x` of a screen `columns` wide.
    private func shownScalar(of cell: Cell, at x: Int, columns: Int) -> UInt32 {
        let scalar = cell.character.unicodeScalars.first ?? " "
        if !usesUnicode { return scalar.isASCII && !cell.isContinuation ? scalar.value : 0x3F }
        if cell.isWide && x + 1 >= columns { return 0x20 }
        return scalar.value
    }

    /// Forces the next draw to repaint every cell (after a resize or a suspension).
    func invalidate() {
        lastDrawn = nil
        clearok(sp_curscr(), true)
    }

    /// Stops the process like Ctrl-Z in a shell; returns after `fg`.
    func suspend() {
        sp_suspend()
        invalidate()
    }

    private func attributes(of style: CellStyle) -> attr_t {
        var attributes = sp_attr_normal()
        if style.bold { attributes |= sp_attr_bold() }
        if style.dim { attributes |= sp_attr_dim() }
        if style.reverse { attributes |= sp_attr_reverse() }
        if style.underline { attributes |= sp_attr_underline() }
        return attributes
    }

    /// The colour pair for a style's colours, created on first use (pair 0 is the default).
    private func pair(for style: CellStyle) -> Int16 {
        guard usesColor else { return 0 }
        let key = ColorKey(foreground: style.foreground, background: style.background)
        if key.foreground == nil && key.background == nil { return 0 }
        if let existing = pairs[key] { return existing }
        let next = Int16(pairs.count + 1)
        guard Int32(next) < sp_color_pairs() else { return 0 }
        init_pair(next, cursesColor(key.foreground), cursesColor(key.background))
        pairs[key] = next
        return next
    }

    private func cursesColor(_ color: TerminalColor?) -> Int16 {
        switch color {
        case nil, .default?: return -1
        case .black?: return Int16(COLOR_BLACK)
        case .red?: return Int16(COLOR_RED)
        case .green?: return Int16(COLOR_GREEN)
        case .yellow?: return Int16(COLOR_YELLOW)
        case .blue?: return Int16(COLOR_BLUE)
        case .magenta?: return Int16(COLOR_MAGENTA)
        case .cyan?: return Int16(COLOR_CYAN)
        case .white?: return Int16(COLOR_WHITE)
        case .gray?: return sp_colors() >= 16 ? 8 : Int16(COLOR_WHITE)
        }
    }
}
