import StackLayout

/// A lesson: steps a learner walks through in the playground, each with a short caption, an
/// optional scene to start from, and an optional goal that says when the step is done.
public struct Lesson: Equatable, Sendable {
    /// A short name to open it by (`stackplay lesson NAME`); a file's lessons use the file name.
    public var name: String
    /// The title shown above the steps.
    public var title: String
    /// The steps, in order; never empty.
    public var steps: [LessonStep]

    /// Creates a lesson.
    public init(name: String, title: String, steps: [LessonStep]) {
        self.name = name
        self.title = title
        self.steps = steps
    }
}

/// One step of a lesson.
public struct LessonStep: Equatable, Sendable {
    /// Up to three short lines.
    public var caption: [String]
    /// The scene the step starts from; nil keeps the learner's scene from the step before.
    /// The first step always has one: the lesson's scene.
    public var scene: Scene?
    /// When the step is done; nil for a step that only explains (Enter goes on).
    public var goal: LessonGoal?

    /// Creates a step.
    public init(caption: [String], scene: Scene? = nil, goal: LessonGoal? = nil) {
        self.caption = caption
        self.scene = scene
        self.goal = goal
    }
}

/// A condition on the scene, its layout and the selection that ends a lesson step.
public indirect enum LessonGoal: Equatable, Sendable {
    case distribution(Distribution)
    case alignment(Alignment)
    case axis(Axis)
    /// The stack's spacing, within 0.01 pt.
    case spacing(Double)
    /// A custom spacing is set after the named view.
    case customSpacing(after: String)
    case hidden(String)
    case visible(String)
    case selected(String)
    /// Longer than its intrinsic size along the stack's axis (its hugging gave way).
    case stretched(String)
    /// Shorter than its intrinsic size along the stack's axis (its compression resistance gave way).
    case compressed(String)
    /// The view's content hugging on the stack's axis.
    case hugging(view: String, priority: Double)
    /// The view's compression resistance on the stack's axis.
    case compressionResistance(view: String, priority: Double)
    case baselineRelative(Bool)
    case marginsRelative(Bool)
    /// Whether the stack has a size of its own along its axis.
    case sized(Bool)
    /// The stack's own width, within 0.01 pt (a stack without a width has none).
    case width(Double)
    /// The stack's own height, within 0.01 pt (a stack without a height has none).
    case height(Double)
    /// Every one of the goals.
    case all([LessonGoal])

    /// Whether the goal holds for `scene`, solved as `layout`, with `selected` the selected
    /// view's name (nil when none is).
    public func isMet(scene: Scene, layout: LayoutResult, selected: String?) -> Bool {
        let stack = scene.stack
        let axis = stack.axis
        // A goal may name a view at any depth: its sizes and priorities are read along the
        // axis of the stack that arranges it.
        func view(_ name: String) -> ArrangedView? { scene.allViews.first { $0.name == name } }
        func viewAxis(_ name: String) -> Axis { scene.stackAxisOfViews[name] ?? axis }
        func length(_ name: String) -> Double? {
            layout.frame(of: name).map { viewAxis(name) == .horizontal ? $0.width : $0.height }
        }
        switch self {
        case .distribution(let value): return stack.distribution == value
        case .alignment(let value): return stack.alignment == value
        case .axis(let value): return axis == value
        case .spacing(let value): return abs(stack.spacing - value) <= 0.01
        case .customSpacing(let name): return Self.stack(arranging: name, in: scene.stack, scene.views)?.customSpacing[name] != nil
        case .hidden(let name): return view(name)?.hidden == true
        case .visible(let name): return view(name)?.hidden == false
        case .selected(let name): return selected == name
        case .stretched(let name):
            guard let intrinsic = view(name)?.intrinsicSize(on: viewAxis(name)), let length = length(name) else { return false }
            return length > intrinsic + 0.01
        case .compressed(let name):
            guard let intrinsic = view(name)?.intrinsicSize(on: viewAxis(name)), let length = length(name) else { return false }
            return length < intrinsic - 0.01
        case .hugging(let name, let priority): return view(name)?.hugging[viewAxis(name)] == priority
        case .compressionResistance(let name, let priority): return view(name)?.compressionResistance[viewAxis(name)] == priority
        case .baselineRelative(let value): return stack.baselineRelative == value
        case .marginsRelative(let value): return stack.marginsRelative == value
        case .sized(let value): return ((axis == .horizontal ? stack.width : stack.height) != nil) == value
        case .width(let value): return stack.width.map { abs($0 - value) <= 0.01 } ?? false
        case .height(let value): return stack.height.map { abs($0 - value) <= 0.01 } ?? false
        case .all(let goals): return goals.allSatisfy { $0.isMet(scene: scene, layout: layout, selected: selected) }
        }
    }

    /// The properties of the stack, at any depth, whose arranged views include `name`.
    private static func stack(arranging name: String, in stack: StackProperties, _ views: [ArrangedView]) -> StackProperties? {
        if views.contains(where: { $0.name == name }) { return stack }
        for view in views {
            if let nested = view.nested, let found = self.stack(arranging: name, in: nested.stack, nested.views) { return found }
        }
        return nil
    }

    /// The goal in words: `distribution is equalCentering`.
    public var summary: String { summary(on: nil) }

    /// The goal in words on a stack with `axis`, whose alignments are named as UIKit names
    /// them there (`alignment is top` on a horizontal stack, as the status line says it).
    public func summary(on axis: Axis?) -> String {
        switch self {
        case .distribution(let value): return "distribution is \(value.rawValue)"
        case .alignment(let value): return "alignment is \(axis.map { value.name(on: $0) } ?? value.rawValue)"
        case .axis(let value): return "axis is \(value.rawValue)"
        case .spacing(let value): return "spacing is \(formatPoints(value))"
        case .customSpacing(let name): return "a custom spacing after \(name)"
        case .hidden(let name): return "\(name) is hidden"
        case .visible(let name): return "\(name) is visible"
        case .selected(let name): return "\(name) is selected"
        case .stretched(let name): return "\(name) is stretched past its intrinsic size"
        case .compressed(let name): return "\(name) is compressed below its intrinsic size"
        case .hugging(let name, let priority): return "\(name) hugs at \(formatPoints(priority))"
        case .compressionResistance(let name, let priority): return "\(name) resists compression at \(formatPoints(priority))"
        case .baselineRelative(let value): return "baseline-relative arrangement is \(value ? "on" : "off")"
        case .marginsRelative(let value): return "margins-relative arrangement is \(value ? "on" : "off")"
        case .sized(let value): return value ? "the stack has a size" : "the stack has no size"
        case .width(let value): return "the stack is \(formatPoints(value)) pt wide"
        case .height(let value): return "the stack is \(formatPoints(value)) pt tall"
        case .all(let goals): return goals.map { $0.summary(on: axis) }.joined(separator: " and ")
        }
    }
}
