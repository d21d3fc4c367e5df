import ArgumentParser
import SwatchKit

/// Which colours a command works on: the catalog or a user palette, filters and hex rounding.
/// Shared by render and list.
struct PaletteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your colours instead of the catalog: an asset catalog folder (.xcassets), a theme (.json) or a text list (name #light [#dark] per line).", valueName: "path"))
    var palette: String?

    @Option(help: "Built-in catalog: \(SystemCatalog.names.joined(separator: ", ")) (iOS 13-14, 15-18, 26+). With --palette it provides the system colours a palette refers to and the UI colours.")
    var catalog: String = SystemCatalog.defaultName

    @Option(help: ArgumentHelp("Asset catalogs: the idiom to prefer (iphone, ipad, mac, tv, watch, car, vision); universal otherwise.", valueName: "idiom"))
    var idiom: String?

    @Flag(help: "Report malformed colours in --palette and draw the rest, instead of stopping at the first.")
    var keepGoing = false

    @Option(help: ArgumentHelp("Only this section (repeatable), e.g. 'Standard System Colors'.", valueName: "name"))
    var section: [String] = []

    @Option(help: ArgumentHelp("Only colours whose name matches this pattern (repeatable), e.g. 'system*' or '*Label'.", valueName: "glob"))
    var name: [String] = []

    @Option(help: "How fractions become hex bytes: half-up (0.18 -> 2E, as UIKit dumps) or truncate (2D, as the reference app prints).")
    var hexRounding: HexRoundingArgument = .halfUp

    /// What a command draws: the colours, the system catalog for UI colours, and a theme's styles.
    struct Loaded {
        let palette: Palette
        let system: Palette
        let sectionStyles: [String: ThemeStyle]
    }

    /// Reads the catalog or palette and applies the filters; warnings and skipped colours go to stderr.
    func load() throws -> Loaded {
        let system = try SystemCatalog.palette(named: catalog).rounded(hexRounding.kit)
        guard let palette else {
            return Loaded(palette: try filter.apply(to: system), system: system, sectionStyles: [:])
        }
        let loaded = try PaletteReader.read(path: palette, options: PaletteReadOptions(keepGoing: keepGoing, idiom: idiom), system: system)
        for warning in loaded.warnings { warn(warning) }
        for skipped in loaded.skipped { warn("skipped \(skipped.message)") }
        return Loaded(palette: try filter.apply(to: loaded.palette.rounded(hexRounding.kit)), system: system,
                      sectionStyles: loaded.sectionStyles)
    }

    private var filter: PaletteFilter { PaletteFilter(sections: section, names: name) }
}

/// One line on stderr, like errors but without stopping.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("swatch: warning: \(message)\n".utf8))
}

/// Which appearances a command draws or lists. Shared by render and list.
struct AppearanceOptions: ParsableArguments {
    @Option(help: "Which appearance: light, dark, both, auto (follows --system-style) or all (every light, dark, high-contrast and elevated variant).")
    var mode: ModeArgument = .both

    @Option(help: "The system appearance --mode auto follows (default: $SWATCH_SYSTEM_STYLE, else unspecified, which means light).")
    var systemStyle: SystemStyleArgument?

    @Option(help: "Increase Contrast off (normal) or on (high).")
    var contrast: ContrastArgument = .normal

    @Option(help: "Interface level: base, or elevated (sheets and popovers; changes dark backgrounds).")
    var level: LevelArgument = .base

    func selection() throws -> AppearanceSelection {
        let system = try systemStyle?.kit ?? Self.environmentSystemStyle()
        return AppearanceSelection(mode: mode.kit, contrast: contrast.kit, level: level.kit, system: system)
    }

    private static func environmentSystemStyle() throws -> SystemStyle {
        guard let value = ProcessInfo.processInfo.environment["SWATCH_SYSTEM_STYLE"], !value.isEmpty else { return .unspecified }
        guard let style = SystemStyle(rawValue: value.lowercased()) else {
            throw ValidationError("SWATCH_SYSTEM_STYLE='\(value)' is not unspecified, light or dark")
        }
        return style
    }
}

import Foundation
