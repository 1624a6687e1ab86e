import Cassowary

/// One constraint as the reference solver sees it: `coefficients · x + constant  RELATION  0`
/// at `priority` (1000 = required). `coefficients[j]` belongs to variable `j`.
struct ReferenceConstraint: Sendable, CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= Priority.required }

    /// `coefficients · point + constant`.
    func residual(at point: [Double]) -> Double {
        var sum = constant
        for (coefficient, value) in zip(coefficients, point) { sum += coefficient * value }
        return sum
    }

    /// How far the constraint is from holding at `point`: `|r|` for `==`, `max(0, r)` for
    /// `<=`, `max(0, -r)` for `>=`, where `r` is the residual.
    func error(at point: [Double]) -> Double {
        let r = residual(at: point)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    var description: String {
        var text = ""
        for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
            let magnitude = abs(coefficient)
            if text.isEmpty {
                text = coefficient < 0 ? "-" : ""
            } else {
                text += coefficient < 0 ? " - " : " + "
            }
            text += magnitude == 1 ? "v\(index)" : "\(Self.number(magnitude))*v\(index)"
        }
        if text.isEmpty { text = "0" }
        let suffix = isRequired ? "" : " @\(Self.number(priority))"
        return "\(text) \(relation.rawValue) \(Self.number(0 - constant))\(suffix)"
    }

    /// `3` rather than `3.0`, and never `-0`.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// The lexicographic optimum of a small system, as found by ``ReferenceSolver``.
struct ReferenceOptimum: Sendable {
    /// Whether the required constraints can all hold at once.
    var isFeasible: Bool
    /// The optional priorities present, highest first.
    var levels: [Double]
    /// For each of `levels`, the optimal sum of errors of that level's constraints.
    /// Empty when the required constraints are infeasible.
    var errors: [Double]
    /// An optimal point: among the optimal vertices, one of smallest max-norm.
    var point: [Double]
    /// Per variable: whether it takes more than one value over the set of optimal points
    /// (other values would be just as good at every level).
    var ambiguous: [Bool]
    /// Whether `point` lies well inside the search box. When true the optimum over the box
    /// is provably the optimum over all of space (see ``ReferenceSolver``); when false the
    /// constants were too large for the box and the result must not be trusted.
    var isInsideBox: Bool
}

/// A brute-force solver for small systems (up to about 3 variables and 7 constraints)
/// written independently of `Cassowary`, used as the oracle of the property tests.
///
/// **Problem.** Required constraints (priority 1000) must hold. The optional ones are
/// grouped by priority; level by level from the highest, the sum of the errors of the
/// level's constraints is minimised while every higher level keeps its optimal sum
/// (strict lexicographic order: no amount of error at a lower level buys anything at a
/// higher level).
///
/// **Method.** Every error function (`|r|`, `max(0, r)`, `max(0, -r)` of an affine residual
/// `r`) is linear on each side of the hyperplane `r = 0`. Take the arrangement of
///
/// - the hyperplanes `r = 0` of all constraints (those with a non-zero normal),
/// - the coordinate hyperplanes `x_j = 0`, and
/// - the faces `x_j = ±box` of a large box.
///
/// Inside every closed bounded cell of this arrangement all error functions and all
/// required constraints are linear, and the lexicographic minimum of a vector of linear
/// functions over a polytope is attained at one of its vertices. The feasible part of the box
/// is a union of such cells, so the lexicographic minimum over the box is attained at a
/// vertex of the arrangement: a point where `n` linearly independent hyperplanes meet.
/// The solver enumerates all `n`-subsets of the hyperplanes, solves each `n × n` system by
/// Gaussian elimination with partial pivoting, drops the points that break a required
/// constraint, and keeps the lexicographically smallest error vector (ties broken by the
/// smallest max-norm).
///
/// - Required feasibility: the required set is feasible iff some vertex satisfies it.
/// - Optimality beyond the box: if the chosen point lies strictly inside the box, it is
///   optimal over all of space. (If some `y` were lexicographically better, the points
///   `x + t(y − x)` for small `t > 0` stay in the box and, by convexity of every level's sum,
///   would be better too.) ``ReferenceOptimum/isInsideBox`` reports this check. With integer
///   coefficients in `-3...3` and constants in `-20...20`, Cramer's rule bounds the
///   coordinates of the intersections of constraint and coordinate hyperplanes by
///   `(√(3²+3²+20²))³ < 9000`, far inside the box of `1e5`.
/// - Ambiguity: the optimal set intersected with the box is a polytope whose vertices are
///   exactly the optimal arrangement vertices, so a variable is ambiguous iff its value
///   differs between two optimal vertices.
///
/// Differences between distinct candidate values are rationals with small denominators for
/// such integer data, so a tolerance of `1e-7` separates "equal" from "different" safely.
enum ReferenceSolver {
    /// Half the side of the search box.
    static let box: Double = 1e5
    /// Tolerance for "holds" and "equal" between candidate values.
    static let tolerance: Double = 1e-7

    /// The distinct optional priorities among `constraints`, highest first.
    static func levels(of constraints: [ReferenceConstraint]) -> [Double] {
        var levels: [Double] = []
        for constraint in constraints where !constraint.isRequired && !levels.contains(constraint.priority) {
            levels.append(constraint.priority)
        }
        return levels.sorted(by: >)
    }

    /// The sum of errors at `point` of the constraints at each of `levels`.
    static func errorVector(levels: [Double], constraints: [ReferenceConstraint], at point: [Double]) -> [Double] {
        levels.map { level in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.error(at: point) }
        }
    }

    /// Whether the required constraints among `constraints` can all hold at once.
    static func isFeasible(variableCount: Int, constraints: [ReferenceConstraint]) -> Bool {
        solve(variableCount: variableCount, constraints: constraints.filter(\.isRequired)).isFeasible
    }

    /// The lexicographic optimum of `constraints` over `variableCount` variables.
    static func solve(variableCount n: Int, constraints: [ReferenceConstraint]) -> ReferenceOptimum {
        precondition(n >= 1 && constraints.allSatisfy { $0.coefficients.count == n })
        let levels = levels(of: constraints)
        let required = constraints.filter(\.isRequired)

        // Hyperplanes `normal · x + offset = 0`.
        var planes: [(normal: [Double], offset: Double)] = []
        for constraint in constraints where constraint.coefficients.contains(where: { $0 != 0 }) {
            planes.append((constraint.coefficients, constraint.constant))
        }
        for j in 0..<n {
            let unit = (0..<n).map { $0 == j ? 1.0 : 0.0 }
            planes.append((unit, 0))
            planes.append((unit, -box))
            planes.append((unit, box))
        }

        var optimal: [(point: [Double], errors: [Double])] = []
        for subset in combinations(of: planes.count, choose: n) {
            let matrix = subset.map { planes[$0].normal }
            let rhs = subset.map { -planes[$0].offset }
            guard let point = solveLinearSystem(matrix, rhs) else { continue }
            guard point.allSatisfy({ abs($0) <= box * (1 + 1e-12) }) else { continue }
            guard required.allSatisfy({ $0.error(at: point) <= tolerance }) else { continue }
            let errors = errorVector(levels: levels, constraints: constraints, at: point)
            if optimal.isEmpty {
                optimal = [(point, errors)]
                continue
            }
            switch compare(errors, optimal[0].errors) {
            case .less: optimal = [(point, errors)]
            case .equal: optimal.append((point, errors))
            case .greater: break
            }
        }

        guard !optimal.isEmpty else {
            return ReferenceOptimum(isFeasible: false, levels: levels, errors: [], point: [],
                                    ambiguous: Array(repeating: false, count: n), isInsideBox: true)
        }
        let best = optimal.min { maxNorm($0.point) < maxNorm($1.point) }!
        let ambiguous = (0..<n).map { j in
            let values = optimal.map { $0.point[j] }
            return values.max()! - values.min()! > 1e-6
        }
        return ReferenceOptimum(isFeasible: true, levels: levels, errors: best.errors, point: best.point,
                                ambiguous: ambiguous, isInsideBox: maxNorm(best.point) < box / 2)
    }

    // MARK: - Helpers

    private enum Order { case less, equal, greater }

    /// Lexicographic comparison with ``tolerance``.
    private static func compare(_ a: [Double], _ b: [Double]) -> Order {
        for (x, y) in zip(a, b) where abs(x - y) > tolerance {
            return x < y ? .less : .greater
        }
        return .equal
    }

    private static func maxNorm(_ point: [Double]) -> Double {
        point.reduce(0) { max($0, abs($1)) }
    }

    /// All `k`-element subsets of `0..<count`, each in increasing order.
    static func combinations(of count: Int, choose k: Int) -> [[Int]] {
        guard k > 0 else { return [[]] }
        guard count >= k else { return [] }
        var result: [[Int]] = []
        var current: [Int] = []
        func extend(from start: Int) {
            if current.count == k {
                result.append(current)
                return
            }
            guard start < count else { return }
            for index in start..<count where count - index >= k - current.count {
                current.append(index)
                extend(from: index + 1)
                current.removeLast()
            }
        }
        extend(from: 0)
        return result
    }

    /// Solves the square system `matrix · x = rhs` by Gaussian elimination with partial
    /// pivoting; `nil` when the matrix is (numerically) singular.
    static func solveLinearSystem(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        let n = rhs.count
        var a = matrix
        var b = rhs
        for column in 0..<n {
            var pivot = column
            for row in (column + 1)..<n where abs(a[row][column]) > abs(a[pivot][column]) {
                pivot = row
            }
            guard abs(a[pivot][column]) > 1e-9 else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                guard factor != 0 else { continue }
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = Array(repeating: 0.0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x
    }
}
