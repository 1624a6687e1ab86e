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
        try SceneJSON.decode(readText(path: path), file: path)
    }

    /// The text of the regular file at `path`, read as scene files are (UTF-8, at most
    /// ``maximumFileSize``, a leading byte order mark dropped): for lesson and demo files too.
    /// Messages name the kind of file expected: `kind` is `scene`, `lesson` or `demo`
    /// (`demo.json: cannot read the demo: No such file or directory`).
    public static func readText(path: String, kind: String = "scene") throws(SceneFileError) -> String {
        var bytes = try readBytes(path, kind: kind)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneFileError(file: path, message: "cannot read the \(kind): the file is not UTF-8 text")
        }
        return text
    }

    /// Writes `scene` to `path`, never leaving half a file or a stray temporary file.
    ///
    /// Refused, with a message and nothing written: a target that is not a regular file once
    /// symbolic links are followed (a device such as `/dev/null`, a FIFO, a directory), a
    /// symbolic link that leads nowhere, and a file whose mode bits (or access(2): read-only
    /// file systems, ACLs) do not let the process write it.
    ///
    /// A file with one link is replaced atomically: the text goes to a temporary file in the
    /// same directory (named to fit the file system's name limit), which is flushed and renamed
    /// over the target; if anything fails, the temporary file is removed and the old file is left
    /// as it was. The new file keeps the old one's mode, and its owner and group where the process
    /// may set them. A file with several hard links is rewritten in place instead, so that every
    /// name for it sees the new scene (not atomic: a crash mid-write could leave it cut short).
    /// A symbolic link is kept and the file it leads to written. A new file gets mode 0644 less
    /// the umask. Termination signals that arrive during the save are held back until it is
    /// done (they are blocked in the saving thread meanwhile).
    public static func save(_ scene: Scene, to path: String) throws(SceneFileError) {
        let bytes = Array(SceneJSON.encode(scene).utf8)
        let target = try SaveTarget.inspect(path)
        try SignalDeferral.run { () throws(SceneFileError) in
            switch target.method {
            case .replace: try replace(target, with: bytes, path: path)
            case .inPlace: try rewriteInPlace(target, with: bytes, path: path)
            }
        }
    }

    /// Checks, without writing anything, that ``save(_:to:)`` could write `path`: an existing
    /// file must be one it would write (see there), and a new one's directory must exist and
    /// let the process create files in it. For options that name where a later save goes
    /// (`play --output`), so that a bad one is refused at once rather than at the save.
    public static func checkSaveTarget(_ path: String) throws(SceneFileError) {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw SceneFileError(file: path, message: "cannot save: it names a directory, not a file; save to a file name instead")
        }
        let target = try SaveTarget.inspect(path)
        guard target.existing == nil else { return }
        let directory = directoryName(of: path)
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw SceneFileError(file: path, message: "cannot save: its directory \(directory): \(lastError())")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw SceneFileError(file: path, message: "cannot save: \(directory) is \(FileKind(mode: info.st_mode)), not a directory")
        }
        guard faccessat(AT_FDCWD, directory, W_OK | X_OK, AT_EACCESS) == 0 else {
            throw SceneFileError(file: path, message: "cannot save: cannot create a file in \(directory): \(lastError())")
        }
    }
}
