import Foundation
import SwatchKit

/// Colour names written to take over generated text: markup, comment ends, quotes, separators, formulas,
/// terminal escapes and paths that climb out of a folder.
public enum HostileNames {
    public static let all = ["<!-- x", "a|b", "a\nb", "`x`", "*/", "赤", "--x", "\"quoted\"", "a,b", "=SUM(A1)", "\u{1B}[31m", "../x", "Brand/../../x"]

    public static let system = try! SystemCatalog.palette(named: "ios26")

    /// One section (itself named `section`) of `names`, each light `#112233`.
    public static func palette(_ names: [String], section: String = "S") -> Palette {
        Palette(name: "p", title: "p", sections: [PaletteSection(name: section, colors: names.map {
            NamedColor(name: $0, values: [.light: RGBA8(r: 0x11, g: 0x22, b: 0x33)])
        })])
    }

    /// What `format` makes of `palette`, with `source` as the palette's file.
    public static func output(_ format: PaletteFormat, _ palette: Palette, source: String = "p.json") throws -> FormatOutput {
        let listing = try ColorListing(palette: palette, chrome: system, appearances: [.light])
        return try format.output(listing, options: FormatOptions(source: source))
    }

    /// The text `format` writes.
    public static func text(_ format: PaletteFormat, _ palette: Palette, source: String = "p.json") throws -> String {
        guard case .text(let text) = try output(format, palette, source: source) else { throw SwatchError(.output, "not text") }
        return text
    }

    /// The files `format` writes.
    public static func files(_ format: PaletteFormat, _ palette: Palette, source: String = "p.json") throws -> [FolderFile] {
        guard case .folder(let files) = try output(format, palette, source: source) else { throw SwatchError(.output, "not a folder") }
        return files
    }
}
