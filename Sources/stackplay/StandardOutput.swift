// `stdout` is a C global that Swift 6 counts as shared mutable state; it is read here only
// once the command has finished, on the main thread.
@preconcurrency import Glibc

/// Standard output's stream, for checking after a command that all of it was written.
enum StandardOutput {
    /// Writes out what is left and tells whether every write succeeded: false when any
    /// write failed (a full disk, a closed pipe, `> /dev/full`), now or earlier.
    static func flushedWithoutError() -> Bool {
        fflush(stdout) == 0 && ferror(stdout) == 0
    }
}
