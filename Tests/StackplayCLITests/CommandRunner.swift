import Foundation
import TestScratch

/// The outcome of running the `stackplay` binary.
struct CommandOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the `stackplay` executable that `swift build` put next to the test bundle.
enum Stackplay {
    static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("stackplay")
    }

    static func run(_ arguments: [String], currentDirectory: URL? = nil) throws -> CommandOutput {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandOutput(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }

    /// A fresh temporary directory for files a test writes.
    static func temporaryDirectory() throws -> URL {
        try makeScratchDirectory("cli")
    }
}
