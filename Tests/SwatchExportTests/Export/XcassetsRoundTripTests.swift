import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport
@testable import SwatchPalette

/// `export --format xcassets` writes a catalog back as it was: the same folders, each folder's `Contents.json`
/// properties, colour set names and values; and exporting its own output again gives the same bytes.
@Suite struct XcassetsRoundTripTests {
    static let repository = Repository.root.standardized.path
    /// Namespaced and plain folders at several depths: Mastodon's `Theme/system/Background/` shape (a plain folder
    /// inside two namespaces), a plain group without a `Contents.json`, a namespace inside a plain folder whose
    /// `Contents.json` has other properties, references, extended and grey spaces, an empty colour set.
    static let nested = FixtureFiles.folder
        .appendingPathComponent("xcassets/Nested.xcassets").path

    @Test func nestedFoldersKeepTheirNamespacesApart() throws {
        let load = try AssetCatalogReader.read(path: Self.nested, options: PaletteReadOptions(), system: CatalogRoundTrip.system)
        let palette = load.palette
        #expect(palette.sections.map(\.name) == ["Nested", "Colors/Button", "Colors/Label", "Plain/Deep/inner", "Theme/system", "Theme/system/Background"])
        #expect(palette.colorNames == ["Accent", "Colors/Button/userFollowing", "Colors/secondary", "Deep/tint", "Theme/system/label",
                                       "Theme/system/sidebar.background", "Theme/system/tab.bar.background"])
        // Rows show the name within the section; the section says the folder.
        #expect(palette.sections.flatMap { section in section.colors.map { $0.name(inSection: section.name) } }
                == ["Accent", "userFollowing", "secondary", "tint", "label", "sidebar.background", "tab.bar.background"])
        let sidebar = try #require(palette.color(named: "Theme/system/sidebar.background")?.location)
        #expect(sidebar.folders == [.init(name: "Theme", providesNamespace: true), .init(name: "system", providesNamespace: true),
                                    .init(name: "Background", providesNamespace: false)])
        #expect(sidebar.name == "sidebar.background")
        #expect(sidebar.folderPath == "Theme/system/Background")
        #expect(sidebar.namespace == ["Theme", "system"])
        let tint = try #require(palette.color(named: "Deep/tint")?.location)
        #expect(tint.folders.map(\.providesNamespace) == [false, true, false])
        #expect(tint.folders[1].properties == .keyed([("on-demand-resource-tags", .array([.string("deep")])), ("provides-namespace", .bool(true))]))
        #expect(tint.folders[0].properties == .keyed([("provides-namespace", .bool(false))]))
        #expect(tint.properties == .keyed([("localizable", .bool(true))]))
        #expect(load.warnings == ["Empty.colorset: no colour is set (every slot is empty, as Xcode leaves a new colour set); left out"])
    }

    /// Every file the export writes is the fixture's own file, byte for byte; the only new one is the
    /// `Contents.json` of the plain group that had none, and the empty colour set is left out.
    @Test func nestedFixtureExportsItsOwnFiles() throws {
        let trip = try CatalogRoundTrip(Self.nested)
        #expect(trip.differences == [])
        var added: [String] = []
        for file in trip.files {
            guard let bytes = FileManager.default.contents(atPath: Self.nested + "/" + file.path) else {
                added.append(file.path)
                continue
            }
            #expect([UInt8](bytes) == file.bytes, "\(file.path)")
        }
        #expect(added == ["Colors/Label/Contents.json"])
        #expect(!trip.files.contains { $0.path.hasPrefix("Empty.colorset") })
        let label = try #require(trip.files.first { $0.path == "Colors/Label/Contents.json" })
        #expect(String(decoding: label.bytes, as: UTF8.self) == XcodeJSON.object(["info": XcodeJSON.info]).text)
    }

    /// Mastodon's bug: a plain folder inside namespaces must not be written twice over.
    @Test func aPlainFolderInsideNamespacesIsWrittenOnce() throws {
        let paths = try CatalogRoundTrip(Self.nested).files.map(\.path)
        #expect(paths.contains("Theme/system/Background/sidebar.background.colorset/Contents.json"))
        #expect(!paths.contains { $0.contains("Background/Theme") })
    }

    @Test func samplesRoundTrip() throws {
        let trip = try CatalogRoundTrip(Self.repository + "/Samples/Assets.xcassets")
        #expect(trip.differences == [])
        // The sample's system references are written as references again.
        let link = try #require(trip.files.first { $0.path == "Link.colorset/Contents.json" })
        #expect(String(decoding: link.bytes, as: UTF8.self).contains(#""reference" : "systemBlueColor""#))
    }

    /// A palette read from a theme or tokens lives in its section's folders; its namespaces come back as
    /// namespaces, and the catalog exported from it exports to the same files again.
    @Test(arguments: ["Samples/brand.theme.json", "Samples/brand.tokens.json", "Samples/colors.txt"])
    func otherPalettesGiveCatalogsThatRoundTrip(sample: String) throws {
        let palette = try PaletteReader.read(path: Self.repository + "/" + sample, system: CatalogRoundTrip.system).palette
        let files = try CatalogRoundTrip.export(palette)
        let directory = try TempDir()
        try FolderWrite.write(StreamedFolder(files), to: directory.file("x.xcassets"), format: "xcassets", source: "test", force: false)
        let trip = try CatalogRoundTrip(directory.file("x.xcassets"))
        #expect(trip.differences == [])
        #expect(trip.copy.colorNames.sorted() == palette.colorNames.sorted())
    }

    /// The three real catalogs of issue 22 and any other: `SWATCH_REAL_CATALOGS=path1:path2` (they are not in
    /// the repository; their licences vary).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SWATCH_REAL_CATALOGS"] != nil, "set SWATCH_REAL_CATALOGS to check real catalogs"))
    func realCatalogsRoundTrip() throws {
        let paths = (ProcessInfo.processInfo.environment["SWATCH_REAL_CATALOGS"] ?? "").split(separator: ":").map(String.init)
        for path in paths {
            let trip = try CatalogRoundTrip(path)
            #expect(trip.differences == [], "\(path)")
            let identical = trip.files.filter { file in
                FileManager.default.contents(atPath: path + "/" + file.path).map { [UInt8]($0) == file.bytes } ?? false
            }.count
            print("\(path): \(trip.original.palette.colorCount) colours in \(trip.original.palette.sections.count) sections; "
                  + "\(trip.files.count) files written, \(identical) byte for byte the source's; warnings: \(trip.original.warnings)")
        }
    }
}
