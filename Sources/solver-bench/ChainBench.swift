// solver-bench: times the Cassowary solver on a row of N views (the "chain"). The
// command line is in SolverBench.swift.
//
// The system, for N views in a row with spacing 8:
//
//     x[0] == 0                          required
//     x[i+1] == x[i] + w[i] + 8          required
//     x[N-1] + w[N-1] == W               required; W is an edit variable at priority 999
//     w[i] >= 0                          required
//     w[i] <= intrinsic[i]   @250        (content hugging)
//     w[i] >= intrinsic[i]   @750        (compression resistance)
//
// intrinsic[i] are integers in 20...120 from SplitMix64 with a fixed seed, and
// natural = sum(intrinsic) + 8 * (N - 1).
//
// Figures (the median over the runs):
//   build_solve_ms  new solver, add everything, suggest W = natural + 100, solve, read all values
//   edit_within_us  per edit: suggest W = natural + 110, + 120, …, solve, read a value (stays stretched)
//   edit_cross_us   per edit: alternate W = natural − 100 and natural + 100, solve, read a value
//
// Every answer is verified (outside the timed sections); a wrong answer exits with status 1.

import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Settings

/// Edits timed per run for each of the edit figures.
let editsPerRun = 20
/// Time budget per N (all three figures together); at least one run is always made.
let budgetPerSize: Duration = .seconds(30)
/// Runs per N when `--runs` is not given.
let defaultRuns = 9

/// The order in which the groups of constraints are added. Change it here only.
enum AddStep: CaseIterable {
    /// `x[0] == 0`.
    case origin
    /// `x[i+1] == x[i] + w[i] + 8` for each i.
    case spacing
    /// `x[N-1] + w[N-1] == W`.
    case closing
    /// For each view: `w[i] >= 0`, hugging @250, compression resistance @750.
    case viewBounds
    /// `W` as an edit variable @999.
    case editVariable
}

let addOrder: [AddStep] = [.origin, .spacing, .closing, .viewBounds, .editVariable]

// MARK: - Helpers

/// Prints `message` to standard error and exits with `status` (1: a wrong answer).
func fail(_ message: String, status: Int32 = 1) -> Never {
    var text = "solver-bench: \(message)\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    exit(status)
}

/// SplitMix64: a tiny deterministic generator for the intrinsic sizes.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range` (the tiny modulo bias does not matter here).
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

extension Duration {
    var milliseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
    }

    var microseconds: Double { milliseconds * 1e3 }
}

/// The median of a non-empty array.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Formats `value` with `digits` decimals (no Foundation).
func formatted(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    if digits > 0 {
        let digitsText = String(fraction)
        text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }
    return text
}

func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
}

/// The number of online cores (from sysconf).
func coreCount() -> Int {
    Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}

// MARK: - The chain

/// The benchmark system for `n` views.
struct Chain {
    let n: Int
    let intrinsic: [Double]
    let natural: Double
    let x: [Variable]
    let w: [Variable]
    let total = Variable("W")

    init(n: Int) {
        self.n = n
        var random = SplitMix64(state: 0x5EED_2024)
        let intrinsic = (0..<n).map { _ in Double(random.next(in: 20...120)) }
        self.intrinsic = intrinsic
        natural = intrinsic.reduce(0, +) + 8 * Double(n - 1)
        x = (0..<n).map { Variable("x\($0)") }
        w = (0..<n).map { Variable("w\($0)") }
    }

    /// Adds the whole system to `solver` in ``addOrder``.
    func add(to solver: Solver) throws(SolverError) {
        for step in addOrder {
            switch step {
            case .origin:
                try solver.add(x[0] == 0)
            case .spacing:
                for i in 0..<(n - 1) { try solver.add(x[i + 1] == x[i] + w[i] + 8) }
            case .closing:
                try solver.add(x[n - 1] + w[n - 1] == total)
            case .viewBounds:
                for i in 0..<n {
                    try solver.add(w[i] >= 0)
                    try solver.add((w[i] <= intrinsic[i]).priority(250))
                    try solver.add((w[i] >= intrinsic[i]).priority(750))
                }
            case .editVariable:
                try solver.addEditVariable(total, priority: 999)
            }
        }
    }

    /// Checks the solution for `W = target` against what the priorities demand; the reason
    /// when it is wrong. Needs `target >= 8 * (n - 1)` (every such W is feasible).
    func verify(_ solver: Solver, target: Double, context: String) {
        let tolerance = 1e-6 * max(1, natural)
        func check(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition { fail("wrong answer (N = \(n), \(context), W = \(target)): \(what())") }
        }
        let widths = w.map { solver.value(of: $0) }
        let positions = x.map { solver.value(of: $0) }
        check(abs(solver.value(of: total) - target) <= tolerance, "W = \(solver.value(of: total))")
        check(abs(positions[0]) <= tolerance, "x0 = \(positions[0])")
        for i in 0..<(n - 1) {
            check(abs(positions[i + 1] - (positions[i] + widths[i] + 8)) <= tolerance, "x\(i + 1) = \(positions[i + 1])")
        }
        check(abs(positions[n - 1] + widths[n - 1] - target) <= tolerance, "last view ends at \(positions[n - 1] + widths[n - 1])")
        let sum = widths.reduce(0, +)
        check(abs(sum + 8 * Double(n - 1) - target) <= tolerance, "widths + spacing = \(sum + 8 * Double(n - 1))")
        for i in 0..<n {
            check(widths[i] >= -tolerance, "w\(i) = \(widths[i]) < 0")
            if target >= natural {
                // Stretched: compression resistance (750) holds, hugging (250) gives.
                check(widths[i] >= intrinsic[i] - tolerance, "w\(i) = \(widths[i]) < intrinsic \(intrinsic[i])")
            } else {
                // Compressed: hugging holds, compression resistance gives.
                check(widths[i] <= intrinsic[i] + tolerance, "w\(i) = \(widths[i]) > intrinsic \(intrinsic[i])")
            }
        }
    }
}

// MARK: - Measuring

struct Figures {
    var buildSolveMs: [Double] = []
    var editWithinUs: [Double] = []
    var editCrossUs: [Double] = []
}

/// One run: a fresh build, then `editsPerRun` edits of each kind. Returns the build time
/// and the mean time per edit of each kind.
func measureOnce(_ chain: Chain) -> (build: Duration, within: Duration, cross: Duration) {
    let clock = ContinuousClock()
    var allValues: [Double] = []
    allValues.reserveCapacity(2 * chain.n + 1)

    let buildStart = clock.now
    let solver = Solver()
    do {
        try chain.add(to: solver)
        try solver.suggestValue(chain.natural + 100, for: chain.total)
    } catch {
        fail("the solver refused the chain (N = \(chain.n)): \(error)")
    }
    solver.solve()
    for variable in chain.x { allValues.append(solver.value(of: variable)) }
    for variable in chain.w { allValues.append(solver.value(of: variable)) }
    allValues.append(solver.value(of: chain.total))
    let build = buildStart.duration(to: clock.now)
    chain.verify(solver, target: chain.natural + 100, context: "build")

    /// Suggests `target`, solves and reads one value, timed; then verifies (untimed).
    func timedEdit(_ target: Double, _ context: String) -> Duration {
        let start = clock.now
        do {
            try solver.suggestValue(target, for: chain.total)
        } catch {
            fail("suggestValue refused (N = \(chain.n)): \(error)")
        }
        solver.solve()
        let last = solver.value(of: chain.x[chain.n - 1])
        let elapsed = start.duration(to: clock.now)
        guard last.isFinite else { fail("non-finite value (N = \(chain.n))") }
        chain.verify(solver, target: target, context: context)
        return elapsed
    }

    var within = Duration.zero
    for k in 1...editsPerRun {
        within += timedEdit(chain.natural + 100 + 10 * Double(k), "edit within")
    }
    _ = timedEdit(chain.natural + 100, "edit cross (setup)")
    // For tiny N, natural − 100 may leave no room for the spacing: stop at zero widths.
    let compressed = max(chain.natural - 100, 8 * Double(chain.n - 1))
    var cross = Duration.zero
    for k in 1...editsPerRun {
        cross += timedEdit(k % 2 == 1 ? compressed : chain.natural + 100, "edit cross")
    }
    return (build, within / editsPerRun, cross / editsPerRun)
}

/// Runs `measureOnce` up to `runs` times (fewer when the time budget is spent).
func measure(n: Int, runs: Int) -> (figures: Figures, runs: Int) {
    let chain = Chain(n: n)
    var figures = Figures()
    let clock = ContinuousClock()
    let start = clock.now
    var made = 0
    while made < runs {
        let (build, within, cross) = measureOnce(chain)
        figures.buildSolveMs.append(build.milliseconds)
        figures.editWithinUs.append(within.microseconds)
        figures.editCrossUs.append(cross.microseconds)
        made += 1
        if start.duration(to: clock.now) > budgetPerSize { break }
    }
    return (figures, made)
}
