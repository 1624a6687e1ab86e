import Testing
@testable import StackLayout
import JSON

@Suite("Constraint text, JSON and equivalence")
struct ConstraintTextTests {
    static func parse(_ line: String) -> LayoutConstraint? {
        try? ConstraintText.parse(line)
    }

    // MARK: Golden lines

    /// Every constraint line of every golden file.
    static let goldenLines: [String] = GoldenConstraintFile.fileNames.flatMap { name in
        (try? GoldenConstraintFile.load(name))?.lines ?? []
    }

    @Test("the golden files hold lines to test")
    func goldenLinesLoaded() {
        #expect(Self.goldenLines.count > 200)
    }

    @Test("every golden line parses and is written back in the house style")
    func goldenRoundTrip() throws {
        for line in Self.goldenLines {
            let constraint = try ConstraintText.parse(line)
            // The house style drops "+ 0" and a multiplier of 1; everything else is as UIKit wrote it.
            let expected = line.replacingEvery(" + 0", with: "").replacingEvery(" 1*", with: " ")
            #expect(ConstraintText.line(for: constraint) == expected)
            let again = try ConstraintText.parse(ConstraintText.line(for: constraint))
            #expect(again == constraint, "\(line)")
            #expect(again.isEquivalent(to: constraint))
        }
    }

    /// UIKit prints a constraint's numbers to six significant digits: text-width
    /// disambiguation's constant printed with sixteen (`- 5.333333333333333`) hid the rest of
    /// the line in a panel. The user's own numbers stay exact, in the listing and in a scene
    /// file, whatever identifier they carry.
    @Test func uikitsConstantsHaveSixSignificantDigitsAndTheUsersStayExact() throws {
        let scene = try #require(Examples.named("labels")).scene
        let lines = StackLayoutSolver.constraints(for: scene).filter { $0.identifier == ConstraintIdentifier.textWidthDisambiguation }.map(ConstraintText.line(for:))
        try #require(!lines.isEmpty)
        for line in lines { #expect(line.hasSuffix("*StackView.width - 5.33333 @760"), "\(line)") }
        let items: Set<String> = ["StackView", "A", "B"]
        for text in ["A.width == 0.3333333333*B.width - 5.333333333333333", "UISV-spacing: A.width == 123.4567891", "NSContentSizeLayoutConstraint: A.width == B.width + 0.1234567891"] {
            let constraint = try UserConstraintText.parse(text, items: items)
            #expect(try UserConstraintText.parse(SceneJSON.userLine(for: constraint), items: items) == constraint, "\(text)")
        }
        let own = try UserConstraintText.parse("A.width == 123.4567891", items: items)
        #expect(ConstraintText.line(for: own) == "custom: A.width == 123.4567891")
    }

    @Test("parse reads every part of the form")
    func parseParts() throws {
        let proportional = try ConstraintText.parse("UISV-fill-proportionally: Subview0.width == 0.571429*StackView.width @999")
        #expect(proportional == LayoutConstraint(
            "UISV-fill-proportionally", LayoutAnchor("Subview0", .width), .equal, LayoutAnchor("StackView", .width),
            multiplier: 0.571429, priority: 999))
        let spacing = try ConstraintText.parse("UISV-spacing: content-view-2.leading >= content-view-1.trailing - 2.5")
        #expect(spacing == LayoutConstraint(
            "UISV-spacing", LayoutAnchor("content-view-2", .leading), .greaterThanOrEqual,
            LayoutAnchor("content-view-1", .trailing), constant: -2.5))
        let fit = try ConstraintText.parse("UISV-spanning-fit: _UILayoutSpacer.height == 0 @0.001")
        #expect(fit == LayoutConstraint(
            "UISV-spanning-fit", LayoutAnchor("_UILayoutSpacer", .height), .equal, nil, constant: 0, priority: 0.001))
        #expect(Self.parse("custom: StackView.width <= -4")?.constant == -4)
        #expect(Self.parse("custom: StackView.width <= - 4")?.constant == -4)
        #expect(Self.parse("custom: StackView.width == + 4")?.constant == 4)
        #expect(Self.parse("UISV-alignment: a.firstBaseline == b.firstBaseline  @999.5")?.priority == 999.5)
        #expect(Self.parse("x: _UIOLAGapGuide12.centerY == a.centerX")?.first.item == "_UIOLAGapGuide12")
    }

    @Test("parse rejects what is not in the form", arguments: [
        "UISV-spacing Subview1.leading == Subview0.trailing",
        ": a.width == 3",
        "UISV-spacing: Subview1.leading = Subview0.trailing",
        "UISV-spacing: Subview1.leading == Subview0.right-edge",
        "UISV-spacing: Subview1 == Subview0.trailing",
        "UISV-spacing: .leading == Subview0.trailing",
        "UISV-spacing: Subview1.leading == Subview0.trailing + ",
        "UISV-spacing: Subview1.leading == Subview0.trailing * 3",
        "UISV-spacing: Subview1.leading == Subview0.trailing + x",
        "UISV-spacing: Subview1.leading == x*Subview0.trailing",
        "UISV-spacing: Subview1.leading == Subview0.trailing @0",
        "UISV-spacing: Subview1.leading == Subview0.trailing @1000.5",
        "UISV-spacing: Subview1.leading == Subview0.trailing @high",
        "UISV-spacing: Subview1.leading ==",
        "custom: StackView.width == nan",
    ])
    func parseRejects(_ line: String) {
        #expect(throws: ConstraintTextError.self) { try ConstraintText.parse(line) }
    }

    @Test("parse errors name the line and the reason")
    func parseErrorMessage() {
        do {
            _ = try ConstraintText.parse("UISV-spacing: a.leading == b.middle")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "cannot read constraint \"UISV-spacing: a.leading == b.middle\": unknown attribute \"middle\"")
        }
    }

    @Test("parseLines skips blank lines and comments")
    func parseLines() throws {
        let constraints = try ConstraintText.parseLines("""
            # a comment
            UISV-spacing: b.leading == a.trailing + 10

              custom: StackView.width == 200
            """)
        #expect(constraints.map(ConstraintText.line(for:)) == [
            "UISV-spacing: b.leading == a.trailing + 10",
            "custom: StackView.width == 200",
        ])
    }

    // MARK: Writing

    @Test("numbers: six significant digits for multipliers, exact elsewhere, no .0")
    func numberStyle() {
        func line(multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) -> String {
            ConstraintText.line(for: LayoutConstraint(
                "x", LayoutAnchor("a", .width), .equal, LayoutAnchor("b", .width),
                multiplier: multiplier, constant: constant, priority: priority))
        }
        #expect(line(multiplier: 4.0 / 7) == "x: a.width == 0.571429*b.width")
        #expect(line(multiplier: 1.0 / 3) == "x: a.width == 0.333333*b.width")
        #expect(line(multiplier: 11.0 / 32) == "x: a.width == 0.34375*b.width")
        #expect(line(multiplier: 2) == "x: a.width == 2*b.width")
        #expect(line(multiplier: 1234567.89) == "x: a.width == 1234570*b.width")
        #expect(line(multiplier: 1.0 / 15) == "x: a.width == 0.0666667*b.width")
        #expect(line(multiplier: -0.5) == "x: a.width == -0.5*b.width")
        #expect(line(constant: 8) == "x: a.width == b.width + 8")
        #expect(line(constant: -0.25) == "x: a.width == b.width - 0.25")
        #expect(line(constant: -0.0) == "x: a.width == b.width")
        #expect(line(constant: 1.0 / 3) == "x: a.width == b.width + 0.3333333333333333")
        #expect(line(priority: 999.5) == "x: a.width == b.width @999.5")
        #expect(line(priority: 250) == "x: a.width == b.width @250")
        #expect(ConstraintText.line(for: LayoutConstraint("x", LayoutAnchor("a", .height), .lessThanOrEqual, constant: -0.0))
            == "x: a.height <= 0")
        #expect(ConstraintText.line(for: LayoutConstraint("x", LayoutAnchor("a", .height), .greaterThanOrEqual, constant: 12.75, priority: 49))
            == "x: a.height >= 12.75 @49")
    }

    @Test("grouped: headings in order of first appearance, indented lines")
    func grouped() throws {
        let constraints = try ConstraintText.parseLines("""
            UISV-canvas-connection: StackView.leading == a.leading
            UISV-spacing: b.leading == a.trailing + 10
            UISV-canvas-connection: b.trailing == StackView.trailing
            UISV-fill-proportionally: a.width == 0.5*StackView.width @999
            """)
        #expect(ConstraintText.grouped(constraints) == """
            UISV-canvas-connection:
              StackView.leading == a.leading
              b.trailing == StackView.trailing

            UISV-spacing:
              b.leading == a.trailing + 10

            UISV-fill-proportionally:
              a.width == 0.5*StackView.width @999

            """)
        #expect(ConstraintText.grouped([]) == "")
    }

    @Test("JSON form, as in the spec")
    func json() throws {
        let constraints = try ConstraintText.parseLines("""
            UISV-spacing: Subview1.leading == Subview0.trailing
            UISV-fill-proportionally: Subview0.width == 0.571429*StackView.width - 2.5 @999.5
            NSContentSizeLayoutConstraint: Subview0.width <= 160 @250
            """)
        #expect(ConstraintText.json(constraints) == """
            {
              "constraints": [
                {"identifier": "UISV-spacing", "first": {"item": "Subview1", "attribute": "leading"}, "relation": "==", "second": {"item": "Subview0", "attribute": "trailing"}, "multiplier": 1, "constant": 0, "priority": 1000},
                {"identifier": "UISV-fill-proportionally", "first": {"item": "Subview0", "attribute": "width"}, "relation": "==", "second": {"item": "StackView", "attribute": "width"}, "multiplier": 0.571429, "constant": -2.5, "priority": 999.5},
                {"identifier": "NSContentSizeLayoutConstraint", "first": {"item": "Subview0", "attribute": "width"}, "relation": "<=", "second": null, "multiplier": 1, "constant": 160, "priority": 250}
              ]
            }
            """)
        #expect(ConstraintText.json([]) == "{\n  \"constraints\": []\n}")
    }

    @Test("JSON numbers are exact and JSON strings are escaped")
    func jsonDetails() throws {
        let exact = LayoutConstraint(
            "UISV-fill-proportionally", LayoutAnchor("a", .width), .equal, LayoutAnchor("StackView", .width),
            multiplier: 4.0 / 7, priority: 999)
        #expect(ConstraintText.jsonObject(for: exact).contains("\"multiplier\": 0.5714285714285714,"))
        #expect(JSONValue.quoted("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
        let document = try JSONValue.parse(ConstraintText.json(UIKitConstraints.constraints(for: Rig.scene(Rig.seedViews))))
        guard case .array(let items)? = document["constraints"] else {
            Issue.record("no constraints array")
            return
        }
        #expect(items.count == UIKitConstraints.constraints(for: Rig.scene(Rig.seedViews)).count)
    }

    // MARK: Equivalence

    @Test("equivalence: sides may be swapped, inequalities turn round")
    func swappedSides() throws {
        let pairs = [
            ("x: a.leading == b.leading", "x: b.leading == a.leading"),
            ("x: StackView.trailing == Subview0.trailing + 0", "x: Subview0.trailing == StackView.trailing"),
            ("x: a.top <= b.top + 3", "x: b.top >= a.top - 3"),
            ("x: StackView.bottom >= Subview0.bottom", "x: Subview0.bottom <= StackView.bottom"),
            ("x: a.width == 0.5*b.width + 4", "x: b.width == 2*a.width - 8"),
            ("x: a.width <= 0.25*b.width @700", "x: b.width >= 4*a.width @700"),
            ("x: a.centerX <= -2*b.centerX + 4", "x: b.centerX <= -0.5*a.centerX + 2"),
            ("x: a.width == 0.571429*StackView.width", "x: StackView.width == 1.75*a.width"),
            ("x: a.width == 0.571429*StackView.width @999", "x: a.width == 0.5714285714285714*StackView.width @999"),
            ("x: v1.width == 1*StackView.width", "x: v1.width == StackView.width"),
        ]
        for (left, right) in pairs {
            let a = try ConstraintText.parse(left)
            let b = try ConstraintText.parse(right)
            #expect(a.isEquivalent(to: b), "\(left)  ≡  \(right)")
            #expect(b.isEquivalent(to: a), "\(right)  ≡  \(left)")
        }
    }

    @Test("equivalence: identifier, priority, relation, items and numbers must agree")
    func notEquivalent() throws {
        let pairs = [
            ("x: a.leading == b.leading", "y: a.leading == b.leading"),
            ("x: a.leading == b.leading @999", "x: a.leading == b.leading"),
            ("x: a.top <= b.top", "x: b.top <= a.top"),
            ("x: a.top <= b.top", "x: a.top >= b.top"),
            ("x: a.top == b.top", "x: a.top == b.bottom"),
            ("x: a.top == b.top + 1", "x: a.top == b.top"),
            ("x: a.top == b.top + 1", "x: b.top == a.top + 1"),
            ("x: a.width == 0.5714*StackView.width", "x: a.width == 0.571429*StackView.width"),
            ("x: a.width == 0.5*b.width", "x: b.width == 0.5*a.width"),
            ("x: a.centerX <= -2*b.centerX", "x: b.centerX >= -0.5*a.centerX"),
            ("x: a.width == 0", "x: a.width == 0 @999"),
            ("x: a.width == 0", "x: a.height == 0"),
            ("x: a.width <= 10", "x: a.width >= 10"),
            ("x: a.width == 0", "x: a.width == StackView.width"),
            ("x: a.width == 0*b.width", "x: b.width == 0*a.width"),
        ]
        for (left, right) in pairs {
            let a = try ConstraintText.parse(left)
            let b = try ConstraintText.parse(right)
            #expect(!a.isEquivalent(to: b), "\(left)  ≢  \(right)")
            #expect(!b.isEquivalent(to: a), "\(right)  ≢  \(left)")
        }
    }

    @Test("differences pair each constraint at most once")
    func differences() throws {
        let actual = try ConstraintText.parseLines("""
            x: a.top == b.top
            x: a.top == b.top
            x: c.top == d.top
            """)
        let expected = try ConstraintText.parseLines("""
            x: b.top == a.top
            x: e.top == f.top
            """)
        let (missing, extra) = actual.differences(from: expected)
        #expect(missing.map(ConstraintText.line(for:)) == ["x: e.top == f.top"])
        #expect(extra.map(ConstraintText.line(for:)) == ["x: a.top == b.top", "x: c.top == d.top"])
    }

    @Test("LayoutConstraint.description is the one-line form")
    func description() throws {
        let line = "UISV-spanning-boundary: _UILayoutSpacer.top == Subview0.top @999.5"
        #expect(try ConstraintText.parse(line).description == line)
    }
}

extension String {
    /// The text with every occurrence of `target` replaced (without Foundation).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[rest.startIndex..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
