import Foundation
import Playground
import StackLayout
import Testing

/// The one key map: the README's key tables, the help and the key line all come from it,
/// and no key means two things at once.
@Suite("Key map")
struct KeyMapTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// Each group's table is in the README, under its heading, exactly as the key map
    /// writes it: a key documented there is a key the playground has, and the other way round.
    @Test(arguments: KeyMap.Group.allCases)
    func theReadmeTableIsTheKeyMaps(group: KeyMap.Group) {
        let table = KeyMap.manualTable(for: group)
        #expect(Self.readme.contains(group.heading + "\n\n" + table + "\n"), "README.md should have, under \"\(group.heading)\":\n\(table)")
    }

    /// The README's playground section has no key table besides the key map's.
    @Test func theReadmeHasNoOtherKeyTable() {
        let section = Self.readme.components(separatedBy: "## The playground").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
        let tables = section.components(separatedBy: "| key | action |").count - 1
        #expect(tables == KeyMap.Group.allCases.count)
    }

    /// In each mode (the prompt's keys, the lesson's, the others), a key triggers one action.
    @Test func noKeyIsBoundTwice() {
        let modes: [Set<KeyMap.Group>] = [[.prompt], [.lesson], [.commandLine], [.demo], [.stack, .selectedView, .general]]
        for mode in modes {
            let keys = KeyMap.bindings.filter { mode.contains($0.group) }.flatMap(\.actions).map(\.key)
            for (index, key) in keys.enumerated() {
                #expect(!keys[..<index].contains(key), "\(key) is bound twice")
            }
        }
    }

    /// Every key the table lists triggers its action through the key lookup, and every
    /// binding of the key line and the help is a row of the table.
    @Test func everyRowActs() {
        for binding in KeyMap.bindings {
            for (key, action) in binding.actions {
                let prompt = binding.group == .prompt, lesson = binding.group == .lesson, command = binding.group == .commandLine
                let demo = binding.group == .demo
                #expect(KeyMap.action(for: key, promptOpen: prompt, helpOpen: false, lessonOpen: lesson, commandOpen: command, demoOpen: demo) == action,
                        "\(key)")
            }
        }
    }

    @Test func atThePromptCharactersAreTypedAndTheHelpClosesOnAnyKey() {
        #expect(KeyMap.action(for: .character("d"), promptOpen: true, helpOpen: false) == .promptInsert("d"))
        #expect(KeyMap.action(for: .character("q"), promptOpen: true, helpOpen: false) == .promptInsert("q"))
        #expect(KeyMap.action(for: .escape, promptOpen: true, helpOpen: false) == .promptCancel)
        #expect(KeyMap.action(for: .character("d"), promptOpen: false, helpOpen: true) == .closeHelp)
        #expect(KeyMap.action(for: .escape, promptOpen: false, helpOpen: true) == .closeHelp)
        #expect(KeyMap.action(for: .controlC, promptOpen: false, helpOpen: true) == .quit)
        #expect(KeyMap.action(for: .function(5), promptOpen: false, helpOpen: false) == nil)
    }
}

/// The README's pictures of the playground are what it draws.
@Suite("README pictures")
struct ReadmePictureTests {
    /// The lines of the code block after the line ending in `caption`.
    static func block(after caption: String) -> [String] {
        let lines = KeyMapTests.readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix(caption) }),
              let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return Array(lines[(open + 1)..<close])
    }

    static func seed(after keys: [Key]) -> PlaygroundState {
        var state = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        for key in keys { state.press(key) }
        return state
    }

    @Test func theSeedAfterAlignmentTopAndSpacing8() {
        let state = Self.seed(after: [.character("a"), .character("+"), .character("+")])
        let drawn = PlaygroundScreen.render(state, width: 90, height: 18, color: false, ascii: false).lines()
        #expect(Self.block(after: "in a 90×18 terminal:") == drawn, "\n\(drawn.joined(separator: "\n"))")
    }

    @Test func theSeedWithThePanelAndSubview1Selected() {
        let state = Self.seed(after: [.character("c"), .tab, .tab])
        let drawn = PlaygroundScreen.render(state, width: 100, height: 22, color: false, ascii: false).lines()
        #expect(Self.block(after: "in a 100×22 terminal:") == drawn, "\n\(drawn.joined(separator: "\n"))")
    }

    @Test func theSeedWithTheWhyPanelAndSubview2Selected() {
        let state = Self.seed(after: [.character("y"), .backTab])
        let drawn = PlaygroundScreen.render(state, width: 100, height: 26, color: false, ascii: false).lines()
        #expect(Self.block(after: "in a 100×26 terminal:") == drawn, "\n\(drawn.joined(separator: "\n"))")
    }
}
