import Testing

@testable import StackLayout
import JSON

/// The JSON reader and writer under scene files.
@Suite("Scene files: JSON syntax")
struct SceneJSONSyntaxTests {
    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do throws(JSONSyntaxError) {
            _ = try JSONValue.parse(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Reading

    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" {"a": [null, true, false, 0, -1.5e2, "x"], "b": {}, "c": []} "#)
        #expect(
            value
                == .object([
                    (key: "a", value: .array([.null, .bool(true), .bool(false), .number(0), .number(-150), .string("x")])),
                    (key: "b", value: .object([])),
                    (key: "c", value: .array([])),
                ]))
    }

    @Test func keepsTheOrderOfKeys() throws {
        let value = try JSONValue.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
        #expect(value["a"] == .number(2))
        #expect(value["q"] == nil)
    }

    @Test func readsEscapes() throws {
        let value = try JSONValue.parse(#""q\" b\\ s\/ \b\f\n\r\t \u00e9 \ud83d\ude00 \u0000""#)
        #expect(value == .string("q\" b\\ s/ \u{08}\u{0C}\n\r\t é 😀 \u{0}"))
    }

    @Test func readsNumbers() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", 0), ("12", 12), ("0.5", 0.5), ("1E3", 1000), ("1e+2", 100), ("25e-1", 2.5),
            ("0.1", 0.1), ("123456.789", 123456.789),
        ]
        for (text, number) in cases {
            #expect(try JSONValue.parse(text) == .number(number), "\(text)")
        }
        #expect(try JSONValue.parse("1e400") == .number(.infinity))
    }

    @Test func reportsPositionsOfSyntaxErrors() {
        let cases: [(String, Int, Int, String)] = [
            ("[1, 2", 1, 6, "expected ',' or ']' after an array element, found end of input"),
            ("[01]", 1, 3, "numbers cannot have leading zeros"),
            ("[1e]", 1, 4, "expected a digit in the exponent, found ']'"),
            ("[-]", 1, 3, "expected a digit after '-', found ']'"),
            (#"["\x"]"#, 1, 3, #"invalid escape '\x' in a string"#),
            (#"["\u12G4"]"#, 1, 3, #"invalid \u escape: expected 4 hexadecimal digits"#),
            (#"["\ud83d"]"#, 1, 3, #"unpaired surrogate \uD83D in a string"#),
            (#"["\ude00"]"#, 1, 3, #"unpaired surrogate \uDE00 in a string"#),
            ("[\"a\tb\"]", 1, 4, "control character U+0009 inside a string; write it as an escape"),
            ("[\"a\nb\"]", 1, 4, "line break inside a string (missing the closing '\"'?)"),
            ("\n\n   @", 3, 4, "expected a JSON value, found '@'"),
            ("\r\r[", 3, 2, "expected a JSON value, found end of input"),
            ("[1]\u{FEFF}", 1, 4, "unexpected text after the JSON value, found U+FEFF"),
            ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after an object member, found '\"'"),
            ("{\"é\": 1, \"é\": 2}", 1, 10, "duplicate key \"é\"; it is first used at line 1, column 2"),
        ]
        for (text, line, column, message) in cases {
            let error = syntaxError(text)
            #expect(error?.line == line, "\(text)")
            #expect(error?.column == column, "\(text)")
            #expect(error?.message == message, "\(text)")
        }
    }

    @Test func duplicateKeysAreReportedWithTheirPath() throws {
        let error = try #require(syntaxError(#"{"views": [{"name": "a"}, {"name": "b", "name": "c"}]}"#))
        #expect(error.kind == .duplicateKey)
        #expect(error.keyPath == "views[1].name")
        #expect(error.description == #"1:41: views[1].name: duplicate key "name"; it is first used at line 1, column 28"#)
        // The same key in different objects is fine.
        #expect(syntaxError(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#) == nil)
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "[", count: 100_000)
        let error = syntaxError(deep)
        #expect(error?.message == "arrays and objects are nested more than 256 levels deep")
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(syntaxError(fine) == nil)
    }

    // MARK: Writing

    @Test func numbersAreWrittenWithoutNeedlessFractions() {
        #expect(JSONValue.numberText(160) == "160")
        #expect(JSONValue.numberText(-8) == "-8")
        #expect(JSONValue.numberText(-0.0) == "0")
        #expect(JSONValue.numberText(0.5) == "0.5")
        #expect(JSONValue.numberText(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONValue.numberText(1.0 / 3.0) == "0.3333333333333333")
        #expect(JSONValue.numberText(1e15) == "1000000000000000")
        #expect(JSONValue.numberText(9_007_199_254_740_992) == "9007199254740992")
        #expect(JSONValue.numberText(1e16) == "1e+16")
        #expect(JSONValue.numberText(-2.5e300) == "-2.5e+300")
        #expect(JSONValue.numberText(1e-5) == "1e-05")
    }

    @Test func formattedIsPrettyPrintedWithTwoSpaces() {
        let value = JSONValue.object([
            (key: "b", value: .array([.number(1), .string("two"), .null])),
            (key: "a", value: .object([(key: "x", value: .bool(true))])),
            (key: "e", value: .array([])),
            (key: "o", value: .object([])),
        ])
        let expected = """
            {
              "b": [
                1,
                "two",
                null
              ],
              "a": {
                "x": true
              },
              "e": [],
              "o": {}
            }
            """
        #expect(value.formatted() == expected)
        #expect(JSONValue.number(.nan).formatted() == "null")
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}é😀").formatted() == #""a\"b\\c\nd\u0001é😀""#)
    }

    @Test func writtenTextReadsBackToTheSameValue() throws {
        let value = JSONValue.object([
            (key: "weird key \"\\\n", value: .string("\t\u{7F}\u{2028}")),
            (key: "numbers", value: .array([0.1, -2.5e-8, 1e300, 42, -0.0, .leastNonzeroMagnitude, 1e15, 1e16, 4503599627370497].map(JSONValue.number))),
            (key: "nested", value: .array([.array([.object([(key: "k", value: .null)])])])),
        ])
        #expect(try JSONValue.parse(value.formatted()) == value)
    }
}
