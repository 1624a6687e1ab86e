// The constraints a UIStackView writes for a scene.
//
// Sources: the listings of real UIStackViews in the seed article "Let's Build UIStackView"
// and the Arranged README (golden files 01–15), and the rules of kean/Arranged, which
// reproduces UIStackView and was tested against it (golden files 16–20). Where the golden
// files and Arranged disagree (the canvas connections of center and firstBaseline with
// several views, the hidden first view's canvas connection), the golden files win.
//
// Rules not pinned by the golden files
// ------------------------------------
// Each is what UIKit or Arranged does as far as known, or else the least surprising
// choice; the tests in UIKitRulesTests pin every one of them.
//
//  1. Vertical stacks mirror horizontal ones: width/height, leading/top, trailing/bottom
//     and centerX/centerY trade roles; alignment uses leading/trailing/centerX and the
//     spacing uses top/bottom.
//  2. Right-to-left writes the same constraints: leading and trailing are already relative
//     to the layout direction; the solver layer flips them.
//  3. Hidden views (generalising goldens 11 and 20). A hidden view keeps every constraint
//     it would have if visible: canvas connections (the first and last arranged views are
//     connected even when hidden), alignment with the first view, ambiguity suppression and
//     its content size; it adds a required UISV-hiding `view.length == 0`. The spacing
//     between visible neighbours a and b with hidden views between them is the spacing
//     after a, split in two halves on the outer edges of the run of hidden views, with 0
//     between two hidden views; all gaps before the first or after the last visible view
//     are 0. So visible neighbours are always exactly one spacing apart and hidden views
//     leave no gap at either end. (UIKit itself writes a stray full spacing when the first
//     two of three views are hidden; Arranged's tests call that a UIKit bug, and we follow
//     Arranged.)
//  4. Hidden views drop out of: UISV-fill-equally (the reference is the first visible
//     view), UISV-fill-proportionally (total and priorities count visible views only), the
//     gap guides (between visible neighbours only), the spanner's UISV-spanning-boundary
//     and UISV-text-width-disambiguation (n counts visible views).
//  5. Every view hidden: the along-axis constraints are as usual (they collapse the stack to
//     0), and across the axis the spanner fills the canvas, with UISV-spanning-fit at 0.001
//     and no boundaries, as in Arranged; no canvas-fit.
//  6. Custom spacing after view v replaces the spacing in the gap after v; for equalSpacing
//     and equalCentering it is that gap's minimum. Custom spacing after a hidden view has no
//     effect: the gap across a run of hidden views is the one after the visible view before
//     it (as with UIKit, whose visible neighbours use the preceding visible view's spacing).
//  7. fillProportionally: total = sum of the visible views' positive intrinsic lengths +
//     stack spacing * (visible - 1) (UIKit uses the stack's spacing, not custom spacings).
//     Multiplier = length / total against StackView, or against the margins guide on a
//     margins-relative stack (as UIKit does). Priority = 999 - visible index, never below
//     751 (UIKit's floor, just above the default compression resistance); exactly 1 as a
//     multiplier makes it required (golden 19 is that case). No positive length, or a total
//     that is not positive (large negative spacing): the fillEqually constraints (golden 18).
//  8. equalCentering's UISV-fill-equally between gap guides is at 150 - guide index (149,
//     148, …, floor 50), as UIKit computes it; golden 05 has only the 149 one. equalSpacing's
//     are required. Gap guides are `_UIOLAGapGuideN`, N counting from 0 over visible gaps.
//  9. Baseline-relative arrangement only applies to vertical stacks (as in UIKit and
//     Arranged); there, spacing and equalSpacing's gap guides run from
//     `previous.lastBaseline` to `next.firstBaseline` (guide.top == previous.lastBaseline,
//     next.firstBaseline == guide.bottom); canvas connections stay top/bottom (golden 13).
// 10. Baseline alignment on a vertical stack (UIKit: "only valid for horizontal stacks"):
//     no UISV-alignment, no text-width and no canvas-fit; both cross edges are weak, so
//     with several views they are enclosed by the spanner, which fills the canvas, and a
//     single view gets the weak connections and canvas-fit of golden 14. The views' cross
//     position is then ambiguous, as it is in UIKit.
// 11. One view (golden 14 for center): no spanner; weak edges become `canvas.top <= v.top`
//     / `canvas.bottom >= v.bottom` plus UISV-canvas-fit @49 and ambiguity suppression;
//     leading is `top ==, bottom >=`, trailing `top <=, bottom ==`, baselines `<=, >=`
//     (plus text-width on a horizontal stack), fill `==, ==`.
// 12. Text-width disambiguation (golden 09, 10) applies to horizontal stacks with baseline
//     alignment and a fill, equalSpacing or equalCentering distribution, to every visible
//     view, also a single one: `v.width == (1/n)*canvas.width - spacing*(n-1)/n` at
//     max(hugging, compression resistance) + 10, at most 999 (UIKit's formula; 760 for the
//     default priorities). The canvas is the margins guide on a margins-relative stack.
// 13. Margins-relative: every UISV-canvas-connection attaches to UIViewLayoutMarginsGuide;
//     UISV-canvas-fit stays on StackView. The four UIView-margin-guide-constraint lines are
//     written only when the stack has arranged views.
// 14. Zero views: no constraints at all (golden 16), not even margin-guide ones.

/// The constraints UIStackView creates for a scene, as UIKit names them.
public enum UIKitConstraints {
    /// Every constraint the layout of `scene` is solved with, in a stable order: the stack's
    /// own (``stackConstraints(for:)``), then the views' content sizes
    /// (``ContentSizeConstraints/constraints(for:)``), then the scene's stack sizes
    /// (``ContentSizeConstraints/sceneSizeConstraints(for:)``).
    public static func constraints(for scene: Scene) -> [LayoutConstraint] {
        stackConstraints(for: scene)
            + ContentSizeConstraints.constraints(for: scene)
            + ContentSizeConstraints.sceneSizeConstraints(for: scene)
    }

    /// The UISV-* and UIView-margin-guide-constraint constraints of `scene`, grouped by role:
    /// hiding, distribution sizes, spacing, gap guides, canvas-fit along the axis, alignment,
    /// spanner, canvas-fit across the axis, canvas connections, text width, ambiguity
    /// suppression, margins guide.
    public static func stackConstraints(for scene: Scene) -> [LayoutConstraint] {
        let arrangement = StackArrangement(scene: scene)
        guard !arrangement.views.isEmpty else { return [] }
        let plan = AlignmentPlan(arrangement)
        return hidingConstraints(arrangement)
            + distributionSizeConstraints(arrangement)
            + spacingConstraints(arrangement)
            + gapGuideConstraints(arrangement)
            + distributionCanvasFitConstraints(arrangement)
            + alignmentConstraints(arrangement, plan)
            + spanningConstraints(arrangement, plan)
            + alignmentCanvasFitConstraints(arrangement, plan)
            + axisCanvasConnections(arrangement)
            + crossCanvasConnections(arrangement, plan)
            + textWidthConstraints(arrangement, plan)
            + ambiguitySuppressionConstraints(arrangement, plan)
            + marginGuideConstraints(arrangement)
    }
}
