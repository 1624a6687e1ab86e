#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loading and saving scene files on disk.
public enum SceneFile {
    /// Reads and decodes the scene file at `path`.
    ///
    /// A file that cannot be read or is not UTF-8 text is reported as such; a leading UTF-8 byte
    /// order mark is ignored. Errors name the file as `path` was given.
    public static func load(path: String) throws(SceneFileError) -> Scene {
        var bytes = try readBytes(path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneFileError(file: path, message: "cannot read the scene: the file is not UTF-8 text")
        }
        return try SceneJSON.decode(text, file: path)
    }

    /// Writes `scene` to `path` atomically: the text goes to a temporary file in the same
    /// directory, which is flushed and then renamed over `path`. If anything fails, the temporary
    /// file is removed and whatever was at `path` before is left as it was.
    ///
    /// When `path` is a symbolic link, the file it points to is replaced and the link kept.
    /// A new file gets mode 0644 (less the umask); a replaced file keeps its mode.
    public static func save(_ scene: Scene, to path: String) throws(SceneFileError) {
        let bytes = Array(SceneJSON.encode(scene).utf8)
        let target = resolvedTarget(path)
        let directory = directoryName(of: target)
        let temporary = directory + "/." + baseName(of: target) + ".\(getpid())-\(UInt32.random(in: .min ... .max)).tmp"

        var existing = stat()
        let mode: mode_t = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            throw failure(path, "cannot save: cannot create a temporary file in \(directory): \(lastError())")
        }
        do throws(SceneFileError) {
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else {
                throw failure(path, "cannot save: cannot flush the temporary file: \(lastError())")
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if stat(target, &existing) == 0 {
            _ = fchmod(descriptor, mode)  // the umask may have narrowed it
        }
        guard close(descriptor) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw failure(path, "cannot save: cannot finish the temporary file: \(reason)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw failure(path, "cannot save: cannot replace the file: \(reason)")
        }
        syncDirectory(directory)
    }

    // MARK: Helpers

    private static func readBytes(_ path: String) throws(SceneFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw failure(path, "cannot read the scene: \(lastError())")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 {
                return bytes
            }
            if count < 0 {
                if errno == EINTR {
                    continue
                }
                throw failure(path, "cannot read the scene: \(lastError())")
            }
            bytes += buffer[0..<count]
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(SceneFileError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR {
                    continue
                }
                throw failure(path, "cannot save: cannot write the temporary file: \(lastError())")
            }
            written += count
        }
    }

    /// `path`, or the file it links to when it is a symbolic link.
    private static func resolvedTarget(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Makes the rename durable; best effort.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    private static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }

    private static func failure(_ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: path, message: message)
    }
}
