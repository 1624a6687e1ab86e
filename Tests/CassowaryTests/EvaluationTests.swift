@testable import Cassowary
import PropertyBased
import Testing

@Suite struct EvaluationTests {
    /// The first read of the values walks the definitions directly; the next, with the
    /// definitions unchanged, compiles them into a program. Both give the same values, bit
    /// for bit, whatever the stack's suggested width (a drag reads once a frame).
    @Test func directAndCompiledEvaluationsAgree() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 1...200).array(of: 2...12), Gen.int(in: -150...300)) { sizes, extra in
            let chain = IncrementalRules.Chain(intrinsic: sizes.map(Double.init))
            guard let solver = try? chain.makeSolver(suggesting: chain.natural + Double(extra)) else { return }
            _ = solver.value(of: chain.total)
            var tableau = solver.state.tableau
            tableau.definitionOrder = nil
            tableau.evaluationProgram = nil
            let direct = tableau.externalValues()
            #expect(tableau.evaluationProgram == nil)
            let compiled = tableau.externalValues()
            #expect(tableau.evaluationProgram != nil)
            #expect(direct.map(\.bitPattern) == compiled.map(\.bitPattern))
            #expect(compiled.map(\.bitPattern) == tableau.externalValues().map(\.bitPattern))
        }
    }
}
