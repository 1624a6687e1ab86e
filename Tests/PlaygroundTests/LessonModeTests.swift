@testable import Playground
import StackLayout
import Testing

/// Lesson mode: the playground walks a lesson's steps; the screen shows the title, the step,
/// the caption and whether the goal is met.
@Suite("Lesson mode")
struct LessonModeTests {
    static func distributions() throws -> PlaygroundState {
        PlaygroundState(lesson: try #require(BuiltInLessons.named("distributions")), animates: false)
    }

    static func screen(_ state: PlaygroundState, width: Int = 100, height: Int = 36) -> String {
        PlaygroundScreen.render(state, width: width, height: height, color: false, ascii: false).lines().joined(separator: "\n")
    }

    /// A lesson of three steps: a scene, no scene (keeps the learner's), another scene.
    static func threeSteps() -> Lesson {
        var other = RenderTestSupport.seed()
        other.stack.axis = .vertical
        return Lesson(name: "three", title: "Three steps", steps: [
            LessonStep(caption: ["Start here."], scene: RenderTestSupport.seed(), goal: .distribution(.fillEqually)),
            LessonStep(caption: ["Keep going."]),
            LessonStep(caption: ["A new scene."], scene: other),
        ])
    }

    @Test func theScreenShowsTitleStepCaptionAndGoal() throws {
        let state = try Self.distributions()
        let lesson = try #require(BuiltInLessons.named("distributions"))
        #expect(state.scene == lesson.steps[0].scene)
        let screen = Self.screen(state)
        let lines = screen.components(separatedBy: "\n")
        #expect(lines[0] == "The five distributions · step 1/\(lesson.steps.count)")
        #expect(lines[1] == lesson.steps[0].caption[0])
        #expect(screen.contains("Enter goes on, Backspace goes back"), "a step without a goal says how to go on")
        #expect(screen.contains("Enter next step"), "the key line has the lesson's keys")
    }

    @Test func enterGoesOnAndTheGoalIsShownMetOnceItIs() throws {
        var state = try Self.distributions()
        _ = state.press(.enter)
        #expect(state.lesson?.stepIndex == 1)
        #expect(state.lessonGoalMet == false)
        #expect(Self.screen(state).contains("goal: distribution is fillEqually"))
        #expect(!Self.screen(state).contains("goal met"))
        _ = state.press(.character("d"))
        #expect(state.scene.stack.distribution == .fillEqually, "keys work as everywhere")
        #expect(state.lessonGoalMet == true)
        #expect(Self.screen(state).contains("✓ goal met: distribution is fillEqually · Enter goes on"))
        #expect(PlaygroundScreen.render(state, width: 100, height: 36, color: false, ascii: true).lines()
            .contains { $0.contains("[x] goal met") }, "ASCII says it in ASCII")
        _ = state.press(.backspace)
        #expect(state.lesson?.stepIndex == 0)
        #expect(state.scene.stack.distribution == .fill, "the first step's scene replaces the learner's")
        _ = state.press(.backspace)
        #expect(state.message == "this is the first step")
    }

    /// Meeting the goal (a longer line, `✓ goal met: … · Enter goes on`) or turning the stack
    /// to the other axis never moves the drawing: the goal keeps the rows its longest line needs.
    @Test func meetingTheGoalNeverMovesTheDrawing() throws {
        var unmet = try Self.distributions()
        _ = unmet.press(.enter)
        var met = unmet
        _ = met.press(.character("d"))
        #expect(unmet.lessonGoalMet == false && met.lessonGoalMet == true)
        var turned = met
        _ = turned.press(.character("x"))
        for width in ScreenLayout.minimumWidth...120 {
            let drawing = ScreenLayout(unmet, width: width, height: 30, ascii: false).drawing
            #expect(ScreenLayout(met, width: width, height: 30, ascii: false).drawing == drawing, "\(width) columns")
            #expect(ScreenLayout(turned, width: width, height: 30, ascii: false).drawing == drawing, "\(width) columns, vertical")
        }
    }

    /// Every step of a lesson leaves the drawing the same rows, whatever its caption: a step
    /// with a shorter one gave the drawing a row more, and the same 400-point stack was
    /// fitted again between steps (76 columns wide, then 82). Over every built-in lesson.
    @Test(arguments: BuiltInLessons.all.map(\.name), [(100, 30), (80, 24)])
    func goingOnNeverGivesTheDrawingOtherRows(lesson name: String, size: (width: Int, height: Int)) throws {
        var state = PlaygroundState(lesson: try #require(BuiltInLessons.named(name)), animates: false)
        var drawings: Set<CellRect> = []
        repeat {
            drawings.insert(ScreenLayout(state, width: size.width, height: size.height, ascii: false).drawing)
            _ = state.press(.enter)
        } while !(state.lesson?.isLastStep ?? true)
        drawings.insert(ScreenLayout(state, width: size.width, height: size.height, ascii: false).drawing)
        #expect(drawings.count == 1, "\(drawings)")
    }

    /// The key line keeps the keys a step's goal asks for: at 120 columns the hiding
    /// lesson, which asks for 0 and 1, showed no `0-9 hide`. Over every built-in lesson's
    /// steps with a goal of one key, at 80 and 120 columns, until the goal is met.
    @Test(arguments: [80, 120])
    func theKeyLineShowsTheKeysTheGoalAsksFor(width: Int) throws {
        let expected: [String: String] = ["distribution": "d dist", "alignment": "a align", "hidden": "0-9 hide", "visible": "0-9 hide"]
        var checked = 0
        for lesson in BuiltInLessons.all {
            var state = PlaygroundState(lesson: lesson, animates: false)
            while true {
                let goal = state.lesson?.step.goal
                let kind: String? = switch goal {
                case .distribution?: "distribution"
                case .alignment?: "alignment"
                case .hidden?: "hidden"
                case .all(let goals)? where goals.allSatisfy({ if case .hidden = $0 { true } else if case .visible = $0 { true } else { false } }): "hidden"
                default: nil
                }
                if let kind, state.lessonGoalMet == false, let entry = expected[kind] {
                    let line = PlaygroundScreen.render(state, width: width, height: 30, color: false, ascii: false).lines().last ?? ""
                    #expect(line.contains(entry), "\(lesson.name) \(state.lesson?.position ?? ""): \(line)")
                    // With a view selected too (Tab): `0-9 hide` went with it.
                    var selected = state
                    _ = selected.press(.tab)
                    let selectedLine = PlaygroundScreen.render(selected, width: width, height: 30, color: false, ascii: false).lines().last ?? ""
                    #expect(selectedLine.contains(entry), "\(lesson.name) \(state.lesson?.position ?? ""), selected: \(selectedLine)")
                    checked += 1
                }
                guard state.lesson?.isLastStep == false else { break }
                _ = state.press(.enter)
            }
        }
        #expect(checked >= 8)
    }

    @Test func aStepsSceneReplacesTheLearnersAndUndoBringsItBack() {
        var state = PlaygroundState(lesson: Self.threeSteps(), animates: false)
        _ = state.press(.character("d"))
        _ = state.press(.enter)
        #expect(state.lesson?.position == "step 2/3")
        #expect(state.scene.stack.distribution == .fillEqually, "a step without a scene keeps the learner's")
        _ = state.press(.enter)
        #expect(state.scene.stack.axis == .vertical)
        #expect(state.scene.stack.distribution == .fill)
        #expect(!state.hasUnsavedChanges, "a step's scene is not a change of the learner's")
        _ = state.press(.character("u"))
        #expect(state.scene.stack.axis == .horizontal && state.scene.stack.distribution == .fillEqually)
        _ = state.press(.character("U"))
        _ = state.press(.enter)
        #expect(state.lesson?.stepIndex == 2)
        let keyLine = Self.screen(state, width: 160).split(separator: "\n").last ?? ""
        #expect(!keyLine.contains("next step") && keyLine.contains("Bksp back"), "no next step on the last: \(keyLine)")
        #expect(Self.screen(PlaygroundState(lesson: Self.threeSteps(), animates: false), width: 160).contains("Enter next step"))
        #expect(state.message == "that was the last step: q quits")
        #expect(Self.screen(state).contains("the lesson's last step: q quits"))
    }

    /// Backspace goes back in lesson mode only; Delete deletes the selected view in both.
    @Test func backspaceGoesBackOnlyInLessonMode() {
        var state = PlaygroundState(lesson: Self.threeSteps(), animates: false)
        _ = state.press(.enter)
        _ = state.press(.tab)
        _ = state.press(.delete)
        #expect(state.scene.views.count == 2, "Delete deletes")
        _ = state.press(.backspace)
        #expect(state.lesson?.stepIndex == 0)
        var plain = PlaygroundState(scene: RenderTestSupport.seed(), name: "seed")
        _ = plain.press(.tab)
        _ = plain.press(.backspace)
        #expect(plain.scene.views.count == 2, "outside lesson mode Backspace deletes")
        _ = plain.press(.enter)
        #expect(plain.lesson == nil)
    }

    /// On a short terminal the caption gives way first; the drawing keeps its rows.
    /// A goal wider than the screen wraps onto a second row, whole, above the drawing.
    @Test func aLongGoalWrapsOntoASecondRow() throws {
        let goal = LessonGoal.all([.compressionResistance(view: "Subview1", priority: 749), .compressed("Subview1")])
        let lesson = Lesson(name: "long", title: "A long goal", steps: [
            LessonStep(caption: ["Make Subview1 give way."], scene: RenderTestSupport.seed(), goal: goal),
        ])
        let state = PlaygroundState(lesson: lesson, animates: false)
        let whole = "goal: " + goal.summary(on: .horizontal)
        #expect(whole.count > 80)
        let lines = Self.screen(state, width: 80, height: 24).components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("goal: ") }, "\(lines)")
        #expect(first == 2, "title, caption, then the goal: \(lines)")
        let joined = lines[first].trimmingCharacters(in: .whitespaces) + " " + lines[first + 1].trimmingCharacters(in: .whitespaces)
        #expect(joined == whole, "\(lines[first])|\(lines[first + 1])")
        #expect(ScreenLayout(state, width: 80, height: 24, ascii: false).drawing.top == 4, "the drawing starts below both rows")
    }

    /// The keys' phrases on a goal line are never broken by its wrapping: at 60 and 80
    /// columns the distributions lesson's met goal wrapped to `· Enter` over `goes on`, and the
    /// last step's to a lone `quits`. Over every built-in lesson's steps, goal met and not, at
    /// 44 to 100 columns.
    @Test func aGoalLineNeverBreaksTheKeysPhrases() throws {
        var checked = 0
        for lesson in BuiltInLessons.all {
            var state = PlaygroundState(lesson: lesson, animates: false)
            for _ in lesson.steps {
                for width in stride(from: 44, through: 100, by: 4) {
                    let banner = LessonBanner(state: state, text: ScreenText.forASCII(false), color: false)
                    for met in [false, true] {
                        let rows = banner.goalRows(of: banner.goalLine(met: met, axis: state.scene.stack.axis), width: width)
                        let whole = rows.joined(separator: " ")
                        for phrase in ["Enter goes on", "q quits", "Backspace goes back"] where whole.contains(phrase) {
                            #expect(rows.contains { $0.contains(phrase) } || rows.last?.hasSuffix("…") == true, "\(lesson.name) at \(width): \(rows)")
                            checked += 1
                        }
                    }
                }
                state.press(.enter)
            }
        }
        #expect(checked > 50)
    }

    /// On a narrow screen a caption line wraps rather than loses its end: every word of
    /// every built-in lesson's captions is on screen at 50 and 60 columns.
    @Test func captionsWrapOnANarrowScreen() throws {
        for lesson in BuiltInLessons.all {
            var state = PlaygroundState(lesson: lesson, animates: false)
            for index in lesson.steps.indices {
                for width in [50, 60] {
                    let screen = Self.screen(state, width: width, height: 30)
                    let shown = screen.split(whereSeparator: { $0 == " " || $0 == "\n" })
                    for word in lesson.steps[index].caption.joined(separator: " ").split(separator: " ") {
                        #expect(shown.contains(word), "\(lesson.name) step \(index + 1) at \(width): \(word)")
                    }
                }
                _ = state.press(.enter)
            }
        }
    }

    /// On a short screen a cut caption ends in an ellipsis, and where no caption row would be
    /// left beside the title, the caption takes the title's row: at 40 × 12 only the goal was
    /// shown, at 40 × 14 the caption stopped mid-sentence as if whole.
    @Test func aCutCaptionSaysSoAndIsNeverLeftOut() throws {
        var state = try Self.distributions()
        _ = state.press(.enter)
        let caption = try #require(state.lesson?.step.caption.joined(separator: " "))
        for height in [12, 13, 14, 15, 16] {
            let layout = ScreenLayout(state, width: 40, height: height, ascii: false)
            let lines = PlaygroundScreen.render(state, on: layout, color: false).lines()
            let banner = lines.prefix(layout.drawing.top)
            #expect(banner.contains { $0.hasPrefix("Press d:") }, "\(height): \(banner)")
            let shown = banner.filter { !$0.hasPrefix("goal") && !$0.hasPrefix("The five") }.joined(separator: " ")
            let whole = shown.split(separator: " ").joined(separator: " ") == caption.split(separator: " ").joined(separator: " ")
            #expect(whole || shown.hasSuffix("…"), "\(height): \(banner)")
        }
    }

    /// A caption wider than the screen is flowed again as one paragraph: each row is filled
    /// before the next starts (written at 80 columns, the distributions lesson's first caption
    /// left "With fill, one view" alone on a row at 50).
    @Test func aNarrowScreenFlowsTheCaptionAsOneParagraph() throws {
        var flowed = 0
        for lesson in BuiltInLessons.all {
            var state = PlaygroundState(lesson: lesson, animates: false)
            for _ in lesson.steps.indices {
                for width in [40, 50, 60, 70] {
                    let caption = state.lesson?.step.caption ?? []
                    guard caption.contains(where: { $0.count > width }) else { continue }
                    // The banner's rows between the title and the goal line, as drawn.
                    let layout = ScreenLayout(state, width: width, height: 40, ascii: false)
                    let banner = Array(PlaygroundScreen.render(state, on: layout, color: false).lines().prefix(layout.drawing.top))
                    let goal = banner.indices.dropFirst().first { banner[$0].hasPrefix("goal") || banner[$0].hasPrefix("✓") || banner[$0].hasPrefix("Enter goes on") || banner[$0].hasPrefix("the lesson's last") } ?? banner.count
                    let rows = banner[1..<max(1, goal)].map { String($0.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
                    for (row, next) in zip(rows, rows.dropFirst()) {
                        let word = next.split(separator: " ").first.map(String.init) ?? ""
                        #expect(row.count + 1 + word.count > width, "\(lesson.name) at \(width): \"\(row)\" had room for \"\(word)\"")
                    }
                    flowed += 1
                }
                _ = state.press(.enter)
            }
        }
        #expect(flowed > 20, "only \(flowed) captions flowed")
    }

    @Test func aShortScreenKeepsTheTitleAndTheDrawing() throws {
        let state = try Self.distributions()
        for height in [12, 14, 20] {
            let layout = ScreenLayout(state, width: 80, height: height, ascii: false)
            let lines = PlaygroundScreen.render(state, on: layout, color: false).lines()
            #expect(lines[0].hasPrefix("The five distributions"), "\(height): \(lines)")
            #expect(layout.drawing.height >= 5)
        }
    }
}

/// The README's lesson file example is a lesson that decodes.
@Suite("Lesson file format in the README")
struct LessonReadmeTests {
    @Test func theReadmesExampleDecodes() throws {
        let section = try #require(KeyMapTests.readme.components(separatedBy: "## Lesson files").dropFirst().first)
        let json = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let lesson = try LessonJSON.decode(json, file: "README.md", name: "readme")
        #expect(lesson.title == "The five distributions")
        #expect(lesson.steps.count == 3)
        #expect(lesson.steps[2].goal == .all([.stretched("A"), .hugging(view: "A", priority: 249)]))
    }
}
