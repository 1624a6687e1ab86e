import CNcurses
import Playground

#if canImport(Glibc)
import Glibc
#endif

extension TerminalScreen {
    /// What the terminal reported.
    enum Input: Equatable {
        case key(Key)
        /// Ctrl-Z: the driver suspends, the playground never sees it.
        case suspend
        /// Nothing arrived in the time allowed.
        case timeout
        /// The terminal is gone (hung up, closed, input at its end): the playground ends.
        case terminalGone
    }

    /// How many blocking reads may fail in a row before the terminal counts as gone (a signal
    /// can interrupt one; a closed terminal fails every one at once).
    static let failedReadsBeforeGone = 32

    /// Waits for a key, at most `milliseconds` (nil: blocks until one arrives; the process
    /// sleeps while idle, no polling). An escape sequence is read whole and is one key (see
    /// ``EscapeSequence``); what the playground has no key for (an ignored sequence, a control
    /// character) is not reported at all.
    ///
    /// Outside this wait, while the playground computes and draws, Ctrl-C raises SIGINT (whose
    /// handler restores the terminal and exits), so that a long solve can be interrupted.
    func read(timeout milliseconds: Int? = nil) -> Input {
        sp_interrupt_key_signals(0)
        defer { sp_interrupt_key_signals(1) }
        while true {
            let input = readOnce(timeout: milliseconds)
            guard input == .key(.other) else { return input }
            if milliseconds != nil { return .timeout }
        }
    }

    private func readOnce(timeout milliseconds: Int?) -> Input {
        sp_key_timeout(Int32(clamping: milliseconds ?? -1))
        var character: wint_t = 0
        let status = sp_get_key(&character)
        if status == sp_key_code_yes() {
            failedReads = 0
            return .key(Self.functionKey(Int32(character)))
        }
        guard status == OK else {
            if sp_input_is_gone() != 0 { return .terminalGone }
            guard milliseconds == nil else { return .timeout }
            failedReads += 1
            return failedReads >= Self.failedReadsBeforeGone ? .terminalGone : .key(.other)
        }
        failedReads = 0
        switch character {
        case 26: return .suspend
        case 13: return .key(.enter)  // nonl(): Return arrives as CR
        case 27: return .key(readEscapeSequence())
        default:
            guard let scalar = Unicode.Scalar(UInt32(character)) else { return .key(.other) }
            return .key(Key(scalar: scalar))
        }
    }

    /// Reads what follows an Esc that ncurses did not decode, as one key. ncurses has already
    /// waited ESCDELAY for it, so the rest of a sequence is there at once; a paste may come in
    /// several writes.
    private func readEscapeSequence() -> Key {
        var sequence = EscapeSequence()
        while true {
            sp_key_timeout(sequence.isPaste ? 200 : 30)
            var character: wint_t = 0
            let status = sp_get_key(&character)
            if status == OK, let scalar = Unicode.Scalar(UInt32(character)) {
                if case let .complete(key) = sequence.append(scalar) { return key }
            } else if status == sp_key_code_yes() {
                // A key ncurses decoded right after the Esc: Alt with that key, or part of a
                // paste; ignored either way.
                if !sequence.isPaste { return .other }
            } else {
                return sequence.keyAtEndOfInput
            }
        }
    }

    /// Reads and drops every key already typed (an escape sequence counts as one key), and
    /// says how many there were and whether the terminal was resized meanwhile or went away.
    /// For keys typed while a long computation ran: they are not replayed one slow step each.
    func discardTypedAhead() -> (keys: Int, resized: Bool, gone: Bool) {
        var keys = 0
        var resized = false
        while true {
            switch read(timeout: 0) {
            case .timeout: return (keys, resized, false)
            case .terminalGone: return (keys, resized, true)
            case .key(.resize): resized = true
            case .key, .suspend: keys += 1
            }
        }
    }

    static func functionKey(_ code: Int32) -> Key {
        switch code {
        case sp_key_up(): return .up
        case sp_key_down(): return .down
        case sp_key_left(): return .left
        case sp_key_right(): return .right
        case sp_key_page_up(): return .pageUp
        case sp_key_page_down(): return .pageDown
        case sp_key_home(): return .home
        case sp_key_end(): return .end
        case sp_key_back_tab(): return .backTab
        case sp_key_enter(): return .enter
        case sp_key_backspace(): return .backspace
        case sp_key_resize(): return .resize
        case sp_key_shift_left(): return .shiftLeft
        case sp_key_shift_right(): return .shiftRight
        case sp_key_shift_up(): return .shiftUp
        case sp_key_shift_down(): return .shiftDown
        case sp_key_delete(): return .delete
        case sp_key_mouse(): return mouseKey()
        case sp_key_f0() + 1...sp_key_f0() + 63: return .function(Int(code - sp_key_f0()))
        default: return .other
        }
    }

    /// The mouse event ncurses has just reported, as a key.
    private static func mouseKey() -> Key {
        var x: Int32 = 0, y: Int32 = 0
        let kinds: [Int32: MouseEvent.Kind] = [1: .press, 2: .release, 3: .drag, 4: .wheelUp, 5: .wheelDown]
        guard let kind = kinds[sp_mouse_event(&x, &y)] else { return .other }
        return .mouse(MouseEvent(kind, x: Int(x), y: Int(y)))
    }
}
