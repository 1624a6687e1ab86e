import StackLayout

/// A transition from one solved layout to another, like a layout change inside
/// `UIView.animate`: every item (the stack view, its views, the layout guides) moves and
/// resizes from its old frame to its new one along a timing curve.
///
/// Time is always passed in, in seconds since the start: the animation holds no clock, and
/// every answer is a pure function of its arguments. A driver asks ``layout(at:)`` for the
/// frame to draw and ``nextFrameDelay(after:frameInterval:)`` for when to wake up next.
///
/// Items are matched by name. An item only in ``to`` grows from a zero-size frame at its
/// final centre; an item only in ``from`` shrinks to a zero-size frame at its centre and is
/// gone once the animation ends. An item whose old or new frame is not finite takes its
/// new frame at once, so no frame is ever made up of NaN or infinities (only `to`'s own
/// frames can be). Everything but the frames — constraints, broken constraints, conflicts,
/// ambiguity — is always `to`'s.
///
/// To change course mid-animation, start a new one from what is on screen:
/// ``retargeted(to:at:)``. The new animation starts exactly where the old one was.
public struct LayoutAnimation: Equatable, Sendable {
    /// `UIView.animate`'s usual duration, 0.2 seconds.
    public static let defaultDuration: Double = 0.2
    /// The time between frames a driver draws by default: 1/60 second.
    public static let defaultFrameInterval: Double = 1.0 / 60
    /// Frames that differ by no more than this many points in every number are the same.
    public static let epsilon: Double = 1e-6

    /// The layout at the start.
    public let from: LayoutResult
    /// The layout at the end.
    public let to: LayoutResult
    /// The length in seconds: positive, or 0 for a jump straight to ``to``.
    public let duration: Double
    /// How progress follows time.
    public let curve: AnimationCurve

    /// An animation from `from` to `to` lasting `duration` seconds; a duration that is not
    /// positive and finite jumps straight to `to`.
    public init(from: LayoutResult, to: LayoutResult, duration: Double = defaultDuration, curve: AnimationCurve = .easeInOut) {
        self.from = from
        self.to = to
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
    }

    /// The fraction of the duration gone by at `elapsed` seconds, within 0…1 (1 for NaN and
    /// for a zero duration).
    public func timeFraction(at elapsed: Double) -> Double {
        guard duration > 0, !elapsed.isNaN else { return 1 }
        return min(max(elapsed / duration, 0), 1)
    }

    /// Whether the animation is over at `elapsed` seconds: ``layout(at:)`` is ``to``.
    public func isFinished(at elapsed: Double) -> Bool {
        timeFraction(at: elapsed) >= 1
    }

    /// The layout to draw `elapsed` seconds after the start: at 0 (and before) the items
    /// are where ``from`` has them, from ``duration`` on it is exactly ``to``. In between,
    /// ``to``'s items in its order, then the items still shrinking away.
    public func layout(at elapsed: Double) -> LayoutResult {
        let time = timeFraction(at: elapsed)
        guard time < 1 else { return to }
        let progress = curve.value(at: time)
        var starts: [String: Frame] = [:]
        for item in from.items where starts[item.name] == nil { starts[item.name] = item.frame }
        let ending = Set(to.items.map(\.name))
        var result = to
        result.items = to.items.map { item in
            let start = starts[item.name] ?? item.frame.collapsed
            return ItemFrame(name: item.name, frame: Self.interpolate(start, item.frame, progress))
        }
        result.items += from.items.filter { !ending.contains($0.name) && $0.frame.isFinite }.map { item in
            ItemFrame(name: item.name, frame: Self.interpolate(item.frame, item.frame.collapsed, progress))
        }
        return result
    }

    /// Whether there is anything to see: the duration is positive and some item moves,
    /// resizes, appears or vanishes by more than ``epsilon`` points.
    public var isNeeded: Bool {
        guard duration > 0 else { return false }
        let start = layout(at: 0).items
        let moving = zip(start, to.items).contains { !Self.isClose($0.frame, $1.frame) }
        let vanishing = start.dropFirst(to.items.count).contains { !Self.isClose($0.frame, $0.frame.collapsed) }
        return moving || vanishing
    }

    /// How long a driver should wait after drawing the frame at `elapsed` seconds before
    /// drawing the next: `frameInterval` (1/60 s by default), except that the last frame
    /// lands exactly at ``duration`` (stretching the last wait by up to half an interval
    /// rather than adding a sliver of one). Nil once the animation is finished.
    public func nextFrameDelay(after elapsed: Double, frameInterval: Double = defaultFrameInterval) -> Double? {
        guard !isFinished(at: elapsed) else { return nil }
        let interval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : Self.defaultFrameInterval
        let remaining = duration - elapsed
        return remaining <= interval * 1.5 ? remaining : interval
    }

    /// A new animation from what this one shows at `elapsed` seconds to `layout`, with the
    /// same duration and curve: for a key pressed mid-animation. It starts without a jump.
    public func retargeted(to layout: LayoutResult, at elapsed: Double) -> LayoutAnimation {
        LayoutAnimation(from: self.layout(at: elapsed), to: layout, duration: duration, curve: curve)
    }

    // MARK: Frames

    /// The frame `progress` of the way from `start` to `end` (`end` itself when either is
    /// not finite); every number stays finite.
    static func interpolate(_ start: Frame, _ end: Frame, _ progress: Double) -> Frame {
        guard start.isFinite, end.isFinite else { return end }
        return Frame(
            x: mix(start.x, end.x, progress), y: mix(start.y, end.y, progress),
            width: mix(start.width, end.width, progress), height: mix(start.height, end.height, progress))
    }

    /// `progress` of the way from `a` to `b`, both finite: `a` at 0, never moving back as
    /// `progress` grows; `b` when the arithmetic would overflow.
    private static func mix(_ a: Double, _ b: Double, _ progress: Double) -> Double {
        let distance = b - a
        if distance.isFinite {
            let value = a + distance * progress
            if value.isFinite { return value }
        }
        let value = a * (1 - progress) + b * progress
        return value.isFinite ? value : b
    }

    /// Whether every number of the two frames is within ``epsilon``; true when either is not
    /// finite, since such an item jumps rather than moves.
    private static func isClose(_ a: Frame, _ b: Frame) -> Bool {
        guard a.isFinite, b.isFinite else { return true }
        return abs(a.x - b.x) <= epsilon && abs(a.y - b.y) <= epsilon
            && abs(a.width - b.width) <= epsilon && abs(a.height - b.height) <= epsilon
    }
}

extension Frame {
    /// A zero-size frame at this one's centre (at its origin when the centre is out of
    /// range).
    fileprivate var collapsed: Frame {
        let centerX = x + width / 2, centerY = y + height / 2
        return Frame(x: centerX.isFinite ? centerX : x, y: centerY.isFinite ? centerY : y, width: 0, height: 0)
    }
}
