import SwatchColor
import SwatchPalette
import SwatchSheet
import SwatchSupport

/// A palette resolved for some appearances, with the colour actually seen for translucent ones:
/// what `swatch list` prints, in any of its formats.
public struct ColorListing: Sendable {
    /// One colour's value in one appearance.
    public struct Value: Sendable, Hashable {
        /// The value and where it came from (fallback catalog, another appearance).
        public let resolved: ResolvedValue
        /// The colour seen over the default backgrounds (cell over table over view), for translucent colours.
        public let effective: RGBA8?
    }

    /// One colour with its values, in `appearances` order.
    public struct Entry: Sendable {
        /// The section the colour is listed under.
        public let section: String
        /// The colour.
        public let color: NamedColor
        /// One value per listed appearance, in `appearances` order.
        public let values: [Value]
    }

    /// The palette listed (filters applied).
    public let palette: Palette
    /// The appearances listed, in order.
    public let appearances: [Appearance]
    /// The colours, in palette order, each resolved when it is read: a listing of 300,000 colours keeps
    /// the palette and nothing more per colour, so its output can be streamed.
    public let entries: Entries
    /// How fractions became bytes, for the header.
    public let rounding: HexRounding
    /// Colours the catalog lacks because they did not exist yet.
    public let notAvailable: [String]
    /// The sources cited by the listed colours, when asked for; empty otherwise.
    public let sources: [CatalogSource]
    /// What `--keep-going` passed over, each as its message: the JSON listing names them (`skipped`).
    public let skipped: [String]

    /// Resolves `palette` for `appearances`; backgrounds for the effective colours come from `chrome`.
    /// Throws if `chrome` lacks a colour the default sheet needs.
    public init(palette: Palette, chrome: Palette, appearances: [Appearance], rounding: HexRounding = .halfUp,
                notAvailable: [String] = [], sources catalogSources: [String: CatalogSource]? = nil, skipped: [String] = []) throws(SwatchError) {
        self.palette = palette
        self.skipped = skipped
        self.appearances = appearances
        self.rounding = rounding
        self.notAvailable = notAvailable
        // The sheet's default backgrounds (grouped table), so a listed effective colour is what a sheet shows.
        var backgrounds: [SheetColors] = []
        for appearance in appearances {
            backgrounds.append(try SheetColors(options: SheetOptions(), palette: chrome, chrome: chrome, appearance: appearance))
        }
        entries = Entries(sections: palette.sections, appearances: appearances, backgrounds: backgrounds)
        if let catalogSources {
            var cited: [String] = []
            for id in palette.sections.lazy.flatMap(\.colors).flatMap(\.sources) where !cited.contains(id) { cited.append(id) }
            sources = cited.map { catalogSources[$0] ?? CatalogSource(id: $0, title: $0, location: "", notes: nil) }
        } else {
            sources = []
        }
    }

    /// Whether any listed value came from the fallback catalog, or fell back to another appearance.
    var hasInherited: Bool { entries.contains { $0.values.contains { $0.resolved.inherited } } }
    var hasFallenBack: Bool { entries.contains { $0.values.contains { $0.resolved.fellBack } } }
}

extension ColorListing {
    /// The listing's entries: the palette's colours in order, each resolved for the appearances as it is read.
    public struct Entries: RandomAccessCollection, Sendable {
        private let sections: [PaletteSection]
        /// The position of each section's first colour, and after them all the count.
        private let starts: [Int]
        private let appearances: [Appearance]
        /// Each appearance's default backgrounds, for the effective colours.
        private let backgrounds: [SheetColors]

        init(sections: [PaletteSection], appearances: [Appearance], backgrounds: [SheetColors]) {
            self.sections = sections
            self.appearances = appearances
            self.backgrounds = backgrounds
            var starts = [0]
            for section in sections { starts.append(starts[starts.count - 1] + section.colors.count) }
            self.starts = starts
        }

        /// The first colour's position: 0.
        public var startIndex: Int { 0 }
        /// One past the last colour's position: how many colours the listing holds.
        public var endIndex: Int { starts[starts.count - 1] }

        /// The colour at `position` with its values.
        public subscript(position: Int) -> Entry {
            // The last section starting at or before `position` (empty sections start where the next one does).
            var low = 0, high = sections.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= position { low = middle } else { high = middle - 1 }
            }
            let section = sections[low]
            let color = section.colors[position - starts[low]]
            return Entry(section: section.name, color: color, values: zip(appearances, backgrounds).map { appearance, below in
                let resolved = color.resolve(appearance)
                return Value(resolved: resolved, effective: resolved.color.isOpaque ? nil : below.effective(resolved.color))
            })
        }
    }
}
