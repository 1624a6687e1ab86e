/// An animation's timing curve: how far the animation has got after a fraction of its
/// duration, as a cubic Bézier from (0, 0) to (1, 1) — the same shape as Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// Both control points' x are kept within 0…1, so the curve is a function of time and
/// never goes back: a later time never gives less progress. Their y may leave 0…1 (an
/// overshoot).
public struct AnimationCurve: Hashable, Sendable {
    /// The first control point.
    public let x1: Double, y1: Double
    /// The second control point.
    public let x2: Double, y2: Double

    /// Creates the curve through (0, 0), the control points (`x1`, `y1`) and (`x2`, `y2`),
    /// and (1, 1). An x outside 0…1 is clamped; a number that is not finite is replaced by
    /// the linear curve's.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = Self.clampedX(x1, else: 0)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = Self.clampedX(x2, else: 1)
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// Progress proportional to time.
    public static let linear = AnimationCurve(controlPoints: 0, 0, 1, 1)
    /// Slow at the start, fast in the middle, slow at the end: `UIView.animate`'s default
    /// (`.curveEaseInOut`, Core Animation's `easeInEaseOut`).
    public static let easeInOut = AnimationCurve(controlPoints: 0.42, 0, 0.58, 1)

    /// The progress at `time`, a fraction of the duration: 0 up to time 0 (and for NaN),
    /// 1 from time 1 on, the curve's y at that x in between.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        return Self.bezier(parameter(forX: time), y1, y2)
    }

    /// The Bézier parameter whose x is `x` (in 0…1), by bisection: x grows with the
    /// parameter, so this always converges, and a larger `x` never gives a smaller parameter.
    private func parameter(forX x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<64 {
            let middle = (low + high) / 2
            guard middle > low, middle < high else { return middle }
            let value = Self.bezier(middle, x1, x2)
            if value == x { return middle }
            if value < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// One coordinate of the cubic Bézier from 0 through `p1` and `p2` to 1, at parameter `t`.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// `x` within 0…1, or `fallback` when it is not finite.
    private static func clampedX(_ x: Double, else fallback: Double) -> Double {
        x.isFinite ? min(max(x, 0), 1) : fallback
    }
}
