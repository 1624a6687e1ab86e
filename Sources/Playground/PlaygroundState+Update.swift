import StackLayout

extension PlaygroundState {
    /// Carries out `action` and returns what the driver must do next.
    ///
    /// The previous action's message is cleared first. While the save prompt is open only
    /// prompt actions (and the driver's) act; while the help is open, any action closes it
    /// and does nothing else, except quitting. With unsaved changes to the user's document
    /// (see ``quitNeedsConfirmation``), ``PlaygroundAction/quit`` asks once; the second one
    /// in a row quits. A change of the layout asks the driver to
    /// animate it (when animation is on and it was not a drag of the stack's edge).
    public mutating func update(_ action: PlaygroundAction) -> [PlaygroundEffect] {
        // Whatever the action changed, the drawing keeps its scale for it too.
        defer { extendDrawing() }
        if action.isDriverReport {
            apply(action)
            assignColorSlots()
            return []
        }
        let layoutBefore = layout
        let refusedQuit = ui.quitRequested
        ui.quitRequested = false
        ui.message = nil
        ui.messageIsWarning = false
        if ui.prompt != nil {
            return editPrompt(action)
        }
        if ui.command != nil {
            return editCommandLine(action)
        }
        // Esc backs out of what is open before it quits.
        let action = action == .back ? (backingOut ?? .quit) : action
        if action == .quit {
            guard !quitNeedsConfirmation || refusedQuit else {
                ui.quitRequested = true
                // Any quit key quits next (Ctrl-C as well as q); Esc only when it has nothing
                // left to back out of.
                let keys = backingOut == nil ? "q, Esc or Ctrl-C" : "q or Ctrl-C"
                ui.message = "unsaved changes: w saves, \(keys) again quits"
                ui.messageIsWarning = true
                return []
            }
            return [.quit]
        }
        if ui.showHelp {
            if case .pageHelp(let step) = action {
                // The overlay shows it modulo its page count: PgDn after the last page shows
                // the first again.
                ui.helpPage = max(-1000, min(1000, ui.helpPage + step))
            } else {
                ui.showHelp = false
            }
            return []
        }
        let sceneBefore = scene
        var effects = apply(action)
        assignColorSlots()
        noteLastChange(sceneBefore: sceneBefore)
        if ui.animates, !action.isDrag, layout != layoutBefore { effects.append(.animate) }
        return effects
    }

    /// Carries out an action that is neither a quit nor a prompt edit.
    @discardableResult
    private mutating func apply(_ action: PlaygroundAction) -> [PlaygroundEffect] {
        let stack = current.stack
        switch action {
        case .cycleDistribution(let step):
            let next = Self.cycled(stack.distribution, by: step)
            changeCurrent({ $0.stack.distribution = next }, message: { _ in "distribution: " + next.rawValue })
        case .cycleAlignment(let step):
            let next = Self.cycled(stack.alignment, by: step)
            changeCurrent({ $0.stack.alignment = next }, message: { "alignment: " + next.name(on: $0.stack.axis) })
        case .toggleAxis:
            let next: Axis = stack.axis == .horizontal ? .vertical : .horizontal
            changeCurrent({ $0.stack.axis = next }, message: { _ in "axis: " + next.rawValue })
        case .changeSpacing(let points):
            let next = stack.spacing + points
            changeCurrent({ $0.stack.spacing = next }, message: { _ in "spacing " + formatPoints(next) })
        case .toggleHidden(let index):
            guard current.views.indices.contains(index) else {
                ui.message = Self.noViewMessage(index, count: current.views.count)
                break
            }
            let hidden = !current.views[index].hidden
            changeCurrent({ $0.views[index].hidden = hidden }, message: { $0.views[index].name + (hidden ? " hidden" : " shown") })
        case .toggleMarginsRelative:
            let on = !stack.marginsRelative
            changeCurrent({ $0.stack.marginsRelative = on }, message: { _ in "layout-margins-relative " + (on ? "on" : "off") })
        case .cycleMarginSize:
            let next = Self.nextMarginSize(after: stack.margins)
            changeCurrent({ $0.stack.margins = Margins(top: next, leading: next, bottom: next, trailing: next) }, message: {
                "margins " + formatPoints(next) + ($0.stack.marginsRelative ? "" : " (m: use them)")
            })
        case .toggleBaselineRelative:
            let on = !stack.baselineRelative
            changeCurrent({ $0.stack.baselineRelative = on }, message: {
                "baseline-relative " + (on ? "on" : "off") + ($0.stack.axis == .horizontal ? " (vertical stacks only)" : "")
            })
        case .toggleLayoutDirection:
            let next: LayoutDirection = stack.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            changeCurrent({ $0.stack.layoutDirection = next }, message: { _ in next == .leftToRight ? "left-to-right" : "right-to-left" })
        case .cycleSizeMode: cycleSizeMode()
        case let .resizeStack(width, height): resizeStack(width: width, height: height)
        case let .dragStackEdge(width, height, startsDrag): dragStack(toWidth: width, height: height, startsDrag: startsDrag)
        case .setStackSize(let size): setStackSize(size)
        case .beginStackDrag: ui.message = "drag to resize the stack"
        case .selectNext(let step): select(by: step)
        case let .select(index, path?): select(viewAt: index, inStack: path)
        case let .select(index, nil): select(viewAt: index)
        case .selectVisible(let last): selectVisible(last: last)
        case .clearSelection: clearSelection()
        case let .resizeSelected(width, height): resizeSelected(width: width, height: height)
        case .changeHugging(let step): changeHugging(by: step)
        case .changeCompressionResistance(let step): changeCompressionResistance(by: step)
        case .toggleIntrinsicSize: toggleIntrinsicSize()
        case .changeCustomSpacing(let points): changeCustomSpacing(by: points)
        case let .moveBaseline(first, points): moveBaseline(first: first, down: points)
        case .addView: addView()
        case .deleteSelected: deleteSelected()
        case .moveSelected(let step): moveSelected(by: step)
        case .enterNestedStack, .leaveNestedStack, .addNestedStack, .addUserConstraint, .removeUserConstraint,
             .toggleUserConstraint, .toggleSelectedUserConstraint:
            applyNestingOrUserConstraint(action)
        case .setDistribution, .setAlignment, .setAxis, .setSpacing, .setMargins, .setHugging, .setCompressionResistance,
             .setIntrinsicSize, .setCustomSpacing, .setBaseline, .addNamedView, .renameSelected, .setHidden, .setColor:
            applyExactValue(action)
        case .saveTo(let path): return [saveEffect(to: path)]
        case .open(let path):
            // Opening replaces the document and its history: unsaved work would be lost.
            guard !hasUnsavedChanges else {
                ui.message = "unsaved changes: w saves them first (u undoes them)"
                ui.messageIsWarning = true
                break
            }
            return [.open(path)]
        case let .opened(scene, path): open(scene, from: path)
        case let .openFailed(_, reason):
            ui.message = "not opened: " + reason
            ui.messageIsWarning = true
        case .openCommandLine: ui.command = CommandLineInput()
        case .commandInsert, .commandDeleteBackward, .commandClear, .commandHistory, .commandComplete, .commandSubmit, .commandCancel:
            break  // only with the command line open
        case .cycleGallery: cycleGallery()
        case .closeGallery:
            ui.gallery = nil
            ui.message = "gallery off"
        case .togglePresenter: togglePresenter()
        case .fitDrawing:
            refitDrawing()
            ui.message = "drawing fitted to the scene"
        case .playDemoStep: return playNextDemoStep()
        case .toggleDemoPause: toggleDemoPause()
        case .nextLessonStep: goToLessonStep(by: 1)
        case .previousLessonStep: goToLessonStep(by: -1)
        case .undo: undo()
        case .redo: redo()
        case .save:
            guard let file else {
                ui.prompt = ""
                break
            }
            return [saveEffect(to: file)]
        case .saveAs:
            ui.prompt = file ?? ""
            ui.promptSelected = file != nil
        case .saved(let path):
            // The title follows the file (the next `w` writes this one) and says where.
            ui.replacing = nil
            file = path
            name = path
            savedScene = scene
            ui.quitRequested = false
            ui.message = "saved"
            ui.messageIsWarning = false
        case .saveFailed(_, let reason):
            ui.replacing = nil
            ui.message = "not saved: " + reason
            ui.messageIsWarning = true
        case let .saveWouldReplace(path, reason):
            // The prompt again, with the name: Enter now replaces the file, Esc keeps it.
            ui.prompt = path
            // Not selected: `w` pressed again to confirm, as `q` is, replaced the name with `w`
            // and saved the scene to a file of that name.
            ui.promptSelected = false
            ui.replacing = path
            ui.replacingReason = reason
            ui.message = reason.message(for: path)
            ui.messageIsWarning = true
        case .driverNote(let note):
            ui.message = note
        case .showHelp:
            ui.showHelp = true
            ui.helpPage = 0
        case .closeHelp, .pageHelp: ui.showHelp = false
        case .togglePanel:
            ui.showPanel.toggle()
            ui.showWhy = false
            // From the top: the why panel's scroll, kept, opened it at its own line 21.
            ui.panelScroll = 0
            ui.message = "constraints " + (ui.showPanel ? "shown" : "hidden")
        case .scrollPanel(let line):
            if ui.panelOpen { ui.panelScroll = max(0, line) }
        case .pagePanel:
            break  // a request for the screen: the screen layout, which knows a page, turns it into scrollPanel
        case .toggleWhy: toggleWhy()
        case .togglePriorities: togglePriorities()
        case .toggleGuides:
            ui.showGuides.toggle()
            ui.message = "gap guides and spacer " + (ui.showGuides ? "shown" : "hidden")
        case .toggleAnimation:
            ui.animates.toggle()
            ui.message = "animation " + (ui.animates ? "on" : "off")
        case .promptInsert, .promptDeleteBackward, .promptDeleteWord, .promptClear, .promptKeepName, .promptSubmit, .promptCancel, .quit, .back:
            break  // only with the prompt open; quitting is decided before
        }
        return []
    }

    /// What a digit key says when the stack has no view at `index`: there is no `#5`, and
    /// which numbers there are.
    static func noViewMessage(_ index: Int, count: Int) -> String {
        switch count {
        case 0: return "there is no view #\(index): the stack has no views"
        case 1: return "there is no view #\(index): the stack has only #0"
        default: return "there is no view #\(index): the views are #0–#\(count - 1)"
        }
    }

    /// What Esc backs out of, the innermost first: the help, the why or constraints panel,
    /// the gallery, the selected view, a nested stack being edited (whose stack is then
    /// selected); nil when none is open
    /// (Esc then quits, asking first where `q` would).
    var backingOut: PlaygroundAction? {
        ui.showHelp ? .closeHelp : backingOutBehindHelp
    }

    /// What Esc backs out of once the help is closed (see ``backingOut``): what the key
    /// line's `Esc back` stands for.
    var backingOutBehindHelp: PlaygroundAction? {
        if ui.showWhy { return .toggleWhy }
        if ui.showPanel { return .togglePanel }
        if ui.gallery != nil { return .closeGallery }
        if document.validSelection != nil { return .clearSelection }
        if !document.stackPath.isEmpty { return .leaveNestedStack }
        return nil
    }

    /// Whether `q` asks before quitting: there are unsaved changes to the user's document.
    /// In lesson and demo mode the scene is the lesson's or the demo's until it is saved to
    /// (or opened from) a file, so changes made while following the lesson, or played by the
    /// demo, are not asked about: the lesson's last step and the demo's end say "q quits",
    /// and q does.
    var quitNeedsConfirmation: Bool {
        hasUnsavedChanges && ((lesson == nil && demo == nil) || file != nil)
    }

    /// The margin size after `margins` in ``marginSizes`` (the first when the margins are
    /// not one of them on every edge).
    static func nextMarginSize(after margins: Margins) -> Double {
        let sizes = marginSizes
        let uniform = [margins.leading, margins.bottom, margins.trailing].allSatisfy { $0 == margins.top }
        if uniform, let index = sizes.firstIndex(of: margins.top) { return sizes[(index + 1) % sizes.count] }
        return sizes.first ?? 8
    }
}

extension PlaygroundAction {
    /// Reports from the driver, which act even with the prompt or the help open.
    var isDriverReport: Bool {
        switch self {
        case .saved, .saveFailed, .saveWouldReplace, .driverNote, .opened, .openFailed: return true
        default: return false
        }
    }

    /// A drag of the stack's edge: it follows the pointer without animation.
    var isDrag: Bool {
        if case .dragStackEdge = self { return true }
        return false
    }
}
