import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Every malformed case the asset catalog reader reports, with its exact message, and `keepGoing`.
@Suite struct AssetCatalogErrorTests {
    static let brokenPath = FixtureFiles.folder
        .appendingPathComponent("xcassets/Broken.xcassets").path

    /// The message reading a catalog with the single colour set `Primary` (inside the plain group `Brand`)
    /// gives, for the given `Contents.json` text.
    func message(contents: String) throws -> String? {
        let catalog = try CatalogBuilder()
        try catalog.write("Brand/Primary.colorset/Contents.json", contents)
        return catalog.error()
    }

    /// The message for a colour set whose `colors` are `entries`.
    func message(_ entries: String...) throws -> String? {
        try message(contents: #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    }

    let file = "Brand/Primary.colorset/Contents.json"

    // MARK: Paths

    @Test func missingPathsAndFiles() throws {
        let dir = try TempDir()
        #expect(throws: SwatchError(.palette, "\(dir.path)/Nope.xcassets: no such folder")) {
            try AssetCatalogReader.read(path: dir.file("Nope.xcassets"), options: .init(), system: CatalogBuilder.system)
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir.file("file.xcassets")))
        #expect(throws: SwatchError(.palette, "\(dir.file("file.xcassets")): no such folder")) {
            try AssetCatalogReader.read(path: dir.file("file.xcassets"), options: .init(), system: CatalogBuilder.system)
        }
    }

    @Test func foldersWithoutColourSets() throws {
        let empty = try CatalogBuilder()
        #expect(empty.error() == "\(empty.root): no .colorset folders found")
        let imagesOnly = try CatalogBuilder()
        try imagesOnly.write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try imagesOnly.write("Logo.imageset/Contents.json", #"{ "images" : [ ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        try imagesOnly.write("Brand/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        #expect(imagesOnly.error() == "\(imagesOnly.root): no .colorset folders found")
    }

    @Test func colourSetWithoutContents() throws {
        let catalog = try CatalogBuilder()
        try FileManager.default.createDirectory(atPath: catalog.root + "/Brand/Primary.colorset", withIntermediateDirectories: true)
        #expect(catalog.error() == "Brand/Primary.colorset: no Contents.json")
    }

    // MARK: The file

    @Test func invalidJSON() throws {
        let text = try #require(try message(contents: #"{ "colors" : [ { "idiom" : "universal", } ] "#))
        #expect(text.hasPrefix("\(file): not valid JSON ("))
        #expect(text.hasSuffix(")"))
        #expect(try message(contents: "")?.hasPrefix("\(file): not valid JSON (") == true)
    }

    /// JSONSerialization would keep the last of a repeated key; the catalog refuses it as every JSON reader does.
    @Test func repeatedKeyIsRefused() throws {
        #expect(try message(#"{ "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0", "red" : "1" } }, "idiom" : "universal" }"#)
                == "\(file): not valid JSON (key \"red\" appears twice at line 1, column 89)")
    }

    @Test func shapeOfTheFile() throws {
        #expect(try message(contents: "[ ]") == "\(file): [...] is not an object")
        #expect(try message(contents: #"{ "info" : { } }"#) == "\(file): colors: missing")
        #expect(try message(contents: #"{ "colors" : { } }"#) == "\(file): colors: {...} is not an array")
        #expect(try message(contents: #"{ "colors" : [ ] }"#) == "\(file): colors: the colour set has no colours")
        #expect(try message(#""red""#) == "\(file): colors[0]: \"red\" is not an object")
        // A slot without a colour is an empty slot (Xcode's new AccentColor); a catalog of nothing else has no colour.
        #expect(try message(#"{ "idiom" : "universal" }"#)?.hasSuffix(": no colour set has a colour (1 empty)") == true)
        #expect(try message(#"{ "idiom" : 3 }"#) == "\(file): colors[0].idiom: 3 is not a string")
        #expect(try message(#"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dusk" } ], "idiom" : "universal" }"#)
                == "\(file): colors[0].appearances[0].value: \"dusk\" is not a known luminosity (light, dark)")
        #expect(try message(#"{ "color" : { "color-space" : "srgb" } }"#) == "\(file): colors[0].color.components: missing")
        #expect(try message(#"{ "color" : { "components" : [ ] } }"#) == "\(file): colors[0].color.components: [...] is not an object")
        #expect(try message(entry("0", "0", "0"), #"{ "color" : { "components" : { "red" : "0", "blue" : "0" } }, "idiom" : "universal" }"#)
                == "\(file): colors[1].color.components.green: missing")
        #expect(try message(#"{ "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } }, "idiom" : 3 }"#)
                == "\(file): colors[0].idiom: 3 is not a string")
        #expect(try message(#"{ "color" : { "color-space" : null, "components" : { } } }"#)
                == "\(file): colors[0].color.color-space: null is not a string")
    }

    // MARK: Components and colour spaces

    @Test func badComponents() throws {
        #expect(try message(entry("0", "0", "0"), entry("1.7x", "0", "0", luminosity: "dark"))
                == "\(file): colors[1].color.components.red: \"1.7x\" is not a number")
        #expect(try message(entry("0", "300", "0")) == "\(file): colors[0].color.components.green: \"300\" is out of range")
        #expect(try message(entry("0", "0", "1.7")) == "\(file): colors[0].color.components.blue: \"1.7\" is out of range")
        #expect(try message(entry("0", "0", "0", alpha: "0x1FF")) == "\(file): colors[0].color.components.alpha: \"0x1FF\" is out of range")
        #expect(try message(entry("0", "0", "-0.5", space: "display-p3")) == "\(file): colors[0].color.components.blue: \"-0.5\" is out of range")
        #expect(try message(#"{ "color" : { "color-space" : "gray-gamma-22", "components" : { "red" : "0.5", "alpha" : "1" } } }"#)
                == "\(file): colors[0].color.components.white: missing")
    }

    @Test func unknownColourSpace() throws {
        #expect(try message(entry("0", "0", "0"), entry("0", "0", "0"), entry("0", "0", "0", space: "cmyk"))
                == "\(file): colors[2].color.color-space: \"cmyk\" is not a known colour space (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray)")
    }

    @Test func missingColourSpaceMeansSRGB() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Plain", entry("0.5", "128", "0x80", space: nil))
        #expect(try catalog.read().palette.color(named: "Plain")?.values[.light]?.hex == "#808080FF")
    }

    // MARK: Appearances and references

    @Test func badAppearances() throws {
        #expect(try message(entry("0", "0", "0", luminosity: "dim"))
                == "\(file): colors[0].appearances[0].value: \"dim\" is not a known luminosity (light, dark)")
        #expect(try message(entry("0", "0", "0", luminosity: "dark", contrast: "low"))
                == "\(file): colors[0].appearances[1].value: \"low\" is not a known contrast (high)")
        let vibrancy = #"{ "appearances" : [ { "appearance" : "vibrancy", "value" : "high" } ], "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } } }"#
        #expect(try message(vibrancy) == "\(file): colors[0].appearances[0].appearance: \"vibrancy\" is not a known appearance (luminosity, contrast)")
        let twice = #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "luminosity", "value" : "light" } ], "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } } }"#
        #expect(try message(twice) == "\(file): colors[0].appearances[1].appearance: \"luminosity\" is given twice")
        let noValue = #"{ "appearances" : [ { "appearance" : "luminosity" } ], "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } } }"#
        #expect(try message(noValue) == "\(file): colors[0].appearances[0].value: missing")
        let notArray = #"{ "appearances" : "dark", "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } } }"#
        #expect(try message(notArray) == "\(file): colors[0].appearances: \"dark\" is not an array")
    }

    @Test func unknownReference() throws {
        #expect(try message(entry("0", "0", "0"), entry(color: reference("fancyBlueColor"), luminosity: "dark"))
                == "\(file): colors[1].color.reference: \"fancyBlueColor\" is not a known system colour")
        // Unused entries must be valid too.
        #expect(try message(entry("0", "0", "0"), entry(color: reference("fancyBlueColor"), idiom: "watch"))
                == "\(file): colors[1].color.reference: \"fancyBlueColor\" is not a known system colour")
    }

    // MARK: Group folders

    @Test func malformedGroupContents() throws {
        let catalog = try CatalogBuilder()
        try catalog.write("Brand/Contents.json", #"{ "properties" : { "provides-namespace" : "yes" } }"#)
        try catalog.colorSet("Brand/Primary", entry("0", "0", "0"))
        #expect(catalog.error() == "Brand/Contents.json: properties.provides-namespace: \"yes\" is not true or false")
        try catalog.write("Brand/Contents.json", "{")
        #expect(catalog.error()?.hasPrefix("Brand/Contents.json: not valid JSON (") == true)
        try catalog.write("Brand/Contents.json", #"{ "properties" : [ ] }"#)
        #expect(catalog.error() == "Brand/Contents.json: properties: [...] is not an object")
    }

    /// A Contents.json the parser refuses is said in its words with the place, never Foundation's (`garbage at end
    /// around character 18`); lines end at LF, CRLF or CR.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func brokenContentsSayWhereInSwatchsWords(lineEnd: String) throws {
        #expect(try message(contents: "{ \"colors\" : [ ] }" + lineEnd + "}") == "\(file): not valid JSON (unexpected \"}\" at line 2, column 1)")
        #expect(try message(contents: "{" + lineEnd + "\"colors\" : [ 1e999 ] }") == "\(file): not valid JSON (1e999 is too large a number at line 2, column 14)")
    }

    /// Properties are kept to write the catalog back, so they are read within the nesting limit, in the
    /// folder's `Contents.json` and the colour set's: the parser's, with the place.
    @Test func propertiesNestedTooDeep() throws {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let catalog = try CatalogBuilder()
        try catalog.write("Brand/Contents.json", #"{ "properties" : { "tags" : \#(deep) } }"#)
        try catalog.colorSet("Brand/Primary", entry("0", "0", "0"))
        #expect(catalog.error() == "Brand/Contents.json: not valid JSON (nested more than 256 levels deep at line 1, column 283)")
        try catalog.write("Brand/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        let before = #"{ "colors" : [ \#(entry("0", "0", "0")) ], "properties" : { "x" : "#
        // Two objects, then the 255th "[" is the 257th level.
        #expect(try message(contents: before + deep + " } }")
                == "\(file): not valid JSON (nested more than 256 levels deep at line 1, column \(before.count + 255))")
    }

    // MARK: keepGoing

    @Test func theFirstErrorStopsTheRead() {
        #expect(throws: SwatchError(.palette, "BadComponent.colorset/Contents.json: colors[1].color.components.red: \"1.7x\" is not a number")) {
            try AssetCatalogReader.read(path: Self.brokenPath, options: .init(), system: CatalogBuilder.system)
        }
    }

    @Test func keepGoingCollectsTheErrorsAndKeepsTheGoodColours() throws {
        let load = try AssetCatalogReader.read(path: Self.brokenPath, options: .init(keepGoing: true), system: CatalogBuilder.system)
        #expect(load.palette.name == "Broken")
        #expect(load.palette.sections.map(\.name) == ["Broken", "Nested"])
        #expect(load.palette.colorNames == ["Good", "Fine"])
        #expect(load.palette.color(named: "Good")?.hexValues == ["light": "#007AFFFF", "dark": "#0A84FFFF"])
        let messages = load.skipped.map(\.message)
        #expect(messages.count == 5)
        guard messages.count == 5 else { return }
        #expect(messages[0] == "BadComponent.colorset/Contents.json: colors[1].color.components.red: \"1.7x\" is not a number")
        #expect(messages[1].hasPrefix("BadJSON.colorset/Contents.json: not valid JSON ("))
        #expect(messages[2] == "OutOfRange.colorset/Contents.json: colors[0].color.components.red: \"300\" is out of range")
        #expect(messages[3] == "UnknownReference.colorset/Contents.json: colors[0].color.reference: \"fancyBlueColor\" is not a known system colour")
        #expect(messages[4] == "UnknownSpace.colorset/Contents.json: colors[2].color.color-space: \"cmyk\" is not a known colour space (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray)")
    }

    @Test func keepGoingSkipsABrokenGroupWithItsColours() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Ink", entry("0", "0", "0"))
        try catalog.write("Brand/Contents.json", "{")
        try catalog.colorSet("Brand/Primary", entry("0", "0", "0"))
        let load = try catalog.read(keepGoing: true)
        #expect(load.palette.colorNames == ["Ink"])
        #expect(load.skipped.count == 1)
        #expect(load.skipped.first?.message.hasPrefix("Brand/Contents.json: not valid JSON (") == true)
    }

    @Test func keepGoingWithNothingReadable() throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("A", entry("x", "0", "0"))
        try catalog.colorSet("B", entry("0", "0", "0", space: "cmyk"))
        #expect(throws: SwatchError(.palette, "\(catalog.root): no colour set could be read (2 skipped; the first: A.colorset/Contents.json: colors[0].color.components.red: \"x\" is not a number)")) {
            try catalog.read(keepGoing: true)
        }
    }
}
