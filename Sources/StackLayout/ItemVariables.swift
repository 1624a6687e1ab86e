import Cassowary

/// The four unknowns of one item. The horizontal position is measured from the stack's
/// leading edge (`lead`), so that leading/trailing constraints read the same in both
/// layout directions; frames are mirrored for right-to-left at the end.
struct ItemVariables {
    let lead: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        lead = Variable("\(name).x")
        top = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The value of `attribute` as an expression of the variables.
    /// `baselines` are the first and last baseline offsets (nil: the edges serve).
    func expression(for attribute: LayoutAttribute, baselines: Baselines?) -> Expression {
        switch attribute {
        case .leading, .left: return Expression(lead)
        case .trailing, .right: return lead + width
        case .centerX: return lead + 0.5 * width
        case .width: return Expression(width)
        case .top: return Expression(top)
        case .bottom: return top + height
        case .centerY: return top + 0.5 * height
        case .height: return Expression(height)
        case .firstBaseline: return top + (baselines?.first ?? 0)
        case .lastBaseline: return top + height - (baselines?.last ?? 0)
        }
    }

    /// The four variables with the attribute names used in ambiguity reports.
    var named: [(attribute: String, variable: Variable)] {
        [("x", lead), ("y", top), ("width", width), ("height", height)]
    }
}
