import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Figma variables (`GET /v1/files/:key/variables/local`, and plugins' dumps of the same objects): collections
/// become sections, modes appearances, aliases are followed within and across collections.
@Suite struct FigmaReaderTests {
    static let sample = Repository.samples.appendingPathComponent("figma-variables.json").standardized.path

    @Test func theSampleReadsWithItsAppearances() throws {
        let load = try PaletteReader.read(path: Self.sample, system: FigmaDocument.system)
        let palette = load.palette
        #expect(palette.name == "figma-variables" && palette.title == "figma-variables (Figma variables)")
        #expect(palette.sections.map(\.name) == ["Primitives", "Theme"])
        // FLOAT variables (Radius/md, Spacing/Gutter) are not colours.
        #expect(palette.sections[1].colors.map(\.name) == ["Brand/Primary", "Brand/Accent", "Surface/Background", "Surface/Card", "Text/Primary", "Text/Secondary"])
        #expect(palette.appearances == [.light, .dark, .darkHighContrast])
        // A one-mode collection ("Mode 1") is light.
        #expect(palette.color(named: "Blue/500")?.hexValues == ["light": "#2F6BFFFF"])
        // Aliases into another collection, in its default mode; a literal in high contrast.
        #expect(palette.color(named: "Brand/Primary")?.hexValues == ["light": "#2F6BFFFF", "dark": "#7FA4FFFF", "darkHighContrast": "#99B3FFFF"])
        // An alias of an alias in the same collection follows each mode.
        #expect(palette.color(named: "Brand/Accent")?.hexValues == palette.color(named: "Brand/Primary")?.hexValues)
        #expect(palette.color(named: "Surface/Background")?.hexValues == ["light": "#FFFFFFFF", "dark": "#14161AFF", "darkHighContrast": "#000000FF"])
        let secondary = try #require(palette.color(named: "Text/Secondary"))
        #expect(secondary.source(for: .dark).alpha == 0.6 && secondary.source(for: .dark).red == 0.960784)
        #expect(secondary.location?.folders.map(\.name) == ["Theme", "Text"] && secondary.name(inSection: "Theme") == "Text/Secondary")
        #expect(load.warnings.isEmpty && load.skipped.isEmpty)
    }

    /// Plugins dump the Plugin API's objects: arrays at the top, no `meta`. They read alike.
    @Test func aPluginDumpReadsAsTheRESTResponse() throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "C1", name: "Colors", modes: [("m1", "Light"), ("m2", "Dark")])]
        document.color("V1", "Brand/Primary", in: "C1", [("m1", FigmaDocument.rgba("#112233")), ("m2", FigmaDocument.rgba("#445566", alpha: 0.5))])
        let rest = try FigmaDocument.load(document.json()).palette
        let plugin = try FigmaDocument.load(document.json(plugin: true)).palette
        #expect(rest == plugin)
        #expect(rest.color(named: "Brand/Primary")?.hexValues == ["light": "#112233FF", "dark": "#44556680"])
    }

    @Test func modesAreAppearancesByNameOrByTheMap() throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "C1", name: "Theme", modes: [("m1", "Light Mode"), ("m2", "Dark Mode"), ("m3", "HC Dark")])]
        document.color("V1", "tint", in: "C1", [("m1", FigmaDocument.rgba("#FF0000")), ("m2", FigmaDocument.rgba("#00FF00")), ("m3", FigmaDocument.rgba("#0000FF"))])
        #expect(FigmaDocument.message(document.json()) == "figma.json: meta.variableCollections.C1.modes[2]: mode \"HC Dark\" of collection \"Theme\" maps to no appearance: "
            + "name it after one (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast) or map it with --appearance-map 'HC Dark=APPEARANCE'")
        let names = try AppearanceNames(parsing: "HC Dark=darkHighContrast")
        let palette = try FigmaDocument.load(document.json(), options: PaletteReadOptions(appearanceNames: names)).palette
        #expect(palette.color(named: "tint")?.hexValues == ["light": "#FF0000FF", "dark": "#00FF00FF", "darkHighContrast": "#0000FFFF"])
        let twice = try AppearanceNames(parsing: "HC Dark=dark")
        #expect(FigmaDocument.message(document.json(), options: PaletteReadOptions(appearanceNames: twice))
                == "figma.json: meta.variableCollections.C1.modes[2]: modes \"Dark Mode\" and \"HC Dark\" of collection \"Theme\" are both dark")
    }

    /// A library's collection and a deleted variable serve aliases but are not colours of the palette.
    @Test func remoteAndDeletedVariablesAreAliasTargetsOnly() throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "L", name: "Library", modes: [("l", "Value")], remote: true),
                                .init(id: "C", name: "App", modes: [("a", "Light"), ("b", "Dark")])]
        document.color("R", "Library/Red", in: "L", [("l", FigmaDocument.rgba("#FF0000"))], extra: ", \"remote\": true")
        document.color("D", "Gone", in: "C", [("a", FigmaDocument.rgba("#00FF00")), ("b", FigmaDocument.rgba("#00FF00"))], extra: ", \"deletedButReferenced\": true")
        document.color("V", "Accent", in: "C", [("a", FigmaDocument.alias("R")), ("b", FigmaDocument.alias("D"))])
        let palette = try FigmaDocument.load(document.json()).palette
        #expect(palette.colorNames == ["Accent"])
        #expect(palette.color(named: "Accent")?.hexValues == ["light": "#FF0000FF", "dark": "#00FF00FF"])
    }

    /// Figma's sample plugin exports a token file per collection and mode; the folder reads as one palette.
    @Test func aFolderOfPerModeFilesReads() throws {
        let folder = URL(fileURLWithPath: Self.sample).deletingLastPathComponent().appendingPathComponent("figma-export").path
        let palette = try PaletteReader.read(path: folder, system: FigmaDocument.system).palette
        #expect(palette.name == "figma-export")
        #expect(palette.sections.map(\.name) == ["Blue", "Gray", "Brand", "Surface"])
        #expect(palette.color(named: "Primary")?.hexValues == ["light": "#2F6BFFFF", "dark": "#7FA4FFFF"])
        #expect(palette.color(named: "Background")?.hexValues == ["light": "#F5F6F8FF", "dark": "#14161AFF"])
        let files = try TokenTestFiles(["x/Theme.Day.tokens.json": ##"{"a": {"$type": "color", "$value": "#FF0000"}}"##,
                                        "x/Theme.Night.tokens.json": ##"{"a": {"$type": "color", "$value": "#000000"}}"##])
        #expect(files.message("x") == "Theme.Day.tokens.json: mode \"Day\" of collection \"Theme\" maps to no appearance: name it after one (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast) or map it with --appearance-map 'Day=APPEARANCE'")
        let names = try AppearanceNames(parsing: "Day=light,Night=dark")
        let mapped = try PaletteReader.read(path: files.directory.file("x"), options: PaletteReadOptions(appearanceNames: names), system: FigmaDocument.system)
        #expect(mapped.palette.color(named: "a")?.hexValues == ["light": "#FF0000FF", "dark": "#000000FF"])
    }

    /// An alias into another collection takes that collection's mode of the same appearance.
    @Test func aliasesAcrossCollectionsFollowTheAppearance() throws {
        var document = FigmaDocument()
        document.collections = [.init(id: "P", name: "Palette", modes: [("p1", "Light"), ("p2", "Dark")]),
                                .init(id: "S", name: "Semantic", modes: [("s1", "Light"), ("s2", "Dark")])]
        document.color("B", "Blue", in: "P", [("p1", FigmaDocument.rgba("#0000AA")), ("p2", FigmaDocument.rgba("#5555FF"))])
        document.color("L", "Link", in: "S", [("s1", FigmaDocument.alias("B")), ("s2", FigmaDocument.alias("B"))])
        #expect(try FigmaDocument.load(document.json()).palette.color(named: "Link")?.hexValues == ["light": "#0000AAFF", "dark": "#5555FFFF"])
    }
}
