import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
@testable import SwatchPalette
import SwatchTestSupport

/// The hostile pass over `export --format xcassets` round trips: `properties` holding deep, long and odd JSON,
/// folder and colour set names with spaces, letters of other scripts, `:` and dots, a folder providing a
/// namespace beside a colour of its own name, and `diff` of such catalogs.
@Suite struct XcassetsHostileRoundTripTests {
    /// A colour set's `Contents.json` of one sRGB value (`red` the red component), with `properties` if given.
    static func colorSet(red: String = "1.000", properties: String? = nil) -> String {
        let props = properties.map { ", \"properties\" : \($0)" } ?? ""
        return #"{"colors" : [{"color" : {"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "\#(red)"}}, "idiom" : "universal"}], "info" : {"author" : "xcode", "version" : 1}\#(props)}"#
    }

    static func group(_ properties: String?) -> String {
        #"{"info" : {"author" : "xcode", "version" : 1}\#(properties.map { ", \"properties\" : \($0)" } ?? "")}"#
    }

    /// The hostile catalog, written into `directory` as `A.xcassets`.
    static func catalog(in directory: TempDir) throws -> String {
        let deep = String(repeating: #"{"k" : "#, count: 200) + "{}" + String(repeating: "}", count: 200)
        let odd = #"{"localizable" : true, "big" : "\#(String(repeating: "y", count: 100_000))", "odd" : [1, 2.5, null, true, {"a" : -0.0}], "num" : 1e300, "neg" : -12, "uni" : "é\u202e\n"}"#
        let files: [String: String] = [
            "Contents.json": group(nil),
            "Deep/Contents.json": group(#"{"provides-namespace" : true, "deep" : \#(deep)}"#),
            "Deep/one.colorset/Contents.json": colorSet(properties: odd),
            "My Folder/Contents.json": group(#"{"provides-namespace" : true}"#),
            "My Folder/with space.colorset/Contents.json": colorSet(red: "0.100"),
            "Ünïcødé 赤/Contents.json": group(nil),
            "Ünïcødé 赤/赤.colorset/Contents.json": colorSet(red: "0.200"),
            "a:b/Contents.json": group(#"{"provides-namespace" : true}"#),
            "a:b/c:d.colorset/Contents.json": colorSet(red: "0.300"),
            "x...colorset/Contents.json": colorSet(red: "0.400"),
            " .colorset/Contents.json": colorSet(red: "0.500"),
            "Brand/Contents.json": group(#"{"provides-namespace" : true}"#),
            "Brand/Brand.colorset/Contents.json": colorSet(red: "0.600"),
            "Brand.colorset/Contents.json": colorSet(red: "0.700"),
        ]
        let root = directory.file("A.xcassets")
        for (path, text) in files {
            let file = root + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
        return root
    }

    @Test func hostilePropertiesAndNamesRoundTrip() throws {
        let directory = try TempDir()
        let trip = try CatalogRoundTrip(Self.catalog(in: directory))
        #expect(trip.differences == [])
        #expect(trip.original.palette.colorNames == [" ", "Brand", "x..", "Brand/Brand", "Deep/one", "My Folder/with space", "a:b/c:d", "赤"])
        let one = try #require(trip.files.first { $0.path == "Deep/one.colorset/Contents.json" })
        let text = String(decoding: one.bytes, as: UTF8.self)
        #expect(text.contains(#""neg" : -12"#) && text.contains("\"uni\" : \"é\\u202e\\n\"")  // U+202E escaped, as every JSON swatch writes
                && text.contains(String(repeating: "y", count: 100_000)))
        let deep = try #require(trip.files.first { $0.path == "Deep/Contents.json" })
        #expect(String(decoding: deep.bytes, as: UTF8.self).components(separatedBy: "\"k\" :").count == 201)
    }

    /// A name starting with a dot would be a hidden folder: Xcode and swatch's reader skip it, so the colour would
    /// be lost on the way back. A name of dots after its first character is a name like any other.
    @Test func hiddenColourSetsAreRefused() throws {
        let red = SourceColor(red: 1, green: 0, blue: 0)
        for (name, section) in [("...", "Odd"), (".hidden", "Odd"), ("tint", ".git"), (".ns/tint", "Odd")] {
            let listing = try SwiftExports.listing([SwiftExports.color(name, [.light: red])], sections: [section])
            #expect(throws: SwatchError.self) { try PaletteFormat.xcassets.output(listing, options: FormatOptions(source: "test")) }
        }
        let listing = try SwiftExports.listing([SwiftExports.color("...", [.light: red])])
        #expect(throws: SwatchError(.palette, "--format xcassets: colour \"...\" of test cannot be a colour set: \"....colorset\" starts with a dot, which hides it from Xcode; rename it")) {
            try PaletteFormat.xcassets.output(listing, options: FormatOptions(source: "test"))
        }
        let fine = try SwiftExports.listing([SwiftExports.color("x..", [.light: red])])
        guard case .folder(let files) = try PaletteFormat.xcassets.output(fine, options: FormatOptions(source: "test")) else { throw SwatchError(.output, "not a folder") }
        #expect(files.contains { $0.path.hasSuffix("/x...colorset/Contents.json") || $0.path == "x...colorset/Contents.json" })
    }

    /// `diff` of the catalog against itself changes nothing, whatever the threshold; a colour moved to another
    /// folder pairs by value.
    @Test func diffOfMovedColours() throws {
        let directory = try TempDir()
        let old = try AssetCatalogReader.read(path: Self.catalog(in: directory), options: PaletteReadOptions(), system: CatalogRoundTrip.system).palette
        for threshold in [0, 0.5, 100] {
            let same = try PaletteChanges(old: old, new: old, chrome: CatalogRoundTrip.system, minimumDeltaE: threshold, matchingValues: true)
            #expect(same.entries.allSatisfy { $0.kind == .unchanged }, "\(threshold)")
        }
        let root = directory.file("A.xcassets")
        try FileManager.default.createDirectory(atPath: root + "/Moved", withIntermediateDirectories: false)
        try FileManager.default.moveItem(atPath: root + "/My Folder/with space.colorset", toPath: root + "/Moved/with space.colorset")
        try FileManager.default.moveItem(atPath: root + "/Ünïcødé 赤/赤.colorset", toPath: root + "/赤.colorset")
        let new = try AssetCatalogReader.read(path: root, options: PaletteReadOptions(), system: CatalogRoundTrip.system).palette
        let byValue = try PaletteChanges(old: old, new: new, chrome: CatalogRoundTrip.system, minimumDeltaE: 0, matchingValues: true)
        #expect(byValue.entries.map(\.kind).filter { $0 != .unchanged } == [.renamed])
        let moved = try #require(byValue.entries.first { $0.kind == .renamed })
        #expect(moved.name == "with space" && moved.oldName == "My Folder/with space")
        // 赤 kept its name: the same colour in another section, unchanged.
        #expect(byValue.entries.first { $0.name == "赤" }?.kind == .unchanged)
        let byName = try PaletteChanges(old: old, new: new, chrome: CatalogRoundTrip.system, minimumDeltaE: 0)
        #expect(byName.entries.map(\.kind).filter { $0 != .unchanged }.sorted { "\($0)" < "\($1)" } == [.added, .removed])
    }
}
