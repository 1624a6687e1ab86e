import Cassowary

/// What ``LayoutEngine/frames()`` reads, looked up once: the items in report order and a
/// selection of the stack's width followed by each item's four variables, each in its
/// axis's solver.
struct FramePlan {
    /// The items, in report order.
    let names: [String]
    /// The stack's width, then `lead`, `top`, `width`, `height` of each item.
    let unknowns: AxisSolvers.Selection<VariableSelection>
    /// The nested stacks' guides with attributes no constraint fixes, placed in their stack.
    let unfixedGuides: [UnfixedGuide]

    init(items: [(name: String, variables: ItemVariables)], stackWidth: Variable, solver: AxisSolvers, unfixedGuides: [UnfixedGuide] = []) {
        names = items.map(\.name)
        self.unfixedGuides = unfixedGuides
        let (horizontal, vertical) = (solver.part(horizontal: true), solver.part(horizontal: false))
        var unknowns: [(part: Int, item: Variable)] = []
        unknowns.reserveCapacity(items.count * 4 + 1)
        unknowns.append((horizontal, stackWidth))
        for (_, item) in items {
            unknowns.append((horizontal, item.lead))
            unknowns.append((vertical, item.top))
            unknowns.append((horizontal, item.width))
            unknowns.append((vertical, item.height))
        }
        self.unknowns = solver.selection(of: unknowns)
    }

    /// The frames from `values`, the solved values of ``unknowns``; mirrored for right-to-left.
    func frames(from solved: [Double], rightToLeft: Bool) -> [ItemFrame] {
        var values = solved
        for guide in unfixedGuides { guide.place(in: &values) }
        let stackWidth = values[0]
        return names.indices.map { index in
            let base = 1 + index * 4
            let (lead, top, width, height) = (values[base], values[base + 1], values[base + 2], values[base + 3])
            let x = rightToLeft ? stackWidth - lead - width : lead
            return ItemFrame(name: names[index], frame: Frame(x: Self.clean(x), y: Self.clean(top), width: Self.clean(width), height: Self.clean(height)))
        }
    }

    /// Rounds away solver noise: to 1e-9 points (43.99999999999994 → 44; -0 → 0).
    static func clean(_ value: Double) -> Double {
        // A whole number of points (the usual case) comes back unchanged from the scaling,
        // rounding and division below, which are exact for it: skip them.
        if abs(value) < 1e6, value == Double(Int64(value)) { return value == 0 ? 0 : value }
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
