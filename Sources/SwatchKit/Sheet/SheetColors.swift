/// Every colour a sheet needs besides its rows, resolved for one appearance.
public struct SheetColors: Sendable, Hashable {
    /// The view controller's view, under everything (systemBackground).
    public let view: RGBA8
    public let table: RGBA8
    public let cell: RGBA8
    public let tint: RGBA8
    public let separator: RGBA8
    /// The disclosure chevron: tertiaryLabel, which gives iOS's #C4C4C7 grey on white.
    public let chevron: RGBA8
    public let label: RGBA8
    public let secondaryLabel: RGBA8
    /// Background of plain-style section header bars.
    public let headerBar: RGBA8

    /// Resolves user choices against `palette` (row colours may be named) and chrome against `chrome`.
    init(options: SheetOptions, palette: Palette, chrome: Palette, appearance: Appearance) throws(RenderError) {
        func system(_ name: String) -> RGBA8 {
            (chrome.color(named: name) ?? palette.color(named: name))?.value(for: appearance) ?? .clear
        }
        func user(_ reference: ColorReference, _ option: String) throws(RenderError) -> RGBA8 {
            if case .named(let name) = reference, palette.color(named: name) == nil, let fromChrome = chrome.color(named: name) {
                return fromChrome.value(for: appearance)
            }
            do { return try reference.resolve(in: palette, for: appearance, option: option) } catch {
                throw RenderError(error.message)
            }
        }
        view = system("systemBackground")
        cell = try user(options.cellReference, "--cell")
        tint = try user(options.tintReference, "--tint")
        table = try user(options.tableReference, "--table")
        separator = system("separator")
        chevron = system("tertiaryLabel")
        label = system("label")
        secondaryLabel = system("secondaryLabel")
        headerBar = system("secondarySystemBackground")
    }

    /// What is seen where nothing but the table lies over the view.
    public var tableSeen: RGBA8 { Self.stacked([view, table]) }
    /// What is seen where the cell lies over the table.
    public var cellSeen: RGBA8 { Self.stacked([view, table, cell]) }
    /// What a row colour looks like on screen: content view over cell over table over view.
    public func effective(_ rowColor: RGBA8) -> RGBA8 { Self.stacked([view, table, cell, rowColor]) }

    /// Composites `layers` bottom first in premultiplied 8-bit space, exactly as the canvas does.
    static func stacked(_ layers: [RGBA8]) -> RGBA8 {
        layers.dropFirst().reduce(layers[0].premultiplied) { below, layer in
            layer.premultiplied.composited(over: below)
        }.straight
    }
}
