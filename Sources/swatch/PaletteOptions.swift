import ArgumentParser
import Foundation
import SwatchKit

/// Which colours a command works on: the catalog or a user palette, filters and hex rounding. Shared by the
/// commands that read palettes; `palette` and `catalog` default to swatch.yml's.
struct PaletteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your colours instead of the catalog: an asset catalog folder (.xcassets), a theme (.json, .yaml or .yml), W3C design tokens (.tokens, .tokens.json, .resolver.json, $themes.json, or .json holding tokens) or a text list (name #light [#dark] per line).", valueName: "path"),
            completion: .file())
    var palette: String?

    @Option(help: ArgumentHelp("Built-in catalog: \(Self.catalogChoices). With --palette it provides the system colours a palette refers to and the UI colours.", valueName: "name"))
    var catalog: String?

    @Option(help: ArgumentHelp("Asset catalogs: the idiom to prefer (\(PaletteReadOptions.idioms.joined(separator: ", "))); universal otherwise.", valueName: "idiom"))
    var idiom: String?

    @Flag(help: "Report malformed colours in --palette and use the rest, instead of stopping at the first.")
    var keepGoing = false

    @Option(help: ArgumentHelp("Which appearance each Figma mode, Tokens Studio theme or resolver context named otherwise is, e.g. 'Light Mode=light,Dark Mode=dark,HC Dark=darkHighContrast'; a mode or context of no appearance is then an error naming it.", valueName: "map"))
    var appearanceMap: String?

    @Option(help: ArgumentHelp("Only this section (repeatable), e.g. 'Standard System Colors'.", valueName: "name"))
    var section: [String] = []

    @Option(help: ArgumentHelp("Only colours whose name matches this pattern (repeatable), e.g. 'system*' or '*Label'.", valueName: "glob"))
    var name: [String] = []

    @Option(help: "How fractions become hex bytes: half-up (0.18 -> 2E, as UIKit dumps) or truncate (2D, as the reference app prints).")
    var hexRounding: HexRounding = .halfUp

    func validate() throws {
        if let idiom, !PaletteReadOptions.idioms.contains(idiom.lowercased()) {
            let hint: MessageText = NameSuggestion.hint(for: idiom, among: PaletteReadOptions.idioms)
                ?? "use one of \(list: PaletteReadOptions.idioms)"
            throw SwatchError(.usage, "--idiom '\(idiom)' is not an asset catalog idiom (\(hint))")
        }
        if let appearanceMap { _ = try AppearanceNames(parsing: appearanceMap) }
    }

    /// The appearance names: `--appearance-map`, else the config's `appearance-map` (whose mistakes name the file).
    func appearanceNames(config: SwatchConfig?) throws(SwatchError) -> AppearanceNames {
        if let appearanceMap { return try AppearanceMapUse.names(parsing: appearanceMap, source: "--appearance-map") }
        guard let config, let text = config.appearanceMap else { return AppearanceNames() }
        do throws(SwatchError) {
            return try AppearanceMapUse.names(parsing: text, source: "\(path: config.path): appearance-map")
        } catch {
            throw SwatchError(.usage, "\(config.path): appearance-map: \(verbatim: error.message.replacingOccurrences(of: "--appearance-map: ", with: ""))")
        }
    }

    /// The palette read: `--palette`, else the config's; nil for the built-in catalog.
    func path(config: SwatchConfig?) -> String? { palette ?? config?.palette }

    /// The built-in catalog: `--catalog`, else the config's, else the default.
    func catalogName(config: SwatchConfig?) -> String { catalog ?? config?.catalog ?? SystemCatalog.defaultName }

    /// The catalogs for help: their names, or why they cannot be listed. Made once: ArgumentParser makes the
    /// options, their help included, several times a parse.
    private static let catalogChoices: String = {
        do throws(SwatchError) {
            return try SystemCatalog.names().joined(separator: ", ") + " (iOS 13-14, 15-18, 26+; default \(SystemCatalog.defaultName))"
        } catch {
            return error.message
        }
    }()

    /// What a command draws: the colours, the system catalog for UI colours, and a theme's styles.
    struct Loaded {
        let palette: Palette
        let system: Palette
        let sectionStyles: [String: ThemeStyle]
        /// Every file and folder read (none for the catalog), the config among them: no output of the run
        /// may touch them.
        let inputs: [RunFile]
        /// What `--keep-going` passed over, each as its message.
        var skipped: [String] = []
    }

    /// Reads the catalog or palette (`--palette`, else the config's) and applies the filters; warnings and
    /// skipped colours go to stderr.
    func load(config: SwatchConfig?) throws(SwatchError) -> Loaded {
        // Only the command line may name a named pipe: a palette swatch.yml names is a file or a folder, whatever it
        // became since the config was read (the twenty-second hostile pass's H22-3).
        let named = palette == nil ? try config?.existing(.palette) : nil
        return try SwatchConfig.reading(.palette, option: palette, of: config) { () throws(SwatchError) in
            try load(path: palette ?? named, config: config, allowsPipe: palette != nil)
        }
    }

    /// Reads the palette at `path` (the catalog when nil) with these options and filters. A palette read `aside` (only
    /// to compare it with the one the command works on: `export --sibling`) gives no warnings, and is not read from a
    /// named pipe, which could wait for a writer for ever.
    /// Messages name a palette file by `shownAs`, else as `path` is written. `allowsPipe` false for a palette swatch.yml names.
    func load(path: String?, config: SwatchConfig?, aside: Bool = false, shownAs: String? = nil, allowsPipe: Bool = true) throws(SwatchError) -> Loaded {
        let system = try SystemCatalog.palette(named: catalogName(config: config)).rounded(hexRounding)
        let filter = PaletteFilter(sections: section, names: name)
        let configInput = config?.inputs ?? []
        guard let path else {
            return Loaded(palette: try filter.apply(to: system), system: system, sectionStyles: [:], inputs: configInput)
        }
        let options = PaletteReadOptions(keepGoing: keepGoing, idiom: idiom?.lowercased(), rounding: hexRounding,
                                         appearanceNames: try appearanceNames(config: config))
        let loaded = try PaletteReader.read(path: path, options: options, system: system, allowsPipe: allowsPipe && !aside, shownAs: shownAs ?? path)
        if !options.appearanceNames.isEmpty { AppearanceMapUse.read(shownAs ?? path) }
        if !aside {
            for warning in loaded.warnings { warn(warning) }
            // The first few, as other lists in messages: 200,000 bad lines made 200,000 warnings (H16-10).
            for skipped in loaded.skipped.prefix(VisibleText.longestListed) { warn("skipped \(skipped)") }
            if loaded.skipped.count > VisibleText.longestListed {
                warn("skipped \(loaded.skipped.count - VisibleText.longestListed) more (\(loaded.skipped.count) in all)")
            }
        }
        return Loaded(palette: try filter.apply(to: loaded.palette), system: system, sectionStyles: loaded.sectionStyles,
                      inputs: loaded.inputs + configInput, skipped: aside ? [] : loaded.skipped.map(\.message))
    }
}
