/// One stack of a scene, outer or nested, ready for constraint generation.
struct StackLevel {
    /// The stack's item name: `StackView` for the outer stack, the view's name for a nested one.
    let item: String
    /// The stack and its arranged views as a one-level scene. In a hidden stack (itself or
    /// inside a hidden stack) the views have no intrinsic size here: they are hidden with the
    /// stack, and a hidden view's intrinsic size does not act. The stack's own constraints
    /// stay, as UIKit keeps them (only the outer stack writes a `UISV-hiding`, for the stack).
    let scene: Scene
    /// Whether the stack's layout direction differs from the outer stack's, so that its
    /// leading and trailing point the other way in the outer stack's coordinates.
    let isFlipped: Bool
    /// Whether the stack is hidden, itself or inside a hidden stack: then the sizes its
    /// `stack.width`/`stack.height` set do not act, as a hidden view's intrinsic size does not.
    var isHidden = false
}

extension Scene {
    /// Every arranged view at every depth, depth first: a nested stack, then its views.
    public var allViews: [ArrangedView] {
        var result: [ArrangedView] = []
        func visit(_ views: [ArrangedView]) {
            for view in views {
                result.append(view)
                if let nested = view.nested { visit(nested.views) }
            }
        }
        visit(views)
        return result
    }

    /// The axis of the stack that arranges each view, by the view's name, at every depth:
    /// what "along the axis" means for that view. One walk over the scene, so that a
    /// drawing can look every view up without searching the scene each time.
    public var stackAxisOfViews: [String: Axis] {
        var axes: [String: Axis] = [:]
        func visit(_ views: [ArrangedView], axis: Axis) {
            for view in views {
                axes[view.name] = axis
                if let nested = view.nested { visit(nested.views, axis: nested.stack.axis) }
            }
        }
        visit(views, axis: stack.axis)
        return axes
    }

    /// Whether any arranged view is a stack.
    public var hasNestedStacks: Bool { views.contains { $0.nested != nil } }

    /// The names of the views that take no room: hidden ones, and every view inside a hidden
    /// nested stack.
    public var effectivelyHiddenNames: Set<String> {
        var names = Set<String>()
        func visit(_ views: [ArrangedView], hiddenAbove: Bool) {
            for view in views {
                let hidden = hiddenAbove || view.hidden
                if hidden { names.insert(view.name) }
                if let nested = view.nested { visit(nested.views, hiddenAbove: hidden) }
            }
        }
        visit(views, hiddenAbove: false)
        return names
    }

    /// Whether `item` takes no room: an effectively hidden view (`hidden`, from
    /// ``effectivelyHiddenNames``) or a guide of one (`_UILayoutSpacer-Box` of a hidden `Box`).
    func takesNoRoom(_ item: String, hidden: Set<String>) -> Bool {
        if hidden.contains(item) { return true }
        guard let dash = item.lastIndex(of: "-") else { return false }
        return LayoutItem.isGuide(String(item[..<dash])) && hidden.contains(String(item[item.index(after: dash)...]))
    }

    /// The outer stack, then every nested stack depth first.
    var stackLevels: [StackLevel] {
        var levels = [StackLevel(item: LayoutItem.stackView, scene: Scene(stack: stack, views: views), isFlipped: false)]
        func visit(_ views: [ArrangedView], hiddenAbove: Bool) {
            for view in views {
                guard let nested = view.nested else { continue }
                let hidden = hiddenAbove || view.hidden
                var inner = nested.views
                if hidden {
                    for index in inner.indices { (inner[index].width, inner[index].height) = (nil, nil) }
                }
                levels.append(StackLevel(
                    item: view.name, scene: Scene(stack: nested.stack, views: inner),
                    isFlipped: nested.stack.layoutDirection != stack.layoutDirection, isHidden: hidden))
                visit(nested.views, hiddenAbove: hidden)
            }
        }
        visit(views, hiddenAbove: false)
        return levels
    }
}

extension StackLevel {
    /// `constraints`, written for a one-level scene, renamed for this stack: `StackView`
    /// becomes the stack's name and its guides take the stack's name after a hyphen
    /// (``LayoutItem/guide(_:of:)``). On a flipped stack a constraint between horizontal
    /// locations is rewritten in the outer stack's direction: leading and trailing swap, the
    /// constant changes sign and `<=`/`>=` trade places (`b.leading == a.trailing + 8` becomes
    /// `b.trailing == a.leading - 8`: b sits 8 points before a).
    func adopt(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        guard item != LayoutItem.stackView || isFlipped else { return constraints }
        return constraints.map { constraint in
            var renamed = constraint
            renamed.first = adopt(constraint.first)
            renamed.second = constraint.second.map(adopt)
            if isFlipped, constraint.second != nil, constraint.first.attribute.isHorizontalLocation {
                renamed.constant = 0 - constraint.constant
                renamed.relation = constraint.relation.swapped
            }
            return renamed
        }
    }

    private func adopt(_ anchor: LayoutAnchor) -> LayoutAnchor {
        var result = anchor
        if item != LayoutItem.stackView {
            if anchor.item == LayoutItem.stackView {
                result.item = item
            } else if LayoutItem.isGuide(anchor.item) {
                result.item = LayoutItem.guide(anchor.item, of: item)
            }
        }
        if isFlipped {
            switch anchor.attribute {
            case .leading: result.attribute = .trailing
            case .trailing: result.attribute = .leading
            default: break
            }
        }
        return result
    }
}

extension LayoutItem {
    /// The name of a nested stack's guide: the outer stack's guide name, a hyphen and the nested
    /// stack's name (`UIViewLayoutMarginsGuide-Row1`, `_UILayoutSpacer-Row1`,
    /// `_UIOLAGapGuide0-Row1`), which the constraint-text format reads back as one item.
    public static func guide(_ guide: String, of stack: String) -> String {
        stack == stackView ? guide : guide + "-" + stack
    }

    /// Whether `name` is a guide of the outer stack (margins guide, spanner or gap guide).
    static func isGuide(_ name: String) -> Bool {
        name == marginsGuide || name == spacer || name.hasPrefix(gapGuidePrefix)
    }
}

extension LayoutAttribute {
    /// A horizontal location: leading, trailing, left, right or centerX.
    var isHorizontalLocation: Bool { isHorizontal && !isSize }
}
