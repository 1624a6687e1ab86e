import Cassowary
import Testing
@testable import StackLayout

/// The engine builds the solver's expressions and cleans the frames without the general
/// operators; these pin that the shortcuts give exactly the same bits.
@Suite("Solver expressions and frame cleaning")
struct SolverExpressionTests {
    static let baselineCases: [Baselines?] = [nil, Baselines(first: 30, last: 10), Baselines(first: -0.0, last: -0.0), Baselines(first: 0.1, last: 1e-300)]

    /// What the operators give, as the engine used to write it.
    static func operatorExpression(_ item: ItemVariables, _ attribute: LayoutAttribute) -> Expression {
        switch attribute {
        case .leading, .left: return Expression(item.lead)
        case .trailing, .right: return item.lead + item.width
        case .centerX: return item.lead + 0.5 * item.width
        case .width: return Expression(item.width)
        case .top: return Expression(item.top)
        case .bottom: return item.top + item.height
        case .centerY: return item.top + 0.5 * item.height
        case .height: return Expression(item.height)
        case .firstBaseline: return item.top + (item.baselines?.first ?? 0)
        case .lastBaseline: return item.top + item.height - (item.baselines?.last ?? 0)
        }
    }

    static func expectIdentical(_ actual: Expression, _ expected: Expression, _ context: String) {
        #expect(actual.terms.count == expected.terms.count, "\(context)")
        for (a, e) in zip(actual.terms, expected.terms) {
            #expect(a.variable === e.variable, "\(context)")
            #expect(a.coefficient.bitPattern == e.coefficient.bitPattern, "\(context)")
        }
        #expect(actual.constant.bitPattern == expected.constant.bitPattern, "\(context): \(actual.constant) vs \(expected.constant)")
    }

    @Test(arguments: baselineCases)
    func attributeExpressionsMatchTheOperators(baselines: Baselines?) {
        let item = ItemVariables(name: "v", baselines: baselines)
        for attribute in LayoutAttribute.allCases {
            Self.expectIdentical(item.expression(for: attribute), Self.operatorExpression(item, attribute), "\(attribute)")
        }
    }

    @Test(arguments: [1.0, 0.5, -2, 1.0 / 3, 0])
    func constraintExpressionsMatchTheOperators(multiplier: Double) {
        let first = ItemVariables(name: "a", baselines: Baselines(first: 12.5, last: -0.0))
        let second = ItemVariables(name: "b", baselines: Baselines(first: 7, last: 3.3))
        for constant in [0.0, -0.0, 8, -13.7, 1e-12] {
            for firstAttribute in LayoutAttribute.allCases {
                for secondAttribute in [nil] + LayoutAttribute.allCases.map(Optional.some) {
                    let constraint = LayoutConstraint(
                        "test", LayoutAnchor("a", firstAttribute), .equal,
                        secondAttribute.map { LayoutAnchor("b", $0) }, multiplier: multiplier, constant: constant
                    )
                    let lhs = Self.operatorExpression(first, firstAttribute)
                    let rhs = secondAttribute.map { multiplier * Self.operatorExpression(second, $0) + constant } ?? Expression(constant)
                    Self.expectIdentical(
                        constraint.solverExpression(first: first, second: secondAttribute == nil ? nil : second),
                        lhs - rhs, "\(firstAttribute) = \(multiplier) * \(String(describing: secondAttribute)) + \(constant)"
                    )
                }
            }
        }
    }

    /// The shortcut for whole numbers gives what the full rounding gives.
    @Test func cleaningMatchesRoundingToNanopoints() {
        func reference(_ value: Double) -> Double {
            let rounded = (value * 1e9).rounded() / 1e9
            return rounded == 0 ? 0 : rounded
        }
        var values: [Double] = [0, -0.0, 1, -1, 44, 43.99999999999994, 0.1, -0.5e-9, 0.5e-9, 1.5e-9, 999_999, 1e6, -1e6, 1e6 + 1,
                                9_007_199, 1e15, -1e15, 123_456_789.123, .infinity, -.infinity, .nan, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        for step in 0..<2000 {
            let whole = Double(step * 37 % 2001 - 1000)
            values += [whole, whole + 0.25, whole / 3, whole * 1e-10, whole.nextUp, whole.nextDown]
        }
        for value in values {
            #expect(FramePlan.clean(value).bitPattern == reference(value).bitPattern, "\(value)")
        }
    }
}
