import SwatchColor

/// A colour of a palette: a name and one value per appearance it was given for.
///
/// Kept compact, since a palette may hold a million: what most colours lack (a UIKit name, availability, notes,
/// inherited values, the source's own fractions) lives in one shared `Details` object that is nil when all
/// of it is empty, so a text list's colour is its name, values, sources and location.
public struct NamedColor: Sendable, Hashable {
    /// The name sheets and code use, e.g. `systemRed` or `Brand/Primary`.
    public let name: String
    /// The values the palette gives; at least one of them exists.
    public let values: [Appearance: RGBA8]
    /// Ids of the sources the values come from (keys of the facts file's `sources`).
    public let sources: [String]
    /// Appearances whose value was taken from a fallback catalog rather than this one.
    public var inherited: Set<Appearance> { details?.inherited ?? [] }
    /// The UIKit API, e.g. `UIColor.systemRed`, when the colour is a system colour.
    public var uikit: String? { details?.uikit }
    /// Where the colour is not (or not fully) available in the catalog's iOS versions.
    public var availability: String? { details?.availability }
    /// What the sources say about the values, e.g. a conflict and how it was resolved.
    public var notes: String? { details?.notes }
    /// The values as the source wrote them, where it gave fractions or another colour space rather than
    /// bytes; `source(for:)` falls back to the byte values.
    public var sourceValues: [Appearance: SourceColor] { details?.sourceValues ?? [:] }
    /// What few colours have, held once; nil when all of it is empty.
    private let details: Details?
    /// Where the colour lives in its source: folders, namespaces and its own name, whose qualified name is
    /// `name`. Every reader sets it; nil for a colour made without one (the built-in catalog, a palette built
    /// in code), which lives where its section says (`Palette.location(of:inSection:)`).
    public let location: ColorLocation?

    /// A colour with at least one value.
    public init(name: String, values: [Appearance: RGBA8], sources: [String] = [], inherited: Set<Appearance> = [],
                uikit: String? = nil, availability: String? = nil, notes: String? = nil,
                sourceValues: [Appearance: SourceColor] = [:], location: ColorLocation? = nil) {
        precondition(!values.isEmpty, "a colour needs at least one value")
        self.name = name
        self.location = location
        self.values = values
        self.sources = sources
        details = inherited.isEmpty && uikit == nil && availability == nil && notes == nil && sourceValues.isEmpty ? nil
            : Details(inherited: inherited, uikit: uikit, availability: availability, notes: notes, sourceValues: sourceValues)
    }

    private init(name: String, values: [Appearance: RGBA8], sources: [String], details: Details?, location: ColorLocation?) {
        self.name = name
        self.values = values
        self.sources = sources
        self.details = details
        self.location = location
    }

    /// The fields of a colour most colours leave empty.
    private final class Details: Sendable, Hashable {
        let inherited: Set<Appearance>
        let uikit: String?
        let availability: String?
        let notes: String?
        let sourceValues: [Appearance: SourceColor]

        init(inherited: Set<Appearance>, uikit: String?, availability: String?, notes: String?, sourceValues: [Appearance: SourceColor]) {
            self.inherited = inherited
            self.uikit = uikit
            self.availability = availability
            self.notes = notes
            self.sourceValues = sourceValues
        }

        static func == (lhs: Details, rhs: Details) -> Bool {
            lhs.inherited == rhs.inherited && lhs.uikit == rhs.uikit && lhs.availability == rhs.availability && lhs.notes == rhs.notes
                && lhs.sourceValues == rhs.sourceValues
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(inherited)
            hasher.combine(uikit)
            hasher.combine(availability)
            hasher.combine(notes)
            hasher.combine(sourceValues)
        }
    }

    /// The same colour at `location`.
    func located(_ location: ColorLocation) -> NamedColor {
        NamedColor(name: name, values: values, sources: sources, details: details, location: location)
    }

    /// The name a row under the section `section` shows: what the section does not already say
    /// (`userFollowing` under `Colors/Button`). Reports for tools keep `name`.
    public func name(inSection section: String) -> String {
        // A colour placed by its section, its name holding no namespace: the section spells out every folder,
        // so the row shows the name itself (a sheet asks once a row and appearance; the location is not made).
        if location == nil, !name.utf8.contains(UInt8(ascii: "/")) { return name }
        return (location ?? ColorLocation(section: section, name: name)).name(inSection: section)
    }

    /// The colour's own name, without folders or namespaces: `userFollowing` for `Colors/Button/userFollowing`.
    package var ownName: String {
        location?.name ?? name.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? name
    }

    /// The value for `appearance` as the source wrote it, following the same fallbacks as `resolve`: the
    /// source's own fractions and colour space where it gave them, else the bytes as fractions.
    public func source(for appearance: Appearance) -> SourceColor {
        let resolved = resolve(appearance).resolved
        return sourceValues[resolved] ?? SourceColor(values[resolved] ?? value(for: appearance))
    }

    /// The value for `appearance`, following UIKit's fallbacks when the palette gives none.
    public func value(for appearance: Appearance) -> RGBA8 { resolve(appearance).color }

    /// The value for `appearance` and where it came from: UIKit falls back from high contrast to normal,
    /// from elevated to base and from dark to light when a colour has no value of its own.
    public func resolve(_ appearance: Appearance) -> ResolvedValue {
        // The appearance itself first: most colours have it, and the fallbacks' array is not made for them.
        if let value = values[appearance] {
            return ResolvedValue(color: value, requested: appearance, resolved: appearance, inherited: inherited.contains(appearance))
        }
        for candidate in appearance.fallbacks {
            if let value = values[candidate] {
                return ResolvedValue(color: value, requested: appearance, resolved: candidate, inherited: inherited.contains(candidate))
            }
        }
        // A colour has at least one value (init checks); the first in the facts file's order stands in.
        guard let (resolved, value) = values.min(by: { $0.key.sortIndex < $1.key.sortIndex }) else {
            return ResolvedValue(color: .clear, requested: appearance, resolved: appearance, inherited: false)
        }
        return ResolvedValue(color: value, requested: appearance, resolved: resolved, inherited: inherited.contains(resolved))
    }
}

/// A colour's value for one appearance, with how it was found.
public struct ResolvedValue: Sendable, Hashable {
    /// The colour.
    public let color: RGBA8
    /// The appearance asked for.
    public let requested: Appearance
    /// The appearance whose value was used: `requested` unless UIKit's fallback rules applied.
    public let resolved: Appearance
    /// Whether the value came from the catalog's fallback catalog (ios17 for ios26).
    public let inherited: Bool

    /// True when the colour has no value of its own for the requested appearance.
    public var fellBack: Bool { resolved != requested }
}

/// A titled group of colours, drawn as one table section.
public struct PaletteSection: Sendable, Hashable {
    /// The section's title.
    public let name: String
    /// Its colours, in order.
    public let colors: [NamedColor]

    /// A section of `colors` titled `name`.
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
    /// The sections, in sheet order.
    public let sections: [PaletteSection]
    /// The catalog missing values were taken from, if any.
    public let fallback: String?
    /// What the palette covers, e.g. `iOS 26.0+`.
    public let appliesTo: String?

    /// A palette; `fallback` and `appliesTo` are for catalogs.
    public init(name: String, title: String, sections: [PaletteSection], fallback: String? = nil, appliesTo: String? = nil) {
        self.name = name
        self.title = title
        self.sections = sections
        self.fallback = fallback
        self.appliesTo = appliesTo
    }

    /// How many colours the sections hold.
    public var colorCount: Int { sections.reduce(0) { $0 + $1.colors.count } }

    /// The first colour with this exact name.
    public func color(named name: String) -> NamedColor? {
        for section in sections {
            if let match = section.colors.first(where: { $0.name == name }) { return match }
        }
        return nil
    }

    /// Where `color`, a colour of the section named `section`, lives: its own location, or for a colour made without one the
    /// section's folders (none for the section named like the palette, an asset catalog's root), the parts of
    /// its name before a `/` its namespaces.
    public func location(of color: NamedColor, inSection section: String) -> ColorLocation {
        color.location ?? ColorLocation(section: section == name ? nil : section, name: color.name)
    }

    /// Every colour name, in sheet order.
    public var colorNames: [String] { sections.flatMap { $0.colors.map(\.name) } }
}
