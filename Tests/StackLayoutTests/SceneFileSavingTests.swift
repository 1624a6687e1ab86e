import Foundation
import TestScratch
import Testing

@testable import StackLayout

/// Counts SIGUSR2 deliveries, for the signal deferral test.
nonisolated(unsafe) private var usr2Deliveries: Int32 = 0

/// Issue 10: what a save may replace, whose permissions it respects, what it keeps (mode,
/// owner, group, hard links) and what it never leaves behind.
@Suite("Scene files: safe saving", .serialized)
struct SceneFileSavingTests {
    private let folder: String
    private let scene = Scene(views: [ArrangedView(name: "a", width: 10, height: 20)])

    init() throws {
        folder = try makeScratchDirectory("saving").path
    }

    private func file(_ name: String) -> String { folder + "/" + name }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func saveError(_ path: String) -> SceneFileError? {
        sceneDecodingError { () throws(SceneFileError) in try SceneFile.save(scene, to: path) }
    }

    private func status(_ path: String) -> stat {
        var info = stat()
        _ = lstat(path, &info)
        return info
    }

    // MARK: What is never replaced

    @Test func aFIFOIsRefusedAndStaysAFIFO() throws {
        let fifo = file("pipe.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = try #require(saveError(fifo))
        #expect(error.description == "\(fifo): cannot save: it is a FIFO (named pipe), not a regular file; save to a file name instead")
        #expect(status(fifo).st_mode & S_IFMT == S_IFIFO)
        #expect(try contents() == ["pipe.json"])
    }

    @Test func aCharacterDeviceIsRefusedBeforeAnythingIsWritten() throws {
        // Only inspected (nothing is written even if the check were wrong): /dev/null stays safe.
        let error = sceneDecodingError { () throws(SceneFileError) in _ = try SaveTarget.inspect("/dev/null") }
        #expect(error?.description == "/dev/null: cannot save: it is a character device, not a regular file; save to a file name instead")
    }

    @Test func aSymbolicLinkToAFIFOIsRefused() throws {
        let fifo = file("pipe")
        let link = file("link.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(symlink(fifo, link) == 0)
        let error = try #require(saveError(link))
        #expect(error.description.contains("it is a FIFO (named pipe), not a regular file"))
        #expect(status(link).st_mode & S_IFMT == S_IFLNK)
    }

    @Test func aDanglingSymbolicLinkIsRefusedAndKept() throws {
        let link = file("link.json")
        #expect(symlink("missing/scene.json", link) == 0)
        let error = try #require(saveError(link))
        #expect(error.description == "\(link): cannot save: it is a symbolic link to \"missing/scene.json\", which does not exist")
        #expect(status(link).st_mode & S_IFMT == S_IFLNK)
        #expect(try contents() == ["link.json"])
    }

    /// Two links that lead to each other: the message said the next one did not exist.
    @Test func aLoopOfSymbolicLinksIsRefusedAsALoop() throws {
        let first = file("first.json")
        let second = file("second.json")
        #expect(symlink(second, first) == 0 && symlink(first, second) == 0)
        let error = try #require(saveError(first))
        #expect(error.description.hasSuffix("which leads back to itself through links"), "\(error)")
        #expect(status(first).st_mode & S_IFMT == S_IFLNK && status(second).st_mode & S_IFMT == S_IFLNK)
    }

    /// A file name in a folder that is not there says so (it said it could not make a
    /// temporary file there).
    @Test func aMissingFolderIsNamed() throws {
        let error = try #require(saveError(file("nowhere/scene.json")))
        #expect(error.description == "\(file("nowhere/scene.json")): cannot save: there is no folder \(file("nowhere"))", "\(error)")
        #expect(try contents().isEmpty)
    }

    // MARK: Permissions

    @Test func modeBitsDecideWhoMayWrite() {
        typealias Credentials = WritePermission.Credentials
        let alice = Credentials(user: 1000, groups: [1000, 27])
        func refusal(_ mode: mode_t, owner: uid_t, group: gid_t, _ who: Credentials) -> String? {
            WritePermission.refusal(mode: S_IFREG | mode, owner: owner, group: group, as: who)
        }
        #expect(refusal(0o644, owner: 1000, group: 1000, alice) == nil)
        #expect(refusal(0o444, owner: 1000, group: 1000, alice) == "the file is read-only (mode 0444); make it writable (chmod u+w) or save to another file")
        // The owner's bits decide for the owner, even when the group or others may write.
        #expect(refusal(0o466, owner: 1000, group: 1000, alice) != nil)
        #expect(refusal(0o664, owner: 0, group: 27, alice) == nil)
        #expect(refusal(0o644, owner: 0, group: 27, alice) == "the file belongs to user 0 and its group may not write it (mode 0644); save to another file")
        #expect(refusal(0o646, owner: 0, group: 27, alice) != nil, "a group member is judged by the group's bits")
        #expect(refusal(0o646, owner: 0, group: 0, alice) == nil)
        #expect(refusal(0o664, owner: 0, group: 0, alice) == "the file belongs to user 0 and only they may write it (mode 0664); save to another file")
        #expect(refusal(0o000, owner: 1000, group: 1000, Credentials(user: 0, groups: [0])) == nil, "root may write anything")
    }

    @Test(.enabled(if: geteuid() != 0, "root may write read-only files"))
    func aReadOnlyFileIsNotWritten() throws {
        let path = file("locked.json")
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o444) == 0)
        let error = try #require(saveError(path))
        #expect(error.description == "\(path): cannot save: the file is read-only (mode 0444); make it writable (chmod u+w) or save to another file")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}")
        #expect(try contents() == ["locked.json"])
    }

    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func ownerAndGroupAreKept() throws {
        let path = file("theirs.json")
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chown(path, 4321, 8765) == 0)
        #expect(chmod(path, 0o640) == 0)
        try SceneFile.save(scene, to: path)
        let info = status(path)
        #expect(info.st_uid == 4321 && info.st_gid == 8765)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try SceneFile.load(path: path) == scene)
    }

    // MARK: Links and names

    @Test func everyHardLinkSeesTheSavedScene() throws {
        let path = file("scene.json")
        let other = file("other-name.json")
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(link(path, other) == 0)
        let inode = status(path).st_ino
        try SceneFile.save(scene, to: path)
        #expect(status(path).st_ino == inode, "the same file, written in place")
        #expect(status(other).st_nlink == 2)
        #expect(try SceneFile.load(path: other) == scene)
        #expect(try contents() == ["other-name.json", "scene.json"])
    }

    @Test func aSingleLinkIsReplacedAtomically() throws {
        let path = file("scene.json")
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        let inode = status(path).st_ino
        try SceneFile.save(scene, to: path)
        #expect(status(path).st_ino != inode, "a new file was renamed over the old one")
        #expect(try SceneFile.load(path: path) == scene)
    }

    @Test func temporaryNamesFitTheNameLimit() throws {
        for name in [String(repeating: "a", count: 255), String(repeating: "é", count: 127) + "x", "s.json"] {
            let temporary = SceneFile.temporaryName(for: name, maximumLength: 255)
            #expect(temporary.utf8.count <= 255, "\(temporary.utf8.count)")
            #expect(temporary.hasPrefix("."))
            #expect(temporary.hasSuffix(".tmp"))
        }
        #expect(SceneFile.temporaryName(for: "s.json", maximumLength: 255).hasPrefix(".s.json."))
        // A name of 240 bytes (its temporary name would not fit whole) saves.
        let long = file(String(repeating: "n", count: 235) + ".json")
        try SceneFile.save(scene, to: long)
        #expect(try SceneFile.load(path: long) == scene)
        #expect(try contents().count == 1)
    }

    // MARK: Signals

    @Test func terminationSignalsWaitUntilTheSaveIsDone() throws {
        usr2Deliveries = 0
        let previous = signal(SIGUSR2) { _ in usr2Deliveries += 1 }
        // This thread may have SIGUSR2 blocked already (test runners' worker threads): unblock it.
        var usr2 = sigset_t()
        var mask = sigset_t()
        sigemptyset(&usr2)
        sigaddset(&usr2, SIGUSR2)
        pthread_sigmask(SIG_UNBLOCK, &usr2, &mask)
        defer {
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            signal(SIGUSR2, previous)
        }
        var duringSave: Int32 = -1
        try SignalDeferral.run { () throws(SceneFileError) in
            raise(SIGUSR2)
            duringSave = usr2Deliveries
        }
        #expect(duringSave == 0, "held back while the temporary file may exist")
        #expect(usr2Deliveries == 1, "delivered once the save is over")
        #expect([SIGTERM, SIGHUP, SIGINT, SIGQUIT].allSatisfy(SignalDeferral.deferred.contains))
    }
}
