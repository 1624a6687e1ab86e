import StackLayout

/// The actions that select and edit arranged views, and add, delete and reorder them.
extension PlaygroundState {
    /// Tab / Shift-Tab: the next / previous arranged view (hidden ones too), wrapping
    /// around; from no selection, the first / last.
    mutating func select(by step: Int) {
        let count = current.views.count
        guard count > 0 else {
            ui.message = "no arranged views: n adds one"
            return
        }
        if let index = document.validSelection {
            document.selectedIndex = ((index + step) % count + count) % count
        } else {
            document.selectedIndex = step > 0 ? 0 : count - 1
        }
        selectViewMessage()
    }

    /// Selects the view at `index` (a click on its box).
    mutating func select(viewAt index: Int) {
        guard current.views.indices.contains(index) else { return }
        document.selectedIndex = index
        selectViewMessage()
    }

    /// Edits the stack at `path` (as Enter and `^` would reach it) and selects its view at
    /// `index`.
    mutating func select(viewAt index: Int, inStack path: StackPath) {
        guard scene.validPrefix(of: path) == path, scene.level(at: path).views.indices.contains(index) else { return }
        document.stackPath = path
        document.selectedIndex = index
        selectViewMessage()
        if let name = scene.stackNames(along: path).last, !path.isEmpty { ui.message = (ui.message ?? "") + " · in " + name }
    }

    /// Home / End: the first / last arranged view of the stack being edited that is shown
    /// (hidden views, and every view of a hidden stack, are passed over).
    mutating func selectVisible(last: Bool) {
        let hidden = scene.effectivelyHiddenNames
        let shown = current.views.indices.filter { !hidden.contains(current.views[$0].name) }
        guard let index = last ? shown.last : shown.first else {
            ui.message = current.views.isEmpty ? "no arranged views: n adds one" : "no visible views here: Tab selects hidden ones too"
            return
        }
        document.selectedIndex = index
        selectViewMessage()
    }

    private mutating func selectViewMessage() {
        guard let index = document.validSelection else { return }
        let view = current.views[index]
        let axis = current.stack.axis
        ui.message = view.name + " selected · hugging " + formatPoints(view.hugging[axis])
            + " · compression " + formatPoints(view.compressionResistance[axis])
    }

    /// The selected view's index, or a message saying how to select one.
    private mutating func requireSelection() -> Int? {
        if let index = document.validSelection { return index }
        ui.message = current.views.isEmpty ? "no arranged views: n adds one" : "select a view first: Tab"
        return nil
    }

    /// The selected view's index when it is a view with content, not a nested stack (which
    /// has no intrinsic size or baselines of its own); else nil with a message saying so.
    private mutating func requireContentView() -> Int? {
        guard let index = requireSelection() else { return nil }
        guard current.views[index].nested == nil else {
            ui.message = Self.isAStack(current.views[index].name)
            return nil
        }
        return index
    }

    /// Why a nested stack takes no intrinsic size, baselines or content priorities: it has
    /// no content of its own, and the scene format keeps none for it (a stack's hugging,
    /// set by `[`, changed nothing drawn and was gone once saved).
    static func isAStack(_ name: String) -> String {
        name + " is a stack: its size, baselines and priorities come from its views (Enter edits them)"
    }

    /// The arrow keys: the selected view's intrinsic size grows or shrinks (never below 0).
    /// A dimension without an intrinsic size starts from the view's current frame.
    mutating func resizeSelected(width: Double, height: Double) {
        guard let index = requireContentView() else { return }
        let view = current.views[index]
        let frame = layout.frame(of: view.name)
        var newWidth = view.width, newHeight = view.height
        if width != 0 { newWidth = max(0, (view.width ?? (frame?.width ?? 0).rounded()) + width) }
        if height != 0 { newHeight = max(0, (view.height ?? (frame?.height ?? 0).rounded()) + height) }
        setIntrinsicSize(ofViewAt: index, width: newWidth, height: newHeight)
    }

    /// Gives the view at `index` an intrinsic size (nil: none on that axis) and says so.
    private mutating func setIntrinsicSize(ofViewAt index: Int, width: Double?, height: Double?) {
        changeCurrent {
            $0.views[index].width = width
            $0.views[index].height = height
        }
        let name = current.views[index].name
        ui.message = width == nil && height == nil
            ? name + " has no intrinsic size"
            : name + " intrinsic size " + Self.sizeText(width, height)
    }

    /// `[` / `]`: the selected view's content hugging on the stack's axis, by one (1...1000).
    mutating func changeHugging(by step: Double) {
        changePriority(\.hugging, called: "hugging", by: step)
    }

    /// `{` / `}`: the selected view's compression resistance on the stack's axis, by one.
    mutating func changeCompressionResistance(by step: Double) {
        changePriority(\.compressionResistance, called: "compression resistance", by: step)
    }

    /// Changes the selected view's priorities at `priorities` on the stack's axis by `step`,
    /// kept within 1...1000, and says so.
    private mutating func changePriority(_ priorities: WritableKeyPath<ArrangedView, AxisPriorities>, called name: String, by step: Double) {
        guard let index = requireContentView() else { return }
        let axis = current.stack.axis
        let next = Self.clampedPriority(current.views[index][keyPath: priorities][axis] + step)
        changeCurrent { $0.views[index][keyPath: priorities][axis] = next }
        ui.message = current.views[index].name + " " + name + " " + formatPoints(next) + " (" + axis.rawValue + ")"
    }

    /// `i`: the selected view loses its intrinsic size (both dimensions), or gets back the
    /// one it had (or its current frame's size).
    mutating func toggleIntrinsicSize() {
        guard let index = requireContentView() else { return }
        let view = current.views[index]
        if view.width != nil || view.height != nil {
            setIntrinsicSize(ofViewAt: index, width: nil, height: nil)
        } else {
            let earlier = history.past.last { snapshot in
                snapshot.scene.allViews.contains { $0.name == view.name && ($0.width != nil || $0.height != nil) }
            }?.scene.allViews.first { $0.name == view.name }
            let frame = layout.frame(of: view.name)
            let width = earlier?.width ?? (frame?.width ?? 0).rounded()
            let height = earlier?.height ?? (frame?.height ?? 0).rounded()
            setIntrinsicSize(ofViewAt: index, width: width, height: height)
        }
    }

    /// `,` / `.`: the custom spacing after the selected view, starting from the stack's spacing.
    mutating func changeCustomSpacing(by points: Double) {
        guard let index = requireSelection() else { return }
        let name = current.views[index].name
        let next = (current.stack.customSpacing[name] ?? current.stack.spacing) + points
        changeCurrent { $0.stack.customSpacing[name] = next }
        ui.message = "spacing after " + name + " " + formatPoints(next)
    }

    /// `f`/`F`, `e`/`E`: the selected view's first baseline (measured below its top) or
    /// last baseline (measured above its bottom) moves `points` down the screen (negative:
    /// up), kept within the view: never above its top or below its bottom. A view without
    /// baselines starts from its edges (0).
    mutating func moveBaseline(first: Bool, down points: Double) {
        guard let index = requireContentView() else { return }
        let view = current.views[index]
        let height = max(0, layout.frame(of: view.name)?.height ?? view.height ?? .infinity)
        var baselines = view.baselines ?? Baselines(first: 0, last: 0)
        if first {
            baselines.first = min(max(0, baselines.first + points), height)
        } else {
            baselines.last = min(max(0, baselines.last - points), height)
        }
        changeCurrent { $0.views[index].baselines = baselines }
        ui.message = current.views[index].name + " baselines: first " + formatPoints(baselines.first) + ", last " + formatPoints(baselines.last)
    }

    /// `n`: a new 60×60 view after the selected one (or at the end), selected; its name is
    /// unused at every depth.
    mutating func addView() {
        let view = ArrangedView(name: scene.unusedName("View", from: scene.allViews.count), width: 60, height: 60)
        let position = document.validSelection.map { min($0 + 1, current.views.count) } ?? current.views.count
        changeCurrent { $0.views.insert(view, at: position) }
        document.selectedIndex = position
        ui.message = view.name + " added"
    }

    /// Delete or Backspace: the selected view goes (with its custom spacing, and the user's
    /// constraints that name it or, for a nested stack, a view inside it, so that the scene
    /// stays one a file can hold); the selection moves to the view that took its place (or
    /// the one before it, at the end), and the message says which, so that the next arrow
    /// or digit is no surprise.
    mutating func deleteSelected() {
        guard let index = requireSelection() else { return }
        let view = current.views[index]
        let gone = Set([view.name] + Scene(views: [view]).allViews.map(\.name))
        let dropped = userConstraints.filter { entry in gone.contains { entry.constraint.names($0) } }.count
        let path = document.stackPath
        changeDocument({ document in
            var level = document.scene.level(at: path)
            level.views.remove(at: index)
            level.stack.customSpacing[view.name] = nil
            document.scene.replaceLevel(at: path, with: level)
            document.userConstraints.removeAll { entry in gone.contains { entry.constraint.names($0) } }
        }, message: view.name + " deleted" + (dropped > 0 ? " with \(dropped) of your constraints naming it" : ""))
        document.selectedIndex = current.views.isEmpty ? nil : min(index, current.views.count - 1)
        let selected = selectedViewName.map { $0 + " selected" } ?? "nothing selected"
        ui.message = (ui.message ?? view.name + " deleted") + "; " + selected + " (u brings it back)"
    }

    /// `<` / `>`: the selected view moves earlier / later in the arranged order.
    mutating func moveSelected(by step: Int) {
        guard let index = requireSelection() else { return }
        let target = index + step
        guard current.views.indices.contains(target) else {
            ui.message = current.views[index].name + " is already " + (step < 0 ? "first" : "last")
            return
        }
        changeCurrent { $0.views.swapAt(index, target) }
        document.selectedIndex = target
        ui.message = current.views[target].name + " is now #\(target)"
    }

    static func clampedPriority(_ value: Double) -> Double {
        min(1000, max(1, value))
    }

    static func sizeText(_ width: Double?, _ height: Double?) -> String {
        (width.map(formatPoints) ?? "none") + "×" + (height.map(formatPoints) ?? "none")
    }
}
