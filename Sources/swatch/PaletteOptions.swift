import ArgumentParser
import Foundation
import SwatchKit

/// Which colours a command works on: the catalog or a user palette, filters and hex rounding.
/// Shared by render and list.
struct PaletteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your colours instead of the catalog: an asset catalog folder (.xcassets), a theme (.json, .yaml or .yml), W3C design tokens (.tokens, .tokens.json, .resolver.json, $themes.json, or .json holding tokens) or a text list (name #light [#dark] per line).", valueName: "path"))
    var palette: String?

    @Option(help: ArgumentHelp("Built-in catalog: \(Self.catalogChoices). With --palette it provides the system colours a palette refers to and the UI colours.", valueName: "name"))
    var catalog: String = SystemCatalog.defaultName

    @Option(help: ArgumentHelp("Asset catalogs: the idiom to prefer (iphone, ipad, mac, tv, watch, car, vision); universal otherwise.", valueName: "idiom"))
    var idiom: String?

    @Flag(help: "Report malformed colours in --palette and draw the rest, instead of stopping at the first.")
    var keepGoing = false

    @Option(help: ArgumentHelp("Which appearance each Figma mode, Tokens Studio theme or resolver context named otherwise is, e.g. 'Light Mode=light,Dark Mode=dark,HC Dark=darkHighContrast'; a mode or context of no appearance is then an error naming it.", valueName: "map"))
    var appearanceMap: String?

    @Option(help: ArgumentHelp("Only this section (repeatable), e.g. 'Standard System Colors'.", valueName: "name"))
    var section: [String] = []

    @Option(help: ArgumentHelp("Only colours whose name matches this pattern (repeatable), e.g. 'system*' or '*Label'.", valueName: "glob"))
    var name: [String] = []

    @Option(help: "How fractions become hex bytes: half-up (0.18 -> 2E, as UIKit dumps) or truncate (2D, as the reference app prints).")
    var hexRounding: HexRounding = .halfUp

    /// The catalogs for help: their names, or why they cannot be listed.
    private static var catalogChoices: String {
        do throws(SwatchError) {
            return try SystemCatalog.names().joined(separator: ", ") + " (iOS 13-14, 15-18, 26+; default \(SystemCatalog.defaultName))"
        } catch {
            return error.message
        }
    }

    func validate() throws {
        if let appearanceMap { _ = try AppearanceNames(parsing: appearanceMap) }
    }

    /// What a command draws: the colours, the system catalog for UI colours, and a theme's styles.
    struct Loaded {
        let palette: Palette
        let system: Palette
        let sectionStyles: [String: ThemeStyle]
        /// Every file and folder read (none for the catalog): no output of the run may touch them.
        let inputs: [RunFile]
    }

    /// Reads the catalog or palette and applies the filters; warnings and skipped colours go to stderr.
    func load() throws(SwatchError) -> Loaded {
        try load(path: palette)
    }

    /// Reads the palette at `path` (the catalog when nil) with these options and filters.
    func load(path: String?) throws(SwatchError) -> Loaded {
        let system = try SystemCatalog.palette(named: catalog).rounded(hexRounding)
        let filter = PaletteFilter(sections: section, names: name)
        guard let path else {
            return Loaded(palette: try filter.apply(to: system), system: system, sectionStyles: [:], inputs: [])
        }
        let names = try appearanceMap.map { text throws(SwatchError) in try AppearanceNames(parsing: text) } ?? AppearanceNames()
        let options = PaletteReadOptions(keepGoing: keepGoing, idiom: idiom, rounding: hexRounding, appearanceNames: names)
        let loaded = try PaletteReader.read(path: path, options: options, system: system)
        for warning in loaded.warnings { warn(warning) }
        for skipped in loaded.skipped { warn("skipped \(skipped.message)") }
        return Loaded(palette: try filter.apply(to: loaded.palette), system: system, sectionStyles: loaded.sectionStyles,
                      inputs: loaded.inputs)
    }
}
