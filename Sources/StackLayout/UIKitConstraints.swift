// The constraints a UIStackView writes for a scene.
//
// Where each rule comes from (tagged on every rule below):
//   [seed]        a listing of a real UIStackView: the article "Let's Build UIStackView" and
//                 the Arranged README (iOS 9/10; golden files 01-15);
//   [Arranged]    the rules of kean/Arranged, whose test suite compared its constraints with
//                 UIStackView's over thousands of layouts (golden files 16-20);
//   [later UIKit] what later iOS does beyond the seeds (custom spacing arrived in iOS 11;
//                 hidden views take no room, so a stack lays out as without them);
//   [stackplay]   no listing or rule says; the choice that keeps the later-UIKit behaviour
//                 (hiding a view lays out the rest as deleting it would), pinned by tests.
// Where the golden files and Arranged disagree (the canvas connections of center and
// firstBaseline with several views, the hidden first view's canvas connection), the golden
// files win. UIKitRulesTests and FidelityTests pin every rule; HidingPropertyTests checks over
// random scenes and a grid of every hidden pattern that hiding equals deleting.
//
// Rules
// -----
//  1. Axes [seed 13, Arranged]: vertical stacks mirror horizontal ones (width/height,
//     leading/top, trailing/bottom, centerX/centerY trade roles). Right-to-left writes the
//     same constraints [Arranged]: leading and trailing already follow the layout direction;
//     the solver layer flips the frames.
//  2. Canvas connections along the axis [seed]: the first and the last arranged view, hidden
//     or not (golden 11: the hidden first view keeps its connection). Every view hidden: the
//     `_UILayoutSpacer` spanner instead [Arranged], so that the hidden views hold nothing.
//  3. Spacing between visible neighbours [seed, later UIKit]: the custom spacing after the
//     first of them if it has one, else the stack's spacing, whatever is hidden between them;
//     a custom spacing after a hidden view has no effect while it is hidden. `==` for the fill
//     distributions, `>=` for equalSpacing and equalCentering [seed 04, 05].
//  4. Hidden runs between visible views [Arranged, golden 20]: the spacing is split in two
//     halves on the outer edges of the run, 0 between two hidden views, all with the
//     distribution's relation, so that together they act as the spacing between the visible
//     views. (UIKit itself writes a stray full spacing when the first two of three views are
//     hidden; Arranged's tests call that a UIKit bug, and we follow Arranged.)
//  5. Hidden runs at an end of the stack [seed 11; `==` in every distribution: stackplay]: the
//     canvas stays connected to the hidden end view, and the spacing constraints that touch
//     the run are `==` with constant 0 (Arranged writes `>=` in equalSpacing/equalCentering but
//     connects the canvas to the first visible view; with the seed's connection a `>=` would
//     leave a hole and let the first visible view float).
//  6. Baseline-relative arrangement [seed 13; vertical stacks only, as UIKit documents]:
//     spacing runs from `previous.lastBaseline` to `next.firstBaseline`; canvas connections
//     stay top/bottom. A spacing constraint touching a hidden view uses the hidden view's
//     edges, never its baselines [stackplay]: a run at an end joins edges on both sides; beside
//     a run between visible views the visible views keep their baselines, so the run adds up
//     to lastBaseline -> firstBaseline.
//  7. A hidden view [seed 11]: a required UISV-hiding `view.length == 0`; it keeps its place in
//     UISV-alignment (golden 11) and its UISV-ambiguity-suppression [Arranged]. Its intrinsic
//     content size does not act while it is hidden [stackplay, for later UIKit's "hidden views
//     take no room"]: otherwise a hidden tall view would stretch the visible ones across the
//     axis (golden 11's frames follow this). Its own attributes are never reported ambiguous
//     (it may sit anywhere in an equalSpacing gap; it shows nothing) [stackplay].
//  8. Hidden views drop out of [Arranged]: UISV-fill-equally (the reference is the first
//     visible view), UISV-fill-proportionally (total and priorities count visible views), the
//     gap guides (between visible neighbours only), the spanner's UISV-spanning-boundary and
//     UISV-text-width-disambiguation (n counts visible views).
//  9. Every view hidden: along the axis the canvas connects to the spanner [Arranged]; across
//     it the spanner fills the canvas with UISV-spanning-fit at 0.001 and no boundaries
//     [Arranged]; the spanner's length along the axis is pulled to 0 at 0.001 too, so the
//     stack collapses along the axis as well and is not ambiguous [UIKit collapses a stack
//     whose views are all hidden; this constraint is stackplay's reconstruction of how, no
//     listing shows it]. No canvas-fit across the axis.
// 10. Custom spacing [later UIKit, iOS 11 `setCustomSpacing(_:after:)`]: replaces the spacing
//     in the gap after its view; for equalSpacing and equalCentering it is that gap's minimum.
// 11. fillProportionally [seed 03, Arranged 17-19]: total = sum of the visible views' positive
//     intrinsic lengths + stack spacing * (visible - 1) (the stack's `spacing`, not custom
//     spacings [Arranged]). Multiplier = length / total against StackView, or against the
//     margins guide on a margins-relative stack [later UIKit]. Priority = 999 - visible index
//     [seed 03], never below 751 [later UIKit: just above the default compression
//     resistance]; exactly 1 as a multiplier makes it required (golden 19) [Arranged]. No
//     positive length, or a total that is not positive: the fillEqually constraints (golden
//     18) [Arranged]. With one sized view and spacing 0 its proportion is required, and a
//     custom spacing or baseline-relative spacing then conflicts, as in UIKit (rule 19).
//     From the 249th visible view all sit at 751 and UIKit's list no longer says which
//     gives way first; stackplay's floor tie-breaks say the later one, as above the floor
//     [stackplay's choice; `PlaygroundConstraints.floorTieBreaks(among:)`].
// 12. Gap guides `_UIOLAGapGuideN` [seed 04, 05], N counting from 0 over visible gaps
//     [Arranged]: equalSpacing's UISV-fill-equally are required; equalCentering's are at
//     150 - guide index (149, 148, ..., floor 50) [seed 05 has the 149; later UIKit]; past
//     the floor the later gap gives way first, by stackplay's floor tie-breaks as for rule
//     11 [stackplay's choice]. On a
//     baseline-relative stack the guides' own baselines are used, `guide.firstBaseline ==
//     previous.lastBaseline` (`== previous.centerY` for equalCentering) [Arranged]; a guide
//     has no baselines of its own, so they resolve to its top and bottom.
// 13. Baseline alignment on a horizontal stack [seed 09, 10]: spanner on both edges,
//     UISV-canvas-fit, text width. lastBaseline's bottom connection `canvas.bottom >=
//     view.bottom` goes to the first visible view [stackplay]: a hidden first view's bottom
//     would measure its own last-baseline offset.
// 14. Baseline alignment on a vertical stack (UIKit: "only valid for horizontal stacks")
//     [Arranged]: no UISV-alignment, no text width; the spanner encloses the views on both
//     edges, but the canvas connects as with leading (firstBaseline: `canvas.leading ==
//     view.leading`, spanner on the trailing edge) or trailing (lastBaseline: the mirror).
//     That firm connection goes to the first visible view [stackplay]: without UISV-alignment
//     a hidden first view would anchor nothing. The other views may sit anywhere inside the
//     spanner, so a view narrower than the widest is ambiguous across the axis, as with
//     Arranged. One view: connected as with leading/trailing alignment.
// 15. One view [seed 14]: no spanner; weak edges become `canvas.top <= v.top` /
//     `canvas.bottom >= v.bottom` plus UISV-canvas-fit @49 and ambiguity suppression;
//     leading is `top ==, bottom >=`, trailing `top <=, bottom ==`, baselines on a horizontal
//     stack `<=, >=` plus text width, fill `==, ==` [Arranged].
// 16. Text-width disambiguation [seed 09, 10]: horizontal stacks with baseline alignment and
//     a fill, equalSpacing or equalCentering distribution, every visible view, also a single
//     one: `v.width == (1/n)*canvas.width - spacing*(n-1)/n` at max(hugging, compression
//     resistance) + 10, at most 999 (760 for the default priorities) [later UIKit]. The
//     canvas is the margins guide on a margins-relative stack [later UIKit].
// 17. Margins-relative [seed 12]: every UISV-canvas-connection attaches to
//     UIViewLayoutMarginsGuide; UISV-canvas-fit stays on StackView. The four
//     UIView-margin-guide-constraint lines only when the stack has arranged views.
// 18. Zero views: no constraints at all (golden 16) [Arranged], not even margin-guide ones.
// 19. Conflicts [UIKit's engine]: a required constraint that cannot hold with those added
//     before it is broken to recover and reported as "Unable to simultaneously satisfy
//     constraints" with the set it conflicts with (LayoutResult.conflicts; `conflicts` in the
//     layout JSON).
// 20. Item names [stackplay]: `StackView`, `UIViewLayoutMarginsGuide`, `_UILayoutSpacer` and
//     `_UIOLAGapGuide...` name the stack's own items, so scene files may not name views so.
//     A nested stack's guides add `-` and its name (`_UILayoutSpacer-Row1`), so every name
//     starting with one of the guide names is reserved.
// 21. Nested stacks [Auto Layout]: a stack view has no intrinsic content size; each nested
//     stack writes the same rules, naming itself by its view name, and everything is solved in
//     one system. Each stack keeps its own layout direction (a forced semantic content
//     attribute does not pass to subviews in UIKit): a nested stack whose direction differs from
//     the outer stack's has leading and trailing swapped in the outer stack's coordinates. A
//     nested stack's first and last baselines are those of its first and last visible arranged
//     views (`viewForFirstBaselineLayout`/`viewForLastBaselineLayout`; NestedBaselines). Hiding a
//     nested stack [UIKit]: only the outer stack writes a UISV-hiding, for the stack; the
//     hidden stack keeps its own constraints, so its views keep what those give them (a form
//     row's label keeps its width, and with it the labels tied to it in other rows). Its
//     views are hidden with it [stackplay, as rule 7]: their intrinsic sizes, and the sizes
//     the stack's `stack.width`/`stack.height` set, do not act while it is hidden, so that it
//     takes no room across the outer axis either and the rest lays out as if it were removed
//     (where UIKit would squeeze the views' compression resistance, or log a conflict).

/// The constraints UIStackView creates for a scene, as UIKit names them.
public enum UIKitConstraints {
    /// Every constraint the layout of `scene` is solved with, in a stable order: the stack's
    /// own (``stackConstraints(for:)``) and those of each nested stack, depth first, then the
    /// views' content sizes (``ContentSizeConstraints/constraints(for:)``), then the stack sizes
    /// the scene sets (``ContentSizeConstraints/sceneSizeConstraints(for:)``). A nested stack's
    /// constraints name it by its view name and its guides as ``LayoutItem/guide(_:of:)`` does.
    public static func constraints(for scene: Scene) -> [LayoutConstraint] {
        let levels = scene.stackLevels
        var all: [LayoutConstraint] = []
        for level in levels {
            let stack = level.adopt(stackConstraints(for: level.scene))
            // The outermost stack's list becomes the whole list's start without a copy.
            if all.isEmpty { all = stack } else { all += stack }
        }
        for level in levels { ContentSizeConstraints.append(for: level.scene, to: &all) }
        for level in levels where !level.isHidden {
            all += level.adopt(ContentSizeConstraints.sceneSizeConstraints(for: level.scene))
        }
        return all
    }

    /// The UISV-* and UIView-margin-guide-constraint constraints of `scene`, grouped by role:
    /// hiding, distribution sizes, spacing, gap guides, canvas-fit along the axis, alignment,
    /// spanner, canvas-fit across the axis, canvas connections, text width, ambiguity
    /// suppression, margins guide.
    public static func stackConstraints(for scene: Scene) -> [LayoutConstraint] {
        let arrangement = StackArrangement(scene: scene)
        guard !arrangement.views.isEmpty else { return [] }
        let plan = AlignmentPlan(arrangement)
        // Appended group by group into one array (a chain of `+` copies the groups before
        // each one again).
        var all: [LayoutConstraint] = []
        all += hidingConstraints(arrangement)
        all += distributionSizeConstraints(arrangement)
        all += spacingConstraints(arrangement)
        all += gapGuideConstraints(arrangement)
        all += distributionCanvasFitConstraints(arrangement)
        all += alignmentConstraints(arrangement, plan)
        all += spanningConstraints(arrangement, plan)
        all += alignmentCanvasFitConstraints(arrangement, plan)
        all += axisCanvasConnections(arrangement)
        all += crossCanvasConnections(arrangement, plan)
        all += textWidthConstraints(arrangement, plan)
        all += ambiguitySuppressionConstraints(arrangement, plan)
        all += marginGuideConstraints(arrangement)
        return all
    }
}
