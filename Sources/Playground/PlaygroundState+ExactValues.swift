import StackLayout

/// The actions that set a value exactly, as the command line types them (`:spacing 12`):
/// each is one change of the scene, one step of undo, and says what it did.
extension PlaygroundState {
    /// Carries out one of the exact-value actions.
    mutating func applyExactValue(_ action: PlaygroundAction) {
        switch action {
        case .setDistribution(let value):
            changeCurrent({ $0.stack.distribution = value }, message: { _ in "distribution: " + value.rawValue })
        case .setAlignment(let value):
            changeCurrent({ $0.stack.alignment = value }, message: { "alignment: " + value.name(on: $0.stack.axis) })
        case .setAxis(let value):
            changeCurrent({ $0.stack.axis = value }, message: { _ in "axis: " + value.rawValue })
        case .setSpacing(let points):
            changeCurrent({ $0.stack.spacing = points }, message: { _ in "spacing " + formatPoints(points) })
        case .setMargins(let points):
            changeCurrent({ $0.stack.margins = Margins(top: points, leading: points, bottom: points, trailing: points) }, message: {
                "margins " + formatPoints(points) + ($0.stack.marginsRelative ? "" : " (m: use them)")
            })
        case let .setHugging(axis, priority):
            editSelected("hugging " + formatPoints(priority) + " (" + axis.rawValue + ")") { $0.hugging[axis] = priority }
        case let .setCompressionResistance(axis, priority):
            editSelected("compression resistance " + formatPoints(priority) + " (" + axis.rawValue + ")") {
                $0.compressionResistance[axis] = priority
            }
        case let .setIntrinsicSize(width, height):
            let text = width == nil && height == nil ? "has no intrinsic size" : "intrinsic size " + Self.sizeText(width, height)
            editSelected(text) {
                $0.width = width
                $0.height = height
            }
        case .setCustomSpacing(let points):
            guard let index = document.validSelection else { return requireSelectionMessage() }
            let name = current.views[index].name
            changeCurrent({ $0.stack.customSpacing[name] = points }, message: { _ in
                points.map { "spacing after " + name + " " + formatPoints($0) } ?? "no custom spacing after " + name
            })
        case .setColor(let color):
            editSelected(color.map { "drawn " + $0.rawValue } ?? "drawn in its palette colour") { $0.color = color }
        case let .setBaseline(first, offset):
            editSelected((first ? "first" : "last") + " baseline " + formatPoints(offset)) { view in
                var baselines = view.baselines ?? Baselines(first: 0, last: 0)
                if first { baselines.first = offset } else { baselines.last = offset }
                view.baselines = baselines
            }
        case let .addNamedView(name, width, height):
            let position = document.validSelection.map { $0 + 1 } ?? current.views.count
            changeCurrent({ $0.views.insert(ArrangedView(name: name, width: width, height: height), at: position) },
                   message: { _ in name + " added" })
            document.selectedIndex = position
        case .renameSelected(let newName):
            guard let index = document.validSelection else { return requireSelectionMessage() }
            let oldName = current.views[index].name
            let named = userConstraints.filter { $0.constraint.names(oldName) }.count
            if let slot = ui.colorSlots.removeValue(forKey: oldName) { ui.colorSlots[newName] = slot }
            changeDocument({ $0.renameView(oldName, to: newName) },
                           message: oldName + " is now " + newName + (named > 0 ? ", in \(named) of your constraints too" : ""))
        case let .setHidden(index, hidden, path):
            let path = path ?? document.stackPath
            let views = scene.level(at: path).views
            guard views.indices.contains(index) else { return }
            guard views[index].hidden != hidden else {
                // Nothing to change, and no step of undo for it.
                ui.message = views[index].name + " is already " + (hidden ? "hidden" : "shown")
                return
            }
            change({ scene in
                var level = scene.level(at: path)
                level.views[index].hidden = hidden
                scene.replaceLevel(at: path, with: level)
            }, message: { $0.level(at: path).views[index].name + (hidden ? " hidden" : " shown") })
        default:
            break
        }
    }

    /// Edits the selected view and says `what` it now has, after its name.
    private mutating func editSelected(_ what: String, _ edit: (inout ArrangedView) -> Void) {
        guard let index = document.validSelection else { return requireSelectionMessage() }
        changeCurrent({ edit(&$0.views[index]) }, message: { $0.views[index].name + " " + what })
    }

    private mutating func requireSelectionMessage() {
        ui.message = current.views.isEmpty ? "no arranged views: n adds one" : "select a view first: Tab (or :select NAME)"
        ui.messageIsWarning = true
    }

    /// The driver read `scene` from `path`: it replaces the document (one step of undo) and
    /// `path` becomes the scene's file and title.
    mutating func open(_ scene: Scene, from path: String) {
        // A new file starts a history of its own: undo never brings another file's scene back
        // under this file's name.
        history = DocumentHistory()
        document = PlaygroundDocument(scene: scene, selectedIndex: nil)
        layout = solver.solve(document)
        file = path
        name = path
        savedScene = scene
        customStackSize = nil
        rememberCustomSize()
        refitDrawing()
        ui.message = "opened " + path
    }
}
