import Foundation
import Testing
import SwatchKit
@testable import SwatchSupport
import SwatchTestSupport

@Suite struct OrderedJSONTests {
    func parse(_ text: String) throws -> OrderedJSON {
        try OrderedJSONParser.parse(Array(text.utf8))
    }

    func error(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return (error as? OrderedJSONParser.SyntaxError)?.message }
    }

    @Test func objectsKeepTheirMemberOrder() throws {
        let value = try parse(#"{ "zebra": 1, "apple": [true, null, "x"], "mango": { "b": 2, "a": 1 } }"#)
        #expect(value.members?.map(\.key) == ["zebra", "apple", "mango"])
        #expect(value["mango"]?.members?.map(\.key) == ["b", "a"])
        #expect(value["apple"] == .array([.bool(true), .null, .string("x")]))
    }

    @Test(arguments: [0.1, 1.0 / 3, 46.0 / 255, 0.6, 1e-5, 123456789.125, -0.0392156862745098, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 0.9174875573251657])
    func numbersReadBackExactly(number: Double) throws {
        let text = OrderedJSON.numberText(number)
        #expect(try parse(text) == .number(number), "\(text)")
    }

    @Test func wholeNumbersHaveNoFraction() {
        #expect(OrderedJSON.numberText(1) == "1")
        #expect(OrderedJSON.numberText(-255) == "-255")
        #expect(OrderedJSON.numberText(0.5) == "0.5")
    }

    @Test func stringsUnescapeAndEscape() throws {
        let value = try parse(#""a\"b\\c\/d\n\u00e9\ud83c\udfa8""#)
        #expect(value == .string("a\"b\\c/d\né🎨"))
        #expect(OrderedJSON.quoted("a\"b\\c/d\né\u{1}") == #""a\"b\\c/d\né\u0001""#)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try OrderedJSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test func textIsIndentedWithScalarArraysAndReferencesOnOneLine() {
        let value = OrderedJSON.keyed([
            ("b", .array([.number(1), .number(0.5)])),
            ("a", .array([.keyed([("$ref", .string("x.json"))])])),
            ("c", .object([])),
        ])
        #expect(value.text == """
            {
              "b": [1, 0.5],
              "a": [
                {"$ref": "x.json"}
              ],
              "c": {}
            }

            """)
    }

    @Test(arguments: [
        ("{ \"a\": 1, }", "unexpected \"}\", expected a key in quotes at line 1, column 11"),
        ("{\n  \"a\": 1,\n  \"a\": 2\n}", "key \"a\" appears twice at line 3, column 3"),
        ("[1 2]", "unexpected \"2\", expected \",\" or \"]\" at line 1, column 4"),
        ("[01]", "a number must not start with 0 at line 1, column 2"),
        ("[1.]", "unexpected \"]\", expected a digit at line 1, column 4"),
        ("[1e999]", "1e999 is too large a number at line 1, column 2"),
        ("\"abc", "a string is not closed at line 1, column 1"),
        ("\"\\x\"", "\"\\x\" is not an escape at line 1, column 2"),
        ("\"\\ud800\"", "\\u escape d800 is not a character at line 1, column 8"),
        ("[tru]", "unexpected \"t\" at line 1, column 2"),
        ("{} {}", "unexpected \"{\" at line 1, column 4"),
        ("", "unexpected end of file at line 1, column 1"),
        ("[\"é\" x]", "unexpected \"x\", expected \",\" or \"]\" at line 1, column 6"),
    ])
    func syntaxErrorsSayWhatAndWhere(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    // Keys are looked up among an object's members up to 16, then in a set: a repeat is found on either side.
    @Test(arguments: [3, 16, 17, 40])
    func aRepeatedKeyIsFoundInObjectsOfAnySize(members: Int) throws {
        let keys = (0 ..< members).map { "\"k\($0)\": \($0)" }
        #expect(try parse("{" + keys.joined(separator: ", ") + "}").members?.map(\.key) == (0 ..< members).map { "k\($0)" })
        let repeated = "{" + (keys + ["\"k1\": 99"]).joined(separator: ",\n") + "}"
        #expect(error(repeated) == "key \"k1\" appears twice at line \(members + 1), column 1")
    }

    /// A key and its canonically equal twin are one key to swatch (Swift's strings), so the second is refused; the
    /// message names both spellings, the first first, where they differ, and keeps its place after a long key.
    @Test(arguments: [
        (#"{"\u00e9": 1, "e\u0301": 2}"#, ##"key "é" appears twice (also spelled "e\u{301}") at line 1, column 15"##),
        ("{\"e\u{301}\": 1,\n\"\u{E9}\": 2}", ##"key "e\u{301}" appears twice (also spelled "é") at line 2, column 1"##),
        ("{\"\u{212B}\": 1, \"\u{C5}\": 2}", ##"key "\u{212B}" appears twice (also spelled "Å") at line 1, column 10"##),
        (#"{"a\u001b[2J": 1, "a\u001b[2J": 2}"#, ##"key "a\u{1B}[2J" appears twice at line 1, column 19"##),
        (#"{"a\"b": 1, "a\"b": 2}"#, ##"key "a"b" appears twice at line 1, column 13"##),
        ("{\"" + String(repeating: "k", count: 100) + "\": 1, \"" + String(repeating: "k", count: 100) + "\": 2}",
         "key \"" + String(repeating: "k", count: 80) + "… (100 characters)\" appears twice at line 1, column 109"),
        ("[\"" + String(repeating: "9", count: 100_000) + "\", " + String(repeating: "9", count: 400) + "]",
         String(repeating: "9", count: 80) + "… (400 characters) is too large a number at line 1, column 100006"),
    ])
    func aRepeatedKeyIsNamedAsSpelt(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test func stringsWithAndWithoutEscapesAreCheckedAsUTF8() throws {
        #expect(try parse(#"["plain", "caf\u00e9 \"x\"", "", "\n"]"#) == .array([.string("plain"), .string("café \"x\""), .string(""), .string("\n")]))
        let invalid: [UInt8] = Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)
        let escapedInvalid: [UInt8] = Array("[\"\\n".utf8) + [0xC3] + Array("\"]".utf8)
        for bytes in [invalid, escapedInvalid] {
            #expect(throws: OrderedJSONParser.SyntaxError(message: "a string is not valid UTF-8 at line 1, column 2")) {
                try OrderedJSONParser.parse(bytes)
            }
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(error(deep) == "nested more than 256 levels deep at line 1, column 257")
    }
}
