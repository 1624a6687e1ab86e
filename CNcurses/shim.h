/*
 * CNcurses: what Swift needs from ncursesw, as functions.
 *
 * Swift cannot import function-like macros (COLOR_PAIR, getmaxyx, A_BOLD's NCURSES_BITS),
 * and Swift 6 rejects mutable C globals (stdscr, LINES, COLS, COLORS) as shared state, so
 * each gets a static inline wrapper here. The wide-character API (get_wch, add_wch,
 * cchar_t) is only declared with _XOPEN_SOURCE_EXTENDED, defined before curses.h.
 * Signal handlers that restore the terminal live here too: they must be plain C.
 */
#ifndef STACKPLAY_CNCURSES_SHIM_H
#define STACKPLAY_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <curses.h>
#include <term.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <poll.h>
#include <unistd.h>
#include <wchar.h>

static inline WINDOW *sp_stdscr(void) { return stdscr; }
static inline WINDOW *sp_curscr(void) { return curscr; }
static inline int sp_lines(void) { return LINES; }
static inline int sp_cols(void) { return COLS; }
static inline int sp_colors(void) { return COLORS; }
static inline int sp_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t sp_attr_bold(void) { return A_BOLD; }
static inline attr_t sp_attr_dim(void) { return A_DIM; }
static inline attr_t sp_attr_reverse(void) { return A_REVERSE; }
static inline attr_t sp_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t sp_attr_normal(void) { return A_NORMAL; }

/* Sets the locale from the environment (LANG, LC_ALL), so that UTF-8 box drawing works. */
static inline void sp_set_locale(void) { setlocale(LC_ALL, ""); }

/* Puts one character (one column wide, or two for a wide one) with attributes and a colour pair at (y, x). */
static inline int sp_put(int y, int x, wchar_t character, attr_t attributes, short pair) {
    cchar_t cell;
    wchar_t text[2] = {character, L'\0'};
    if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

/*
 * Waits for a key. Returns OK with *character set for a character, KEY_CODE_YES with
 * *character set to a KEY_* code for a function key (KEY_RESIZE on resize), ERR otherwise.
 */
static inline int sp_get_key(wint_t *character) { return get_wch(character); }

/* Function-key codes, exported as functions so the Swift side needs no macro values. */
static inline int sp_key_up(void) { return KEY_UP; }
static inline int sp_key_down(void) { return KEY_DOWN; }
static inline int sp_key_left(void) { return KEY_LEFT; }
static inline int sp_key_right(void) { return KEY_RIGHT; }
static inline int sp_key_page_up(void) { return KEY_PPAGE; }
static inline int sp_key_page_down(void) { return KEY_NPAGE; }
static inline int sp_key_back_tab(void) { return KEY_BTAB; }
static inline int sp_key_enter(void) { return KEY_ENTER; }
static inline int sp_key_backspace(void) { return KEY_BACKSPACE; }
static inline int sp_key_resize(void) { return KEY_RESIZE; }
static inline int sp_key_f0(void) { return KEY_F0; }
static inline int sp_key_code_yes(void) { return KEY_CODE_YES; }

static inline int sp_key_shift_left(void) { return KEY_SLEFT; }
static inline int sp_key_shift_right(void) { return KEY_SRIGHT; }
static inline int sp_key_shift_up(void) { return KEY_SR; }
static inline int sp_key_shift_down(void) { return KEY_SF; }
static inline int sp_key_delete(void) { return KEY_DC; }
static inline int sp_key_home(void) { return KEY_HOME; }
static inline int sp_key_end(void) { return KEY_END; }
static inline int sp_key_mouse(void) { return KEY_MOUSE; }

/* Writes a terminal escape sequence straight to the terminal (async-signal-safe). */
static inline void sp_write_escape(const char *sequence) {
    size_t length = 0;
    while (sequence[length] != '\0') length++;
    ssize_t ignored = write(STDOUT_FILENO, sequence, length);
    (void)ignored;
}

/*
 * The mouse: button 1 presses, releases and drags, and the wheel (buttons 4 and 5).
 * ncurses asks xterm-like terminals for press/release reports; motion while a button is
 * down (for dragging) needs xterm's button-event mode (1002), switched on here and off in
 * sp_mouse_off. Terminals without a mouse ignore both.
 */
static int sp_mouse_enabled = 0;
static inline void sp_mouse_on(void) {
    sp_mouse_enabled = 1;
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED | REPORT_MOUSE_POSITION, NULL);
    mouseinterval(0);
    sp_write_escape("\033[?1002h");
}
static inline void sp_mouse_off(void) {
    sp_mouse_enabled = 0;
    sp_write_escape("\033[?1002l");
    mousemask(0, NULL);
}

/* What the last KEY_MOUSE was: 1 press, 2 release, 3 drag (motion), 4 wheel up,
   5 wheel down, 0 anything else; the cell in *x, *y. */
static inline int sp_mouse_event(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON4_PRESSED) return 4;
    if (event.bstate & BUTTON5_PRESSED) return 5;
    if (event.bstate & BUTTON1_PRESSED) return 1;
    if (event.bstate & BUTTON1_RELEASED) return 2;
    if (event.bstate & REPORT_MOUSE_POSITION) return 3;
    return 0;
}

/* Waits at most `milliseconds` for the next key (negative: for ever). */
static inline void sp_key_timeout(int milliseconds) { timeout(milliseconds); }

/*
 * Whether TERM names a terminal the playground can draw on, asked of the terminfo database
 * without starting curses (so nothing is written and ncurses prints no "Error opening
 * terminal"): 0 usable; 1 TERM unset or empty; 2 unknown to terminfo; 3 it cannot move the
 * cursor (dumb, hardcopy). *colors gets its number of colours.
 */
static inline int sp_terminal_kind(int *colors) {
    const char *name = getenv("TERM");
    *colors = 0;
    if (name == NULL || name[0] == '\0') return 1;
    TERMINAL *previous = cur_term;
    int error = 0;
    if (setupterm(name, STDOUT_FILENO, &error) != OK) return 2;
    char *address = tigetstr("cup");
    int usable = address != NULL && address != (char *)-1;
    *colors = tigetnum("colors");
    TERMINAL *probe = set_curterm(previous);
    del_curterm(probe);
    return usable ? 0 : 3;
}

/*
 * What a signal handler needs to give the terminal back with async-signal-safe calls only
 * (write and tcsetattr; endwin is not safe there): the terminal's modes from before curses
 * mode, and the sequences that leave it, copied while curses was starting.
 * Like sp_mouse_enabled, these statics exist once per Swift file that uses them: only
 * TerminalScreen.swift calls the functions that touch them.
 */
static struct termios sp_saved_modes = {0};
static volatile sig_atomic_t sp_have_saved_modes = 0;
static volatile sig_atomic_t sp_curses_active = 0;
static char sp_leave_sequences[512] = {0};

/* Remembers the terminal's modes; call before initscr. */
static inline void sp_save_terminal_modes(void) {
    if (tcgetattr(STDIN_FILENO, &sp_saved_modes) == 0) sp_have_saved_modes = 1;
}

static inline void sp_append_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return;
    size_t used = strlen(sp_leave_sequences);
    if (used + strlen(value) + 1 < sizeof sp_leave_sequences) strcat(sp_leave_sequences, value);
}

/* Copies the sequences that end curses mode: attributes off, cursor shown, alternate screen
   left (terminfo's sgr0, cnorm, rmcup), xterm's mouse reports off. Call after initscr; the
   mouse sequences go out even if the mouse is never switched on (terminals ignore them). */
static inline void sp_remember_leave_sequences(void) {
    sp_leave_sequences[0] = '\0';
    sp_append_capability("sgr0");
    sp_append_capability("cnorm");
    sp_append_capability("rmcup");
    /* xterm's mouse modes: button events (1002, ours), normal tracking and SGR reports
       (1000, 1006, which ncurses's mousemask turns on). */
    const char *mouse_off = "\033[?1002l\033[?1006l\033[?1000l";
    if (strlen(sp_leave_sequences) + strlen(mouse_off) < sizeof sp_leave_sequences) strcat(sp_leave_sequences, mouse_off);
    sp_curses_active = 1;
}

/* Ends curses mode if it is on. Safe to call more than once; not from a signal handler. */
static inline void sp_end(void) {
    if (!isendwin()) {
        sp_curses_active = 0;
        sp_write_escape("\033[?1002l");
        endwin();
    }
}

/* Gives the terminal back from a signal handler: only write(2) and tcsetattr(3). */
static void sp_restore_from_signal(void) {
    if (sp_curses_active) {
        sp_curses_active = 0;
        sp_write_escape(sp_leave_sequences);
    }
    if (sp_have_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &sp_saved_modes);
}

/* Termination signals: restore the terminal, then exit with 128 + the signal number. */
static void sp_on_termination_signal(int signal_number) {
    sp_restore_from_signal();
    _exit(128 + signal_number);
}

/* Crashes: restore the terminal, then let the default action happen (core, message). */
static void sp_on_crash_signal(int signal_number) {
    sp_restore_from_signal();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/* Installs the handlers above for every signal whose default action ends the process:
   SIGTERM, SIGHUP, SIGINT, SIGQUIT and the others that terminate (SIGUSR1, SIGUSR2, SIGPIPE,
   SIGALRM, SIGVTALRM, SIGPROF, SIGPOLL, SIGPWR, SIGSTKFLT, the real-time signals), and the
   crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP — Swift's traps — SIGABRT, SIGFPE, SIGSYS,
   SIGXCPU). Beyond the first four, a signal the parent set to be ignored (SIGPIPE, say) stays
   ignored. SIGXFSZ (a write past the file size limit) is ignored: the write then fails with
   EFBIG, and a save says it was not saved, where the signal ended the playground. */
static inline void sp_install_signal_handlers(void) {
    int termination[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM,
                         SIGVTALRM, SIGPROF, SIGPOLL, SIGPWR, SIGSTKFLT};
    int crashes[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS, SIGXCPU};
    signal(SIGXFSZ, SIG_IGN);
    sigset_t handled;
    sigemptyset(&handled);
    for (unsigned i = 0; i < sizeof termination / sizeof termination[0]; i++) {
        /* The first four are always handled, as before; the others only if not ignored. */
        if (signal(termination[i], sp_on_termination_signal) == SIG_IGN && i >= 4)
            signal(termination[i], SIG_IGN);
        sigaddset(&handled, termination[i]);
    }
    for (int number = SIGRTMIN; number <= SIGRTMAX; number++) {
        if (signal(number, sp_on_termination_signal) == SIG_IGN) signal(number, SIG_IGN);
    }
    for (unsigned i = 0; i < sizeof crashes / sizeof crashes[0]; i++) {
        signal(crashes[i], sp_on_crash_signal);
        sigaddset(&handled, crashes[i]);
    }
    /* A parent may have started us with signals blocked; these, and SIGWINCH (resizes)
       and SIGCONT (fg after Ctrl-Z), must get through. */
    sigaddset(&handled, SIGWINCH);
    sigaddset(&handled, SIGCONT);
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
}

/*
 * While the playground computes (between reading one key and waiting for the next), Ctrl-C
 * must still work: `on` lets the terminal turn Ctrl-C into SIGINT (ISIG, with Ctrl-Z and
 * Ctrl-\ disabled so that only Ctrl-C signals), whose handler restores the terminal and exits;
 * off gives raw keys back for reading.
 */
static inline void sp_interrupt_key_signals(int on) {
    struct termios modes;
    if (tcgetattr(STDIN_FILENO, &modes) != 0) return;
    if (on) {
        modes.c_lflag |= ISIG;
        modes.c_cc[VINTR] = 3;
        modes.c_cc[VQUIT] = _POSIX_VDISABLE;
        modes.c_cc[VSUSP] = _POSIX_VDISABLE;
    } else {
        modes.c_lflag &= ~ISIG;
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &modes);
}

/* Whether standard input has hung up or failed (the terminal went away): poll's verdict. */
static inline int sp_input_is_gone(void) {
    struct pollfd input = {STDIN_FILENO, POLLIN, 0};
    if (poll(&input, 1, 0) < 0) return 0;
    return (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* Ctrl-Z in raw mode arrives as a key: leave curses mode, stop the process like SIGTSTP
   would, and come back in curses mode after `fg`. The caller redraws everything. */
static inline void sp_suspend(void) {
    def_prog_mode();
    if (sp_mouse_enabled) sp_write_escape("\033[?1002l");
    endwin();
    void (*previous)(int) = signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
    signal(SIGTSTP, previous);
    reset_prog_mode();
    if (sp_mouse_enabled) sp_write_escape("\033[?1002h");
}

#endif
