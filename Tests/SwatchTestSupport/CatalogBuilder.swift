import Foundation
import SwatchKit
import SwatchPalette

/// Writes a small asset catalog into a temp dir, one file at a time, for the asset catalog reader tests.
public final class CatalogBuilder {
    private let dir: TempDir
    /// The catalog folder, `<temp>/Test.xcassets` by default.
    public let root: String

    public init(name: String = "Test.xcassets") throws {
        dir = try TempDir()
        root = dir.file(name)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` (relative to the catalog), creating folders on the way.
    public func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes `path.colorset/Contents.json` with `entries` (JSON objects, see `entry`) as `colors`.
    public func colorSet(_ path: String, _ entries: String...) throws {
        try write("\(path).colorset/Contents.json", #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    }

    /// A group folder's `Contents.json`, providing a namespace or not.
    public func group(_ path: String, namespace: Bool) throws {
        let properties = namespace ? #", "properties" : { "provides-namespace" : true }"# : ""
        try write("\(path)/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 }\#(properties) }"#)
    }

    public func read(keepGoing: Bool = false, idiom: String? = nil) throws(SwatchError) -> PaletteLoad {
        try AssetCatalogReader.read(path: root, options: PaletteReadOptions(keepGoing: keepGoing, idiom: idiom), system: CatalogBuilder.system)
    }

    /// The error reading the catalog throws, or nil when it reads.
    public func error(idiom: String? = nil) -> String? {
        do {
            _ = try read(idiom: idiom)
            return nil
        } catch {
            return error.message
        }
    }

    public static let system = try! SystemCatalog.palette(named: "ios26")
}

/// One `colors` entry as Xcode writes it, with the components written as the given strings.
public func entry(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000", space: String? = "srgb",
           luminosity: String? = nil, contrast: String? = nil, idiom: String = "universal") -> String {
    let color = #"{ \#(space.map { #""color-space" : "\#($0)", "# } ?? "")"components" : { "red" : "\#(red)", "green" : "\#(green)", "blue" : "\#(blue)", "alpha" : "\#(alpha)" } }"#
    return entry(color: color, luminosity: luminosity, contrast: contrast, idiom: idiom)
}

/// One `colors` entry with the `color` object given as JSON text.
public func entry(color: String, luminosity: String? = nil, contrast: String? = nil, idiom: String = "universal") -> String {
    var appearances: [String] = []
    if let luminosity { appearances.append(#"{ "appearance" : "luminosity", "value" : "\#(luminosity)" }"#) }
    if let contrast { appearances.append(#"{ "appearance" : "contrast", "value" : "\#(contrast)" }"#) }
    let appearancesJSON = appearances.isEmpty ? "" : #""appearances" : [ \#(appearances.joined(separator: ", ")) ], "#
    return #"{ \#(appearancesJSON)"color" : \#(color), "idiom" : "\#(idiom)" }"#
}

/// A `color` object referring to a system colour, as Xcode writes it.
public func reference(_ name: String) -> String { #"{ "platform" : "ios", "reference" : "\#(name)" }"# }
