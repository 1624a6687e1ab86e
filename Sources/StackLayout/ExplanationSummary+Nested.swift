extension ExplanationSummary {
    /// ``sentence(for:scene:layout:attributes:)`` for an item at any depth, followed by the
    /// user's own constraints that decide its frame: a view inside a nested stack is explained
    /// by the rules of the stack that arranges it (the nested stack standing where the sentence
    /// says `StackView`), and a nested stack itself also says where its size comes from.
    static func sentenceAtAnyDepth(for name: String, scene: Scene, layout: LayoutResult, attributes: [AttributeExplanation]) -> String {
        var decisive: [(LayoutConstraint, [String])] = []
        for attribute in attributes {
            for constraint in attribute.decidedBy where scene.constraints.contains(constraint) && changes(constraint, attribute) {
                if let index = decisive.firstIndex(where: { $0.0 == constraint }) {
                    // Once, also for a constraint written twice.
                    if !decisive[index].1.contains(attribute.attribute.rawValue) { decisive[index].1.append(attribute.attribute.rawValue) }
                } else {
                    decisive.append((constraint, [attribute.attribute.rawValue]))
                }
            }
        }
        // The length along the view's own stack is said in the first sentence where the
        // user's constraints decide it; the rest are said after it, those deciding the same
        // attributes together.
        // (A hidden view's first sentence says it is hidden instead.)
        let along: LayoutAttribute? = scene.effectivelyHiddenNames.contains(name) ? nil
            : scene.stackAxisOfViews[name].map { $0 == .horizontal ? .width : .height }
        var groups: [(attributes: [String], lines: [String], again: Bool)] = []
        for (constraint, named) in decisive {
            let said = along.map { names(constraint, name, $0) } == true && named.contains(along?.rawValue ?? "") ? along?.rawValue : nil
            let rest = named.filter { $0 != said }
            guard !rest.isEmpty else { continue }
            let line = "`" + ConstraintText.line(for: constraint) + "`"
            if let index = groups.firstIndex(where: { $0.attributes == rest && $0.again == (said != nil) }) {
                groups[index].lines.append(line)
            } else {
                groups.append((rest, [line], said != nil))
            }
        }
        let own = groups.map { group in
            let listed = group.lines.count == 1 ? group.lines[0] : group.lines.dropLast().joined(separator: ", ") + " and " + (group.lines.last ?? "")
            // A constraint the first sentence named for the length also decides the rest.
            let verb = group.again ? (group.lines.count == 1 ? "also decides" : "also decide") : (group.lines.count == 1 ? "decides" : "decide")
            return " Your constraint\(group.lines.count == 1 ? " " : "s ")\(listed) \(verb) its \(group.attributes.joined(separator: " and "))."
        }
        return levelSentence(for: name, scene: scene, layout: layout, attributes: attributes) + own.joined()
    }

    private static func levelSentence(for name: String, scene: Scene, layout: LayoutResult, attributes: [AttributeExplanation]) -> String {
        guard scene.hasNestedStacks else { return sentence(for: name, scene: scene, layout: layout, attributes: attributes) }
        let levels = scene.stackLevels
        guard let level = levels.first(where: { $0.scene.views.contains { $0.name == name } }) else {
            return sentence(for: name, scene: scene, layout: layout, attributes: attributes)
        }
        var text: String
        if level.isHidden, level.scene.views.contains(where: { $0.name == name && !$0.hidden }) {
            text = hiddenWithStackSentence(for: name, in: level, layout: layout)
        } else if level.item == LayoutItem.stackView {
            text = sentence(for: name, scene: scene, layout: layout, attributes: attributes)
        } else {
            text = sentence(for: name, scene: level.scene, layout: layout.seen(from: level.item), attributes: attributes, userConstraints: scene.constraints)
        }
        if let nested = levels.first(where: { $0.item == name }) {
            let views = nested.scene.views.map(\.name).joined(separator: ", ")
            text += nested.isHidden
                ? " \(name) is a nested stack: hidden, it keeps its own constraints, as in UIKit, which place its views (\(views.isEmpty ? "none" : views)) inside it."
                : " \(name) is a nested stack with no intrinsic content size: its size comes from its views (\(views.isEmpty ? "none" : views)) through the constraints."
        }
        return text
    }

    /// A view of a hidden stack (hidden with it, not itself): UIKit keeps that stack's
    /// constraints, which place the view; its intrinsic size does not act.
    private static func hiddenWithStackSentence(for name: String, in level: StackLevel, layout: LayoutResult) -> String {
        let size = layout.frame(of: name).map { " (\(formatPoints($0.width))×\(formatPoints($0.height)))" } ?? ""
        return "\(name) is hidden with the hidden stack it is in: its intrinsic size does not act, and"
            + " \(level.item)'s own constraints, which stay as in UIKit, place it\(size)."
    }
}

extension LayoutResult {
    /// The layout with the nested stack `stack` standing in for `StackView`, so that the
    /// one-stack sentences measure against the stack that arranges the view.
    func seen(from stack: String) -> LayoutResult {
        var copy = self
        copy.items = items.compactMap { item in
            if item.name == LayoutItem.stackView { return nil }
            return item.name == stack ? ItemFrame(name: LayoutItem.stackView, frame: item.frame) : item
        }
        copy.constraints = constraints.map { constraint in
            var renamed = constraint
            if constraint.first.item == stack { renamed.first.item = LayoutItem.stackView }
            if constraint.second?.item == stack { renamed.second?.item = LayoutItem.stackView }
            return renamed
        }
        return copy
    }
}
