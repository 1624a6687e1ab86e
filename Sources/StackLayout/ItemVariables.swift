import Cassowary

/// The four unknowns of one item. The horizontal position is measured from the stack's
/// leading edge (`lead`), so that leading/trailing constraints read the same in both
/// layout directions; frames are mirrored for right-to-left at the end.
final class ItemVariables {
    let lead: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// The first and last baseline offsets (nil: the edges serve).
    let baselines: Baselines?

    init(name: String, baselines: Baselines?) {
        lead = Variable("\(name).x")
        top = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        self.baselines = baselines
    }

    /// The value of `attribute` as an expression of the variables: exactly what the
    /// expression operators give (`lead + 0.5 * width`, `top + height - last`, …), built
    /// without their intermediate expressions.
    func expression(for attribute: LayoutAttribute) -> Expression {
        var terms: [Term] = []
        let constant = appendTerms(of: attribute, to: &terms)
        return Expression(terms, constant: constant)
    }

    /// Appends the terms of `attribute`'s expression to `terms`, each coefficient passed
    /// through `scaled` (the identity by default), and returns its constant (unscaled).
    @inline(__always)
    func appendTerms(of attribute: LayoutAttribute, to terms: inout [Term], scaled: (Double) -> Double = { $0 }) -> Double {
        switch attribute {
        case .leading, .left:
            terms.append(Term(lead, scaled(1)))
        case .trailing, .right:
            terms.append(Term(lead, scaled(1)))
            terms.append(Term(width, scaled(1)))
        case .centerX:
            terms.append(Term(lead, scaled(1)))
            terms.append(Term(width, scaled(0.5)))
        case .width:
            terms.append(Term(width, scaled(1)))
        case .top:
            terms.append(Term(top, scaled(1)))
        case .bottom:
            terms.append(Term(top, scaled(1)))
            terms.append(Term(height, scaled(1)))
        case .centerY:
            terms.append(Term(top, scaled(1)))
            terms.append(Term(height, scaled(0.5)))
        case .height:
            terms.append(Term(height, scaled(1)))
        case .firstBaseline:
            terms.append(Term(top, scaled(1)))
            return 0 + (baselines?.first ?? 0)
        case .lastBaseline:
            terms.append(Term(top, scaled(1)))
            terms.append(Term(height, scaled(1)))
            return 0 + -(baselines?.last ?? 0)
        }
        return 0
    }

    /// The four variables with the attribute names used in ambiguity reports.
    var named: [(attribute: String, variable: Variable)] {
        [("x", lead), ("y", top), ("width", width), ("height", height)]
    }
}
