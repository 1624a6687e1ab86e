import Foundation
import Testing

/// `stackplay bench --matrix` prints, per cell, the from-scratch solve, the median key press
/// and the edit whose key presses took longest (in JSON, each edit's median), so that an edit
/// the engine rebuilds for is not hidden in the median.
@Suite("stackplay bench --matrix", .serialized)
struct BenchMatrixCommandTests {
    private static let edits: Set<String> = [
        "spacing +2", "width +10", "hide", "unhide", "hugging 251", "hugging 250", "width -10",
        "constraint on", "constraint off", "stack width +40", "stack width -40", "spacing -2",
    ]

    @Test func eachCellNamesItsSlowestEdit() throws {
        let output = try Stackplay.run(["bench", "--matrix", "--views", "4", "--runs", "3", "--cell", "fill/fill/sized", "--cell", "equalSpacing/center/unsized", "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for (line, cell) in zip(lines, ["fill/fill/sized", "equalSpacing/center/unsized"]) {
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            #expect(object["cell"] as? String == cell)
            let slowest = try #require(object["slowest_key"] as? String, "\(line)")
            #expect(Self.edits.contains(slowest), "\(slowest)")
            // The unsized stack has no width to edit.
            if cell.hasSuffix("unsized") { #expect(!slowest.hasPrefix("stack width")) }
            let slowestTime = try #require(object["slowest_key_ms"] as? Double, "\(line)")
            let median = try #require(object["key_press_ms"] as? Double, "\(line)")
            #expect(slowestTime > 0 && median > 0)
            // The solve kiwisolver's harness times, beside generate+solve+report.
            let solve = try #require(object["solve_ms"] as? Double, "\(line)")
            let build = try #require(object["build_solve_ms"] as? Double, "\(line)")
            #expect(solve > 0 && build > 0)
            #expect(object["solve_runs"] as? Double == 3 && object["build_solve_runs"] as? Double == 3)
            // Each edit's own median; the slowest is the largest of them.
            let byEdit = try #require(object["key_press_ms_by_edit"] as? [String: Double], "\(line)")
            #expect(Set(byEdit.keys) == (cell.hasSuffix("unsized") ? Self.edits.filter { !$0.hasPrefix("stack width") } : Self.edits))
            #expect(byEdit[slowest] == slowestTime)
            #expect(byEdit.values.allSatisfy { $0 > 0 && $0 <= slowestTime })
        }
        let text = try Stackplay.run(["bench", "--matrix", "--views", "4", "--runs", "2", "--cell", "fill/fill/sized"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("slowest key ms"))
        #expect(text.stdout.contains("solve ms"))
        let row = try #require(text.stdout.split(separator: "\n").last)
        #expect(row.hasPrefix("fill/fill/sized"))
        #expect(Self.edits.contains { row.hasSuffix("(\($0))") }, "\(row)")
    }

    /// The text table keeps its columns under the header for the longest cell name; a cell
    /// named twice is timed once; one run is "1 run", one view "1 view".
    @Test func theTextTableKeepsItsColumns() throws {
        let text = try Stackplay.run(["bench", "--matrix", "--views", "1", "--runs", "1", "--cap", "2",
                                      "--cell", "fillProportionally/firstBaseline/unsized", "--cell", "fill/fill/sized", "--cell", "fill/fill/sized"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.first?.hasPrefix("1 view, ") == true, "\(lines)")
        #expect(lines.first?.contains("medians of up to 1 run (capped at 2 s a series)") == true, "\(lines)")
        let column = try #require(lines[1].range(of: "generate+solve ms")).lowerBound.utf16Offset(in: lines[1])
        for row in lines.dropFirst(2) {
            let name = row.prefix { $0 != " " }
            let figures = row.dropFirst(name.count).drop { $0 == " " }
            #expect(row.count - figures.count == column, "\(row)")
        }
    }
}
