import StackLayout

extension PlaygroundState {
    /// Handles one key: changes the scene (and solves it again), selects, scrolls, opens or
    /// closes the help, the panel or the save prompt, or asks to quit. See ``keyBindings``.
    ///
    /// The message from the previous key is cleared first, so the outcome is `.unchanged`
    /// only when the key did nothing and no message was showing. While the help is open,
    /// any key closes it and does nothing else, except `q` and Ctrl-C. While the save prompt
    /// is open, keys edit the file name. With unsaved changes, a quit key asks once; the
    /// second one quits. `.resize` changes nothing but is `.changed`: draw again.
    public mutating func handle(_ key: Key) -> KeyOutcome {
        if key == .resize { return .changed }
        if case .mouse = key { return .unchanged }  // needs the screen: see handleMouse
        let before = self
        message = nil
        if prompt != nil {
            handlePrompt(key)
            return self == before ? .unchanged : .changed
        }
        let quitting = key == .controlC || key == .character("q") || (key == .escape && !showHelp)
        if quitting {
            if !hasUnsavedChanges || quitRequested { return .quit }
            quitRequested = true
            message = "unsaved changes: w saves, q again quits"
            return .changed
        }
        quitRequested = false
        if showHelp {
            showHelp = false
            return .changed
        }
        switch key {
        case .character(let character): apply(character)
        case .tab: select(by: 1)
        case .backTab: select(by: -1)
        case .right: resizeSelected(width: Self.sizeStep, height: 0)
        case .left: resizeSelected(width: -Self.sizeStep, height: 0)
        case .up: resizeSelected(width: 0, height: Self.sizeStep)
        case .down: resizeSelected(width: 0, height: -Self.sizeStep)
        case .shiftRight: resizeStack(width: Self.stackSizeStep, height: 0)
        case .shiftLeft: resizeStack(width: -Self.stackSizeStep, height: 0)
        case .shiftDown: resizeStack(width: 0, height: Self.stackSizeStep)
        case .shiftUp: resizeStack(width: 0, height: -Self.stackSizeStep)
        case .pageDown: scrollPanel(by: 10)
        case .pageUp: scrollPanel(by: -10)
        case .delete, .backspace: deleteSelected()
        case .controlR: redo()
        default: break
        }
        return self == before ? .unchanged : .changed
    }

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
        case "c": togglePanel()
        case "g": toggleGuides()
        case "z": toggleAnimation()
        case "s": cycleSizeMode()
        case "L": resizeStack(width: Self.stackSizeStep, height: 0)
        case "H": resizeStack(width: -Self.stackSizeStep, height: 0)
        case "J": resizeStack(width: 0, height: Self.stackSizeStep)
        case "K": resizeStack(width: 0, height: -Self.stackSizeStep)
        case "[": changeHugging(by: -1)
        case "]": changeHugging(by: 1)
        case "{": changeCompressionResistance(by: -1)
        case "}": changeCompressionResistance(by: 1)
        case "i": toggleIntrinsicSize()
        case ",": changeCustomSpacing(by: -Self.spacingStep)
        case ".": changeCustomSpacing(by: Self.spacingStep)
        case "f": moveBaseline(first: true, by: Self.baselineStep)
        case "F": moveBaseline(first: true, by: -Self.baselineStep)
        case "e": moveBaseline(first: false, by: Self.baselineStep)
        case "E": moveBaseline(first: false, by: -Self.baselineStep)
        case "n": addView()
        case "<": moveSelected(by: -1)
        case ">": moveSelected(by: 1)
        case "u": undo()
        case "U": redo()
        case "w": save()
        case "W": openPrompt()
        default:
            if let digit = character.wholeNumberValue, character.isASCII,
               (1...Self.digitViews).contains(digit) {
                toggleHidden(viewAt: digit - 1)
            }
        }
    }

    // MARK: The stack's properties

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

    // MARK: What is shown

    private mutating func togglePanel() {
        showPanel.toggle()
        message = "constraints " + (showPanel ? "shown" : "hidden")
    }

    /// Scrolls the constraints panel by `lines` (the screen clamps it to the panel's length).
    mutating func scrollPanel(by lines: Int) {
        guard showPanel else { return }
        panelScroll = max(0, panelScroll + lines)
    }

    /// Sets the panel's scroll offset to `offset` clamped to `0...maximum`.
    public mutating func clampPanelScroll(to maximum: Int) {
        panelScroll = min(max(0, panelScroll), max(0, maximum))
    }

    private mutating func toggleGuides() {
        showGuides.toggle()
        message = "gap guides and spacer " + (showGuides ? "shown" : "hidden")
    }

    private mutating func toggleAnimation() {
        animates.toggle()
        message = "animation " + (animates ? "on" : "off")
    }

    /// The case `step` places after `value` in `allCases`, wrapping around at both ends.
    static func cycled<Value: CaseIterable & Equatable>(_ value: Value, by step: Int) -> Value {
        let cases = Array(Value.allCases)
        guard !cases.isEmpty, let index = cases.firstIndex(of: value) else { return value }
        let count = cases.count
        return cases[((index + step) % count + count) % count]
    }
}
