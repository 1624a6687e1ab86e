import Foundation
import Testing

// The pseudo-terminal calls are X/Open extensions that Glibc's Swift module leaves out.
@_silgen_name("posix_openpt") private func posixOpenpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantpt(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockpt(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname") private func ptsname(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?

/// Issue 10: when the terminal goes away without a SIGHUP (the pseudo-terminal's master is
/// closed, and the playground's session does not have it as controlling terminal), reads fail
/// with EIO for ever: the playground must end instead of spinning at 100 % CPU.
@Suite("A terminal that goes away")
struct VanishingTerminalTests {
    @Test func closingThePseudoTerminalEndsThePlayground() throws {
        let master = posixOpenpt(O_RDWR | O_NOCTTY)
        try #require(master >= 0 && grantpt(master) == 0 && unlockpt(master) == 0)
        let name = String(cString: try #require(ptsname(master)))
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open(name, O_RDWR | O_NOCTTY)
        try #require(slave >= 0)

        let process = Process()
        process.executableURL = Stackplay.binary
        process.arguments = ["--no-animation"]
        process.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        close(slave)

        // Wait until the playground has drawn its status line.
        var output = ""
        let deadline = Date().addingTimeInterval(10)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline, !output.contains("horizontal") {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 200) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        #expect(output.contains("horizontal"), "the playground started")

        close(master)
        let exitDeadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < exitDeadline { usleep(50_000) }
        let ended = !process.isRunning
        if !ended { process.terminate() }
        process.waitUntilExit()
        #expect(ended, "the playground ended within 5 s of losing its terminal")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "it ended on its own, not by a signal")
    }
}
