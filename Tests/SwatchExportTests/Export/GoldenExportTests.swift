import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// The exports the Exports article shows, in Output/exports/, are what the formats write today (SWATCH_RECORD=1
/// rewrites them).
@Suite struct GoldenExportTests {
    static let repository = Repository.root.standardized.path
    static var recording: Bool { ProcessInfo.processInfo.environment["SWATCH_RECORD"].map { ["1", "all", "true", "yes"].contains($0) } ?? false }

    @Test(arguments: [("css", "Samples/Assets.xcassets", "Output/exports/Assets.css"),
                      ("android", "Samples/Assets.xcassets", "Output/exports/android"),
                      ("css", "Samples/brand.theme.json", "Output/exports/brand.css")])
    func goldenExport(format name: String, input: String, golden: String) throws {
        let format = try #require(PaletteFormat.named(name))
        let system = try SystemCatalog.palette(named: "ios26")
        let palette = try PaletteReader.read(path: Self.repository + "/" + input, system: system).palette
        let listing = try ColorListing(palette: palette, chrome: system, appearances: palette.appearances)
        let output = try format.output(listing, options: FormatOptions(source: input))
        let path = Self.repository + "/" + golden
        switch output {
        case .text(let text):
            if Self.recording { try ExportFile.write(text, to: path) }
            #expect(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } == text,
                    "\(golden) differs (SWATCH_RECORD=1 re-records)")
        case .folder(let files):
            if Self.recording { try FolderWrite.write(StreamedFolder(files), to: path, format: name, source: input, force: true) }
            for file in files {
                #expect(FileManager.default.contents(atPath: path + "/" + file.path).map { [UInt8]($0) } == file.bytes,
                        "\(golden)/\(file.path) differs (SWATCH_RECORD=1 re-records)")
            }
        }
    }
}
