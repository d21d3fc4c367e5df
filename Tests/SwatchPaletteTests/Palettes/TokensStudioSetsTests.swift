import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Tokens Studio documents without themes (the free plan's export, a single file of sets): one appearance, the
/// sets merged as Tokens Studio merges them, references naming tokens without the set's name; and the hostile
/// pass over them (many sets, long names, a document that is no such thing).
@Suite struct TokensStudioSetsTests {
    /// The issue's report: one set, `$themes` empty, `{base}` naming a token of the set.
    @Test func aFreePlanExportReads() throws {
        let text = ##"""
            { "global": { "base": { "value": "#2F6BFF", "type": "color" },
                          "brand": { "primary": { "value": "{base}", "type": "color" },
                                     "hover": { "value": "{brand.primary}", "type": "color",
                                                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2", "space": "srgb" } } } } } },
              "$themes": [], "$metadata": { "tokenSetOrder": ["global"] } }
            """##
        let load = try TokenTestFiles.load(text, name: "tokens.json")
        #expect(load.warnings.isEmpty)
        #expect(load.palette.appearances == [.light])
        #expect(load.palette.sections.map(\.name) == ["tokens", "brand"])
        #expect(load.palette.color(named: "primary")?.value(for: .light).hex == "#2F6BFFFF")
        #expect(load.palette.color(named: "hover")?.value(for: .light).hex == "#2656CCFF")
    }

    /// Without `$themes` and `$metadata`: the references say the top-level keys are sets.
    @Test func setsWithoutAnyMetadata() throws {
        let text = ##"""
            { "core": { "blue": { "value": "#0000FF", "type": "color" }, "ratio": { "value": 0.5, "type": "number" } },
              "semantic": { "link": { "value": "{blue}", "type": "color" },
                            "visited": { "value": "rgba({blue}, {ratio})", "type": "color" } } }
            """##
        let palette = try TokenTestFiles.load(text, name: "studio.json").palette
        #expect(palette.colorNames == ["blue", "link", "visited"])
        #expect(palette.color(named: "visited")?.value(for: .light).hex == "#0000FF80")
    }

    /// A later set replaces a token of the same path; `tokenSetOrder` decides which is later, else the document does.
    @Test func laterSetsWin() throws {
        func text(_ order: String) -> String {
            ##"{ "a": { "bg": { "value": "#FFFFFF", "type": "color" } }, "b": { "bg": { "value": "#000000", "type": "color" }, "fg": { "value": "{bg}", "type": "color" } }, "$metadata": \##(order) }"##
        }
        #expect(try TokenTestFiles.load(text(#"{"tokenSetOrder": ["a", "b"]}"#)).palette.color(named: "fg")?.value(for: .light).hex == "#000000FF")
        #expect(try TokenTestFiles.load(text(#"{"tokenSetOrder": ["b", "a"]}"#)).palette.color(named: "fg")?.value(for: .light).hex == "#FFFFFFFF")
        // Sets the order leaves out follow it, in document order; names it lists that are no set are nothing to read.
        #expect(try TokenTestFiles.load(text(#"{"tokenSetOrder": ["gone", "b"]}"#)).palette.color(named: "fg")?.value(for: .light).hex == "#FFFFFFFF")
        #expect(TokensStudioSets.ordered(["a", "b", "c"], by: ["c", "x", "a", "c"]) == ["c", "a", "b"])
    }

    /// Sets named after other appearances are merged into light all the same, and the warning says so.
    @Test func appearanceNamedSetsWarn() throws {
        let text = ##"{ "light": { "bg": { "value": "#FFFFFF", "type": "color" } }, "dark": { "bg": { "value": "#000000", "type": "color" } }, "$themes": [] }"##
        let load = try TokenTestFiles.load(text, name: "studio.json")
        #expect(load.palette.color(named: "bg")?.hexValues == ["light": "#000000FF"])
        #expect(load.warnings == [#"studio.json: no themes, so its 2 sets are merged into one appearance, light: set "dark" is read as light too (Tokens Studio's $themes say which sets make which appearance)"#])
    }

    /// Token files whose references are paths from the top stay token files, their groups sections; a file whose
    /// references resolve neither way gets the message it always got.
    @Test func tokenFilesStayTokenFiles() throws {
        let paths = ##"{ "Brand": { "red": { "$value": "#FF0000", "$type": "color" } }, "Text": { "link": { "$value": "{Brand.red}", "$type": "color" } } }"##
        #expect(try TokenTestFiles.load(paths).palette.sections.map(\.name) == ["Brand", "Text"])
        let none = ##"{ "Brand": { "red": { "$value": "#FF0000", "$type": "color" } }, "Text": { "link": { "$value": "{nope}", "$type": "color" } } }"##
        #expect(TokenTestFiles.message(none) == "brand.tokens.json: Text.link.$value: {nope} does not name a token")
        // A document with tokens at the top is no set of sets.
        let top = ##"{ "red": { "value": "#FF0000", "type": "color" }, "g": { "x": { "value": "{red}", "type": "color" } } }"##
        #expect(try TokenTestFiles.load(top, name: "x.json").palette.sections.map(\.name) == ["x", "g"])
        // Themes that are there are read as themes.
        let themed = ##"{ "core": { "bg": { "value": "#FFFFFF", "type": "color" } }, "$themes": [{ "name": "Light", "selectedTokenSets": { "core": "enabled" } }] }"##
        #expect(try TokenTestFiles.load(themed, name: "x.json").palette.appearances == [.light])
    }

    /// Errors in a set name the set's key path; 10,000 sets chained by aliases stop at the alias limit, and a
    /// 100 KB set name gives warnings of a line each.
    @Test func hostileSets() throws {
        #expect(TokenTestFiles.message(##"{ "core": { "bg": { "value": "#GG0000", "type": "color" } }, "$themes": [] }"##, name: "x.json")
                == ##"x.json: core.bg.value: "#GG0000" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"##)
        #expect(TokenTestFiles.message(##"{ "core": 7, "$themes": [] }"##, name: "x.json") == "x.json: core: 7 is not a group of tokens (expected an object)")
        #expect(TokenTestFiles.message(##"{ "core": {}, "$themes": [], "$metadata": { "tokenSetOrder": [1] } }"##, name: "x.json")
                == "x.json: $metadata.tokenSetOrder[0]: 1 is not a string")
        let sets = (0..<10_000).map { "\"s\($0)\": {\"c\($0)\": {\"value\": \"{c\(($0 + 1) % 10_000)}\", \"type\": \"color\"}}" }
        #expect(TokenTestFiles.message("{" + sets.joined(separator: ", ") + "}", name: "x.json") == "x.json: s0.c0.value: a chain of more than 256 aliases starts here")
        let name = String(repeating: "d", count: 100_000) + " dark"
        let long = ##"{ "light": { "bg": { "value": "#FFFFFF", "type": "color" } }, "\##(name)": { "bg": { "value": "{fg}", "type": "color" }, "fg": { "value": "#000000", "type": "color" } } }"##
        let load = try TokenTestFiles.load(long, name: "x.json")
        #expect(load.palette.color(named: "bg")?.value(for: .light).hex == "#000000FF")
        #expect(load.warnings.allSatisfy { $0.text.count < 400 })
    }
}
