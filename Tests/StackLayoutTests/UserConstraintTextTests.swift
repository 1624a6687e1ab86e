import Testing

@testable import StackLayout

@Suite("User constraints in the one-line form")
struct UserConstraintTextTests {
    private let items: Set<String> = ["StackView", "Subview0", "Subview1", "Title", "row-1"]

    private func parse(_ line: String) throws -> LayoutConstraint {
        try UserConstraintText.parse(line, items: items)
    }

    private func error(_ line: String) -> UserConstraintText.ParseError? {
        do {
            _ = try UserConstraintText.parse(line, items: items)
            return nil
        } catch {
            return error
        }
    }

    @Test func theIssuesExamplesRead() throws {
        #expect(try parse("Subview0.width == 2 * Subview1.width @750")
            == LayoutConstraint("custom", LayoutAnchor("Subview0", .width), .equal, LayoutAnchor("Subview1", .width), multiplier: 2, priority: 750))
        #expect(try parse("StackView.width <= 300") == LayoutConstraint("custom", LayoutAnchor("StackView", .width), .lessThanOrEqual, constant: 300))
        #expect(try parse("Title.height >= 44") == LayoutConstraint("custom", LayoutAnchor("Title", .height), .greaterThanOrEqual, constant: 44))
    }

    @Test func identifiersConstantsAndTheListedFormReadBack() throws {
        #expect(try parse("title-min: Title.height >= 44 @999.5").identifier == "title-min")
        #expect(try parse("row-1.leading == Title.trailing - 8").constant == -8)
        #expect(try parse("row-1.leading == Title.trailing + 1.5e1").constant == 15)
        #expect(try parse("Subview0.width == 0.5*Subview1.width").multiplier == 0.5)
        // Every line `constraints` prints for these items reads back as the same constraint.
        let listed = LayoutConstraint("custom", LayoutAnchor("Subview0", .centerX), .equal, LayoutAnchor("StackView", .centerX), multiplier: 1, constant: -4, priority: 250)
        #expect(try parse(ConstraintText.line(for: listed)) == listed)
    }

    @Test func badLinesSayWhereAndWhat() {
        #expect(error("Nope.width == 10")?.column == 1)
        #expect(error("Nope.width == 10")?.message.hasPrefix("unknown item \"Nope\"; expected one of StackView, Subview0") == true)
        // A near miss is named.
        #expect(error("Subview9.width == 10")?.message.hasPrefix("unknown item \"Subview9\"; did you mean Subview0? expected one of") == true)
        #expect(error("Title.wide == 10")?.column == 7)
        #expect(error("Title.height = 10")?.column == 14)
        #expect(error("Title.height == 10 @0")?.column == 20)
        #expect(error("Title.height == 10 @1001")?.message == "expected a priority in (0, 1000] after \"@\"")
        #expect(error("Title.height == 10 extra")?.column == 20)
        #expect(error("Title.height == 0 * Subview0.height")?.message == "the multiplier must be a number within ±1000, other than 0")
        // Out of range, not an item's name: 1e308 * made frames of nan and inf.
        #expect(error("Title.width == 1e308 * Title.height")?.message == "the multiplier must be a number within ±1000, other than 0")
        #expect(error("Title.width == 1e400")?.message == "the constant must be a number within ±10000000")
        #expect(error("Title.width == Subview0.width + 1e400")?.message == "the constant must be a number within ±10000000")
        // The column is the constant's, not the right-hand side's.
        #expect(error("Title.width == Subview0.width + 40000000")?.column == 33)
        #expect(error("Title.width == 40000000")?.column == 16)
        #expect(error("Title.width == 1000 * Subview0.width") == nil)
        #expect(error("Title")?.column == 6)
        #expect(error("")?.column == 1)
    }

    @Test func autoLayoutsPairingRulesHold() {
        #expect(error("Title.leading == 20")?.message.hasPrefix("a location (leading) cannot equal a constant") == true)
        #expect(error("Title.width == Subview0.leading")?.message.contains("a size relates only to a size") == true)
        #expect(error("Title.top == Subview0.leading")?.message.contains("different axes") == true)
        #expect(error("Title.leading == Subview0.left")?.message == "leading/trailing cannot be related to left/right")
        #expect(error("Title.width == Subview0.height") == nil)
        #expect(error("Title.firstBaseline == Subview0.centerY") == nil)
        #expect(error("Title.centerX == Subview0.left") == nil)
    }
}
