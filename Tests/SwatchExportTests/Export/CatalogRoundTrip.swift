import Foundation
import SwatchKit
@testable import SwatchExport
@testable import SwatchPalette
import SwatchTestSupport

/// An asset catalog read, exported with `--format xcassets`, read back and exported again, and what differs:
/// the folders (and every folder's `Contents.json` properties), names, sections, values, source values
/// (space, numbers, system references) and the bytes of the two exports.
struct CatalogRoundTrip {
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// The catalog as read.
    let original: PaletteLoad
    /// The files the first export wrote.
    let files: [FolderFile]
    /// The export read back.
    let copy: Palette
    /// The files the copy exports to.
    let again: [FolderFile]

    /// Reads `path`, exports it into a temporary folder named like it, reads that and exports it again.
    init(_ path: String) throws {
        original = try AssetCatalogReader.read(path: path, options: PaletteReadOptions(), system: Self.system)
        files = try Self.export(original.palette)
        let directory = try TempDir()
        let written = directory.file(URL(fileURLWithPath: path).lastPathComponent)
        try FolderWrite.write(StreamedFolder(files), to: written, format: "xcassets", source: "test", force: false)
        copy = try AssetCatalogReader.read(path: written, options: PaletteReadOptions(), system: Self.system).palette
        again = try Self.export(copy)
    }

    /// The files of `palette` exported as an asset catalog.
    static func export(_ palette: Palette) throws -> [FolderFile] {
        let listing = try ColorListing(palette: palette, chrome: system, appearances: palette.appearances)
        guard case .folder(let files) = try PaletteFormat.xcassets.output(listing, options: FormatOptions(source: "test")) else {
            throw SwatchError(.output, "xcassets wrote text")
        }
        return files
    }

    /// Every difference between the original and the copy, and between the two exports; empty when the round
    /// trip changed nothing.
    var differences: [String] {
        var found: [String] = []
        let a = original.palette, b = copy
        if a.sections.map(\.name) != b.sections.map(\.name) {
            found.append("sections \(a.sections.map(\.name)) became \(b.sections.map(\.name))")
        }
        let before = a.sections.flatMap { section in section.colors.map { (section.name, $0) } }
        let after = b.sections.flatMap { section in section.colors.map { (section.name, $0) } }
        if before.map(\.1.name) != after.map(\.1.name) { found.append("names \(before.map(\.1.name)) became \(after.map(\.1.name))") }
        for ((sectionA, x), (sectionB, y)) in zip(before, after) where x.name == y.name {
            if sectionA != sectionB { found.append("\(x.name): section \(sectionA) became \(sectionB)") }
            if x.location != y.location { found.append("\(x.name): location \(String(describing: x.location)) became \(String(describing: y.location))") }
            for appearance in Appearance.allCases {
                let (p, q) = (x.source(for: appearance), y.source(for: appearance))
                if x.value(for: appearance) != y.value(for: appearance) { found.append("\(x.name) \(appearance): value differs") }
                if p != q || p.reference != q.reference || p.catalogSpaceName != q.catalogSpaceName {
                    found.append("\(x.name) \(appearance): \(p) became \(q)")
                }
            }
            if x.values.keys.sorted(by: { $0.rawValue < $1.rawValue }) != y.values.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                found.append("\(x.name): appearances \(x.values.keys) became \(y.values.keys)")
            }
        }
        if files != again {
            let changed = zip(files, again).first { $0.0 != $0.1 }.map { $0.0.path } ?? "the file list"
            found.append("exporting the copy gives other files (first: \(changed))")
        }
        return found
    }
}
