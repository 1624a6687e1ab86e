import StackLayout

/// The user's own constraints: added in the one-line form, removed, switched off and on.
///
/// They are numbered from 0 as ``PlaygroundDocument/userConstraints`` lists them (and as the
/// constraints panel tags them, `user #0`). A constraint switched off stays listed, marked
/// `off`, but is left out of the scene: the layout is solved without it and a saved file
/// does not hold it (so that what is saved is what is drawn); it lasts as long as the
/// playground session.
extension PlaygroundState {
    /// The user's constraints, on and off, in their numbered order.
    public var userConstraints: [UserConstraintEntry] { document.userConstraints }

    /// Makes an undoable change to the document (the scene and what goes with it), solves
    /// it again and says `message`; a change that changes nothing is not recorded.
    mutating func changeDocument(_ edit: (inout PlaygroundDocument) -> Void, message: String) {
        var edited = document
        edit(&edited)
        if edited != document {
            history.record(document)
            document = edited
            layout = solver.solve(document)
        }
        ui.message = message
    }

    /// Adds the constraint `line` in the one-line constraint form (`Subview0.width == 200`,
    /// `StackView.width <= 300 @750`, an optional `identifier:` before it), naming
    /// `StackView` and views at any depth. Bad input changes nothing: the info line says
    /// where and what was expected. One step of undo.
    public mutating func addUserConstraint(_ line: String) {
        let constraint: LayoutConstraint
        do {
            constraint = try UserConstraintText.parse(line, items: scene.itemNames)
        } catch {
            ui.message = "constraint not added: " + error.description
            ui.messageIsWarning = true
            return
        }
        // The same constraint again would change nothing: said, with where it is.
        if let same = userConstraints.firstIndex(where: { $0.constraint.saysTheSame(as: constraint) }) {
            let state = userConstraints[same].isOn ? "" : " (off: :constraint toggle \(same) turns it on)"
            ui.message = "constraint not added: user #\(same) says the same, " + ConstraintText.line(for: userConstraints[same].constraint) + state
            ui.messageIsWarning = true
            return
        }
        let number = userConstraints.count
        changeDocument({ $0.userConstraints.append(UserConstraintEntry(constraint: constraint, isOn: true)) },
                       message: "user #\(number) added: " + ConstraintText.line(for: constraint))
    }

    /// Removes the user's constraint numbered `index` (on or off). One step of undo.
    public mutating func removeUserConstraint(at index: Int) {
        guard let entry = userConstraint(at: index) else { return }
        changeDocument({ $0.userConstraints.remove(at: index) },
                       message: "user #\(index) removed: " + ConstraintText.line(for: entry.constraint) + " (u brings it back)")
    }

    /// Switches the user's constraint numbered `index` off (it stays listed) or back on.
    /// One step of undo. One that names a view the scene no longer has stays off, so that
    /// the scene stays one a file can hold (renaming and deleting a view leave none such:
    /// they rename or drop the constraints naming it, on or off).
    public mutating func toggleUserConstraint(at index: Int) {
        guard let entry = userConstraint(at: index) else { return }
        let items = scene.itemNames, named = [entry.constraint.first.item, entry.constraint.second?.item].compactMap { $0 }
        if !entry.isOn, let missing = named.first(where: { !items.contains($0) }) {
            ui.message = "user #\(index) stays off: it names \(missing), which the scene no longer has"
            ui.messageIsWarning = true
            return
        }
        changeDocument({ $0.userConstraints[index].isOn.toggle() },
                       message: "user #\(index) " + (entry.isOn ? "off: " : "on: ") + ConstraintText.line(for: entry.constraint))
    }

    /// `o`: switches off or on the first of the user's constraints that names the selected
    /// view, or with none selected (or none naming it) the first of them.
    mutating func toggleSelectedUserConstraint() {
        let entries = userConstraints
        guard !entries.isEmpty else {
            ui.message = "no constraints of yours in this scene"
            return
        }
        let named = selectedViewName.flatMap { name in entries.firstIndex { $0.constraint.names(name) } }
        toggleUserConstraint(at: named ?? 0)
    }

    /// The user's constraint numbered `index`, or nil with a message saying which numbers exist.
    private mutating func userConstraint(at index: Int) -> UserConstraintEntry? {
        let entries = userConstraints
        guard entries.indices.contains(index) else {
            ui.message = entries.isEmpty ? "no constraints of yours" : "no constraint of yours numbered \(index): they are #0 to #\(entries.count - 1)"
            ui.messageIsWarning = true
            return nil
        }
        return entries[index]
    }
}
