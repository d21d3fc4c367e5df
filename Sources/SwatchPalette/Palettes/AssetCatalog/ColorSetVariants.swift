import SwatchColor

/// The palette values of one colour set: for each appearance, the entry UIKit would use and its colour.
///
/// **Appearances.** Asset catalogs know luminosity (any, light, dark) and contrast (normal, high), not
/// elevation, so `darkElevated` is matched like `dark`. For each appearance the first non-empty group of
/// entries wins, in this order:
/// - light: light, any;
/// - dark: dark, any (an "any" entry serves dark when there is no dark one, as in UIKit);
/// - light high contrast: light+high, any+high, light, any;
/// - dark high contrast: dark+high, dark, any+high, any.
///
/// **Idioms.** Only entries for `idiom` (when given) and `universal` take part, and within a group an
/// `idiom` entry beats a `universal` one. When none of those fits an appearance, every entry takes part
/// and the first in file order wins (a colour set made only for `iphone`, `mac`, `watch`, ...). Within the
/// same idiom an entry without `display-gamut` or with `sRGB` beats a `display-P3` one, since the sheets
/// are sRGB; after that, file order decides.
///
/// **Values kept.** A colour entry gives `light` and `dark`, and a high-contrast value only when the chosen
/// entry is a high-contrast one; the other appearances follow `NamedColor`'s fallbacks, which agree with
/// the matching above. Each source value remembers the entry it came from (`SourceColor.catalogEntry`), so
/// an Any entry serving light and dark is written back as one entry. A system colour `reference` is resolved for every appearance it is chosen for, so
/// it also gives the system colour's own high-contrast and elevated values, as UIKit resolves it
/// dynamically (an "any" reference thus brings all of them).
struct ColorSetVariants {
    let values: [Appearance: RGBA8]
    /// The chosen entries' colours as the file wrote them (a reference brings the system colour's).
    let sourceValues: [Appearance: SourceColor]
    /// The entries that gave at least one value, in file order.
    let used: [ColorSetEntry]
    /// System colours the used entries refer to, in file order.
    let references: [String]

    /// Resolves `entries` (file order) for the preferred `idiom`, looking references up in `system`.
    init(entries: [ColorSetEntry], idiom: String?, system: Palette) throws(JSONProblem) {
        // Every reference must resolve, chosen or not, as Xcode rejects the file otherwise.
        var systemColors: [Int: NamedColor] = [:]
        for entry in entries {
            guard case let .system(name, keyPath, written, _) = entry.color else { continue }
            guard let color = system.color(named: name) else {
                throw JSONProblem(keyPath: keyPath, problem: "\"\(written)\" is not a known system colour")
            }
            systemColors[entry.index] = color
        }

        var values: [Appearance: RGBA8] = [:]
        var sourceValues: [Appearance: SourceColor] = [:]
        var usedIndices: Set<Int> = []
        for appearance in Appearance.allCases {
            guard let entry = Self.entry(for: appearance, in: entries, idiom: idiom) else { continue }
            switch entry.color {
            case .literal(let converted):
                guard Self.keeps(appearance, from: entry) else { continue }
                values[appearance] = converted.color
                sourceValues[appearance] = converted.source.fromCatalogEntry(entry.index)
            case let .system(_, _, written, platform):
                // Every reference resolved above; an entry without one is left out like an unused one.
                guard let color = systemColors[entry.index] else { continue }
                guard Self.keeps(appearance, from: entry) || color.values[appearance] != nil else { continue }
                values[appearance] = color.value(for: appearance)
                sourceValues[appearance] = color.source(for: appearance)
                    .referring(to: SourceColor.SystemReference(name: written, platform: platform)).fromCatalogEntry(entry.index)
            }
            usedIndices.insert(entry.index)
        }
        self.values = values
        self.sourceValues = sourceValues
        used = entries.filter { usedIndices.contains($0.index) }
        var references: [String] = []
        for entry in used {
            if case let .system(name, _, _, _) = entry.color, !references.contains(name) { references.append(name) }
        }
        self.references = references
    }

    /// The entry UIKit would use for `appearance`; nil when no entry matches it (e.g. only light entries,
    /// asked for dark).
    static func entry(for appearance: Appearance, in entries: [ColorSetEntry], idiom: String?) -> ColorSetEntry? {
        let applicable = entries.filter { $0.idiom == "universal" || $0.idiom == idiom }
        for pool in [applicable, entries] {
            for (luminosity, high) in groups(for: appearance) {
                let group = pool.filter { $0.luminosity == luminosity && $0.highContrast == high }
                if let best = group.min(by: { rank($0, idiom: idiom) < rank($1, idiom: idiom) }) { return best }
            }
        }
        return nil
    }

    /// Whether the value `entry` gives for `appearance` is kept: light and dark always, high contrast only
    /// from a high-contrast entry; the rest follow from `NamedColor`'s fallbacks.
    private static func keeps(_ appearance: Appearance, from entry: ColorSetEntry) -> Bool {
        switch appearance {
        case .light, .dark: true
        case .lightHighContrast, .darkHighContrast: entry.highContrast
        case .darkElevated, .darkElevatedHighContrast: false
        }
    }

    /// The (luminosity, high contrast) groups that can serve `appearance`, best first.
    private static func groups(for appearance: Appearance) -> [(ColorSetEntry.Luminosity, Bool)] {
        switch appearance {
        case .light: [(.light, false), (.any, false)]
        case .dark, .darkElevated: [(.dark, false), (.any, false)]
        case .lightHighContrast: [(.light, true), (.any, true), (.light, false), (.any, false)]
        case .darkHighContrast, .darkElevatedHighContrast: [(.dark, true), (.dark, false), (.any, true), (.any, false)]
        }
    }

    /// Orders entries of one group: preferred idiom, then sRGB gamut, then file order.
    private static func rank(_ entry: ColorSetEntry, idiom: String?) -> (Int, Int, Int) {
        let idiomRank = entry.idiom == idiom ? 0 : entry.idiom == "universal" ? 1 : 2
        let gamutRank = entry.displayGamut == nil || entry.displayGamut == "sRGB" ? 0 : 1
        return (idiomRank, gamutRank, entry.index)
    }
}
