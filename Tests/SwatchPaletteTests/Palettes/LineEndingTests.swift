import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Every text reader reads the same palette whether its lines end in LF, CRLF or CR.
@Suite struct LineEndingTests {
    static let endings = [("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r")]

    /// Writes `lines` joined by `ending` to a file called `name` and reads it as a palette.
    func read(_ lines: [String], ending: String, name: String) throws -> Palette {
        let directory = try TempDir()
        let path = directory.file(name)
        try Data((lines.joined(separator: ending) + ending).utf8).write(to: URL(fileURLWithPath: path))
        return try PaletteReader.read(path: path, system: CatalogBuilder.system).palette
    }

    @Test(arguments: endings)
    func textLists(ending: (String, String)) throws {
        let palette = try read(["# brand", "a #FF0000 #00FF00", "[Other]", "b #0000FF #FFFFFF"], ending: ending.1, name: "c.txt")
        #expect(palette.sections.map(\.name) == ["c", "Other"], "\(ending.0)")
        #expect(palette.color(named: "a")?.value(for: .dark).hex == "#00FF00FF", "\(ending.0)")
        #expect(palette.color(named: "b")?.value(for: .dark).hex == "#FFFFFFFF", "\(ending.0)")
    }

    @Test(arguments: endings)
    func jsonThemes(ending: (String, String)) throws {
        let palette = try read(["{ \"schemes\": [ { \"name\": \"Base\",", "\"colors\": [ { \"name\": \"a\",",
                                "\"light\": \"#FF0000\", \"dark\": \"#00FF00\" } ] } ] }"], ending: ending.1, name: "t.json")
        #expect(palette.color(named: "a")?.value(for: .dark).hex == "#00FF00FF", "\(ending.0)")
    }

    @Test(arguments: endings)
    func yamlThemes(ending: (String, String)) throws {
        let palette = try read(["schemes:", "  - name: Base", "    colors:", "      - name: a", "        light: \"#FF0000\"",
                                "        dark: \"#00FF00\"  # a comment"], ending: ending.1, name: "t.yaml")
        #expect(palette.color(named: "a")?.value(for: .dark).hex == "#00FF00FF", "\(ending.0)")
    }

    @Test(arguments: endings)
    func assetCatalogContents(ending: (String, String)) throws {
        let catalog = try CatalogBuilder()
        let json = ["{ \"colors\" : [", entry("1.000", "0.000", "0.000"), "], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"]
        try catalog.write("A.colorset/Contents.json", json.joined(separator: ending.1))
        let palette = try AssetCatalogReader.read(path: catalog.root, options: PaletteReadOptions(), system: CatalogBuilder.system).palette
        #expect(palette.color(named: "A")?.value(for: .light).hex == "#FF0000FF", "\(ending.0)")
    }

    @Test(arguments: endings)
    func pairsFiles(ending: (String, String)) throws {
        let text = ["# pairs", "label on systemBackground", "Brand Red on secondarySystemBackground as large-text"].joined(separator: ending.1)
        let pairs = try ContrastPair.parse(text + ending.1, file: "p.txt")
        #expect(pairs == [ContrastPair("label", on: "systemBackground", origin: "p.txt:2"),
                          ContrastPair("Brand Red", on: "secondarySystemBackground", as: .largeText, origin: "p.txt:3")], "\(ending.0)")
    }

    /// A byte order mark before the first line (Windows editors write one) is not part of its first name, in
    /// every text reader: the pairs file's first colour was `\u{FEFF}label`, unknown.
    @Test func aByteOrderMarkIsNotText() throws {
        #expect(try ContrastPair.parse("\u{FEFF}label on systemBackground\r\n", file: "p.txt").map(\.foreground) == ["label"])
        #expect(try read(["\u{FEFF}a #FF0000"], ending: "\r\n", name: "c.txt").color(named: "a")?.value(for: .light).hex == "#FF0000FF")
        #expect(try read(["\u{FEFF}schemes:", "  - name: Base", "    colors:", "      - { name: a, light: \"#FF0000\" }"], ending: "\r\n",
                         name: "t.yaml").color(named: "a")?.value(for: .light).hex == "#FF0000FF")
        #expect(try read(["\u{FEFF}{ \"schemes\": [ { \"name\": \"Base\", \"colors\": [ { \"name\": \"a\", \"light\": \"#FF0000\" } ] } ] }"],
                         ending: "\r\n", name: "t.json").color(named: "a")?.value(for: .light).hex == "#FF0000FF")
    }
}
