import StackLayout

/// What an undo or redo changed, in a few words for the info line: `distribution
/// fillEqually → fill`, `Subview1 shown`, `Toolbar: spacing 8 → 16`, `Heart renamed Like`,
/// `constraint off: custom: Subview0.width == 200`; the first few settings of the stacks, at
/// any depth, and of their views that differ, then the user's constraints (added, removed,
/// switched on or off), or nil when none of those does.
enum SceneChangeSummary {
    /// The most changes said.
    static let mostSaid = 2

    /// How `after` differs from `before`, or nil.
    static func of(_ before: PlaygroundDocument, _ after: PlaygroundDocument) -> String? {
        var changes: [String] = []
        stackChanges(before.scene, after.scene, prefix: "", into: &changes)
        // The user's constraints, on or off: one switched is said so, not as gone.
        let old = before.userConstraints, new = after.userConstraints
        for entry in new {
            let line = ConstraintText.line(for: entry.constraint)
            if let was = old.first(where: { $0.constraint == entry.constraint }) {
                if was.isOn != entry.isOn { changes.append("constraint \(entry.isOn ? "on" : "off"): " + line) }
            } else {
                changes.append("constraint added: " + line)
            }
        }
        for entry in old where !new.contains(where: { $0.constraint == entry.constraint }) {
            changes.append("constraint removed: " + ConstraintText.line(for: entry.constraint))
        }
        guard !changes.isEmpty else { return nil }
        let said = changes.prefix(mostSaid).joined(separator: ", ")
        return changes.count > mostSaid ? said + ", …" : said
    }

    /// The changes of one stack's settings and views, then of the stacks nested in it that
    /// both scenes have, each said after `prefix` (`Toolbar: `).
    private static func stackChanges(_ before: Scene, _ after: Scene, prefix: String, into changes: inout [String]) {
        let old = before.stack, new = after.stack
        func setting(_ name: String, _ from: String, _ to: String) {
            if from != to { changes.append(prefix + name + " " + from + " → " + to) }
        }
        setting("axis", old.axis.rawValue, new.axis.rawValue)
        setting("distribution", old.distribution.rawValue, new.distribution.rawValue)
        // Named as the status line names them on each stack's axis (`top`, not `leading`, on a
        // horizontal stack).
        setting("alignment", old.alignment.name(on: old.axis), new.alignment.name(on: new.axis))
        setting("spacing", formatPoints(old.spacing), formatPoints(new.spacing))
        setting("margins-relative", onOff(old.marginsRelative), onOff(new.marginsRelative))
        setting("baseline-relative", onOff(old.baselineRelative), onOff(new.baselineRelative))
        setting("direction", old.layoutDirection.rawValue, new.layoutDirection.rawValue)
        setting("width", length(old.width), length(new.width))
        setting("height", length(old.height), length(new.height))
        let oldViews = Dictionary(before.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(after.views.map(\.name))
        let oldNames = Set(before.views.map(\.name))
        // One name gone and one come at the same place: a rename.
        let added = after.views.filter { !oldNames.contains($0.name) }
        let deleted = before.views.filter { !newNames.contains($0.name) }
        let renamed = added.count == 1 && deleted.count == 1 && before.views.count == after.views.count
        if renamed { changes.append(prefix + deleted[0].name + " renamed " + added[0].name) }
        if !renamed, added.isEmpty, deleted.isEmpty, before.views.map(\.name) != after.views.map(\.name) {
            changes.append(prefix + "views reordered")
        }
        if old.customSpacing != new.customSpacing {
            let names = Set(old.customSpacing.keys).union(new.customSpacing.keys).filter { old.customSpacing[$0] != new.customSpacing[$0] }.sorted()
            for name in names {
                changes.append(prefix + "spacing after " + name + " " + length(old.customSpacing[name]) + " → " + length(new.customSpacing[name]))
            }
        }
        var nested: [(name: String, before: Scene, after: Scene)] = []
        for view in after.views {
            guard let was = oldViews[view.name] else {
                if !renamed { changes.append(prefix + view.name + " added") }
                continue
            }
            if was.hidden != view.hidden { changes.append(prefix + view.name + (view.hidden ? " hidden" : " shown")) }
            if was.width != view.width || was.height != view.height {
                changes.append(prefix + view.name + " " + size(was.width, was.height) + " → " + size(view.width, view.height))
            }
            if was.hugging != view.hugging || was.compressionResistance != view.compressionResistance {
                changes.append(prefix + view.name + "'s priorities")
            }
            if let inner = view.nested, let wasInner = was.nested {
                nested.append((view.name, Scene(stack: wasInner.stack, views: wasInner.views), Scene(stack: inner.stack, views: inner.views)))
            }
        }
        if !renamed { changes += deleted.map { prefix + $0.name + " deleted" } }
        for stack in nested {
            stackChanges(stack.before, stack.after, prefix: stack.name + ": ", into: &changes)
        }
    }

    private static func onOff(_ value: Bool) -> String { value ? "on" : "off" }

    /// A stack's width or height: the points, or `none` where its views decide it.
    private static func length(_ value: Double?) -> String {
        value.map(formatPoints) ?? "none"
    }

    /// A view's intrinsic size, `80×40`, with `none` for a side without one.
    private static func size(_ width: Double?, _ height: Double?) -> String {
        length(width) + "×" + length(height)
    }
}
