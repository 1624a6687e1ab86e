import StackLayout

/// One of the user's constraints switched off in the playground, and where it is listed.
public struct SwitchedOffConstraint: Equatable, Sendable {
    /// Its number among the user's constraints (see ``PlaygroundDocument/userConstraints``).
    public var position: Int
    /// The constraint.
    public var constraint: LayoutConstraint
}

/// One of the user's constraints as the playground lists it: on (in the scene, solved and
/// saved) or switched off (listed only).
public struct UserConstraintEntry: Equatable, Sendable {
    /// The constraint.
    public var constraint: LayoutConstraint
    /// Whether it is in the scene.
    public var isOn: Bool
}

extension PlaygroundDocument {
    /// The user's constraints, numbered from 0 in this order: the scene's constraints with
    /// the switched-off ones back in their places.
    public var userConstraints: [UserConstraintEntry] {
        get {
            var entries = scene.constraints.map { UserConstraintEntry(constraint: $0, isOn: true) }
            for off in switchedOff.sorted(by: { $0.position < $1.position }) {
                entries.insert(UserConstraintEntry(constraint: off.constraint, isOn: false), at: min(off.position, entries.count))
            }
            return entries
        }
        set {
            scene.constraints = newValue.filter(\.isOn).map(\.constraint)
            switchedOff = newValue.enumerated().filter { !$0.element.isOn }
                .map { SwitchedOffConstraint(position: $0.offset, constraint: $0.element.constraint) }
        }
    }
}

extension PlaygroundDocument {
    /// Renames the arranged view `old` (at any depth) to `new` in the scene (see
    /// ``StackLayout/Scene/renameView(_:to:)``) and in the user's constraints switched off,
    /// so that every constraint of the user's that named it, on or off, names it still.
    mutating func renameView(_ old: String, to new: String) {
        scene.renameView(old, to: new)
        for index in switchedOff.indices {
            switchedOff[index].constraint = switchedOff[index].constraint.renamingItem(old, to: new)
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint names the item `name` (as its first or second item).
    func names(_ name: String) -> Bool {
        first.item == name || second?.item == name
    }
}
