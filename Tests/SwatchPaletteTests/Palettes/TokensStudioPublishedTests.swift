import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Tokens Studio's colour modifiers and `rgba(#hex, alpha)` against the cases `@tokens-studio/sd-transforms` publishes
/// with its own test suite: version 2.0.3, commit 5066620531629a0e6a2f89f4365e1ad40d0c9216 of
/// github.com/tokens-studio/sd-transforms (MIT licence). Each case's input and expected output are copied from the
/// file and test named beside it, as data; the expected output is what that test asserts, a CSS colour in the
/// modifier's space (`hsl(0 50.598% 60.627%)`), a hex code where the test asks sd-transforms for one, or a
/// `UIColor(...)` line. The test reads the expected output into bytes with swatch's own readers of those spaces
/// (the design-token colour module's hsl, lch and display-p3) and requires swatch's colour within one 8-bit step of
/// it in every channel.
@Suite struct TokensStudioPublishedTests {
    /// One published case: a token of colour `base` with `modify` (JSON), and the output sd-transforms publishes.
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let base: String
        let modify: String
        let expected: String

        var testDescription: String { "\(source): \(modify) → \(expected)" }
    }

    static let spec = "test/spec/color-modifiers/transformColorModifiers.spec.ts"

    /// `modify` of `type`, `value` and `space` (and `color`), as the spec's `token(space)` helpers build it.
    static func modify(_ type: String, _ value: String, _ space: String, color: String? = nil) -> String {
        #"{"type": "\#(type)", "value": "\#(value)", "space": "\#(space)"\#(color.map { #", "color": "\#($0)""# } ?? "")}"#
    }

    /// Four cases of one `it(...)`, one per space in the spec's order of assertions (hsl, lch, p3, srgb).
    static func fourSpaces(_ test: String, base: String, type: String, value: String, color: String? = nil, _ expected: [String]) -> [Case] {
        zip(["hsl", "lch", "p3", "srgb"], expected).map { space, output in
            Case(source: "\(spec): \(test)", base: base, modify: modify(type, value, space, color: color), expected: output)
        }
    }

    static let cases: [Case] =
        fourSpaces("lighten › supports lighten color modifiers in all 4 spaces", base: "#C14242", type: "lighten", value: "0.2",
                   ["hsl(0 50.598% 60.627%)", "lch(57.685 47.48 29.704)", "color(display-p3 0.76016 0.43532 0.42213)", "rgb(80.549% 40.706% 40.706%)"])
        + fourSpaces("lighten › supports lighten color modifiers in all 4 spaces with value calculation", base: "#C14242", type: "lighten", value: "0.5 - 0.3",
                     ["hsl(0 50.598% 60.627%)", "lch(57.685 47.48 29.704)", "color(display-p3 0.76016 0.43532 0.42213)", "rgb(80.549% 40.706% 40.706%)"])
        + fourSpaces("darken › supports darken color modifiers in all 4 spaces", base: "#C14242", type: "darken", value: "0.2",
                     ["hsl(0 50.598% 40.627%)", "lch(37.685 47.48 29.704)", "color(display-p3 0.56016 0.23532 0.22213)", "rgb(60.549% 20.706% 20.706%)"])
        + fourSpaces("darken › supports darken color modifiers in all 4 spaces with value calculation", base: "#C14242", type: "darken", value: "0.5 - 0.3",
                     ["hsl(0 50.598% 40.627%)", "lch(37.685 47.48 29.704)", "color(display-p3 0.56016 0.23532 0.22213)", "rgb(60.549% 20.706% 20.706%)"])
        + fourSpaces("mix › supports mix color modifiers in all 4 spaces", base: "#000000", type: "mix", value: "0.5", color: "#FFFFFF",
                     ["hsl(none 0% 50%)", "lch(50 0 none)", "color(display-p3 0.5 0.5 0.5)", "rgb(50% 50% 50%)"])
        + fourSpaces("mix › supports mix color modifiers in all 4 spaces with value calculation", base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04",
                     color: "#4477DD", ["hsl(220 51.231% 67.933%)", "lch(63.417 43.678 278.69)", "color(display-p3 0.49226 0.60164 0.88112)",
                                        "rgb(45.733% 60.533% 90.133%)"])
        + [Case(source: "\(spec): mix › supports mix color modifiers in all 4 spaces with value calculation (format hex)", base: "#FFFFFF",
                modify: ##"{"type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "srgb", "format": "hex"}"##, expected: "#759ae6")]
        + fourSpaces("transparentize › supports transparentize color modifiers in all 4 spaces", base: "#C14242", type: "alpha", value: "0.2",
                     ["hsl(0 50.598% 50.784% / 0.2)", "lch(47.107 59.35 29.704 / 0.2)", "color(display-p3 0.7002 0.29415 0.27766 / 0.2)",
                      "rgb(75.686% 25.882% 25.882% / 0.2)"])
        + fourSpaces("transparentize › supports transparentize color modifiers in all 4 spaces with value calculation", base: "#C14242", type: "alpha",
                     value: "0.5 - 0.3", ["hsl(0 50.598% 50.784% / 0.2)", "lch(47.107 59.35 29.704 / 0.2)",
                                          "color(display-p3 0.7002 0.29415 0.27766 / 0.2)", "rgb(75.686% 25.882% 25.882% / 0.2)"])
        // "allows passing an output format": darken 0.2 in srgb, written as its space, as hsl and as hex.
        + ["rgb(60.549% 20.706% 20.706%)", "hsl(0 49.035% 40.627%)", "#9a3535"].map {
            Case(source: "\(spec): allows passing an output format", base: "#C14242", modify: modify("darken", "0.2", "srgb"), expected: $0)
        }
        // "allows passing an output format as an option": darken 0.2 in each space, written as hex, hsl, lch, p3 and srgb.
        + formatOption("hex", ["#9c3333", "#983735", "#9b3535", "#9a3535"])
        + formatOption("hsl", ["hsl(0 50.598% 40.627%)", "hsl(0.84955 47.88% 40.252%)", "hsl(0.05177 48.997% 40.665%)", "hsl(0 49.035% 40.627%)"])
        + formatOption("lch", ["lch(37.824 50.982 29.805)", "lch(37.685 47.48 29.704)", "lch(37.854 49.384 29.403)", "lch(37.805 49.408 29.373)"])
        + formatOption("p3", ["color(display-p3 0.56519 0.23007 0.21637)", "color(display-p3 0.5509 0.24058 0.22405)",
                              "color(display-p3 0.56016 0.23532 0.22213)", "color(display-p3 0.55975 0.23469 0.22176)"])
        + formatOption("srgb", ["rgb(61.184% 20.071% 20.071%)", "rgb(59.525% 21.525% 20.979%)", "rgb(60.59% 20.775% 20.741%)",
                                "rgb(60.549% 20.706% 20.706%)"])
        + [Case(source: "\(spec): can convert from a non-srgb space to srgb space to then format it as a hex color (which is fundamentally rgb)",
                base: "#C14242", modify: #"{"type": "darken", "value": "0.2", "space": "lch", "format": "hex"}"#, expected: "#983735"),
           // The spec's base is `UIColor(red: 1, green: 0, blue: 0.5, alpha: 0.5)`, which sd-transforms first turns into this rgba().
           Case(source: "\(spec): supports UIColor(r,g,b,a) format", base: "rgba(255, 0, 127.5, 0.5)",
                modify: #"{"type": "darken", "value": "0.5", "space": "srgb", "format": "srgb"}"#, expected: "rgb(50% 0% 25% / 0.5)")]

    /// The spec's format-option cases: darken 0.2 in hsl, lch, p3 and srgb (its order), written as `format`.
    static func formatOption(_ format: String, _ expected: [String]) -> [Case] {
        zip(["hsl", "lch", "p3", "srgb"], expected).map { space, output in
            Case(source: "\(spec): allows passing an output format as an option (\(format))", base: "#C14242",
                 modify: modify("darken", "0.2", space), expected: output)
        }
    }

    @Test(arguments: cases) func publishedModifierCase(_ published: Case) throws {
        let text = #"{"c": {"value": "\#(published.base)", "type": "color", "$extensions": {"studio.tokens": {"modify": \#(published.modify)}}}}"#
        let actual = try #require(try TokenTestFiles.load(text, name: "case.json").palette.color(named: "c")).value(for: .light)
        let expected = try #require(Self.bytes(published.expected), "cannot read \(published.expected)")
        #expect(Self.withinOneStep(actual, expected), "\(actual.hex) is more than one step from \(expected.hex)")
    }

    /// A token file and the colours sd-transforms writes for it, from its integration tests.
    struct Fixture: CustomTestStringConvertible, Sendable {
        let source: String
        let tokens: String
        let expected: [(name: String, output: String)]
        var testDescription: String { source }
    }

    static let fixtures: [Fixture] = [
        // `modifier` has no `type` in the original; swatch, as the format module says, wants every token to have
        // one, so it is given "other" here. Nothing else differs.
        Fixture(source: "test/integration/tokens/color-modifier-references.tokens.json (test/integration/color-modifier-references.test.ts)",
                tokens: #"""
                { "alpha": { "value": 0.3, "type": "other" },
                  "color": { "value": "#FFFFFF", "type": "color",
                             "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "{alpha}", "space": "srgb", "format": "hex" } } } },
                  "modifier": { "value": { "type": "alpha", "value": "{alpha}", "space": "srgb", "format": "hex" }, "type": "other" },
                  "color2": { "value": "#000000", "type": "color", "$extensions": { "studio.tokens": { "modify": "{modifier}" } } },
                  "treshhold": { "value": 0.5, "type": "number" },
                  "increment": { "value": 0.04, "type": "number" },
                  "baseColor": { "value": "#202D3B", "type": "color" },
                  "mixColor": { "value": "#4477DD", "type": "color" },
                  "color3": { "value": "#FFFFFF", "type": "color",
                              "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "space": "srgb", "color": "#4477DD", "format": "hex" } } } },
                  "color4": { "value": "#FFFFFF", "type": "color",
                              "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5 + 6 * 0.04", "space": "srgb", "color": "#4477DD", "format": "hex" } } } },
                  "color5": { "value": "#FFFFFF", "type": "color",
                              "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5 + 6 * 0.04", "space": "srgb", "color": "{mixColor}", "format": "hex" } } } },
                  "color6": { "value": "{baseColor}", "type": "color",
                              "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5 + 6 * 0.04", "space": "srgb", "color": "{mixColor}", "format": "hex" } } } },
                  "color7": { "type": "color", "value": "{baseColor}",
                              "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "color": "{mixColor}", "format": "hex" } } } },
                  "color8": { "value": "{baseColor}", "type": "color",
                              "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "format": "hex" } } } },
                  "color9": { "value": "{baseColor}", "type": "color",
                              "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "format": "hex" } } } },
                  "color10": { "value": "#FFFFFF", "type": "color",
                               "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "format": "hex" } } } } }
                """#,
                expected: [("color", "#ffffff4d"), ("color2", "#0000004d"), ("color3", "#a1bbee"), ("color4", "#759ae6"), ("color5", "#759ae6"),
                           ("color6", "#3b64b3"), ("color7", "#3b64b3"), ("color8", "#202d3bbd"), ("color9", "#c5c8cc"), ("color10", "#424242")]),
        // The colours of the smoke test's file (the same in w3c-spec-compliance.tokens.json, in DTCG form).
        Fixture(source: "test/integration/tokens/sd-transforms.tokens.json (test/integration/sd-transforms.test.ts: supports tokens-studio tokens)",
                tokens: #"""
                { "colors": {
                    "black": { "value": "#000000", "type": "color" },
                    "white": { "value": "#ffffff", "type": "color" },
                    "blue": { "value": "#0000FF", "type": "color" },
                    "blue-alpha": { "value": "rgba({colors.blue}, 50%)", "type": "color" },
                    "red": {
                      "400": { "value": "{colors.red.500}", "type": "color",
                               "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.1", "space": "srgb" } } } },
                      "500": { "value": "#f56565", "type": "color" },
                      "600": { "value": "{colors.red.500}", "type": "color",
                               "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.1", "space": "srgb" } } } } } } }
                """#,
                expected: [("black", "#000000"), ("white", "#ffffff"), ("blue", "#0000ff"), ("blue-alpha", "rgba(0, 0, 255, 50%)"),
                           ("400", "#f67474"), ("500", "#f56565"), ("600", "#dd5b5b")]),
        Fixture(source: "test/integration/tokens/swift-UI-colors.tokens.json (test/integration/swift-UI-color.test.ts: supports UIColor with color modifiers)",
                tokens: #"""
                { "color": {
                    "red": { "value": "#f00", "type": "color" },
                    "danger": { "value": "{color.red}", "type": "color",
                                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.75", "space": "hsl" } } } },
                    "error": { "value": "{color.danger}", "type": "color",
                               "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.5", "space": "hsl" } } } } } }
                """#,
                expected: [("danger", "UIColor(red: 0.251, green: 0.000, blue: 0.000, alpha: 1)"),
                           ("error", "UIColor(red: 0.125, green: 0.000, blue: 0.000, alpha: 1)"),
                           ("red", "UIColor(red: 1.000, green: 0.000, blue: 0.000, alpha: 1)")]),
    ]

    @Test(arguments: fixtures) func publishedFixture(_ fixture: Fixture) throws {
        let palette = try TokenTestFiles.load(fixture.tokens, name: "fixture.json").palette
        for (name, output) in fixture.expected {
            let actual = try #require(palette.color(named: name), "no colour \(name)").value(for: .light)
            let expected = try #require(Self.bytes(output), "cannot read \(output)")
            #expect(Self.withinOneStep(actual, expected), "\(name): \(actual.hex) is more than one step from \(expected.hex) (\(output))")
        }
    }

    /// `test/spec/css/transformHEXRGBa.spec.ts`: Tokens Studio's `rgba(#hex, alpha)` and what sd-transforms makes of it.
    @Test(arguments: [("rgba(#ABC123, 0.5)", "rgba(171, 193, 35, 0.5)"), ("rgba(#ABC123, 1)", "rgba(171, 193, 35, 1)"),
                      ("rgba(#ABC123, 50%)", "rgba(171, 193, 35, 50%)"), ("rgba(#ABC123, 1%)", "rgba(171, 193, 35, 1%)"),
                      ("rgba(#ABC123, 0.75666)", "rgba(171, 193, 35, 0.75666)"), ("rgba( #ABC123 , 0.5)", "rgba(171, 193, 35, 0.5)")])
    func publishedHexRGBA(input: String, output: String) throws {
        let palette = try TokenTestFiles.load(#"{"c": {"value": "\#(input)", "type": "color"}}"#, name: "case.json").palette
        let actual = try #require(palette.color(named: "c")).value(for: .light)
        let expected = try #require(Self.bytes(output))
        #expect(Self.withinOneStep(actual, expected), "\(actual.hex) is more than one step from \(expected.hex)")
    }

    static func withinOneStep(_ a: RGBA8, _ b: RGBA8) -> Bool {
        zip([a.r, a.g, a.b, a.a], [b.r, b.g, b.b, b.a]).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    /// The bytes of a published output: `#rrggbb[aa]`, `rgba(r, g, b, a)`, `UIColor(red:, green:, blue:, alpha:)`,
    /// or CSS Color 4's `rgb(r% g% b% [/ a])`, `hsl(h s% l% [/ a])`, `lch(l c h [/ a])`, `color(display-p3 r g b [/ a])`,
    /// `none` as 0. Read with swatch's converters of those spaces.
    static func bytes(_ text: String) -> RGBA8? {
        if text.hasPrefix("#") { return RGBA8(cssHex: text) }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = String(text[..<open])
        var inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        if function == "UIColor" {
            let values = inner.split(separator: ",").compactMap { $0.split(separator: ":").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
            guard values.count == 4 else { return nil }
            return RGBA8(r: HexRounding.halfUp.byte(values[0]), g: HexRounding.halfUp.byte(values[1]), b: HexRounding.halfUp.byte(values[2]),
                         a: HexRounding.halfUp.byte(values[3]))
        }
        if function == "rgba" {
            let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 4, let r = Double(parts[0]), let g = Double(parts[1]), let b = Double(parts[2]) else { return nil }
            let alpha = parts[3].hasSuffix("%") ? Double(parts[3].dropLast()).map { $0 / 100 } : Double(parts[3])
            guard let alpha else { return nil }
            return RGBA8(r: HexRounding.halfUp.byte(r / 255), g: HexRounding.halfUp.byte(g / 255), b: HexRounding.halfUp.byte(b / 255),
                         a: HexRounding.halfUp.byte(alpha))
        }
        var alpha = 1.0
        if let slash = inner.firstIndex(of: "/") {
            guard let value = Double(inner[inner.index(after: slash)...].trimmingCharacters(in: .whitespaces)) else { return nil }
            alpha = value
            inner = String(inner[..<slash])
        }
        var words = inner.split(separator: " ").map(String.init)
        let space: TokenColorSpace
        switch function {
        case "rgb": space = .srgb
        case "hsl": space = .hsl
        case "lch": space = .lch
        case "color" where words.first == "display-p3":
            space = .displayP3
            words.removeFirst()
        default: return nil
        }
        let numbers = words.map { word -> Double? in
            if word == "none" { return 0 }
            if word.hasSuffix("%") { return Double(word.dropLast()).map { space == .srgb ? $0 / 100 : $0 } }
            return Double(word)
        }
        guard numbers.count == 3, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let rgb = space.srgbEncoded((numbers[0]!, numbers[1]!, numbers[2]!))
        return RGBA8(r: HexRounding.halfUp.byte(rgb.red), g: HexRounding.halfUp.byte(rgb.green), b: HexRounding.halfUp.byte(rgb.blue),
                     a: HexRounding.halfUp.byte(alpha))
    }
}
