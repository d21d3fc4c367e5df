import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// The sample catalog in Samples/, and how colour sets become palette colours and sections.
@Suite struct AssetCatalogReaderTests {
    static let samplePath = Repository.path("Samples/Assets.xcassets")

    func sample(idiom: String? = nil) throws -> PaletteLoad {
        try AssetCatalogReader.read(path: Self.samplePath, options: PaletteReadOptions(idiom: idiom), system: CatalogBuilder.system)
    }

    // MARK: The sample catalog

    @Test func sampleSectionsAndNames() throws {
        let load = try sample()
        #expect(load.palette.name == "Assets")
        #expect(load.palette.title == "Assets.xcassets")
        #expect(load.palette.sections.map(\.name) == ["Assets", "Brand", "Surfaces", "Text"])
        #expect(load.palette.sections.map { $0.colors.map(\.name) } == [
            ["AccentColor", "Glow", "Link", "Success", "Warning"],
            ["Brand/Primary", "Brand/Secondary", "Brand/Tint"],
            ["Background", "Card"],
            ["TextPrimary", "TextSecondary"],
        ])
        #expect(load.skipped.isEmpty)
        #expect(load.warnings == ["Brand/Secondary (dark): display-p3 colour is outside sRGB and was clipped"])
        #expect(load.palette.color(named: "Brand/Primary")?.sources == ["Brand/Primary.colorset/Contents.json"])
        #expect(load.palette.color(named: "Glow")?.sources == ["Glow.colorset/Contents.json"])
    }

    @Test func sampleValues() throws {
        let palette = try sample().palette
        func hex(_ name: String) -> [String: String] { palette.color(named: name)?.hexValues ?? [:] }
        // srgb floats, any + dark, with idiom variants the default (no idiom) ignores.
        #expect(hex("AccentColor") == ["light": "#6E3AD8FF", "dark": "#9A73FFFF"])
        // extended-linear-srgb, any only: the same in dark.
        #expect(hex("Glow") == ["light": "#F080FAFF", "dark": "#F080FAFF"])
        #expect(hex("Success") == ["light": "#34C759FF", "dark": "#30D158FF"])
        // 8-bit integers.
        #expect(hex("Warning") == ["light": "#FF9500FF", "dark": "#FF9F0AFF"])
        // Light, dark and both high-contrast variants.
        #expect(hex("Brand/Primary") == ["light": "#5F35B1FF", "dark": "#AA8BFFFF",
                                         "lightHighContrast": "#451E8EFF", "darkHighContrast": "#C6B0FFFF"])
        // display-p3: the light value is inside sRGB, the dark one is clipped.
        #expect(hex("Brand/Secondary") == ["light": "#00A19BFF", "dark": "#00DDC7FF"])
        // Hex bytes.
        #expect(hex("Brand/Tint") == ["light": "#B39DF2FF", "dark": "#4A2F8CFF"])
        // gray-gamma-22 and extended-gray.
        #expect(hex("Background") == ["light": "#F6F6F6FF", "dark": "#000000FF"])
        #expect(hex("Card") == ["light": "#FFFFFFFF", "dark": "#1C1C1CFF"])
        // Any, Light and Dark: the explicit light entry wins over "any" (black).
        #expect(hex("TextPrimary") == ["light": "#1C1B22FF", "dark": "#F4F2F9FF"])
    }

    @Test func sampleReferencesResolveThroughTheSystemCatalog() throws {
        let palette = try sample().palette
        for (name, systemName) in [("Link", "systemBlue"), ("TextSecondary", "secondaryLabel")] {
            let color = try #require(palette.color(named: name))
            let system = try #require(CatalogBuilder.system.color(named: systemName))
            #expect(color.values == system.values, "\(name)")
            #expect(color.notes == "refers to \(systemName)")
            for appearance in Appearance.allCases { #expect(color.value(for: appearance) == system.value(for: appearance)) }
        }
        #expect(palette.color(named: "Link")?.hexValues == ["light": "#0088FFFF", "dark": "#0091FFFF",
                                                           "lightHighContrast": "#1E6EF4FF", "darkHighContrast": "#5CB8FFFF"])
    }

    @Test(arguments: [
        (nil, "#6E3AD8FF", "#9A73FFFF"), ("iphone", "#6E3AD8FF", "#9A73FFFF"),
        ("ipad", "#602EC7FF", "#9A73FFFF"), ("mac", "#7C4FE0FF", "#A888FFFF"),
    ] as [(String?, String, String)])
    func sampleIdioms(idiom: String?, light: String, dark: String) throws {
        let accent = try #require(try sample(idiom: idiom).palette.color(named: "AccentColor"))
        #expect(accent.value(for: .light).hex == light)
        #expect(accent.value(for: .dark).hex == dark)
    }

    @Test func readingIsDeterministic() throws {
        #expect(try sample().palette == sample().palette)
    }

    // MARK: Appearances

    @Test func anyOnlyIsTheSameInLightAndDark() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Plain", entry("0.5", "0.5", "0.5"))
        let color = try #require(try catalog.read().palette.color(named: "Plain"))
        #expect(color.hexValues == ["light": "#808080FF", "dark": "#808080FF"])
        for appearance in Appearance.allCases { #expect(color.value(for: appearance).hex == "#808080FF") }
    }

    @Test func explicitLightWinsOverAnyAndAnyServesDark() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("AnyLight", entry("0", "0", "0"), entry("255", "255", "255", luminosity: "light"))
        try catalog.colorSet("AnyLightDark", entry("0", "0", "0"), entry("255", "0", "0", luminosity: "light"),
                             entry("0", "0", "255", luminosity: "dark"))
        try catalog.colorSet("LightOnly", entry("255", "0", "0", luminosity: "light"))
        let palette = try catalog.read().palette
        #expect(palette.color(named: "AnyLight")?.hexValues == ["light": "#FFFFFFFF", "dark": "#000000FF"])
        #expect(palette.color(named: "AnyLightDark")?.hexValues == ["light": "#FF0000FF", "dark": "#0000FFFF"])
        // Nothing matches dark: NamedColor falls back to light, as UIKit does.
        #expect(palette.color(named: "LightOnly")?.hexValues == ["light": "#FF0000FF"])
        #expect(palette.color(named: "LightOnly")?.value(for: .dark).hex == "#FF0000FF")
    }

    @Test func highContrastEntries() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("AnyHigh", entry("1", "1", "1"), entry("2", "2", "2", contrast: "high"))
        try catalog.colorSet("DarkHigh", entry("1", "1", "1"), entry("3", "3", "3", luminosity: "dark"),
                             entry("4", "4", "4", luminosity: "dark", contrast: "high"))
        try catalog.colorSet("AnyHighAndDark", entry("1", "1", "1"), entry("2", "2", "2", contrast: "high"),
                             entry("3", "3", "3", luminosity: "dark"))
        try catalog.colorSet("LightHigh", entry("1", "1", "1"), entry("2", "2", "2", contrast: "high"),
                             entry("5", "5", "5", luminosity: "light", contrast: "high"))
        let palette = try catalog.read().palette
        // Without dark entries, the any + high contrast entry also serves dark high contrast.
        #expect(palette.color(named: "AnyHigh")?.hexValues == ["light": "#010101FF", "dark": "#010101FF",
                                                              "lightHighContrast": "#020202FF", "darkHighContrast": "#020202FF"])
        #expect(palette.color(named: "DarkHigh")?.hexValues == ["light": "#010101FF", "dark": "#030303FF", "darkHighContrast": "#040404FF"])
        #expect(palette.color(named: "DarkHigh")?.value(for: .lightHighContrast).hex == "#010101FF")
        #expect(palette.color(named: "DarkHigh")?.value(for: .darkElevatedHighContrast).hex == "#040404FF")
        // A dark entry beats any + high contrast for dark high contrast.
        #expect(palette.color(named: "AnyHighAndDark")?.hexValues == ["light": "#010101FF", "dark": "#030303FF", "lightHighContrast": "#020202FF"])
        #expect(palette.color(named: "AnyHighAndDark")?.value(for: .darkHighContrast).hex == "#030303FF")
        #expect(palette.color(named: "LightHigh")?.values[.lightHighContrast]?.hex == "#050505FF")
        #expect(palette.color(named: "LightHigh")?.values[.darkHighContrast]?.hex == "#020202FF")
    }

    // MARK: Idioms

    @Test func idiomsPreferTheOptionThenUniversalThenFileOrder() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Mixed", entry("1", "1", "1", idiom: "iphone"), entry("2", "2", "2"),
                             entry("3", "3", "3", idiom: "ipad"), entry("4", "4", "4", luminosity: "dark", idiom: "ipad"))
        try catalog.colorSet("DevicesOnly", entry("5", "5", "5", idiom: "watch"), entry("6", "6", "6", idiom: "tv"),
                             entry("7", "7", "7", luminosity: "dark", idiom: "tv"))
        func values(_ name: String, _ idiom: String?) throws -> [String: String] {
            try catalog.read(idiom: idiom).palette.color(named: name)?.hexValues ?? [:]
        }
        // iPad-only dark does not apply on other devices: universal serves dark there.
        #expect(try values("Mixed", nil) == ["light": "#020202FF", "dark": "#020202FF"])
        #expect(try values("Mixed", "iphone") == ["light": "#010101FF", "dark": "#010101FF"])
        #expect(try values("Mixed", "ipad") == ["light": "#030303FF", "dark": "#040404FF"])
        #expect(try values("Mixed", "mac") == ["light": "#020202FF", "dark": "#020202FF"])
        // No universal entry: the first fitting entry in file order.
        #expect(try values("DevicesOnly", nil) == ["light": "#050505FF", "dark": "#070707FF"])
        #expect(try values("DevicesOnly", "tv") == ["light": "#060606FF", "dark": "#070707FF"])
    }

    @Test func srgbGamutEntriesBeatDisplayP3Ones() throws {
        let catalog = try CatalogBuilder()
        let p3 = #"{ "color" : { "color-space" : "display-p3", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } }, "display-gamut" : "display-P3", "idiom" : "universal" }"#
        let srgb = #"{ "color" : { "color-space" : "srgb", "components" : { "red" : "0.900", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } }, "display-gamut" : "sRGB", "idiom" : "universal" }"#
        try catalog.colorSet("Gamut", p3, srgb)
        let load = try catalog.read()
        #expect(load.palette.color(named: "Gamut")?.hexValues == ["light": "#E60000FF", "dark": "#E60000FF"])
        // The unused display-P3 entry is not warned about.
        #expect(load.warnings.isEmpty)
    }

    // MARK: References

    @Test func referenceInADarkEntryGivesTheSystemColoursDarkValues() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Canvas", entry("255", "255", "255"), entry(color: reference("systemBackgroundColor"), luminosity: "dark"))
        let color = try #require(try catalog.read().palette.color(named: "Canvas"))
        let background = try #require(CatalogBuilder.system.color(named: "systemBackground"))
        #expect(color.values[.light]?.hex == "#FFFFFFFF")
        #expect(color.values[.lightHighContrast] == nil)
        for appearance in Appearance.allCases where appearance.isDark {
            #expect(color.value(for: appearance) == background.value(for: appearance), "\(appearance)")
        }
        #expect(color.value(for: .darkElevated).hex == "#1C1C1EFF")
        #expect(color.notes == "refers to systemBackground")
    }

    @Test func referencesWithoutTheColorSuffixWork() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Gray", entry(color: reference("systemGray2")))
        try catalog.colorSet("Link", entry(color: reference("linkColor")))
        let palette = try catalog.read().palette
        #expect(palette.color(named: "Gray")?.values == CatalogBuilder.system.color(named: "systemGray2")?.values)
        #expect(palette.color(named: "Link")?.values == CatalogBuilder.system.color(named: "link")?.values)
    }

    // MARK: Folders

    @Test func foldersBecomeSectionsAndNamespacesPrefixNames() throws {
        let catalog = try CatalogBuilder(name: "Colors.xcassets")
        try catalog.colorSet("Root", entry("0", "0", "0"))
        try catalog.group("Brand", namespace: true)
        try catalog.colorSet("Brand/Primary", entry("0", "0", "0"))
        try catalog.group("Brand/Buttons", namespace: true)
        try catalog.colorSet("Brand/Buttons/Fill", entry("0", "0", "0"))
        try catalog.group("Brand/Plain", namespace: false)
        try catalog.colorSet("Brand/Plain/Edge", entry("0", "0", "0"))
        try catalog.group("Legacy", namespace: false)
        try catalog.group("Legacy/Named", namespace: true)
        try catalog.colorSet("Legacy/Named/Old", entry("0", "0", "0"))
        // No Contents.json in the group: no namespace.
        try catalog.colorSet("Loose/Thing", entry("0", "0", "0"))
        let palette = try catalog.read().palette
        #expect(palette.name == "Colors")
        #expect(palette.sections.map(\.name) == ["Colors", "Brand", "Brand/Buttons", "Brand/Plain", "Legacy/Named", "Loose"])
        #expect(palette.colorNames == ["Root", "Brand/Primary", "Brand/Buttons/Fill", "Brand/Edge", "Named/Old", "Thing"])
    }

    @Test func orderIsByPathComponentsAndCaseSensitive() throws {
        let catalog = try CatalogBuilder()
        for path in ["gamma", "Zeta", "alpha", "Beta", "Brand-X/One", "Brand/Two", "Brand/one", "Brand2/Three"] {
            try catalog.colorSet(path, entry("0", "0", "0"))
        }
        let palette = try catalog.read().palette
        #expect(palette.sections.map(\.name) == ["Test", "Brand", "Brand-X", "Brand2"])
        #expect(palette.colorNames == ["Beta", "Zeta", "alpha", "gamma", "Two", "one", "One", "Three"])
    }

    @Test func otherAssetTypesAndHiddenFilesAreIgnored() throws {
        let catalog = try CatalogBuilder()
        try catalog.write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try catalog.colorSet("Tint", entry("0", "0", "0"))
        // Malformed on purpose: the reader must not even open these.
        try catalog.write("Logo.imageset/Contents.json", "not json")
        try catalog.write("AppIcon.appiconset/Contents.json", "not json")
        try catalog.write("Config.dataset/Contents.json", "not json")
        try catalog.write("Icons.spriteatlas/Contents.json", "not json")
        try catalog.write(".git/Contents.json", "not json")
        try catalog.write("README.md", "# colours")
        let load = try catalog.read()
        #expect(load.palette.colorNames == ["Tint"])
        #expect(load.skipped.isEmpty && load.warnings.isEmpty)
    }

    @Test func anyFolderHoldingColourSetsWorks() throws {
        let catalog = try CatalogBuilder(name: "palette")
        try catalog.colorSet("Ink", entry("0", "0", "0"))
        let palette = try catalog.read().palette
        #expect(palette.name == "palette")
        #expect(palette.sections.map(\.name) == ["palette"])
    }

    @Test func duplicateNamesAreKeptWithAWarning() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Background", entry("0", "0", "0"))
        try catalog.colorSet("Surfaces/Background", entry("255", "255", "255"))
        let load = try catalog.read()
        #expect(load.palette.colorNames == ["Background", "Background"])
        #expect(load.warnings == [#"Background.colorset: one of 2 colour sets named "Background""#,
                                  #"Surfaces/Background.colorset: one of 2 colour sets named "Background""#])
    }
}
