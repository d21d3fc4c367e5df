import Foundation
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// The inputs the Swift export tests share: catalogs, the sample asset catalog as `swatch export` reads it,
/// and a palette of awkward names and colour spaces.
enum SwiftExports {
    static let repository = Repository.root

    /// The built-in catalog `name`, filtered, listed with every appearance it has (as `swatch export` does).
    static func catalog(_ name: String, names: [String] = [], sections: [String] = []) throws -> ColorListing {
        let palette = try PaletteFilter(sections: sections, names: names).apply(to: SystemCatalog.palette(named: name))
        return try ColorListing(palette: palette, chrome: SystemCatalog.palette(named: name), appearances: palette.appearances)
    }

    /// `Samples/Assets.xcassets`, its system references taken from the default catalog.
    static func samples() throws -> ColorListing {
        let system = try SystemCatalog.palette(named: SystemCatalog.defaultName)
        let palette = try PaletteReader.read(path: repository.appendingPathComponent("Samples/Assets.xcassets").path,
                                             system: system).palette
        return try ColorListing(palette: palette, chrome: system, appearances: palette.appearances)
    }

    /// The nested-folders fixture (Mastodon's `Theme/system/Background/` shape: namespaces at several depths).
    static func nested() throws -> ColorListing {
        let system = try SystemCatalog.palette(named: SystemCatalog.defaultName)
        let path = FixtureFiles.folder.appendingPathComponent("xcassets/Nested.xcassets").path
        let palette = try PaletteReader.read(path: path, system: system).palette
        return try ColorListing(palette: palette, chrome: system, appearances: palette.appearances)
    }

    /// `colors` as a one-section palette's listing.
    static func listing(_ colors: [NamedColor], sections: [String]? = nil) throws -> ColorListing {
        let system = try SystemCatalog.palette(named: SystemCatalog.defaultName)
        let names = sections ?? colors.map { _ in "Odd" }
        var grouped: [PaletteSection] = []
        for (section, color) in zip(names, colors) {
            if grouped.last?.name == section {
                grouped[grouped.count - 1] = PaletteSection(name: section, colors: grouped[grouped.count - 1].colors + [color])
            } else {
                grouped.append(PaletteSection(name: section, colors: [color]))
            }
        }
        let palette = Palette(name: "odd", title: "odd.txt", sections: grouped)
        return try ColorListing(palette: palette, chrome: system, appearances: palette.appearances)
    }

    /// A colour whose source values are `sources`, bytes derived from them.
    static func color(_ name: String, _ sources: [Appearance: SourceColor]) -> NamedColor {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        let bytes = sources.mapValues { RGBA8(r: byte($0.red), g: byte($0.green), b: byte($0.blue), a: byte($0.alpha)) }
        return NamedColor(name: name, values: bytes, sourceValues: sources)
    }

    /// Names Swift needs help with, display-P3 and extended-sRGB values, and all six appearances.
    static func odd() throws -> ColorListing {
        let red = SourceColor(red: 1, green: 0, blue: 0)
        let p3 = SourceColor(space: .displayP3, red: 0.279, green: 0.622, blue: 0.605)
        let extended = SourceColor(red: 1.2, green: -0.05, blue: 0.5, alpha: 0.75)
        var six: [Appearance: SourceColor] = [:]
        for (index, appearance) in Appearance.allCases.enumerated() {
            six[appearance] = SourceColor(red: Double(index) / 10, green: 0.5, blue: 0.25, alpha: 1)
        }
        return try listing([
            color("class", [.light: red, .dark: p3]),
            color("1st place", [.light: p3]),
            color("dark blurple", [.light: extended, .dark: red]),
            color("Brand/Primary", [.light: red, .lightHighContrast: p3]),
            color("a.b", [.light: red, .dark: red, .darkElevated: extended]),
            color("self", six),
            color("Quote \"x\" \\ back", [.light: red, .darkHighContrast: p3]),
            color("default", [.light: red, .dark: p3, .darkHighContrast: p3, .lightHighContrast: extended]),
            color("line\nbreak */", [.light: red, .dark: p3]),
        ], sections: ["Odd", "Odd", "Odd", "Odd", "Odd", "Odd", "Odd", "Odd", "Odd\nSection"])
    }

    /// The text `format` writes for `listing`.
    static func text(_ format: PaletteFormat, _ listing: ColorListing, _ options: FormatOptions = FormatOptions()) throws -> String {
        guard case .text(let text) = try format.output(listing, options: options) else { throw SwatchError(.output, "not text") }
        return text
    }
}
