import Foundation
@testable import Playground
import StackLayout
import Testing

// What a new user's review found on the screen: the constraints panel's cut lines, small
// terminals, the gallery's titles and rows, the presenter's legend in a nested stack.

/// The constraints panel keeps each constraint's priority and the user's tag however its
/// equation is cut.
@Suite("Screen fit: the constraints panel keeps priorities and tags")
struct PanelLineFitTests {
    /// The seed with two constraints of the user's, the second long, and the panel open.
    static func state() throws -> PlaygroundState {
        var state = try PlaygroundUserConstraintTests.example("seed")
        _ = state.update(.addUserConstraint("Subview0.width >= 1.5*Subview1.width + 5 @999"))
        _ = state.update(.addUserConstraint("Subview2.leading == Subview1.trailing + 5"))
        state.press(.character("c"))
        return state
    }

    @Test(arguments: [(120, 36), (80, 24), (60, 20)])
    func thePanelKeepsPrioritiesAndTags(width: Int, height: Int) throws {
        var state = try Self.state()
        var seen: [String] = []
        // Scroll through the whole panel, a row at a time.
        for line in 0..<60 {
            _ = state.update(.scrollPanel(to: line))
            let screen = ScreenLayout(state, width: width, height: height, ascii: false)
            let panel = try #require(screen.panel)
            let lines = PlaygroundScreen.render(state, on: screen, color: false).lines()
            seen += lines.map { String($0.dropFirst(panel.left)) }
        }
        let priorities = seen.filter { $0.contains("Subview0.width <= 160") || $0.contains("Subview0.wid") && $0.contains("@250") }
        #expect(!priorities.isEmpty && priorities.allSatisfy { $0.contains("@250") }, "\(priorities)")
        #expect(seen.contains { $0.contains("@999") && $0.contains("(user #0)") }, "\(seen.filter { $0.contains("1.5") })")
        #expect(seen.contains { $0.contains("(user #1)") }, "\(seen.filter { $0.contains("+ 5") })")
        #expect(!seen.contains { $0.contains("@2…") || $0.contains("(user…") })
    }
}

/// Small terminals: the words the README uses, and a help that says when it is cut.
@Suite("Screen fit: small terminals")
struct SmallTerminalTests {
    /// Below 40×12 the screen says what the README says, over several rows when it must.
    @Test(arguments: [(20, 5), (20, 6), (32, 3), (39, 12), (14, 4)])
    func tooSmallSaysTheReadmesWords(width: Int, height: Int) throws {
        let canvas = PlaygroundScreen.render(PlaygroundScreenTests.after("d"), width: width, height: height, color: false, ascii: false)
        RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
        let words = canvas.lines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(words == "make the terminal larger (40×12)")
        #expect(KeyMapTests.readme.contains("\"" + words + "\""))
    }

    /// On a screen too small to draw the playground, keys change nothing unseen: only `q`,
    /// Ctrl-C and Esc act, and they quit; with unsaved changes the first asks, on that screen.
    @Test(arguments: [(39, 12), (40, 11), (20, 5), (30, 1)])
    func aTooSmallScreenOnlyQuitsAndSaysWhenItAsks(width: Int, height: Int) throws {
        var state = PlaygroundScreenTests.after("d")
        let before = state.scene
        for key in [Key.character("d"), .character("x"), .character("1"), .tab, .enter, .character("?"), .character("w"), .up, .character("u")] {
            #expect(state.press(key, width: width, height: height).isEmpty, "\(key)")
        }
        #expect(state.scene == before && !state.ui.showHelp && state.ui.prompt == nil)
        // The document has unsaved changes: q asks first, and the screen says so.
        #expect(state.quitNeedsConfirmation)
        for (first, second) in [(Key.character("q"), Key.escape), (.escape, .controlC)] {
            var asked = state
            #expect(asked.press(first, width: width, height: height).isEmpty)
            let canvas = PlaygroundScreen.render(asked, width: width, height: height, color: false, ascii: false)
            RenderTestSupport.expectWellFormed(canvas, width: width, height: height)
            #expect(canvas.lines().joined().contains("q again"), "\(canvas.lines())")
            #expect(asked.press(second, width: width, height: height) == [.quit])
        }
    }

    /// Every key the help lists at 200×60 is on a page of the help however small the
    /// terminal (the page holds the short forms): where it does not fit at once, its last row names the page, PgDn (or Space)
    /// shows the next and, after the last, the first again; PgUp goes back.
    @Test(arguments: [(40, 12), (50, 14), (60, 16), (80, 24), (120, 36)])
    func everyKeyIsOnAPageOfTheHelp(width: Int, height: Int) {
        var state = PlaygroundScreenTests.after("?")
        let first = PlaygroundScreenTests.lines(state, width, height)
        var seen = first.joined(separator: "\n")
        var pages = [first]
        while pages.count < 20 {
            _ = state.press(pages.count % 2 == 0 ? .pageDown : .character(" "), width: width, height: height)
            #expect(state.ui.showHelp, "paging keeps the help open")
            let page = PlaygroundScreenTests.lines(state, width, height)
            if page == first { break }
            pages.append(page)
            seen += "\n" + page.joined(separator: "\n")
        }
        #expect(pages.count < 20, "PgDn comes back to the first page")
        // Every key, and from 50 columns on every key's words whole (at 40 a long one is cut).
        let everyKey = KeyMap.helpBindings.allSatisfy { seen.contains($0.keys) || seen.contains($0.shortKeys) }
        let everyText = KeyMap.helpBindings.allSatisfy { seen.contains($0.help) || seen.contains($0.shortHelp) }
        #expect(everyKey && (everyText || width < 50), "\(width)×\(height):\n\(seen)")
        if pages.count > 1 {
            #expect(first.joined().contains("1/\(pages.count)"), "\(first.joined(separator: "\n"))")
            #expect(first.joined().contains("other keys close") || width < 50, "\(first.joined(separator: "\n"))")
            _ = state.press(.pageUp, width: width, height: height)
            #expect(PlaygroundScreenTests.lines(state, width, height) == pages.last, "PgUp from the first page shows the last")
        }
        _ = state.press(.character("x"), width: width, height: height)
        #expect(!state.ui.showHelp, "any other key closes it")
    }
}

/// The gallery's titles fit their panels, and no rows are wasted under them.
@Suite("Screen fit: gallery titles")
struct GalleryTitleFitTests {
    @Test(arguments: Distribution.allCases)
    func theScenesPanelIsTitledWhole(distribution: Distribution) throws {
        var scene = RenderTestSupport.seed()
        scene.stack.distribution = distribution
        for width in [120, 100, 60] {
            let lines = Gallery.render(scene, by: .distribution, width: width, height: 36, color: false).lines()
            let title = try #require(lines.first { $0.contains(distribution.rawValue + " (") }, "\(width): \(lines[0])")
            #expect(!title.contains("…") && title.contains(distribution.rawValue + " ("), "\(width): \(title)")
            #expect(title.contains(")"), "\(width): \(title)")
        }
    }

    @Test func theDrawingsStartRightUnderTheirTitles() {
        for (width, height) in [(120, 36), (80, 24), (200, 60)] {
            let lines = Gallery.render(RenderTestSupport.seed(), by: .distribution, width: width, height: height, color: false).lines()
            let titleRows = lines.indices.filter { lines[$0].hasPrefix(" fill") || lines[$0].hasPrefix(" equalCentering") || lines[$0].hasPrefix(" equalSpacing") }
            #expect(!titleRows.isEmpty)
            for row in titleRows where row + 1 < lines.count {
                #expect(lines[row + 1].trimmingCharacters(in: .whitespaces).hasPrefix("╭"), "\(width)×\(height): row \(row + 1) is \"\(lines[row + 1])\"")
            }
        }
    }

    @Test func thePlaygroundsGalleryIsTheSame() {
        var state = PlaygroundScreenTests.after("d")
        state.press(.character("G"))
        let lines = PlaygroundScreenTests.lines(state, 120, 36)
        #expect(lines[0].contains("fillEqually (the scene's)"), "\(lines[0])")
        #expect(lines[1].hasPrefix("╭"))
    }
}

/// Presenter mode's legend names the views of the stack being edited.
@Suite("Screen fit: the presenter's legend")
struct PresenterLegendTests {
    @Test func theLegendNamesTheNestedStacksViews() throws {
        var state = try EditFeedbackTests.inEmailRow()
        state.press(.character("P"))
        state.press(.character("0"))
        let legend = try #require(PlaygroundScreenTests.lines(state, 120, 36).last)
        #expect(legend.contains("EmailLabel (hidden)") && legend.contains("EmailField"), "\(legend)")
        #expect(!legend.contains("NameRow"), "\(legend)")
    }
}
