import Foundation
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// Palettes and helpers the CSS tests share: every shape of values a colour can have, and what each
/// `--css-theme` makes of a palette.
enum CSSExports {
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// One colour per combination of dark, light high contrast and dark high contrast values beside a light one
    /// (`l`, `ld`, `lh`, `ldh`, `lH`, `ldH`, `lhH`, `ldhH`), each value distinct, plus a colour with only a dark
    /// value and one with elevated values too.
    static let shapes: Palette = {
        var colors: [NamedColor] = []
        for dark in [false, true] {
            for lightHigh in [false, true] {
                for darkHigh in [false, true] {
                    var values: [Appearance: RGBA8] = [.light: RGBA8(r: 0x10, g: 0x20, b: 0x30)]
                    if dark { values[.dark] = RGBA8(r: 0xE0, g: 0xD0, b: 0xC0) }
                    if lightHigh { values[.lightHighContrast] = RGBA8(r: 0x01, g: 0x02, b: 0x03, a: 0xCC) }
                    if darkHigh { values[.darkHighContrast] = RGBA8(r: 0xFE, g: 0xFD, b: 0xFC, a: 0xB2) }
                    let name = "l" + (dark ? "d" : "") + (lightHigh ? "h" : "") + (darkHigh ? "H" : "")
                    colors.append(NamedColor(name: name, values: values))
                }
            }
        }
        colors.append(NamedColor(name: "only dark", values: [.dark: RGBA8(r: 0x33, g: 0x44, b: 0x55)]))
        colors.append(NamedColor(name: "elevated", values: [.light: .white, .dark: .black, .darkElevated: RGBA8(r: 0x1C, g: 0x1C, b: 0x1E),
                                                            .darkElevatedHighContrast: RGBA8(r: 0x24, g: 0x24, b: 0x26)]))
        return Palette(name: "shapes", title: "shapes", sections: [PaletteSection(name: "Shapes", colors: colors)])
    }()

    /// A palette with only light values and a fraction, wide-colour and extended value among them.
    static let lightOnly = Palette(name: "light", title: "light", sections: [PaletteSection(name: "Light", colors: [
        NamedColor(name: "ink", values: [.light: RGBA8(r: 0x11, g: 0x22, b: 0x33)]),
        NamedColor(name: "wash", values: [.light: RGBA8(r: 60, g: 60, b: 67, a: 46)],
                   sourceValues: [.light: SourceColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)]),
        NamedColor(name: "wide", values: [.light: RGBA8(r: 0, g: 161, b: 155)],
                   sourceValues: [.light: SourceColor(space: .displayP3, red: 0.279, green: 0.622, blue: 0.605)]),
        NamedColor(name: "extended", values: [.light: RGBA8(r: 255, g: 0, b: 128)],
                   sourceValues: [.light: SourceColor(red: 1.2, green: -0.1, blue: 0.5)]),
    ])])

    /// The palette in the file at `path` (relative to the repository), references resolved by the ios26 catalog.
    static func read(_ path: String) throws -> Palette {
        try PaletteReader.read(path: GoldenExportTests.repository + "/" + path, system: system).palette
    }

    /// What `css` writes for `palette` with `theme`.
    static func text(_ palette: Palette, _ theme: CSSTheme, source: String = "p.json") throws -> String {
        let listing = try ColorListing(palette: palette, chrome: system, appearances: palette.appearances)
        guard case .text(let text) = try PaletteFormat.css.output(listing, options: FormatOptions(source: source, cssTheme: theme)) else {
            throw SwatchError(.output, "css wrote a folder")
        }
        return text
    }

    /// The colours of `palette` in order.
    static func colors(_ palette: Palette) -> [NamedColor] { palette.sections.flatMap(\.colors) }

    /// Whether the dark states show other values than the light ones (UIKit's view, asked of the model).
    static func hasDark(_ palette: Palette) -> Bool {
        colors(palette).contains {
            $0.source(for: .dark) != $0.source(for: .light) || $0.source(for: .darkHighContrast) != $0.source(for: .lightHighContrast)
        }
    }

    /// The `color-scheme` the root element has in `state`: `light dark` where the system decides, the state's own
    /// where the page does; `light` for a palette whose dark states look light.
    static func colorScheme(_ theme: CSSTheme, palette: Palette, state: Appearance) -> String {
        guard hasDark(palette) else { return "light" }
        switch theme {
        case .media, .lightDark: return "light dark"
        case .class, .dataAttribute: return state.isDark ? "dark" : "light"
        }
    }

    /// How a page puts the root element in `state` under `theme`: classes or attributes (nothing for the
    /// themes the system decides).
    static func root(_ theme: CSSTheme, _ state: Appearance) -> (classes: String?, attributes: [String: String]) {
        let dark = state.isDark
        let high = state == .lightHighContrast || state == .darkHighContrast
        switch theme {
        case .media, .lightDark:
            return (nil, [:])
        case .class:
            let classes = (dark ? ["dark"] : []) + (high ? ["high-contrast"] : [])
            return (classes.isEmpty ? nil : classes.joined(separator: " "), [:])
        case .dataAttribute:
            var attributes = ["data-theme": dark ? "dark" : "light"]
            if high { attributes["data-contrast"] = "more" }
            return (nil, attributes)
        }
    }

    /// The custom property `name` becomes, unescaped, as the CSSOM names it: the kebab-case name (or the whole name
    /// when that has no letter or digit) after `--`, NUL read as U+FFFD.
    static func unescapedProperty(_ name: String) -> String {
        let kebab = Identifiers.kebab(name)
        return "--" + (kebab.isEmpty ? name : kebab).replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }
}
