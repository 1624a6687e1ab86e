/// A key press, as the terminal driver reports it to the playground.
///
/// The driver turns the terminal's input (ncurses key codes, escape sequences, control
/// characters) into these; the playground never sees raw codes.
public enum Key: Equatable, Sendable {
    /// A printable character (`d`, `D`, `+`, `1`, `?`, …).
    case character(Character)
    /// The arrow keys.
    case up, down, left, right
    /// The arrow keys with Shift.
    case shiftUp, shiftDown, shiftLeft, shiftRight
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Home and End.
    case home, end
    /// Tab and Shift-Tab.
    case tab, backTab
    /// Return or Enter.
    case enter
    /// Esc on its own (not the start of an escape sequence).
    case escape
    /// Backspace or Delete-left.
    case backspace
    /// Delete (forward delete).
    case delete
    /// Ctrl-C (when the terminal delivers it as a key rather than a signal).
    case controlC
    /// Ctrl-R.
    case controlR
    /// Ctrl-U.
    case controlU
    /// Ctrl-W.
    case controlW
    /// A mouse button, drag or wheel event at a cell of the screen.
    case mouse(MouseEvent)
    /// The terminal changed size: not a key, but the driver reports it the same way.
    case resize
    /// A function key, F1 = `.function(1)`.
    case function(Int)
    /// Anything else.
    case other
}

extension Key {
    /// The key a single Unicode scalar stands for: the control characters the terminal
    /// sends for Tab, Enter, Esc, Backspace, Ctrl-C, Ctrl-R, Ctrl-U and Ctrl-W, or a printable character.
    /// Other control characters are `.other`.
    public init(scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x03: self = .controlC
        case 0x12: self = .controlR
        case 0x15: self = .controlU
        case 0x17: self = .controlW
        case 0x09: self = .tab
        case 0x0A, 0x0D: self = .enter
        case 0x1B: self = .escape
        case 0x08, 0x7F: self = .backspace
        case 0x00..<0x20, 0x80..<0xA0: self = .other
        default: self = .character(Character(scalar))
        }
    }
}

/// What the mouse did, and at which cell (column `x`, row `y`, from the top left).
public struct MouseEvent: Equatable, Sendable {
    /// The kinds of mouse events the playground answers to.
    public enum Kind: Equatable, Sendable {
        /// The left button went down.
        case press
        /// The mouse moved with the left button down.
        case drag
        /// The left button came up.
        case release
        /// The wheel turned away from the user (scroll up) or towards the user (scroll down).
        case wheelUp, wheelDown
    }

    /// What happened.
    public var kind: Kind
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a mouse event.
    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
