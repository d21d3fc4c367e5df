import ArgumentParser
import SwatchKit

/// Which colours a command works on: the catalog, filters and hex rounding. Shared by render and list.
struct PaletteOptions: ParsableArguments {
    @Option(help: "Built-in catalog: \(SystemCatalog.names.joined(separator: ", ")) (iOS 13-14, 15-18, 26+).")
    var catalog: String = SystemCatalog.defaultName

    @Option(help: ArgumentHelp("Only this section (repeatable), e.g. 'Standard System Colors'.", valueName: "name"))
    var section: [String] = []

    @Option(help: ArgumentHelp("Only colours whose name matches this pattern (repeatable), e.g. 'system*' or '*Label'.", valueName: "glob"))
    var name: [String] = []

    @Option(help: "How fractions become hex bytes: half-up (0.18 -> 2E, as UIKit dumps) or truncate (2D, as the reference app prints).")
    var hexRounding: HexRoundingArgument = .halfUp

    /// The whole catalog, for UI colours (backgrounds, labels) that filters must not remove.
    func catalogPalette() throws -> Palette {
        try SystemCatalog.palette(named: catalog).rounded(hexRounding.kit)
    }

    /// The colours to show: the catalog after the filters.
    func palette() throws -> Palette {
        try PaletteFilter(sections: section, names: name).apply(to: catalogPalette())
    }
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
