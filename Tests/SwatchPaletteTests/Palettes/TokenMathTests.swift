import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// `TokenMath`: expr-eval's arithmetic as Tokens Studio's values use it, and the hostile pass over it: what is
/// refused, in one problem each, and expressions that are deep, long or overflow.
@Suite struct TokenMathTests {
    @Test(arguments: [
        ("0.5 + 6 * 0.04", 0.74), ("0.5 - 0.3", 0.2), ("(0.5 + 6 * 0.04)", 0.74), ("2 + 3 * 4", 14), ("(2 + 3) * 4", 20),
        ("-2^2", -4), ("2^3^2", 512), ("2^-1", 0.5), ("--1", 1), ("+-+1", -1), ("10 % 4", 2), ("-7 % 3", -1), ("1 / 3", 0.3333),
        ("2 / 3", 0.6667), (".5", 0.5), ("5.", 5), ("1e-2 * 10", 0.1), ("2E1", 20), ("min(1, 0.25, 2)", 0.25), ("max(0.1)", 0.1),
        ("abs(-0.3)", 0.3), ("ceil(0.2)", 1), ("floor(0.8)", 0), ("round(2.5)", 3), ("round(-2.5)", -2), ("sqrt(0.25)", 0.5),
        ("pow(2, 10)", 1024), ("roundTo(0.123456, 2)", 0.12), ("roundTo(1.5)", 2), ("clamped(1.7, 0, 1)", 1), ("clamped(-1, 0, 1)", 0),
        ("lerp(0.25, 0, 0.8)", 0.2), ("norm(5, 0, 10)", 0.5), ("PI", 3.1416), ("E", 2.7183), ("\t1\n+\r1 ", 2), ("{a} * 2", 0.6),
        ("({a} + {b}) / 2", 0.4),
    ])
    func evaluates(text: String, value: Double) throws {
        #expect(try TokenMath.evaluate(text, values: ["{a}": 0.3, "{b}": 0.5]) == value)
    }

    /// sd-transforms rounds a computed value to 4 decimals with JavaScript's `toFixed(4)`: a tie away from zero.
    @Test func fourDecimals() {
        #expect(TokenMath.fixed(0.03125) == 0.0313 && TokenMath.fixed(-0.03125) == -0.0313 && TokenMath.fixed(0.74) == 0.74)
        #expect(TokenMath.fixed(1e300) == 1e300)
    }

    /// A plain decimal is used as it is, without rounding (`Number()`); anything else is an expression or nothing.
    @Test func plainNumbers() {
        #expect(TokenMath.plainNumber(" 0.123456 ") == 0.123456 && TokenMath.plainNumber("-1e-3") == -0.001 && TokenMath.plainNumber(".5") == 0.5)
        for text in ["", " ", "Infinity", "NaN", "0x10", "1e999", "1 + 1", "20%", "1,5", "--1"] { #expect(TokenMath.plainNumber(text) == nil, "\(text)") }
    }

    @Test(arguments: [
        ("1 / 0", "division by zero"), ("1 % 0", "remainder of a division by zero"), ("norm(1, 2, 2)", "division by zero (norm of an empty range)"),
        ("sqrt(-1)", "is not a number (NaN)"), ("1e308 * 10", "is too large (beyond the largest number)"), ("10^400", "is too large (beyond the largest number)"),
        ("1e999", "is too large (beyond the largest number)"), ("2px", #"has a unit ("2px"); a modifier takes plain numbers"#),
        ("20%", #"has a unit ("20%"); a modifier takes plain numbers"#), ("0x10", #"has a unit ("0x10"); a modifier takes plain numbers"#),
        ("", "ends where a value was expected"), ("1 +", "ends where a value was expected"), ("(1", #"a "(" is not closed"#), ("1)", #"unexpected ")""#),
        ("1 2", #"unexpected "2""#), ("1 == 1", #"unexpected "=""#), ("'a'", #"unexpected "'""#), (".", #"unexpected ".""#),
        ("x", #""x" is not a function swatch knows (abs, ceil, clamped, floor, lerp, max, min, norm, pow, round, roundTo, sqrt, PI, E)"#),
        ("sin(1)", #""sin" is not a function swatch knows (abs, ceil, clamped, floor, lerp, max, min, norm, pow, round, roundTo, sqrt, PI, E)"#),
        ("sqrt 4", "sqrt takes its values in parentheses, sqrt(...)"), ("min()", "min takes at least 1 value, not 0"),
        ("pow(1)", "pow takes 2 values, not 1"), ("roundTo(1, 2, 3)", "roundTo takes 1 or 2 values, not 3"),
        ("roundTo(1, 0.5)", "roundTo takes a whole number of decimals up to 20, not 0.5"), ("min(1", #"a "(" is not closed"#),
        ("{c}", "{c} is not a reference swatch followed"), ("{c", #"a "{" is not closed"#), ("1 \u{1B}[31m", #"unexpected "\u001b""#),
    ])
    func refuses(text: String, problem: String) {
        #expect(throws: TokenMath.Problem(MessageText(verbatim: problem))) { try TokenMath.evaluate(text, values: ["{a}": 0.3]) }
    }

    /// Nesting: 64 levels read, deeper is refused at once, whatever the depth (100,000 parentheses, signs or powers),
    /// without recursing that deep.
    @Test func nestingIsBounded() throws {
        let limit = TokenMath.maxDepth
        #expect(try TokenMath.evaluate(String(repeating: "(", count: limit) + "1" + String(repeating: ")", count: limit)) == 1)
        #expect(try TokenMath.evaluate(String(repeating: "-", count: limit) + "1") == 1)
        let deep: MessageText = "nested more than \(limit) levels deep"
        #expect(throws: TokenMath.Problem(deep)) { try TokenMath.evaluate(String(repeating: "(", count: limit + 1) + "1" + String(repeating: ")", count: limit + 1)) }
        #expect(throws: TokenMath.Problem("longer than 1000 characters")) { try TokenMath.evaluate(String(repeating: "(", count: 100_000) + "1") }
        #expect(throws: TokenMath.Problem(deep)) { try TokenMath.evaluate(String(repeating: "(", count: 900) + "1") }
        #expect(throws: TokenMath.Problem(deep)) { try TokenMath.evaluate(String(repeating: "-", count: 900) + "1") }
        #expect(throws: TokenMath.Problem(deep)) { try TokenMath.evaluate(Array(repeating: "2", count: 400).joined(separator: "^")) }
        #expect(throws: TokenMath.Problem(deep)) { try TokenMath.evaluate(String(repeating: "abs(", count: 150) + "1" + String(repeating: ")", count: 150)) }
    }

    /// Long expressions: 1,000 bytes read (linear time), longer ones are refused before anything is read.
    @Test func lengthIsBounded() throws {
        let sum = Array(repeating: "1", count: 500).joined(separator: "+")
        #expect(sum.utf8.count == 999)
        #expect(try TokenMath.evaluate(sum) == 500)
        let megabyte = String(repeating: "1+", count: 500_000) + "1"
        #expect(throws: TokenMath.Problem("longer than 1000 characters")) { try TokenMath.evaluate(megabyte) }
        // Refused before any of it is read: 1,001 bytes wrong from the first are refused for their length, not their syntax.
        #expect(throws: TokenMath.Problem("longer than 1000 characters")) { try TokenMath.evaluate(String(repeating: ")", count: 1_001)) }
        #expect(throws: TokenMath.Problem("longer than 1000 characters")) { try TokenMath.evaluate(String(repeating: "(", count: 1_001)) }
        #expect(TokenMath.references(in: "{a} + {b} * {a} + {unclosed") == ["{a}", "{b}"])
    }
}
