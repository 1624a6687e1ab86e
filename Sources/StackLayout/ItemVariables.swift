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
        switch attribute {
        case .leading, .left: return Expression([Term(lead)])
        case .trailing, .right: return Expression([Term(lead), Term(width)])
        case .centerX: return Expression([Term(lead), Term(width, 0.5)])
        case .width: return Expression([Term(width)])
        case .top: return Expression([Term(top)])
        case .bottom: return Expression([Term(top), Term(height)])
        case .centerY: return Expression([Term(top), Term(height, 0.5)])
        case .height: return Expression([Term(height)])
        case .firstBaseline: return Expression([Term(top)], constant: 0 + (baselines?.first ?? 0))
        case .lastBaseline: return Expression([Term(top), Term(height)], constant: 0 + -(baselines?.last ?? 0))
        }
    }

    /// The four variables with the attribute names used in ambiguity reports.
    var named: [(attribute: String, variable: Variable)] {
        [("x", lead), ("y", top), ("width", width), ("height", height)]
    }
}
