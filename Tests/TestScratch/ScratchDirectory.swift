import Foundation

/// Where the tests of one test process write their files: a folder of the system's temporary
/// directory named after the process, removed with everything in it when the process exits.
private let scratchRoot: URL = {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("stackplay-tests-\(ProcessInfo.processInfo.processIdentifier)")
    atexit {
        try? FileManager.default.removeItem(at: scratchRoot)
    }
    return root
}()

/// A new, empty folder for the files one test writes (`PREFIX-UUID` inside the process's
/// scratch folder), removed when the test process exits, so that a test run leaves nothing in
/// the temporary directory.
public func makeScratchDirectory(_ prefix: String) throws -> URL {
    let url = scratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
