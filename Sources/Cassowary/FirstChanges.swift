/// What each symbol held before its first change during one tentative change, so that the
/// change can be taken back. Whether a symbol is already recorded is one array lookup (a
/// stamp per symbol, renewed by ``begin()``), not a hash: a cut through a row of two
/// thousand symbols records every one of its columns, and hashing them was a fifth of the
/// work of adding it.
struct FirstChanges<Value> {
    /// `stamps[symbol] == current` once `symbol` is recorded in this change.
    private var stamps: [UInt32] = []
    private var current: UInt32 = 0
    /// Whether a change is being recorded.
    private(set) var isRecording = false
    /// Each recorded symbol with what it held before the change, in the order first changed.
    private(set) var entries: [(symbol: Symbol, value: Value)] = []

    /// Starts recording a change; nothing is recorded yet.
    mutating func begin() {
        isRecording = true
        entries.removeAll(keepingCapacity: true)
        current &+= 1
        if current == 0 {
            stamps = Array(repeating: 0, count: stamps.count)
            current = 1
        }
    }

    /// Stops recording and forgets what was recorded.
    mutating func end() {
        isRecording = false
        entries.removeAll(keepingCapacity: true)
    }

    /// Whether `symbol` has been recorded since ``begin()``.
    func hasRecorded(_ symbol: Symbol) -> Bool {
        symbol < stamps.count && stamps[symbol] == current
    }

    /// Records that `symbol` held `value` before its first change.
    mutating func record(_ symbol: Symbol, _ value: Value) {
        if symbol >= stamps.count { stamps.append(contentsOf: repeatElement(0, count: symbol + 1 - stamps.count)) }
        stamps[symbol] = current
        entries.append((symbol, value))
    }
}
