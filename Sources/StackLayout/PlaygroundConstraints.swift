/// Constraints that stackplay adds to the ones UIKit writes. Each is listed with the
/// others under its own identifier, so that what is shown is what was solved.
public enum PlaygroundConstraints {
    /// Pins the stack's top-left corner to (0, 0): frames are relative to the stack.
    public static let origin = "stackplay-origin"
    /// Settles the choice UIKit leaves open when views share the lowest hugging or
    /// compression resistance: Apple resizes "based on their index", so the first
    /// visible view stretches or shrinks first.
    public static let tieBreak = "stackplay-tie-break"
    /// Settles the choice UIKit's list leaves open where a descending run of priorities
    /// reaches its floor: the later constraints give way first (see
    /// ``floorTieBreaks(among:)``). The views' tie-breaks above go the other way, as Apple
    /// says views are resized; each follows what UIKit's own priorities say.
    public static let floorTieBreak = "stackplay-floor-tie-break"

    /// `StackView.leading == 0` and `StackView.top == 0`.
    public static let originConstraints = [
        LayoutConstraint(origin, LayoutAnchor(LayoutItem.stackView, .leading), .equal, constant: 0),
        LayoutConstraint(origin, LayoutAnchor(LayoutItem.stackView, .top), .equal, constant: 0),
    ]

    /// The origin of a stack laid out in `direction`: ``originConstraints``, but
    /// `StackView.left == 0` right to left, where the leading edge is the right one and frames
    /// are read from the left (an explanation said the stack's x, 0, was decided by
    /// `StackView.leading == 0`, its right edge). Solved mirrored, it pins the same corner.
    public static func originConstraints(for direction: LayoutDirection) -> [LayoutConstraint] {
        var constraints = originConstraints
        if direction == .rightToLeft {
            constraints[0] = LayoutConstraint(origin, LayoutAnchor(LayoutItem.stackView, .left), .equal, constant: 0)
        }
        return constraints
    }

    /// For fill, equalSpacing and equalCentering: every visible view after the first that
    /// has an intrinsic size on the axis is held at it by a very low priority that grows
    /// with its index (k / count for the k-th visible view, to 6 decimals, below every UIKit priority), so
    /// that among views of equal priority the earlier ones give way first.
    public static func tieBreaks(for scene: Scene) -> [LayoutConstraint] {
        switch scene.stack.distribution {
        case .fill, .equalSpacing, .equalCentering: break
        case .fillEqually, .fillProportionally: return []
        }
        let axis = scene.stack.axis
        let visible = scene.views.filter { !$0.hidden }
        guard visible.count > 1 else { return [] }
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        var result: [LayoutConstraint] = []
        for (index, view) in visible.enumerated() where index > 0 {
            guard let size = view.intrinsicSize(on: axis) else { continue }
            // Rounded to 6 decimals so that it prints exactly; distinct up to a million views.
            let priority = (Double(index) / Double(visible.count) * 1e6).rounded() / 1e6
            result.append(LayoutConstraint(tieBreak, LayoutAnchor(view.name, attribute), .equal, constant: size, priority: priority))
        }
        return result
    }

    /// For each of UIKit's optional constraints at the floor of a descending run of
    /// priorities, of which at least two share the floor in one stack (equalCentering's equal
    /// gap lengths from the 101st gap on, at 50; fillProportionally's proportional sizes from
    /// the 249th view on, at 751): the same constraint at a very low priority that falls
    /// with its place in the run (`(m - r) / (m + 1)` for the r-th of m, from 0, to 6
    /// decimals), so that, as above the floor, the later ones give way first. Without them
    /// the constraints at the floor are equally weighted: where they cannot all hold, which
    /// of them give way is open, a fresh solve's answer depends on the path it takes, and
    /// every key on such a stack would have to solve again from scratch.
    ///
    /// Written only where ``floorsCanGiveWay(in:)``.
    public static func floorTieBreaks(among uikit: [LayoutConstraint]) -> [LayoutConstraint] {
        // A run is one stack's: its constraints share their identifier and their right-hand
        // item (that stack's first gap guide, or its canvas).
        var runs: [[LayoutConstraint]] = []
        var runIndex: [String: Int] = [:]
        for constraint in uikit where UIKitConstraints.isAtPriorityFloor(constraint) {
            let key = constraint.identifier + " " + (constraint.second?.item ?? "")
            if let index = runIndex[key] {
                runs[index].append(constraint)
            } else {
                runIndex[key] = runs.count
                runs.append([constraint])
            }
        }
        var result: [LayoutConstraint] = []
        for run in runs where run.count > 1 {
            let count = Double(run.count)
            for (rank, constraint) in run.enumerated() {
                var tieBreak = constraint
                tieBreak.identifier = Self.floorTieBreak
                tieBreak.priority = ((count - Double(rank)) / (count + 1) * 1e6).rounded() / 1e6
                result.append(tieBreak)
            }
        }
        return result
    }

    /// Whether constraints at a priority floor may have to give way in `scene`, so that their
    /// tie-breaks are written: where something other than the views sets the stack's length
    /// along its axis (a size the scene gives it on that axis, or an outer stack: any scene
    /// with a nested stack), or where a fillProportionally stack's shares cannot all hold
    /// (UIKit works them out with the stack's own spacing between every two views, so a
    /// custom spacing or baseline-relative spacing leaves them adding up to more or less
    /// than the stack). Otherwise every constraint at a floor holds but those the views' own
    /// sizes force (an equalCentering gap longer than the common one because its views are
    /// wide): nothing is left open, and tie-breaks would only cost time (at 1000 views a
    /// tenth more for each unsized solve, which brought some unsized fillProportionally keys
    /// to the 16 ms line). Constraints of the user's are not counted: one that fixes the
    /// stack's length leaves the floor open, as UIKit's list does, and the layout is reported
    /// ambiguous where it is; counting every one of them made switching one on or off write
    /// or drop hundreds of tie-breaks, a rebuild instead of an update in place.
    public static func floorsCanGiveWay(in scene: Scene) -> Bool {
        let stack = scene.stack
        let length = stack.axis == .horizontal ? stack.width : stack.height
        if length != nil || scene.views.contains(where: { $0.nested != nil }) { return true }
        let baselineSpacing = stack.baselineRelative && stack.axis == .vertical
        return stack.distribution == .fillProportionally && (!stack.customSpacing.isEmpty || baselineSpacing)
    }
}
