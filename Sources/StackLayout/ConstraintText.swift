/// The one-line text form of <doc:ConstraintTextFormat>, and its grouped listing.
///
///     IDENTIFIER: ITEM.ATTRIBUTE RELATION [MULTIPLIER*]ITEM.ATTRIBUTE [+ CONSTANT | - CONSTANT] [@PRIORITY]
///     IDENTIFIER: ITEM.ATTRIBUTE RELATION CONSTANT [@PRIORITY]
///
/// Style of ``line(for:)``: the multiplier is written to six significant digits (as UIKit
/// prints it) and left out when it is 1; a two-item constraint's constant is left out when
/// it is 0 and otherwise written as `+ C` or `- C`, to six significant digits too in a
/// constraint UIKit writes (`- 5.33333`: sixteen digits hid the rest of the line in the
/// panel), exactly in the user's and stackplay's own; the priority is left out when it is
/// 1000 (required). Whole numbers carry no `.0`. ``parse(_:)`` also reads the variants the
/// golden files use: `+ 0`, `- 0`, `1*StackView.width`.
public enum ConstraintText {
    /// The one-line form of `constraint`.
    public static func line(for constraint: LayoutConstraint) -> String {
        "\(constraint.identifier): \(equation(for: constraint))"
    }

    /// The one-line form without the `IDENTIFIER: ` prefix, as the grouped listing shows it;
    /// with `exactNumbers`, the multiplier and constant written so that they read back
    /// unchanged (a scene file's constraints).
    public static func equation(for constraint: LayoutConstraint, exactNumbers: Bool = false) -> String {
        var text = "\(constraint.first) \(constraint.relation.rawValue) "
        let roundsConstant = !exactNumbers && isUIKits(constraint.identifier)
        if let second = constraint.second {
            if constraint.multiplier != 1 {
                text += (exactNumbers ? NumberText.exact(constraint.multiplier) : NumberText.sixSignificant(constraint.multiplier)) + "*"
            }
            text += second.description
            if constraint.constant != 0 {
                let sign = constraint.constant < 0 ? "-" : "+"
                let magnitude = abs(constraint.constant)
                text += " \(sign) \(roundsConstant ? NumberText.sixSignificant(magnitude) : NumberText.exact(magnitude))"
            }
        } else {
            text += roundsConstant ? NumberText.sixSignificant(constraint.constant) : NumberText.exact(constraint.constant)
        }
        if constraint.priority != 1000 {
            text += " @\(NumberText.exact(constraint.priority))"
        }
        return text
    }

    /// The constraints grouped by identifier, groups in order of first appearance:
    ///
    ///     UISV-canvas-connection:
    ///       StackView.leading == Subview0.leading
    ///       Subview2.trailing == StackView.trailing
    ///
    ///     UISV-spacing:
    ///       Subview1.leading == Subview0.trailing
    ///
    /// Groups are separated by an empty line; the text ends with a newline unless empty.
    public static func grouped(_ constraints: [LayoutConstraint]) -> String {
        groups(of: constraints).map { group in
            let lines = group.constraints.map { "  " + equation(for: $0) }
            return ([group.identifier + ":"] + lines).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// The constraints under their identifiers, identifiers in the order first seen and the
    /// constraints of each in their order: what ``grouped(_:)`` prints, as values.
    public static func groups(of constraints: [LayoutConstraint]) -> [(identifier: String, constraints: [LayoutConstraint])] {
        var order: [String] = []
        var groups: [String: [LayoutConstraint]] = [:]
        for constraint in constraints {
            if groups[constraint.identifier] == nil {
                order.append(constraint.identifier)
            }
            groups[constraint.identifier, default: []].append(constraint)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// Whether constraints with `identifier` are UIKit's (`UISV-…`, `UIView-…`,
    /// `NSContentSizeLayoutConstraint`), whose numbers UIKit prints to six significant digits.
    static func isUIKits(_ identifier: String) -> Bool {
        identifier.hasPrefix("UISV-") || identifier.hasPrefix("UIView-") || identifier == ConstraintIdentifier.contentSize
    }
}
