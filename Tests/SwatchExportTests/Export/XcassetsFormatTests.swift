import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport
@testable import SwatchPalette

/// `swatch export --format xcassets`: Xcode's own file layout and text, and round trips that change nothing.
@Suite struct XcassetsFormatTests {
    static let repository = Repository.root.standardized.path
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// The files of `palette` exported as an asset catalog.
    func export(_ palette: Palette) throws -> [FolderFile] {
        let listing = try ColorListing(palette: palette, chrome: Self.system, appearances: palette.appearances)
        guard case .folder(let files) = try PaletteFormat.xcassets.output(listing, options: FormatOptions(source: "test")) else {
            Issue.record("xcassets wrote text")
            return []
        }
        return files
    }

    /// Writes `files` as a catalog called `name` in a new folder and reads it back.
    func readBack(_ files: [FolderFile], in directory: TempDir, name: String) throws -> Palette {
        let path = directory.file(name)
        try FolderWrite.write(StreamedFolder(files), to: path, format: "xcassets", source: "test", force: false)
        return try AssetCatalogReader.read(path: path, options: PaletteReadOptions(), system: Self.system).palette
    }

    /// Every colour, every appearance: the same bytes and the same source values (space and fractions).
    func expectSameColors(_ a: Palette, _ b: Palette) {
        #expect(a.colorNames == b.colorNames)
        for name in a.colorNames {
            guard let x = a.color(named: name), let y = b.color(named: name) else { continue }
            for appearance in Appearance.allCases {
                #expect(x.value(for: appearance) == y.value(for: appearance), "\(name) \(appearance)")
                #expect(x.source(for: appearance) == y.source(for: appearance), "\(name) \(appearance)")
            }
        }
    }

    /// Samples/Assets.xcassets (sRGB, display-P3, grey, namespaces, a system reference) survives a round trip,
    /// and exporting the result again gives the same files byte for byte.
    @Test func assetCatalogRoundTrip() throws {
        let original = try AssetCatalogReader.read(path: Self.repository + "/Samples/Assets.xcassets", options: PaletteReadOptions(),
                                                   system: Self.system).palette
        let directory = try TempDir()
        let files = try export(original)
        let copy = try readBack(files, in: directory, name: "Assets.xcassets")
        expectSameColors(original, copy)
        #expect(try export(copy) == files)
    }

    /// A theme's fractions and hex codes come back as the same values.
    @Test func themeRoundTrip() throws {
        let theme = try PaletteReader.read(path: Self.repository + "/Samples/brand.theme.json", system: Self.system).palette
        let copy = try readBack(try export(theme), in: try TempDir(), name: "brand.xcassets")
        for name in theme.colorNames {
            for appearance in [Appearance.light, .dark, .lightHighContrast, .darkHighContrast] {
                #expect(theme.color(named: name)?.value(for: appearance) == copy.color(named: name)?.value(for: appearance), "\(name)")
            }
        }
    }

    /// Design tokens (display-P3, aliases, every mode) → asset catalog → read back: the same values.
    @Test func tokensRoundTrip() throws {
        let tokens = try PaletteReader.read(path: Self.repository + "/Samples/brand.tokens.json", system: Self.system).palette
        let copy = try readBack(try export(tokens), in: try TempDir(), name: "tokens.xcassets")
        #expect(tokens.colorNames.sorted() == copy.colorNames.sorted())
        for name in tokens.colorNames {
            for appearance in [Appearance.light, .dark, .lightHighContrast, .darkHighContrast] {
                #expect(tokens.color(named: name)?.value(for: appearance) == copy.color(named: name)?.value(for: appearance), "\(name) \(appearance)")
                #expect(tokens.color(named: name)?.source(for: appearance) == copy.color(named: name)?.source(for: appearance), "\(name) \(appearance)")
            }
        }
    }

    /// Components are written as Xcode writes them where that is exact, else exactly.
    @Test(arguments: [(0.5, "0.500"), (1.0, "1.000"), (0.0, "0.000"), (91.0 / 255, "0x5B"), (0.18, "0.180"),
                      (1.0 / 7, "0.14285714285714285"), (1.25, "1.250")])
    func componentText(value: Double, text: String) {
        #expect(XcassetsWriter.component(value) == text)
    }

    /// Three decimals are written out as `printf`'s `%.3f` writes them, for every whole number of thousandths from -3 to
    /// 3 (extended sRGB), -0, and past the written-out range.
    @Test func threeDecimalsAreWhatPrintfWrites() {
        for thousandths in Array(-3_000 ... 3_000).map(Double.init) + [-0.0, 999_999_999_999, -999_999_999_999, 1e12, 1e15, -4.2e17] {
            #expect(XcassetsWriter.threeDecimals(thousandths) == String(format: "%.3f", thousandths / 1000), "\(thousandths)")
        }
        #expect(XcassetsWriter.component(-0.0) == "-0.000" && XcassetsWriter.component(-0.25) == "-0.250" && XcassetsWriter.component(255.0 / 255) == "1.000")
        #expect((0 ... 255).allSatisfy { byte in
            let value = Double(byte) / 255
            let thousandths = (value * 1000).rounded()
            return abs(value * 1000 - thousandths) < 1e-9 || XcassetsWriter.component(value) == String(format: "0x%02X", byte)
        })
    }

    /// A namespaced name gets a folder that provides its namespace, with Xcode's exact text.
    @Test func namespacedColourSetText() throws {
        let palette = Palette(name: "App", title: "App", sections: [PaletteSection(name: "App", colors: [
            NamedColor(name: "Brand/Primary", values: [.light: RGBA8(r: 0x5B, g: 0x2E, b: 0xFF), .dark: RGBA8(r: 0x8C, g: 0x6B, b: 0xFF, a: 0x80)]),
        ])])
        let files = try export(palette)
        #expect(files.map(\.path) == ["Contents.json", "Brand/Contents.json", "Brand/Primary.colorset/Contents.json"])
        #expect(String(decoding: files[1].bytes, as: UTF8.self) == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """)
        #expect(String(decoding: files[2].bytes, as: UTF8.self).contains("""
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "0x80",
                      "blue" : "1.000",
                      "green" : "0x6B",
                      "red" : "0x8C"
                    }
                  },
            """))
    }

    /// A folder swatch did not write is kept unless forced; one it wrote is replaced.
    @Test func onlySwatchFoldersAreReplaced() throws {
        let directory = try TempDir()
        let path = directory.file("Mine.xcassets")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
        let files = [FolderFile(path: "Contents.json", bytes: Array(XcodeJSON.object(["info": XcodeJSON.info]).text.utf8))]
        #expect(throws: SwatchError(.usage, "\(path): a folder swatch did not write (no .swatch-export); --force replaces it")) {
            try FolderWrite.write(StreamedFolder(files), to: path, format: "xcassets", source: "test", force: false)
        }
        #expect(FileManager.default.fileExists(atPath: path + "/notes.txt"))
        try FolderWrite.write(StreamedFolder(files), to: path, format: "xcassets", source: "test", force: true)
        #expect(!FileManager.default.fileExists(atPath: path + "/notes.txt"))
        try FolderWrite.write(StreamedFolder(files), to: path, format: "xcassets", source: "test", force: false)  // swatch's own now
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Mine.xcassets"])
    }

    /// Output/exports/brand.xcassets is what the brand theme exports to (SWATCH_RECORD=1 rewrites it).
    @Test func goldenBrandCatalog() throws {
        let theme = try PaletteReader.read(path: Self.repository + "/Samples/brand.theme.json", system: Self.system).palette
        let golden = Self.repository + "/Output/exports/brand.xcassets"
        let files = try export(theme)
        if ProcessInfo.processInfo.environment["SWATCH_RECORD"].map({ ["1", "all", "true", "yes"].contains($0) }) ?? false {
            try FolderWrite.write(StreamedFolder(files), to: golden, format: "xcassets", source: "Samples/brand.theme.json", force: true)
        }
        for file in files {
            let committed = FileManager.default.contents(atPath: golden + "/" + file.path).map { [UInt8]($0) }
            #expect(committed == file.bytes, "\(file.path) differs from the golden file (SWATCH_RECORD=1 re-records)")
        }
    }
}
