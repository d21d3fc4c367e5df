import SwatchColor
import SwatchPalette
import SwatchSupport

/// The pairs `swatch check` chooses for a palette when none are given: every colour of the palette, as text
/// and as a non-text element (an icon, a control's edge), on each background a table row sits on. These are
/// guesses at where a colour is used; a pairs file says where it really is.
public enum TablePairs {
    /// The backgrounds a colour sits on in a table: the plain table and cell, the grouped table, and the
    /// grouped cell.
    public static let backgrounds = ["systemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground"]

    /// Each colour of `palette` (by name, once, in palette order; a colour named as one of the backgrounds
    /// is left out) as text and as non-text on each of `backgrounds`. Running out of memory is a `.memory` error
    /// naming the palette `shownAs` (as the user gave it), else by its title.
    public static func pairs(for palette: Palette, shownAs: String? = nil) throws(SwatchError) -> [ContrastPair] {
        var seen: Set<String> = []
        var pairs: [ContrastPair] = []
        for color in palette.sections.flatMap(\.colors) where !backgrounds.contains(color.name) && seen.insert(color.name).inserted {
            for use in [ContrastUse.text, .nonText] {
                for background in backgrounds {
                    try MemoryBudget.beforeAppending(count: pairs.count, capacity: pairs.capacity, elementBytes: MemoryLayout<ContrastPair>.stride,
                                                     at: shownAs ?? palette.title)
                    pairs.append(ContrastPair(color.name, on: background, as: use))
                }
            }
        }
        return pairs
    }

    /// The line a report puts first, saying which pairs were chosen and how to choose real ones.
    public static func note(colorCount: Int) -> String {
        "no pairs given: each of the palette's \(colorCount) colours as text and as non-text on "
            + "\(backgrounds.dropLast().joined(separator: ", ")) and \(backgrounds[backgrounds.count - 1]) (a table and its cells); "
            + "commit a pairs file (--pairs, or check.pairs in swatch.yml) with the pairs your app draws"
    }
}
