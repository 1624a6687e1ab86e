import Testing

@testable import Playground
import StackLayout

private extension Frame {
    /// The x of the middle.
    var centreX: Double { x + width / 2 }
}

/// The error decoding `text` as a lesson, or nil when it decodes.
private func lessonError(_ text: String) -> SceneFileError? {
    do {
        _ = try LessonJSON.decode(text, file: "lesson.json", name: "lesson")
        return nil
    } catch {
        return error
    }
}

@Suite("Lessons")
struct LessonTests {
    @Test func everyBuiltInLessonDecodesAndFollowsTheArticlesOrder() {
        #expect(BuiltInLessons.all.count == BuiltInLessons.sources.count)
        #expect(BuiltInLessons.all.map(\.name) == ["distributions", "alignments", "spacing", "hugging", "hiding", "baselines", "margins", "sizing"])
        for lesson in BuiltInLessons.all {
            #expect(!lesson.steps.isEmpty)
            for step in lesson.steps {
                #expect((1...3).contains(step.caption.count), "\(lesson.name)")
                #expect(step.caption.allSatisfy { $0.count <= 80 }, "\(lesson.name)")
            }
        }
    }

    @Test("each built-in goal starts unmet and is met by the change its caption asks for")
    func goalsAreReachable() throws {
        // The distributions lesson, played as its captions say: d four times.
        let lesson = try #require(BuiltInLessons.named("distributions"))
        var scene = try #require(lesson.steps[0].scene)
        for step in lesson.steps.dropFirst() {
            let goal = try #require(step.goal)
            #expect(!goal.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil), "\(goal.summary) already met")
            scene.stack.distribution = Distribution.allCases[(Distribution.allCases.firstIndex(of: scene.stack.distribution)! + 1) % 5]
            #expect(goal.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil), "\(goal.summary) not met")
        }
    }

    @Test func hugging249StretchesTheViewAndMeetsTheGoal() throws {
        let lesson = try #require(BuiltInLessons.named("hugging"))
        var scene = try #require(lesson.steps[0].scene)
        let goal = try #require(lesson.steps[1].goal)
        #expect(!goal.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: "Subview1"))
        scene.views[1].hugging.horizontal = 249
        #expect(goal.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: "Subview1"))
        // The compression step: at 240 pt, Subview1 at 749 is the one compressed.
        var narrow = try #require(lesson.steps[3].scene)
        let compressGoal = try #require(lesson.steps[3].goal)
        #expect(!compressGoal.isMet(scene: narrow, layout: StackLayoutSolver.solve(narrow), selected: nil))
        narrow.views[1].compressionResistance.horizontal = 749
        #expect(compressGoal.isMet(scene: narrow, layout: StackLayoutSolver.solve(narrow), selected: nil))
    }

    /// Goals about a view of a nested stack read it along its own stack's axis: in the
    /// labeled-form's horizontal rows, a label's width, not its height.
    @Test func goalsNameViewsOfNestedStacks() throws {
        var scene = try #require(Examples.named("labeled-form")).scene
        let hidden = LessonGoal.hidden("EmailField")
        #expect(!hidden.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil))
        let stretched = LessonGoal.stretched("NameLabel")
        // NameLabel is 50 wide for its intrinsic 44: stretched along its row.
        #expect(stretched.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil))
        #expect(LessonGoal.hugging(view: "NameLabel", priority: 251).isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil))
        #expect(LessonGoal.customSpacing(after: "NameLabel").isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil) == false)
        scene.views[1].nested?.views[1].hidden = true
        scene.views[0].nested?.stack.customSpacing = ["NameLabel": 20]
        #expect(hidden.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil))
        #expect(LessonGoal.customSpacing(after: "NameLabel").isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil))
    }

    @Test func goalsInWords() {
        #expect(LessonGoal.all([.distribution(.equalCentering), .hidden("Title")]).summary == "distribution is equalCentering and Title is hidden")
        #expect(LessonGoal.hugging(view: "Subview1", priority: 249).summary == "Subview1 hugs at 249")
        // Named as the status line names the alignment on the stack's axis.
        let topAndHidden = LessonGoal.all([.alignment(.leading), .hidden("Title")])
        #expect(topAndHidden.summary(on: .horizontal) == "alignment is top and Title is hidden")
        #expect(topAndHidden.summary(on: .vertical) == "alignment is leading and Title is hidden")
        #expect(LessonGoal.alignment(.trailing).summary(on: .horizontal) == "alignment is bottom")
    }

    @Test func badLessonsAreRejectedWithTheKeyPath() {
        #expect(lessonError("{") != nil)
        #expect(lessonError(#"{"title": "t"}"#)?.description == "lesson.json: expected \"steps\": a non-empty array of steps")
        #expect(lessonError(#"{"title": "t", "steps": []}"#)?.description == "lesson.json: steps: expected at least one step")
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "a\nb\nc\nd"}]}"#)?.description
            == "lesson.json: steps[0].caption: expected at most 3 lines, found 4")
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "x", "goal": {"distribution": "fil"}}]}"#)?.description
            == "lesson.json: steps[0].goal.distribution: expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering, found \"fil\"")
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "x", "goal": {"hidden": "Nope"}}]}"#)?.description
            == "lesson.json: steps[0].goal.hidden: \"Nope\" is not a view of the step's scene; expected one of Subview0, Subview1, Subview2")
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "x", "goal": {"all": [{"axis": "vertical"}, {"stretched": "Subview"}]}}]}"#)?.keyPath
            == "steps[0].goal.all[1].stretched")
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "x", "goal": {"hugging": {"view": "Subview7", "priority": 249}}}]}"#)?.description
            == "lesson.json: steps[0].goal.hugging.view: \"Subview7\" is not a view of the step's scene; did you mean Subview0? expected one of Subview0, Subview1, Subview2")
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "x", "goal": {"colour": 1}}]}"#)?.keyPath == "steps[0].goal.colour")
        #expect(lessonError(#"{"title": "", "steps": [{"caption": "x"}]}"#)?.keyPath == "title")
        // Views of nested stacks may be named.
        #expect(lessonError(#"{"title": "t", "example": "card", "steps": [{"caption": "x", "goal": {"hidden": "Like"}}]}"#) == nil)
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "x", "scene": {"views": [{"name": 3}]}}]}"#)?.keyPath == "steps[0].scene.views[0].name")
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "x", "example": "nope"}]}"#)?.keyPath == "steps[0].example")
        #expect(lessonError(#"{"title": "t", "extra": 1, "steps": [{"caption": "x"}]}"#)?.keyPath == "extra")
        #expect(lessonError(#"{"version": 2, "title": "t", "steps": [{"caption": "x"}]}"#)?.keyPath == "version")
    }

    @Test func aLaterStepSeesTheSceneOfTheStepBefore() {
        // Step 1 switches to the toolbar; step 2's goal names a toolbar view.
        let text = #"{"title": "t", "steps": [{"caption": "a", "example": "toolbar"}, {"caption": "b", "goal": {"hidden": "Back"}}]}"#
        #expect(lessonError(text) == nil)
    }
}

/// A step that asks for a key must show what the key does.
@Suite("Built-in lessons: every asked-for setting changes the drawing")
struct LessonStepEffectTests {
    /// Walks each built-in lesson as a learner who meets every goal: where a step's goal is
    /// one of the stack's settings, setting it moves some view (a step whose key changes
    /// nothing on screen teaches nothing: the alignments lesson once asked for lastBaseline on
    /// labels of one line each, whose first and last baselines are the same line).
    @Test(arguments: BuiltInLessons.all.map(\.name))
    func everySettingAGoalAsksForMovesAView(lesson name: String) throws {
        let lesson = try #require(BuiltInLessons.named(name))
        var scene = Scene()
        for (index, step) in lesson.steps.enumerated() {
            if let start = step.scene { scene = start }
            var after = scene
            switch step.goal {
            case .distribution(let value)?: after.stack.distribution = value
            case .alignment(let value)?: after.stack.alignment = value
            case .axis(let value)?: after.stack.axis = value
            case .spacing(let value)?: after.stack.spacing = value
            case .width(let value)?: after.stack.width = value
            case .baselineRelative(let value)?: after.stack.baselineRelative = value
            case .marginsRelative(let value)?: after.stack.marginsRelative = value
            default: continue
            }
            let before = StackLayoutSolver.solve(scene), solved = StackLayoutSolver.solve(after)
            let moved = scene.allViews.contains { before.frame(of: $0.name) != solved.frame(of: $0.name) }
            // The sizing lesson's first step shows that an unsized stack has nothing to share.
            let showsNothingMoves = name == "sizing" && index == 0
            #expect(moved != showsNothingMoves, "\(name), step \(index + 1): \(step.caption.joined(separator: " "))")
            scene = after
        }
    }

    /// The spacing lesson's last step says the views overlap. At -8 points, on the screens a
    /// class uses, Subview2 covered all there was of the overlap (one column: Subview1's end
    /// under Subview2's edge) and the boxes looked side by side. Played as the captions say,
    /// Subview1's end shows through Subview2 on each.
    @Test(arguments: [(80, 24), (100, 30), (120, 36), (160, 45)])
    func theSpacingLessonsOverlapShowsOnScreen(width: Int, height: Int) throws {
        var state = PlaygroundState(lesson: try #require(BuiltInLessons.named("spacing")), animates: false)
        func press(_ key: Key) { state.press(key, width: width, height: height) }
        for key: Key in [.character("+"), .character("+"), .enter, .tab, .character("."), .enter] { press(key) }
        #expect(state.lesson?.stepIndex == 2)
        let goal = try #require(state.lesson?.lesson.steps[2].goal)
        for _ in 0..<20 where !goal.isMet(scene: state.scene, layout: state.layout, selected: nil) { press(.character("-")) }
        #expect(goal.isMet(scene: state.scene, layout: state.layout, selected: nil))
        let lines = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
        // A row through the boxes' middle: Subview1's double line, then Subview2's heavy box
        // with Subview1's right edge inside it.
        let row = try #require(lines.first { $0.contains("║") && $0.contains("┃") && !$0.contains("═") }, "\(lines.joined(separator: "\n"))")
        let second = try #require(row.split(separator: "┃", omittingEmptySubsequences: false).dropFirst().first)
        #expect(second.contains("║"), "Subview1's end is not seen inside Subview2:\n\(lines.joined(separator: "\n"))")
    }

    /// The margins lesson's baseline step left its boxes overlapping without a word, and the
    /// views filled the stack's width, so one box covered the other's edges and they looked
    /// side by side. Its views are centred now (each as wide as it is), the caption says they
    /// overlap, and a last step raises the spacing until Title and Body just touch. Played as
    /// the captions say, on the screens a class uses: the frames do what the captions say, and
    /// so does the drawing (Body's top edge inside Title's box; no row between Title and Body,
    /// rows between Body and Footer).
    @Test(arguments: [(80, 24), (100, 30)])
    func theMarginsLessonsBaselineStepsSayWhatTheBoxesDo(width: Int, height: Int) throws {
        var state = PlaygroundState(lesson: try #require(BuiltInLessons.named("margins")), animates: false)
        func press(_ key: Key) { state.press(key, width: width, height: height) }
        func screen() -> [String] { PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines() }
        func row(_ text: String, in lines: [String]) throws -> Int { try #require(lines.firstIndex { $0.contains(text) }, "\(text) in\n\(lines.joined(separator: "\n"))") }
        for key: Key in [.character("m"), .enter, .enter, .character("b")] { press(key) }
        #expect(state.lesson?.stepIndex == 2)
        func frames() throws -> [Frame] { try ["Title", "Body", "Footer"].map { try #require(state.layout.frame(of: $0)) } }
        var boxes = try frames()
        #expect(boxes[0].maxY > boxes[1].y && boxes[1].maxY > boxes[2].y, "\(boxes)")
        #expect(state.lesson?.step.caption.joined(separator: " ").contains("overlap") == true)
        var lines = screen()
        let bodyTop = try row("╔", in: lines)
        #expect(lines[bodyTop].contains("┌") || lines[bodyTop].count { $0 == "│" } > 2, "Body's top edge is not drawn inside Title's box:\n\(lines.joined(separator: "\n"))")
        press(.enter)
        let goal = try #require(state.lesson?.step.goal)
        for _ in 0..<20 where !goal.isMet(scene: state.scene, layout: state.layout, selected: nil) { press(.character("+")) }
        #expect(state.scene.stack.spacing == 40 && state.scene.stack.baselineRelative)
        boxes = try frames()
        let gaps = [boxes[1].y - boxes[0].maxY, boxes[2].y - boxes[1].maxY]
        #expect(gaps == [0, 18])
        let caption = try #require(state.lesson?.step.caption.joined(separator: " "))
        #expect(caption.contains("Title and Body just touch") && caption.contains("\(Int(gaps[1])) pt apart"), "\(caption)")
        lines = screen()
        let titleBottom = try row("└", in: lines), bodyBottom = try row("╚", in: lines)
        // Below Body (the caption names Footer too).
        let footerTop = try #require(lines.indices.first { $0 > bodyBottom && lines[$0].contains("Footer") })
        #expect(try row("╔", in: lines) == titleBottom + 1, "\(lines.joined(separator: "\n"))")
        #expect(footerTop - bodyBottom >= 2, "\(lines.joined(separator: "\n"))")
    }

    /// The numbers the distributions lesson's last steps give, against the frames: equalSpacing
    /// leaves 60 pt between the boxes; equalCentering's centres are 150 pt apart and its
    /// boxes 30 and 90 (the step said to compare "the gaps", and with `g` equalCentering's
    /// guides, named gaps too, measure centre to centre).
    @Test func theDistributionsLessonsNumbersAreTheLayouts() throws {
        let lesson = try #require(BuiltInLessons.named("distributions"))
        var scene = try #require(lesson.steps[0].scene)
        func boxes() throws -> [Frame] { let layout = StackLayoutSolver.solve(scene); return try scene.views.map { try #require(layout.frame(of: $0.name)) } }
        scene.stack.distribution = .equalSpacing
        var frames = try boxes()
        #expect([frames[1].x - frames[0].maxX, frames[2].x - frames[1].maxX] == [60, 60])
        #expect(lesson.steps[4].caption.joined(separator: " ").contains("equalSpacing's 60s"))
        scene.stack.distribution = .equalCentering
        frames = try boxes()
        #expect([frames[1].centreX - frames[0].centreX, frames[2].centreX - frames[1].centreX] == [150, 150])
        #expect([frames[1].x - frames[0].maxX, frames[2].x - frames[1].maxX] == [30, 90])
        let caption = lesson.steps[4].caption.joined(separator: " ")
        #expect(caption.contains("150 pt each") && caption.contains("30 and 90 pt apart"), "\(caption)")
    }

    /// The sizing lesson, played as its captions say: at the width its second step asks for,
    /// equalCentering has room to space the centres evenly. Its second step asked only for a
    /// size, met at 320 pt by one `s`, where equalCentering's views had no room (the centres
    /// 120 and 110 apart, with nothing on screen to say why).
    @Test func theSizingLessonLeavesEqualCenteringRoom() throws {
        var state = PlaygroundState(lesson: try #require(BuiltInLessons.named("sizing")), animates: false)
        func press(_ key: Key) { state.press(key, width: 100, height: 30) }
        func goalMet() -> Bool { state.lesson?.step.goal?.isMet(scene: state.scene, layout: state.layout, selected: nil) == true }
        press(.character("d"))
        #expect(state.scene.stack.distribution == .fillEqually)
        press(.character("d"))
        #expect(goalMet())
        press(.enter)
        press(.character("s"))
        #expect(!goalMet(), "one s: 320 pt")
        press(.character("s"))
        #expect(goalMet() && state.scene.stack.width == 375)
        press(.enter)
        for _ in 0..<5 where !goalMet() { press(.character("d")) }
        #expect(state.scene.stack.distribution == .equalCentering)
        let frames = try state.scene.views.map { try #require(state.layout.frame(of: $0.name)) }
        #expect(abs((frames[1].centreX - frames[0].centreX) - (frames[2].centreX - frames[1].centreX)) < 0.01, "\(frames)")
    }

    @Test func widthAndHeightGoalsReadAndSay() throws {
        let text = #"{"title": "t", "steps": [{"caption": "a", "goal": {"all": [{"width": 375}, {"height": 200}]}}]}"#
        let lesson = try LessonJSON.decode(text, file: "lesson.json", name: "t")
        let goal = try #require(lesson.steps[0].goal)
        #expect(goal.summary == "the stack is 375 pt wide and the stack is 200 pt tall")
        var scene = try #require(Examples.named("seed")).scene
        #expect(!goal.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil))
        scene.stack.width = 375
        scene.stack.height = 200
        #expect(goal.isMet(scene: scene, layout: StackLayoutSolver.solve(scene), selected: nil))
        #expect(lessonError(#"{"title": "t", "steps": [{"caption": "a", "goal": {"width": -1}}]}"#)?.description == "lesson.json: steps[0].goal.width: expected a length of 0 or more, found -1")
    }

    /// equalSpacing's gaps are equal, and drawn so: in the sizing lesson at 80×24 (`ddd`,
    /// Enter, `s`, then `L`) the drawing kept the zoom and corner of fillEqually's wider stack,
    /// and the two 25-point gaps came out 3 and 4 columns. Widened 10 points at a time, the two
    /// gaps are drawn alike at every width.
    @Test(arguments: [(80, 24), (100, 30)])
    func equalSpacingsGapsAreDrawnAlikeAsTheStackWidens(width: Int, height: Int) throws {
        var state = PlaygroundState(lesson: try #require(BuiltInLessons.named("sizing")), animates: false)
        func press(_ key: Key) { state.press(key, width: width, height: height) }
        for key: Key in [.character("d"), .character("d"), .character("d"), .enter, .character("s")] { press(key) }
        #expect(state.scene.stack.distribution == .equalSpacing && state.scene.stack.width == 320)
        for _ in 0..<10 {
            press(.character("L"))
            let lines = PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines()
            let row = try #require(lines.first { $0.contains("┐") && $0.contains("╔") && $0.contains("┏") })
            let columns = Array(row)
            func column(_ glyph: Character) throws -> Int { try #require(columns.firstIndex(of: glyph)) }
            let gaps = [try column("╔") - column("┐") - 1, try column("┏") - column("╗") - 1]
            #expect(gaps[0] == gaps[1], "\(formatPoints(state.scene.stack.width ?? 0)) pt:\n\(lines.joined(separator: "\n"))")
        }
    }
}
