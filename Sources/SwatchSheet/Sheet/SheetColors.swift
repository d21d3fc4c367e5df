import SwatchColor
import SwatchLayout
import SwatchPalette
import SwatchSupport

/// Every colour a sheet needs besides its rows, resolved for one appearance.
package struct SheetColors: Sendable, Hashable {
    /// The view controller's view, under everything (systemBackground).
    let view: RGBA8
    let table: RGBA8
    let cell: RGBA8
    let tint: RGBA8
    let separator: RGBA8
    /// The disclosure chevron, in the look's ink.
    let chevron: RGBA8
    let label: RGBA8
    let secondaryLabel: RGBA8
    /// Background of plain-style section header bars.
    let headerBar: RGBA8

    /// Resolves user choices against `palette` (row colours may be named) and chrome against `chrome`.
    package init(options: SheetOptions, palette: Palette, chrome: Palette, appearance: Appearance) throws(SwatchError) {
        func system(_ name: String) -> RGBA8 {
            (chrome.color(named: name) ?? palette.color(named: name))?.value(for: appearance) ?? .clear
        }
        func user(_ reference: ColorReference, _ option: String) throws(SwatchError) -> RGBA8 {
            if case .named(let name) = reference, palette.color(named: name) == nil, let fromChrome = chrome.color(named: name) {
                return fromChrome.value(for: appearance)
            }
            return try reference.resolve(in: palette, for: appearance, option: option)
        }
        view = system("systemBackground")
        cell = try user(options.cell, "--cell")
        tint = try user(options.tint, "--tint")
        table = try user(options.tableColor, "--table")
        func ink(_ ink: LookInk) -> RGBA8 {
            switch ink {
            case .catalog(let name): system(name)
            case .measured(let light, let dark): appearance.isDark ? dark : light
            }
        }
        let metrics = TableMetrics(widthPoints: options.widthPoints, scale: options.scale, look: options.look)
        separator = ink(metrics.separatorInk)
        chevron = ink(metrics.chevronInk)
        label = system("label")
        secondaryLabel = system("secondaryLabel")
        headerBar = system("secondarySystemBackground")
    }

    /// What a row colour looks like on screen: content view over cell over table over view.
    package func effective(_ rowColor: RGBA8) -> RGBA8 { RGBA8.stacked([view, table, cell, rowColor]) }
}
