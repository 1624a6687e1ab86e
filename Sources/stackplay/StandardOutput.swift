// `stdout` is a C global that Swift 6 counts as shared mutable state; the commands write to it
// and read its state only from the main thread.
@preconcurrency import Glibc

/// Standard output's stream, for checking after a command that all of it was written.
enum StandardOutput {
    /// Why the first write to standard output that failed did (its `errno`); 0 while none has.
    nonisolated(unsafe) fileprivate static var firstFailure: Int32 = 0

    /// Writes out what is left and tells why a write failed, now or earlier (a full disk, a
    /// closed pipe, `> /dev/full`); nil when every write succeeded.
    static func flushFailure() -> String? {
        errno = 0
        let flushed = fflush(stdout) == 0 && ferror(stdout) == 0
        if flushed && firstFailure == 0 { return nil }
        let code = firstFailure != 0 ? firstFailure : errno
        return code != 0 ? String(cString: strerror(code)) : "a write failed"
    }

    /// Writes `text` to standard output's stream, keeping why it failed if it did: a long
    /// output (`explain` of a scene with nested stacks) meets a full disk at a buffer's end,
    /// long before the command finishes, when `errno` still says why.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
            errno = 0
            if fwrite(start, 1, bytes.count, stdout) < bytes.count, firstFailure == 0 {
                firstFailure = errno != 0 ? errno : EIO
            }
        }
    }
}

/// `print` as the commands use it: the standard library's, in this module written through
/// ``StandardOutput/write(_:)`` so that a failed write's reason is kept.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    StandardOutput.write(items.map { String(describing: $0) }.joined(separator: separator) + terminator)
}
