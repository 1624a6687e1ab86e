import Foundation
import Testing

/// A lesson walked in a real terminal (tmux): the steps, the goal met, Enter and Backspace.
@Suite("Lesson in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct LessonEndToEndTests {
    static func joined(_ screen: [String]) -> String {
        screen.joined(separator: "\n")
    }

    @Test func walkingTheFirstStepsOfTheDistributionsLesson() throws {
        let session = try TmuxSession(arguments: ["lesson", "distributions", "--no-animation"], width: 100, height: 36)
        var screen = try session.waitForScreen { $0.first?.contains("step 1/") == true }
        #expect(screen[0].hasPrefix("The five distributions · step 1/5"))
        #expect(Self.joined(screen).contains("The stack is 400 pt wide"))
        #expect(Self.joined(screen).contains("Enter goes on, Backspace goes back"))

        try session.send("Enter")
        screen = try session.waitForScreen { $0.first?.contains("step 2/5") == true }
        #expect(Self.joined(screen).contains("goal: distribution is fillEqually"))
        #expect(!Self.joined(screen).contains("goal met"))

        try session.send("d")
        screen = try session.waitForScreen { Self.joined($0).contains("goal met") }
        #expect(Self.joined(screen).contains("goal met: distribution is fillEqually · Enter goes on"))

        try session.send("Enter")
        screen = try session.waitForScreen { $0.first?.contains("step 3/5") == true }
        #expect(Self.joined(screen).contains("goal: distribution is fillProportionally"))

        try session.send("BSpace")
        screen = try session.waitForScreen { $0.first?.contains("step 2/5") == true }
        #expect(Self.joined(screen).contains("goal met"), "going back keeps the learner's scene")

        try session.send("q")
        #expect(session.waitForExit() == 0, "the lesson's scene is not a file of the learner's: q quits at once")
    }

    /// `--print` names a goal's alignment as the playground's status line does on the axis of
    /// the scene the steps bring: `top` and `bottom` on the alignments lesson's row.
    @Test func printNamesAlignmentsOnTheStacksAxis() throws {
        let result = try Stackplay.run(["lesson", "alignments", "--print"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("goal: alignment is top"), "\(result.stdout)")
        #expect(result.stdout.contains("goal: alignment is bottom"), "\(result.stdout)")
        #expect(!result.stdout.contains("goal: alignment is leading"), "\(result.stdout)")
    }

    @Test func aBadLessonFileIsOneMessageAndStatus2() throws {
        let folder = try Stackplay.temporaryDirectory()
        let path = folder.appendingPathComponent("bad.json").path
        try #"{"title": "x", "steps": [{"caption": "a", "goal": {"distribution": "fillSomehow"}}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Stackplay.run(["lesson", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("steps[0].goal.distribution"))
    }
}
