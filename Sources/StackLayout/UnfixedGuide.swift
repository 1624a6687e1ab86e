import Cassowary

/// A nested stack's layout guide with attributes that no constraint fixes: a gap guide's
/// position and size across its stack's axis, the alignment spanner's along it.
///
/// UIKit writes no constraint for them, and a layout guide's frame is in its own stack's
/// coordinates, where an unfixed attribute reads 0: the guide sits at its stack's leading
/// (or top) edge, with no size, there. The outer stack's guides get this from the solver
/// (its unfixed variables are 0, the stack's own origin); a nested stack's are placed here,
/// so that every item is given in the outer stack's coordinates.
struct UnfixedGuide {
    /// Where the guide's four values start in a ``FramePlan``'s values (`lead`, `top`, `width`, `height`).
    var item: Int
    /// Where its stack's four values start.
    var stack: Int
    /// Whether the stack's leading edge is its trailing one in the outer stack's direction.
    var isFlipped: Bool
    /// Which of `lead`, `top`, `width`, `height` no constraint fixes.
    var unfixed: [Bool]

    /// Sets the unfixed values in `values`: a position to the stack's leading or top edge,
    /// a size to 0.
    func place(in values: inout [Double]) {
        if unfixed[2] { values[item + 2] = 0 }
        if unfixed[3] { values[item + 3] = 0 }
        if unfixed[0] { values[item] = values[stack] + (isFlipped ? values[stack + 2] : 0) }
        if unfixed[1] { values[item + 1] = values[stack + 1] }
    }

    /// The unfixed guides among `items` (in ``FramePlan`` order): the guides of the nested
    /// stacks in `levels` with a variable that appears in none of `constraints` (the solver's
    /// forms by position, nil for one the solver refused).
    static func find(items: [(name: String, variables: ItemVariables)], levels: [StackLevel], constraints: [Constraint?]) -> [UnfixedGuide] {
        let nested = Dictionary(levels.dropFirst().map { ($0.item, $0.isFlipped) }, uniquingKeysWith: { first, _ in first })
        guard !nested.isEmpty else { return [] }
        var fixed = Set<ObjectIdentifier>()
        for case let constraint? in constraints {
            for term in constraint.expression.terms { fixed.insert(ObjectIdentifier(term.variable)) }
        }
        // Values start after the stack's width (see FramePlan.unknowns).
        var start: [String: Int] = [:]
        for (index, item) in items.enumerated() { start[item.name] = 1 + index * 4 }
        var result: [UnfixedGuide] = []
        for item in items {
            guard let dash = item.name.firstIndex(of: "-"), LayoutItem.isGuide(String(item.name[..<dash])) else { continue }
            let stackName = String(item.name[item.name.index(after: dash)...])
            guard let isFlipped = nested[stackName], let stack = start[stackName], let position = start[item.name] else { continue }
            let variables = [item.variables.lead, item.variables.top, item.variables.width, item.variables.height]
            let unfixed = variables.map { !fixed.contains(ObjectIdentifier($0)) }
            if unfixed.contains(true) {
                result.append(UnfixedGuide(item: position, stack: stack, isFlipped: isFlipped, unfixed: unfixed))
            }
        }
        return result
    }
}
