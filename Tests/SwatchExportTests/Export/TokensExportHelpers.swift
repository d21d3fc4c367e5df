import Foundation
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// Exports palettes as `swatch export` does and reads the result back as `--palette` does.
enum TokensExportHelpers {
    static let root = Repository.root.standardized

    static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name)").path }

    static var system: Palette { get throws { try SystemCatalog.palette(named: "ios26") } }

    /// The palette at `path` (a sample, or the catalog when nil), read as `--palette` reads it.
    static func palette(_ path: String?) throws -> Palette {
        guard let path else { return try system }
        return try PaletteReader.read(path: path, system: try system).palette
    }

    /// `palette` written in `format`, with every appearance it has, as `swatch export` writes it.
    static func export(_ palette: Palette, format: PaletteFormat, source: String) throws -> [FolderFile] {
        let listing = try ColorListing(palette: palette, chrome: try system, appearances: palette.appearances)
        guard case .folder(let files) = try format.output(listing, options: FormatOptions(source: source)) else {
            throw SwatchError(.output, "\(format.name) wrote text")
        }
        return files
    }

    /// `files` written into a new temporary folder.
    static func write(_ files: [FolderFile]) throws -> TempDir {
        let directory = try TempDir()
        for file in files { try Data(file.bytes).write(to: URL(fileURLWithPath: directory.file(file.path))) }
        return directory
    }

    /// The file `path` of `files` as text.
    static func text(_ files: [FolderFile], _ path: String) -> String? {
        files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Differences between two palettes' values in every appearance: hex bytes and source colours.
    static func differences(_ original: Palette, _ readBack: Palette) -> [String] {
        var found: [String] = []
        if original.sections.map(\.name) != readBack.sections.map(\.name) {
            found.append("sections \(original.sections.map(\.name)) became \(readBack.sections.map(\.name))")
        }
        for (a, b) in zip(original.sections, readBack.sections) where a.colors.map(\.name) != b.colors.map(\.name) {
            found.append("\(a.name): colours \(a.colors.map(\.name)) became \(b.colors.map(\.name))")
        }
        for section in original.sections {
            for color in section.colors {
                guard let back = readBack.sections.first(where: { $0.name == section.name })?.colors.first(where: { $0.name == color.name }) else {
                    found.append("\(section.name)/\(color.name) is missing")
                    continue
                }
                for appearance in Appearance.allCases {
                    if color.value(for: appearance) != back.value(for: appearance) {
                        found.append("\(color.name) \(appearance): \(color.value(for: appearance).hex) became \(back.value(for: appearance).hex)")
                    }
                    if color.source(for: appearance) != back.source(for: appearance) {
                        found.append("\(color.name) \(appearance): \(color.source(for: appearance)) became \(back.source(for: appearance))")
                    }
                }
            }
        }
        return found
    }
}
