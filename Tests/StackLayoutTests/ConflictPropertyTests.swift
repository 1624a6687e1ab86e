import Testing
@testable import StackLayout
import JSON

/// Over random scenes: the solved frames satisfy every required constraint, or the layout
/// reports the conflict — in the text of `stackplay layout` ("Unable to simultaneously
/// satisfy constraints", the set, the one broken) and in its JSON (`conflicts`).
@Suite("Required constraints hold or the conflict is reported (random scenes)")
struct ConflictPropertyTests {
    static let scenesPerSeed = 700

    @Test("frames satisfy every required constraint, or the conflict is in the text and the JSON", arguments: RandomScenes.seeds)
    func requiredConstraintsHoldOrConflictIsReported(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var conflicted = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = RandomScenes.scene(&random)
            let result = StackLayoutSolver.solve(scene)
            let label = "seed \(seed) scene \(index): \(SceneJSON.encode(scene))"
            let evaluation = FrameEvaluation(result: result, scene: scene)
            let brokenToRecover = result.conflicts.map(\.broken)
            for constraint in result.constraints where constraint.isRequired && !brokenToRecover.contains(constraint) {
                let violation = try #require(evaluation.violation(of: constraint), "no frame for \(constraint); \(label)")
                #expect(violation <= 1e-6, "\(ConstraintText.line(for: constraint)) off by \(violation); \(label)")
            }
            if !result.conflicts.isEmpty { conflicted += 1 }
            try Self.expectConflictsReported(result, label)
        }
        // The random scenes must reach conflicts for the reporting half to be tested.
        #expect(conflicted > 0, "no scene of seed \(seed) had a conflict")
    }

    /// The text names every conflict as UIKit does, and the JSON lists each one with its
    /// broken constraint and the conflicting ones.
    static func expectConflictsReported(_ result: LayoutResult, _ label: String) throws {
        let text = LayoutReport.text(result)
        let headings = text.components(separatedBy: "Unable to simultaneously satisfy constraints:").count - 1
        #expect(headings == result.conflicts.count, "text: \(headings) conflicts, \(result.conflicts.count) in the result; \(label)")
        for conflict in result.conflicts {
            #expect(text.contains("Will attempt to recover by breaking constraint\n  " + ConstraintText.line(for: conflict.broken)), "\(label)")
        }
        let json = try JSONValue.parse(LayoutReport.json(result))
        guard case .array(let entries)? = json["conflicts"] else {
            Issue.record("no conflicts array in the JSON; \(label)")
            return
        }
        #expect(entries.count == result.conflicts.count, "\(label)")
        for (entry, conflict) in zip(entries, result.conflicts) {
            #expect(entry["broken"] == (try JSONValue.parse(ConstraintText.jsonObject(for: conflict.broken))), "\(label)")
            guard case .array(let conflicting)? = entry["conflicting"] else {
                Issue.record("conflict without a conflicting array; \(label)")
                continue
            }
            let expected = try conflict.conflicting.map { try JSONValue.parse(ConstraintText.jsonObject(for: $0)) }
            #expect(conflicting == expected, "\(label)")
        }
    }
}
