import StackLayout

/// The interactive playground's model: the scene being explored, its solved layout, and
/// what the screen shows besides (the help overlay, a message about the last change).
///
/// Keys change it through ``handle(_:)``; every change to the scene solves it again, so
/// ``layout`` is always the layout of ``scene``. Drawing it is ``PlaygroundScreen``'s job.
public struct PlaygroundState: Equatable, Sendable {
    /// The scene's name, shown as the title (an example's name or a file name).
    public let name: String
    /// The scene being explored.
    public private(set) var scene: Scene
    /// ``scene`` solved by ``StackLayoutSolver``.
    public private(set) var layout: LayoutResult
    /// Whether the help overlay is open.
    public var showHelp: Bool
    /// What the last key did (`Subview1 hidden`), until the next key; nil when there is
    /// nothing to say.
    public var message: String?

    /// Points added or removed by one press of `+` or `-`.
    public static let spacingStep: Double = 4
    /// The margin sizes `M` cycles through, on every edge; after the last comes the first.
    public static let marginSizes: [Double] = [8, 16, 24, 0]
    /// The number of arranged views the digit keys reach (`1` is the first view).
    public static let digitViews = 9

    /// Starts the playground on `scene`, called `name` on screen.
    public init(scene: Scene, name: String) {
        self.name = name
        self.scene = scene
        layout = StackLayoutSolver.solve(scene)
        showHelp = false
        message = nil
    }

    /// Replaces the scene (a reloaded file, say) and solves it.
    public mutating func setScene(_ scene: Scene) {
        self.scene = scene
        layout = StackLayoutSolver.solve(scene)
    }

    /// The names of the hidden arranged views, in scene order.
    public var hiddenViewNames: [String] {
        scene.views.filter(\.hidden).map(\.name)
    }

    /// Handles one key: changes the scene (and solves it again), opens or closes the help,
    /// or asks to quit. See ``keyBindings`` for the keys.
    ///
    /// The message from the previous key is cleared first, so the outcome is `.unchanged`
    /// only when the key did nothing and no message was showing. While the help is open,
    /// any key closes it and does nothing else, except `q` and Ctrl-C, which quit.
    /// `.resize` changes nothing but is `.changed`: the screen must be drawn again.
    public mutating func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .controlC: return .quit
        case .resize: return .changed
        default: break
        }
        let before = self
        message = nil
        if showHelp {
            if key == .character("q") { return .quit }
            showHelp = false
            return .changed
        }
        switch key {
        case .escape:
            return .quit
        case .character(let character):
            if character == "q" { return .quit }
            apply(character)
        default:
            break
        }
        return self == before ? .unchanged : .changed
    }

    // MARK: The keys

    /// Applies the character key `character`; unknown characters do nothing.
    private mutating func apply(_ character: Character) {
        switch character {
        case "d": cycleDistribution(by: 1)
        case "D": cycleDistribution(by: -1)
        case "a": cycleAlignment(by: 1)
        case "A": cycleAlignment(by: -1)
        case "x": toggleAxis()
        case "+", "=": changeSpacing(by: Self.spacingStep)
        case "-": changeSpacing(by: -Self.spacingStep)
        case "m": toggleMarginsRelative()
        case "M": cycleMarginSize()
        case "b": toggleBaselineRelative()
        case "r": toggleLayoutDirection()
        case "?": showHelp = true
        default:
            if let digit = character.wholeNumberValue, character.isASCII,
               (1...Self.digitViews).contains(digit) {
                toggleHidden(viewAt: digit - 1)
            }
        }
    }

    private mutating func cycleDistribution(by step: Int) {
        let next = Self.cycled(scene.stack.distribution, by: step)
        change { $0.stack.distribution = next }
        message = "distribution: " + next.rawValue
    }

    private mutating func cycleAlignment(by step: Int) {
        let next = Self.cycled(scene.stack.alignment, by: step)
        change { $0.stack.alignment = next }
        message = "alignment: " + next.name(on: scene.stack.axis)
    }

    private mutating func toggleAxis() {
        let next: Axis = scene.stack.axis == .horizontal ? .vertical : .horizontal
        change { $0.stack.axis = next }
        message = "axis: " + next.rawValue
    }

    private mutating func changeSpacing(by points: Double) {
        let next = scene.stack.spacing + points
        change { $0.stack.spacing = next }
        message = "spacing " + formatPoints(next)
    }

    private mutating func toggleHidden(viewAt index: Int) {
        guard scene.views.indices.contains(index) else { return }
        let hidden = !scene.views[index].hidden
        change { $0.views[index].hidden = hidden }
        message = scene.views[index].name + (hidden ? " hidden" : " shown")
    }

    private mutating func toggleMarginsRelative() {
        let on = !scene.stack.marginsRelative
        change { $0.stack.marginsRelative = on }
        message = "layout-margins-relative " + (on ? "on" : "off")
    }

    private mutating func cycleMarginSize() {
        let margins = scene.stack.margins
        let sizes = Self.marginSizes
        let uniform = [margins.leading, margins.bottom, margins.trailing].allSatisfy { $0 == margins.top }
        let next: Double
        if uniform, let index = sizes.firstIndex(of: margins.top) {
            next = sizes[(index + 1) % sizes.count]
        } else {
            next = sizes.first ?? 8
        }
        change { $0.stack.margins = Margins(top: next, leading: next, bottom: next, trailing: next) }
        message = "margins " + formatPoints(next) + (scene.stack.marginsRelative ? "" : " (m: use them)")
    }

    private mutating func toggleBaselineRelative() {
        let on = !scene.stack.baselineRelative
        change { $0.stack.baselineRelative = on }
        message = "baseline-relative " + (on ? "on" : "off")
            + (scene.stack.axis == .horizontal ? " (vertical stacks only)" : "")
    }

    private mutating func toggleLayoutDirection() {
        let next: LayoutDirection = scene.stack.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        change { $0.stack.layoutDirection = next }
        message = next == .leftToRight ? "left-to-right" : "right-to-left"
    }

    /// Changes the scene and solves it again.
    private mutating func change(_ edit: (inout Scene) -> Void) {
        var edited = scene
        edit(&edited)
        setScene(edited)
    }

    /// The case `step` places after `value` in `allCases`, wrapping around at both ends.
    static func cycled<Value: CaseIterable & Equatable>(_ value: Value, by step: Int) -> Value {
        let cases = Array(Value.allCases)
        guard !cases.isEmpty, let index = cases.firstIndex(of: value) else { return value }
        let count = cases.count
        return cases[((index + step) % count + count) % count]
    }
}
