import StackLayout
import JSON

/// The documented range of every numeric option, and the one place their values are read.
///
/// Options are declared as text and read here, when the command runs, so that a value out of
/// range — negative, zero, huge, or too long for an `Int` — gets one message naming the option
/// and its range (exit status 2), never a crash, an allocation failure or "Missing value".
struct OptionBounds<Value: Comparable & Sendable>: Sendable {
    /// The option as typed on the command line (`--columns`).
    var option: String
    /// The values accepted.
    var range: ClosedRange<Value>
}

extension OptionBounds<Int> {
    /// `render --columns`: up to 2000; at least 10, the narrowest area a labelled view box and
    /// the stack around it can be drawn in (narrower drawings showed stray label digits).
    static let renderColumns = OptionBounds(option: "--columns", range: 10...2000)
    /// `render --rows`: up to 1000; at least 3, a box's top, label and bottom.
    static let renderRows = OptionBounds(option: "--rows", range: 3...1000)
    /// `bench --views`.
    static let benchViews = OptionBounds(option: "--views", range: 1...100_000)
    /// `bench --runs`.
    static let benchRuns = OptionBounds(option: "--runs", range: 1...1000)
    /// `bench --why-limit`, seconds.
    static let benchWhyLimit = OptionBounds(option: "--why-limit", range: 0...3600)

    /// The value of `text`, or nil when the option was not given.
    func value(_ text: String?) throws(CommandFailure) -> Int? {
        guard let text else { return nil }
        let trimmed = text.hasPrefix("+") ? String(text.dropFirst()) : text
        let digits = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else {
            throw failure(": expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.input(text))")
        }
        // Too many digits for an Int is out of range too, on the side of its sign.
        let number = Int(trimmed) ?? (trimmed.hasPrefix("-") ? Int.min : Int.max)
        return try checked(number, shown: text)
    }
}

extension OptionBounds<Double> {
    /// `render --zoom`, columns per point: more than 0, at most 1000.
    static let renderZoom = OptionBounds(option: "--zoom", range: Double.leastNonzeroMagnitude...1000)
    /// `bench --matrix --cap`, seconds a cell's series of runs may take: more than 0, at most
    /// an hour.
    static let benchCap = OptionBounds(option: "--cap", range: Double.leastNonzeroMagnitude...3600)

    /// The value of `text`, or nil when the option was not given.
    func value(_ text: String?) throws(CommandFailure) -> Double? {
        guard let text else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw failure(": expected a number greater than 0 and at most \(JSONValue.numberText(range.upperBound)), found \(Self.input(text))")
        }
        guard number > 0 else { throw failure("must be greater than 0 (found \(SceneFileError.excerpt(text)))") }
        return try checked(number, shown: text)
    }
}

extension OptionBounds {
    /// `value` brought into the range.
    func clamped(_ value: Value) -> Value {
        min(max(value, range.lowerBound), range.upperBound)
    }

    fileprivate func checked(_ number: Value, shown text: String) throws(CommandFailure) -> Value {
        if number < range.lowerBound {
            throw failure("must be at least \(Self.shown(range.lowerBound)) (found \(SceneFileError.excerpt(text)))")
        }
        if number > range.upperBound {
            throw failure("must be at most \(Self.shown(range.upperBound)) (found \(SceneFileError.excerpt(text)))")
        }
        return number
    }

    /// The value as typed, cut short if long; `nothing` for an empty one (`--rows ''`).
    fileprivate static func input(_ text: String) -> String {
        text.isEmpty ? "nothing" : SceneFileError.excerpt(text)
    }

    /// A bound as the README writes it (`1000`, not `1000.0`).
    private static func shown(_ bound: Value) -> String {
        if let number = bound as? Double { return JSONValue.numberText(number) }
        return "\(bound)"
    }

    fileprivate func failure(_ message: String) -> CommandFailure {
        .badInput(message.hasPrefix(":") ? option + message : "\(option) \(message)")
    }
}
