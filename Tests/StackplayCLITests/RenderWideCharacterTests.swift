import Foundation
import Glibc
import Testing

@_silgen_name("wcwidth") private func libcColumns(_ character: Int32) -> Int32

/// `stackplay render` with wide (CJK) view names: drawn as themselves, and every line still
/// within the columns asked for, counted as a terminal counts them.
@Suite("stackplay render with wide characters", .serialized)
struct RenderWideCharacterTests {
    /// The terminal columns of `line` for the C library in a UTF-8 locale (this thread's).
    private func terminalColumns(_ line: some StringProtocol) -> Int {
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return Int.max }
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        return line.unicodeScalars.reduce(0) { total, scalar in
            let width = libcColumns(Int32(bitPattern: scalar.value))
            return total + (width < 0 ? 1 : Int(width))
        }
    }

    @Test func wideViewNamesShowAsThemselvesAndLinesKeepTheirWidth() throws {
        let directory = try Stackplay.temporaryDirectory()
        let scene = directory.appendingPathComponent("日本.json")
        try #"{"version": 1, "stack": {"width": 300, "height": 100}, "views": [{"name": "日本語", "width": 150, "height": 100}, {"name": "ビュー二", "width": 150, "height": 100}]}"#
            .write(to: scene, atomically: true, encoding: .utf8)
        let wide = try Stackplay.run(["render", scene.path, "--columns", "60", "--rows", "12", "--color", "never"])
        #expect(wide.status == 0)
        #expect(wide.stdout.contains("日本語") && wide.stdout.contains("ビュー二"), "\(wide.stdout)")
        #expect(!wide.stdout.contains("?"), "\(wide.stdout)")
        for columns in [9, 10, 11, 13, 20, 31, 60] {
            for color in ["never", "always"] {
                let output = try Stackplay.run(["render", scene.path, "--columns", "\(columns)", "--rows", "12", "--color", color])
                #expect(output.status == 0)
                let plain = output.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(lines.allSatisfy { terminalColumns($0) <= columns }, "\(columns) \(color):\n\(plain)")
            }
        }
    }
}
