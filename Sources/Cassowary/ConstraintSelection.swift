/// Constraints whose variables are looked up in a ``Solver`` once, so that how far each is
/// from holding can be read again and again without a lookup per variable: make it with
/// `Solver.selection(of:)` (of constraints) and read it with ``Solver/errors(of:)``.
///
/// Like a ``VariableSelection``, it never reads a wrong value, whatever happens to the
/// solver afterwards; it is only slower when the solver was rebuilt since.
public struct ConstraintSelection: Sendable {
    /// The constraints, in the order their errors are returned.
    public let constraints: [Constraint]
    /// Each constraint's constant.
    let constants: [Double]
    /// Each constraint's relation.
    let relations: [Relation]
    /// Where each constraint's terms end in ``coefficients`` and ``termVariables``.
    let termsEnds: [Int]
    /// The coefficient of every term, constraint after constraint, in term order.
    let coefficients: [Double]
    /// The variable of every term, in the same order.
    let termVariables: VariableSelection

    init(constraints: [Constraint], selectingVariablesWith select: ([Variable]) -> VariableSelection) {
        self.constraints = constraints
        var constants: [Double] = []
        var relations: [Relation] = []
        var termsEnds: [Int] = []
        var coefficients: [Double] = []
        var variables: [Variable] = []
        constants.reserveCapacity(constraints.count)
        relations.reserveCapacity(constraints.count)
        termsEnds.reserveCapacity(constraints.count)
        // Most constraints relate two anchors of one or two terms each.
        coefficients.reserveCapacity(4 * constraints.count)
        variables.reserveCapacity(4 * constraints.count)
        for constraint in constraints {
            constants.append(constraint.expression.constant)
            relations.append(constraint.relation)
            for term in constraint.expression.terms {
                coefficients.append(term.coefficient)
                variables.append(term.variable)
            }
            termsEnds.append(coefficients.count)
        }
        self.constants = constants
        self.relations = relations
        self.termsEnds = termsEnds
        self.coefficients = coefficients
        self.termVariables = select(variables)
    }
}

extension SolverState {
    /// A selection of `constraints` as the state knows their variables now.
    func selection(of constraints: [Constraint]) -> ConstraintSelection {
        ConstraintSelection(constraints: constraints, selectingVariablesWith: selection(of:))
    }

    /// The error of each selected constraint (see ``Constraint/error(valueOfTerm:)``);
    /// `values` must be current.
    func errors(of selection: ConstraintSelection) -> [Double] {
        let termValues = values(of: selection.termVariables)
        let constants = selection.constants
        let relations = selection.relations
        let termsEnds = selection.termsEnds
        let coefficients = selection.coefficients
        var errors: [Double] = []
        errors.reserveCapacity(termsEnds.count)
        var start = 0
        for index in termsEnds.indices {
            var difference = constants[index]
            let end = termsEnds[index]
            for term in start..<end { difference += coefficients[term] * termValues[term] }
            start = end
            errors.append(relations[index].violation(difference))
        }
        return errors
    }
}
