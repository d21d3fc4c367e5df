import Foundation
import SwatchColor
import SwatchSupport

/// The built-in UIKit colour catalogs, read from the embedded facts file (`Resources/system-colors.json`,
/// the project's fact sheet of UIKit colour values with their sources, `clear` moved last as in the reference app).
public enum SystemCatalog {
    /// Sections whose channels (not only alphas) the sources give as fractions: `UIColor.h` defines the
    /// fixed colours in 0...1 (gray is 0.5 white); the system colours' channels are whole bytes.
    static let fractionalChannelSections: Set<String> = ["Standard Fixed Colors"]

    /// The catalog `swatch render` draws when given no palette.
    public static let defaultName = "ios26"

    /// Catalog keys in the facts file, oldest first.
    public static func names() throws(SwatchError) -> [String] { try file().catalogNames }

    /// The catalog `name` with the entries it lacks taken from its `fallback` catalog, value by value.
    public static func palette(named name: String) throws(SwatchError) -> Palette {
        let facts = try file()
        guard let catalog = try facts.catalog(named: name) else {
            throw SwatchError(.usage, "unknown catalog '\(name)': choose one of \(list: facts.catalogNames)")
        }
        var sections = catalog.sections.map { section in
            PaletteSection(name: section.name, colors: section.colors.map { $0.namedColor(inheritingAll: false) })
        }
        if let fallbackName = catalog.fallback, let fallback = try facts.catalog(named: fallbackName) {
            sections = merge(sections, over: fallback)
        }
        sections = sections.map { section in
            PaletteSection(name: section.name, colors: section.colors.map {
                $0.withCatalogFractions(fractionalChannels: fractionalChannelSections.contains(section.name))
            })
        }
        return Palette(name: name, title: "UIKit colours (\(name))", sections: sections,
                       fallback: catalog.fallback, appliesTo: catalog.appliesTo)
    }

    /// The colours a catalog lacks because they did not exist in its iOS versions, e.g. `systemMint (iOS 15+)`.
    public static func notAvailable(in name: String) throws(SwatchError) -> [String] {
        let facts = try file()
        guard let catalog = try facts.catalog(named: name) else { throw SwatchError(.usage, "unknown catalog '\(name)'") }
        return catalog.notAvailable
    }

    /// Every source the catalog values cite, by id.
    public static func sources() throws(SwatchError) -> [String: CatalogSource] {
        var result: [String: CatalogSource] = [:]
        for (id, source) in try file().sources() {
            result[id] = CatalogSource(id: id, title: source.title, location: source.where, notes: source.notes)
        }
        return result
    }

    /// Lays `own` over the fallback catalog: the fallback gives the order and any value `own` lacks.
    private static func merge(_ own: [PaletteSection], over fallback: FactsFile.Catalog) -> [PaletteSection] {
        var ownColors: [String: NamedColor] = [:]
        for color in own.flatMap(\.colors) where ownColors[color.name] == nil { ownColors[color.name] = color }
        var merged = fallback.sections.map { section in
            PaletteSection(name: section.name, colors: section.colors.map { base in
                let inheritedColor = base.namedColor(inheritingAll: true)
                guard let mine = ownColors[base.name] else { return inheritedColor }
                var values = inheritedColor.values
                values.merge(mine.values) { _, new in new }
                let inherited = Set(values.keys).subtracting(mine.values.keys)
                return NamedColor(name: base.name, values: values,
                                  sources: mine.sources + inheritedColor.sources.filter { !mine.sources.contains($0) },
                                  inherited: inherited, uikit: mine.uikit ?? base.uikit,
                                  availability: mine.availability ?? base.availability, notes: mine.notes ?? base.notes)
            })
        }
        // Colours only the newer catalog has go to the end of their section.
        let known = Set(merged.flatMap { section in section.colors.map { $0.name } })
        for section in own {
            let extra = section.colors.filter { !known.contains($0.name) }
            guard !extra.isEmpty else { continue }
            if let index = merged.firstIndex(where: { $0.name == section.name }) {
                merged[index] = PaletteSection(name: section.name, colors: merged[index].colors + extra)
            } else {
                merged.append(PaletteSection(name: section.name, colors: extra))
            }
        }
        return merged
    }

    private static func file() throws(SwatchError) -> FactsFile { try parsed.get() }

    /// The facts file, parsed once per process (help text, catalogs and sources all read it); a catalog's colours
    /// are read from it only when that catalog is asked for. Codable decoding of the whole file (the Swift runtime
    /// looking up conformances of the decoder's generic types) made a render's CPU before drawing about 1.3 ms more.
    private static let parsed: Result<FactsFile, SwatchError> = {
        do throws(JSONProblem) {
            return .success(try FactsFile.parse(PackageResources.system_colors_json))
        } catch {
            return .failure(FactsFile.damaged(error))
        }
    }()
}


/// A document a catalog value is taken from.
public struct CatalogSource: Sendable, Hashable {
    /// The key other entries cite it by.
    public let id: String
    /// The document's title.
    public let title: String
    /// Where to find it: a URL, a file or a book.
    public let location: String
    /// What the source says about the values, when it matters.
    public let notes: String?

    /// Memberwise: each stored property from the argument of its name.
    package init(id: String, title: String, location: String, notes: String?) {
        self.id = id
        self.title = title
        self.location = location
        self.notes = notes
    }
}
