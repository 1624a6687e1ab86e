/// The catalogue of UIKit rules an explanation's one-sentence summary is chosen from: what
/// the distribution does along the stack's axis, what hugging and compression resistance
/// decide when the views do not fit exactly, and what the alignment does across the axis.
public enum ExplanationSummary {
    /// One sentence on why `name` has its frame in `layout`. Where constraints of the user's
    /// (`userConstraints`, by default the scene's) decide its length along the axis, the
    /// sentence names them rather than a stack rule.
    public static func sentence(for name: String, scene: Scene, layout: LayoutResult, attributes: [AttributeExplanation], userConstraints: [LayoutConstraint]? = nil) -> String {
        let axis = scene.stack.axis
        if name == LayoutItem.stackView { return stackSentence(scene: scene, layout: layout) }
        guard let view = scene.views.first(where: { $0.name == name }),
              let frame = layout.items.first(where: { $0.name == name })?.frame else {
            return "\(name) is a layout guide UIKit adds to the stack; its frame follows from the constraints below."
        }
        let length = axis == .horizontal ? frame.width : frame.height
        let lengthExplanation = attributes.first { $0.attribute == (axis == .horizontal ? .width : .height) }
        let lengthAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let own = (lengthExplanation?.decidedBy ?? []).filter { constraint in
            (userConstraints ?? scene.constraints).contains(constraint) && names(constraint, name, lengthAttribute)
                && lengthExplanation.map { changes(constraint, $0) } == true
        }
        // A required constraint on its own length broken to recover from a conflict: that, not
        // a stack rule, is why it is this long (Subview2 at -296 was said to be compressed by
        // index, its `Subview2.width == 40` broken).
        let broken = view.hidden ? [] : (lengthExplanation?.gaveWay ?? []).filter { $0.constraint.isRequired && names($0.constraint, name, lengthAttribute) }
        let along = if !broken.isEmpty {
            brokenSentence(view: view, length: length, axis: axis, broken: broken, deciding: own)
        } else if own.isEmpty || view.hidden || lengthExplanation?.ambiguous == true {
            alongSentence(view: view, length: length, explanation: lengthExplanation, scene: scene, layout: layout)
        } else {
            userDecidedSentence(view: view, length: length, axis: axis, constraints: own)
        }
        guard !view.hidden else { return along + "." }
        return along + "; " + acrossPhrase(view: view, frame: frame, scene: scene) + "."
    }

    // MARK: - The stack

    /// What holds the stack's `length` at its size, as the layout lists it: the scene's
    /// `custom` constraint (`stackplay layout`), or the constraint another tool put in its
    /// place (the playground's `stackplay-size`, the size its edge is dragged to).
    private static func fixingPhrase(of length: LayoutAttribute, in layout: LayoutResult) -> String {
        let holding = layout.constraints.first { constraint in
            constraint.first.item == LayoutItem.stackView && constraint.first.attribute == length
                && constraint.second == nil && constraint.relation == .equal
                && (constraint.identifier == ConstraintIdentifier.custom || !constraint.identifier.hasPrefix("UISV-"))
        }
        guard let holding, holding.identifier != ConstraintIdentifier.custom else { return "fixed by the scene (`custom`)" }
        return "held by `\(holding.identifier)`"
    }

    private static func stackSentence(scene: Scene, layout: LayoutResult) -> String {
        let stack = scene.stack
        let size = layout.frame(of: LayoutItem.stackView).map { "\(formatPoints($0.width))×\(formatPoints($0.height))" } ?? "0×0"
        let visible = scene.views.filter { !$0.hidden }
        guard !visible.isEmpty else {
            return "StackView is \(size): with no visible arranged view it collapses to nothing along its axis."
        }
        let fixed = stack.axis == .horizontal ? stack.width : stack.height
        let lengthName = stack.axis == .horizontal ? "width" : "height"
        // What takes up the length: the views, or (equalSpacing, equalCentering, whose views
        // keep their sizes) the views and the gaps between them.
        let filling = stack.distribution == .equalSpacing || stack.distribution == .equalCentering ? "its views and the gaps between them" : "its views"
        var sentence = fixed != nil
            ? "StackView is \(size): its \(lengthName) is \(fixingPhrase(of: stack.axis == .horizontal ? .width : .height, in: layout)), so \(filling) must fill it"
            : "StackView is \(size): it has no \(lengthName) of its own, so it wraps its views and the spacing between them"
        switch stack.distribution {
        case .equalSpacing:
            sentence += "; the gaps are equal: equalSpacing's gap guides are equal (`UISV-fill-equally` on `_UIOLAGapGuide`s)"
        case .equalCentering:
            let rule = "equalCentering's gap guides run from centre to centre and are held equal (`UISV-fill-equally` on `_UIOLAGapGuide`s, at 149, 148, …)"
            let unequal = unequalCentreGaps(scene: scene, layout: layout)
            sentence += unequal == 0
                ? "; the centres are evenly spaced: " + rule
                : "; " + rule + ", but the views and the spacing leave no room for evenly spaced centres here: "
                    + (unequal == 1 ? "one of those equalities gives" : "\(unequal) of those equalities give") + " way"
        case .fillEqually:
            sentence += "; fillEqually makes every visible view as long as the first (`UISV-fill-equally`)"
        case .fillProportionally:
            sentence += sharesOut(scene: scene, layout: layout)
                ? "; fillProportionally shares its \(lengthName) in proportion to the views' intrinsic \(lengthName)s (`UISV-fill-proportionally`)"
                : "; with no intrinsic \(lengthName) to share out, fillProportionally makes every visible view as long as the first, as fillEqually does (`UISV-fill-equally`)"
        case .fill:
            break
        }
        return sentence + "."
    }

    /// How many of the equal lengths of `scene`'s own equalCentering gap guides (those
    /// between its views) gave way in `layout`: the centres are then not evenly spaced,
    /// and a sentence saying they are contradicted the gaps drawn (120 and 80 points).
    static func unequalCentreGaps(scene: Scene, layout: LayoutResult) -> Int {
        guard scene.stack.distribution == .equalCentering else { return 0 }
        let views = Set(scene.views.map(\.name))
        var guides = Set<String>()
        for constraint in layout.constraints where constraint.identifier == ConstraintIdentifier.distributingEdge {
            guard let second = constraint.second, views.contains(second.item), constraint.first.item.hasPrefix(LayoutItem.gapGuidePrefix) else { continue }
            guides.insert(constraint.first.item)
        }
        return layout.gaveWay.count { $0.constraint.identifier == ConstraintIdentifier.fillEqually && guides.contains($0.constraint.first.item) }
    }

    /// Whether UIKit wrote proportional shares for `scene`'s fillProportionally stack: with
    /// no positive intrinsic length among its visible views (or a total that is not
    /// positive) it writes fillEqually's equal lengths instead, and an explanation of shares,
    /// or of which view hugs least, named constraints that were not there.
    static func sharesOut(scene: Scene, layout: LayoutResult) -> Bool {
        let views = Set(scene.views.map(\.name))
        return layout.constraints.contains { $0.identifier == ConstraintIdentifier.fillProportionally && views.contains($0.first.item) }
    }

    // MARK: - Along the axis

    /// Whether the attribute `explanation` explains is another, or free, without
    /// `constraint`: a constraint listed as deciding it whose what-if leaves the value as it is
    /// (one of two equal widths, where the other holds it) is not said to decide it.
    static func changes(_ constraint: LayoutConstraint, _ explanation: AttributeExplanation) -> Bool {
        guard let whatIf = explanation.whatIf.first(where: { $0.without == constraint }) else { return true }
        return whatIf.ambiguous || abs(whatIf.value - explanation.value) > Explainer.tolerance
    }

    /// Whether `constraint` names `item`'s `attribute` on either side: a constraint of the
    /// user's on a view's own length, which the first sentence says decides it.
    static func names(_ constraint: LayoutConstraint, _ item: String, _ attribute: LayoutAttribute) -> Bool {
        (constraint.first.item == item && constraint.first.attribute == attribute)
            || (constraint.second?.item == item && constraint.second?.attribute == attribute)
    }

    /// `Subview2 is -296 wide (its intrinsic width is 40): `custom: Subview2.width == 40` was
    /// broken to recover from a conflict between required constraints (with `…`), and the
    /// constraints below decide it instead`; where constraints of the user's on its length
    /// (`deciding`) hold, they are said first (``userDecidedSentence(view:length:axis:constraints:)``).
    /// Every one broken is said, each once (`(written twice)` where it is).
    private static func brokenSentence(view: ArrangedView, length: Double, axis: Axis, broken: [GaveWay], deciding: [LayoutConstraint]) -> String {
        var sentence: String
        if deciding.isEmpty {
            let lengthName = axis == .horizontal ? "width" : "height"
            sentence = "\(view.name) is \(formatPoints(length)) \(axis == .horizontal ? "wide" : "tall")"
            if let intrinsic = view.intrinsicSize(on: axis), abs(intrinsic - length) > Explainer.tolerance {
                sentence += " (its intrinsic \(lengthName) is \(formatPoints(intrinsic)))"
            }
            sentence += ": "
        } else {
            sentence = userDecidedSentence(view: view, length: length, axis: axis, constraints: deciding) + "; "
        }
        let constraints = distinctLines(broken.map(\.constraint))
        let listed = constraints.count == 1 ? constraints[0] : constraints.dropLast().joined(separator: ", ") + " and " + (constraints.last ?? "")
        sentence += listed + (constraints.count == 1 ? " was broken to recover from a conflict" : " were broken to recover from conflicts") + " between required constraints"
        let yielded = broken.flatMap(\.yieldedTo).reduce(into: [LayoutConstraint]()) { kept, constraint in
            if !kept.contains(where: { $0.saysTheSame(as: constraint) }) && !broken.contains(where: { $0.constraint.saysTheSame(as: constraint) }) { kept.append(constraint) }
        }
        let with = yielded.prefix(2).map { "`" + ConstraintText.line(for: $0) + "`" }
        if !with.isEmpty {
            sentence += " (with " + with.joined(separator: ", ") + (yielded.count > 2 ? " and \(yielded.count - 2) more" : "") + ")"
        }
        return deciding.isEmpty ? sentence + ", and the constraints below decide it instead" : sentence
    }

    /// Each of `constraints` once, quoted, with how often it is written where that is more than
    /// once (`` `custom: A.width == 200` (written twice) ``).
    private static func distinctLines(_ constraints: [LayoutConstraint]) -> [String] {
        var distinct: [(constraint: LayoutConstraint, copies: Int)] = []
        for constraint in constraints {
            if let index = distinct.firstIndex(where: { $0.constraint.saysTheSame(as: constraint) }) {
                distinct[index].copies += 1
            } else {
                distinct.append((constraint, 1))
            }
        }
        return distinct.map { "`" + ConstraintText.line(for: $0.constraint) + "`" + ($0.copies > 1 ? " (written \(AttributeExplanation.times($0.copies)))" : "") }
    }

    /// `NameLabel is 50 wide (its intrinsic width is 44): your constraints `…` and `…` decide it`.
    private static func userDecidedSentence(view: ArrangedView, length: Double, axis: Axis, constraints: [LayoutConstraint]) -> String {
        let lengthName = axis == .horizontal ? "width" : "height"
        let adjective = axis == .horizontal ? "wide" : "tall"
        var sentence = "\(view.name) is \(formatPoints(length)) \(adjective)"
        if let intrinsic = view.intrinsicSize(on: axis), abs(intrinsic - length) > Explainer.tolerance {
            sentence += " (its intrinsic \(lengthName) is \(formatPoints(intrinsic)))"
        }
        let lines = distinctLines(constraints)
        let listed = lines.count == 1 ? lines[0] : lines.dropLast().joined(separator: ", ") + " and " + (lines.last ?? "")
        return sentence + ": your constraint\(lines.count == 1 ? " " : "s ")" + listed + " decide\(lines.count == 1 ? "s" : "") it"
    }

    private static func alongSentence(view: ArrangedView, length: Double, explanation: AttributeExplanation?, scene: Scene, layout: LayoutResult) -> String {
        let axis = scene.stack.axis
        let lengthName = axis == .horizontal ? "width" : "height"
        let adjective = axis == .horizontal ? "wide" : "tall"
        let name = view.name
        if view.hidden {
            // UIKit halves the spacing on either side of a run of hidden views between shown
            // ones (golden 20), and keeps none beyond the first or last shown view: "the
            // spacing beside it goes" did not match the `UISV-spacing … + 4` listed.
            let shown = scene.views.indices.filter { !scene.views[$0].hidden }
            if shown.isEmpty {
                return "\(name) is hidden: `UISV-hiding` holds its \(lengthName) at 0; no view of its stack is shown, so no spacing is kept"
            }
            guard let index = scene.views.firstIndex(where: { $0.name == name }), let first = shown.first, let last = shown.last,
                  first < index, index < last else {
                return "\(name) is hidden: `UISV-hiding` holds its \(lengthName) at 0, and no spacing is kept beside it, beyond the views shown"
            }
            // Between shown views, so both neighbours exist.
            guard !scene.views[index - 1].hidden, !scene.views[index + 1].hidden else {
                return "\(name) is hidden: `UISV-hiding` holds its \(lengthName) at 0, and the spacing between the shown views around it "
                    + "is halved at each end of the hidden views and 0 between them, so that the shown views stay one spacing apart"
            }
            return "\(name) is hidden: `UISV-hiding` holds its \(lengthName) at 0, and the spacing either side of it is halved, "
                + "so that its neighbours stay one spacing apart"
        }
        if explanation?.ambiguous == true {
            return "\(name)'s \(lengthName) is ambiguous: no constraint decides it"
        }
        let points = formatPoints(length)
        let decidedBy = explanation?.decidedBy ?? []
        if let textWidth = decidedBy.first(where: { $0.identifier == ConstraintIdentifier.textWidthDisambiguation }),
           let intrinsic = view.intrinsicSize(on: axis), abs(intrinsic - length) > Explainer.tolerance {
            return "\(name) is \(length > intrinsic ? "stretched" : "compressed") from \(formatPoints(intrinsic)) to \(points): with baseline alignment UIKit makes the views equally wide (`UISV-text-width-disambiguation` @\(formatPoints(textWidth.priority)), above hugging \(formatPoints(view.hugging[axis])) and compression resistance \(formatPoints(view.compressionResistance[axis])))"
        }
        switch scene.stack.distribution {
        case .fillEqually:
            return "\(name) is \(points) \(adjective): fillEqually makes every visible view as \(adjective) as the first (`UISV-fill-equally`)"
        case .fillProportionally:
            if !sharesOut(scene: scene, layout: layout) {
                return "\(name) is \(points) \(adjective): with no intrinsic \(lengthName) to share out, fillProportionally makes every visible view as \(adjective) as the first, as fillEqually does (`UISV-fill-equally`)"
            }
            if let share = layout.constraints.first(where: { $0.identifier == ConstraintIdentifier.fillProportionally && $0.first.item == name }) {
                // Of the stack's length, or of its margins guide's on a margins-relative stack.
                let whole = share.second.flatMap { layout.frame(of: $0.item) }.map { axis == .horizontal ? $0.width : $0.height }
                let shareLength = share.multiplier * (whole ?? stackLength(layout, axis)) + share.constant
                if abs(shareLength - length) <= 0.01 {
                    return "\(name) is \(points) \(adjective): fillProportionally gives it \(NumberText.sixSignificant(share.multiplier)) of \(wholeName(of: share, lengthName)), its intrinsic \(lengthName)'s share of the total (`UISV-fill-proportionally`)"
                }
                if !share.isRequired {
                    return shareGaveWaySentence(view: view, length: length, share: share, shareLength: shareLength, axis: axis, layout: layout)
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        guard let intrinsic = view.intrinsicSize(on: axis) else {
            return "\(name) is \(points) \(adjective): it has no intrinsic \(lengthName), so the other constraints decide it"
        }
        let visible = scene.views.filter { !$0.hidden && $0.intrinsicSize(on: axis) != nil }
        // The only view shown in its stack gives way to the stack's length with no other to
        // compare it with ("its hugging is the lowest" said it of a toolbar's last button).
        if scene.views.filter({ !$0.hidden }).count == 1, abs(length - intrinsic) > Explainer.tolerance {
            let change = length > intrinsic ? "stretched" : "compressed"
            return "\(name) is \(change) from \(formatPoints(intrinsic)) to \(points): it is the only view shown in its stack, "
                + "so it takes all the room along the stack's axis"
        }
        if length > intrinsic + Explainer.tolerance {
            let hugging = view.hugging[axis]
            return "\(name) is stretched from \(formatPoints(intrinsic)) to \(points): "
                + lowestPriorityReason(of: view, among: visible, priority: { $0.hugging[axis] }, value: hugging, verb: "hug", action: "stretches")
        }
        if length < intrinsic - Explainer.tolerance {
            let resistance = view.compressionResistance[axis]
            return "\(name) is compressed from \(formatPoints(intrinsic)) to \(points): "
                + lowestPriorityReason(of: view, among: visible, priority: { $0.compressionResistance[axis] }, value: resistance, verb: "resist compression", action: "compresses")
        }
        let held = "\(name) is \(points) \(adjective): its intrinsic \(lengthName), held by hugging \(formatPoints(view.hugging[axis])) and compression resistance \(formatPoints(view.compressionResistance[axis]))"
        switch scene.stack.distribution {
        case .equalSpacing: return held + ", while equalSpacing gives the free space to the gaps"
        case .equalCentering:
            let unequal = unequalCentreGaps(scene: scene, layout: layout)
            return held + (unequal == 0
                ? ", while equalCentering moves the views so that their centres are evenly spaced"
                : ", while equalCentering moves the views as near evenly spaced centres as the views and the spacing let it (\(unequal == 1 ? "one of its equal gaps gives" : "\(unequal) of its equal gaps give") way)")
        default: return held
        }
    }

    /// `Share is 102.286 wide, not its share (78.857): …`: a fillProportionally view whose
    /// proportion gave way. UIKit works each share out as the view's intrinsic length over the
    /// total with the spacing counted in, so the shares fill the room between the gaps only
    /// where the stack is as long as its views and spacing; elsewhere the proportion of lowest
    /// priority (999 minus the view's position) gives way and its view takes up the difference.
    private static func shareGaveWaySentence(view: ArrangedView, length: Double, share: LayoutConstraint, shareLength: Double, axis: Axis, layout: LayoutResult) -> String {
        let lengthName = axis == .horizontal ? "width" : "height"
        let adjective = axis == .horizontal ? "wide" : "tall"
        let shares = layout.constraints.filter { $0.identifier == ConstraintIdentifier.fillProportionally && !$0.isRequired }
        let lowest = shares.map(\.priority).min() ?? share.priority
        let rank = share.priority <= lowest
            ? (shares.filter { $0.priority == lowest }.count > 1 ? "among the lowest priority" : "the lowest priority")
            : "and those below it could not make up the difference"
        return "\(view.name) is \(formatPoints(length)) \(adjective), not its share of \(wholeName(of: share, lengthName)) "
            + "(\(NumberText.sixSignificant(share.multiplier)), \(formatPoints(shareLength))): UIKit counts the spacing into the shares, "
            + "so they do not fill the room between the gaps exactly, and its proportion (`UISV-fill-proportionally` @\(formatPoints(share.priority)), "
            + "\(rank)) gives way to make up the difference"
    }

    /// What a fillProportionally share is a share of: `the stack's width`, or on a
    /// margins-relative stack `the width inside the stack's margins`.
    private static func wholeName(of share: LayoutConstraint, _ lengthName: String) -> String {
        share.second?.item == LayoutItem.marginsGuide ? "the \(lengthName) inside the stack's margins" : "the stack's \(lengthName)"
    }

    /// Why this view, of all the views, is the one that gave way: its priority is the lowest,
    /// or shares the lowest and UIKit picks by index.
    private static func lowestPriorityReason(
        of view: ArrangedView,
        among views: [ArrangedView],
        priority: (ArrangedView) -> Double,
        value: Double,
        verb: String,
        action: String
    ) -> String {
        let lowest = views.map(priority).min() ?? value
        let tied = views.filter { priority($0) == value }
        let shown = formatPoints(value)
        if value > lowest {
            return "views with a lower priority could not give way enough, so its \(verb == "hug" ? "hugging" : "compression resistance") (\(shown)) gave way too"
        }
        if tied.count <= 1 {
            return "its \(verb == "hug" ? "hugging" : "compression resistance") (\(shown)) is the lowest, so it gives way first"
        }
        let all = tied.count == views.count ? (views.count == 2 ? "both views" : "all \(views.count) views") : "\(tied.count) views"
        let first = tied.first?.name == view.name ? "the first one" : "the first one that can still give way"
        return "\(all) \(verb) at \(shown), so UIKit \(action) \(first) (by index)"
    }

    private static func stackLength(_ layout: LayoutResult, _ axis: Axis) -> Double {
        let frame = layout.frame(of: LayoutItem.stackView)
        return (axis == .horizontal ? frame?.width : frame?.height) ?? 0
    }

    // MARK: - Across the axis

    private static func acrossPhrase(view: ArrangedView, frame: Frame, scene: Scene) -> String {
        let across: Axis = scene.stack.axis == .horizontal ? .vertical : .horizontal
        let crossName = across == .horizontal ? "width" : "height"
        let crossLength = across == .horizontal ? frame.width : frame.height
        let alignment = scene.stack.alignment
        let alignmentName = alignment.name(on: scene.stack.axis)
        // A margins-relative stack fills the room inside its margins.
        let whole = scene.stack.marginsRelative ? "the \(crossName) inside the stack's margins" : "the stack's \(crossName)"
        switch alignment {
        case .fill:
            if let intrinsic = view.intrinsicSize(on: across), crossLength > intrinsic + Explainer.tolerance {
                return "across, alignment fill stretches it to \(whole), past its hugging (`UISV-alignment`, `UISV-canvas-connection`)"
            }
            return "across, alignment fill gives it \(whole) (`UISV-alignment`, `UISV-canvas-connection`)"
        case .leading, .trailing:
            return "across, alignment \(alignmentName) lines up its \(alignmentName) edge with the others' (`UISV-alignment`)"
        case .center:
            return "across, alignment center lines up its centre with the others' (`UISV-alignment`)"
        case .firstBaseline, .lastBaseline:
            let which = alignment == .firstBaseline ? "first" : "last"
            if scene.stack.axis == .vertical {
                // UIKit pins the first shown view's edge alone (`UISV-canvas-connection`): said
                // of every view, it contradicted the ambiguous x listed under it.
                let edge = alignment == .firstBaseline ? "leading" : "trailing"
                let lines = "across, \(alignmentName) alignment has no baselines to line up on a vertical stack"
                if scene.views.first(where: { !$0.hidden })?.name == view.name {
                    return lines + ": UIKit pins the \(edge) edge of the first view shown, this one (`UISV-canvas-connection`)"
                }
                return lines + ": UIKit pins only the first view shown by its \(edge) edge, and none of the stack's constraints places this one across"
            }
            return "across, its \(which) baseline lines up with the others' (alignment \(alignmentName), `UISV-alignment`)"
        }
    }
}
