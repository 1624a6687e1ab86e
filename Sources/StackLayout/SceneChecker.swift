import JSON

/// The value rules of ``SceneJSON/validate(_:file:keyPath:)``.
struct SceneChecker {
    let file: String

    /// A length that may be negative (spacing, a margin): finite and within
    /// ±``SceneJSON/maximumMagnitude`` points.
    func finite(_ value: Double, at path: String) throws(SceneFileError) {
        try bounded(value, at: path, lowest: -SceneJSON.maximumMagnitude, noun: "a number")
    }

    /// A size: finite, not negative, at most ``SceneJSON/maximumMagnitude`` points.
    func size(_ value: Double?, at path: String) throws(SceneFileError) {
        guard let value else { return }
        try bounded(value, at: path, lowest: 0, noun: "a size")
        guard value >= 0 else {
            throw failure(path, "expected a non-negative size, found \(Self.text(value))")
        }
    }

    /// A baseline offset: finite, not negative, at most ``SceneJSON/maximumMagnitude`` points.
    func offset(_ value: Double, at path: String) throws(SceneFileError) {
        try bounded(value, at: path, lowest: 0, noun: "a baseline offset")
        guard value >= 0 else {
            throw failure(path, "expected a non-negative baseline offset, found \(Self.text(value))")
        }
    }

    /// Refuses a value that is not finite, or beyond ``SceneJSON/maximumMagnitude`` on
    /// either side, naming the range the key accepts (from `lowest`). A negative value
    /// within the bound is left to the caller, whose message says what the key is.
    private func bounded(_ value: Double, at path: String, lowest: Double, noun: String) throws(SceneFileError) {
        guard value.isFinite else {
            throw failure(path, "expected a finite number, found \(Self.text(value))")
        }
        guard abs(value) <= SceneJSON.maximumMagnitude else {
            let limit = SceneJSON.maximumMagnitude
            throw failure(path, "expected \(noun) from \(JSONValue.numberText(lowest)) to \(JSONValue.numberText(limit)) points, found \(Self.text(value))")
        }
    }

    func priorities(_ priorities: AxisPriorities, at path: String) throws(SceneFileError) {
        for axis in [Axis.horizontal, .vertical] {
            let priority = priorities[axis]
            guard priority > 0, priority <= 1000 else {
                throw failure(
                    SceneKeyPath.appending(key: axis.rawValue, to: path),
                    "expected a priority in (0, 1000], found \(Self.text(priority))")
            }
        }
    }

    func name(_ name: String, at path: String) throws(SceneFileError) {
        guard SceneKeyPath.isPlainName(name) else {
            let found = name.isEmpty ? "an empty string" : SceneFileError.quotedExcerpt(name)
            throw failure(path, "expected a name matching [A-Za-z_][A-Za-z0-9_-]*, found \(found)")
        }
        if let reason = LayoutItem.reservation(of: name) {
            throw failure(path, "\(JSONValue.quoted(name)) is reserved: \(reason); choose another name")
        }
    }

    func failure(_ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, keyPath: path, message: message)
    }

    private static func text(_ value: Double) -> String {
        if value.isNaN {
            return "NaN"
        }
        if value.isInfinite {
            return value < 0 ? "-infinity" : "infinity"
        }
        return JSONValue.numberText(value)
    }
}

// MARK: - Suggestions

/// "Did you mean" for misspelt keys, enum values and command names.
public enum Suggestion {
    /// The candidate equal to `text` ignoring case, or else within two edits of it.
    public static func closest(to text: String, among candidates: [String]) -> String? {
        // Nothing long is a misspelling of a short name (and distances to it would cost time).
        guard text.utf8.count <= 64 else { return nil }
        if let match = candidates.first(where: { $0.lowercased() == text.lowercased() }) {
            return match
        }
        let scored = candidates.map { (candidate: $0, distance: distance(text.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }),
            best.distance <= 2, best.distance < best.candidate.count / 2 + 1
        else { return nil }
        return best.candidate
    }

    /// Levenshtein distance.
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
