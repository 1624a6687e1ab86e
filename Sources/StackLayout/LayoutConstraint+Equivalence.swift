extension LayoutConstraint {
    /// Whether two constraints are the same in the sense of <doc:ConstraintTextFormat>:
    /// the same identifier and priority, and the same linear relation, read either way round.
    ///
    /// `a REL m*b + c` is the same as `b REL' (1/m)*a - c/m`, where `REL'` is `REL` with its
    /// sides swapped (`<=` and `>=` trade places) when `m > 0`, and `REL` itself when `m < 0`
    /// (dividing by a negative number turns an inequality round once more).
    ///
    /// Numbers are compared with ``LayoutConstraint/numbersMatch(_:_:)``: multipliers that
    /// UIKit prints to six significant digits (`0.571429`) match the exact value (4/7).
    public func isEquivalent(to other: LayoutConstraint) -> Bool {
        guard identifier == other.identifier,
              Self.numbersMatch(priority, other.priority)
        else { return false }
        switch (second, other.second) {
        case (nil, nil):
            return first == other.first && relation == other.relation
                && Self.numbersMatch(constant, other.constant)
        case (let mine?, let theirs?):
            if first == other.first, mine == theirs, relation == other.relation,
               Self.numbersMatch(multiplier, other.multiplier),
               Self.numbersMatch(constant, other.constant) {
                return true
            }
            guard first == theirs, mine == other.first,
                  let flipped = other.flipped,
                  flipped.relation == relation
            else { return false }
            return Self.numbersMatch(multiplier, flipped.multiplier)
                && Self.numbersMatch(constant, flipped.constant)
        default:
            return false
        }
    }

    /// Whether the two say the same whatever their identifiers: ``isEquivalent(to:)`` but for
    /// the identifier (`min: A.width == 200 @750` and `A.width == 200 @750`). The solver
    /// cannot tell them apart: a user's constraint written again under another name is the
    /// same constraint written twice.
    public func saysTheSame(as other: LayoutConstraint) -> Bool {
        var renamed = other
        renamed.identifier = identifier
        return isEquivalent(to: renamed)
    }

    /// The same constraint with its two sides swapped, or nil when it has no second item
    /// or a zero multiplier (the second item then takes no part and cannot move across).
    public var flipped: LayoutConstraint? {
        guard let second, multiplier != 0, multiplier.isFinite else { return nil }
        return LayoutConstraint(
            identifier, second, multiplier > 0 ? relation.swapped : relation, first,
            multiplier: 1 / multiplier, constant: -constant / multiplier, priority: priority
        )
    }

    /// Whether two numbers agree to within 1e-6, or to within the rounding of a value
    /// printed to six significant digits (a relative 5e-6).
    public static func numbersMatch(_ a: Double, _ b: Double) -> Bool {
        let difference = abs(a - b)
        return difference <= 1e-6 || difference <= 5e-6 * max(abs(a), abs(b))
    }
}

extension Array where Element == LayoutConstraint {
    /// The constraints of `expected` that have no equivalent here, and the constraints
    /// here that have no equivalent in `expected` (each constraint pairs with at most one).
    public func differences(from expected: [LayoutConstraint]) -> (missing: [LayoutConstraint], extra: [LayoutConstraint]) {
        var unmatched = self
        var missing: [LayoutConstraint] = []
        for wanted in expected {
            if let index = unmatched.firstIndex(where: { $0.isEquivalent(to: wanted) }) {
                unmatched.remove(at: index)
            } else {
                missing.append(wanted)
            }
        }
        return (missing, unmatched)
    }
}
