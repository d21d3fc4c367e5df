import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct TokensReaderTests {
    @Test func groupsBecomeSectionsAndTypesAreInherited() throws {
        let loaded = try TokenTestFiles.load("""
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "ink": { "$type": "color", "$value": "#101010" },
              "Brand": {
                "$type": "color",
                "primary": { "$value": "#5B2EFF" },
                "Buttons": {
                  "fill": { "$value": "#FF000080" },
                  "accent": { "$root": { "$value": "#00FF00" }, "pressed": { "$value": "#008000" } }
                },
                "radius": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } }
              }
            }
            """)
        #expect(loaded.palette.name == "brand")
        #expect(loaded.palette.title == "brand tokens")
        #expect(loaded.palette.sections.map(\.name) == ["brand", "Brand", "Brand/Buttons", "Brand/Buttons/accent"])
        #expect(loaded.palette.sections.map { $0.colors.map(\.name) } == [["ink"], ["primary"], ["fill", "accent"], ["pressed"]])
        #expect(loaded.palette.color(named: "fill")?.value(for: .light).hex == "#FF000080")
        // A token file has one appearance: light, which the others fall back to.
        #expect(loaded.palette.appearances == [.light])
        #expect(loaded.palette.color(named: "accent")?.value(for: .dark).hex == "#00FF00FF")
        #expect(loaded.palette.color(named: "primary")?.sources == ["brand.tokens.json"])
    }

    @Test func componentsAreKeptAsWrittenAndBytesRoundedOnce() throws {
        let loaded = try TokenTestFiles.load("""
            { "c": { "$type": "color",
              "exact": { "$value": { "colorSpace": "srgb", "components": [0.18, 0.5, 1], "alpha": 0.3, "hex": "#000000" } },
              "wide": { "$value": { "colorSpace": "display-p3", "components": [0.9, 0.3, 0.1] } },
              "none": { "$value": { "colorSpace": "hsl", "components": ["none", 0, 100] } },
              "ok": { "$value": { "colorSpace": "oklch", "components": [0.6279553606145516, 0.25768330773615683, 29.2338851923426] } }
            } }
            """)
        let exact = try #require(loaded.palette.color(named: "exact"))
        // 0.18 → 46 (2E) half up; the hex member is only a fallback and the components win.
        #expect(exact.value(for: .light).hex == "#2E80FF4D")
        #expect(exact.source(for: .light) == SourceColor(red: 0.18, green: 0.5, blue: 1, alpha: 0.3))
        let wide = try #require(loaded.palette.color(named: "wide"))
        #expect(wide.source(for: .light) == SourceColor(space: .displayP3, red: 0.9, green: 0.3, blue: 0.1))
        let srgb = DisplayP3.srgbEncoded(red: 0.9, green: 0.3, blue: 0.1)
        #expect(wide.value(for: .light) == RGBA8(r: HexRounding.halfUp.byte(srgb.red), g: HexRounding.halfUp.byte(srgb.green),
                                                 b: HexRounding.halfUp.byte(srgb.blue), a: 255))
        #expect(loaded.palette.color(named: "none")?.value(for: .light).hex == "#FFFFFFFF")
        let ok = try #require(loaded.palette.color(named: "ok"))
        #expect(ok.value(for: .light).hex == "#FF0000FF")
        #expect(ok.source(for: .light).space == .srgb)
        #expect(abs(ok.source(for: .light).red - 1) < 1e-6)
        // Truncation applies to the fractions read, as for themes.
        let truncated = try TokenTestFiles([ "t.tokens.json": ##"{ "x": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.18, 0, 0] } } }"## ])
            .read("t.tokens.json", rounding: .truncate)
        #expect(truncated.palette.color(named: "x")?.value(for: .light).hex == "#2D0000FF")
    }

    @Test func aliasesAreFollowedThroughChainsAndPointers() throws {
        let loaded = try TokenTestFiles.load("""
            {
              "base": { "$type": "color", "blue": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.9] } } },
              "semantic": {
                "brand": { "$value": "{base.blue}" },
                "link": { "$value": "{semantic.brand}" },
                "pointer": { "$ref": "#/base/blue" },
                "valuePointer": { "$type": "color", "$value": { "$ref": "#/semantic/link/$value" } },
                "mixed": { "$type": "color", "$value": { "colorSpace": "srgb",
                  "components": [{ "$ref": "#/base/blue/$value/components/0" }, 0, 0.7] } }
              }
            }
            """)
        let blue = try #require(loaded.palette.color(named: "blue"))
        for name in ["brand", "link", "pointer", "valuePointer"] {
            let color = try #require(loaded.palette.color(named: name), "\(name)")
            #expect(color.value(for: .light) == blue.value(for: .light), "\(name)")
            #expect(color.source(for: .light) == blue.source(for: .light), "\(name)")
        }
        #expect(loaded.palette.color(named: "mixed")?.source(for: .light) == SourceColor(red: 0.2, green: 0, blue: 0.7))
        // An alias without a $type of its own takes its target's type, so it is a colour in an untyped group.
        #expect(loaded.palette.sections.map(\.name) == ["base", "semantic"])
    }

    /// Types and chain ends are remembered, so a chain as long as the limit is followed once, whichever way
    /// it points (`TokenLimitsTests` has one link more).
    @Test func longAliasChainsResolve() throws {
        let links = ResolutionLimits.maxDepth
        let forward = (1...links).map { "\"t\($0)\": { \"$value\": \"{c.t\($0 - 1)}\" }" }.joined(separator: ", ")
        let backward = (0..<links).map { "\"u\($0)\": { \"$value\": \"{c.u\($0 + 1)}\" }" }.joined(separator: ", ")
        let loaded = try TokenTestFiles.load("{ \"c\": { \"$type\": \"color\", \"t0\": { \"$value\": \"#FF0000\" }, \(forward), \(backward), \"u\(links)\": { \"$value\": \"#00FF00\" } } }")
        #expect(loaded.palette.colorCount == 2 * links + 2)
        #expect(loaded.palette.color(named: "t\(links)")?.value(for: .light).hex == "#FF0000FF")
        #expect(loaded.palette.color(named: "u0")?.value(for: .light).hex == "#00FF00FF")
    }

    @Test func groupsExtendOtherGroups() throws {
        let loaded = try TokenTestFiles.load("""
            {
              "button": { "$type": "color", "background": { "$value": "#0066CC" }, "text": { "$value": "#FFFFFF" } },
              "buttonPrimary": { "$extends": "{button}", "background": { "$value": "#CC0066" } }
            }
            """)
        #expect(loaded.palette.sections.map { $0.colors.map(\.name) } == [["background", "text"], ["background", "text"]])
        #expect(loaded.palette.sections[1].colors.map { $0.value(for: .light).hex } == ["#CC0066FF", "#FFFFFFFF"])
    }

    @Test func coloursOutsideSRGBAreClippedWithAWarning() throws {
        let loaded = try TokenTestFiles.load("""
            { "g": { "$type": "color", "p3green": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } },
                     "extended": { "$value": { "colorSpace": "srgb", "components": [1.2, -0.1, 0.5] } },
                     "alias": { "$value": "{g.p3green}" } } }
            """)
        // Once for each place a clipped value is written, however many tokens refer to it.
        #expect(loaded.warnings == ["brand.tokens.json: g.p3green: display-p3 colour is outside sRGB and was clipped",
                                    "brand.tokens.json: g.extended: srgb colour is outside sRGB and was clipped"])
        #expect(loaded.palette.color(named: "p3green")?.value(for: .light).hex == "#00FF00FF")
        #expect(loaded.palette.color(named: "extended")?.source(for: .light) == SourceColor(red: 1.2, green: -0.1, blue: 0.5))
        #expect(loaded.palette.color(named: "extended")?.value(for: .light).hex == "#FF0080FF")
    }

    @Test func keepGoingSkipsBadColoursAndKeepsTheRest() throws {
        let loaded = try TokenTestFiles.load("""
            { "c": { "$type": "color", "bad": { "$value": "#12" }, "good": { "$value": "#FFFFFF" }, "loop": { "$value": "{c.loop}" } } }
            """, keepGoing: true)
        #expect(loaded.palette.colorNames == ["good"])
        #expect(loaded.skipped.map(\.message) == [
            ##"brand.tokens.json: c.bad.$value: "#12" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"##,
            "brand.tokens.json: c.loop.$value: alias cycle: {c.loop} → {c.loop}",
        ])
    }

    /// A key path of 200 keys of 81 characters is shown by its first and last keys, so the message keeps its
    /// reason (the backstop cut it off at 4,000 characters) and no node holds a 16 KB path.
    @Test func aDeepKeyPathKeepsItsEndsAndTheReason() throws {
        let keys = (0 ..< 200).map { String(repeating: "k", count: 80) + "\($0 % 10)" }
        let json = keys.map { "{\"\($0)\":" }.joined() + ##"{"c":{"$type":"color","$value":"#12"}}"## + String(repeating: "}", count: 200)
        let shownKey = String(repeating: "k", count: 80) + "… (81 characters)"
        let error = try #require(throws: SwatchError.self) { try TokenTestFiles.load(json) }
        let path = "\(shownKey).\(shownKey).\(shownKey).\(shownKey).\(shownKey).\(shownKey).\(shownKey).\(shownKey).\(shownKey).\(shownKey).c.$value"
        #expect(error.message.hasPrefix("brand.tokens.json: \(path.prefix(160))…"))
        #expect(error.message.hasSuffix("\(path.suffix(160)): \"#12\" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"))
        #expect(error.message.count < 600)
    }

    @Test func aResolverDocumentsContextsAreTheAppearances() throws {
        let files = try TokenTestFiles([
            "ds.resolver.json": """
                {
                  "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
                  "name": "Design system",
                  "version": "2025.10",
                  "sets": { "base": { "sources": [ { "$ref": "base.tokens.json" } ] } },
                  "modifiers": {
                    "mode": { "contexts": {
                      "Light": [],
                      "Dark": [ { "$ref": "dark.tokens.json" } ],
                      "dark-high-contrast": [ { "$ref": "dark.tokens.json" }, { "ink": { "$type": "color", "text": { "$value": "#FFFFFF" } } } ],
                      "sepia": [] } },
                    "density": { "contexts": { "compact": [], "roomy": [] }, "default": "roomy" }
                  },
                  "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/density" } ]
                }
                """,
            "base.tokens.json": ##"{ "ink": { "$type": "color", "text": { "$value": "#111111" }, "link": { "$value": "{ink.accent}" }, "accent": { "$value": "#0055FF" } } }"##,
            "dark.tokens.json": ##"{ "ink": { "text": { "$value": "#EEEEEE" }, "accent": { "$value": "#66AAFF" } } }"##,
        ])
        let loaded = try files.read("ds.resolver.json")
        #expect(loaded.palette.name == "Design system")
        #expect(loaded.palette.appearances == [.light, .dark, .darkHighContrast])
        let text = try #require(loaded.palette.color(named: "text"))
        #expect([Appearance.light, .dark, .darkHighContrast].map { text.value(for: $0).hex } == ["#111111FF", "#EEEEEEFF", "#FFFFFFFF"])
        // Aliases resolve within each context: link follows accent into dark.
        let link = try #require(loaded.palette.color(named: "link"))
        #expect([Appearance.light, .dark].map { link.value(for: $0).hex } == ["#0055FFFF", "#66AAFFFF"])
        #expect(loaded.warnings.contains { $0.text.hasPrefix(#"ds.resolver.json: modifiers.mode.contexts: context "sepia" is not an appearance"#) })
        #expect(text.sources == ["base.tokens.json", "dark.tokens.json", "ds.resolver.json"])
        // A folder holding one resolver document reads it.
        #expect(try files.read(".").palette.colorNames == loaded.palette.colorNames)
    }

    @Test func inlineItemsAndSetsWithinSetsResolve() throws {
        let loaded = try TokenTestFiles.load("""
            {
              "version": "2025.10",
              "sets": { "a": { "sources": [ { "c": { "$type": "color", "x": { "$value": "#010101" } } } ] },
                        "b": { "sources": [ { "$ref": "#/sets/a" }, { "c": { "y": { "$value": "#020202" } } } ] } },
              "resolutionOrder": [
                { "$ref": "#/sets/b" },
                { "type": "modifier", "name": "theme", "contexts": { "light": [], "dark": [ { "c": { "x": { "$value": "#FEFEFE" } } } ] } }
              ]
            }
            """, name: "inline.resolver.json")
        #expect(loaded.palette.name == "inline")
        #expect(loaded.palette.colorNames == ["x", "y"])
        #expect(loaded.palette.color(named: "x")?.value(for: .dark).hex == "#FEFEFEFF")
        #expect(loaded.palette.color(named: "y")?.value(for: .dark).hex == "#020202FF")
    }

    @Test func tokensStudioThemesFiles() throws {
        let files = try TokenTestFiles([
            "studio/$themes.json": """
                [
                  { "id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "theme/light": "enabled", "extra": "disabled" } },
                  { "id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "theme/dark": "enabled", "core": "source" } },
                  { "id": "3", "name": "Brand B", "selectedTokenSets": {} }
                ]
                """,
            "studio/$metadata.json": ##"{ "tokenSetOrder": ["core", "theme/light", "theme/dark", "extra"] }"##,
            "studio/core.json": ##"{ "palette": { "$type": "color", "red": { "$value": "#FF0000" }, "black": { "$value": "#000000" } } }"##,
            "studio/theme/light.json": ##"{ "ui": { "$type": "color", "accent": { "$value": "{palette.red}" }, "text": { "$value": "{palette.black}" } } }"##,
            "studio/theme/dark.json": ##"{ "ui": { "$type": "color", "accent": { "$value": "{palette.red}" }, "text": { "$value": "#FFFFFF" } } }"##,
        ])
        let loaded = try files.read("studio/$themes.json")
        #expect(loaded.palette.name == "studio")
        // "source" sets only serve as alias targets.
        #expect(loaded.palette.colorNames == ["accent", "text"])
        #expect(loaded.palette.color(named: "text")?.value(for: .dark).hex == "#FFFFFFFF")
        #expect(loaded.palette.color(named: "accent")?.value(for: .dark).hex == "#FF0000FF")
        #expect(loaded.warnings == [##"$themes.json: [2]: theme "Brand B" is not an appearance (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast); left out"##])
        #expect(try files.read("studio").palette.colorNames == ["accent", "text"])
    }

    @Test func tokensStudioSingleFile() throws {
        let loaded = try TokenTestFiles.load("""
            {
              "core": { "red": { "$type": "color", "$value": "#FF0000" } },
              "light": { "brand": { "$type": "color", "$value": "{red}" } },
              "dark": { "brand": { "$type": "color", "$value": "#990000" } },
              "$themes": [
                { "name": "light", "selectedTokenSets": { "core": "source", "light": "enabled" } },
                { "name": "dark", "selectedTokenSets": { "core": "source", "dark": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["core", "light", "dark"] }
            }
            """, name: "studio.json")
        #expect(loaded.palette.colorNames == ["brand"])
        #expect(loaded.palette.color(named: "brand").map { [$0.value(for: .light).hex, $0.value(for: .dark).hex] } == ["#FF0000FF", "#990000FF"])
    }

    @Test func aJSONFileIsAThemeOrTokensByContent() throws {
        let files = try TokenTestFiles([
            "theme.json": ##"{ "$schema": "swatch-theme.schema.json", "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": "#FFFFFF" } ] } ] }"##,
            "tokens.json": ##"{ "A": { "x": { "$type": "color", "$value": "#FFFFFF" } } }"##,
            "typed.json": ##"{ "$type": "color" }"##,
            "plain.tokens": ##"{ "A": { "x": { "$type": "color", "$value": "#FFFFFF" } } }"##,
            "neither.json": ##"{ "name": "x" }"##,
        ])
        #expect(try files.read("theme.json").palette.title == "theme theme")
        #expect(try files.read("tokens.json").palette.title == "tokens tokens")
        #expect(files.message("typed.json") == ##"typed.json: no colour tokens found (a colour token has "$type": "color", its own or its group's)"##)
        #expect(try files.read("plain.tokens").palette.name == "plain")
        // Without schemes or tokens it is a theme, and its errors are a theme's.
        #expect(files.message("neither.json") == "neither.json: schemes: missing")
    }

    @Test func theSampleReads() throws {
        let path = Repository.samples.appendingPathComponent("brand.tokens.json").standardized.path
        let loaded = try PaletteReader.read(path: path, system: try SystemCatalog.palette(named: "ios26"))
        #expect(loaded.palette.sections.map(\.name) == ["Brand", "Text"])
        #expect(loaded.palette.color(named: "primary")?.value(for: .light) == loaded.palette.color(named: "navy")?.value(for: .light))
        #expect(loaded.palette.color(named: "glow")?.source(for: .light).space == .displayP3)
        #expect(loaded.warnings == ["brand.tokens.json: Brand.glow: display-p3 colour is outside sRGB and was clipped"])
    }
}
