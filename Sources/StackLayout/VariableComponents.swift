import Cassowary

/// Which variables a set of constraints ties together, directly or through others: the
/// connected components of the graph whose edges are the constraints (a union–find).
///
/// A stack's horizontal and vertical constraints name disjoint variables unless a
/// constraint crosses the axes, so a key press that changes only one axis leaves the other
/// component's part of the solver as it was (see ``LayoutEngine/confirmIncrementalAnswer()``).
struct VariableComponents {
    /// Each variable met so far, by its position in `parent`.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// For each position, another in its component (itself at the component's root).
    private var parent: [Int] = []

    /// The components of `constraints` (nil entries skipped).
    init(_ constraints: [Constraint?]) {
        for constraint in constraints {
            if let constraint { add(constraint) }
        }
    }

    /// Joins the components of every variable `constraint` names.
    mutating func add(_ constraint: Constraint) {
        var first: Int?
        for term in constraint.expression.terms {
            let root = self.root(of: position(of: ObjectIdentifier(term.variable)))
            if let first { parent[root] = self.root(of: first) } else { first = root }
        }
    }

    /// Whether any variable of `some` shares a component with any variable of `others`
    /// (a variable no constraint names is a component by itself).
    mutating func connects(_ some: Set<ObjectIdentifier>, _ others: Set<ObjectIdentifier>) -> Bool {
        guard !some.isEmpty, !others.isEmpty else { return false }
        var roots = Set<Int>()
        var unnamed = Set<ObjectIdentifier>()
        for variable in others {
            if let position = positions[variable] { roots.insert(root(of: position)) } else { unnamed.insert(variable) }
        }
        return some.contains { variable in
            if let position = positions[variable] { return roots.contains(root(of: position)) }
            return unnamed.contains(variable)
        }
    }

    private mutating func position(of variable: ObjectIdentifier) -> Int {
        if let position = positions[variable] { return position }
        let position = parent.count
        parent.append(position)
        positions[variable] = position
        return position
    }

    /// The root of `position`'s component, halving the path on the way.
    private mutating func root(of position: Int) -> Int {
        var current = position
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }
}
