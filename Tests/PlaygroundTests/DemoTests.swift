import Playground
import StackLayout
import Testing

/// Demo scripts: the file format and its errors, and the playground playing one.
@Suite("Demo scripts")
struct DemoTests {
    static let script = """
        {"version": 1, "title": "Distributions", "example": "seed", "pace": 0.5, "steps": [
          {"caption": "A width to share", "command": ":width 375"},
          {"caption": ["fillEqually:", "every view as wide as the first"], "command": "distribution fillEqually"},
          {"caption": "Two more", "keys": "dd"},
          {"caption": "That is all."}]}
        """

    static func error(_ text: String) -> String {
        do {
            _ = try DemoJSON.decode(text, file: "demo.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func aDemoDecodesWithItsStepsActions() throws {
        let demo = try DemoJSON.decode(Self.script, file: "demo.json")
        #expect(demo.title == "Distributions" && demo.pace == 0.5)
        #expect(demo.steps.map(\.actions) == [
            [.setStackSize(StackSize(width: 375, height: nil))], [.setDistribution(.fillEqually)],
            [.cycleDistribution(by: 1), .cycleDistribution(by: 1)], [],
        ])
        #expect(demo.steps[1].caption == ["fillEqually:", "every view as wide as the first"])
    }

    @Test(arguments: [
        (#"{"title": "x", "steps": [{"command": "width wide"}]}"#, "steps[0].command", "expected a number of points"),
        (#"{"title": "x", "steps": [{"command": "hugging 249"}]}"#, "steps[0].command", "expected a selected view"),
        (#"{"title": "x", "steps": [{"keys": "dq"}]}"#, "steps[0].keys", "expected the playground's editing keys"),
        (#"{"title": "x", "steps": [{"command": "save a.json"}]}"#, "steps[0].command", "does not save or open"),
        (#"{"title": "x", "pace": 0, "steps": [{"keys": "d"}]}"#, "pace", "expected seconds between steps"),
        (#"{"title": "x", "steps": []}"#, "steps", "a non-empty array"),
        (#"{"title": "x", "steps": [{"keys": "d", "colour": 1}]}"#, "steps[0].colour", "unknown key"),
        (#"{"steps": [{"keys": "d"}]}"#, "title", "expected a string"),
        (#"{"title": "x", "steps": [{"keys": "d"}, {"command": "constraint add garbage"}]}"#, "steps[1].command", "constraint not added: column 8"),
        (#"{"title": "x", "steps": [{"command": "constraint add Nope.width == 3"}]}"#, "steps[0].command", "unknown item \"Nope\""),
        (#"{"title": "x", "steps": [{"keys": "d\u001b"}]}"#, "steps[0].keys", "found U+1B"),
        (#"{"title": "x", "steps": [{"keys": ""}]}"#, "steps[0].keys", "expected at least one key"),
        (#"{"title": "x", "steps": [{"command": "select #0"}, {"command": "rename Subview2"}]}"#, "steps[1].command", "there is already a view named \"Subview2\""),
        (#"{"title": " ", "steps": [{"keys": "d"}]}"#, "title", "expected a string"),
        (#"{"title": "x", "example": "cards", "steps": [{"keys": "d"}]}"#, "example", "no example \"cards\"; did you mean card?"),
        (#"{"title": "x", "pace": "2", "steps": [{"keys": "d"}]}"#, "pace", "found a string"),
    ])
    func badDemosNameTheKeyPath(text: String, path: String, expected: String) {
        let message = Self.error(text)
        #expect(message.contains("demo.json"), "\(message)")
        #expect(message.contains(path), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }

    /// Nested stacks in a demo: Tab and Enter as `\t` and `\n` select and enter one, and
    /// commands name views at any depth.
    @Test func aDemoReachesNestedStacks() throws {
        let text = #"{"title": "x", "example": "card", "steps": [{"keys": "\t\t\t\n+"}, {"command": "select Like"}, {"command": "hide Share"}]}"#
        let demo = try DemoJSON.decode(text, file: "demo.json")
        #expect(demo.steps[0].actions.first == .selectNext(by: 1))
        #expect(demo.steps[0].actions.contains(.enterNestedStack))
        #expect(demo.steps[0].source == "keys \\t\\t\\t\\n+")
        var state = PlaygroundState(demo: demo, animates: false)
        for _ in demo.steps { _ = state.update(.playDemoStep) }
        let toolbar = try #require(state.scene.views.last?.nested)
        #expect(toolbar.stack.spacing != 8, "+ acted inside the toolbar")
        #expect(toolbar.views.last?.hidden == true)
        #expect(state.selectedViewName == "Like")
    }

    /// The drawing keeps its scale and place from the first step to the last: the script's
    /// steps widen the seed from 280 points to 375 and then 500, and each step drew it
    /// smaller and further left (the stack's corner went from column 19 to 10 and 9).
    @Test func aDemosDrawingKeepsItsScaleFromTheFirstStepToTheLast() throws {
        let text = #"{"title": "x", "example": "seed", "steps": [{"command": "width 375"}, {"keys": "dd"}, {"command": "width 500"}, {"keys": "0"}]}"#
        let demo = try DemoJSON.decode(text, file: "demo.json")
        var state = PlaygroundState(demo: demo, animates: false)
        var mappings: [CellMapping] = [ScreenLayout(state, width: 100, height: 30, ascii: false).mapping]
        for _ in demo.steps {
            _ = state.update(.playDemoStep)
            mappings.append(ScreenLayout(state, width: 100, height: 30, ascii: false).mapping)
        }
        #expect(state.layout.frame(of: LayoutItem.stackView)?.width == 500)
        #expect(Set(mappings.map(\.zoom)).count == 1, "\(mappings.map(\.zoom))")
        #expect(Set(mappings.map(\.originColumn)).count == 1 && Set(mappings.map(\.originRow)).count == 1)
    }

    /// A later step's command is checked against the scene the steps before it leave.
    @Test func stepsAreCheckedInOrder() {
        let text = #"{"title": "x", "steps": [{"command": "select Subview1"}, {"command": "hugging 249"}]}"#
        #expect(Self.error(text) == "no error")
    }

    @Test func playingStepsAndTheKeys() throws {
        var state = PlaygroundState(demo: try DemoJSON.decode(Self.script, file: "demo.json"), animates: false)
        #expect(state.demo?.played == 0)
        _ = state.update(.playDemoStep)
        #expect(state.scene.stack.width == 375)
        _ = state.press(.right)  // → plays the next step now
        #expect(state.scene.stack.distribution == .fillEqually)
        let screen = PlaygroundScreen.render(state, width: 100, height: 36, color: false, ascii: false).lines()
        #expect(screen[0] == "Distributions · step 2/4")
        #expect(screen[1] == "fillEqually:" && screen[2] == "every view as wide as the first")
        _ = state.press(.character(" "))
        #expect(state.demo?.paused == true && state.demo?.isPlaying == false)
        #expect(PlaygroundScreen.render(state, width: 100, height: 36, color: false, ascii: false).lines()[0] == "Distributions · step 2/4 · paused")
        let keyLine = { (state: PlaygroundState) in
            PlaygroundScreen.render(state, width: 160, height: 40, color: false, ascii: false).lines().last ?? ""
        }
        // Paused, Space resumes (the line said `Space pause`).
        #expect(keyLine(state).contains("Space resume") && !keyLine(state).contains("Space pause"), "\(keyLine(state))")
        _ = state.press(.character(" "))
        #expect(state.demo?.isPlaying == true)
        _ = state.update(.playDemoStep)
        #expect(state.scene.stack.distribution == .equalSpacing, "keys play as keys")
        #expect(keyLine(state).contains("Space pause") && keyLine(state).contains("→ next"))
        _ = state.update(.playDemoStep)
        #expect(state.demo?.isFinished == true)
        #expect(!keyLine(state).contains("Space pause") && !keyLine(state).contains("→ next"), "nothing left to pause or play")
        _ = state.update(.playDemoStep)
        #expect(state.message == "the demo is over: q quits")
        // Space after the end does not say the demo is paused.
        _ = state.press(.character(" "))
        #expect(state.message == "the demo is over: q quits" && state.demo?.paused == false)
        // Once it is over, → is the view-sizing key again, as the key line says.
        _ = state.press(.tab)
        let selected = try #require(state.selectedViewName)
        let before = try #require(state.scene.views.first { $0.name == selected }?.width)
        _ = state.press(.right)
        #expect(state.scene.views.first { $0.name == selected }?.width == before + 10, "→ after the end")
        _ = state.press(.character("u"))
        _ = state.press(.escape)
        _ = state.press(.character("u"))
        #expect(state.scene.stack.distribution == .fillProportionally, "each played action is a step of undo")
        // The demo's end says q quits, and it does: what the demo played is not the user's.
        #expect(state.press(.character("q")) == [.quit])
    }

    /// Once the scene is saved to a file during a demo, it is the user's: q asks first.
    @Test func aDemoSavedToAFileAsksBeforeQuitting() throws {
        var state = PlaygroundState(demo: try DemoJSON.decode(Self.script, file: "demo.json"), animates: false)
        _ = state.update(.playDemoStep)
        _ = state.update(.saved(to: "/tmp/demo-saved.json"))
        _ = state.update(.playDemoStep)
        #expect(state.update(.quit).isEmpty)
        #expect(state.message == "unsaved changes: w saves, q, Esc or Ctrl-C again quits")
        #expect(state.update(.quit) == [.quit])
    }
}

/// The README's demo file example is a demo that decodes, and played, each step that names a
/// distribution shows it: its step "Two more distributions" typed `dd` at once, and only the
/// second was ever seen.
@Suite("Demo file format in the README")
struct DemoReadmeTests {
    @Test func theReadmesExampleShowsWhatItsCaptionsName() throws {
        let section = try #require(KeyMapTests.readme.components(separatedBy: "## Demo files").dropFirst().first)
        let json = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let demo = try DemoJSON.decode(json, file: "README.md")
        #expect(demo.pace == 2)
        var state = PlaygroundState(demo: demo, animates: false)
        var named = 0
        for step in demo.steps {
            _ = state.update(.playDemoStep)
            let caption = step.caption.joined(separator: " ")
            for distribution in Distribution.allCases where caption.hasPrefix(distribution.rawValue + ":") {
                #expect(state.scene.stack.distribution == distribution, "\(caption)")
                named += 1
            }
        }
        #expect(named == 3)
    }
}
