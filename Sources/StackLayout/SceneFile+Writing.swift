#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SceneFile {
    /// Writes `bytes` to a new temporary file next to `target` and renames it over the target.
    /// The temporary file takes the old file's mode, and its owner and group where the process
    /// may set them.
    static func replace(_ target: SaveTarget, with bytes: [UInt8], path: String) throws(SceneFileError) {
        let directory = directoryName(of: target.path)
        let temporary = directory + "/" + temporaryName(for: baseName(of: target.path), maximumLength: nameMaximum(in: directory))
        let mode: mode_t = target.existing.map { $0.st_mode & 0o7777 } ?? 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let code = errno
            // A file that may be written in a folder that may not: rewritten in place (it was
            // refused, for want of a temporary file beside it).
            if code == EACCES, target.existing != nil { return try rewriteInPlace(target, with: bytes, path: path) }
            if code == ENOENT { throw failure(path, "cannot save: there is no folder \(directory)") }
            throw failure(path, "cannot save: cannot create a temporary file in \(directory): \(lastError())")
        }
        do throws(SceneFileError) {
            try writeAll(bytes, to: descriptor, path: path)
            if let existing = target.existing {
                keepOwnership(of: descriptor, like: existing)
                _ = fchmod(descriptor, mode)  // the umask may have narrowed it, chown cleared set-ID bits
            }
            guard fsync(descriptor) == 0 else {
                throw failure(path, "cannot save: cannot flush the temporary file: \(lastError())")
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw failure(path, "cannot save: cannot finish the temporary file: \(reason)")
        }
        guard rename(temporary, target.path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw failure(path, "cannot save: cannot replace the file: \(reason)")
        }
        syncDirectory(directory)
    }

    /// Rewrites the file itself: every hard link to it shows the new scene, and its owner,
    /// group and mode stay as they are.
    ///
    /// Not atomic, but never left cut short by a full disk or a file size limit: the room for
    /// the new contents is taken first, and should a write fail all the same, the old
    /// contents (read first) are written back. On a full disk the write stopped part way,
    /// and the file, under every name, was a cut-off scene that no longer loaded.
    static func rewriteInPlace(_ target: SaveTarget, with bytes: [UInt8], path: String) throws(SceneFileError) {
        // Read and write where the file may be read, to keep its old contents; else write only.
        var descriptor = open(target.path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        if descriptor < 0, errno == EACCES { descriptor = open(target.path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard descriptor >= 0 else {
            throw failure(path, "cannot save: cannot open the file: \(lastError())")
        }
        defer { close(descriptor) }
        let old = readAll(from: descriptor)
        if bytes.count > (old?.count ?? 0) {
            let result = posix_fallocate(descriptor, 0, off_t(bytes.count))
            // Some file systems cannot allocate ahead; the write below then finds out.
            guard result == 0 || result == EOPNOTSUPP || result == EINVAL else {
                // A partial allocation may have lengthened the file: its old length back.
                if let old { _ = ftruncate(descriptor, off_t(old.count)) }
                throw failure(path, "cannot save: no room for the file (\(String(cString: strerror(result)))); the file is as it was")
            }
        }
        do throws(SceneFileError) {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw failure(path, "cannot save: cannot write the file: \(lastError())") }
            try writeAll(bytes, to: descriptor, path: path)
            guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
                throw failure(path, "cannot save: cannot finish the file: \(lastError())")
            }
        } catch {
            guard let old else { throw failure(path, error.message + "; the file may be cut short") }
            let restored = lseek(descriptor, 0, SEEK_SET) == 0
                && (try? writeAll(old, to: descriptor, path: path)) != nil
                && ftruncate(descriptor, off_t(old.count)) == 0 && fsync(descriptor) == 0
            throw failure(path, error.message + (restored ? "; the file is as it was" : "; the file may be cut short"))
        }
    }

    /// The whole contents of the file open as `descriptor`, read from its start; nil where
    /// it cannot be read.
    private static func readAll(from descriptor: Int32) -> [UInt8]? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return contents }
            contents += chunk[0..<count]
        }
    }

    /// A name for the temporary file beside `name` that is at most `maximumLength` bytes:
    /// `.NAME.PID-RANDOM.tmp`, with NAME cut (at a character boundary) when the whole would
    /// be too long.
    static func temporaryName(for name: String, maximumLength: Int) -> String {
        let suffix = ".\(getpid())-\(UInt32.random(in: .min ... .max)).tmp"
        let room = max(0, maximumLength - 1 - suffix.utf8.count)
        var kept = ""
        var length = 0
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            guard length + size <= room else { break }
            kept.unicodeScalars.append(scalar)
            length += size
        }
        return "." + kept + suffix
    }

    /// The longest file name the directory's file system takes (255 on Linux file systems).
    private static func nameMaximum(in directory: String) -> Int {
        let limit = pathconf(directory, Int32(_PC_NAME_MAX))
        return limit > 0 ? min(limit, 255) : 255
    }

    /// Gives the descriptor's file the owner and group of `existing`, or at least its group,
    /// as far as the process may (only root may give a file away).
    private static func keepOwnership(of descriptor: Int32, like existing: stat) {
        if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
            _ = fchown(descriptor, uid_t.max, existing.st_gid)  // -1: keep the owner
        }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(SceneFileError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR {
                    continue
                }
                throw failure(path, "cannot save: cannot write the file: \(lastError())")
            }
            written += count
        }
    }

    /// Makes the rename durable; best effort.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func failure(_ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: path, message: message)
    }
}

/// Holds back the signals that end a process while a save has a temporary file on disk, so
/// that a SIGTERM, SIGHUP or Ctrl-C during a save never leaves one behind: a signal that
/// arrives meanwhile is delivered (and handled as usual) as soon as the file has been renamed
/// or removed. Crash signals are not held back.
enum SignalDeferral {
    /// Every catchable signal whose default action ends the process, and SIGTSTP.
    static let deferred: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF,
        SIGXCPU, SIGXFSZ, SIGPOLL, SIGSYS, SIGTSTP, SIGTTIN, SIGTTOU,
    ]

    /// Runs `body` with ``deferred`` blocked in the calling thread.
    static func run<T>(_ body: () throws(SceneFileError) -> T) throws(SceneFileError) -> T {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in deferred { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
