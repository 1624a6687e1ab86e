import Playground

/// Reads what follows an Esc as one key: a complete escape sequence is one key press.
///
/// Known sequences become their key: arrows in both cursor modes (`ESC [ A`, `ESC O A`),
/// Shift+arrows (`ESC [ 1 ; 2 A`), Home and End (`ESC [ H`, `ESC [ F`, `ESC O H`,
/// `ESC [ 1 ~`, `ESC [ 4 ~`, `ESC [ 7 ~`, `ESC [ 8 ~`), Page Up/Down, Delete, Shift-Tab and
/// F1–F12, and SGR mouse reports ncurses did not take (`ESC [ < 0 ; x ; y M`: the left
/// button and the wheel). Everything else is consumed whole and reported as `.other`, which the
/// playground ignores: Alt+key (`ESC x`), other modifiers, X10 mouse reports (`ESC [ M b x y`),
/// other mouse buttons, bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`, the pasted text
/// included) and unknown or over-long sequences. Esc with nothing after it is Esc.
struct EscapeSequence {
    /// The scalars after the Esc so far (of a long paste or sequence: its start and its end).
    private(set) var scalars: [Unicode.Scalar] = []
    /// Whether scalars were dropped from the middle of a long sequence, which is then ignored.
    private var isOverlong = false

    /// The longest control sequence kept whole; a longer one is read to its end and ignored.
    static let maximumLength = 32

    /// What the scalars read so far make.
    enum Reading: Equatable {
        /// The sequence goes on: read another scalar.
        case needsMore
        /// The sequence is complete and stands for this key (`.other`: ignore it).
        case complete(Key)
    }

    /// Adds the next scalar of the sequence.
    mutating func append(_ scalar: Unicode.Scalar) -> Reading {
        scalars.append(scalar)
        if scalars.count > Self.maximumLength {
            // Keep the introducer (and a paste's marker) and the last few scalars, to see the end.
            let kept = isPaste ? 5 : 1
            scalars.removeSubrange(kept..<(scalars.count - 8))
            isOverlong = true
        }
        let result = reading
        if isOverlong, case .complete = result { return .complete(.other) }
        return result
    }

    /// The key when no more input comes: Esc alone, or an unfinished sequence (ignored).
    var keyAtEndOfInput: Key {
        scalars.isEmpty ? .escape : .other
    }

    /// Whether the sequence is a bracketed paste still waiting for its end marker.
    var isPaste: Bool {
        scalars.starts(with: Array("[200~".unicodeScalars))
    }

    private var reading: Reading {
        guard let introducer = scalars.first else { return .needsMore }
        switch introducer {
        case "[": return controlSequence()
        case "O":
            guard scalars.count == 2 else { return .needsMore }
            return .complete(Self.singleShiftKeys[scalars[1]] ?? .other)
        default:
            return .complete(.other)  // Alt+key, or Esc Esc
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
    private func controlSequence() -> Reading {
        let body = scalars.dropFirst()
        if isPaste { return pasteReading() }
        if body.first == "M" {
            return body.count == 4 ? .complete(.other) : .needsMore  // X10 mouse: M, button, x, y
        }
        guard let last = body.last else { return .needsMore }
        switch last.value {
        case 0x40...0x7E:
            let parameters = String(String.UnicodeScalarView(body.dropLast()))
            if parameters == "200" && last == "~" { return .needsMore }  // a paste begins
            if parameters.hasPrefix("<"), last == "M" || last == "m" {
                return .complete(Self.sgrMouseKey(parameters: parameters.dropFirst(), pressed: last == "M"))
            }
            return .complete(Self.controlKey(parameters: parameters, final: last))
        case 0x20...0x3F:
            // A sequence too long to be a key ends as soon as anything that is not a parameter
            // byte comes; until then it is read and dropped.
            return .needsMore
        default:
            return .complete(.other)  // not part of a control sequence: malformed, dropped
        }
    }

    /// A paste is read to its end marker, `ESC [ 201 ~`, and ignored as a whole.
    private func pasteReading() -> Reading {
        scalars.count > 5 && scalars.suffix(6).elementsEqual("\u{1B}[201~".unicodeScalars) ? .complete(.other) : .needsMore
    }

    private static let singleShiftKeys: [Unicode.Scalar: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "M": .enter,
        "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
    ]

    private static let tildeKeys: [String: Key] = [
        "1": .home, "7": .home, "4": .end, "8": .end, "3": .delete, "5": .pageUp, "6": .pageDown,
        "11": .function(1), "12": .function(2), "13": .function(3), "14": .function(4),
        "15": .function(5), "17": .function(6), "18": .function(7), "19": .function(8),
        "20": .function(9), "21": .function(10), "23": .function(11), "24": .function(12),
    ]

    /// An SGR mouse report (`ESC [ < b ; x ; y M`, `m` for a release) that ncurses left to us —
    /// it decodes them only where the terminal's description says the terminal sends them — as
    /// the playground's mouse event: the left button's press, drag and release and the wheel,
    /// with 1-based cells made 0-based; any other button or modifier is ignored.
    static func sgrMouseKey(parameters: Substring, pressed: Bool) -> Key {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
              column >= 1, row >= 1 else { return .other }
        let kind: MouseEvent.Kind
        switch (button, pressed) {
        case (0, true): kind = .press
        case (0, false): kind = .release
        case (32, _): kind = .drag
        case (64, true): kind = .wheelUp
        case (65, true): kind = .wheelDown
        default: return .other
        }
        return .mouse(MouseEvent(kind, x: column - 1, y: row - 1))
    }

    private static func controlKey(parameters: String, final: Unicode.Scalar) -> Key {
        if final == "~" { return tildeKeys[parameters] ?? .other }
        let arrows: [Unicode.Scalar: (plain: Key, shifted: Key)] = [
            "A": (.up, .shiftUp), "B": (.down, .shiftDown), "C": (.right, .shiftRight), "D": (.left, .shiftLeft),
            "H": (.home, .other), "F": (.end, .other),
        ]
        if final == "Z", parameters.isEmpty { return .backTab }
        guard let arrow = arrows[final] else { return .other }
        switch parameters {
        case "", "1": return arrow.plain
        case "1;2": return arrow.shifted
        default: return .other  // Alt, Ctrl and other modifiers: not the playground's keys
        }
    }
}
