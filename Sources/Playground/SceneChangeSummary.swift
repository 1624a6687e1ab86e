import StackLayout

/// What an undo or redo changed, in a few words for the info line: `distribution
/// fillEqually → fill`, `Subview1 shown`, `spacing 8 → 0`; the first few of the outer stack's
/// settings and of its views' that differ, or nil when none of those does (a nested stack's,
/// a constraint of the user's).
enum SceneChangeSummary {
    /// The most changes said.
    static let mostSaid = 2

    /// How `after` differs from `before`, or nil.
    static func of(_ before: Scene, _ after: Scene) -> String? {
        let old = before.stack, new = after.stack
        var changes: [String] = []
        func setting(_ name: String, _ from: String, _ to: String) {
            if from != to { changes.append(name + " " + from + " → " + to) }
        }
        setting("axis", old.axis.rawValue, new.axis.rawValue)
        setting("distribution", old.distribution.rawValue, new.distribution.rawValue)
        setting("alignment", old.alignment.rawValue, new.alignment.rawValue)
        setting("spacing", formatPoints(old.spacing), formatPoints(new.spacing))
        setting("margins-relative", onOff(old.marginsRelative), onOff(new.marginsRelative))
        setting("baseline-relative", onOff(old.baselineRelative), onOff(new.baselineRelative))
        setting("direction", old.layoutDirection.rawValue, new.layoutDirection.rawValue)
        setting("width", length(old.width), length(new.width))
        setting("height", length(old.height), length(new.height))
        let oldViews = Dictionary(before.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(after.views.map(\.name))
        for view in after.views {
            guard let was = oldViews[view.name] else {
                changes.append(view.name + " added")
                continue
            }
            if was.hidden != view.hidden { changes.append(view.name + (view.hidden ? " hidden" : " shown")) }
            if was.width != view.width || was.height != view.height {
                changes.append(view.name + " " + size(was.width, was.height) + " → " + size(view.width, view.height))
            }
            if was.hugging != view.hugging || was.compressionResistance != view.compressionResistance {
                changes.append(view.name + "'s priorities")
            }
        }
        changes += before.views.map(\.name).filter { !newNames.contains($0) }.map { $0 + " deleted" }
        guard !changes.isEmpty else { return nil }
        let said = changes.prefix(mostSaid).joined(separator: ", ")
        return changes.count > mostSaid ? said + ", …" : said
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
