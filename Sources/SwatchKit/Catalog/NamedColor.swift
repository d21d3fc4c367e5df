/// A colour of a palette: a name and one value per appearance it was given for.
public struct NamedColor: Sendable, Hashable {
    public let name: String
    /// The values the palette gives; at least one of them exists.
    public let values: [Appearance: RGBA8]
    /// Ids of the sources the values come from (keys of the facts file's `sources`).
    public let sources: [String]
    /// Appearances whose value was taken from a fallback catalog rather than this one.
    public let inherited: Set<Appearance>

    public init(name: String, values: [Appearance: RGBA8], sources: [String] = [], inherited: Set<Appearance> = []) {
        precondition(!values.isEmpty, "a colour needs at least one value")
        self.name = name
        self.values = values
        self.sources = sources
        self.inherited = inherited
    }

    /// The value for `appearance`, following UIKit's fallbacks when the palette gives none.
    public func value(for appearance: Appearance) -> RGBA8 {
        var key: Appearance? = appearance
        while let current = key {
            if let value = values[current] { return value }
            key = current.fallback
        }
        return values[.dark] ?? values.values.first!
    }
}

/// A titled group of colours, drawn as one table section.
public struct PaletteSection: Sendable, Hashable {
    public let name: String
    public let colors: [NamedColor]

    public init(name: String, colors: [NamedColor]) {
        self.name = name
        self.colors = colors
    }
}

/// The colours one sheet shows, in sections, with a name for the sheet's title line.
public struct Palette: Sendable, Hashable {
    /// Short identifier, e.g. `ios26`.
    public let name: String
    /// Human title for the sheet's title line, e.g. `UIKit colours (ios26)`.
    public let title: String
    public let sections: [PaletteSection]

    public init(name: String, title: String, sections: [PaletteSection]) {
        self.name = name
        self.title = title
        self.sections = sections
    }

    public var colorCount: Int { sections.reduce(0) { $0 + $1.colors.count } }

    /// The first colour with this exact name.
    public func color(named name: String) -> NamedColor? {
        for section in sections {
            if let match = section.colors.first(where: { $0.name == name }) { return match }
        }
        return nil
    }

    /// Every colour name, in sheet order.
    public var colorNames: [String] { sections.flatMap { $0.colors.map(\.name) } }
}
