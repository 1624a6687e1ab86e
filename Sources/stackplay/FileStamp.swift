#if canImport(Glibc)
import Glibc
#endif

/// What a file was when the playground last read or wrote it: which file (device and inode),
/// its size and when it was last modified. A different stamp now says something else wrote
/// it since: another editor, a `git checkout`, a second playground on the same file.
struct FileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The stamp of the regular file `path` leads to, or nil when there is none (no file, not
    /// a regular one, no permission to look).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
