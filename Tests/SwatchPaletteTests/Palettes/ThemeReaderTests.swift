import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct ThemeReaderTests {
    func write(_ json: String, name: String = "brand.json") throws -> (TempDir, String) {
        let directory = try TempDir()
        let path = directory.file(name)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    func load(_ json: String, keepGoing: Bool = false) throws -> PaletteLoad {
        let (directory, path) = try write(json)
        defer { _ = directory }
        return try PaletteReader.read(path: path, options: PaletteReadOptions(keepGoing: keepGoing), system: try SystemCatalog.palette(named: "ios26"))
    }

    func message(_ json: String) -> String? {
        do { _ = try load(json); return nil } catch { return (error as? SwatchError)?.message }
    }

    @Test func schemesBecomeSectionsAndModesBecomeAppearances() throws {
        let loaded = try load("""
            { "name": "brand", "schemes": [
              { "name": "Base", "colors": [
                { "name": "tint", "light": "#5B2EFF", "dark": "#8C6BFF80", "lightHighContrast": "#3A1DB0", "darkHighContrast": { "red": 0.5, "green": 0.4, "blue": 1 } },
                { "name": "fixed", "light": { "red": 0.18, "green": 0, "blue": 1, "alpha": 0.3 } } ] },
              { "name": "Status", "colors": [ { "name": "ok", "light": "#34C759" } ], "styles": { "rowHeight": 64, "textAlignment": "center" } } ] }
            """)
        #expect(loaded.palette.name == "brand")
        #expect(loaded.palette.title == "brand theme")
        #expect(loaded.palette.sections.map(\.name) == ["Base", "Status"])
        let tint = try #require(loaded.palette.color(named: "tint"))
        #expect(tint.value(for: .light).hex == "#5B2EFFFF")
        #expect(tint.value(for: .dark).hex == "#8C6BFF80")
        #expect(tint.value(for: .lightHighContrast).hex == "#3A1DB0FF")
        #expect(tint.value(for: .darkHighContrast).hex == "#8066FFFF")
        // Floats round half up: 0.18 -> 46 (2E), 0.3 -> 77 (4D).
        #expect(loaded.palette.color(named: "fixed")?.value(for: .dark).hex == "#2E00FF4D")
        #expect(loaded.sectionStyles["Status"]?.rowHeight == 64)
        #expect(loaded.sectionStyles["Status"]?.textAlignment == .center)
        #expect(loaded.sectionStyles["Base"] == nil)
    }

    @Test(arguments: [
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": "#GG0000" } ] } ] }"##,
         ##"brand.json: schemes[0].colors[0].light: "#GG0000" is not a colour (expected #RRGGBB, #RRGGBBAA or {red, green, blue, alpha})"##),
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": { "red": "1.7x", "green": 0, "blue": 0 } } ] } ] }"##,
         ##"brand.json: schemes[0].colors[0].light.red: "1.7x" is not a number"##),
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": { "red": 1.7, "green": 0, "blue": 0 } } ] } ] }"##,
         "brand.json: schemes[0].colors[0].light.red: 1.7 is out of range (0 to 1)"),
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": "#FFFFFF", "drak": "#000000" } ] } ] }"##,
         "brand.json: schemes[0].colors[0].drak: unknown key (expected one of dark, darkHighContrast, light, lightHighContrast, name)"),
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "dark": "#000000" } ] } ] }"##,
         "brand.json: schemes[0].colors[0].light: every colour needs a light value"),
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": "#FFFFFF" } ], "styles": { "rowHeight": 5 } } ] }"##,
         "brand.json: schemes[0].styles.rowHeight: 5 is out of range (32 to 200 points)"),
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": "#FFFFFF" } ], "styles": { "fontWeight": "heavy" } } ] }"##,
         ##"brand.json: schemes[0].styles.fontWeight: "heavy" is not a font weight (regular or semibold)"##),
        (##"{"name":"t","schemes":[{"name":"Old","colors":[{"name":"a","light":"#FF0000"}]}],"schemes":[]}"##,
         ##"brand.json: not valid JSON (key "schemes" appears twice at line 1, column 82)"##),
        (##"{"schemes":[{"name":"A","colors":[{"name":"a","light":"#FF0000","light":"#00FF00"}]}]}"##,
         ##"brand.json: not valid JSON (key "light" appears twice at line 1, column 65)"##),
        (##"{"schemes":[{"name":"A","colors":[{"name":"a","light":{"red":0.5,"green":0,"blue":0,"red":1}}]}]}"##,
         ##"brand.json: not valid JSON (key "red" appears twice at line 1, column 85)"##),
        (##"{ "schemes": [] }"##, "brand.json: schemes: a theme needs at least one scheme"),
        (##"{ "name": "x" }"##, "brand.json: schemes: missing"),
        (##"{ "schemes": [ { "name": "A", "colors": [ { "name": "x", "light": "#FFFFFF" } ] }, ] "##, nil),
    ])
    func malformedThemesNameFileKeyPathAndValue(json: String, expected: String?) {
        let found = message(json)
        if let expected {
            #expect(found == expected)
        } else {
            #expect(found?.hasPrefix("brand.json: not valid JSON (") == true, "\(found ?? "no error")")
        }
    }

    /// What the strict parser refuses is said in its words with the line and column, whatever the lines end with:
    /// no second parse by Foundation, whose words (`invalid value around character 72`, `number 1e999 is not
    /// representable in Swift`) leaked, and which took 512 levels of nesting and UTF-16.
    @Test(arguments: ["\n", "\r\n", "\r"], [
        (#""styles":{"rowHeight":1e999}"#, "1e999 is too large a number at line 2, column 88"),
        ("\"styles\":{\"rowHeight\":\"\u{1B}[2J\"}", "a control character must be escaped in a string at line 2, column 89"),
        (#""styles":{"rowHeight":NaN}"#, #"unexpected "N" at line 2, column 88"#),
        (#""styles":{"rowHeight":044}"#, "a number must not start with 0 at line 2, column 88"),
        (#""styles":{"rowHeight":"\ud800"}"#, #"\u escape d800 is not a character at line 2, column 95"#),
        (#""styles":{"rowHeight":1}}"#, #"unexpected "}", expected "," or "]" at line 2, column 91"#),
        (#""styles":"# + String(repeating: "[", count: 300), "nested more than 256 levels deep at line 2, column 328"),
    ])
    func jsonFaultsAreSaidInSwatchsWords(lineEnd: String, fault: (styles: String, message: String)) {
        let json = #"{"name":"t","# + lineEnd + ##""schemes":[{"name":"A","colors":[{"name":"a","light":"#FF0000"}],"## + fault.styles + "}]}"
        #expect(message(json) == "brand.json: not valid JSON (\(fault.message))")
    }

    /// JSON is UTF-8 (RFC 8259): a UTF-16 theme, which Foundation read, is refused as UTF-16 with the command that
    /// converts it, in the same words whether or not it starts with a byte order mark.
    @Test(arguments: [true, false]) func aUTF16ThemeIsNotUTF8(marked: Bool) throws {
        let json = ##"{"schemes":[{"name":"A","colors":[{"name":"a","light":"#FF0000"}]}]}"##
        let directory = try TempDir()
        let path = directory.file("brand.json")
        try Data((marked ? [0xFF, 0xFE] : []) + json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: path))
        #expect(throws: SwatchError(.palette, "brand.json: is UTF-16 (little-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-16LE -t UTF-8)")) {
            try PaletteReader.read(path: path, options: PaletteReadOptions(), system: try SystemCatalog.palette(named: "ios26"))
        }
    }

    @Test func keepGoingSkipsBadColoursAndKeepsTheRest() throws {
        let loaded = try load("""
            { "schemes": [ { "name": "A", "colors": [ { "name": "bad", "light": "#12" }, { "name": "good", "light": "#FFFFFF" } ] } ] }
            """, keepGoing: true)
        #expect(loaded.palette.colorNames == ["good"])
        #expect(loaded.skipped.map(\.message) == [##"brand.json: schemes[0].colors[0].light: "#12" is not a colour (expected #RRGGBB, #RRGGBBAA or {red, green, blue, alpha})"##])
    }

    @Test func samplesLoadAndRoundTripThroughTheListing() throws {
        let samples = Repository.samples.standardized
        for name in ["standard.theme.json", "brand.theme.json"] {
            let loaded = try PaletteReader.read(path: samples.appendingPathComponent(name).path, options: PaletteReadOptions(), system: try SystemCatalog.palette(named: "ios26"))
            #expect(loaded.palette.sections.map(\.name) == ["Base", "Cells", "Status"])
            // Writing the values back as a theme and reading it again gives the same palette.
            let json = themeJSON(loaded.palette)
            let (directory, path) = try write(json, name: name)
            defer { _ = directory }
            let again = try PaletteReader.read(path: path, options: PaletteReadOptions(), system: try SystemCatalog.palette(named: "ios26"))
            #expect(again.palette.sections.map { $0.colors.map(\.values) } == loaded.palette.sections.map { $0.colors.map(\.values) })
        }
    }

    /// A theme file holding `palette`'s colours as hex codes.
    func themeJSON(_ palette: Palette) -> String {
        let schemes = palette.sections.map { section in
            let colors = section.colors.map { color in
                let values = ThemeReader.modes.compactMap { key, appearance in color.values[appearance].map { "\"\(key)\": \"\($0.hex)\"" } }
                return "{ \"name\": \"\(color.name)\", " + values.joined(separator: ", ") + " }"
            }
            return "{ \"name\": \"\(section.name)\", \"colors\": [\(colors.joined(separator: ", "))] }"
        }
        return "{ \"name\": \"\(palette.name)\", \"schemes\": [\(schemes.joined(separator: ", "))] }"
    }
}
