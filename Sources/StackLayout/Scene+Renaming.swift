/// Renaming an arranged view: everything in a scene that names it follows.
extension Scene {
    /// Renames the arranged view called `old` (at any depth) to `new`, and with it what names
    /// it: its custom spacing in the stack that holds it, and the user's constraints that name
    /// it as either item. A scene without a view called `old` is left as it is.
    ///
    /// The scene is the one that would have been written with `new` from the start; whether
    /// `new` is a name the scene can take (unique, well formed) is for
    /// ``SceneJSON/validate(_:file:keyPath:)`` to say.
    public mutating func renameView(_ old: String, to new: String) {
        guard Self.rename(old, to: new, in: &views, stack: &stack) else { return }
        constraints = constraints.map { $0.renamingItem(old, to: new) }
    }

    /// Renames the view `old` among `views` or inside their nested stacks; `stack` holds
    /// `views`. Whether it was found.
    private static func rename(_ old: String, to new: String, in views: inout [ArrangedView], stack: inout StackProperties) -> Bool {
        for index in views.indices {
            if views[index].name == old {
                views[index].name = new
                if let spacing = stack.customSpacing.removeValue(forKey: old) { stack.customSpacing[new] = spacing }
                return true
            }
            if var nested = views[index].nested, rename(old, to: new, in: &nested.views, stack: &nested.stack) {
                views[index].nested = nested
                return true
            }
        }
        return false
    }
}

extension LayoutConstraint {
    /// This constraint with the item `old` called `new` wherever it is named (first item,
    /// second item or both); other items and every number stay as they are.
    public func renamingItem(_ old: String, to new: String) -> LayoutConstraint {
        var renamed = self
        if first.item == old { renamed.first.item = new }
        if second?.item == old { renamed.second?.item = new }
        return renamed
    }
}
