import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// The hostile pass over Tokens Studio's modifiers and `rgba({alias}, alpha)`: chains through modifiers and number
/// references at `ResolutionLimits.maxDepth` and one past it, megabyte and 100,000-deep expressions, 100 KB names,
/// amounts that overflow, and many modified tokens. Each is one line (or a colour) in bounded time and stack.
@Suite struct TokensStudioModifierHostileTests {
    static let limit = ResolutionLimits.maxDepth

    static func modified(_ name: String, _ base: String, _ modify: String) -> String {
        #""\#(name)": {"value": "\#(base)", "type": "color", "$extensions": {"studio.tokens": {"modify": \#(modify)}}}"#
    }

    static func message(_ tokens: String) -> String? { TokenTestFiles.message("{\(tokens)}", name: "x.json") }

    /// `m<n>` mixes `#000000` with `m<n-1>` ... `m0`, a plain colour: a chain of `links` references through modifiers.
    static func mixChain(_ links: Int) -> String {
        let mixes = (1...links).map { modified("m\($0)", "#000000", #"{"type": "mix", "value": 1, "space": "srgb", "color": "{m\#($0 - 1)}"}"#) }
        return (["\"m0\": {\"value\": \"#FF0000\", \"type\": \"color\"}"] + mixes).joined(separator: ", ")
    }

    @Test func chainsThroughModifiersAreBounded() throws {
        let palette = try TokenTestFiles.load("{\(Self.mixChain(Self.limit))}", name: "x.json").palette
        #expect(palette.color(named: "m\(Self.limit)")?.value(for: .light).hex == "#FF0000FF")
        #expect(Self.message(Self.mixChain(Self.limit + 1)) == "x.json: m\(Self.limit + 1).value: a chain of more than \(Self.limit) references starts here")
        // Listed the other way round, the chain is followed from its start, with a list rather than the stack.
        let reversed = (0..<5_000).map { Self.modified("m\($0)", "#000000", #"{"type": "mix", "value": 1, "space": "srgb", "color": "{m\#($0 + 1)}"}"#) }
            + ["\"m5000\": {\"value\": \"#FF0000\", \"type\": \"color\"}"]
        #expect(Self.message(reversed.joined(separator: ", ")) == "x.json: m0.value: a chain of more than \(Self.limit) references starts here")
    }

    /// `n<k>` is `{n<k-1>} + 0.001` ... `n0`: a chain of number references.
    @Test func numberChainsAreBounded() throws {
        func chain(_ links: Int) -> String {
            let numbers = (1...links).map { "\"n\($0)\": {\"value\": \"{n\($0 - 1)} + 0.001\", \"type\": \"number\"}" }
            return (["\"n0\": {\"value\": 0, \"type\": \"number\"}"] + numbers).joined(separator: ", ")
                + ", " + Self.modified("c", "#000000", #"{"type": "lighten", "value": "{n\#(links)}", "space": "srgb"}"#)
        }
        #expect(try TokenTestFiles.load("{\(chain(Self.limit))}", name: "x.json").palette.color(named: "c")?.value(for: .light).hex == "#414141FF")
        #expect(Self.message(chain(Self.limit + 1)) == "x.json: n\(Self.limit + 1).value: a chain of more than \(Self.limit) references starts here")
    }

    /// A megabyte expression, 100,000 parentheses, a 100 KB reference name: one short line each, at once.
    @Test func hugeExpressionsAreOneShortLine() throws {
        let megabyte = String(repeating: "1+", count: 500_000) + "1"
        let long = Self.message(Self.modified("c", "#000000", #"{"type": "lighten", "value": "\#(megabyte)", "space": "srgb"}"#))
        #expect(long == "x.json: c.$extensions.studio.tokens.modify.value: \"\(megabyte.prefix(80))… (1000001 characters)\": longer than 1000 characters")
        let deep = String(repeating: "(", count: 100_000) + "0.5" + String(repeating: ")", count: 100_000)
        #expect(Self.message(Self.modified("c", "#000000", #"{"type": "lighten", "value": "\#(deep)", "space": "srgb"}"#))?
            .hasSuffix("(200003 characters)\": longer than 1000 characters") == true)
        let nested = String(repeating: "(", count: 400) + "0.5" + String(repeating: ")", count: 400)
        #expect(Self.message(Self.modified("c", "#000000", #"{"type": "lighten", "value": "\#(nested)", "space": "srgb"}"#))?
            .hasSuffix("(803 characters)\": nested more than 64 levels deep") == true)
        let name = String(repeating: "n", count: 100_000)
        #expect(Self.message(Self.modified("c", "#000000", #"{"type": "lighten", "value": "{\#(name)} * 2", "space": "srgb"}"#))
                == "x.json: c.$extensions.studio.tokens.modify.value: \"{\(name.prefix(79))… (100006 characters)\": longer than 1000 characters")
        #expect(Self.message(Self.modified("c", "#000000", #"{"type": "lighten", "value": "{\#(name)}", "space": "srgb"}"#))
                == "x.json: c.$extensions.studio.tokens.modify.value: {\(name.prefix(79))… (100002 characters) does not name a token")
        #expect(Self.message(Self.modified("c", "#000000", #"{"type": "mix", "value": 0.5, "space": "srgb", "color": "rgba({\#(name)}, 0.5)"}"#))
                == "x.json: c.$extensions.studio.tokens.modify.color: {\(name.prefix(79))… (100002 characters) does not name a token")
        #expect(Self.message(Self.modified("c", "#000000", #"{"type": "\#(name)", "value": 0.5, "space": "srgb"}"#))
                == "x.json: c.$extensions.studio.tokens.modify.type: \"\(name.prefix(80))… (100000 characters)\" is not a modifier swatch can compute (expected lighten, darken, mix, alpha)")
        let alpha = String(repeating: "9", count: 1_000_000)
        #expect(Self.message(##""b": {"value": "#000000", "type": "color"}, "c": {"value": "rgba({b}, \##(alpha))", "type": "color"}"##)?.count ?? 1000 < 300)
    }

    /// Amounts far out of range: clamped where sd-transforms clamps (to white, black, 0 or 1), refused where the
    /// colour would leave the numbers; NaN and infinities never get in.
    @Test(arguments: [
        (#"{"type": "lighten", "value": "1e300", "space": "hsl"}"#, "#FFFFFFFF"), (#"{"type": "darken", "value": 1e300, "space": "lch"}"#, "#000000FF"),
        (#"{"type": "lighten", "value": 1e300, "space": "p3"}"#, "#FFFFFFFF"), (#"{"type": "mix", "value": -5, "space": "srgb", "color": "{w}"}"#, "#C14242FF"),
        (#"{"type": "mix", "value": 5, "space": "hsl", "color": "{w}"}"#, "#FFFFFFFF"), (#"{"type": "alpha", "value": -1, "space": "srgb"}"#, "#C1424200"),
        (#"{"type": "alpha", "value": "9^9", "space": "lch"}"#, "#C14242FF"),
    ])
    func extremeAmountsClamp(modify: String, hex: String) throws {
        let tokens = ##""w": {"value": "#FFFFFF", "type": "color"}, "## + Self.modified("c", "#C14242", modify)
        #expect(try TokenTestFiles.load("{\(tokens)}", name: "x.json").palette.color(named: "c")?.value(for: .light).hex == hex)
    }

    /// A negative amount pushes lightness or channels past the end (sd-transforms clamps only the far side): the
    /// colour is clipped into sRGB with the usual warning (or, where converting it would leave the numbers, refused).
    @Test(arguments: ["hsl", "lch", "srgb"]) func negativeAmountsClip(space: String) throws {
        let load = try TokenTestFiles.load("{" + Self.modified("c", "#C14242", #"{"type": "lighten", "value": -1e300, "space": "\#(space)"}"#) + "}", name: "x.json")
        #expect(load.palette.color(named: "c") != nil)
        #expect(load.warnings.count == 1 && load.warnings[0].text.hasSuffix("colour is outside sRGB and was clipped"))
    }

    @Test(arguments: [
        (#"{"type": "lighten", "value": -1e300, "space": "p3"}"#, "x.json: c.$extensions.studio.tokens.modify: the colour is too far out of range to modify"),
        (#"{"type": "lighten", "value": "-1e308 * 10", "space": "srgb"}"#, #"x.json: c.$extensions.studio.tokens.modify.value: "-1e308 * 10": is too large (beyond the largest number)"#),
        (#"{"type": "lighten", "value": "0/0", "space": "srgb"}"#, #"x.json: c.$extensions.studio.tokens.modify.value: "0/0": division by zero"#),
        (#"{"type": "lighten", "value": "NaN", "space": "srgb"}"#, #"x.json: c.$extensions.studio.tokens.modify.value: "NaN": "NaN" is not a function swatch knows (abs, ceil, clamped, floor, lerp, max, min, norm, pow, round, roundTo, sqrt, PI, E)"#),
        (#"{"type": "lighten", "value": "Infinity", "space": "srgb"}"#, #"x.json: c.$extensions.studio.tokens.modify.value: "Infinity": "Infinity" is not a function swatch knows (abs, ceil, clamped, floor, lerp, max, min, norm, pow, round, roundTo, sqrt, PI, E)"#),
        (#"{"type": "lighten", "value": null, "space": "srgb"}"#, "x.json: c.$extensions.studio.tokens.modify.value: null: is not a number or an expression"),
        (#"{"type": "lighten", "value": [0.5], "space": "srgb"}"#, "x.json: c.$extensions.studio.tokens.modify.value: [...]: is not a number or an expression"),
        (#"{"type": "lighten", "value": "", "space": "srgb"}"#, #"x.json: c.$extensions.studio.tokens.modify.value: "": ends where a value was expected"#),
        (#"{"type": ["lighten"], "value": 1, "space": "srgb"}"#, "x.json: c.$extensions.studio.tokens.modify.type: [...] is not a string"),
    ])
    func extremeAmountsRefused(modify: String, expected: String) {
        #expect(Self.message(Self.modified("c", "#C14242", modify)) == expected)
    }

    /// 20,000 modified tokens sharing a number and a mix colour, each its own modifier: linear, each number and
    /// colour worked out once.
    @Test func manyModifiedTokens() throws {
        let count = 20_000
        let tokens = (0..<count).map { Self.modified("t\($0)", "{base}", #"{"type": "mix", "value": "{ratio} * 0.5", "space": "lch", "color": "{white}"}"#) }
        let text = "{" + (["\"ratio\": {\"value\": \"1 - 0\", \"type\": \"number\"}", "\"base\": {\"value\": \"#000000\", \"type\": \"color\"}",
                           "\"white\": {\"value\": \"#FFFFFF\", \"type\": \"color\"}"] + tokens).joined(separator: ", ") + "}"
        let palette = try TokenTestFiles.load(text, name: "x.json").palette
        #expect(palette.colorCount == count + 2)
        #expect(palette.color(named: "t\(count - 1)")?.value(for: .light).hex == palette.color(named: "t0")?.value(for: .light).hex)
    }
}
