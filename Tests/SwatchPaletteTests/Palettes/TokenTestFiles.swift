import Foundation
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Writes design-token files into a temporary folder and reads them as `--palette` does.
struct TokenTestFiles {
    let directory: TempDir

    init(_ files: [String: String]) throws {
        directory = try TempDir()
        for (name, text) in files {
            let path = directory.file(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Reads `name` (a file or folder in the temporary folder) through `PaletteReader`.
    func read(_ name: String, keepGoing: Bool = false, rounding: HexRounding = .halfUp) throws -> PaletteLoad {
        try PaletteReader.read(path: directory.file(name), options: PaletteReadOptions(keepGoing: keepGoing, rounding: rounding),
                               system: try SystemCatalog.palette(named: "ios26"))
    }

    /// The message of the error reading `name` gives; nil when it reads.
    func message(_ name: String) -> String? {
        do { _ = try read(name); return nil } catch { return (error as? SwatchError)?.message ?? "\(error)" }
    }

    /// Reads one token file, `text`, named `name`.
    static func load(_ text: String, name: String = "brand.tokens.json", keepGoing: Bool = false) throws -> PaletteLoad {
        try TokenTestFiles([name: text]).read(name, keepGoing: keepGoing)
    }

    /// The error message reading one token file gives.
    static func message(_ text: String, name: String = "brand.tokens.json") -> String? {
        guard let files = try? TokenTestFiles([name: text]) else { return "cannot write the test file" }
        return files.message(name)
    }
}
