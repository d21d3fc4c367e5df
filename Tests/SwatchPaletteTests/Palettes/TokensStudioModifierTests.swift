import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Tokens Studio's colour modifiers and `rgba({alias}, alpha)` beyond the published cases: references in every
/// place they may be, chains, what exports keep, and every modifier swatch cannot compute as one line naming the
/// file and the key path.
@Suite struct TokensStudioModifierTests {
    /// A legacy-form file of `tokens` (JSON members) read, and its colour `name`'s light hex.
    static func hex(_ name: String, _ tokens: String) throws -> String? {
        try TokenTestFiles.load("{\(tokens)}", name: "x.json").palette.color(named: name)?.value(for: .light).hex
    }

    static func modified(_ base: String, _ modify: String) -> String {
        #""c": {"value": "\#(base)", "type": "color", "$extensions": {"studio.tokens": {"modify": \#(modify)}}}"#
    }

    static func message(_ tokens: String) -> String? { TokenTestFiles.message("{\(tokens)}", name: "x.json") }

    /// A token darkened by 0.2 is not its base any more (the issue's report), in either key form.
    @Test func aModifierChangesTheColour() throws {
        #expect(try Self.hex("c", Self.modified("#C14242", #"{"type": "darken", "value": 0.2, "space": "srgb"}"#)) == "#9A3535FF")
        let dtcg = ##"{"c": {"$value": "#C14242", "$type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "srgb"}}}}}"##
        #expect(try TokenTestFiles.load(dtcg).palette.color(named: "c")?.value(for: .light).hex == "#9A3535FF")
    }

    /// `value` as a reference to a number token (a string or JSON number, another reference, an expression), and
    /// references inside an expression, across groups.
    @Test func valuesReferToNumbers() throws {
        let numbers = #""ratio": {"value": 0.2, "type": "number"}, "r2": {"value": "{ratio}", "type": "number"}, "r3": {"value": "{r2} * 0 + 0.1 * 2", "type": "other"}, "step": {"value": "0.04", "type": "number"}"#
        for value in ["{ratio}", "{r2}", "{r3}", "{ratio} + 0", "({step} * 5)", "1 - 4 * {ratio}"] {
            #expect(try Self.hex("c", numbers + ", " + Self.modified("#C14242", #"{"type": "darken", "value": "\#(value)", "space": "srgb"}"#)) == "#9A3535FF",
                    "\(value)")
        }
    }

    /// `mix`'s colour as an alias, an alias of an alias, Tokens Studio's rgba() of an alias, or a value of its own.
    @Test func mixColoursReferToColours() throws {
        let colours = ##""white": {"value": "#FFFFFF", "type": "color"}, "paper": {"value": "{white}", "type": "color"}, "##
        for color in ["{white}", "{paper}", "rgba({paper}, 1)", "#FFFFFF", "#fff", "rgb(255, 255, 255)"] {
            #expect(try Self.hex("c", colours + Self.modified("#000000", #"{"type": "mix", "value": 0.5, "space": "srgb", "color": "\#(color)"}"#)) == "#808080FF",
                    "\(color)")
        }
        // A mix colour with its own alpha mixes the alpha too (colorjs's mix does not premultiply).
        #expect(try Self.hex("c", Self.modified("#000000", ##"{"type": "mix", "value": 0.5, "space": "srgb", "color": "#FFFFFF00"}"##)) == "#80808080")
    }

    /// Modifiers compose along aliases: an alias of a modified token takes the modified colour, and may modify it again.
    @Test func modifiersChainThroughAliases() throws {
        let tokens = ##""base": {"value": "#FF0000", "type": "color"}, "dim": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.5", "space": "srgb"}}}}, "alias": {"value": "{dim}", "type": "color"}, "dimmer": {"value": "{alias}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}, "mixed": {"value": "#000000", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "1", "space": "srgb", "color": "{dimmer}"}}}}"##
        let palette = try TokenTestFiles.load("{\(tokens)}", name: "x.json").palette
        #expect(palette.color(named: "dim")?.value(for: .light).hex == "#800000FF")
        #expect(palette.color(named: "alias")?.value(for: .light).hex == "#800000FF")
        #expect(palette.color(named: "dimmer")?.value(for: .light).hex == "#80000080")
        #expect(palette.color(named: "mixed")?.value(for: .light).hex == "#80000080")
    }

    /// A `p3` result keeps its Display P3 components for exports, as a display-p3 token does; other spaces give sRGB.
    @Test func p3ResultsStayP3() throws {
        let palette = try TokenTestFiles.load("{" + Self.modified("#C14242", #"{"type": "lighten", "value": "0.2", "space": "p3"}"#) + "}", name: "x.json").palette
        let source = try #require(palette.color(named: "c")).source(for: .light)
        #expect(source.space == .displayP3)
        #expect(abs(source.red - 0.76016) < 1e-4 && abs(source.green - 0.43532) < 1e-4 && abs(source.blue - 0.42213) < 1e-4)
        let hsl = try TokenTestFiles.load("{" + Self.modified("#C14242", #"{"type": "lighten", "value": "0.2", "space": "hsl"}"#) + "}", name: "x.json").palette
        #expect(try #require(hsl.color(named: "c")).source(for: .light).space == .srgb)
    }

    /// Tokens Studio's `rgba({alias}, alpha)`: the alias's colour with the alpha replaced, the alpha a number, a
    /// percentage or a reference to a number or percentage token (`rgba({alias}, {opacity})`).
    @Test func rgbaOfAnAlias() throws {
        let tokens = ##""blue": {"value": "#0000FF80", "type": "color"}, "o": {"value": "0.6", "type": "opacity"}, "pc": {"value": "25%", "type": "opacity"}, "n": {"value": 0.5, "type": "number"}, "##
        for (value, hex) in [("rgba({blue}, 0.6)", "#0000FF99"), ("rgba({blue},60%)", "#0000FF99"), ("rgba( {blue} , {o} )", "#0000FF99"),
                             ("rgba({blue}, {pc})", "#0000FF40"), ("rgba({blue}, {n})", "#0000FF80"), ("RGBA({blue}, 1)", "#0000FFFF"),
                             ("rgb({blue}, 0)", "#0000FF00")] {
            #expect(try Self.hex("c", tokens + #""c": {"value": "\#(value)", "type": "color"}"#) == hex, "\(value)")
        }
        // A Display P3 colour keeps its space.
        let p3 = try TokenTestFiles.load(##"{"$type": "color", "p": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}, "c": {"$value": "rgba({p}, 0.5)"}}"##).palette
        #expect(try #require(p3.color(named: "c")).source(for: .light).space == .displayP3)
    }

    /// The sample's modifiers and `rgba()` aliases, in both appearances, with no warning of their own.
    @Test func theSampleShowsItsModifiers() throws {
        let load = try PaletteReader.read(path: TokensStudioLegacyTests.sample, system: TokensStudioLegacyTests.system)
        #expect(load.warnings.count == 1 && load.warnings[0].text.contains(#"theme "HC Dark" is not an appearance"#))
        let expected: [String: [String: String]] = [
            "pressed": ["light": "#0046F2FF", "dark": "#336EFFFF"], "tint": ["light": "#E6EDFFFF", "dark": "#293248FF"],
            "deep": ["light": "#214BB3FF", "dark": "#5973B3FF"], "raised": ["light": "#EAEBEDFF", "dark": "#232529FF"],
            "scrim": ["light": "#00000066", "dark": "#00000099"], "tertiary": ["light": "#14161A4D", "dark": "#F5F6F84D"],
        ]
        for (name, values) in expected { #expect(load.palette.color(named: name)?.hexValues == values, "\(name)") }
        #expect(try #require(load.palette.color(named: "deep")).source(for: .light).space == .displayP3)
    }

    /// A modified colour outside sRGB is clipped with the usual warning, naming the modifier.
    @Test func outOfGamutResultsWarn() throws {
        let load = try TokenTestFiles.load("{" + Self.modified("#00FF00", ##"{"type": "mix", "value": "0.5", "space": "lch", "color": "#FF00FF"}"##) + "}", name: "x.json")
        #expect(load.warnings == ["x.json: c.$extensions.studio.tokens.modify: lch colour is outside sRGB and was clipped"])
    }

    static let path = "x.json: c.$extensions.studio.tokens.modify"

    @Test(arguments: [
        (#"{"type": "saturate", "value": 0.2, "space": "srgb"}"#, #"\#(path).type: "saturate" is not a modifier swatch can compute (expected lighten, darken, mix, alpha)"#),
        (#"{"type": "", "value": 0.2, "space": "hsl"}"#, #"\#(path).type: "" is not a modifier swatch can compute (expected lighten, darken, mix, alpha)"#),
        (#"{"type": "darken", "value": 0.2, "space": "oklch"}"#, #"\#(path).space: "oklch" is not a modifier space (expected srgb, hsl, lch, p3)"#),
        (#"{"type": "darken", "value": 0.2, "space": ""}"#, #"\#(path).space: "" is not a modifier space (expected srgb, hsl, lch, p3)"#),
        (#"{"type": "alpha", "value": 0.2}"#, "\(path).space: missing"),
        (#"{"type": "darken", "space": "srgb"}"#, "\(path).value: missing"),
        (#"{"value": 0.2, "space": "srgb"}"#, "\(path).type: missing"),
        (#"{"type": "mix", "value": 0.2, "space": "srgb"}"#, "\(path).color: missing (mix needs the colour to mix with)"),
        (#"{"type": "darken", "value": 0.2, "space": "srgb", "amount": 1}"#, "\(path).amount: unknown key (expected one of color, format, space, type, value)"),
        (#"{"type": "darken", "value": true, "space": "srgb"}"#, "\(path).value: true: is not a number or an expression"),
        (#"{"type": "darken", "value": {}, "space": "srgb"}"#, "\(path).value: {...}: is not a number or an expression"),
        (#"{"type": "darken", "value": "20%", "space": "srgb"}"#, #"\#(path).value: "20%": a percentage; a modifier's value is a fraction (0.2, not 20%)"#),
        (#"{"type": "darken", "value": "1 / (1 - 1)", "space": "srgb"}"#, #"\#(path).value: "1 / (1 - 1)": division by zero"#),
        (#"{"type": "darken", "value": "abc", "space": "srgb"}"#, #"\#(path).value: "abc": "abc" is not a function swatch knows (abs, ceil, clamped, floor, lerp, max, min, norm, pow, round, roundTo, sqrt, PI, E)"#),
        (#"{"type": "darken", "value": "{nope}", "space": "srgb"}"#, "\(path).value: {nope} does not name a token"),
        (#"{"type": "darken", "value": "{g}", "space": "srgb"}"#, "\(path).value: {g} is a group, not a token"),
        (#"{"type": "darken", "value": "{red}", "space": "srgb"}"#, "\(path).value: {red} is a color token, not a number"),
        (#"{"type": "darken", "value": "{pc}", "space": "srgb"}"#, #"\#(path).value: "{pc}": {pc} is a percentage; a modifier's value is a fraction"#),
        (#"{"type": "darken", "value": "{pc} * 2", "space": "srgb"}"#, #"\#(path).value: "{pc} * 2": {pc} is a percentage, which an expression cannot use"#),
        (#"{"type": "mix", "value": 0.5, "space": "srgb", "color": "{ratio}"}"#, "\(path).color: {ratio} is a number token, not a color token"),
        (#"{"type": "mix", "value": 0.5, "space": "srgb", "color": "red"}"#, #"\#(path).color: "red" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"#),
        (#""{nope}""#, "\(path): {nope} does not name a token"),
        (#""{red}""#, ##"x.json: red.value: "#FF0000" is not a modifier (expected {type, value, space} or a reference {group.token})"##),
        (#"7"#, "\(path): 7 is not an object"),
    ])
    func refusedModifiers(modify: String, expected: String) {
        let others = ##""red": {"value": "#FF0000", "type": "color"}, "ratio": {"value": 0.2, "type": "number"}, "pc": {"value": "25%", "type": "opacity"}, "g": {"x": {"value": 1, "type": "number"}}, "##
        let message = Self.message(others + Self.modified("#C14242", modify))
        #expect(message == expected)
    }

    /// Cycles through modifiers, of numbers and of modifier references, and Tokens Studio's key written nested.
    @Test func cyclesAndNestedKeys() {
        #expect(Self.message(##""a": {"value": "#FFFFFF", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": 0.5, "space": "srgb", "color": "{b}"}}}}, "b": {"value": "{a}", "type": "color"}"##)
                == "x.json: a.$extensions.studio.tokens.modify.color: reference cycle: {a} → {b} → {a}")
        #expect(Self.message(#""b": {"value": "{a}", "type": "color"}, "a": {"value": "rgba({b}, 0.5)", "type": "color"}"#)
                == "x.json: b.value: reference cycle: {b} → {a} → {b}")
        #expect(Self.message(#""n": {"value": "{m} + 1", "type": "number"}, "m": {"value": "{n} * 2", "type": "number"}, "# + Self.modified("#000000", #"{"type": "lighten", "value": "{n}", "space": "srgb"}"#))
                == "x.json: n.value: reference cycle: {n} → {m} → {n}")
        #expect(Self.message(#""m1": {"value": "{m2}", "type": "other"}, "m2": {"value": "{m1}", "type": "other"}, "# + Self.modified("#000000", #""{m1}""#))
                == "x.json: m2.value: {m1}: the modifiers refer to each other in a cycle")
        #expect(Self.message(##""c": {"value": "#000000", "type": "color", "$extensions": {"studio": {"tokens": {"modify": {"type": "lighten", "value": 0.5, "space": "srgb"}}}}}"##)
                == #"x.json: c.$extensions.studio.tokens.modify: not read: Tokens Studio writes its modifier under the one key "studio.tokens" ($extensions["studio.tokens"].modify)"#)
    }

    /// Tokens Studio's `rgba()` of an alias that cannot be read: one line each.
    @Test(arguments: [
        ("rgba({nope}, 0.5)", "x.json: c.value: {nope} does not name a token"),
        ("rgba({n}, 0.5)", "x.json: c.value: {n} is a number token, not a color token"),
        ("rgba({blue}, 1.5)", #"x.json: c.value: "rgba({blue}, 1.5)": the alpha 1.5 is out of range (0 to 1)"#),
        ("rgba({blue}, abc)", #"x.json: c.value: "rgba({blue}, abc)": "abc" is not a function swatch knows (abs, ceil, clamped, floor, lerp, max, min, norm, pow, round, roundTo, sqrt, PI, E)"#),
        ("rgba({blue}, {blue})", "x.json: c.value: {blue} is a color token, not a number"),
        ("rgba(#12345, 0.5)", ##"x.json: c.value: "rgba(#12345, 0.5)": "#12345" is not a hex colour (#RGB or #RRGGBB)"##),
        ("rgba({blue}, 0.5, 1)", #"x.json: c.value: "rgba({blue}, 0.5, 1)" is not a colour (expected Tokens Studio's rgba({group.token}, alpha) or rgba(#RRGGBB, alpha), or rgba(r, g, b, a) of numbers)"#),
    ])
    func refusedRGBA(value: String, expected: String) {
        let message = Self.message(##""blue": {"value": "#0000FF", "type": "color"}, "n": {"value": 1, "type": "number"}, "c": {"value": "\##(value)", "type": "color"}"##)
        #expect(message == expected)
    }
}
