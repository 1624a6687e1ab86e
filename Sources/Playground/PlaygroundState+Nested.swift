import StackLayout

/// Nested stacks in the playground: the stack being edited (the outer one or a nested one),
/// entering and leaving nested stacks, and adding one.
///
/// The stack keys (`d`, `a`, `x`, `+`, `-`, `m`, `M`, `b`, `r`, the digits) and the view keys
/// act on the current stack and its arranged views; the stack's size (`s`, Shift+arrows, a
/// drag) is the outer stack's. Entering and leaving are not changes of the scene (undo does
/// not step through them), but undo brings back the stack a change was made in.
extension PlaygroundState {
    /// The stack being edited, as a one-level scene: its properties and arranged views.
    public var current: Scene { document.currentLevel }

    /// The names of the stacks from the outer one (`StackView`) to the one being edited.
    public var currentStackNames: [String] { scene.stackNames(along: document.stackPath) }

    /// The name of the stack being edited: `StackView` for the outer stack.
    public var currentStackName: String { currentStackNames.last ?? LayoutItem.stackView }

    /// Makes an undoable change to the stack being edited (its properties and arranged
    /// views, given as a one-level scene), solves again and says `message`, which is given
    /// the edited stack as a one-level scene too (its views and its axis, not the outer
    /// stack's).
    mutating func changeCurrent(_ edit: (inout Scene) -> Void, message: ((Scene) -> String)? = nil) {
        let path = document.stackPath
        change({ scene in
            var level = scene.level(at: path)
            edit(&level)
            scene.replaceLevel(at: path, with: level)
        }, message: message.map { say in { scene in say(scene.level(at: path)) } })
    }

    /// Carries out the actions of nested stacks and of the user's constraints.
    mutating func applyNestingOrUserConstraint(_ action: PlaygroundAction) {
        switch action {
        case .enterNestedStack: enterNestedStack()
        case .leaveNestedStack: leaveNestedStack()
        case .addNestedStack: addNestedStack()
        case .addUserConstraint(let line): addUserConstraint(line)
        case .removeUserConstraint(let index): removeUserConstraint(at: index)
        case .toggleUserConstraint(let index): toggleUserConstraint(at: index)
        case .toggleSelectedUserConstraint: toggleSelectedUserConstraint()
        default: break
        }
    }

    /// Enter: the selected view, a nested stack, becomes the stack being edited, with none
    /// of its views selected.
    mutating func enterNestedStack() {
        guard let index = document.validSelection else {
            ui.message = "select a nested stack first: Tab"
            return
        }
        let view = current.views[index]
        guard view.nested != nil else {
            ui.message = view.name + " is not a stack (N adds one)"
            return
        }
        document.stackPath = scene.validPrefix(of: document.stackPath) + [index]
        document.selectedIndex = nil
        ui.message = "editing " + view.name + " (^ goes back out)"
    }

    /// `^`: back to the stack around the current one, with the stack just left selected.
    mutating func leaveNestedStack() {
        var path = scene.validPrefix(of: document.stackPath)
        guard let index = path.popLast() else {
            ui.message = "already editing the outer stack"
            return
        }
        let left = currentStackName
        document.stackPath = path
        document.selectedIndex = index
        ui.message = "editing " + currentStackName + ", " + left + " selected"
    }

    /// `N`: a nested stack across the current stack's axis, with two 60×60 views, after the
    /// selected view (or at the end), selected. Its names are unused at every depth.
    mutating func addNestedStack() {
        let stackName = scene.unusedName("Stack", from: 0)
        let first = scene.unusedName("View", from: scene.allViews.count, besides: [stackName])
        let second = scene.unusedName("View", from: scene.allViews.count, besides: [stackName, first])
        var properties = StackProperties()
        properties.axis = current.stack.axis == .horizontal ? .vertical : .horizontal
        let stack = ArrangedView.stack(stackName, properties, views: [
            ArrangedView(name: first, width: 60, height: 60), ArrangedView(name: second, width: 60, height: 60),
        ])
        let count = current.views.count
        let position = document.validSelection.map { min($0 + 1, count) } ?? count
        changeCurrent { $0.views.insert(stack, at: position) }
        document.selectedIndex = position
        ui.message = stackName + " added (" + properties.axis.rawValue + ", " + first + ", " + second + "): Enter edits it"
    }
}
