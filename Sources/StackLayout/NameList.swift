/// The names a message offers when one given is not among them: all of them when few, else
/// the first ones and how many more, so that a mistake on a long stack stays one readable
/// line (a 300-view stack listed every view's name: about 2,000 characters).
public enum NameList {
    /// How many names a message lists before it counts the rest.
    public static let shownNames = 12

    /// `names` joined with ", ", cut after ``shownNames`` with "… and N more".
    public static func text(_ names: [String]) -> String {
        guard names.count > shownNames else { return names.joined(separator: ", ") }
        return names.prefix(shownNames).joined(separator: ", ") + ", … and \(names.count - shownNames) more"
    }

    /// What a message says after a name that is not among `names`: the nearest one, if any is
    /// near (`did you mean V35? `), then `expected one of` and the list (see ``text(_:)``).
    public static func expected(insteadOf given: String, among names: [String]) -> String {
        let meant = Suggestion.closest(to: given, among: names).map { "did you mean \($0)? " } ?? ""
        return meant + "expected one of " + text(names)
    }
}
