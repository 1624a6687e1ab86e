import StackLayout

/// Where a learner is in a lesson: the lesson and the step on screen.
public struct LessonProgress: Equatable, Sendable {
    /// The lesson being walked.
    public let lesson: Lesson
    /// The step on screen, counted from 0.
    public internal(set) var stepIndex: Int

    /// The step on screen.
    public var step: LessonStep { lesson.steps[stepIndex] }

    /// `step 2/5`.
    public var position: String { "step \(stepIndex + 1)/\(lesson.steps.count)" }

    /// Whether the step on screen is the last one.
    public var isLastStep: Bool { stepIndex == lesson.steps.count - 1 }
}

/// Lesson mode: the playground walks a lesson's steps. Enter goes on, Backspace goes back; a
/// step with a scene replaces the learner's scene when it starts (one step of undo, so `u`
/// brings the learner's scene back). Every other key works as everywhere.
extension PlaygroundState {
    /// Starts the playground on `lesson`'s first step, titled with the lesson's title.
    public init(lesson: Lesson, animates: Bool = true) {
        self.init(scene: lesson.steps.first?.scene ?? Scene(), name: lesson.title, animates: animates)
        self.lesson = LessonProgress(lesson: lesson, stepIndex: 0)
        ui.message = lessonStepMessage
    }

    /// Whether the step on screen has a goal and the scene meets it; nil without a goal (or
    /// outside lesson mode).
    public var lessonGoalMet: Bool? {
        guard let goal = lesson?.step.goal else { return nil }
        return goal.isMet(scene: scene, layout: layout, selected: selectedViewName)
    }

    /// Enter (`+1`) or Backspace (`-1`) in lesson mode: the next or previous step.
    mutating func goToLessonStep(by offset: Int) {
        guard var progress = lesson else { return }
        let target = progress.stepIndex + offset
        guard progress.lesson.steps.indices.contains(target) else {
            ui.message = offset > 0 ? "that was the last step: q quits" : "this is the first step"
            return
        }
        progress.stepIndex = target
        lesson = progress
        if let start = progress.step.scene, start != scene || document.selectedIndex != nil {
            history.record(document)
            document = PlaygroundDocument(scene: start, selectedIndex: nil)
            layout = solver.solve(document)
            customStackSize = nil
            rememberCustomSize()
            refitDrawing()
        }
        if let start = progress.step.scene { savedScene = start }
        ui.message = lessonStepMessage
    }

    /// `step 2/5` and, for a step with a goal, the goal.
    private var lessonStepMessage: String? {
        guard let lesson else { return nil }
        return lesson.position + (lesson.step.goal.map { " · goal: " + $0.summary(on: scene.stack.axis) } ?? "")
    }
}
