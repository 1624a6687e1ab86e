import Playground
import StackLayout
import Testing

/// Layout animations: frames from the old layout to the new one over the duration, eased
/// in and out, with appearing and vanishing items, frame pacing and retargeting.
@Suite("Layout animation")
struct LayoutAnimationTests {
    /// The seed example left to right, and the same stack right to left: every view moves
    /// (Subview0 from x 0 to x 120) while the stack keeps its frame.
    static func mirroredSeed() -> (old: LayoutResult, new: LayoutResult, newScene: Scene) {
        let old = RenderTestSupport.seed()
        let new = RenderTestSupport.seed { $0.layoutDirection = .rightToLeft }
        return (
            StackLayoutSolver.solve(old, includingAmbiguity: false),
            StackLayoutSolver.solve(new, includingAmbiguity: false), new)
    }

    /// A stack with one view that moves right by 100 points and doubles its height.
    static let moving = LayoutAnimation(
        from: RenderTestSupport.layout(
            stack: Frame(x: 0, y: 0, width: 200, height: 100), [("A", Frame(x: 0, y: 0, width: 50, height: 40))]),
        to: RenderTestSupport.layout(
            stack: Frame(x: 0, y: 0, width: 300, height: 100), [("A", Frame(x: 100, y: 0, width: 50, height: 80))]))

    /// Whether every number of the two frames is within `tolerance`.
    static func isClose(_ a: Frame?, _ b: Frame?, within tolerance: Double = 1e-9) -> Bool {
        guard let a, let b else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    // MARK: Start, end, middle

    @Test func startsOnTheOldFrames() throws {
        let (old, new, _) = Self.mirroredSeed()
        let animation = LayoutAnimation(from: old, to: new)
        #expect(animation.isNeeded)
        for elapsed in [0, -0.5, -Double.infinity] {
            let shown = animation.layout(at: elapsed)
            #expect(shown.items.map(\.name) == new.items.map(\.name))
            for item in old.items {
                #expect(shown.frame(of: item.name) == item.frame, "\(item.name) at \(elapsed)")
            }
            #expect(!animation.isFinished(at: elapsed))
        }
    }

    @Test func endsExactlyOnTheNewLayout() {
        let (old, new, _) = Self.mirroredSeed()
        let animation = LayoutAnimation(from: old, to: new)
        for elapsed in [animation.duration, animation.duration + 0.001, 5, Double.infinity, Double.nan] {
            #expect(animation.layout(at: elapsed) == new, "at \(elapsed)")
            #expect(animation.isFinished(at: elapsed))
        }
        #expect(!animation.isFinished(at: animation.duration * 0.999))
        #expect(animation.layout(at: animation.duration * 0.999) != new)
    }

    @Test func midpointIsHalfwayForEveryItem() throws {
        let (old, new, _) = Self.mirroredSeed()
        let before = try #require(old.frame(of: "Subview0"))
        let after = try #require(new.frame(of: "Subview0"))
        #expect(before.x == 0 && after.x == 120)
        let middle = LayoutAnimation(from: old, to: new).layout(at: LayoutAnimation.defaultDuration / 2)
        #expect(Self.isClose(middle.frame(of: "Subview0"), Frame(x: 60, y: 0, width: 160, height: 200)))
        for item in new.items {
            let start = try #require(old.frame(of: item.name))
            let halfway = Frame(
                x: (start.x + item.frame.x) / 2, y: (start.y + item.frame.y) / 2,
                width: (start.width + item.frame.width) / 2, height: (start.height + item.frame.height) / 2)
            #expect(Self.isClose(middle.frame(of: item.name), halfway), "\(item.name)")
        }
    }

    @Test func stackViewFrameAnimatesToo() {
        let middle = Self.moving.layout(at: Self.moving.duration / 2)
        #expect(Self.isClose(middle.frame(of: LayoutItem.stackView), Frame(x: 0, y: 0, width: 250, height: 100)))
        #expect(Self.isClose(middle.frame(of: "A"), Frame(x: 50, y: 0, width: 50, height: 60)))
    }

    @Test func movesSteadilyFromOldToNew() throws {
        let animation = Self.moving
        var xs: [Double] = []
        for step in 0...48 {
            let frame = try #require(animation.layout(at: animation.duration * Double(step) / 48).frame(of: "A"))
            xs.append(frame.x)
        }
        #expect(xs.first == 0)
        #expect(xs.last == 100)
        for (earlier, later) in zip(xs, xs.dropFirst()) {
            #expect(later > earlier, "x went from \(earlier) to \(later)")
        }
    }

    // MARK: The curve

    @Test func easeInOutIsSlowAtBothEndsAndFastInTheMiddle() {
        let curve = AnimationCurve.easeInOut
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-9)
        #expect(curve.value(at: 0.1) < 0.05)
        #expect(curve.value(at: 0.9) > 0.95)
        let slope = (curve.value(at: 0.51) - curve.value(at: 0.49)) / 0.02
        #expect(slope > 1.5)
        // Symmetric: as slow leaving as arriving.
        for time in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(abs(curve.value(at: time) + curve.value(at: 1 - time) - 1) < 1e-9)
        }
        // In points: the first tenth of the time covers less than a twentieth of the way.
        let early = Self.moving.layout(at: Self.moving.duration / 10).frame(of: "A")?.x ?? .nan
        #expect(early > 0 && early < 5)
    }

    @Test func curveFollowsItsBezier() {
        let curve = AnimationCurve.easeInOut
        for step in 1..<20 {
            let t = Double(step) / 20, u = 1 - t
            let x = 3 * u * u * t * 0.42 + 3 * u * t * t * 0.58 + t * t * t
            let y = 3 * u * t * t + t * t * t
            #expect(abs(curve.value(at: x) - y) < 1e-9, "at x \(x)")
        }
        #expect(AnimationCurve.linear.value(at: 0.3) == 0.3)
        let linear = LayoutAnimation(from: Self.moving.from, to: Self.moving.to, curve: .linear)
        #expect(Self.isClose(linear.layout(at: linear.duration / 4).frame(of: "A"), Frame(x: 25, y: 0, width: 50, height: 50)))
    }

    // MARK: Items coming and going

    @Test func appearingItemGrowsFromItsCentre() {
        let stack = Frame(x: 0, y: 0, width: 100, height: 100)
        let animation = LayoutAnimation(
            from: RenderTestSupport.layout(stack: stack, []),
            to: RenderTestSupport.layout(stack: stack, [("New", Frame(x: 20, y: 40, width: 60, height: 20))]))
        #expect(animation.isNeeded)
        #expect(animation.layout(at: 0).frame(of: "New") == Frame(x: 50, y: 50, width: 0, height: 0))
        #expect(Self.isClose(animation.layout(at: animation.duration / 2).frame(of: "New"), Frame(x: 35, y: 45, width: 30, height: 10)))
        #expect(animation.layout(at: animation.duration).frame(of: "New") == Frame(x: 20, y: 40, width: 60, height: 20))
    }

    @Test func vanishingItemShrinksToItsCentreThenGoes() {
        let stack = Frame(x: 0, y: 0, width: 100, height: 100)
        let animation = LayoutAnimation(
            from: RenderTestSupport.layout(stack: stack, [("Old", Frame(x: 20, y: 40, width: 60, height: 20))]),
            to: RenderTestSupport.layout(stack: stack, []))
        #expect(animation.isNeeded)
        #expect(animation.layout(at: 0).frame(of: "Old") == Frame(x: 20, y: 40, width: 60, height: 20))
        let middle = animation.layout(at: animation.duration / 2)
        #expect(middle.items.map(\.name) == [LayoutItem.stackView, "Old"])
        #expect(Self.isClose(middle.frame(of: "Old"), Frame(x: 35, y: 45, width: 30, height: 10)))
        #expect(animation.layout(at: animation.duration).frame(of: "Old") == nil)
    }

    @Test func everythingButFramesIsTheNewLayouts() {
        let (old, _, _) = Self.mirroredSeed()
        var new = RenderTestSupport.layout(stack: Frame(x: 0, y: 0, width: 10, height: 10), [("Subview0", Frame(x: 1, y: 1, width: 2, height: 2))])
        new.ambiguous = ["Subview0.x"]
        new.conflicts = [ConstraintConflict(broken: old.constraints[0], conflicting: Array(old.constraints.prefix(2)))]
        #expect(!old.broken.isEmpty && !old.constraints.isEmpty)
        let animation = LayoutAnimation(from: old, to: new)
        for elapsed in [0, 0.05, 0.1, 0.15, 0.2] {
            let shown = animation.layout(at: elapsed)
            #expect(shown.constraints == new.constraints)
            #expect(shown.broken == new.broken)
            #expect(shown.conflicts == new.conflicts)
            #expect(shown.ambiguous == new.ambiguous)
        }
    }

    // MARK: When there is nothing to animate

    @Test func identicalLayoutsNeedNoAnimation() {
        let (old, new, _) = Self.mirroredSeed()
        #expect(!LayoutAnimation(from: old, to: old).isNeeded)
        #expect(!LayoutAnimation(from: new, to: new).isNeeded)
        var nudged = old
        nudged.items[1].frame.x += 1e-9
        #expect(!LayoutAnimation(from: old, to: nudged).isNeeded)
        nudged.items[1].frame.x += 0.5
        #expect(LayoutAnimation(from: old, to: nudged).isNeeded)
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func durationThatIsNotPositiveJumpsToTheEnd(duration: Double) {
        let animation = LayoutAnimation(from: Self.moving.from, to: Self.moving.to, duration: duration)
        #expect(animation.duration == 0)
        #expect(!animation.isNeeded)
        #expect(animation.isFinished(at: 0))
        #expect(animation.layout(at: 0) == Self.moving.to)
        #expect(animation.nextFrameDelay(after: 0) == nil)
    }

    @Test func framesThatAreNotFiniteAreNeverMadeUp() {
        let huge = Double.greatestFiniteMagnitude
        let from = RenderTestSupport.layout(stack: Frame(x: -huge, y: huge, width: huge, height: huge), [
            ("Broken", Frame(x: .nan, y: 0, width: 10, height: 10)),
            ("Far", Frame(x: huge, y: -huge, width: huge, height: 1)),
            ("Leaving", Frame(x: huge, y: huge, width: huge, height: huge)),
        ])
        let to = RenderTestSupport.layout(stack: Frame(x: huge, y: -huge, width: -huge, height: 0), [
            ("Broken", Frame(x: 5, y: 0, width: 10, height: 10)),
            ("Far", Frame(x: -huge, y: huge, width: 1, height: huge)),
            ("Arriving", Frame(x: huge, y: huge, width: huge, height: huge)),
        ])
        let animation = LayoutAnimation(from: from, to: to)
        for elapsed in stride(from: 0, through: 0.2, by: 0.01) {
            let shown = animation.layout(at: elapsed)
            for item in shown.items {
                let f = item.frame
                let finite = [f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite }
                #expect(finite, "\(item.name) at \(elapsed): \(f)")
            }
            #expect(shown.frame(of: "Broken") == Frame(x: 5, y: 0, width: 10, height: 10))
        }
    }

    // MARK: Pacing

    @Test(arguments: [(0.2, 12), (0.205, 12), (0.25, 15), (0.01, 1)])
    func frameDelaysLandExactlyOnTheEnd(duration: Double, frames: Int) throws {
        let animation = LayoutAnimation(from: Self.moving.from, to: Self.moving.to, duration: duration)
        var elapsed = 0.0
        var count = 0
        while let delay = animation.nextFrameDelay(after: elapsed) {
            #expect(delay > 0 && delay <= LayoutAnimation.defaultFrameInterval * 1.5)
            elapsed += delay
            count += 1
            try #require(count <= 100)
        }
        #expect(count == frames)
        #expect(elapsed == duration)
        #expect(animation.layout(at: elapsed) == animation.to)
        #expect(animation.nextFrameDelay(after: duration + 1) == nil)
        #expect(animation.nextFrameDelay(after: 0, frameInterval: 0.1) == min(0.1, duration))
    }

    // MARK: Changing course

    @Test func retargetingMidAnimationStartsWhereItWas() throws {
        let (old, new, _) = Self.mirroredSeed()
        let first = LayoutAnimation(from: old, to: new)
        let switchTime = 0.07
        let third = StackLayoutSolver.solve(RenderTestSupport.seed { $0.axis = .vertical }, includingAmbiguity: false)
        let second = first.retargeted(to: third, at: switchTime)
        let onScreen = first.layout(at: switchTime)
        #expect(second.layout(at: 0).items == onScreen.items)
        // A frame later, nothing has moved more than a few points.
        let next = second.layout(at: 1.0 / 60)
        for item in onScreen.items {
            let before = try #require(item.frame as Frame?)
            let after = try #require(next.frame(of: item.name))
            #expect(Self.isClose(before, after, within: 8), "\(item.name) jumped from \(before) to \(after)")
        }
        #expect(second.layout(at: second.duration) == third)
    }

    @Test func retargetingKeepsItemsHalfwayInOrOut() {
        let stack = Frame(x: 0, y: 0, width: 100, height: 100)
        let empty = RenderTestSupport.layout(stack: stack, [])
        let full = RenderTestSupport.layout(stack: stack, [("New", Frame(x: 0, y: 0, width: 100, height: 100))])
        let growing = LayoutAnimation(from: empty, to: full)
        let halfGrown = growing.layout(at: growing.duration / 2).frame(of: "New")
        // Taken back mid-growth: it shrinks from its current size, not from full size.
        let shrinking = growing.retargeted(to: empty, at: growing.duration / 2)
        #expect(shrinking.layout(at: 0).frame(of: "New") == halfGrown)
        #expect(Self.isClose(shrinking.layout(at: shrinking.duration / 2).frame(of: "New"), Frame(x: 37.5, y: 37.5, width: 25, height: 25)))
        #expect(shrinking.layout(at: shrinking.duration) == empty)
    }

    // MARK: On screen

    /// The columns of the cells drawn in the colour of the view at `index`.
    static func columns(ofViewAt index: Int, in canvas: Canvas) -> ClosedRange<Int>? {
        let color = LayoutRenderer.color(forViewAt: index)
        let columns = canvas.cells.indices.filter { canvas.cells[$0].style.foreground == color }.map { $0 % canvas.width }
        guard let low = columns.min(), let high = columns.max() else { return nil }
        return low...high
    }

    @Test func midAnimationBoxIsDrawnBetweenOldAndNewPlaces() throws {
        // A 360-point stack going from fill to fillEqually: Subview1 (green) moves left
        // from x 240 to x 120 and grows from 80 to 120 points wide; the stack stays put.
        let oldScene = RenderTestSupport.seed { $0.width = 360 }
        let newScene = RenderTestSupport.seed { $0.width = 360; $0.distribution = .fillEqually }
        let old = StackLayoutSolver.solve(oldScene, includingAmbiguity: false)
        let new = StackLayoutSolver.solve(newScene, includingAmbiguity: false)
        #expect(old.frame(of: "Subview1") == Frame(x: 240, y: 0, width: 80, height: 200))
        #expect(new.frame(of: "Subview1") == Frame(x: 120, y: 0, width: 120, height: 200))
        let animation = LayoutAnimation(from: old, to: new)
        let render = { (layout: LayoutResult, scene: Scene) in LayoutRenderer.render(layout, scene: scene, width: 80, height: 24) }
        let start = try #require(Self.columns(ofViewAt: 1, in: render(old, oldScene)))
        let end = try #require(Self.columns(ofViewAt: 1, in: render(new, newScene)))
        let middleCanvas = render(animation.layout(at: animation.duration / 2), newScene)
        RenderTestSupport.expectWellFormed(middleCanvas, width: 80, height: 24)
        let middle = try #require(Self.columns(ofViewAt: 1, in: middleCanvas))
        #expect(start.lowerBound - end.lowerBound > 20)
        for (edge, from, to) in [(middle.lowerBound, start.lowerBound, end.lowerBound), (middle.upperBound, start.upperBound, end.upperBound)] {
            #expect(edge < from && edge > to, "column \(edge) is not between \(from) and \(to)")
            #expect(abs(2 * edge - from - to) <= 2, "column \(edge) is not halfway from \(from) to \(to)")
        }
        let text = RenderTestSupport.text(middleCanvas.lines())
        #expect(text.contains("Subview1") && text.contains("100×200"), "\(text)")
        // Early on, it is still about where it was.
        let early = try #require(Self.columns(ofViewAt: 1, in: render(animation.layout(at: animation.duration / 10), newScene)))
        #expect(start.lowerBound - early.lowerBound <= 2)
    }
}
