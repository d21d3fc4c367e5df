import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Tokens Studio's legacy form (`value`, `type`, `description` without `$`, `rgba()` colours) and the names of
/// appearances design tools use (`Light Mode`, `--appearance-map`) for themes and resolver contexts.
@Suite struct TokensStudioLegacyTests {
    static let sample = Repository.samples.appendingPathComponent("tokens-studio.json").standardized.path
    static let system = try! SystemCatalog.palette(named: "ios26")

    @Test func legacyTokensRead() throws {
        let palette = try TokenTestFiles.load(#"""
            { "colors": { "red": { "value": "#FF0000", "type": "color", "description": "Stop" },
                          "link": { "value": "{colors.red}", "type": "color" },
                          "veil": { "value": "rgba(0, 0, 0, 0.5)", "type": "color" } },
              "space": { "md": { "value": "8", "type": "spacing" } } }
            """#, name: "legacy.json").palette
        #expect(palette.sections.map(\.name) == ["colors"])
        #expect(palette.colorNames == ["red", "link", "veil"])
        #expect(palette.color(named: "link")?.value(for: .light).hex == "#FF0000FF")
        let veil = try #require(palette.color(named: "veil"))
        #expect(veil.value(for: .light).hex == "#00000080" && veil.source(for: .light).alpha == 0.5)
    }

    /// One form per file: in a DTCG file `value` and `type` are names like any other.
    @Test func aDTCGFileKeepsValueAndTypeAsNames() throws {
        let palette = try TokenTestFiles.load(##"{"$type": "color", "value": {"$value": "#00FF00"}, "type": {"$value": "#0000FF"}}"##).palette
        #expect(palette.colorNames == ["value", "type"])
        #expect(TokenTestFiles.message(##"{"a": {"value": "#FF0000", "type": "color", "extra": {}}}"##, name: "x.json")
                == "x.json: a.extra: a token must not hold tokens or groups (it has value)")
        #expect(TokenTestFiles.message(##"{"a": {"value": "rgba({b}, 0.5, 1)", "type": "color"}, "b": {"value": "#FF0000", "type": "color"}}"##, name: "x.json")
                == #"x.json: a.value: "rgba({b}, 0.5, 1)" is not a colour (expected Tokens Studio's rgba({group.token}, alpha) or rgba(#RRGGBB, alpha), or rgba(r, g, b, a) of numbers)"#)
        #expect(TokenTestFiles.message(#"{"a": {"value": "rgba(300, 0, 0)", "type": "color"}}"#, name: "x.json")
                == #"x.json: a.value: "rgba(300, 0, 0)" is not a colour (expected rgba(r, g, b, a) with channels 0 to 255 and alpha 0 to 1)"#)
    }

    @Test(arguments: [("rgb(255, 128, 0)", "#FF8000FF"), ("rgba(255,128,0,0.25)", "#FF800040"), ("rgb(255 128 0 / 50%)", "#FF800080"),
                      ("RGBA(0, 0, 0, 1)", "#000000FF")])
    func cssRGBColours(text: String, hex: String) throws {
        let palette = try TokenTestFiles.load(#"{"$type": "color", "c": {"$value": "\#(text)"}}"#).palette
        #expect(palette.color(named: "c")?.value(for: .light).hex == hex)
    }

    /// The sample's themes: `Light Mode` and `Dark Mode` are named after appearances; `HC Dark` is left out
    /// until the map says what it is.
    @Test func theSampleReadsWithItsAppearances() throws {
        let plain = try PaletteReader.read(path: Self.sample, system: Self.system)
        #expect(plain.palette.appearances == [.light, .dark])
        #expect(plain.warnings.count == 1 && plain.warnings[0].text.contains(#"theme "HC Dark" is not an appearance"#))
        let names = try AppearanceNames(parsing: "HC Dark=darkHighContrast")
        let mapped = try PaletteReader.read(path: Self.sample, options: PaletteReadOptions(appearanceNames: names), system: Self.system)
        #expect(mapped.warnings.isEmpty)
        #expect(mapped.palette.color(named: "secondary")?.hexValues == ["light": "#14161A99", "dark": "#F5F6F899", "darkHighContrast": "#F5F6F8D9"])
        #expect(mapped.palette.color(named: "primary")?.hexValues["darkHighContrast"] == "#7FA4FFFF")
        // `core` is a source set: its tokens serve aliases and are not colours of the palette.
        #expect(mapped.palette.sections.map(\.name) == ["brand", "surface", "text"])
    }

    /// A resolver's contexts named otherwise: mapped, or an error naming the one that is no appearance.
    @Test func resolverContextsFollowTheMap() throws {
        let files = try TokenTestFiles(["r.resolver.json": #"""
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$type": "color", "bg": { "$value": "#FFFFFF" } } ] } },
              "modifiers": { "scheme": { "contexts": { "Day": [], "Night": [ { "$type": "color", "bg": { "$value": "#000000" } } ], "Dusk": [] }, "default": "Day" } },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/scheme" } ] }
            """#])
        let path = files.directory.file("r.resolver.json")
        let names = try AppearanceNames(parsing: "Day=light,Night=dark")
        #expect(throws: SwatchError(.palette, "r.resolver.json: modifiers.scheme.contexts.Dusk: context \"Dusk\" maps to no appearance: name it after one (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast) or map it with --appearance-map 'Dusk=APPEARANCE'")) {
            try PaletteReader.read(path: path, options: PaletteReadOptions(appearanceNames: names), system: Self.system)
        }
        let all = try AppearanceNames(parsing: "Day=light,Night=dark,Dusk=darkElevated")
        let palette = try PaletteReader.read(path: path, options: PaletteReadOptions(appearanceNames: all), system: Self.system).palette
        #expect(palette.color(named: "bg")?.hexValues == ["light": "#FFFFFFFF", "dark": "#000000FF", "darkElevated": "#FFFFFFFF"])
    }

    @Test(arguments: [("Light Mode", Appearance.light), ("dark mode", .dark), ("DarkMode", .dark), ("Dark High Contrast Mode", .darkHighContrast),
                      ("dark-elevated", .darkElevated)])
    func designToolNamesAreAppearances(name: String, appearance: Appearance) {
        #expect(AppearanceNames().appearance(named: name) == appearance)
    }

    @Test func theMapIsParsedAndChecked() throws {
        let names = try AppearanceNames(parsing: "Light Mode=light, Dark Mode = dark ,HC Dark=dark-high-contrast")
        #expect(names.mapped.map(\.name) == ["Light Mode", "Dark Mode", "HC Dark"])
        #expect(names.appearance(named: "hc dark") == .darkHighContrast && names.appearance(named: "Mode") == nil)
        #expect(names.appearance(named: "lightHighContrast") == .lightHighContrast)
        #expect(throws: SwatchError(.usage, "--appearance-map: \"Light\" is not NAME=APPEARANCE")) { try AppearanceNames(parsing: "Light") }
        #expect(throws: SwatchError(.usage, "--appearance-map: \"=light\" is not NAME=APPEARANCE")) { try AppearanceNames(parsing: "=light") }
        #expect(throws: SwatchError(.usage, "--appearance-map: \"A\" is given twice")) { try AppearanceNames(parsing: "A=light,A=dark") }
        #expect(throws: SwatchError(.usage, "--appearance-map: \"dusk\" is not an appearance (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast)")) {
            try AppearanceNames(parsing: "A=dusk")
        }
    }
}
