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
    /// How many items its engine had made before it, since it was last built: items are
    /// told apart by it without hashing their names.
    let index: Int

    /// Creates the variables of the item `name`, the engine's `index`-th item. The stack
    /// view's width and height are hubs (``Variable/isHub``): each view's share of the
    /// stack's length names them.
    init(name: String, baselines: Baselines?, index: Int = 0) {
        self.index = index
        let isStack = name == LayoutItem.stackView
        lead = Variable("\(name).x")
        top = Variable("\(name).y")
        width = Variable("\(name).width", isHub: isStack)
        height = Variable("\(name).height", isHub: isStack)
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
    /// through `scaled` (the identity by default), and returns its constant (unscaled): the
    /// position along the attribute's axis, plus the size, half of it, or none of it.
    @inline(__always)
    func appendTerms(of attribute: LayoutAttribute, to terms: inout [Term], scaled: (Double) -> Double = { $0 }) -> Double {
        let (position, size) = attribute.isHorizontal ? (lead, width) : (top, height)
        let sizeFactor: Double?
        var constant = 0.0
        switch attribute {
        case .leading, .left, .top: sizeFactor = nil
        case .trailing, .right, .bottom: sizeFactor = 1
        case .centerX, .centerY: sizeFactor = 0.5
        case .width, .height:
            terms.append(Term(size, scaled(1)))
            return 0
        case .firstBaseline:
            // `0 +` turns a zero offset's -0 into 0, so no constant is ever printed as -0.
            sizeFactor = nil
            constant = 0 + (baselines?.first ?? 0)
        case .lastBaseline:
            sizeFactor = 1
            constant = 0 + -(baselines?.last ?? 0)
        }
        terms.append(Term(position, scaled(1)))
        if let sizeFactor { terms.append(Term(size, scaled(sizeFactor))) }
        return constant
    }

    /// Calls `body` with each of the four variables' identities (without making the array of
    /// names ``named`` makes).
    @inline(__always)
    func forEachVariable(_ body: (ObjectIdentifier) -> Void) {
        body(ObjectIdentifier(lead))
        body(ObjectIdentifier(top))
        body(ObjectIdentifier(width))
        body(ObjectIdentifier(height))
    }

    /// Whether `predicate` holds for the identity of any of the four variables.
    @inline(__always)
    func anyVariable(_ predicate: (ObjectIdentifier) -> Bool) -> Bool {
        predicate(ObjectIdentifier(lead)) || predicate(ObjectIdentifier(top))
            || predicate(ObjectIdentifier(width)) || predicate(ObjectIdentifier(height))
    }

    /// The four variables with the attribute names used in ambiguity reports.
    var named: [(attribute: String, variable: Variable)] {
        [("x", lead), ("y", top), ("width", width), ("height", height)]
    }
}
