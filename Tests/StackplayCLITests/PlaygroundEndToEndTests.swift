import Foundation
import StackLayout
import TestScratch
import Testing

/// The real binary in a real terminal (tmux): keys in, screen out, exit status at the end.
@Suite("Playground in a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct PlaygroundEndToEndTests {
    /// The status line: the line that names the axis.
    static func status(_ screen: [String]) -> String {
        screen.last { $0.contains("horizontal") || $0.contains("vertical") } ?? ""
    }

    static func joined(_ screen: [String]) -> String {
        screen.joined(separator: "\n")
    }

    @Test func everyKeyChangesWhatTheStatusLineSays() throws {
        let session = try TmuxSession(arguments: ["--example", "seed"], width: 120, height: 36)
        var screen = try session.waitForScreen { Self.status($0).contains("horizontal") }
        #expect(Self.status(screen).contains("fill"))
        #expect(Self.status(screen).contains("spacing 0"))
        #expect(Self.joined(screen).contains("Subview0 160×200"))

        try session.send("d")
        screen = try session.waitForScreen { Self.status($0).contains("fillEqually") }
        #expect(Self.status(screen).contains("fillEqually"))
        try session.send("D")
        screen = try session.waitForScreen { !Self.status($0).contains("fillEqually") }
        #expect(!Self.status(screen).contains("fillEqually"))

        try session.send("a")
        screen = try session.waitForScreen { Self.status($0).contains("top") }
        #expect(Self.status(screen).contains("top"), "leading is called top on a horizontal stack")
        try session.send("A")

        try session.send("x")
        screen = try session.waitForScreen { Self.status($0).contains("vertical") }
        #expect(Self.status(screen).contains("vertical"))
        try session.send("x")
        screen = try session.waitForScreen { Self.status($0).contains("horizontal") }

        try session.send("+")
        screen = try session.waitForScreen { !Self.status($0).contains("spacing 0") }
        #expect(!Self.status(screen).contains("spacing 0"))
        try session.send("-")
        try session.send("-")
        screen = try session.waitForScreen { Self.status($0).contains("spacing -") }
        #expect(Self.status(screen).contains("spacing -"), "negative spacing is allowed")
        try session.send("+")

        try session.send("1")
        screen = try session.waitForScreen { Self.status($0).contains("Subview1") }
        #expect(Self.status(screen).contains("hidden"))
        #expect(!Self.joined(screen).contains("Subview1 80×"), "a hidden view has no box")
        try session.send("1")
        screen = try session.waitForScreen { Self.joined($0).contains("Subview1") && !Self.status($0).contains("Subview1") }

        try session.send("m")
        screen = try session.waitForScreen { Self.status($0).contains("margins 8") || Self.status($0).contains("margins on") }
        #expect(Self.status(screen).contains("margins"))
        try session.send("M")
        screen = try session.waitForScreen { Self.status($0).contains("16") }
        #expect(Self.status(screen).contains("16"))

        try session.send("b")
        screen = try session.waitForScreen { Self.status($0).contains("baseline on") || Self.status($0).contains("baseline-relative") }
        #expect(Self.status(screen).contains("baseline"))

        try session.send("?")
        screen = try session.waitForScreen { Self.joined($0).contains("quit") && Self.joined($0).contains("distribution") }
        #expect(Self.joined(screen).contains("hide"))
        try session.send("Escape")
        // Esc and q within the escape delay would be one key, Alt+q (ignored), as from a terminal.
        usleep(150_000)

        try session.send("q")
        screen = try session.waitForScreen { Self.joined($0).contains("unsaved changes") }
        #expect(Self.joined(screen).contains("Ctrl-C again quits"), "quitting with unsaved changes asks once")
        // The warning names Ctrl-C: it quits as a second q would.
        try session.send("C-c")
        #expect(session.waitForExit() == 0)
    }

    /// Issue 6 in a real terminal: select and edit a view, the constraints panel, the stack's
    /// size through the edit variables, undo, the mouse, and saving to the scene file.
    @Test func editingThePanelTheStackSizeAndSaving() throws {
        let folder = try Stackplay.temporaryDirectory()
        let path = folder.appendingPathComponent("scene.json").path
        try SceneFile.save(try #require(Examples.named("seed")).scene, to: path)
        let session = try TmuxSession(arguments: [path, "--no-animation"], width: 120, height: 36)
        var screen = try session.waitForScreen { Self.status($0).contains("horizontal") }

        try session.send("Tab", "Right", "Right")
        screen = try session.waitForScreen { Self.joined($0).contains("Subview0 180×200") }
        #expect(Self.joined(screen).contains("Subview0 intrinsic size 180×200"))

        try session.send("c")
        screen = try session.waitForScreen { Self.joined($0).contains("UISV-canvas-connection:") }
        #expect(Self.joined(screen).contains("▸ Subview0.width <= 180 @250"), "the selected view's constraints are marked")
        #expect(Self.joined(screen).contains("lines 1–"))
        try session.send("NPage")
        screen = try session.waitForScreen { Self.joined($0).contains("lines ") && !Self.joined($0).contains("lines 1–") }
        #expect(!Self.joined(screen).contains("lines 1–"), "PgDn scrolled the panel")

        try session.send("s", "s", "L", "L", "S-Right")
        screen = try session.waitForScreen { Self.joined($0).contains("stack 405 pt wide") }
        #expect(Self.joined(screen).contains("stack 405 pt wide"), "s, then Shift-arrows and L resize the fixed stack (375 + 3 × 10)")
        try session.send("NPage")
        screen = try session.waitForScreen { Self.joined($0).contains("stackplay-size:") }
        #expect(Self.joined(screen).contains("stackplay-size:"), "the size is held through the solver's edit variables, listed in the panel")

        try session.send("u")
        screen = try session.waitForScreen { Self.joined($0).contains("undone") }
        #expect(Self.joined(screen).contains("undone"))

        // A click on Subview2's box (SGR mouse report, 1-based cells) selects it.
        // Wait for the panel to be gone, not for a line of it to be off screen: scrolled, the
        // panel may not show that line while it is still open, and the click would then aim
        // at the narrower drawing beside it.
        try session.send("c")
        screen = try session.waitForScreen { Self.joined($0).contains("constraints hidden") && !Self.joined($0).contains("lines ") }
        #expect(Self.joined(screen).contains("constraints hidden"))
        let row = try #require(screen.firstIndex { $0.contains("Subview2") })
        let column = try #require(screen[row].range(of: "Subview2").map { screen[row].distance(from: screen[row].startIndex, to: $0.lowerBound) })
        // Once, in CI on a loaded machine, this click was not taken within 10 s (cause not
        // found, noted on issue 15: by hand the same reports select the view whether sent in
        // one write or two): click again, up to 3 times, then require the selection.
        for _ in 0..<3 {
            try session.type("\u{1B}[<0;\(column + 2);\(row + 1)M")
            try session.type("\u{1B}[<0;\(column + 2);\(row + 1)m")
            if try session.shows(within: 4, { Self.joined($0).contains("Subview2 selected") }) { break }
        }
        screen = try session.waitForScreen { Self.joined($0).contains("Subview2 selected") }
        #expect(Self.joined(screen).contains("Subview2 selected"))

        try session.send("d", "w")
        screen = try session.waitForScreen { Self.joined($0).contains(" · saved") }
        #expect(screen.contains { $0.hasPrefix(path + " · saved") })
        let saved = try SceneFile.load(path: path)
        #expect(saved.stack.distribution == .fillEqually)
        #expect(saved.views[0].width == 180)
        try session.send("q")
        #expect(session.waitForExit() == 0, "saved: q quits at once")
    }

    /// The save prompt edits like a shell's line (Ctrl-W, Ctrl-U, Backspace) and `~` is the
    /// home directory.
    /// Save-as onto a file already there, other than the scene's own, asks first: it
    /// replaced the file without a word. Esc keeps it; Enter again replaces it; `w` then
    /// writes the scene's own file without asking.
    @Test func saveAsAsksBeforeReplacingAnotherFile() throws {
        let folder = try makeScratchDirectory("replace")
        let path = folder.appendingPathComponent("notes.json").path
        let original = #"{"version":1,"stack":{},"views":[{"name":"X","width":10,"height":10}]}"#
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        let session = try TmuxSession(arguments: ["--example", "seed"], width: 120, height: 30)
        _ = try session.waitForScreen { Self.status($0).contains("horizontal") }
        try session.send("W")
        try session.type(path)
        try session.send("Enter")
        // The scratch folder's long path leaves room for the hint's short form only.
        var screen = try session.waitForScreen { Self.joined($0).contains("Enter replaces") }
        #expect(Self.joined(screen).contains("save to: "), "\(Self.joined(screen))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        try session.send("Escape")
        screen = try session.waitForScreen { Self.joined($0).contains("not saved") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        try session.send("W")
        try session.type(path)
        try session.send("Enter")
        _ = try session.waitForScreen { Self.joined($0).contains("Enter replaces") }
        try session.send("Enter")
        screen = try session.waitForScreen { Self.joined($0).contains("saved") && !Self.joined($0).contains("Enter replaces") }
        #expect(try SceneFile.load(path: path).views.map(\.name) == ["Subview0", "Subview1", "Subview2"])
        try session.send("d")
        try session.send("w")
        screen = try session.waitForScreen { Self.joined($0).contains("saved") && Self.status($0).contains("fillEqually") }
        #expect(try SceneFile.load(path: path).stack.distribution == .fillEqually, "its own file: no question")
    }

    /// `w` onto the scene's own file, changed on disk since the playground read it: it wrote
    /// over the change without a word. It asks; Esc keeps the file as the other writer left
    /// it; Enter replaces it; the next `w`, with nothing changed since, writes at once.
    @Test func saveAsksBeforeWritingOverAChangeMadeOnDisk() throws {
        let folder = try makeScratchDirectory("changed")
        let path = folder.appendingPathComponent("scene.json").path
        try SceneFile.save(try #require(Examples.named("seed")).scene, to: path)
        let session = try TmuxSession(arguments: [path, "--no-animation"], width: 160, height: 30)
        _ = try session.waitForScreen { Self.status($0).contains("horizontal") }
        let theirs = #"{"version":1,"stack":{},"views":[{"name":"Theirs","width":10,"height":10}]}"#
        try theirs.write(toFile: path, atomically: true, encoding: .utf8)
        try session.send("d", "w")
        var screen = try session.waitForScreen { Self.joined($0).contains("changed on disk") }
        #expect(Self.joined(screen).contains("save to: "), "\(Self.joined(screen))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
        try session.send("Escape")
        screen = try session.waitForScreen { Self.joined($0).contains("not saved") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs, "Esc keeps their change")
        try session.send("w")
        _ = try session.waitForScreen { Self.joined($0).contains("changed on disk") }
        try session.send("Enter")
        screen = try session.waitForScreen { Self.joined($0).contains(" · saved") }
        #expect(try SceneFile.load(path: path).stack.distribution == .fillEqually, "Enter replaced it")
        try session.send("d", "w")
        screen = try session.waitForScreen { Self.joined($0).contains("saved") && Self.status($0).contains("fillProportionally") }
        #expect(!Self.joined(screen).contains("changed on disk"), "written by the playground itself: no question")
        #expect(try SceneFile.load(path: path).stack.distribution == .fillProportionally)
    }

    @Test func thePromptEditsAndExpandsTheHomeDirectory() throws {
        let home = try Stackplay.temporaryDirectory()
        let session = try TmuxSession(arguments: ["--no-animation"], width: 100, height: 30, environment: ["HOME": home.path])
        try session.waitForScreen { Self.status($0).contains("horizontal") }
        try session.send("d", "w")
        try session.waitForScreen { Self.joined($0).contains("save to: ") }
        try #require(try session.waitForScreen { $0.last?.hasPrefix("Enter save") == true }.last?.contains("Esc cancel") == true)
        try session.type("/nowhere/at all")
        try session.send("C-w")
        try session.send("C-w")
        try session.type("x")
        try session.send("BSpace")
        try session.waitForScreen { Self.joined($0).contains("save to: /nowhere/") && !Self.joined($0).contains("at all") }
        try session.send("C-u")
        try session.type("~/saved.json")
        try session.send("Enter")
        let saved = home.appendingPathComponent("saved.json").path
        let screen = try session.waitForScreen { Self.joined($0).contains(" · saved") }
        #expect(screen.contains { $0.hasPrefix(saved + " · saved") }, "the title is the file saved to")
        #expect(try SceneFile.load(path: saved).stack.distribution == .fillEqually)
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func resizingRelaysOutAndTinyTerminalsAskForRoom() throws {
        let session = try TmuxSession(arguments: ["--example", "apple"], width: 120, height: 36)
        try session.waitForScreen { Self.status($0).contains("vertical") }
        try session.resize(width: 70, height: 20)
        var screen = try session.waitForScreen { $0.count == 20 && Self.status($0).contains("vertical") }
        #expect(screen.count == 20)
        #expect(screen.filter { $0.contains("vertical") }.count == 1, "no leftover status lines")
        #expect(screen.filter { $0.contains("q quit") }.count == 1, "no leftover key lines")
        #expect(Self.joined(screen).contains("green"))
        try session.resize(width: 12, height: 4)
        screen = try session.waitForScreen { Self.joined($0).lowercased().contains("larger") || Self.joined($0).contains("40") }
        #expect(!Self.joined(screen).contains("vertical"))
        // Keys change nothing that cannot be seen: x would have made the stack horizontal.
        try session.send("x")
        try session.send("d")
        usleep(300_000)  // read before the terminal grows
        try session.resize(width: 120, height: 36)
        screen = try session.waitForScreen { Self.status($0).contains("vertical") }
        #expect(Self.joined(screen).contains("green 200×200"))
        #expect(!Self.joined(screen).contains("horizontal"))
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func ctrlZSuspendsAndContinuingRedrawsEverything() throws {
        let session = try TmuxSession(arguments: [], width: 100, height: 30, inShell: true)
        try session.waitForScreen { Self.status($0).contains("horizontal") }
        try session.send("d")
        try session.waitForScreen { Self.status($0).contains("fillEqually") }
        try session.send("C-z")
        var screen = try session.waitForScreen { !Self.joined($0).contains("Subview0") }
        #expect(!Self.joined(screen).contains("Subview0"), "suspended: the terminal is the shell's again")
        #expect(Self.joined(screen).contains("Stopped"))
        #expect(session.waitForExit() == 148, "the shell saw the job stop (128 + SIGTSTP)")
        session.forgetStatus()
        try session.type("fg; " + session.recordStatus)
        try session.send("Enter")
        screen = try session.waitForScreen { Self.status($0).contains("fillEqually") && Self.joined($0).contains("Subview0") }
        #expect(Self.status(screen).contains("fillEqually"), "the state survives the suspension")
        #expect(screen.filter { $0.contains("q quit") }.count == 1)
        try session.send("q")
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test(arguments: ["q", "Escape", "C-c"])
    func quitKeysExitWith0(key: String) throws {
        let session = try TmuxSession(arguments: [], width: 100, height: 30)
        try session.waitForScreen { Self.status($0).contains("horizontal") }
        try session.send(key)
        #expect(session.waitForExit() == 0)
    }

    /// In a real terminal Esc closes the constraints panel and the playground stays; the
    /// next Esc, with nothing open, quits.
    @Test func escClosesThePanelBeforeItQuits() throws {
        let session = try TmuxSession(arguments: [], width: 100, height: 30)
        try session.waitForScreen { Self.status($0).contains("horizontal") }
        try session.send("c")
        try session.waitForScreen { Self.joined($0).contains("UISV-spacing") }
        try session.send("Escape")
        let screen = try session.waitForScreen { Self.joined($0).contains("constraints hidden") }
        #expect(!Self.joined(screen).contains("UISV-spacing"), "the panel is closed")
        try session.send("Escape")
        #expect(session.waitForExit() == 0)
    }

    /// Termination signals and crashes (SIGSEGV, SIGABRT, as a trap would raise them) end
    /// the playground with the usual status, and the terminal is the shell's again: the
    /// playground's screen is gone and the terminal echoes and reads lines as before.
    @Test(arguments: [("TERM", 143), ("HUP", 129), ("INT", 130), ("SEGV", 139), ("ABRT", 134)])
    func signalsAndCrashesRestoreTheTerminal(signal: String, status: Int32) throws {
        let session = try TmuxSession(arguments: [], width: 100, height: 30, inShell: true)
        try session.waitForScreen { Self.status($0).contains("horizontal") }
        try session.signalCommand(signal)
        #expect(session.waitForExit() == status)
        let screen = try session.waitForScreen { !Self.joined($0).contains("Subview0") }
        #expect(!Self.joined(screen).contains("Subview0"), "curses mode is over: the playground's screen is gone")
        let modes = try session.terminalModes()
        #expect(modes.contains("icanon") && modes.contains("echo"), "line editing and echo are back: \(modes)")
        #expect(!modes.contains("-icanon") && !modes.contains("-echo"), "\(modes)")
    }

    @Test func notATerminalSuggestsRender() throws {
        let output = try Stackplay.run([])
        #expect(output.status == 2)
        #expect(output.stderr.contains("stackplay render"))
        #expect(output.stdout.isEmpty, "no escape codes written")
    }
}
