import Foundation
import StackLayout
import Testing
import JSON

/// Issue 10: every size option has a documented range, every scene source a documented size
/// and kind; anything outside gets one message on stderr and status 2, quickly, never a crash.
@Suite("stackplay input bounds", .serialized)
struct InputBoundsTests {
    /// One line on stderr, nothing on stdout, status 2.
    private func expectRefused(_ arguments: [String], saying expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = try Stackplay.run(arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stdout.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): one message, got \(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr.contains(expected), "\(arguments): \(output.stderr)", sourceLocation: sourceLocation)
    }

    @Test func sizeOptionsOutOfRangeAreOneMessage() throws {
        let huge = "9223372036854775807"
        try expectRefused(["render", "--columns", "1000000", "--rows", "1000000"], saying: "--columns must be at most 2000")
        try expectRefused(["render", "--rows", "100000000"], saying: "--rows must be at most 1000")
        try expectRefused(["render", "--columns", huge, "--rows", "1"], saying: "--columns must be at most 2000")
        try expectRefused(["render", "--columns", "99999999999999999999999"], saying: "--columns must be at most 2000")
        try expectRefused(["render", "--columns", "-5"], saying: "--columns must be at least 10 (found -5)")
        try expectRefused(["render", "--rows", "-1"], saying: "--rows must be at least 3")
        try expectRefused(["render", "--columns", "1", "--rows", "1"], saying: "--columns must be at least 10")
        try expectRefused(["render", "--columns", "wide"], saying: "--columns: expected a whole number from 10 to 2000")
        try expectRefused(["render", "--zoom", "-2"], saying: "--zoom must be greater than 0")
        try expectRefused(["render", "--zoom", "1e300"], saying: "--zoom must be at most 1000")
        try expectRefused(["render", "--zoom", "nan"], saying: "--zoom: expected a number")
        try expectRefused(["bench", "--views", huge], saying: "--views must be at most 100000")
        try expectRefused(["bench", "--views", "-3"], saying: "--views must be at least 1")
        try expectRefused(["bench", "--runs", "0"], saying: "--runs must be at least 1")
        try expectRefused(["bench", "--runs", huge], saying: "--runs must be at most 1000")
        try expectRefused(["bench", "--why-limit", "-1"], saying: "--why-limit must be at least 0")
        try expectRefused(["bench", "--why-limit", ""], saying: "--why-limit: expected a whole number from 0 to 3600, found nothing")
        try expectRefused(["render", "--zoom", ""], saying: "--zoom: expected a number greater than 0 and at most 1000, found nothing")
        try expectRefused(["bench", "--why-limit", "3601"], saying: "--why-limit must be at most 3600")
        try expectRefused(["bench", "--matrix", "--why-limit", "5"], saying: "--why-limit applies only without --matrix")
        try expectRefused(["bench", "--matrix", "--cap", "-1"], saying: "--cap must be greater than 0 (found -1)")
        try expectRefused(["bench", "--matrix", "--cap", "0"], saying: "--cap must be greater than 0")
        try expectRefused(["bench", "--matrix", "--cap", "1e300"], saying: "--cap must be at most 3600")
        try expectRefused(["bench", "--matrix", "--cap", "inf"], saying: "--cap: expected a number greater than 0 and at most 3600, found inf")
        try expectRefused(["bench", "--matrix", "--cell", "Fill/Center/Sized"], saying: "DISTRIBUTION one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering and ALIGNMENT one of fill, leading, center, trailing, firstBaseline, lastBaseline")
    }

    @Test func theBoundsThemselvesAreAccepted() throws {
        let smallest = try Stackplay.run(["render", "--columns", "10", "--rows", "3"])
        #expect(smallest.status == 0)
        #expect(!smallest.stdout.isEmpty)
        let largest = try Stackplay.run(["render", "--columns", "2000", "--rows", "1000", "--zoom", "1000"])
        #expect(largest.status == 0, "\(largest.stderr)")
        #expect(largest.stdout.split(separator: "\n").allSatisfy { $0.count <= 2000 })
        let longestLimit = try Stackplay.run(["bench", "--views", "3", "--runs", "1", "--why-limit", "3600"])
        #expect(longestLimit.status == 0, "\(longestLimit.stderr)")
        #expect(longestLimit.stdout.contains("why panel opens"))
    }

    @Test func groupedJSONIsRefused() throws {
        try expectRefused(["constraints", "--format", "json", "--group"], saying: "--group")
    }

    @Test func onlyRegularFilesAreScenesAndRefusalIsQuick() throws {
        let folder = try Stackplay.temporaryDirectory()
        let fifo = folder.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try expectRefused(["layout", "/dev/zero"], saying: "/dev/zero: cannot read the scene: a character device is not a scene file")
            try expectRefused(["layout", "/dev/urandom"], saying: "a character device")
            try expectRefused(["layout", fifo], saying: "a FIFO (named pipe) is not a scene file")
            try expectRefused(["layout", folder.path], saying: "a directory is not a scene file")
        }
        #expect(elapsed < .seconds(10), "no read blocks or runs long: \(elapsed)")
    }

    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let folder = try Stackplay.temporaryDirectory()
        let file = folder.appendingPathComponent("big.json")
        // Valid JSON whitespace, one byte over 16 MB.
        try Data(repeating: 0x20, count: 16 * 1024 * 1024 + 1).write(to: file)
        try expectRefused(["layout", file.path], saying: "larger than 16 MB")
    }

    @Test func hugeNumbersInScenesAreRefusedAndOutputIsAlwaysFinite() throws {
        let folder = try Stackplay.temporaryDirectory()
        let cases: [(json: String, keyPath: String, range: String)] = [
            (#"{"stack": {"spacing": 1e300}, "views": [{"name": "a"}, {"name": "b"}]}"#, "stack.spacing", "a number from -10000000 to 10000000"),
            (#"{"stack": {"width": 1e8}}"#, "stack.width", "a size from 0 to 10000000"),
            (#"{"stack": {"margins": {"top": -2e7}}}"#, "stack.margins.top", "a number from -10000000 to 10000000"),
            (#"{"views": [{"name": "a", "height": 10000001}]}"#, "views[0].height", "a size from 0 to 10000000"),
            (#"{"views": [{"name": "a", "width": 1e9}]}"#, "views[0].width", "a size from 0 to 10000000"),
            (#"{"views": [{"name": "a", "baselines": {"first": 1e9, "last": 1}}]}"#, "views[0].baselines.first", "a baseline offset from 0 to 10000000"),
        ]
        for (index, (json, keyPath, range)) in cases.enumerated() {
            let file = folder.appendingPathComponent("huge\(index).json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            try expectRefused(["layout", file.path, "--format", "json"], saying: "huge\(index).json: \(keyPath): expected \(range) points")
        }
        // At the bound the layout is finite and the JSON parses.
        let file = folder.appendingPathComponent("edge.json")
        try #"{"stack": {"spacing": 1e7, "margins": {"top": 1e7, "leading": 1e7, "bottom": 1e7, "trailing": 1e7}}, "views": [{"name": "a", "width": 1e7, "height": 1e7}, {"name": "b", "width": 1e7}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let output = try Stackplay.run(["layout", file.path, "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("inf") && !output.stdout.contains("nan"))
        _ = try JSONValue.parse(output.stdout)
    }

    @Test func longBadValuesAreCutInMessages() throws {
        let folder = try Stackplay.temporaryDirectory()
        let long = String(repeating: "x", count: 100_000)
        let cases = [
            #"{"stack": {"axis": "\#(long)"}}"#,
            #"{"views": [{"name": "\#(long) "}]}"#,
            #"{"stack": {"\#(long)": 1}}"#,
        ]
        for (index, json) in cases.enumerated() {
            let file = folder.appendingPathComponent("long\(index).json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            let output = try Stackplay.run(["layout", file.path])
            #expect(output.status == 2)
            #expect(output.stderr.count < 400, "case \(index): \(output.stderr.prefix(200))")
            #expect(output.stderr.contains(String(repeating: "x", count: 60) + "\"…") || output.stderr.contains(String(repeating: "x", count: 60) + "…"), "case \(index): \(output.stderr.prefix(300))")
        }
        let example = try Stackplay.run(["layout", "--example", long])
        #expect(example.status == 2)
        #expect(example.stderr.count < 600, "\(example.stderr.prefix(200))")
    }
}
