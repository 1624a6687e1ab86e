/// Colours that follow views, not positions: each view name keeps the colour slot it was
/// first given, so that reordering, inserting, hiding and renaming views never recolours
/// the others.
extension PlaygroundState {
    /// Gives each view without a colour slot (or whose slot an earlier view of the scene
    /// already has) the lowest slot no other view of the scene uses; the others keep theirs,
    /// also after an undo brings a view back.
    mutating func assignColorSlots() {
        var used: Set<Int> = []
        var pending: [String] = []
        for view in scene.views {
            if let slot = ui.colorSlots[view.name], !used.contains(slot) {
                used.insert(slot)
            } else {
                pending.append(view.name)
            }
        }
        for name in pending {
            var slot = 0
            while used.contains(slot) { slot += 1 }
            ui.colorSlots[name] = slot
            used.insert(slot)
        }
    }
}
