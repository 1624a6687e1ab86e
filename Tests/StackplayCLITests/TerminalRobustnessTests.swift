import Foundation
import StackLayout
import TestScratch
import Testing

/// Issue 10 in real terminals: unusable TERM values, escape sequences as single keys, the
/// window size over LINES/COLUMNS, fatal signals, a terminal that goes away, and long solves.
@Suite("Terminal robustness", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct TerminalRobustnessTests {
    private static func joined(_ screen: [String]) -> String { screen.joined(separator: "\n") }

    private static func status(_ screen: [String]) -> String {
        screen.last { $0.contains("horizontal") || $0.contains("vertical") } ?? ""
    }

    /// Runs `command` in the session's shell and waits for the exit status it records in `file`.
    private func runInShell(_ session: TmuxSession, _ command: String, recordingIn file: URL) throws -> Int32? {
        try session.type("\(command); echo $? > \(TmuxSession.quoted(file.path))")
        try session.send("Enter")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            usleep(50_000)
        }
        return nil
    }

    /// A file the user may write, in a folder they may not (`nobody`'s file in root's folder):
    /// it was refused for want of a temporary file beside it; it is rewritten in place, and
    /// keeps its owner.
    @Test(.enabled(if: TmuxSession.canRunAsNobody, "needs root and setpriv"))
    func aWritableFileInAReadOnlyFolderIsSavedInPlace() throws {
        let scratch = try makeScratchDirectory("read-only-folder")
        let folder = scratch.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let path = folder.appendingPathComponent("scene.json").path
        try #"{"version":1,"stack":{},"views":[{"name":"A","width":160,"height":200}]}"#.write(toFile: path, atomically: false, encoding: .utf8)
        var before = stat(), after = stat()
        #expect(stat(path, &before) == 0)
        #expect(chmod(scratch.path, 0o755) == 0 && chmod(folder.path, 0o755) == 0)
        let owner = getpwnam("nobody").map { $0.pointee.pw_uid } ?? 65534
        #expect(chown(path, owner, getgid()) == 0)
        let session = try TmuxSession(arguments: [path], width: 100, height: 30, asNobody: true)
        _ = try session.waitForScreen { Self.joined($0).contains("A 160×") }
        try session.send("d")
        try session.send("w")
        let screen = try session.waitForScreen { Self.joined($0).contains("saved") }
        #expect(!Self.joined(screen).contains("not saved"), "\(Self.joined(screen))")
        #expect(try SceneFile.load(path: path).stack.distribution == .fillEqually)
        #expect(stat(path, &after) == 0 && after.st_uid == owner)
        #expect(after.st_ino == before.st_ino, "the same file, written in place")
    }

    /// A save that runs into the file size limit (or a full disk) leaves a file with several
    /// names as it was: written in place, it stopped part way, and under both names the
    /// scene was cut off and no longer loaded. The limit's signal no longer ends the
    /// playground either: the save says it was not saved, and why.
    @Test func aSavePastTheFileSizeLimitLeavesTheFileAsItWas() throws {
        let folder = try makeScratchDirectory("file-size-limit")
        let path = folder.appendingPathComponent("scene.json").path
        let other = folder.appendingPathComponent("same-scene.json").path
        let original = #"{"version":1,"stack":{},"views":[{"name":"A","width":160,"height":200},{"name":"B","width":80,"height":100}]}"#
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(link(path, other) == 0)
        // 2 blocks: 1 or 2 KB, past which the scene with ten views added is written.
        let session = try TmuxSession(arguments: [path], width: 100, height: 30, fileSizeLimit: 2)
        _ = try session.waitForScreen { Self.joined($0).contains("B 80×") }
        try session.send("Tab")
        for _ in 0..<10 { try session.send("n") }
        _ = try session.waitForScreen { Self.joined($0).contains("View") }
        try session.send("w")
        let screen = try session.waitForScreen { Self.joined($0).contains("not saved") }
        let squeezed = Self.joined(screen).filter { !$0.isWhitespace }
        #expect(squeezed.contains("thefileisasitwas"), "\(Self.joined(screen))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == original)
        #expect(session.waitForExit(timeout: 0.5) == nil, "still running")
    }

    @Test func unusableTerminalTypesAreRefusedAndRenderDrawsPlainASCII() throws {
        let folder = try Stackplay.temporaryDirectory()
        // A shell (the session's own command, `stackplay examples`, ends at once).
        let session = try TmuxSession(arguments: ["examples"], width: 160, height: 40, inShell: true)
        #expect(session.waitForExit() == 0)
        let binary = TmuxSession.quoted(Stackplay.binary.path)
        let cases = [("env -u TERM", "TERM is not set"), ("env TERM=", "TERM is empty"), ("env TERM=no-such-terminal", "unknown"), ("env TERM=dumb", "cannot move the cursor")]
        for (index, (prefix, reason)) in cases.enumerated() {
            let errors = folder.appendingPathComponent("stderr\(index)")
            let status = try runInShell(session, "\(prefix) \(binary) 2> \(TmuxSession.quoted(errors.path))", recordingIn: folder.appendingPathComponent("status\(index)"))
            #expect(status == 2, "\(prefix)")
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            #expect(message.contains(reason) && message.contains("stackplay render"), "\(prefix): \(message)")
            #expect(message.split(separator: "\n").count == 1, "\(prefix): one message")
        }
        // render on the terminal itself: TERM=dumb gives ASCII without colours, LANG=C ASCII.
        try session.type("clear")
        try session.send("Enter")
        for environment in ["TERM=dumb", "LANG=C LC_ALL=C"] {
            let status = try runInShell(session, "env \(environment) \(binary) render --columns 40 --rows 8", recordingIn: folder.appendingPathComponent("render-\(environment.prefix(4))"))
            #expect(status == 0)
        }
        let screen = try session.screenWithAttributes()
        #expect(screen.contains("#0"), "the drawings are on screen: \(screen)")
        #expect(!screen.unicodeScalars.contains { $0.value >= 0x2500 && $0.value < 0x2580 }, "no box drawing: \(screen)")
        let firstDrawing = screen.components(separatedBy: "render").dropFirst().first ?? ""
        #expect(!firstDrawing.contains("\u{1B}[3"), "TERM=dumb: no colours")
    }

    /// One playground with unsaved changes gets every kind of escape sequence as raw bytes:
    /// the unknown ones change nothing (no quit, no stray keys), the arrows act, Esc alone
    /// clears the selection and then asks about the unsaved changes (saving onto a FIFO was refused: one made after
    /// launch, since `--output` naming a FIFO is refused at launch). LINES and COLUMNS in the
    /// environment lose to the real window size.
    @Test func escapeSequencesAreSingleKeysAndTheWindowSizeWins() throws {
        let folder = try Stackplay.temporaryDirectory()
        let fifo = folder.appendingPathComponent("pipe.json").path
        let session = try TmuxSession(arguments: ["--example", "seed", "--no-animation", "--output", fifo], width: 100, height: 30, environment: ["LINES": "12", "COLUMNS": "40"])
        var screen = try session.waitForScreen { Self.status($0).contains("horizontal") }
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(Self.joined(screen).contains("pipe.json ·") && !Self.joined(screen).contains("\nseed ·"),
                "the info line names the file w writes to, not the example:\n\(Self.joined(screen))")
        #expect(screen.count == 30)
        #expect(screen.last?.contains("q quit") == true, "the key line is on the real last row: \(screen)")
        #expect(screen.contains { $0.count > 60 }, "drawn across the real width")

        try session.send("d")
        try session.waitForScreen { Self.joined($0).contains("distribution: fillEqually") }
        usleep(200_000)
        let before = try session.waitForScreen { _ in true }
        // Ignored whole: not even the info line's note ("distribution: fillEqually") goes away.
        let ignored: [[UInt8]] = [
            [0x1B, 0x78], [0x1B, 0x64],  // Alt+x, Alt+d
            [0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x21], [0x1B, 0x5B, 0x4D, 0x23, 0x21, 0x21],  // X10 mouse press, release
            Array("\u{1B}[200~dxq2\u{1B}[201~".utf8),  // a bracketed paste of keys
            Array("\u{1B}[999999999~".utf8), Array("\u{1B}[1;5A".utf8), Array("\u{1B}[2;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9;9q".utf8),
            [0x01],  // Ctrl-A
        ]
        for bytes in ignored { try session.sendBytes(bytes) }
        usleep(600_000)
        screen = try session.waitForScreen { _ in true }
        #expect(session.waitForExit(timeout: 0.1) == nil, "still running")
        #expect(screen == before, "nothing changed:\n\(Self.joined(screen))")

        // Home and End in every form are single keys (no stray `[`, `1`, `~`, `O`, `H`), which
        // the playground has no use for yet: the scene stays as it was.
        let homeAndEnd: [[UInt8]] = [
            [0x1B, 0x5B, 0x48], [0x1B, 0x5B, 0x46], [0x1B, 0x5B, 0x31, 0x7E], [0x1B, 0x5B, 0x34, 0x7E],
            [0x1B, 0x4F, 0x48], [0x1B, 0x4F, 0x46],
        ]
        for bytes in homeAndEnd { try session.sendBytes(bytes) }
        usleep(400_000)
        screen = try session.waitForScreen { _ in true }
        #expect(Self.status(screen) == Self.status(before))
        #expect(Array(screen.prefix(26)) == Array(before.prefix(26)), "the drawing is unchanged")

        // Known sequences act: Tab selects Subview0, Right in both cursor modes widens it.
        try session.send("Tab")
        try session.sendBytes([0x1B, 0x5B, 0x43])
        try session.sendBytes([0x1B, 0x4F, 0x43])
        screen = try session.waitForScreen { Self.joined($0).contains("Subview0 180×200") }
        #expect(Self.joined(screen).contains("Subview0 180×200"))

        // Saving onto a FIFO is refused, and the FIFO stays one; naming it at launch is refused at once.
        let atLaunch = try Stackplay.run(["--example", "seed", "--output", fifo])
        #expect(atLaunch.status == 2 && atLaunch.stderr.contains("cannot save: it is a FIFO (named pipe)"), "\(atLaunch.stderr)")
        try session.send("w")
        screen = try session.waitForScreen { Self.joined($0).contains("not saved") }
        // Shown whole, wrapped over the drawing where the path makes it long: compared without
        // the line breaks and spaces.
        let squeezed = Self.joined(screen).filter { !$0.isWhitespace }
        #expect(squeezed.contains("\(fifo):cannotsave:itisaFIFO".filter { !$0.isWhitespace }), "the info line says why:\n\(Self.joined(screen))")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)

        try session.send("Escape")
        screen = try session.waitForScreen { Self.joined($0).contains("nothing selected") }
        #expect(session.waitForExit(timeout: 0.1) == nil, "Esc alone clears the selection first")
        try session.send("Escape")
        screen = try session.waitForScreen { Self.joined($0).contains("unsaved changes") }
        #expect(Self.joined(screen).contains("unsaved changes"), "then Esc alone quits (asking first)")
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test(arguments: [("USR1", 138), ("ALRM", 142)])
    func signalsWithoutAHandlerBeforeRestoreTheTerminal(signal: String, status: Int32) throws {
        let session = try TmuxSession(arguments: [], width: 100, height: 30, inShell: true)
        try session.waitForScreen { Self.status($0).contains("horizontal") }
        let playing = try session.paneModes()
        #expect(playing["alternate"] == "1" && playing["button"] == "1", "in the playground: \(playing)")
        try session.signalCommand(signal)
        #expect(session.waitForExit() == status)
        let screen = try session.waitForScreen { !Self.joined($0).contains("Subview0") }
        #expect(!Self.joined(screen).contains("Subview0"), "the alternate screen is left")
        let after = try session.paneModes()
        #expect(after.values.allSatisfy { $0 == "0" } && after.count == 5, "alternate screen and mouse modes off: \(after)")
        let modes = try session.terminalModes()
        #expect(modes.contains("icanon") && modes.contains("echo") && !modes.contains("-icanon"), "\(modes)")
    }

    /// Keys typed during a step that takes longer than a second (a long solve) are dropped,
    /// not replayed one slow step each, and Ctrl-C during a step quits at once with the
    /// terminal restored. How long a step takes is not left to the solver's speed: the
    /// playground is stopped (SIGSTOP) while it computes the step, the keys are typed while it
    /// stands still, and it is let go after 1.2 s.
    @Test func longStepsDropTypedAheadKeysAndCtrlCQuitsAtOnce() throws {
        let folder = try Stackplay.temporaryDirectory()
        let path = folder.appendingPathComponent("long.json").path
        var scene = Scene(views: (0..<1000).map { index in
            var view = ArrangedView(name: "v\(index)", width: Double(40 + index % 7), height: Double(40 + index % 5))
            view.baselines = Baselines(first: Double(10 + index % 3), last: Double(5 + index % 4))
            return view
        })
        scene.stack.distribution = .fillEqually
        scene.stack.alignment = .firstBaseline
        try SceneFile.save(scene, to: path)
        let session = try TmuxSession(arguments: [path, "--no-animation"], width: 120, height: 36)
        try session.waitForScreen(timeout: 60) { Self.status($0).contains("fillEqually") }

        try session.send("d")
        try session.stopCommandWhileBusy()
        usleep(1_200_000)
        try session.send("d", "d", "x")
        try session.signalCommand("CONT")
        // The step's own frame comes first; the note on the dropped keys follows in the next.
        var screen = try session.waitForScreen(timeout: 60) { Self.joined($0).contains("ignored 3 keys typed during a") }
        #expect(Self.status(screen).contains("fillProportionally") && Self.status(screen).contains("horizontal"), "the typed-ahead keys were dropped: \(Self.status(screen))")
        // Replayed, the three keys would take three more steps; dropped, q answers at once.
        try session.send("q")
        screen = try session.waitForScreen(timeout: 3) { Self.joined($0).contains("unsaved changes") }
        #expect(Self.joined(screen).contains("unsaved changes"), "q answered at once")
        try session.sendBytes([0x1B, 0x5B, 0x48])  // Home: any key but a quit key cancels quitting
        try session.send("D")
        screen = try session.waitForScreen(timeout: 60) { Self.status($0).contains("fillEqually") }
        #expect(Self.status(screen).contains("fillEqually") && !Self.joined(screen).contains("unsaved changes"))
        try #require(session.waitForExit(timeout: 0.1) == nil, "the playground is still running")

        // Mid-step, Ctrl-C is SIGINT (exit status 128 + 2); read as a key it would ask about
        // the unsaved changes instead.
        try session.send("d")
        try session.stopCommandWhileBusy()
        try session.send("C-c")
        let interrupt = Date()
        try session.signalCommand("CONT")
        let exit = session.waitForExit(timeout: 5)
        #expect(exit == 130, "Ctrl-C during a step quit at once (status \(String(describing: exit)) after \(Date().timeIntervalSince(interrupt)) s)")
        let modes = try session.paneTerminalModes()
        #expect(modes.contains("icanon") && modes.contains("echo") && !modes.contains("-icanon"), "\(modes)")
    }
}
