import JSON

/// How numbers are written in the constraint text and JSON forms: the JSON module's
/// ``JSONValue/numberText(_:)``, plus UIKit's six significant digits for multipliers.
///
/// Whole numbers print without a fraction (`8`, not `8.0`); other numbers print in the
/// shortest form that reads back to the same `Double`. Multipliers in the one-line form
/// are rounded to six significant digits first, as UIKit prints them (`0.571429`).
enum NumberText {
    /// The shortest text that reads back to `value`; whole numbers without `.0`.
    static func exact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        return JSONValue.numberText(value)
    }

    /// `value` rounded to six significant digits, then written as ``exact(_:)`` does.
    static func sixSignificant(_ value: Double) -> String {
        exact(roundedToSignificantDigits(value, 6))
    }

    /// `value` rounded to `digits` significant digits.
    static func roundedToSignificantDigits(_ value: Double, _ digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let exponent = Int((abs(value)).log10Floor)
        let shift = digits - 1 - exponent
        // Scale by exact powers of ten so the rounding itself adds no error.
        if shift >= 0 {
            let scale = powerOfTen(shift)
            return (value * scale).rounded() / scale
        } else {
            let scale = powerOfTen(-shift)
            return (value / scale).rounded() * scale
        }
    }

    private static func powerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}

extension Double {
    /// `floor(log10(self))` for a positive finite value, computed without Foundation.
    fileprivate var log10Floor: Double {
        var exponent = 0.0
        var value = self
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
