#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SceneFile {
    /// The largest scene file read: 16 MB, tens of thousands of views as stackplay writes them,
    /// far more than a playground can show.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// The bytes of the regular file at `path`, checked to be UTF-8 as they arrive.
    ///
    /// Only regular files are scene sources: a device (`/dev/zero`, `/dev/urandom`), a FIFO, a
    /// socket or a directory is refused at once, without reading (a FIFO is opened without
    /// waiting for a writer). Reading stops after ``maximumFileSize`` bytes, and at the first
    /// byte that is not UTF-8.
    /// Messages name the file as `kind` (`scene`, `lesson`, `demo`): "cannot read the demo: …".
    static func readBytes(_ path: String, kind: String = "scene") throws(SceneFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SceneFileError(file: path, message: "cannot read the \(kind): \(lastError())")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw SceneFileError(file: path, message: "cannot read the \(kind): \(lastError())")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let fileKind = FileKind(mode: info.st_mode)
            throw SceneFileError(file: path, message: "cannot read the \(kind): \(fileKind.description) is not a \(kind) file; expected a regular file")
        }
        var bytes: [UInt8] = []
        var checked = UTF8Check()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 {
                break
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN {
                    continue
                }
                throw SceneFileError(file: path, message: "cannot read the \(kind): \(lastError())")
            }
            guard bytes.count + count <= maximumFileSize else {
                throw SceneFileError(file: path, message: "cannot read the \(kind): the file is larger than \(maximumFileSize / 1024 / 1024) MB, the most a \(kind) file may be")
            }
            bytes += buffer[0..<count]
            if let invalid = checked.advance(over: bytes) {
                throw notUTF8(path, bytes: bytes, at: invalid, kind: kind)
            }
        }
        if let invalid = checked.finish(bytes) {
            throw notUTF8(path, bytes: bytes, at: invalid, kind: kind)
        }
        return bytes
    }

    private static func notUTF8(_ path: String, bytes: [UInt8], at offset: Int, kind: String) -> SceneFileError {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Columns count characters, as the JSON errors' do: bytes that do not continue one.
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        return SceneFileError(
            file: path, message: "cannot read the \(kind): the file is not UTF-8 text (byte 0x\(byte))",
            line: line, column: column)
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// What kind of file a mode describes, for messages.
struct FileKind: CustomStringConvertible {
    var mode: mode_t

    var description: String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}

/// Checks UTF-8 incrementally, so that reading can stop at the first invalid byte.
struct UTF8Check {
    /// Bytes before this offset are known to be complete, valid UTF-8.
    private(set) var validUpTo = 0

    /// Checks the bytes after ``validUpTo``, except a sequence cut short by the end of `bytes`
    /// (more may follow); returns the offset of the first invalid byte, if any.
    mutating func advance(over bytes: [UInt8]) -> Int? {
        while validUpTo < bytes.count {
            switch Self.sequenceLength(in: bytes, at: validUpTo) {
            case .valid(let length): validUpTo += length
            case .incomplete: return nil
            case .invalid: return validUpTo
            }
        }
        return nil
    }

    /// Checks the rest at the end of the input: a sequence cut short is invalid there.
    mutating func finish(_ bytes: [UInt8]) -> Int? {
        if let invalid = advance(over: bytes) { return invalid }
        return validUpTo < bytes.count ? validUpTo : nil
    }

    private enum Sequence { case valid(Int), incomplete, invalid }

    /// The well-formed byte sequences of the Unicode standard (table 3-7).
    private static func sequenceLength(in bytes: [UInt8], at start: Int) -> Sequence {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return .valid(1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return .invalid
        }
        for offset in 1..<length {
            guard start + offset < bytes.count else { return .incomplete }
            let range = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(bytes[start + offset]) else { return .invalid }
        }
        return .valid(length)
    }
}
