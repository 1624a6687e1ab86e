import StackLayout

/// A path from the outer stack to one of its nested stacks: the index of a nested stack in
/// the outer stack's arranged views, then the index of one in that stack's views, and so on.
/// The empty path is the outer stack.
public typealias StackPath = [Int]

extension Scene {
    /// The longest start of `path` that leads through nested stacks of this scene.
    func validPrefix(of path: StackPath) -> StackPath {
        var views = self.views
        var valid: StackPath = []
        for index in path {
            guard views.indices.contains(index), let nested = views[index].nested else { break }
            valid.append(index)
            views = nested.views
        }
        return valid
    }

    /// The stack at `path` (the valid part of it) as a one-level scene: its properties and
    /// arranged views, with this scene's constraints.
    func level(at path: StackPath) -> Scene {
        var level = Scene(stack: stack, views: views, constraints: constraints)
        for index in validPrefix(of: path) {
            guard let nested = level.views[index].nested else { break }
            level = Scene(stack: nested.stack, views: nested.views, constraints: constraints)
        }
        return level
    }

    /// Puts `level`'s stack and views (and constraints) back at `path`, where
    /// ``level(at:)`` took them from.
    mutating func replaceLevel(at path: StackPath, with level: Scene) {
        constraints = level.constraints
        Self.replace(in: &views, stack: &stack, path: validPrefix(of: path)[...], with: level)
    }

    private static func replace(in views: inout [ArrangedView], stack: inout StackProperties, path: ArraySlice<Int>, with level: Scene) {
        guard let index = path.first, var nested = views[index].nested else {
            stack = level.stack
            views = level.views
            return
        }
        replace(in: &nested.views, stack: &nested.stack, path: path.dropFirst(), with: level)
        views[index].nested = nested
    }

    /// The names of the stacks along `path`, outer first (`StackView`, then nested stacks).
    func stackNames(along path: StackPath) -> [String] {
        var names = [LayoutItem.stackView]
        var views = self.views
        for index in validPrefix(of: path) {
            names.append(views[index].name)
            views = views[index].nested?.views ?? []
        }
        return names
    }

    /// The paths of every stack in the scene: the outer stack's (empty) first, then each
    /// nested stack's, depth first in the views' order.
    var stackPaths: [StackPath] {
        var paths: [StackPath] = [[]]
        func visit(_ views: [ArrangedView], path: StackPath) {
            for (index, view) in views.enumerated() {
                guard let nested = view.nested else { continue }
                paths.append(path + [index])
                visit(nested.views, path: path + [index])
            }
        }
        visit(views, path: [])
        return paths
    }

    /// Each arranged view's position among its own stack's arranged views, by name, at every
    /// depth: what `arrangedSubviews[N]` of that stack, the digit keys while editing it and a
    /// box's `#N` label call it.
    var positionsInOwnStack: [String: Int] {
        var positions: [String: Int] = [:]
        func visit(_ views: [ArrangedView]) {
            for (index, view) in views.enumerated() {
                positions[view.name] = index
                if let nested = view.nested { visit(nested.views) }
            }
        }
        visit(views)
        return positions
    }

    /// Every name a constraint may use: `StackView` and the views at every depth.
    var itemNames: Set<String> {
        Set([LayoutItem.stackView] + allViews.map(\.name))
    }

    /// `View<N>` (or `prefix<N>`) with the smallest `N` from `start` not used at any depth.
    func unusedName(_ prefix: String, from start: Int, besides taken: Set<String> = []) -> String {
        let used = itemNames.union(taken)
        var number = start
        while used.contains(prefix + String(number)) { number += 1 }
        return prefix + String(number)
    }
}

extension PlaygroundDocument {
    /// The stack being edited, as a one-level scene (see ``Scene/level(at:)``).
    public var currentLevel: Scene { scene.level(at: stackPath) }
}
