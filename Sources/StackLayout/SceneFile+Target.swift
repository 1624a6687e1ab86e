#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a save writes, decided before anything is written: the file the path names (through
/// symbolic links), whether it exists, and how it must be written.
struct SaveTarget {
    /// The file written: the path as given, or the file a symbolic link leads to.
    var path: String
    /// The existing file's status; nil when the save creates a new file.
    var existing: stat?

    /// How the new text reaches the file.
    enum Method: Equatable {
        /// A temporary file in the same directory, renamed over the target: readers see the old
        /// scene or the new one, never half of one.
        case replace
        /// The file itself is rewritten (truncated to the new length): the only way to keep
        /// every hard link to it showing the new scene, at the cost of atomicity.
        case inPlace
    }

    /// `.inPlace` for a file with more than one hard link, `.replace` otherwise.
    var method: Method {
        guard let existing, existing.st_nlink > 1 else { return .replace }
        return .inPlace
    }

    /// Inspects `path`, refusing what a save must never replace: anything but a regular file
    /// (devices, FIFOs, sockets, directories), a symbolic link that leads nowhere, and a file
    /// the process may not write.
    static func inspect(_ path: String) throws(SceneFileError) -> SaveTarget {
        var link = stat()
        guard lstat(path, &link) == 0 else {
            if errno == ENOENT { return SaveTarget(path: path, existing: nil) }
            throw refusal(path, SceneFile.lastError())
        }
        var resolved = path
        if link.st_mode & S_IFMT == S_IFLNK {
            guard let real = realpath(path, nil) else {
                // A loop of links (ELOOP) said the next link "does not exist", though it did.
                let why = errno == ELOOP ? "which leads back to itself through links" : errno == ENOENT ? "which does not exist" : "which cannot be followed: \(SceneFile.lastError())"
                throw refusal(path, "it is a symbolic link to \(linkDestination(path)), \(why)")
            }
            resolved = String(cString: real)
            free(real)
        }
        var info = stat()
        guard stat(resolved, &info) == 0 else {
            throw refusal(path, SceneFile.lastError())
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw refusal(path, "it is \(FileKind(mode: info.st_mode)), not a regular file; save to a file name instead")
        }
        if let reason = WritePermission.refusal(
            mode: info.st_mode, owner: info.st_uid, group: info.st_gid, as: WritePermission.Credentials.current)
        {
            throw refusal(path, reason)
        }
        // Mode bits allow it; access(2) also knows read-only file systems and ACLs.
        guard faccessat(AT_FDCWD, resolved, W_OK, AT_EACCESS) == 0 else {
            throw refusal(path, SceneFile.lastError())
        }
        return SaveTarget(path: resolved, existing: info)
    }

    private static func refusal(_ path: String, _ reason: String) -> SceneFileError {
        SceneFileError(file: path, message: "cannot save: \(reason)")
    }

    private static func linkDestination(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "a missing file" }
        let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return SceneFileError.quotedExcerpt(destination)
    }
}

/// Whether the mode bits of a file let a process write it: a pure function of the file's status
/// and the process's credentials, so that it can be tested for any user (tests often run as root,
/// whom no mode bit stops).
enum WritePermission {
    /// Who the process is, for permission checks.
    struct Credentials: Equatable {
        /// The effective user ID.
        var user: uid_t
        /// The effective group ID and the supplementary groups.
        var groups: [gid_t]

        /// The running process's.
        static var current: Credentials {
            var groups = [gid_t](repeating: 0, count: Int(max(0, getgroups(0, nil))))
            let count = getgroups(Int32(groups.count), &groups)
            return Credentials(user: geteuid(), groups: [getegid()] + groups.prefix(max(0, Int(count))))
        }
    }

    /// Why `credentials` may not write a file with `mode`, `owner` and `group`, or nil when the
    /// mode bits allow it. As POSIX checks: root may write anything; the owner is checked against
    /// the owner's bits only, a member of the file's group against the group's, others against
    /// the others'.
    static func refusal(mode: mode_t, owner: uid_t, group: gid_t, as credentials: Credentials) -> String? {
        if credentials.user == 0 { return nil }
        let octal = "mode " + String(mode & 0o7777, radix: 8).leftPadded(to: 4)
        if credentials.user == owner {
            return mode & S_IWUSR != 0 ? nil : "the file is read-only (\(octal)); make it writable (chmod u+w) or save to another file"
        }
        if credentials.groups.contains(group) {
            return mode & S_IWGRP != 0 ? nil : "the file belongs to user \(owner) and its group may not write it (\(octal)); save to another file"
        }
        return mode & S_IWOTH != 0 ? nil : "the file belongs to user \(owner) and only they may write it (\(octal)); save to another file"
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
